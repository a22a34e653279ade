package dev.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A move played out of turn (二手指し) and taken back leaves the position exactly as it was. */
class OutOfTurnTest {

    @Test
    void aDoubleMoveIsTheWrittenSidesAndUndoGivesTheTurnBack() {
        Position p = Sfen.parse(Variants.STANDARD, "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
        long hash = p.hash();
        MoveJudge judge = new MoveJudge(p);
        WrittenMove twice = WrittenMove.boardMove(
                Side.BLACK,
                Square.of(2, 7),
                Square.of(2, 6),
                p.variant().bySfen('P', false).orElseThrow(),
                false);
        assertEquals(IllegalMoveCode.WRONG_TURN, MoveJudge.codeOf(judge.judge(twice)));
        assertTrue(new MovePlayer(p).playAsWritten(twice) >= 0);
        assertEquals(
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL w - 3",
                p.toSfen(),
                "Black's pawn moved, and White, who was to move, is to move again");
        p.undo();
        assertEquals("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2", p.toSfen());
        assertEquals(hash, p.hash());
    }
}
