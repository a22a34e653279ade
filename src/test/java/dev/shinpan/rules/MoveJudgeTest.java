package dev.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.testing.JudgeCases;
import dev.shinpan.testing.Mirror;
import dev.shinpan.testing.Written;
import dev.shinpan.text.Catalogue;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every illegal-move code of docs/rules.md §A2, each from positions built on its rules, for Black and
 * for White (the White case is the Black one turned round, so both sides see the same rule).
 */
class MoveJudgeTest {

    private static final String START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

    /** name, SFEN with Black to move, move in USI, named piece or null, expected code or null (legal). */
    private static final Object[][] CASES = {
        {"two moves in a row (二手指し)", START, "7g7f", null, IllegalMoveCode.WRONG_TURN},
        {"no piece on the origin", START, "5e5d", null, IllegalMoveCode.EMPTY_SOURCE},
        {"moving the opponent's pawn", START, "3c3d", null, IllegalMoveCode.OPPONENT_PIECE},
        {"a pawn written as a silver", START, "7g7f", "S", IllegalMoveCode.PIECE_MISMATCH},
        {
            "a promoted pawn written as a pawn",
            "k8/9/9/4+P4/9/9/9/9/4K4 b - 1",
            "5d5c",
            "P",
            IllegalMoveCode.PIECE_MISMATCH
        },
        {"a gold moving two squares", START, "6i6g", null, IllegalMoveCode.ILLEGAL_MOVEMENT},
        {"a rook through its own pawn (M2 blocked slide)", START, "2h2c", null, IllegalMoveCode.ILLEGAL_MOVEMENT},
        {"a knight moving sideways", START, "8i7i", null, IllegalMoveCode.ILLEGAL_MOVEMENT},
        {"a gold onto its own silver", START, "6i7i", null, IllegalMoveCode.OWN_CAPTURE},
        {"promotion outside the zone (M3)", START, "7g7f+", null, IllegalMoveCode.ILLEGAL_PROMOTION},
        {"a gold promoting", "k8/9/4G4/9/9/9/9/9/4K4 b - 1", "5c5b+", null, IllegalMoveCode.ILLEGAL_PROMOTION},
        {"a tokin promoting again", "k8/9/4+P4/9/9/9/9/9/4K4 b - 1", "5c5b+", null, IllegalMoveCode.ILLEGAL_PROMOTION},
        {
            "a pawn to the last rank unpromoted (M4)",
            "k8/8P/9/9/9/9/9/9/4K4 b - 1",
            "1b1a",
            null,
            IllegalMoveCode.DEAD_PIECE
        },
        {
            "a knight to the second rank unpromoted (M4)",
            "k8/9/9/8N/9/9/9/9/4K4 b - 1",
            "1d2b",
            null,
            IllegalMoveCode.DEAD_PIECE
        },
        {
            "a lance to the last rank unpromoted (M4)",
            "k8/9/9/8L/9/9/9/9/4K4 b - 1",
            "1d1a",
            null,
            IllegalMoveCode.DEAD_PIECE
        },
        {"a pawn dropped on the last rank (D4)", "k8/9/9/9/9/9/9/9/4K4 b P 1", "P*5a", null, IllegalMoveCode.DEAD_PIECE
        },
        {
            "a knight dropped on the second rank (D4)",
            "k8/9/9/9/9/9/9/9/4K4 b N 1",
            "N*5b",
            null,
            IllegalMoveCode.DEAD_PIECE
        },
        {"a lance dropped on the last rank (D4)", "k8/9/9/9/9/9/9/9/4K4 b L 1", "L*5a", null, IllegalMoveCode.DEAD_PIECE
        },
        {"a bishop dropped from an empty hand (D1)", START, "B*5e", null, IllegalMoveCode.NOT_IN_HAND},
        {
            "a drop onto the opponent's pawn (D2)",
            "k8/9/9/9/4p4/9/9/9/4K4 b P 1",
            "P*5e",
            null,
            IllegalMoveCode.OCCUPIED_DROP
        },
        {
            "a pawn dropped beside its own unpromoted pawn (D5)",
            "k8/9/9/9/9/9/4P4/9/4K4 b P 1",
            "P*5e",
            null,
            IllegalMoveCode.NIFU
        },
        {
            "a pawn dropped on a file with only a tokin (D5: not nifu)",
            "k8/9/9/9/9/9/4+P4/9/4K4 b P 1",
            "P*5e",
            null,
            null
        },
        {
            "a pawn dropped on a file with only the opponent's pawn (D5: not nifu)",
            "k8/9/4p4/9/9/9/9/9/4K4 b P 1",
            "P*5e",
            null,
            null
        },
        {
            "a pawn drop that mates (D7, talkchess)",
            "7lk/9/8S/9/9/9/9/7L1/8K b P 1",
            "P*1b",
            null,
            IllegalMoveCode.UCHIFUZUME
        },
        {
            "a pawn drop that mates (D7, shogiops)",
            "3rkr3/9/8p/4N4/1B7/9/1SG6/1KS6/9 b LPp 1",
            "P*5b",
            null,
            IllegalMoveCode.UCHIFUZUME
        },
        {
            "a lance drop that mates is legal (D7 is for pawns only)",
            "3rkr3/9/8p/4N4/1B7/9/1SG6/1KS6/9 b LPp 1",
            "L*5b",
            null,
            null
        },
        {"a pawn drop check the king can answer by capture (D7)", "4k4/9/9/9/9/9/9/9/4K4 b P 1", "P*5b", null, null},
        {"a pawn push that mates (突き歩詰め) is legal", "7lk/9/7GP/9/9/9/9/9/8K b - 1", "1c1b", null, null},
        {
            "a pawn move while the rook checks (王手放置)",
            "k3r4/9/9/9/9/9/8P/9/4K4 b - 1",
            "1g1f",
            null,
            IllegalMoveCode.IGNORED_CHECK
        },
        {
            "a drop that does not block the check (王手放置)",
            "k3r4/9/9/9/9/9/9/9/4K4 b P 1",
            "P*1e",
            null,
            IllegalMoveCode.IGNORED_CHECK
        },
        {"a drop that blocks the check", "k3r4/9/9/9/9/9/9/9/4K4 b P 1", "P*5e", null, null},
        {
            "a pinned gold leaving the line (M5)",
            "k3r4/9/9/9/9/9/9/4G4/4K4 b - 1",
            "5h4h",
            null,
            IllegalMoveCode.SELF_CHECK
        },
        {"a pinned gold moving along the line", "k3r4/9/9/9/9/9/9/4G4/4K4 b - 1", "5h5g", null, null},
        {
            "the king stepping onto an attacked square (M5)",
            "k3r4/9/9/9/9/9/9/9/3K5 b - 1",
            "6i5i",
            null,
            IllegalMoveCode.SELF_CHECK
        },
        {
            "order: a pawn dropped on the last rank onto a piece, with none in hand",
            "k3g4/9/9/9/9/9/9/9/4K4 b - 1",
            "P*5a",
            null,
            IllegalMoveCode.DEAD_PIECE
        },
        {"order: occupied before nifu", "k8/9/9/9/4p4/9/4P4/9/4K4 b P 1", "P*5e", null, IllegalMoveCode.OCCUPIED_DROP},
        {"order: movement before own capture", START, "8h6f", null, IllegalMoveCode.ILLEGAL_MOVEMENT},
    };

    static Stream<Arguments> bothSides() {
        return JudgeCases.forBothSides(CASES, 9, 9);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bothSides")
    void judgesTheWrittenMove(String name, String sfen, String usi, String named, IllegalMoveCode expected) {
        JudgeCases.assertJudged(name, sfen, usi, named, expected);
    }

    @Test
    void aPromotedPieceCannotBeDroppedAsCsaWritesIt() {
        Position p = Sfen.parse("k8/9/9/9/9/9/9/9/4K4 b P 1");
        PieceType tokin = p.variant().bySfen('P', true).orElseThrow();
        WrittenMove csa = WrittenMove.csa(Side.BLACK, null, new Square(5, 5), tokin);
        assertEquals(IllegalMoveCode.ILLEGAL_PROMOTION, MoveJudge.codeOf(new MoveJudge(p).judge(csa)));
        Position w = Sfen.parse(Mirror.sfen("k8/9/9/9/9/9/9/9/4K4 b P 1"));
        WrittenMove csaWhite = WrittenMove.csa(Side.WHITE, null, new Square(5, 5), tokin);
        assertEquals(IllegalMoveCode.ILLEGAL_PROMOTION, MoveJudge.codeOf(new MoveJudge(w).judge(csaWhite)));
    }

    @Test
    void csaPieceAfterTheMoveDecidesPromotion() {
        Position p = Sfen.parse("k8/9/9/4P4/9/9/9/9/4K4 b - 1");
        PieceType tokin = p.variant().bySfen('P', true).orElseThrow();
        PieceType pawn = p.variant().bySfen('P', false).orElseThrow();
        PieceType silver = p.variant().bySfen('S', false).orElseThrow();
        MoveJudge judge = new MoveJudge(p);
        int promote = judge.judge(WrittenMove.csa(Side.BLACK, new Square(5, 4), new Square(5, 3), tokin));
        int stay = judge.judge(WrittenMove.csa(Side.BLACK, new Square(5, 4), new Square(5, 3), pawn));
        int wrong = judge.judge(WrittenMove.csa(Side.BLACK, new Square(5, 4), new Square(5, 3), silver));
        assertTrue(p.decode(promote).promote());
        assertTrue(!p.decode(stay).promote());
        assertEquals(IllegalMoveCode.PIECE_MISMATCH, MoveJudge.codeOf(wrong));
    }

    @Test
    void nifuNamesTheExistingPawn() {
        Position p = Sfen.parse("k8/9/9/9/9/9/4P4/9/4K4 b P 1");
        Violation v = new MoveJudge(p).explain(Written.usi(p.variant(), Side.BLACK, "P*5e"));
        assertEquals("Black already has an unpromoted pawn on file 5 (5七)", en(v));
        assertEquals("先手は5筋に既に歩があります（5七、二歩）", ja(v));
    }

    @Test
    void ignoredCheckNamesTheChecker() {
        Position p = Sfen.parse("k3r4/9/9/9/9/9/8P/9/4K4 b - 1");
        Violation v = new MoveJudge(p).explain(Written.usi(p.variant(), Side.BLACK, "1g1f"));
        assertEquals("Black is in check from the rook on 5一 and the move does not answer it", en(v));
    }

    @Test
    void blockedSlideNamesTheObstacle() {
        Position p = Sfen.parse(START);
        Violation v = new MoveJudge(p).explain(Written.usi(p.variant(), Side.BLACK, "2h2c"));
        assertEquals("a rook on 2八 cannot move to 2三; the path is blocked by the pawn on 2七", en(v));
        assertEquals("2八の飛は2三へ動けません（2七の歩が道をふさいでいます）", ja(v));
    }

    private static String en(Violation v) {
        return Catalogue.english().render(v.explanation());
    }

    private static String ja(Violation v) {
        return Catalogue.japanese().render(v.explanation());
    }

    @Test
    void legalMovesNeedNoExplanation() {
        Position p = Sfen.parse(START);
        assertNull(new MoveJudge(p).explain(Written.usi(p.variant(), Side.BLACK, "7g7f")));
    }

    @Test
    void everyGeneratedMoveIsJudgedLegal() {
        for (String sfen : List.of(
                START,
                "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
                "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1")) {
            Position p = Sfen.parse(sfen);
            MoveJudge judge = new MoveJudge(p);
            for (Move m : new MoveGenerator(p).legalMoves()) {
                WrittenMove w = m.isDrop()
                        ? WrittenMove.drop(p.sideToMove(), m.to(), m.piece())
                        : WrittenMove.boardMove(p.sideToMove(), m.from(), m.to(), m.piece(), m.promote());
                int verdict = judge.judge(w);
                assertTrue(MoveJudge.isLegal(verdict), () -> m + " in " + sfen + ": " + MoveJudge.codeOf(verdict));
                assertEquals(m, p.decode(verdict));
            }
        }
    }
}
