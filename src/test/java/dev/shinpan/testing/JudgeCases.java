package dev.shinpan.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.MoveGenerator;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Sfen;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Violation;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.text.Catalogue;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Rule cases for the move judge, written once for Black and run for both sides: each case is
 * {name, SFEN with Black to move, move in USI, named piece or null, expected code or null for legal}.
 */
public final class JudgeCases {

    private JudgeCases() {}

    /** Every case for Black, and turned round for White. */
    public static Stream<Arguments> forBothSides(Object[][] cases, int files, int ranks) {
        List<Arguments> all = new ArrayList<>();
        for (Object[] c : cases) {
            all.add(Arguments.of("Black: " + c[0], c[1], c[2], c[3], c[4]));
            // Named pieces are given by kind; the letter's case does not matter.
            all.add(Arguments.of(
                    "White: " + c[0], Mirror.sfen((String) c[1]), Mirror.usi((String) c[2], files, ranks), c[3], c[4]));
        }
        return all.stream();
    }

    /**
     * Judges the move as written by the side to move (by the other side for wrong-turn cases) and
     * checks the verdict: a legal move is among the generated ones; an illegal one has the expected
     * code and an explanation in both languages, each in its own. Judging must leave the position unchanged.
     */
    public static void assertJudged(String name, String sfen, String usi, String named, IllegalMoveCode expected) {
        Position p = Sfen.parse(sfen);
        Side mover = expected == IllegalMoveCode.WRONG_TURN ? p.sideToMove().opponent() : p.sideToMove();
        WrittenMove w = Written.usi(p.variant(), mover, usi, named);
        String before = p.toSfen();
        int verdict = new MoveJudge(p).judge(w);
        assertEquals(before, p.toSfen(), "judging must not change the position");
        if (expected == null) {
            assertTrue(MoveJudge.isLegal(verdict), () -> name + ": expected legal, got " + MoveJudge.codeOf(verdict));
            assertTrue(
                    new MoveGenerator(p).legalMoves().contains(p.decode(verdict)),
                    "a legal written move is among the generated legal moves");
        } else {
            assertFalse(MoveJudge.isLegal(verdict), name + ": expected " + expected + " but the move was legal");
            assertEquals(expected, MoveJudge.codeOf(verdict));
            Violation v = new MoveJudge(p).explain(w);
            assertEquals(expected, v.code());
            assertTrue(!Catalogue.english().render(v.explanation()).isBlank()
                    && !Catalogue.japanese().render(v.explanation()).isBlank());
            Languages.assertEachInItsLanguage(v.explanation());
        }
    }
}
