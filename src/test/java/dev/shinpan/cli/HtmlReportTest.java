package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.cli.ExpectedFindings.Expected;
import dev.shinpan.cli.report.HtmlReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --format html} as text: self-contained, one board per finding, in the chosen language. */
class HtmlReportTest {

    private static long boardsExpected(String... input) throws IOException {
        String[] args = new String[input.length + 3];
        args[0] = "check";
        args[1] = "--format";
        args[2] = "jsonl";
        System.arraycopy(input, 0, args, 3, input.length);
        List<Expected> all = ExpectedFindings.ofJsonLines(Cli.run(args).out(), false);
        return all.stream().filter(Expected::board).count();
    }

    @Test
    void aBoardForEveryFinding() throws IOException {
        Cli r = Cli.run("check", "--format", "html", "--lang", "en", "samples");
        assertEquals(ExitCodes.INCONSISTENT, r.exit(), "the exit code does not depend on the format");
        long expected = boardsExpected("samples");
        assertTrue(expected >= 10, "the samples have findings: " + expected);
        assertEquals(expected, HtmlPages.positionsAccountedFor(r.out()));
        assertTrue(HtmlPages.boards(r.out()) >= 10 && HtmlPages.boards(r.out()) <= expected, "each position drawn once");
        assertTrue(r.out().contains("data-findings=\"" + expected + "\""));
    }

    @Test
    void thePageFetchesNothing() {
        String html = Cli.run("check", "--format", "html", "samples").out();
        assertEquals(List.of(), HtmlPages.externalReferences(html));
        assertTrue(html.contains("Content-Security-Policy\" content=\"default-src 'none'"), "a policy forbids requests");
        String withoutCitedAddresses = html.replaceAll("<span class=\"url\">https?://[^<\"]*</span>", "");
        assertFalse(withoutCitedAddresses.contains("http:") || withoutCitedAddresses.contains("https:"),
                "no address but those of the documents rules are cited from, as text");
    }

    @Test
    void theStaticCheckSeesAnExternalReference() {
        assertEquals(1, HtmlPages.externalReferences("<p><img alt=x></p>").size());
        assertEquals(1, HtmlPages.externalReferences("<style>p{background:url(x.png)}</style>").size());
        assertEquals(1, HtmlPages.externalReferences("<a href=\"https://example.org\">x</a>").size());
        assertEquals(0, HtmlPages.externalReferences("<a href=\"#finding-1\">x</a>").size());
    }

    @Test
    void recordsAndStatusesFormTheTable() {
        String html = Cli.run("check", "--format", "html", "--lang", "en", "samples/perpetual-check.ki2",
                "samples/nifu.kif").out();
        assertTrue(html.contains("<tr data-status=\"inconsistent\" data-disagreement=\"winner\"><td>"
                + "samples/perpetual-check.ki2 #0<div class=\"game\">Game: 第8回 オープン将棋大会 決勝トーナメント;"
                + " started 2026-08-23T15:30:00</div></td><td>jsa</td><td class=\"status\">inconsistent (winner)</td>"), html);
        assertTrue(html.contains("<td>White wins by Black&#39;s perpetual check at ply 12</td>"), html);
        // under the name, the record's own facts (its header's 棋戦, 開始日時, 終了日時, 持ち時間)
        assertTrue(html.contains("<tr data-status=\"ok\"><td>samples/nifu.kif #0<div class=\"game\">Game: 第12回 市民将棋大会"
                + " B級予選; started 2026-10-18T13:00:00; ended 2026-10-18T13:21:04; 20 min each; written with Kifu for Windows V7"
                + " V7.70</div></td>"), html);
        assertTrue(html.contains("<p class=\"citation\" data-rule=\"nifu\">"), "the place of the rule citation");
        assertTrue(html.contains("2 record(s): 1 ok, 1 inconsistent"), html);
        // The same closing lines as the text report: speed and the counts per code and reason.
        assertTrue(html.contains("<p>2 verdict(s), "), html);
        assertTrue(html.contains(" moves/s)</p>"), html);
        assertTrue(html.contains("<p>First illegal moves: nifu 1</p>"), html);
    }

    @Test
    void japaneseAndToriBoards() throws IOException {
        Cli r = Cli.run("check", "--format", "html", "--lang", "ja", "samples/tori");
        assertTrue(r.out().contains("<html lang=\"ja\">"));
        assertTrue(r.out().contains("三燕"), "the rule in Japanese");
        assertTrue(r.out().contains("data-files=\"7\" data-ranks=\"7\""), "7×7 boards");
        assertFalse(r.out().contains("data-files=\"9\""));
        assertEquals(boardsExpected("samples/tori"), HtmlPages.positionsAccountedFor(r.out()));
    }

    /** A Japanese page names the rule under each board in Japanese, as the text report does; an English one by its code. */
    @Test
    void boardCaptionsNameTheRuleInThePagesLanguage() {
        String ja = Cli.run("check", "--format", "html", "--lang", "ja", "samples/nifu.kif", "samples/sennichite.kif")
                .out();
        assertTrue(ja.contains("fill=\"#222\">二歩</text>"), "nifu's caption in Japanese");
        assertTrue(ja.contains("fill=\"#222\">千日手</text>"), "sennichite's caption in Japanese");
        assertTrue(ja.contains("aria-label=\"盤面：19手目：７五歩打 — 二歩\""), "and in the board's label");
        assertFalse(ja.contains(">nifu</text>") || ja.contains(">sennichite</text>"), "no English code under a board");
        String en = Cli.run("check", "--format", "html", "--lang", "en", "samples/nifu.kif").out();
        assertTrue(en.contains("fill=\"#222\">nifu</text>"), "the code, as --select takes it, in English");
    }

    @Test
    void unreadableAndSkippedFilesAreRows(@TempDir Path tmp) throws IOException {
        Files.write(tmp.resolve("photo.kif"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0});
        Files.writeString(tmp.resolve("notes.txt"), "x");
        String html = Cli.run("check", "--format", "html", "--lang", "en", tmp.toString()).out();
        assertTrue(html.contains("<tr data-status=\"unreadable\">"), html);
        assertTrue(html.contains("<tr data-status=\"skipped\"><td>" + tmp.resolve("notes.txt")), html);
        assertEquals(0, HtmlPages.boards(html));
    }

    /** A multi-record USI file: in every game White's third move starts from the square Black's pawn left. */
    static String illegalGames(int games) {
        StringBuilder usi = new StringBuilder();
        for (int i = 0; i < games; i++) {
            usi.append("startpos moves 7g7f 3c3d 2g2f 4a3b 7f7e 7f7e\n");
        }
        return usi.toString();
    }

    @Test
    void everyRulesetsFindingOfOnePositionSharesOneBoard() {
        String html = Cli.run("check", "--format", "html", "--lang", "en", "--ruleset", "all", "samples/nifu.kif").out();
        assertEquals(1, HtmlPages.boards(html), "one nifu, one board, however many rulesets judge it");
        assertEquals(5, HtmlPages.count(html, "<article "), "still a section per ruleset's finding");
        assertEquals(4, HtmlPages.count(html, "<p class=\"same-board\">"), "the others point to it");
        assertTrue(html.contains("<a href=\"#finding-1\">finding-1</a>"), html);
    }

    @Test
    void pastTheCapAFindingShowsItsPositionAsSfen(@TempDir Path tmp) throws IOException {
        Path file = tmp.resolve("games.usi");
        Files.writeString(file, illegalGames(HtmlReport.INLINE_BOARDS + 20));
        String html = Cli.run("check", "--format", "html", "--lang", "en", file.toString()).out();
        assertEquals(HtmlReport.INLINE_BOARDS + 20, HtmlPages.count(html, "<article "));
        assertEquals(HtmlReport.INLINE_BOARDS, HtmlPages.boards(html));
        assertEquals(20, HtmlPages.count(html, "<p class=\"board-not-drawn\">"));
        // the last game before its 6th move: 7g7f 3c3d 2g2f 4a3b 7f7e played, White to move
        assertTrue(html.contains("--record " + (HtmlReport.INLINE_BOARDS + 19) + "): <span class=\"sfen\">"
                + "lnsgk1snl/1r4gb1/pppppp1pp/6p2/2P6/7P1/PP1PPPP1P/1B5R1/LNSGKGSNL w - 6</span>"), html);
        assertTrue(html.contains("data-boards=\"" + HtmlReport.INLINE_BOARDS + "\""));
    }
}
