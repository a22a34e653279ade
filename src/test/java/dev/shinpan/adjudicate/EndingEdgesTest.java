package dev.shinpan.adjudicate;

import static dev.shinpan.testing.Games.START;
import static dev.shinpan.testing.Games.game;
import static dev.shinpan.testing.Games.repeat;
import static dev.shinpan.testing.RandomGames.Want.ANY;
import static dev.shinpan.testing.RandomGames.Want.CHECK;
import static dev.shinpan.testing.RandomGames.Want.MATE;
import static dev.shinpan.testing.RandomGames.Want.QUIET;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Verdict.Status;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Line;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Sfen;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.testing.Games;
import dev.shinpan.testing.RandomGames;
import dev.shinpan.testing.Written;
import dev.shinpan.text.Catalogue;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Endings at the edges of the rules (issue 31): the last ply before a move limit, moves recorded
 * after any kind of ending, the JSA 500-ply extension, and unclaimed fouls of every code. Each
 * expectation is a sentence of docs/rules.md, cited by its section.
 */
class EndingEdgesTest {

    /** White's king 9一 after 7b1b has no legal move and is not in check (the case of issue 31). */
    private static final String STALEMATE_IN_ONE = "k8/B1+R6/B8/G8/9/9/3K5/9/9 b - 1";

    private static final String PAWN_PUSH_MATE = "7lk/9/7GP/9/9/9/9/9/8K b - 1";
    private static final String KING_SHUFFLE = "5i5h 5a5b 5h5i 5b5a";

    private static Verdict judge(Ruleset ruleset, GameRecord record) {
        return new Referee(ruleset).judge(record);
    }

    private static Ruleset with(Ruleset base, String parameter, String value) {
        return RulesetParameter.byId(parameter).apply(base, value);
    }

    private static Ruleset preset(String name) {
        return Rulesets.byName(name).orElseThrow();
    }

    private static boolean hasRemark(Verdict v, String id) {
        return v.remarks().stream().anyMatch(r -> r.id().equals(id));
    }

    private static long remarks(Verdict v, String id) {
        return v.remarks().stream().filter(r -> r.id().equals(id)).count();
    }

    /** docs/rules.md §B5: the last ply is judged as usual, under every limit rule. */
    @Nested
    class StalemateOnTheLimitPly {

        @ParameterizedTest(name = "{0}, --max-moves-rule {1}")
        @CsvSource({
            "csa, mate-wins",
            "jsa, extend-while-check",
            "amateur, mate-wins",
            "jsa, mate-wins",
            "csa, extend-while-check"
        })
        void aStalemateOnTheLastAllowedPlyLosesForTheStalematedSide(String preset, String rule) {
            Ruleset ruleset = with(with(preset(preset), "max-moves", "1"), "max-moves-rule", rule);
            Verdict v = judge(ruleset, game(STALEMATE_IN_ONE, "7b1b"));
            assertEquals(
                    new Result(Side.BLACK, EndingReason.STALEMATE, 1),
                    v.result(),
                    "White has no legal move after ply 1, the limit: stalemate loses in every ruleset (§A3)");
            assertEquals(Status.OK, v.status());
            assertFalse(hasRemark(v, "max-moves-extended"));
        }

        @Test
        void aPositionWithMovesLeftOnTheLimitPlyIsStillADraw() {
            // The dragon leaves the second rank: White's king may take the bishop on 9二.
            Verdict v = judge(with(Rulesets.CSA, "max-moves", "1"), game(STALEMATE_IN_ONE, "7b7e"));
            assertEquals(new Result(null, EndingReason.MAX_MOVES, 1), v.result());
        }

        @Test
        void aMateOnTheLimitPlyStillWins() {
            Verdict v = judge(with(Rulesets.JSA, "max-moves", "1"), game(PAWN_PUSH_MATE, "1c1b"));
            assertEquals(new Result(Side.BLACK, EndingReason.CHECKMATE, 1), v.result());
        }
    }

    /**
     * docs/rules.md §A5: the game ends at ply N, whichever way; the moves after it are reported by
     * one moves-after-end remark and not judged, so firstIllegal names only moves up to ply N.
     */
    @Nested
    class MovesAfterTheEnd {

        /** {@code P*5e} for Black after plies that leave Black with an empty hand: always not-in-hand. */
        private static final String ILLEGAL_DROP = "P*5e";

        private void assertAfterTheEnd(Verdict v, Result expected, int after) {
            assertEquals(expected, v.result());
            assertNull(v.firstIllegal(), "a move after the end is no foul of the game");
            assertEquals(1, remarks(v, "moves-after-end"));
            Remark remark = v.remarks().stream()
                    .filter(r -> r.id().equals("moves-after-end"))
                    .findFirst()
                    .orElseThrow();
            assertEquals(
                    expected.ply() + 1, remark.where().line(), "the remark points at the first move after the end");
            assertEquals(
                    after + " move(s) were recorded after the game ended at ply " + expected.ply(),
                    Catalogue.english().render(remark.text()));
            assertEquals(Status.INCONSISTENT, v.status());
        }

        @Test
        void afterAMate() {
            Verdict v = judge(Rulesets.JSA, game(PAWN_PUSH_MATE, "1c1b 1a2b 1b1a+", "投了"));
            assertAfterTheEnd(v, new Result(Side.BLACK, EndingReason.CHECKMATE, 1), 2);
        }

        @Test
        void afterAStalemate() {
            Verdict v = judge(Rulesets.JSA, game(STALEMATE_IN_ONE, "7b1b 9a8a"));
            assertAfterTheEnd(v, new Result(Side.BLACK, EndingReason.STALEMATE, 1), 1);
        }

        @Test
        void afterASennichite() {
            Verdict v = judge(Rulesets.JSA, game(START, repeat(KING_SHUFFLE, 3) + " " + ILLEGAL_DROP));
            assertAfterTheEnd(v, new Result(null, EndingReason.SENNICHITE, 12), 1);
        }

        @Test
        void afterADecisiveFoulOnlyTheFoulIsNamed() {
            Verdict v = judge(Rulesets.JSA, game(START, "7g7f 3c3d P*5e B*5e"));
            assertEquals(new Result(Side.WHITE, EndingReason.ILLEGAL_MOVE, 3), v.result());
            assertEquals(3, v.firstIllegal().ply(), "the foul that ended the game, not White's drop after it");
            assertEquals(1, remarks(v, "moves-after-end"));
        }

        @Test
        void afterTheMoveLimit() {
            Verdict v = judge(with(Rulesets.CSA, "max-moves", "2"), game(START, "7g7f 3c3d " + ILLEGAL_DROP));
            assertAfterTheEnd(v, new Result(null, EndingReason.MAX_MOVES, 2), 1);
        }

        @Test
        void afterATry() {
            Verdict v = judge(Rulesets.TRY, game("9/4K4/9/9/9/9/9/9/k8 b - 1", "5b5a P*5e"));
            assertAfterTheEnd(v, new Result(Side.BLACK, EndingReason.TRY, 1), 1);
        }

        @Test
        void afterAResignationAnIllegalMoveDecidesNothing() {
            // A CSA %TORYO with moves after it (the reader keeps them, with a warning).
            GameRecord record = stoppedAt(game(START, "7g7f 3c3d 2g2f " + ILLEGAL_DROP), "投了", 2);
            Verdict v = judge(Rulesets.JSA, record);
            assertAfterTheEnd(v, new Result(Side.WHITE, EndingReason.RESIGNATION, 2), 2);
        }

        @Test
        void afterADeclarationItIsJudgedWhereItWasMade() {
            // Black declares at once (ply 0) with 27 points and a clear win under jsa; the moves after it do not count.
            String entered = "LNSG1GSNL/1R2K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b 4P 1";
            GameRecord record = stoppedAt(game(entered, "5b5c 5i5h P*1e"), "入玉勝ち", 0);
            Verdict v = judge(Rulesets.JSA, record);
            assertAfterTheEnd(v, new Result(Side.BLACK, EndingReason.DECLARATION, 0), 3);
            assertEquals(
                    DeclarationFinding.Ruling.WIN, v.impasse().declaration().outcome());
            assertEquals(0, v.impasse().ply());
        }

        @Test
        void anUnclaimedFoulBeforeTheEndIsStillNamed() {
            // Black's 二歩 on ply 1 goes unclaimed (ussf); Black mates on ply 3; White's ply 4 is after the end.
            Verdict v = judge(Rulesets.USSF, game("7lk/9/p6GP/9/9/9/9/9/8K b P 1", "P*1d 9c9d 1c1b 1a2b"));
            assertEquals(new Result(Side.BLACK, EndingReason.CHECKMATE, 3), v.result());
            assertEquals(IllegalMoveCode.NIFU, v.firstIllegal().code(), "ply 1, before the end");
            assertFalse(v.firstIllegal().decisive());
            assertTrue(hasRemark(v, "unclaimed-illegal-move"), "also when the game ends by rule later");
            assertEquals(1, remarks(v, "moves-after-end"));
        }

        @Test
        void aRecordThatStartsInMateEndsAtPlyZero() {
            String mated = "7lk/8P/7G1/9/9/9/9/9/8K w - 1";
            Verdict empty = judge(Rulesets.JSA, game(mated, ""));
            assertEquals(new Result(Side.BLACK, EndingReason.CHECKMATE, 0), empty.result());
            assertEquals(Status.OK, empty.status());
            Verdict v = judge(Rulesets.JSA, game(mated, "1a2b 9i9h"));
            assertAfterTheEnd(v, new Result(Side.BLACK, EndingReason.CHECKMATE, 0), 2);
        }

        @Test
        void aRecordThatStartsInStalemateEndsAtPlyZero() {
            // The position of STALEMATE_IN_ONE after 7b1b, with White to move.
            Verdict v = judge(Rulesets.JSA, game("k8/B7+R/B8/G8/9/9/3K5/9/9 w - 1", "9a8a"));
            assertAfterTheEnd(v, new Result(Side.BLACK, EndingReason.STALEMATE, 0), 1);
        }

        /** The record with its statements replaced by one word said after {@code ply} moves. */
        private GameRecord stoppedAt(GameRecord base, String word, int ply) {
            Side toMove = ply % 2 == 0
                    ? base.start().sideToMove()
                    : base.start().sideToMove().opponent();
            RecordedEnding ending = Games.ending(word, ply, toMove);
            return new GameRecord(
                    "test",
                    0,
                    base.format(),
                    base.encoding(),
                    base.header(),
                    base.start(),
                    base.startComments(),
                    new Line(base.mainLine().moves(), List.of(ending)),
                    base.problems());
        }
    }

    /**
     * docs/rules.md §A4: when both sides check with every move from the first occurrence, there is no
     * perpetual checker: a plain repetition, a draw also where a plain repetition loses for the
     * mover, under every ruleset and either counting of the checks.
     *
     * <p>No legal cycle in which every move of both sides gives check was found with the move
     * generator (depth-first searches over checking moves from hundreds of thousands of small
     * random positions, and placements of the two four-ply patterns, batteries and cross-checks,
     * which the lines of a shogi board do not allow). So both rooks here ignore the check they are
     * in: the fouls are unclaimed under loses-if-claimed, the replay plays them as written, and
     * every move of the cycle gives check.
     */
    @Nested
    class MutualPerpetualCheck {

        /** Black's rook checks from 9四 and 9五, White's from 1六 and 1五; both kings stay on their corners. */
        private static final String ROOKS = "k8/9/9/1R7/9/7r1/9/9/8K b - 1";

        private static final String INTO_THE_CYCLE = "8d9d 2f1f";
        private static final String BOTH_CHECKING = "9d9e 1f1e 9e9d 1e1f";
        /** White's rook shuffles without checking: Black alone checks throughout. */
        private static final String BLACK_CHECKING = "9d9e 1f2f 9e9d 2f1f";

        private Ruleset ruleset(String preset, String counting, String repetition) {
            return with(
                    with(with(preset(preset), "illegal-move", "loses-if-claimed"), "perpetual-check", counting),
                    "repetition",
                    repetition);
        }

        @ParameterizedTest(name = "{0}, --perpetual-check {1}, --repetition {2}")
        @CsvSource({
            "jsa, from-first-occurrence, 4-fold-draw, 14",
            "jsa, from-first-check, 4-fold-draw, 14",
            "csa, from-first-occurrence, 4-fold-draw, 14",
            "csa, from-first-check, 4-fold-draw, 14",
            "amateur, from-first-occurrence, 4-fold-draw, 14",
            "amateur, from-first-check, 4-fold-draw, 14",
            "ussf, from-first-occurrence, 4-fold-draw, 14",
            "ussf, from-first-check, 4-fold-draw, 14",
            "try, from-first-occurrence, 4-fold-draw, 14",
            "try, from-first-check, 4-fold-draw, 14",
            "jsa, from-first-occurrence, 4-fold-mover-loses, 14",
            "csa, from-first-check, 4-fold-mover-loses, 14",
            "jsa, from-first-occurrence, 3-fold-mover-loses, 10",
            "csa, from-first-check, 3-fold-mover-loses, 10",
        })
        void bothCheckingThroughoutIsAPlainRepetition(String preset, String counting, String repetition, int end) {
            Ruleset ruleset = ruleset(preset, counting, repetition);
            Verdict v = judge(ruleset, game(ROOKS, INTO_THE_CYCLE + " " + repeat(BOTH_CHECKING, 3)));
            assertEquals(new Result(null, EndingReason.SENNICHITE, end), v.result());
            assertTrue(v.repetition().mutualCheck());
            assertNull(v.repetition().perpetualCheck());
            assertEquals(
                    end == 14 ? List.of(2, 6, 10, 14) : List.of(2, 6, 10),
                    v.repetition().plies(),
                    "the start is not the repeated position, so whether it counts changes nothing");
        }

        @ParameterizedTest(name = "{0}, --perpetual-check {1}")
        @CsvSource({
            "jsa, from-first-occurrence",
            "jsa, from-first-check",
            "csa, from-first-occurrence",
            "csa, from-first-check"
        })
        void oneSideCheckingThroughoutLoses(String preset, String counting) {
            // The contrast: the same record with White's checks taken out names Black the perpetual checker.
            Ruleset ruleset = ruleset(preset, counting, "4-fold-draw");
            Verdict v = judge(ruleset, game(ROOKS, INTO_THE_CYCLE + " " + repeat(BLACK_CHECKING, 3)));
            // The position after ply 1 (8d9d) comes back at plies 5, 9 and 13, before the one after ply 2 does.
            assertEquals(new Result(Side.WHITE, EndingReason.PERPETUAL_CHECK, 13), v.result());
            assertFalse(v.repetition().mutualCheck());
            assertEquals(Side.BLACK, v.repetition().perpetualCheck());
        }
    }

    /**
     * docs/rules.md §B5, JSA: at ply 500 the game is 持将棋 unless the side to move is in check; then
     * play goes on until neither of the last two moves gave check; a mate in the extension wins.
     * The records are random legal games from the start (seeded, no check before ply 500).
     */
    @Nested
    class JsaFiveHundred {

        private GameRecord randomGame(long seed, List<RandomGames.Want> plan) {
            return game(
                    START,
                    String.join(
                            " ",
                            RandomGames.play(START, seed, plan)
                                    .orElseThrow(
                                            () -> new AssertionError("seed " + seed + " no longer follows the plan"))));
        }

        @Test
        void withoutCheckThePlyFiveHundredIsTheEnd() {
            GameRecord record = randomGame(1, RandomGames.plan(500));
            Verdict v = judge(Rulesets.JSA, record);
            assertEquals(new Result(null, EndingReason.MAX_MOVES, 500), v.result());
            assertEquals(Status.OK, v.status());
            assertEquals(500, v.impasse().ply(), "the points at the limit are shown");
            Verdict longer = judge(Rulesets.JSA, randomGame(1, RandomGames.plan(503)));
            assertEquals(new Result(null, EndingReason.MAX_MOVES, 500), longer.result());
            assertTrue(hasRemark(longer, "moves-after-end"));
            assertEquals(
                    EndingReason.UNFINISHED,
                    judge(Rulesets.JSA, randomGame(1, RandomGames.plan(499)))
                            .result()
                            .reason());
        }

        @Test
        void aCheckOnPlyFiveHundredExtendsUntilTheChecksStop() {
            // White checks on ply 500, Black answers quietly on 501, White's 502 is quiet: neither 501 nor 502 checked.
            GameRecord record = randomGame(1, RandomGames.plan(499, CHECK, QUIET, QUIET, QUIET));
            Verdict v = judge(Rulesets.JSA, record);
            assertEquals(new Result(null, EndingReason.MAX_MOVES, 502), v.result());
            assertTrue(hasRemark(v, "max-moves-extended"));
            assertEquals(1, remarks(v, "moves-after-end"), "ply 503 is after the end");
        }

        @Test
        void aCounterCheckHandsTheExtensionOn() {
            // ply 500 checks, 501 answers with a check, 502 and 503 are quiet: the game ends at 503.
            GameRecord record = randomGame(58, RandomGames.plan(499, CHECK, CHECK, QUIET, QUIET));
            Verdict v = judge(Rulesets.JSA, record);
            assertEquals(new Result(null, EndingReason.MAX_MOVES, 503), v.result());
            assertTrue(hasRemark(v, "max-moves-extended"));
        }

        @Test
        void aMateInTheExtensionWins() {
            GameRecord record = randomGame(13, RandomGames.plan(499, CHECK, ANY, MATE));
            Verdict v = judge(Rulesets.JSA, record);
            assertEquals(new Result(Side.WHITE, EndingReason.CHECKMATE, 502), v.result());
            assertTrue(hasRemark(v, "max-moves-extended"));
        }

        @Test
        void csaEndsAtTwoHundredFiftySixEvenInCheck() {
            // docs/rules.md §B5, CSA: no extension; only a mate on the last ply wins.
            Verdict check = judge(Rulesets.CSA, randomGame(1, RandomGames.plan(255, CHECK, ANY)));
            assertEquals(new Result(null, EndingReason.MAX_MOVES, 256), check.result());
            assertFalse(hasRemark(check, "max-moves-extended"));
            Verdict mate = judge(Rulesets.CSA, randomGame(12, RandomGames.plan(255, MATE)));
            assertEquals(new Result(Side.WHITE, EndingReason.CHECKMATE, 256), mate.result());
        }
    }

    /**
     * docs/rules.md §A1: under loses-if-claimed a foul decides only when the record ends right after
     * it with a foul statement; otherwise the record's own ending stands and the foul is reported as
     * unclaimed. Under loses it decides at once. One case for every illegal-move code.
     */
    @Nested
    class EveryFoulCode {

        private static final Map<IllegalMoveCode, Object[]> CASES = new EnumMap<>(IllegalMoveCode.class);

        static {
            // code -> {SFEN with the offender to move, move in USI, piece the record names or null}
            String k = "k8/9/9/9/9/9/9/9/4K4 b ";
            CASES.put(IllegalMoveCode.WRONG_TURN, new Object[] {START, "3c3d", null});
            CASES.put(IllegalMoveCode.EMPTY_SOURCE, new Object[] {START, "5e5d", null});
            CASES.put(IllegalMoveCode.OPPONENT_PIECE, new Object[] {START, "3c3d", null});
            CASES.put(IllegalMoveCode.PIECE_MISMATCH, new Object[] {START, "7g7f", "S"});
            CASES.put(IllegalMoveCode.ILLEGAL_MOVEMENT, new Object[] {START, "6i6g", null});
            CASES.put(IllegalMoveCode.OWN_CAPTURE, new Object[] {START, "6i7i", null});
            CASES.put(IllegalMoveCode.ILLEGAL_PROMOTION, new Object[] {START, "7g7f+", null});
            CASES.put(IllegalMoveCode.DEAD_PIECE, new Object[] {k + "P 1", "P*5a", null});
            CASES.put(IllegalMoveCode.NOT_IN_HAND, new Object[] {START, "B*5e", null});
            CASES.put(IllegalMoveCode.OCCUPIED_DROP, new Object[] {"k8/9/9/9/4p4/9/9/9/4K4 b P 1", "P*5e", null});
            CASES.put(IllegalMoveCode.NIFU, new Object[] {"k8/9/9/9/9/9/4P4/9/4K4 b P 1", "P*5e", null});
            CASES.put(IllegalMoveCode.THREE_SWALLOWS, new Object[] {"6k/7/7/3S3/7/3S3/K6 b S 1", "S*4c", null});
            CASES.put(IllegalMoveCode.UCHIFUZUME, new Object[] {"7lk/9/8S/9/9/9/9/7L1/8K b P 1", "P*1b", null});
            CASES.put(IllegalMoveCode.IGNORED_CHECK, new Object[] {"k3r4/9/9/9/9/9/8P/9/4K4 b - 1", "1g1f", null});
            CASES.put(IllegalMoveCode.SELF_CHECK, new Object[] {"k3r4/9/9/9/9/9/9/4G4/4K4 b - 1", "5h4h", null});
        }

        static Stream<Arguments> codes() {
            return Stream.of(IllegalMoveCode.values()).map(Arguments::of);
        }

        @Test
        void everyCodeHasACase() {
            assertEquals(List.of(IllegalMoveCode.values()), List.copyOf(CASES.keySet()));
        }

        @ParameterizedTest(name = "{0}")
        @MethodSource("codes")
        void aClaimedFoulLoses(IllegalMoveCode code) {
            Verdict v = judge(claiming(code), foul(code, "反則勝ち"));
            assertEquals(code, v.firstIllegal().code());
            assertTrue(v.firstIllegal().claimed());
            assertTrue(v.firstIllegal().decisive());
            assertEquals(new Result(offender(v, code).opponent(), EndingReason.ILLEGAL_MOVE, 1), v.result());
            if (code != IllegalMoveCode.WRONG_TURN) {
                assertEquals(Status.OK, v.status(), "White's claim (反則勝ち) agrees");
            }
            assertFalse(hasRemark(v, "unclaimed-illegal-move"));
        }

        @ParameterizedTest(name = "{0}")
        @MethodSource("codes")
        void anUnclaimedFoulLeavesTheRecordsEndingStanding(IllegalMoveCode code) {
            // White resigns after Black's foul: unclaimed, so the resignation stands and Black wins.
            Verdict v = judge(claiming(code), foul(code, "投了"));
            assertEquals(code, v.firstIllegal().code());
            assertFalse(v.firstIllegal().claimed());
            assertFalse(v.firstIllegal().decisive());
            // The unclaimed mating pawn drop stands as a move, and White is mated: the rules end the game.
            EndingReason reason =
                    code == IllegalMoveCode.UCHIFUZUME ? EndingReason.CHECKMATE : EndingReason.RESIGNATION;
            assertEquals(new Result(Side.BLACK, reason, 1), v.result());
            assertTrue(hasRemark(v, "unclaimed-illegal-move"));
        }

        @ParameterizedTest(name = "{0}")
        @MethodSource("codes")
        void underLosesTheSameFoulDecidesAtOnce(IllegalMoveCode code) {
            Verdict v = judge(with(claiming(code), "illegal-move", "loses"), foul(code, "投了"));
            assertTrue(v.firstIllegal().decisive());
            assertFalse(v.firstIllegal().claimed());
            assertEquals(new Result(offender(v, code).opponent(), EndingReason.ILLEGAL_MOVE, 1), v.result());
            if (code == IllegalMoveCode.WRONG_TURN) {
                // White moved out of turn and the record, counting plies, has White resign after it:
                // the same winner at the same ply, so the resignation is not contradicted
                assertFalse(hasRemark(v, "ending-disagrees"));
            } else {
                assertTrue(hasRemark(v, "ending-disagrees"), "the resignation is contradicted");
            }
        }

        /**
         * The side blamed: Black, who made every foul but the move out of turn, which White writes
         * while Black is to move (which side a double move is blamed on is not this test's subject).
         */
        private Side offender(Verdict v, IllegalMoveCode code) {
            Side blamed = v.firstIllegal().side();
            if (code != IllegalMoveCode.WRONG_TURN) {
                assertEquals(Side.BLACK, blamed);
            }
            return blamed;
        }

        private Ruleset claiming(IllegalMoveCode code) {
            Ruleset base = code == IllegalMoveCode.THREE_SWALLOWS ? Rulesets.TORI : Rulesets.USSF;
            return with(base, "illegal-move", "loses-if-claimed");
        }

        /** Black's foul as the record's only move, written as Black's (for wrong-turn: White's, out of turn), then the word. */
        private GameRecord foul(IllegalMoveCode code, String word) {
            Object[] c = CASES.get(code);
            Variant variant = code == IllegalMoveCode.THREE_SWALLOWS ? Variants.TORI : Variants.STANDARD;
            Position start = Sfen.parse(variant, (String) c[0]);
            Side writtenBy = code == IllegalMoveCode.WRONG_TURN ? Side.WHITE : Side.BLACK;
            RecordedMove move = new RecordedMove(
                    1,
                    Written.usi(variant, writtenBy, (String) c[1], (String) c[2]),
                    SourceText.of((String) c[1], 1, 1),
                    null,
                    List.of(),
                    List.of());
            List<RecordedEnding> endings = new ArrayList<>(List.of(Games.ending(word, 1, Side.WHITE)));
            return new GameRecord(
                    "test",
                    0,
                    RecordFormat.USI,
                    "UTF-8",
                    List.of(),
                    StartPosition.of(start, null),
                    List.of(),
                    new Line(List.of(move), endings),
                    List.of());
        }
    }
}
