package dev.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.testing.Written;
import org.junit.jupiter.api.Test;

/** Playing a written move: judged, or as written as far as the board allows. */
class MovePlayerTest {

    private static final String START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

    @Test
    void aFoulIsLeftUnplayedByTheJudgedPlayAndCarriedOutAsWritten() {
        // Black ignores the rook's check; after White's quiet reply Black is still in check.
        Position p = Sfen.parse("k3r4/9/9/9/9/9/8P/9/4K4 b - 1");
        MovePlayer player = new MovePlayer(p);
        int refused = player.playLegal(Written.usi(p.variant(), Side.BLACK, "1g1f"));
        assertEquals(IllegalMoveCode.IGNORED_CHECK, MoveJudge.codeOf(refused));
        assertEquals("k3r4/9/9/9/9/9/8P/9/4K4 b - 1", p.toSfen(), "a refused move is not played");
        assertTrue(player.playAsWritten(Written.usi(p.variant(), Side.BLACK, "1g1f")) >= 0);
        assertTrue(player.playLegal(Written.usi(p.variant(), Side.WHITE, "9a8a")) >= 0);
        assertTrue(p.inCheck(), "the check did not come from White's last move but it is still there");
        assertEquals("1k2r4/9/9/9/9/8P/9/9/4K4 b - 3", p.toSfen());
    }

    @Test
    void aMoveThatCannotBeCarriedOutLeavesThePositionAlone() {
        Position p = Sfen.parse(START);
        assertEquals(-1, new MovePlayer(p).playAsWritten(Written.usi(p.variant(), Side.BLACK, "5e5d")));
        assertEquals(START, p.toSfen());
    }

    @Test
    void aLegalMovePlayedAsWrittenIsTheMoveTheJudgeApproves() {
        // what lets the readers, writers and reports skip the judge: the same packed move, the same board
        String[] moves = {"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"};
        Position judged = Sfen.parse(START);
        Position asWritten = Sfen.parse(START);
        MovePlayer byRules = new MovePlayer(judged);
        MovePlayer byBoard = new MovePlayer(asWritten);
        for (String usi : moves) {
            WrittenMove w = Written.usi(judged.variant(), judged.sideToMove(), usi);
            assertEquals(byRules.playLegal(w), byBoard.playAsWritten(w), usi);
            assertEquals(judged.toSfen(), asWritten.toSfen(), usi);
            assertEquals(judged.inCheck(), asWritten.inCheck(), usi);
        }
    }
}
