package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.testing.Languages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Text output says everything in the language asked for. */
class TextLanguageTest {

    @TempDir
    Path tmp;

    @Test
    void pointsInJapaneseAreJapaneseThroughout() {
        Cli r = Cli.run("points", "--lang", "ja", "samples/declaration.kifu");
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        assertTrue(r.out().contains("    ✓ 宣言者の手番：先手番"), r.out());
        assertTrue(r.out().contains("    ✗ 敵陣に玉以外の駒が10枚以上：7枚"), r.out());
        assertTrue(r.out().contains("24点未満の側が負け"), r.out());
        // every line but the title (file name, ruleset) and the SFEN line is Japanese only
        List<String> lines = r.out().lines().filter(l -> !l.isBlank()).toList();
        for (String line : lines.subList(1, lines.size())) {
            if (!line.trim().startsWith("SFEN:")) {
                Languages.assertJapanese("points --lang ja", line.replaceAll("jsa-31|\\(24\\)|（24）", ""));
            }
        }
    }

    @Test
    void englishSentencesNameTheSidesAsPlayersAreNamed() {
        Cli r = Cli.run("points", "--lang", "en", "samples/declaration.kifu");
        assertTrue(r.out().contains("✓ the declarer is to move: Black to move"), r.out());
        assertTrue(r.out().contains("✗ the declarer is to move: Black to move"), r.out());
        assertFalse(r.out().contains("White to move"), r.out());
        assertFalse(r.out().contains("black"), r.out());
        Cli check = Cli.run("check", "--lang", "en", "samples/declaration.kifu");
        assertTrue(check.out().contains("(declaration, Black won, line 24)"), check.out());
        for (String line : r.out().lines().toList()) {
            Languages.assertEnglish("points --lang en", line);
        }
    }

    @Test
    void aSkippedFileKeepsItsReasonInJapanese() throws IOException {
        Files.writeString(tmp.resolve("notes.txt"), "not a record");
        Cli ja = Cli.run("check", "--lang", "ja", tmp.toString());
        assertTrue(ja.out().contains("読み飛ばし：" + tmp.resolve("notes.txt") + "（拡張子が棋譜ではありません）"), ja.out());
        Cli en = Cli.run("check", "--lang", "en", tmp.toString());
        assertTrue(
                en.out().contains("Skipped " + tmp.resolve("notes.txt") + ": not a record file by its extension"),
                en.out());
    }

    @Test
    void checkInJapaneseNamesTheRulesInJapanese() {
        Cli r = Cli.run("check", "--lang", "ja", "samples/perpetual-check.ki2", "samples/nifu.kif");
        // the winner on both sides of the disagreement, as in English
        assertTrue(r.out().contains("棋譜の「まで12手で千日手」（勝敗なし、22行目）は、jsaでの判定（12手目に連続王手の千日手、" + "後手の勝ち）と一致しません"), r.out());
        assertTrue(r.out().contains("二歩 — 先手は7筋に既に歩があります（7六、二歩）"), r.out());
        Cli all = Cli.run("check", "--lang", "ja", "--ruleset", "all", "samples/jishogi.csa");
        assertTrue(all.out().contains("\n  amateur  先手の勝ち（持将棋の点数、2手目） — 一致\n"), all.out());
    }

    @Test
    void readerProblemsAreSaidInJapanese() throws IOException {
        Path ki2 = tmp.resolve("ambiguous.ki2");
        Files.writeString(ki2, "手合割：平手\n\n▲５八金\n");
        Cli ja = Cli.run("check", "--lang", "ja", ki2.toString());
        assertTrue(ja.out().contains("エラー 3行1列 '▲５八金': どの駒が動くのか分かりません：あいまいです："), ja.out());
        assertFalse(ja.out().contains("cannot tell"), ja.out());
        Cli en = Cli.run("check", "--lang", "en", ki2.toString());
        assertTrue(
                en.out().contains("Error line 3:1 '▲５八金': cannot tell which piece moves: ambiguous: both golds on"),
                en.out());
    }
}
