package dev.shinpan.adjudicate;

import static dev.shinpan.testing.Games.game;
import static dev.shinpan.testing.Games.repeat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Verdict.Status;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.Side;
import dev.shinpan.testing.Mirror;
import dev.shinpan.text.Catalogue;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Tori Shogi rulesets end to end (docs/rules.md §C5, §C6; presets {@code tori} and
 * {@code tori-3fold}): repetition lost by the player who completes it, perpetual check lost by
 * the checker, stalemate lost, no impasse. Every case is played once as written and once turned
 * round, so that Black and White meet the same rule.
 */
class ToriRefereeTest {

    private static final String START = "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1";
    /** Cranes step out and back: 5七→5六, 5一→5二 and back; the start position recurs every 4 plies. */
    private static final String CRANE_SHUFFLE = "5g5f 5a5b 5f5g 5b5a";
    /** Fairy-Stockfish's perpetual-check example (docs/rules.md §C6): the crane checks from 2二 and 2三. */
    private static final String CRANE_CHASE = "6k/7/4KC1/7/7/7/7 b - 1";

    private static final String CHASE_CYCLE = "2c2b 1a1b 2b2c 1b1a";
    /** The same chase one ply on: the phoenix on 1一 is in check and to move. */
    private static final String CHASE_IN_CHECK = "6k/5C1/4K2/7/7/7/7 w - 1";

    private static final String EVASION_CYCLE = "1a1b 2b2c 1b1a 2c2b";

    private static Verdict judge(Ruleset ruleset, GameRecord record) {
        return new Referee(ruleset).judge(record);
    }

    /** The same game seen from the other side: board turned round, colours and moves swapped. */
    private record Game(String sfen, String moves) {

        Game turned() {
            String turnedMoves = Arrays.stream(moves.split(" "))
                    .filter(m -> !m.isEmpty())
                    .map(m -> Mirror.usi(m, 7, 7))
                    .collect(Collectors.joining(" "));
            return new Game(Mirror.sfen(sfen), turnedMoves);
        }

        GameRecord record(String... endingWords) {
            return game(sfen, moves, endingWords);
        }
    }

    /** Both sides' version of a game, with the side that plays Black's part in the original. */
    private static List<Object[]> bothSides(Game game) {
        return List.of(new Object[] {game, Side.BLACK}, new Object[] {game.turned(), Side.WHITE});
    }

    @Nested
    @DisplayName("tori: the 4th occurrence ends the game (Fairy-Stockfish nFoldRule = 4)")
    class FourFold {

        @Test
        @DisplayName("the player whose move completes the 4th occurrence loses (the second player here)")
        void theMoverLosesTheFourthOccurrence() {
            for (Object[] side : bothSides(new Game(START, repeat(CRANE_SHUFFLE, 3)))) {
                Side first = (Side) side[1];
                Verdict v = judge(Rulesets.TORI, ((Game) side[0]).record());
                // ply 12 is the second player's move: it completes the 4th occurrence and loses
                assertEquals(new Result(first, EndingReason.SENNICHITE, 12), v.result(), "first player " + first);
                assertEquals(List.of(0, 4, 8, 12), v.repetition().plies());
                assertNull(v.repetition().perpetualCheck());
                assertFalse(v.repetition().mutualCheck());
                assertEquals(Status.OK, v.status());
            }
        }

        @Test
        @DisplayName("the first player completing the 4th occurrence loses too")
        void theFirstPlayerCanBeTheOneWhoRepeats() {
            // 1五→1四 first, so that the start never recurs; the position after it recurs at 5, 9, 13
            String moves = "1e1d " + repeat("5a5b 5g5f 5b5a 5f5g", 3);
            for (Object[] side : bothSides(new Game(START, moves))) {
                Side first = (Side) side[1];
                Verdict v = judge(Rulesets.TORI, ((Game) side[0]).record());
                assertEquals(new Result(first.opponent(), EndingReason.SENNICHITE, 13), v.result());
                assertEquals(List.of(1, 5, 9, 13), v.repetition().plies());
            }
        }

        @Test
        @DisplayName("the 3rd occurrence does not end a tori game")
        void theThirdOccurrenceGoesOn() {
            Verdict v = judge(Rulesets.TORI, game(START, repeat(CRANE_SHUFFLE, 2)));
            assertEquals(EndingReason.UNFINISHED, v.result().reason());
            assertNull(v.repetition());
        }

        @Test
        @DisplayName("perpetual check: the evader completing the 4th occurrence wins (Fairy-Stockfish: mate 1)")
        void perpetualCheckTheEvaderCompletesIt() {
            for (Object[] side : bothSides(new Game(CRANE_CHASE, repeat(CHASE_CYCLE, 3)))) {
                Side checker = (Side) side[1];
                Verdict v = judge(Rulesets.TORI, ((Game) side[0]).record());
                assertEquals(new Result(checker.opponent(), EndingReason.PERPETUAL_CHECK, 12), v.result());
                assertEquals(checker, v.repetition().perpetualCheck());
            }
        }

        @Test
        @DisplayName("perpetual check: the checker completing the 4th occurrence loses (Fairy-Stockfish: mate -1)")
        void perpetualCheckTheCheckerCompletesIt() {
            // starting with the evader to move, the start position recurs after the checker's moves
            for (Object[] side : bothSides(new Game(CHASE_IN_CHECK, repeat(EVASION_CYCLE, 3)))) {
                Side checker = (Side) side[1];
                Verdict v = judge(Rulesets.TORI, ((Game) side[0]).record());
                assertEquals(new Result(checker.opponent(), EndingReason.PERPETUAL_CHECK, 12), v.result());
                assertEquals(List.of(0, 4, 8, 12), v.repetition().plies());
                assertEquals(checker, v.repetition().perpetualCheck());
            }
        }

        @Test
        @DisplayName("a record that says 千日手 where the rules end the game agrees: the rules name the loser")
        void aSennichiteWordNamesTheEventNotTheWinner() {
            Verdict v = judge(Rulesets.TORI, game(START, repeat(CRANE_SHUFFLE, 3), "千日手"));
            assertEquals(new Result(Side.BLACK, EndingReason.SENNICHITE, 12), v.result());
            assertEquals(Status.OK, v.status(), v.remarks().toString());
            assertEquals(
                    1,
                    v.remarks().stream()
                            .filter(r -> r.id().equals("repetition-loser"))
                            .count(),
                    v.remarks().toString());
            Remark loser = v.remarks().stream()
                    .filter(r -> r.id().equals("repetition-loser"))
                    .findFirst()
                    .orElseThrow();
            assertTrue(
                    Catalogue.english().render(loser.text()).endsWith(": White completed it at ply 12, so White loses"),
                    Catalogue.english().render(loser.text()));
            assertTrue(
                    Catalogue.japanese().render(loser.text()).endsWith("後手が12手目で成立させたため、後手の負けです"),
                    Catalogue.japanese().render(loser.text()));
            Verdict twice = judge(Rulesets.TORI, game(START, repeat(CRANE_SHUFFLE, 3), "千日手", "千日手"));
            assertEquals(1, twice.remarks().size(), "said once for two statements: " + twice.remarks());
            Verdict early = judge(Rulesets.TORI, game(START, repeat(CRANE_SHUFFLE, 2), "千日手"));
            assertEquals(Status.INCONSISTENT, early.status(), "千日手 claimed at the 3rd occurrence");
        }
    }

    @Nested
    @DisplayName("tori-3fold: the 3rd occurrence ends the game (Japanese rule text)")
    class ThreeFold {

        @Test
        @DisplayName("the player whose move completes the 3rd occurrence loses")
        void theMoverLosesTheThirdOccurrence() {
            for (Object[] side : bothSides(new Game(START, repeat(CRANE_SHUFFLE, 2)))) {
                Side first = (Side) side[1];
                Verdict v = judge(Rulesets.TORI_3FOLD, ((Game) side[0]).record());
                assertEquals(new Result(first, EndingReason.SENNICHITE, 8), v.result());
                assertEquals(List.of(0, 4, 8), v.repetition().plies());
            }
            String moves = "1e1d " + repeat("5a5b 5g5f 5b5a 5f5g", 2);
            for (Object[] side : bothSides(new Game(START, moves))) {
                Side first = (Side) side[1];
                Verdict v = judge(Rulesets.TORI_3FOLD, ((Game) side[0]).record());
                assertEquals(new Result(first.opponent(), EndingReason.SENNICHITE, 9), v.result());
            }
        }

        @Test
        @DisplayName("a check evasion completing the 3rd occurrence: the checker loses")
        void anEvasionDuringContinuousChecksMakesTheCheckerLose() {
            for (Object[] side : bothSides(new Game(CRANE_CHASE, repeat(CHASE_CYCLE, 2)))) {
                Side checker = (Side) side[1];
                Verdict v = judge(Rulesets.TORI_3FOLD, ((Game) side[0]).record());
                assertEquals(new Result(checker.opponent(), EndingReason.PERPETUAL_CHECK, 8), v.result());
                assertEquals(checker, v.repetition().perpetualCheck());
            }
        }

        @Test
        @DisplayName("the checker completing the 3rd occurrence loses")
        void theCheckerCompletingItLoses() {
            for (Object[] side : bothSides(new Game(CHASE_IN_CHECK, repeat(EVASION_CYCLE, 2)))) {
                Side checker = (Side) side[1];
                Verdict v = judge(Rulesets.TORI_3FOLD, ((Game) side[0]).record());
                assertEquals(new Result(checker.opponent(), EndingReason.PERPETUAL_CHECK, 8), v.result());
            }
        }
    }

    /**
     * Both sides checking with every move since the first occurrence is a draw under both presets
     * (Fairy-Stockfish returns a draw). A legal Tori position with such a short cycle could not be
     * found: a phoenix's step cannot open two discovered lines onto one square, and two pieces
     * that interpose with check cannot both keep doing so. So both sides here leave their own
     * phoenix in check, which {@code illegal-move = loses-if-claimed} lets the replay play past.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tori", "tori-3fold"})
    @DisplayName("mutual perpetual check is a draw")
    void mutualPerpetualCheckIsADraw(String preset) {
        Ruleset ruleset = RulesetParameter.byId("illegal-move")
                .apply(Rulesets.byName(preset).orElseThrow(), "loses-if-claimed");
        // eagles: Black's on 2二/1二 checks the phoenix on 1一, White's on 6六/7六 the phoenix on 7七
        String sfen = "6k/7/5+F1/7/1+f5/7/K6 b - 1";
        String moves = "2c2b 6e6f " + repeat("2b1b 6f7f 1b2b 7f6f", 3);
        for (Object[] side : bothSides(new Game(sfen, moves))) {
            Verdict v = judge(ruleset, ((Game) side[0]).record());
            int deciding = preset.equals("tori") ? 14 : 10;
            assertEquals(new Result(null, EndingReason.SENNICHITE, deciding), v.result());
            assertTrue(v.repetition().mutualCheck());
            assertNull(v.repetition().perpetualCheck());
            assertEquals(IllegalMoveCode.IGNORED_CHECK, v.firstIllegal().code());
            assertFalse(v.firstIllegal().decisive());
        }
    }

    @Nested
    @DisplayName("mate, stalemate, fouls and the absence of an impasse rule (docs/rules.md §C5)")
    class GameEnds {

        /** White's phoenix on 1一 has no move once the swallow reaches 2三: stalemate. */
        private static final String STALEMATE = "6k/4C2/6S/5S1/7/7/K6 b - 1";
        /** The mating net of the move-rule tests: swallow push to 1三 mates, a swallow drop there may not. */
        private static final String MATE_NET = "4F2/5Ck/7/6S/7/7/K6 b S 1";

        @ParameterizedTest(name = "{0}")
        @ValueSource(strings = {"tori", "tori-3fold"})
        @DisplayName("stalemate loses for the stalemated side")
        void stalemateLoses(String preset) {
            for (Object[] side : bothSides(new Game(STALEMATE, "2d2c"))) {
                Side mover = (Side) side[1];
                Verdict v = judge(Rulesets.byName(preset).orElseThrow(), ((Game) side[0]).record());
                assertEquals(new Result(mover, EndingReason.STALEMATE, 1), v.result());
            }
        }

        @Test
        @DisplayName("a swallow push that mates wins; the record's 詰み agrees")
        void pushMateWins() {
            for (Object[] side : bothSides(new Game(MATE_NET, "1d1c"))) {
                Side mover = (Side) side[1];
                Verdict v = judge(Rulesets.TORI, ((Game) side[0]).record("詰み"));
                assertEquals(new Result(mover, EndingReason.CHECKMATE, 1), v.result());
                assertEquals(Status.OK, v.status());
            }
        }

        @Test
        @DisplayName("a swallow drop that mates loses at once (打ち燕詰め)")
        void swallowDropMateLoses() {
            for (Object[] side : bothSides(new Game(MATE_NET, "S*1c"))) {
                Side mover = (Side) side[1];
                Verdict v = judge(Rulesets.TORI, ((Game) side[0]).record("投了"));
                assertEquals(new Result(mover.opponent(), EndingReason.ILLEGAL_MOVE, 1), v.result());
                assertEquals(IllegalMoveCode.UCHIFUZUME, v.firstIllegal().code());
                assertEquals(Status.INCONSISTENT, v.status(), "the record says the mated side resigned");
            }
        }

        @Test
        @DisplayName("a third swallow on a file loses at once (三燕)")
        void threeSwallowsLoses() {
            for (Object[] side : bothSides(new Game("6k/7/7/3S3/7/3S3/K6 b S 1", "S*4c"))) {
                Side mover = (Side) side[1];
                Verdict v = judge(Rulesets.TORI_3FOLD, ((Game) side[0]).record("反則勝ち"));
                assertEquals(new Result(mover.opponent(), EndingReason.ILLEGAL_MOVE, 1), v.result());
                assertEquals(IllegalMoveCode.THREE_SWALLOWS, v.firstIllegal().code());
                assertEquals(Status.OK, v.status());
            }
        }

        @Test
        @DisplayName(
                "a swallow dropped in the zone must promote on its next move; a falcon dropped there when it leaves")
        void droppedInTheZoneThenMoved() {
            String hand = "6k/7/7/7/7/7/K6 b SF 1";
            for (Object[] side : bothSides(new Game(hand, "S*4b 1a2a 4b4a"))) {
                Side mover = (Side) side[1];
                Verdict v = judge(Rulesets.TORI, ((Game) side[0]).record());
                assertEquals(new Result(mover.opponent(), EndingReason.ILLEGAL_MOVE, 3), v.result());
                assertEquals(IllegalMoveCode.ILLEGAL_PROMOTION, v.firstIllegal().code());
            }
            for (Object[] side : bothSides(new Game(hand, "F*4b 1a2a 4b5c"))) {
                Verdict v = judge(Rulesets.TORI, ((Game) side[0]).record());
                assertEquals(IllegalMoveCode.ILLEGAL_PROMOTION, v.firstIllegal().code(), "the falcon leaves the zone");
            }
            for (String moves : List.of("S*4b 1a2a 4b4a+", "F*4b 1a2a 4b5c+")) {
                for (Object[] side : bothSides(new Game(hand, moves))) {
                    Verdict v = judge(Rulesets.TORI, ((Game) side[0]).record());
                    assertNull(v.firstIllegal(), moves);
                    assertEquals(EndingReason.UNFINISHED, v.result().reason());
                }
            }
        }

        @Test
        @DisplayName("--try-rule on, should anyone ask for it in Tori, aims at the phoenix's start square 4一/4七")
        void tryRuleUsesThePhoenixSquare() {
            Ruleset tryTori = RulesetParameter.byId("try-rule").apply(Rulesets.TORI, "on");
            for (Object[] side : bothSides(new Game("7/3K3/7/7/7/6k/7 b - 1", "4b4a"))) {
                Side mover = (Side) side[1];
                assertEquals(
                        new Result(mover, EndingReason.TRY, 1),
                        judge(tryTori, ((Game) side[0]).record()).result());
            }
            assertEquals(
                    EndingReason.UNFINISHED,
                    judge(tryTori, game("7/2K4/7/7/7/6k/7 b - 1", "5b5a"))
                            .result()
                            .reason(),
                    "5一 is no try square in Tori");
        }

        @Test
        @DisplayName("a missing compulsory promotion loses at once")
        void aMissingPromotionLoses() {
            Verdict v = judge(Rulesets.TORI, game(START, "3d3c 5d5e 3c3b"));
            assertEquals(new Result(Side.WHITE, EndingReason.ILLEGAL_MOVE, 3), v.result());
            assertEquals(IllegalMoveCode.ILLEGAL_PROMOTION, v.firstIllegal().code());
        }

        @Test
        @DisplayName("no impasse rule: phoenixes in the zone leave the game open, with no points counted")
        void noImpasse() {
            String entered = "7/3K3/7/7/7/3k3/7 b - 1";
            Verdict v = judge(Rulesets.TORI, game(entered, "4b5b 4f3f"));
            assertEquals(EndingReason.UNFINISHED, v.result().reason());
            assertNull(v.impasse(), "Tori has no impasse rule, so no points are counted");
            PointsCount points = new PointsCounter(Rulesets.TORI).count(game(entered, "4b5b 4f3f"), -1);
            String note = Catalogue.english().render(points.notes().get(0));
            assertTrue(note.startsWith("Tori Shogi has no impasse rule (no entering-phoenix draw"), note);
        }
    }
}
