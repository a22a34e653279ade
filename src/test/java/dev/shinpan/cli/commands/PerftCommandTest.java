package dev.shinpan.cli.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.cli.Cli;
import dev.shinpan.cli.batch.ExitCodes;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PerftCommandTest {

    @Test
    void printsTheLeafCount() {
        Cli r = Cli.run("perft", "--depth", "3");
        assertEquals(0, r.exit());
        assertEquals("25470", r.out().strip());
    }

    @Test
    void divideNamesEveryMoveInUsi() {
        Cli r = Cli.run("perft", "--sfen", "7lk/9/8S/9/9/9/9/7L1/8K b P 1", "--depth", "1", "--divide");
        assertEquals(0, r.exit());
        assertTrue(r.out().contains("P*2b: 1"));
        assertTrue(!r.out().contains("P*1b"), "the mating pawn drop is illegal");
        assertTrue(r.out().strip().endsWith("total: 85"));
    }

    @ParameterizedTest(name = "depth {0}: {1}")
    @CsvSource({"1, 17", "2, 288", "3, 5430", "4, 103857"})
    @DisplayName("Tori start position: Fairy-Stockfish's perft figures (docs/rules.md §C7)")
    void toriStartPosition(int depth, String expected) {
        Cli r = Cli.run("perft", "--variant", "tori", "--depth", String.valueOf(depth));
        assertEquals(0, r.exit());
        assertEquals(expected, r.out().strip());
    }

    @Test
    @DisplayName("Tori --divide: a swallow push that mates is listed, a swallow drop that mates is not")
    void toriDivideLeavesOutSwallowDropMate() {
        Cli r = Cli.run("perft", "--sfen", "4F2/5Ck/7/6S/7/7/K6 b S 1", "--depth", "1", "--divide");
        assertEquals(0, r.exit());
        assertTrue(r.out().contains("1d1c: 1"), r.out());
        assertTrue(r.out().contains("S*1e: 1"), r.out());
        assertTrue(!r.out().contains("S*1c"), "the mating swallow drop is illegal");
        assertTrue(!r.out().contains("S*1a") && !r.out().contains("S*7a"), "no swallow on the last rank");
    }

    @Test
    void handicapByName() {
        Cli byJapanese = Cli.run("perft", "--handicap", "二枚落ち", "--depth", "2");
        Cli byId = Cli.run("perft", "--handicap", "2-piece", "--depth", "2");
        assertEquals(byId.out(), byJapanese.out());
    }

    @Test
    void badSfenIsAUsageErrorWithItsLocation() {
        Cli r = Cli.run(
                "perft", "--sfen", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5X1/LNSGKGSNL b - 1", "--depth", "1");
        assertEquals(ExitCodes.USAGE, r.exit());
        assertTrue(r.err().contains("no standard piece 'X'") && r.err().contains("at character 46"), r.err());
    }

    @Test
    void depthIsBounded() {
        Cli r = Cli.run("perft", "--depth", "99");
        assertEquals(ExitCodes.USAGE, r.exit());
        assertTrue(r.err().contains("--depth must be between 0 and 10, not 99"), r.err());
    }
}
