package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.cli.batch.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --ruleset all}: each preset's row says why the record disagrees with it, and {@code --board}
 * draws the position. The record: both rooks swing back and forth three times (12 moves) and it
 * claims 千日手. The start position is then on the board for the fourth time counting the start
 * (JSA 対局規則 第8条), the third not counting it, as shogi-server counts (docs/rules.md §A4): csa
 * needs one more cycle.
 */
class PresetComparisonTest {

    @TempDir
    Path tmp;

    private Path record;

    @BeforeEach
    void write() throws IOException {
        StringBuilder kif = new StringBuilder("手合割：平手\n手数----指手---------消費時間--\n");
        String[] cycle = {"４八飛(28)", "６二飛(82)", "２八飛(48)", "８二飛(62)"};
        for (int ply = 1; ply <= 12; ply++) {
            kif.append(String.format("%4d %s%n", ply, cycle[(ply - 1) % 4]));
        }
        kif.append("  13 千日手\n");
        record = tmp.resolve("sennichite.kif");
        Files.writeString(record, kif);
    }

    @Test
    void aPresetThatDisagreesSaysWhyOnItsRow() {
        Cli en = Cli.run("check", "--lang", "en", "--ruleset", "all", record.toString());
        assertEquals(ExitCodes.INCONSISTENT, en.exit(), en.out());
        assertTrue(
                en.out()
                        .contains("  csa      unfinished after 12 moves — inconsistent (winner): 千日手 claimed after"
                                + " 3 occurrence(s); csa needs 4\n"),
                en.out());
        assertTrue(en.out().contains("  jsa      repetition (千日手) at ply 12, no winner — ok\n"), en.out());
        Cli ja = Cli.run("check", "--lang", "ja", "--ruleset", "all", record.toString());
        assertTrue(ja.out().contains("  csa      未終局（12手まで） — 不一致（勝者）：千日手とありますが3回の出現です（csaは4回）\n"), ja.out());
    }

    @Test
    void boardShowsThePositionUnderEveryPreset() {
        String plain = Cli.run("check", "--lang", "en", "--ruleset", "all", record.toString())
                .out();
        assertTrue(!plain.contains("SFEN:"), plain);
        String board = Cli.run("check", "--lang", "en", "--ruleset", "all", "--board", record.toString())
                .out();
        // every preset's finding is the final position, the start's again: drawn once
        assertTrue(board.contains("  Position at ply 12:\n    後手の持駒：なし\n"), board);
        assertTrue(
                board.contains("    SFEN: lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 13\n"), board);
        assertEquals(1, board.split("SFEN:", -1).length - 1, board);
    }

    @Test
    void presetsWhoseGamesEndAtDifferentPliesEachDrawTheirBoard() throws IOException {
        // four cycles: jsa's 千日手 comes at ply 12 (the start's fourth occurrence), csa's at ply 13 (the
        // fourth of the position after ply 1, the start not counted)
        StringBuilder kif = new StringBuilder("手合割：平手\n手数----指手---------消費時間--\n");
        String[] cycle = {"４八飛(28)", "６二飛(82)", "２八飛(48)", "８二飛(62)"};
        for (int ply = 1; ply <= 16; ply++) {
            kif.append(String.format("%4d %s%n", ply, cycle[(ply - 1) % 4]));
        }
        Path longer = tmp.resolve("longer.kif");
        Files.writeString(longer, kif.append("  17 千日手\n"));
        String board = Cli.run("check", "--lang", "en", "--ruleset", "all", "--board", longer.toString())
                .out();
        assertTrue(
                board.contains("  jsa      repetition (千日手) at ply 12, no winner — inconsistent (reason): 4 move(s)"
                        + " after the end at ply 12\n"),
                board);
        assertTrue(board.contains("  Under jsa, amateur, ussf, try, position at ply 12:\n"), board);
        assertTrue(board.contains("  Under csa, position at ply 13:\n"), board);
        assertTrue(board.contains("SFEN: lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 13\n"), board);
        assertTrue(board.contains("SFEN: lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B3R3/LNSGKGSNL w - 14\n"), board);
        assertEquals(2, board.split("SFEN:", -1).length - 1, board);
    }
}
