package dev.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.testing.JudgeCases;
import dev.shinpan.testing.Mirror;
import dev.shinpan.testing.Written;
import dev.shinpan.text.Catalogue;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every Tori Shogi move rule of docs/rules.md §C3–§C5 with a position that shows it, for Black and for
 * White (the White case is the Black one turned round). The illegal-move codes are those of
 * docs/rules.md §A2; "legal" cases are the near misses that must not be refused.
 */
class ToriMoveJudgeTest {

    /** White's phoenix on 1一, Black's on 7七: out of the way of every case below. */
    private static final String START = "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1";

    /** Black checkmates with the swallow on 1三: crane 2二 covers 1一 2一 1三, falcon 3一 covers 2一 2二. */
    private static final String MATE_NET = "4F2/5Ck/7/6S/7/7/K6 b SF 1";

    /** name, SFEN with Black to move, move in USI, named piece or null, expected code or null (legal). */
    private static final Object[][] CASES = {
        // docs/rules.md §C3: compulsory promotion of falcon and swallow: into, out of, within the zone
        {
            "a swallow entering the zone unpromoted",
            "6k/7/3S3/7/7/7/K6 b - 1",
            "4c4b",
            null,
            IllegalMoveCode.ILLEGAL_PROMOTION
        },
        {"a swallow entering the zone promoted (goose)", "6k/7/3S3/7/7/7/K6 b - 1", "4c4b+", null, null},
        {
            "a swallow within the zone unpromoted (e.g. after a drop on 4二)",
            "6k/3S3/7/7/7/7/K6 b - 1",
            "4b4a",
            null,
            IllegalMoveCode.ILLEGAL_PROMOTION
        },
        {"a swallow within the zone promoted", "6k/3S3/7/7/7/7/K6 b - 1", "4b4a+", null, null},
        {
            "a swallow outside the zone promoting",
            "6k/7/7/3S3/7/7/K6 b - 1",
            "4d4c+",
            null,
            IllegalMoveCode.ILLEGAL_PROMOTION
        },
        {"a swallow outside the zone unpromoted", "6k/7/7/3S3/7/7/K6 b - 1", "4d4c", null, null},
        {
            "a falcon entering the zone unpromoted",
            "6k/7/3F3/7/7/7/K6 b - 1",
            "4c4b",
            null,
            IllegalMoveCode.ILLEGAL_PROMOTION
        },
        {"a falcon entering the zone promoted (eagle)", "6k/7/3F3/7/7/7/K6 b - 1", "4c3b+", null, null},
        {
            "a falcon leaving the zone unpromoted",
            "6k/3F3/7/7/7/7/K6 b - 1",
            "4b5c",
            null,
            IllegalMoveCode.ILLEGAL_PROMOTION
        },
        {"a falcon leaving the zone promoted", "6k/3F3/7/7/7/7/K6 b - 1", "4b5c+", null, null},
        {
            "a falcon moving sideways within the zone unpromoted",
            "6k/3F3/7/7/7/7/K6 b - 1",
            "4b3b",
            null,
            IllegalMoveCode.ILLEGAL_PROMOTION
        },
        {
            "a falcon moving outside the zone promoting",
            "6k/7/7/3F3/7/7/K6 b - 1",
            "4d4c+",
            null,
            IllegalMoveCode.ILLEGAL_PROMOTION
        },
        {
            "a crane promoting in the zone (only falcon and swallow promote)",
            "6k/7/3C3/7/7/7/K6 b - 1",
            "4c4b+",
            null,
            IllegalMoveCode.ILLEGAL_PROMOTION
        },
        {"a crane in the zone unpromoted", "6k/7/3C3/7/7/7/K6 b - 1", "4c4b", null, null},
        {
            "a left quail promoting in the zone",
            "6k/7/7/3L3/7/7/K6 b - 1",
            "4d4a+",
            null,
            IllegalMoveCode.ILLEGAL_PROMOTION
        },
        {"an eagle promoting again", "6k/3+F3/7/7/7/7/K6 b - 1", "4b4a+", null, IllegalMoveCode.ILLEGAL_PROMOTION},
        {"an eagle moving within the zone", "6k/3+F3/7/7/7/7/K6 b - 1", "4b4a", null, null},
        {"a goose promoting again", "6k/7/7/3+S3/7/7/K6 b - 1", "4d6b+", null, IllegalMoveCode.ILLEGAL_PROMOTION},
        {"a goose jumping into the zone", "6k/7/7/3+S3/7/7/K6 b - 1", "4d6b", null, null},
        {"a swallow written as a falcon", "6k/7/7/3S3/7/7/K6 b - 1", "4d4c", "F", IllegalMoveCode.PIECE_MISMATCH},

        // §C2: movement, as far as the judge sees it
        {"a swallow stepping sideways", "6k/7/7/3S3/7/7/K6 b - 1", "4d5d", null, IllegalMoveCode.ILLEGAL_MOVEMENT},
        {"a falcon stepping straight back", "6k/7/7/3F3/7/7/K6 b - 1", "4d4e", null, IllegalMoveCode.ILLEGAL_MOVEMENT},
        {"a pheasant jumping over a piece", "6k/7/7/3s3/3P3/7/K6 b - 1", "4e4c", null, null},
        {"a pheasant stepping one forward", "6k/7/7/7/3P3/7/K6 b - 1", "4e4d", null, IllegalMoveCode.ILLEGAL_MOVEMENT},
        {
            "a left quail sliding back to its left",
            "6k/7/7/3L3/7/7/K6 b - 1",
            "4d6f",
            null,
            IllegalMoveCode.ILLEGAL_MOVEMENT
        },
        {"a left quail sliding back to its right", "6k/7/7/3L3/7/7/K6 b - 1", "4d2f", null, null},
        {
            "a right quail sliding back to its right",
            "6k/7/7/3R3/7/7/6K b - 1",
            "4d2f",
            null,
            IllegalMoveCode.ILLEGAL_MOVEMENT
        },
        {
            "an eagle three squares diagonally back (it reaches two)",
            "6k/3+F3/7/7/7/7/K6 b - 1",
            "4b1e",
            null,
            IllegalMoveCode.ILLEGAL_MOVEMENT
        },
        {
            "an eagle two squares diagonally back over a piece (not a jump)",
            "6k/3+F3/4s2/7/7/7/K6 b - 1",
            "4b2d",
            null,
            IllegalMoveCode.ILLEGAL_MOVEMENT
        },
        {"a goose jumping over a piece", "6k/7/5s1/6+S/7/7/K6 b - 1", "1d3b", null, null},

        // §C4: drops
        {"a swallow dropped on the last rank", "6k/7/7/7/7/7/K6 b S 1", "S*4a", null, IllegalMoveCode.DEAD_PIECE},
        {"a swallow dropped on the second rank (inside the zone)", "6k/7/7/7/7/7/K6 b S 1", "S*4b", null, null},
        {
            "a pheasant dropped on the last rank (Fairy-Stockfish: P*7a legal)",
            "6k/7/7/7/7/7/K6 b P 1",
            "P*7a",
            null,
            null
        },
        {"a left quail dropped on the last rank", "6k/7/7/7/7/7/K6 b L 1", "L*5a", null, null},
        {"a falcon dropped on the last rank", "6k/7/7/7/7/7/K6 b F 1", "F*4a", null, null},
        {
            "a third unpromoted swallow on a file (三燕)",
            "6k/7/7/3S3/7/3S3/K6 b S 1",
            "S*4c",
            null,
            IllegalMoveCode.THREE_SWALLOWS
        },
        {
            "a third swallow next to two swallows and a goose (三燕)",
            "6k/3+S3/7/3S3/7/3S3/K6 b S 1",
            "S*4c",
            null,
            IllegalMoveCode.THREE_SWALLOWS
        },
        {
            "a second swallow next to a swallow and a goose (geese do not count)",
            "6k/3+S3/7/7/7/3S3/K6 b S 1",
            "S*4c",
            null,
            null
        },
        {"a second swallow on a file (二歩 is no rule in Tori)", "6k/7/7/7/7/3S3/K6 b S 1", "S*4c", null, null},
        {"a swallow on a file with two of the opponent's swallows", "6k/7/3s3/3s3/7/3S3/K6 b S 1", "S*4e", null, null},
        {"a swallow drop that mates (打ち燕詰め)", MATE_NET, "S*1c", null, IllegalMoveCode.UCHIFUZUME},
        {"a swallow push that mates (突き燕詰め) is legal", MATE_NET, "1d1c", null, null},
        {"a falcon drop that mates is legal (the rule is for swallows only)", MATE_NET, "F*1c", null, null},
        {"a swallow drop check the phoenix escapes from", "6k/7/5C1/7/7/7/K6 b S 1", "S*1b", null, null},
        {"a swallow drop check only answered by capturing the swallow", "4F1k/7/7/7/7/7/K6 b S 1", "S*1b", null, null},
        {"a falcon dropped from an empty hand", START, "F*4d", null, IllegalMoveCode.NOT_IN_HAND},
        {"a drop onto a piece", "6k/7/7/3s3/7/7/K6 b S 1", "S*4d", null, IllegalMoveCode.OCCUPIED_DROP},

        // §C5: the phoenix may not be left in check
        {
            "a swallow move while the right quail checks down the file",
            "r5k/7/7/7/2S4/7/K6 b - 1",
            "5e5d",
            null,
            IllegalMoveCode.IGNORED_CHECK
        },
        {"a swallow dropped to block the quail's check", "r5k/7/7/7/7/7/K6 b S 1", "S*7d", null, null},
        {
            "a crane pinned by the quail leaving the file",
            "r5k/7/7/C6/7/7/K6 b - 1",
            "7d6c",
            null,
            IllegalMoveCode.SELF_CHECK
        },
        {"a crane pinned by the quail moving along the file", "r5k/7/7/C6/7/7/K6 b - 1", "7d7c", null, null},
        {
            "the phoenix stepping next to the opponent's phoenix",
            "7/7/7/5k1/7/3K3/7 b - 1",
            "4f3e",
            null,
            IllegalMoveCode.SELF_CHECK
        },
        {
            "the phoenix stepping into a pheasant's jump",
            "6k/7/7/3p3/7/4K2/7 b - 1",
            "3f4f",
            null,
            IllegalMoveCode.SELF_CHECK
        },
        {
            "a goose's jumping check cannot be blocked",
            "6k/7/7/7/3+s3/7/5K1 b S 1",
            "S*3f",
            null,
            IllegalMoveCode.IGNORED_CHECK
        },
        {"the phoenix stepping out of a goose's jump", "6k/7/7/7/3+s3/7/5K1 b S 1", "2g2f", null, null},
    };

    static Stream<Arguments> bothSides() {
        return JudgeCases.forBothSides(CASES, 7, 7);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bothSides")
    @DisplayName("Tori move rules, for Black and for White")
    void judgesTheWrittenMove(String name, String sfen, String usi, String named, IllegalMoveCode expected) {
        assertEquals(Variants.TORI, Sfen.parse(sfen).variant());
        JudgeCases.assertJudged(name, sfen, usi, named, expected);
        if (expected == null) {
            assertTrue(
                    ToriReference.fromSfen(sfen).legalMoves().contains(usi),
                    "the reference generator agrees that " + usi + " is legal");
        }
    }

    private static Violation explain(String sfen, String usi) {
        Position p = Sfen.parse(sfen);
        return new MoveJudge(p).explain(Written.usi(p.variant(), p.sideToMove(), usi));
    }

    @Test
    @DisplayName("explanations speak of Tori's pieces and rules")
    void explanationsUseToriWords() {
        Violation three = explain("6k/7/7/3S3/7/3S3/K6 b S 1", "S*4c");
        assertEquals("Black already has two unpromoted swallows on file 4 (4四, 4六)", en(three));
        assertTrue(ja(three).contains("三燕"), ja(three));
        Violation mate = explain(MATE_NET, "S*1c");
        assertEquals("the swallow drop on 1三 checkmates White (mate by swallow drop)", en(mate));
        assertTrue(ja(mate).contains("打ち燕詰め"), ja(mate));
        Violation promotion = explain(Mirror.sfen("6k/3F3/7/7/7/7/K6 b - 1"), "4f3e");
        assertEquals("a falcon moving into, out of or within the promotion zone must promote", en(promotion));
        Violation exposed = explain("r5k/7/7/C6/7/7/K6 b - 1", "7d6c");
        assertEquals("the move exposes Black's phoenix on 7七 to the right quail on 7一", en(exposed));
        assertTrue(ja(exposed).contains("7七の鵬が"), ja(exposed));
        Violation stepped = explain("7/7/7/5k1/7/3K3/7 b - 1", "4f3e");
        assertEquals("the phoenix would stand on 3五, attacked by the phoenix on 2四", en(stepped));
    }

    private static String en(Violation v) {
        return Catalogue.english().render(v.explanation());
    }

    private static String ja(Violation v) {
        return Catalogue.japanese().render(v.explanation());
    }
}
