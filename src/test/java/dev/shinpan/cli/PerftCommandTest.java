package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

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

    @Test
    void toriStartPosition() {
        assertEquals("288", Cli.run("perft", "--variant", "tori", "--depth", "2").out().strip());
    }

    @Test
    void handicapByName() {
        Cli byJapanese = Cli.run("perft", "--handicap", "二枚落ち", "--depth", "2");
        Cli byId = Cli.run("perft", "--handicap", "2-piece", "--depth", "2");
        assertEquals(byId.out(), byJapanese.out());
    }

    @Test
    void badSfenIsAUsageErrorWithItsLocation() {
        Cli r = Cli.run("perft", "--sfen", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5X1/LNSGKGSNL b - 1",
                "--depth", "1");
        assertEquals(ExitCodes.USAGE, r.exit());
        assertTrue(r.err().contains("no standard piece 'X'") && r.err().contains("at character 46"), r.err());
    }
}
