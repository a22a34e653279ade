package dev.shinpan.adjudicate;

import static dev.shinpan.testing.Games.START;
import static dev.shinpan.testing.Games.game;
import static dev.shinpan.testing.Games.repeat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.DeclarationFinding.Ruling;
import dev.shinpan.adjudicate.Verdict.Status;
import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Line;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RefusedMove;
import dev.shinpan.record.SourceText;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.text.Catalogue;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every outcome path of the referee under the presets, each from a position built on docs/rules.md
 * examples (the perpetual-check positions are YaneuraOu's unit cases quoted in the corpus).
 */
class RefereeTest {

    /** Black rook 4六 against the White king 5四: the rook checks from 5六 and 4六 in turn. */
    private static final String ROOK_CHASE = "lnsg1gsnl/1r5b1/ppppppppp/4k4/9/5R3/PPPPPPPPP/1B7/LNSGKGSNL b - 1";

    private static final String CHECKING_CYCLE = "4f5f 5d4d 5f4f 4d5d";
    /** The same shuffle without any check: the rook goes to 3六, the king to 6四, and back. */
    private static final String QUIET_CYCLE = "4f3f 5d6d 3f4f 6d5d";

    private static final String KING_SHUFFLE = "5i5h 5a5b 5h5i 5b5a";

    private static Verdict judge(Ruleset ruleset, GameRecord record) {
        return new Referee(ruleset).judge(record);
    }

    private static Ruleset with(Ruleset base, String parameter, String value) {
        return RulesetParameter.byId(parameter).apply(base, value);
    }

    @Nested
    class IllegalMoves {

        /** Black has a pawn on 5七 and one in hand (docs/rules.md §A2, D5). */
        private static final String NIFU = "k8/9/9/9/9/9/4P4/9/4K4 b P 1";

        @Test
        void jsaTheFirstIllegalMoveLosesAtOnce() {
            // 7g7f 3c3d leaves Black with no pawn in hand.
            Verdict v = judge(Rulesets.JSA, game(START, "7g7f 3c3d P*7e", "投了"));
            assertEquals(IllegalMoveCode.NOT_IN_HAND, v.firstIllegal().code());
            assertEquals(3, v.firstIllegal().ply());
            assertEquals(Side.BLACK, v.firstIllegal().side());
            assertEquals(new Result(Side.WHITE, EndingReason.ILLEGAL_MOVE, 3), v.result());
        }

        @Test
        void jsaNifuLosesEvenIfTheGameGoesOn() {
            Verdict v = judge(Rulesets.JSA, game(NIFU, "P*5e 9a8a", "投了"));
            assertEquals(IllegalMoveCode.NIFU, v.firstIllegal().code());
            assertEquals(new Result(Side.WHITE, EndingReason.ILLEGAL_MOVE, 1), v.result());
            assertTrue(v.firstIllegal().decisive());
            assertEquals(Status.INCONSISTENT, v.status(), "a move and a resignation follow the end of the game");
        }

        @Test
        void ussfAnUnclaimedIllegalMoveIsReportedAndTheGameGoesOn() {
            Verdict v = judge(Rulesets.USSF, game(NIFU, "P*5e 9a8a", "投了"));
            assertEquals(IllegalMoveCode.NIFU, v.firstIllegal().code());
            assertFalse(v.firstIllegal().claimed());
            assertFalse(v.firstIllegal().decisive());
            assertEquals(new Result(Side.WHITE, EndingReason.RESIGNATION, 2), v.result());
            assertEquals(Status.OK, v.status());
            assertTrue(v.remarks().stream().anyMatch(r -> r.id().equals("unclaimed-illegal-move")));
        }

        @Test
        void ussfAClaimedIllegalMoveLoses() {
            Verdict v = judge(Rulesets.USSF, game(NIFU, "P*5e", "反則勝ち"));
            assertTrue(v.firstIllegal().claimed());
            assertEquals(new Result(Side.WHITE, EndingReason.ILLEGAL_MOVE, 1), v.result());
            assertEquals(Status.OK, v.status());
        }

        @Test
        void shogiClub24WritesTheIllegalMoveAndThenTheClaim() {
            // Black leaves the king in check; White claims the foul (反則勝ち), as Shogi Club 24 records it.
            GameRecord record = game("k3r4/9/9/9/9/9/8P/9/4K4 b - 1", "1g1f", "反則勝ち");
            for (Ruleset r : List.of(Rulesets.JSA, Rulesets.CSA, Rulesets.AMATEUR, Rulesets.USSF, Rulesets.TRY)) {
                Verdict v = judge(r, record);
                assertEquals(IllegalMoveCode.IGNORED_CHECK, v.firstIllegal().code(), r.name());
                assertEquals(new Result(Side.WHITE, EndingReason.ILLEGAL_MOVE, 1), v.result(), r.name());
                assertEquals(Status.OK, v.status(), r.name());
            }
        }

        @Test
        void aFoulThatIsNotAmongTheMovesIsTakenAsGiven() {
            // An illegal action (a move sent out of turn, refused by the server) is not a recorded move.
            Verdict v = judge(Rulesets.JSA, game(START, "7g7f", "反則勝ち"));
            assertNull(v.firstIllegal());
            assertEquals(new Result(Side.WHITE, EndingReason.ILLEGAL_MOVE, 1), v.result());
            assertEquals(Status.OK, v.status());
            assertTrue(v.remarks().stream().anyMatch(r -> r.id().equals("foul-not-in-moves")));
        }
    }

    @Nested
    class Repetition {

        @Test
        void jsaFourthOccurrenceCountingTheStartIsSennichite() {
            Verdict v = judge(Rulesets.JSA, game(START, repeat(KING_SHUFFLE, 3), "千日手"));
            assertEquals(new Result(null, EndingReason.SENNICHITE, 12), v.result());
            assertEquals(List.of(0, 4, 8, 12), v.repetition().plies());
            assertNull(v.repetition().perpetualCheck());
            assertEquals(Status.OK, v.status());
        }

        @Test
        void csaDoesNotCountTheStartPosition() {
            Verdict early = judge(Rulesets.CSA, game(START, repeat(KING_SHUFFLE, 3), "千日手"));
            assertEquals(EndingReason.UNFINISHED, early.result().reason());
            assertEquals(Status.INCONSISTENT, early.status(), "千日手 claimed after only three occurrences");
            Verdict v = judge(Rulesets.CSA, game(START, repeat(KING_SHUFFLE, 4) + " 5i5h", "千日手"));
            assertEquals(
                    new Result(null, EndingReason.SENNICHITE, 13),
                    v.result(),
                    "the position after 5i5h occurs at plies 1, 5, 9 and 13");
        }

        @Test
        void movesAfterTheFourthOccurrenceAreReported() {
            Verdict v = judge(Rulesets.JSA, game(START, repeat(KING_SHUFFLE, 3) + " 7g7f", "投了"));
            assertEquals(12, v.result().ply());
            assertEquals(Status.INCONSISTENT, v.status());
            assertTrue(v.remarks().stream().anyMatch(r -> r.id().equals("moves-after-end")));
        }

        @Test
        void perpetualCheckTheCheckerLosesWhenTheEvaderCompletesIt() {
            Verdict v = judge(Rulesets.JSA, game(ROOK_CHASE, repeat(CHECKING_CYCLE, 3)));
            assertEquals(new Result(Side.WHITE, EndingReason.PERPETUAL_CHECK, 12), v.result());
            assertEquals(Side.BLACK, v.repetition().perpetualCheck());
        }

        @Test
        void perpetualCheckTheCheckerLosesWhenHeCompletesIt() {
            String inCheck = "lnsg1gsnl/1r5b1/ppppppppp/4k4/9/4R4/PPPPPPPPP/1B7/LNSGKGSNL w - 1";
            Verdict v = judge(Rulesets.JSA, game(inCheck, repeat("5d4d 5f4f 4d5d 4f5f", 3)));
            assertEquals(new Result(Side.WHITE, EndingReason.PERPETUAL_CHECK, 12), v.result());
        }

        @Test
        void checksThatBeginAfterTheFirstOccurrenceDivideTheCountingMethods() {
            // docs/rules.md §A4, the two countings: the position first occurs before Black starts checking.
            GameRecord record = game(ROOK_CHASE, QUIET_CYCLE + " " + repeat(CHECKING_CYCLE, 3));
            Verdict jsa = judge(Rulesets.JSA, record);
            assertEquals(
                    new Result(null, EndingReason.SENNICHITE, 12),
                    jsa.result(),
                    "from the first occurrence (ply 0) Black's moves were not all checks");
            Verdict csa = judge(Rulesets.CSA, record);
            assertEquals(
                    new Result(Side.WHITE, EndingReason.PERPETUAL_CHECK, 16),
                    csa.result(),
                    "within Black's run of checks the position occurred three more times");
        }

        @Test
        void repetitionStartCountsCanBeOverridden() {
            Verdict v = judge(
                    with(Rulesets.JSA, "repetition-start-counts", "no"), game(START, repeat(KING_SHUFFLE, 4), "千日手"));
            assertEquals(
                    13, v.result().ply(), "without the start, the position after 5i5h is the first to occur 4 times");
        }
    }

    @Nested
    class MateAndStalemate {

        private static final String PAWN_PUSH_MATE = "7lk/9/7GP/9/9/9/9/9/8K b - 1";

        @Test
        void checkmateAtTheEndOfTheRecord() {
            for (String word : new String[] {"詰み", "投了"}) {
                Verdict v = judge(Rulesets.JSA, game(PAWN_PUSH_MATE, "1c1b", word));
                assertEquals(new Result(Side.BLACK, EndingReason.CHECKMATE, 1), v.result(), word);
                assertEquals(Status.OK, v.status(), word);
            }
            assertEquals(
                    EndingReason.CHECKMATE,
                    judge(Rulesets.JSA, game(PAWN_PUSH_MATE, "1c1b")).result().reason());
        }

        @Test
        void aMateTheRecordPlaysPast() {
            Verdict v = judge(Rulesets.JSA, game(PAWN_PUSH_MATE, "1c1b 1a2b", "投了"));
            assertEquals(new Result(Side.BLACK, EndingReason.CHECKMATE, 1), v.result());
            assertNull(v.firstIllegal(), "the move after the mate is after the end, not a foul (docs/rules.md §A5)");
            assertTrue(v.remarks().stream().anyMatch(r -> r.id().equals("moves-after-end")));
            assertEquals(Status.INCONSISTENT, v.status());
        }

        @Test
        void aClaimedMateThatIsNoMate() {
            Verdict v = judge(Rulesets.JSA, game(START, "7g7f", "詰み"));
            assertEquals(EndingReason.UNFINISHED, v.result().reason());
            assertEquals(Status.INCONSISTENT, v.status());
        }

        @Test
        void stalemateLoses() {
            String stalemate = "+R+N+SGKG+S+N+R/+B+N+SG+LG+S+N+B/P+LPP+LPP+LP/1P2P2P1/9/9/9/9/4k4 b 9P 200";
            Verdict v = judge(Rulesets.JSA, game(stalemate, ""));
            assertEquals(new Result(Side.WHITE, EndingReason.STALEMATE, 0), v.result());
        }
    }

    @Nested
    class MoveLimit {

        @Test
        void csaAMateOnTheLastPlyWins() {
            Verdict v = judge(with(Rulesets.CSA, "max-moves", "1"), game("7lk/9/7GP/9/9/9/9/9/8K b - 1", "1c1b"));
            assertEquals(new Result(Side.BLACK, EndingReason.CHECKMATE, 1), v.result());
        }

        @Test
        void csaTheLimitIsADraw() {
            Verdict v = judge(with(Rulesets.CSA, "max-moves", "2"), game(START, "7g7f 3c3d 2g2f"));
            assertEquals(new Result(null, EndingReason.MAX_MOVES, 2), v.result());
            assertEquals(Status.INCONSISTENT, v.status(), "a move was recorded after the limit");
        }

        @Test
        void jsaPlayGoesOnWhileChecksContinue() {
            Ruleset jsa1 = with(Rulesets.JSA, "max-moves", "1");
            Verdict v = judge(jsa1, game(ROOK_CHASE, "4f5f 5d4d 5f4f 4d5d 4f5f 5d4d 5f5e 4d3d"));
            assertEquals(
                    new Result(null, EndingReason.MAX_MOVES, 7),
                    v.result(),
                    "ply 1 checks; the checks go on until Black's quiet ply 7 follows White's ply 6");
            assertTrue(v.remarks().stream().anyMatch(r -> r.id().equals("max-moves-extended")));
        }

        @Test
        void jsaWithoutCheckTheLimitEndsTheGame() {
            Verdict v = judge(with(Rulesets.JSA, "max-moves", "2"), game(START, "7g7f 3c3d"));
            assertEquals(new Result(null, EndingReason.MAX_MOVES, 2), v.result());
            assertEquals(Status.OK, v.status());
        }

        @Test
        void aRecordThatStopsAtItsOwnLimitIsNotEndedByAnother() {
            Verdict v = judge(Rulesets.JSA, game(START, "7g7f 3c3d", "最大手数"));
            assertEquals(EndingReason.UNFINISHED, v.result().reason());
            assertTrue(v.remarks().stream().anyMatch(r -> r.id().equals("max-moves-not-reached")));
        }
    }

    @Nested
    class Try {

        private final GameRecord kingToFiveOne = game("9/4K4/9/9/9/9/9/9/k8 b - 1", "5b5a");

        @Test
        void theTryRuleWinsAtOnce() {
            assertEquals(
                    new Result(Side.BLACK, EndingReason.TRY, 1),
                    judge(Rulesets.TRY, kingToFiveOne).result());
        }

        @Test
        void withoutTheTryRuleNothingHappens() {
            assertEquals(
                    EndingReason.UNFINISHED,
                    judge(Rulesets.JSA, kingToFiveOne).result().reason());
        }

        @Test
        void aKingMoveOntoAnAttackedTrySquareIsIllegal() {
            Verdict v = judge(Rulesets.TRY, game("3r5/4K4/9/9/9/9/9/9/k8 b - 1", "5b5a"));
            assertEquals(IllegalMoveCode.SELF_CHECK, v.firstIllegal().code());
            assertEquals(EndingReason.ILLEGAL_MOVE, v.result().reason());
        }
    }

    @Nested
    class Declaration {

        /** Black: king 5二, 19 pieces in camp worth 27, White king alone. */
        private static final String ENTERED_27 = "LNSG1GSNL/1R2K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b - 1";

        @ParameterizedTest(name = "{0} with {1} points: {2}")
        @CsvSource({
            "jsa,     -,  no-result",
            "jsa,     P,  no-result",
            "jsa,     4P, win",
            "amateur, -,  loss",
            "amateur, P,  win",
            "csa,     P,  win",
            "ussf,    -,  loss",
            "try,     4P, loss",
        })
        void pointsDecideTheDeclaration(String preset, String hand, String expected) {
            String sfen = ENTERED_27.replace(" - ", " " + (hand.equals("-") ? "-" : hand) + " ");
            Verdict v = judge(Rulesets.byName(preset).orElseThrow(), game(sfen, "", "入玉勝ち"));
            DeclarationFinding d = v.impasse().declaration();
            assertEquals(expected, d.outcome().id());
            assertEquals(EndingReason.DECLARATION, v.result().reason());
            assertEquals(d.winner(), v.result().winner());
            assertEquals(d.outcome() == Ruling.WIN, v.consistent(), "入玉勝ち claims a win");
        }

        @Test
        void everyConditionIsListedWithItsValue() {
            String inCheck = "LNSG1GSNL/1R2K2B1/PPPP1PPPP/9/4r4/9/9/9/4k4 b 4P 1";
            Verdict v = judge(Rulesets.AMATEUR, game(inCheck, "", "入玉勝ち"));
            DeclarationFinding d = v.impasse().declaration();
            assertEquals(Ruling.LOSS, d.outcome());
            Condition check = d.conditions().stream()
                    .filter(c -> c.id().equals("not-in-check"))
                    .findFirst()
                    .orElseThrow();
            assertFalse(check.met());
            Condition pieces = d.conditions().stream()
                    .filter(c -> c.id().equals("pieces-in-camp"))
                    .findFirst()
                    .orElseThrow();
            assertEquals("18", Catalogue.english().render(pieces.actual()));
            assertEquals(new Result(Side.WHITE, EndingReason.DECLARATION, 0), v.result());
        }
    }

    @Nested
    class AgreedImpasse {

        @ParameterizedTest(name = "{0}: Black {1} vs White {2}")
        @CsvSource({
            "jsa,     2RB15P, b4g4s4n4l3p, ",
            "jsa,     2RB16P, b4g4s4n4l2p, black",
            "amateur, 2RB15P, b4g4s4n4l3p, black",
            "amateur, 2RB12P, b4g4s4n4l6p, white",
            "ussf,    2RB13P, b4g4s4n4l5p, black",
            "csa,     2RB15P, b4g4s4n4l3p, ",
            "try,     2RB15P, b4g4s4n4l3p, ",
        })
        void pointsDecideAnAgreedImpasse(String preset, String black, String white, String winner) {
            Verdict v = judge(
                    Rulesets.byName(preset).orElseThrow(),
                    game("4k4/9/9/9/9/9/9/9/4K4 b " + black + white + " 1", "", "持将棋"));
            assertEquals(EndingReason.IMPASSE, v.result().reason());
            assertEquals(
                    winner == null ? null : Side.valueOf(winner.toUpperCase()),
                    v.result().winner());
            assertEquals(54, v.impasse().black().all() + v.impasse().white().all());
        }

        @Test
        void jsaCreditsTheHandicapGiver() {
            // Two-piece handicap: White (上手) lacks rook and bishop, 10 points, and is credited with them.
            String twoPiece = "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
            Verdict v = judge(Rulesets.JSA, game(twoPiece, "", "持将棋"));
            assertEquals(10, v.impasse().handicapShortfall());
            assertEquals(27, v.impasse().agreement().white(), "17 on the board + 10 credited");
            assertNull(v.result().winner());
        }
    }

    @Nested
    class RecordedEndings {

        @ParameterizedTest(name = "{0}")
        @CsvSource({
            "投了,     RESIGNATION, WHITE",
            "切れ負け, TIMEOUT,     WHITE",
            "中断,     INTERRUPTED, ",
            "封じ手,   INTERRUPTED, ",
        })
        void aStatementTheRulesCannotCheckStands(String word, EndingReason reason, Side winner) {
            // After 7g7f 3c3d Black is to move: Black resigns or loses on time.
            Verdict v = judge(Rulesets.JSA, game(START, "7g7f 3c3d", word));
            assertEquals(new Result(winner, reason, 2), v.result());
            assertEquals(Status.OK, v.status());
            assertEquals(reason, v.recordedEnding().reason());
        }

        @Test
        void aRecordWithoutEndingIsUnfinished() {
            Verdict v = judge(Rulesets.JSA, game(START, "7g7f 3c3d"));
            assertEquals(new Result(null, EndingReason.UNFINISHED, 2), v.result());
            assertNull(v.recordedEnding());
            assertEquals(Status.OK, v.status());
        }

        @Test
        void aTerminalWordAndASummaryLineThatDisagree() {
            GameRecord base = game(START, "7g7f 3c3d", "投了");
            List<RecordedEnding> endings = new ArrayList<>(base.mainLine().endings());
            endings.add(new RecordedEnding(
                    EndingReason.RESIGNATION,
                    Side.BLACK,
                    null,
                    2,
                    SourceText.of("まで2手で先手の勝ち", 5, 1),
                    EndingOrigin.SUMMARY_LINE,
                    null));
            GameRecord record = new GameRecord(
                    "test",
                    0,
                    base.format(),
                    base.encoding(),
                    base.header(),
                    base.start(),
                    base.startComments(),
                    new Line(base.mainLine().moves(), endings),
                    base.problems());
            Verdict v = judge(Rulesets.JSA, record);
            assertEquals(Status.INCONSISTENT, v.status());
            assertTrue(v.remarks().stream().anyMatch(r -> r.id().equals("statements-disagree")));
            assertEquals(Side.WHITE, v.result().winner(), "the terminal move line is the primary statement");
        }
    }

    @Nested
    class ServerRefusedMoves {

        private static final PieceType PAWN = Variants.STANDARD.pieceType(Variants.Standard.PAWN);

        /** A record whose server summary names the refused move, as the CSA reader hands it over. */
        private GameRecord refused(String moves, String note, WrittenMove move) {
            GameRecord base = game(START, moves);
            RecordedEnding summary = new RecordedEnding(
                    EndingReason.ILLEGAL_MOVE,
                    Side.WHITE,
                    Side.BLACK,
                    base.mainLine().moves().size(),
                    SourceText.of("'summary:illegal move:a lose:b win", 9, 1),
                    EndingOrigin.SERVER_SUMMARY,
                    note,
                    new RefusedMove(
                            move,
                            SourceText.of(note, 8, 2),
                            base.mainLine().moves().size() + 1));
            return new GameRecord(
                    "test",
                    0,
                    base.format(),
                    base.encoding(),
                    base.header(),
                    base.start(),
                    base.startComments(),
                    new Line(base.mainLine().moves(), List.of(summary)),
                    base.problems());
        }

        @Test
        void theRefusedMoveIsJudgedAndNamed() {
            // Shogi-server logs the refused move only as 'ILLEGAL_MOVE(+2625FU): here it ignores a check.
            Verdict v = judge(
                    Rulesets.CSA,
                    refused(
                            "7g7f 3c3d 8h2b+ 3a2b 2g2f B*9e",
                            "ILLEGAL_MOVE(+2625FU)",
                            WrittenMove.csa(Side.BLACK, Square.of(2, 6), Square.of(2, 5), PAWN)));
            assertEquals(Status.OK, v.status());
            Remark remark = v.remarks().stream()
                    .filter(r -> r.id().equals("refused-move"))
                    .findFirst()
                    .orElseThrow();
            String text = Catalogue.english().render(remark.text());
            assertTrue(text.contains("refused at ply 7 breaks ignored-check (王手放置)"), text);
            assertEquals(7, v.result().ply(), "the foul is the refused move, due after the six recorded");
            assertEquals(8, remark.where().line(), "said where the note names the move, not at the summary");
        }

        @Test
        void aRefusedMoveThatIsLegalIsReported() {
            Verdict v = judge(
                    Rulesets.CSA,
                    refused(
                            "7g7f 3c3d",
                            "ILLEGAL_MOVE(+2726FU)",
                            WrittenMove.csa(Side.BLACK, Square.of(2, 7), Square.of(2, 6), PAWN)));
            assertEquals(Status.INCONSISTENT, v.status());
            assertTrue(v.remarks().stream().anyMatch(r -> r.id().equals("refused-move-legal")));
        }
    }

    @Test
    void aToriRecordUnderAStandardRulesetIsNotJudged() {
        Verdict v = judge(Rulesets.JSA, game("rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1", "3e3d"));
        assertEquals(Status.NOT_JUDGED, v.status(), "a usage mismatch, not an unreadable record");
        assertEquals("variant-mismatch", v.remarks().get(0).id());
        assertEquals(
                "the ruleset jsa is for shogi, but this record is Tori Shogi: it is not judged; rulesets for"
                        + " Tori Shogi: tori, tori-3fold",
                Catalogue.english().render(v.remarks().get(0).text()));
    }
}
