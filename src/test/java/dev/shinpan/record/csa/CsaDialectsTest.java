package dev.shinpan.record.csa;

import static dev.shinpan.record.csa.CsaTestSupport.csa;
import static dev.shinpan.record.csa.CsaTestSupport.errors;
import static dev.shinpan.record.csa.CsaTestSupport.problem;
import static dev.shinpan.record.csa.CsaTestSupport.read;
import static dev.shinpan.record.csa.CsaTestSupport.warnings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Result;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.MoveTime;
import dev.shinpan.record.Players;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RefusedMove;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StatedRule;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import dev.shinpan.rules.WrittenMove;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** CSA as real apps and servers write it, beyond the format's letter: each case builds its input. */
class CsaDialectsTest {

    /**
     * The header of a Shogi Wars export as shogi-extend writes it (akicho8/shogi-extend
     * {@code app/models/swars/battle/csa_seq_to_csa.rb}): names with grades, start time, event,
     * time limit, then {@code $X_FINAL} and {@code $X_WINNER}; no {@code PI}, no {@code P1}…{@code P9}.
     */
    private static List<String> warsHeader(String finalWord, String winner) {
        List<String> lines = new ArrayList<>(List.of(
                "N+alice 三段",
                "N-bob 四段",
                "$START_TIME:2025/02/26 20:44:38",
                "$EVENT:将棋ウォーズ(10分切れ負け)",
                "$TIME_LIMIT:00:10+00"));
        if (finalWord != null) {
            lines.add("$X_FINAL:" + finalWord);
        }
        if (winner != null) {
            lines.add("$X_WINNER:" + winner);
        }
        return lines;
    }

    private static String wars(String finalWord, String winner, String... body) {
        List<String> lines = warsHeader(finalWord, winner);
        lines.addAll(List.of(body));
        return csa(lines.toArray(String[]::new));
    }

    /** Five legal moves from the even start, Black's last: then White resigns. */
    private static final String[] FIVE_MOVES = {"+7968GI,T0", "-8232HI,T0", "+5756FU,T0", "-3334FU,T0", "+6857GI,T0"};

    private static String[] then(String... more) {
        List<String> all = new ArrayList<>(List.of(FIVE_MOVES));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    private static Verdict judge(GameRecord record) {
        return new Referee(Rulesets.JSA).judge(record);
    }

    private static RecordedEnding ending(GameRecord r, EndingOrigin origin) {
        return r.mainLine().endings().stream()
                .filter(e -> e.origin() == origin)
                .findFirst()
                .orElseThrow(() -> new AssertionError(
                        "no " + origin + " ending in " + r.mainLine().endings()));
    }

    @Nested
    @DisplayName("Shogi Wars exports: no start position, the result in $X_FINAL / $X_WINNER")
    class ShogiWars {

        @Test
        void aTurnLineWithoutPositionIsTheEvenStart() {
            List<String> body = new ArrayList<>(List.of("+"));
            body.addAll(List.of(then("%TORYO")));
            GameRecord r = read(wars("投了", "▲", body.toArray(String[]::new)));
            assertEquals(Handicap.EVEN, r.start().handicap());
            assertEquals(5, r.mainLine().moves().size());
            assertEquals(new Players("alice 三段", "bob 四段"), r.players());
            Problem warning = warnings(r).get(0);
            assertEquals(1, warnings(r).size(), () -> "warnings: " + r.problems());
            assertEquals(8, warning.line(), "the turn line, located");
            assertEquals("+", warning.text());
            assertEquals("read.csa.turn-without-position", warning.catalogued().key());

            RecordedEnding header = ending(r, EndingOrigin.RESULT_HEADER);
            assertEquals(EndingReason.RESIGNATION, header.reason());
            assertEquals(Side.BLACK, header.winner());
            assertEquals(5, header.ply(), "the ending comes after the last move");
            assertEquals("$X_FINAL:投了", header.text().text());
            assertEquals(6, header.text().line());

            Verdict v = judge(r);
            assertEquals(Verdict.Status.OK, v.status(), () -> "remarks: " + v.remarks());
            assertEquals(new Result(Side.BLACK, EndingReason.RESIGNATION, 5), v.result());
        }

        @Test
        void movesWithoutPositionOrTurnLineAreTheEvenStart() {
            GameRecord r = read(wars("投了", "▲", then("%TORYO")));
            assertEquals(Handicap.EVEN, r.start().handicap());
            assertEquals(5, r.mainLine().moves().size());
            Problem warning = warnings(r).get(0);
            assertEquals(8, warning.line(), "the first move, located");
            assertEquals("+7968GI", warning.text());
            assertTrue(warning.message().contains("read as the even start"), warning.message());
            assertEquals(Verdict.Status.OK, judge(r).status());
        }

        @Test
        @DisplayName("a first move impossible from the even start: unreadable, never a stalemate at ply 0")
        void aFirstMoveThatDoesNotFitTheEvenStart() {
            GameRecord r = read(wars("投了", "▲", "+", "+5142OU,T0", "%TORYO"));
            assertFalse(r.readable());
            Problem error = errors(r).get(0);
            assertEquals(9, error.line());
            assertEquals("+5142OU", error.text());
            assertTrue(
                    error.message()
                            .startsWith("the record gives no start position, so it was read as the even"
                                    + " start, but its first move +5142OU cannot be played there ("),
                    error.message());
            assertTrue(error.message().endsWith("); the start position is unknown"), error.message());
            Verdict v = judge(r);
            assertEquals(Verdict.Status.UNREADABLE, v.status());
            assertNotEquals(EndingReason.STALEMATE, v.result().reason());
        }

        @Test
        @DisplayName("White moving first without a position: a handicap game whose position is missing")
        void whiteFirstWithoutPositionIsNotGuessed() {
            GameRecord turn = read(wars("投了", "△", "-", "-5142OU,T0", "%TORYO"));
            assertNull(turn.start());
            assertTrue(problem(turn, "an even game starts with Black").isError());
            GameRecord move = read(wars("投了", "△", "-5142OU,T0", "%TORYO"));
            assertNull(move.start());
            assertEquals(8, errors(move).get(0).line());
        }

        @Test
        @DisplayName("切断: %CHUDAN names no winner, $X_WINNER does, and the verdict takes it")
        void aDisconnectionHasTheWinnerTheHeaderNames() {
            GameRecord r = read(wars("切断", "△", then("%CHUDAN")));
            RecordedEnding header = ending(r, EndingOrigin.RESULT_HEADER);
            assertEquals(EndingReason.INTERRUPTED, header.reason());
            assertEquals(Side.WHITE, header.winner());
            Verdict v = judge(r);
            assertEquals(Verdict.Status.OK, v.status(), () -> "remarks: " + v.remarks());
            assertEquals(header, v.recordedEnding(), "the statement that names a winner gives the ending");
            assertEquals(new Result(Side.WHITE, EndingReason.INTERRUPTED, 5), v.result());
        }

        @Test
        void aWinnerThatContradictsTheSpecialMoveIsReported() {
            // %TORYO after Black's fifth move: White resigned, yet $X_WINNER says White won
            Verdict v = judge(read(wars("投了", "△", then("%TORYO"))));
            assertEquals(Verdict.Status.INCONSISTENT, v.status());
            assertTrue(v.remarks().stream().anyMatch(m -> m.id().equals("statements-disagree")), v.remarks()::toString);
        }

        @Test
        void timeUpAndEnteringKingAndRepetition() {
            RecordedEnding time = ending(read(wars("時間切れ", "▲", then("%TIME_UP"))), EndingOrigin.RESULT_HEADER);
            assertEquals(EndingReason.TIMEOUT, time.reason());
            assertEquals(Side.BLACK, time.winner());

            // Shogi Wars calls an entering-king win 持将棋 and writes %KACHI for it
            RecordedEnding kachi = ending(read(wars("持将棋", "▲", then("%KACHI"))), EndingOrigin.RESULT_HEADER);
            assertEquals(EndingReason.DECLARATION, kachi.reason());
            assertEquals(Side.BLACK, kachi.offender(), "the declarer");

            RecordedEnding draw = ending(read(wars("千日手", null, then("%SENNICHITE"))), EndingOrigin.RESULT_HEADER);
            assertEquals(EndingReason.SENNICHITE, draw.reason());
            assertNull(draw.winner());
            RecordedEnding perpetual = ending(read(wars("千日手", "△", then("%SENNICHITE"))), EndingOrigin.RESULT_HEADER);
            assertEquals(EndingReason.PERPETUAL_CHECK, perpetual.reason());
            assertEquals(Side.BLACK, perpetual.offender(), "the loser of a perpetual check gave it");
        }

        @Test
        void unknownWordsAreWarnedOfAndKept() {
            GameRecord odd = read(wars("謎", "▲", then("%TORYO")));
            Problem w = problem(odd, "unknown $X_FINAL '謎'");
            assertEquals(6, w.line());
            assertEquals(
                    EndingReason.INTERRUPTED,
                    ending(odd, EndingOrigin.RESULT_HEADER).reason());
            assertEquals(Side.BLACK, ending(odd, EndingOrigin.RESULT_HEADER).winner());

            GameRecord noSide = read(wars("投了", "?", then("%TORYO")));
            assertEquals(7, problem(noSide, "names no side").line());
            assertEquals(
                    Side.BLACK,
                    ending(noSide, EndingOrigin.RESULT_HEADER).winner(),
                    "投了 after Black's move: White resigned");
        }
    }

    @Nested
    @DisplayName("'summary: lines of older shogi-server versions name the loser first")
    class ServerSummaryOrder {

        private GameRecord summary(String black, String white, String summary) {
            List<String> lines = new ArrayList<>();
            if (black != null) {
                lines.add("N+" + black);
                lines.add("N-" + white);
            }
            lines.addAll(List.of("PI", "+", "+7776FU", "T1", "'summary:" + summary));
            return read(csa(lines.toArray(String[]::new)));
        }

        @Test
        void namesAreMatchedToSidesWhateverTheirOrder() {
            // the 2006–2008 logs: 'summary:illegal kachi:WHITE_NAME lose:BLACK_NAME win
            GameRecord old = summary("alice", "bob", "illegal kachi:bob lose:alice win");
            assertTrue(old.problems().isEmpty(), () -> "problems: " + old.problems());
            RecordedEnding e = old.mainLine().endings().get(0);
            assertEquals(EndingReason.DECLARATION, e.reason());
            assertEquals(Side.BLACK, e.winner());
            assertEquals(Side.WHITE, e.offender(), "bob declared wrongly");

            RecordedEnding today = summary("alice", "bob", "illegal kachi:alice win:bob lose")
                    .mainLine()
                    .endings()
                    .get(0);
            assertEquals(Side.BLACK, today.winner());
            assertEquals(Side.WHITE, today.offender());
        }

        @Test
        void withoutTwoDifferentNamesTheOrderIsTakenWithAWarning() {
            GameRecord missing = summary(null, null, "toryo:bob lose:alice win");
            assertEquals(Side.WHITE, missing.mainLine().endings().get(0).winner(), "the first name taken as Black");
            assertEquals(5, problem(missing, "cannot be matched to the sides").line());

            GameRecord same = summary("x", "x", "toryo:x lose:x win");
            assertEquals(Side.WHITE, same.mainLine().endings().get(0).winner());
            problem(same, "cannot be matched to the sides");

            GameRecord others = summary("alice", "bob", "toryo:carol lose:dave win");
            assertEquals(Side.WHITE, others.mainLine().endings().get(0).winner());
            problem(others, "not the players N+alice and N-bob");
        }
    }

    @Nested
    @DisplayName("rules a record declares: plain numbers only, located")
    class DeclaredRules {

        private GameRecord declaring(String... header) {
            List<String> lines = new ArrayList<>(List.of("N+a", "N-b"));
            lines.addAll(List.of(header));
            lines.addAll(List.of("PI", "+", "+7776FU", "%TORYO"));
            return read(csa(lines.toArray(String[]::new)));
        }

        @Test
        void aPlainNumberIsAStatedRule() {
            GameRecord r = declaring("$MAX_MOVES:320", "$JISHOGI:27");
            assertEquals(
                    List.of(
                            new StatedRule(StatedRule.Subject.MAX_MOVES, 320, SourceText.of("$MAX_MOVES:320", 3, 1)),
                            new StatedRule(StatedRule.Subject.IMPASSE_POINTS, 27, SourceText.of("$JISHOGI:27", 4, 1))),
                    r.statedRules());
            assertTrue(r.problems().isEmpty());
        }

        @Test
        @DisplayName("$MAX_MOVES:-5 and $MAX_MOVES:1,000 are not 5 and 1: located warnings, nothing adopted")
        void anythingElseIsAWarningAndNoRule() {
            for (String value : List.of("-5", "1,000", "320手", "", "abc")) {
                GameRecord r = declaring("$MAX_MOVES:" + value);
                assertTrue(r.statedRules().isEmpty(), value);
                Problem w = warnings(r).get(0);
                assertEquals(3, w.line(), value);
                assertEquals("$MAX_MOVES:" + value, w.text());
                assertEquals(
                        "'" + value + "' is no plain whole number (0, 1, 2, ...); the record's move limit stays"
                                + " unknown and is not adopted",
                        w.message());
            }
            GameRecord huge = declaring("$MAX_MOVES:99999999999");
            assertTrue(huge.statedRules().isEmpty());
            assertTrue(warnings(huge).get(0).message().contains("more than any game reaches"));
        }

        @Test
        void aServersMaxMovesCommentIsAStatedRuleUnlessTheHeaderHasOne() {
            GameRecord comment = declaring("'Max_Moves:256");
            assertEquals(
                    List.of(new StatedRule(StatedRule.Subject.MAX_MOVES, 256, SourceText.of("'Max_Moves:256", 3, 1))),
                    comment.statedRules());
            GameRecord both = declaring("'Max_Moves:256", "$MAX_MOVES:320");
            assertEquals(1, both.statedRules().size());
            assertEquals(320, both.statedRules().get(0).value());
            assertFalse(declaring("'Max_Moves:-1").statedRules().size() > 0);
        }
    }

    /**
     * 81Dojo's CSA (lishogi #509 and #530 quote its records): {@code V2}, {@code To_Move:+} after the
     * names, {@code $EVENT}, then a line about each player, {@code I+1649,840,x2|81WS} (a rating
     * first, {@code *} before a provisional one), before the position.
     */
    @Nested
    @DisplayName("81Dojo")
    class Dojo81 {

        private String dojo(String toMove, String... moves) {
            List<String> lines = new ArrayList<>(List.of(
                    "V2",
                    "N+alice",
                    "N-bob",
                    "To_Move:" + toMove,
                    "$EVENT:EARTH+nr_alice-600-30+alice+bob+20200626125026",
                    "I+1649,840,x2|81WS",
                    "I-*1154,392,x2|ADR",
                    "$START_TIME:2020/06/26 12:50:26",
                    "PI",
                    "+",
                    "'rating:alice:bob"));
            lines.addAll(List.of(moves));
            return csa(lines.toArray(String[]::new));
        }

        @Test
        @DisplayName("To_Move and the player lines are read silently and kept in the header")
        void toMoveAndPlayerLinesAreHeaderEntries() {
            GameRecord r = read(dojo("+", "+7776FU", "T6", "-3334FU", "T27", "%TORYO"));
            assertEquals(List.of(), r.problems());
            assertEquals(2, r.mainLine().moves().size());
            assertEquals("1649,840,x2|81WS", r.headerValue("I+").orElseThrow(), "kept whole, commas and all");
            assertEquals("*1154,392,x2|ADR", r.headerValue("I-").orElseThrow());
            assertEquals("+", r.headerValue("To_Move").orElseThrow());
            assertEquals(
                    SourceText.of("I+1649,840,x2|81WS", 6, 1),
                    r.header().stream()
                            .filter(h -> h.key().equals("I+"))
                            .findFirst()
                            .orElseThrow()
                            .source());
        }

        @Test
        @DisplayName("a To_Move that disagrees with the turn line is a located warning; the turn line decides")
        void toMoveThatDisagreesIsReported() {
            GameRecord r = read(dojo("-", "+7776FU", "%TORYO"));
            Problem p = problem(r, "To_Move:-");
            assertFalse(p.isError());
            assertEquals(4, p.line());
            assertEquals(1, p.column());
            assertEquals("To_Move:-", p.text());
            assertTrue(p.message().contains("White") && p.message().contains("Black"), p.message());
            assertEquals(1, r.problems().size(), () -> r.problems().toString());
            assertEquals(Side.BLACK, r.start().position().sideToMove());

            GameRecord handicap = read(csa("N+a", "N-b", "To_Move:-", "PI82HI", "-", "-5142OU"));
            assertEquals(List.of(), handicap.problems(), "White moves first in a handicap game");
            GameRecord late = read(csa("PI", "+", "To_Move:-", "+7776FU"));
            assertEquals(3, problem(late, "To_Move:-").line(), "compared when read after the position too");
            GameRecord shape = read(csa("To_Move:x", "PI", "+", "+7776FU"));
            assertEquals("To_Move:x", problem(shape, "To_Move:+").text());
        }
    }

    /** Shogi Wars' raw moves, as third-party downloaders save them: each move with the mover's time left. */
    @Nested
    @DisplayName("Shogi Wars raw moves")
    class WarsRawMoves {

        @Test
        @DisplayName("+7776FU,L599 is a move and the mover's time left, read without a warning")
        void theTimeLeftIsTheMovesTime() {
            GameRecord r = read(csa("PI", "+", "+7776FU,L599", "-3334FU,L597", "+2726FU,L590", "T9", "%TORYO"));
            assertEquals(List.of(), r.problems());
            assertEquals(3, r.mainLine().moves().size());
            assertEquals(599.0, r.mainLine().moves().get(0).time().remainingSeconds());
            assertNull(r.mainLine().moves().get(0).time().seconds(), "the time spent is not stated");
            assertEquals(597.0, r.mainLine().moves().get(1).time().remainingSeconds());
            MoveTime third = r.mainLine().moves().get(2).time();
            assertEquals(590.0, third.remainingSeconds(), "a T line after it keeps the time left");
            assertEquals(9.0, third.seconds());

            GameRecord noPosition = read(csa("N+alice", "N-bob", "+7776FU,L599", "-3334FU,L597", "%TORYO"));
            assertEquals(
                    1,
                    noPosition.problems().size(),
                    "only the even start assumed, as for any Wars export: " + noPosition.problems());
            assertEquals(597.0, noPosition.mainLine().moves().get(1).time().remainingSeconds());
        }

        @Test
        @DisplayName("a time left with no move before it, or not in seconds, is a located warning")
        void aStrayTimeLeftIsWarnedOf() {
            GameRecord alone = read(csa("PI", "+", "+7776FU", "L599"));
            Problem p = problem(alone, "L599");
            assertEquals(4, p.line());
            assertEquals("L599", p.text());
            assertNull(alone.mainLine().moves().get(0).time());
            GameRecord bad = read(csa("PI", "+", "+7776FU,L59x"));
            assertEquals(3, problem(bad, "L599").line());
            assertEquals("L59x", problem(bad, "L599").text());
        }
    }

    @Test
    @DisplayName("the server's 'ILLEGAL_MOVE(…) note becomes the refused move, as a written move")
    void theRefusedMoveIsHandedOverAsAMove() {
        GameRecord r = read(csa(
                "N+a",
                "N-b",
                "PI",
                "+",
                "+7776FU",
                "T1",
                "-3334FU",
                "T1",
                "'ILLEGAL_MOVE(+8822KA)",
                "'summary:illegal move:a lose:b win"));
        RefusedMove refused = r.mainLine().endings().get(0).refused();
        assertEquals(
                WrittenMove.csa(
                        Side.BLACK,
                        Square.of(8, 8),
                        Square.of(2, 2),
                        Variants.STANDARD.pieceType(Variants.Standard.BISHOP)),
                refused.move());
        assertEquals(SourceText.of("+8822KA", 9, 15), refused.text(), "located where the note names the move");
        assertEquals(3, refused.ply(), "due after the two recorded moves");
        assertEquals(2, r.mainLine().endings().get(0).ply(), "the summary is stated after two moves");

        GameRecord unreadableNote = read(csa(
                "N+a", "N-b", "PI", "+", "+7776FU", "'ILLEGAL_MOVE(+99XXZZ)", "'summary:illegal move:a lose:b win"));
        assertNull(unreadableNote.mainLine().endings().get(0).refused(), "a note naming no move names none");
    }
}
