package dev.shinpan.adjudicate.clock;

import static dev.shinpan.adjudicate.clock.ClockRecords.english;
import static dev.shinpan.adjudicate.clock.ClockRecords.read;
import static dev.shinpan.adjudicate.clock.ClockRecords.remark;
import static dev.shinpan.testing.Games.START;
import static dev.shinpan.testing.Games.game;
import static dev.shinpan.testing.Games.repeat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Disagreement;
import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Remark;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Line;
import dev.shinpan.record.MoveTime;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Catalogue;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The clock audit (issue 43): each clock kind's charging and flag, each ruleset's treatment of a
 * flag, recorded time forfeits, declarations after a flag, time left at a repetition, the KIF
 * running totals, and real records whose expected times the test sums from the records' own text.
 * The shogi-server figures are its own tests' (test/TC_time_clock.rb), as docs/rules.md cites them.
 */
class ClockAuditTest {

    /** Eight opening moves, each legal: enough moves for a flag to be played past. */
    private static final String OPENING = "7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b";

    private static final String KING_SHUFFLE = "5i5h 5a5b 5h5i 5b5a";

    /** The game with these times on its moves, in order (the rest untimed). */
    private static GameRecord timed(GameRecord base, double... seconds) {
        List<RecordedMove> moves = new ArrayList<>();
        for (RecordedMove m : base.mainLine().moves()) {
            int i = m.ply() - 1;
            MoveTime t = i < seconds.length ? new MoveTime(seconds[i], Double.NaN) : null;
            moves.add(new RecordedMove(m.ply(), m.move(), m.text(), t, m.comments(), m.alternatives()));
        }
        return new GameRecord(
                base.source(),
                0,
                base.format(),
                base.encoding(),
                base.header(),
                base.start(),
                base.startComments(),
                new Line(moves, base.mainLine().endings()),
                base.problems());
    }

    private static Verdict judge(Ruleset ruleset, String control, GameRecord record) {
        return new Referee(ruleset, control == null ? null : ClockControls.option(control)).judge(record);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "600-10,             server,      600, 10, 0",
        "300-10F,            server,      300, 0,  10",
        "0-30,               server,      0,   30, 0",
        "1500,               server,      1500, 0, 0",
        "1500-060,           stopwatch,   1500, 60, 0",
        "chess-clock:600-30, chess-clock, 600, 30, 0",
        "stopwatch:14400,    stopwatch,   14400, 0, 0",
    })
    void theOptionReadsFloodgatesNames(String written, String kind, long main, long byoyomi, long increment) {
        ClockControl c = ClockControls.option(written);
        assertEquals(kind, c.kind().id());
        assertEquals(
                List.of(main, byoyomi, increment), List.of(c.mainSeconds(), c.byoyomiSeconds(), c.incrementSeconds()));
        assertEquals(ClockControl.Source.OPTION, c.source());
    }

    @ParameterizedTest
    @CsvSource({"10-", "600-10f", "sandglass:600", "'10 min'", "-30"})
    void anythingElseIsNoControl(String written) {
        assertNull(ClockControls.option(written));
    }

    @Test
    void eachKindChargesItsOwnWay() {
        assertEquals(2, ClockKind.SERVER.charge(2.9, 0));
        assertEquals(1, ClockKind.SERVER.charge(0.8, 1), "Least_Time_Per_Move 1: at least a second");
        assertEquals(0, ClockKind.SERVER.charge(0.8, 0), "the CSA rule since 2014: 0.8 s is T0");
        assertEquals(60, ClockKind.STOPWATCH.charge(119, 0), "a stopwatch drops the seconds under a minute");
        assertEquals(0, ClockKind.STOPWATCH.charge(59, 0));
        assertEquals(2.9, ClockKind.CHESS_CLOCK.charge(2.9, 0));
    }

    /** shogi-server (time_clock.rb): in time only while t < main + byoyomi, t floored; 100 s + 60 s here. */
    @ParameterizedTest(name = "{0} s")
    @CsvSource({"159, false", "159.9, false", "160, true", "161, true"})
    void shogiServerIsInTimeOnlyBelowMainPlusByoyomi(double seconds, boolean lost) {
        Verdict v = judge(Rulesets.CSA, "100-60", timed(game(START, OPENING), seconds));
        assertEquals(lost, v.clock().flag() != null);
        if (lost) {
            assertEquals(
                    new Flag(Side.BLACK, 1, Math.floor(seconds) - 160),
                    v.clock().flag());
            assertEquals(EndingReason.TIMEOUT, v.result().reason());
            assertEquals(Side.WHITE, v.result().winner());
            assertEquals(0, v.result().ply(), "the late move is never played");
            assertNotNull(remark(v, "clock-flag-server"));
            assertEquals(0, v.boardPly(), "--board shows the position the late move was due in");
        } else {
            assertEquals(0.0, v.clock().black().remainingSeconds(), "byoyomi never banks: main is spent");
        }
    }

    /** TC_time_clock.rb (100 s, 10 s Fischer): the increment comes before the move is charged. */
    @Test
    void theIncrementIsCreditedBeforeTheMove() {
        Verdict one = judge(Rulesets.CSA, "100-10F", timed(game(START, "7g7f"), 1));
        assertEquals(109.0, one.clock().black().remainingSeconds());
        Verdict long109 = judge(Rulesets.CSA, "100-10F", timed(game(START, "7g7f"), 109));
        assertEquals(1.0, long109.clock().black().remainingSeconds());
        assertNull(long109.clock().flag());
        assertEquals(
                new Flag(Side.BLACK, 1, 0),
                judge(Rulesets.CSA, "100-10F", timed(game(START, "7g7f"), 110))
                        .clock()
                        .flag(),
                "exactly the time there is loses");
    }

    @Test
    void byoyomiStartsAfreshEveryMove() {
        // 10 s + 30 s byoyomi: Black spends 15 (main gone), then 29 and 29 again, each within a fresh 30
        Verdict v = judge(Rulesets.CSA, "10-30", timed(game(START, OPENING), 15, 1, 29, 1, 29, 1, 30, 1));
        assertEquals(new Flag(Side.BLACK, 7, 0), v.clock().flag());
        assertEquals(EndingReason.TIMEOUT, v.result().reason());
        assertEquals(6, v.result().ply());
    }

    @Test
    void theStopwatchNeverLetsTheLastMinuteBeSpent() {
        // 120 s on a stopwatch: 59 s costs nothing, 119 s a minute, and then a whole minute is too much
        Verdict v = judge(Rulesets.CSA, "stopwatch:120", timed(game(START, OPENING), 59, 0, 119, 0, 60, 0));
        assertEquals(59 + 119 + 60, v.clock().black().usedSeconds());
        assertEquals(0 + 60 + 60, v.clock().black().chargedSeconds());
        assertEquals(new Flag(Side.BLACK, 5, 0), v.clock().flag());
    }

    @Test
    void aChessClockTakesExactlyTheTimeLeftAsInTime() {
        Verdict v = judge(Rulesets.JSA, "chess-clock:60", timed(game(START, OPENING), 30, 1, 30, 1));
        assertNull(v.clock().flag());
        assertEquals(0.0, v.clock().black().remainingSeconds());
        Verdict over = judge(Rulesets.JSA, "chess-clock:60", timed(game(START, OPENING), 30, 1, 31, 1));
        assertEquals(new Flag(Side.BLACK, 3, 1), over.clock().flag());
    }

    @Test
    void underAClaimRuleAFlagPlayedPastChangesNothing() {
        GameRecord record = timed(game(START, OPENING, "投了"), 1, 1, 200, 1, 1, 1, 1, 1);
        for (Ruleset r : List.of(Rulesets.JSA, Rulesets.AMATEUR, Rulesets.USSF)) {
            Verdict v = judge(r, "100-60", record);
            assertEquals(EndingReason.RESIGNATION, v.result().reason(), r.name());
            assertTrue(v.consistent(), r.name());
            Remark note = remark(v, "clock-flag-played-past");
            assertNull(note.disagreement(), "a note, not a disagreement");
            assertTrue(
                    english(note).startsWith("Black's time ran out at ply 3 (0:41 over); the game went on"),
                    english(note));
        }
        Verdict csa = judge(Rulesets.CSA, "100-60", record);
        assertEquals(EndingReason.TIMEOUT, csa.result().reason());
        assertEquals(Side.WHITE, csa.result().winner());
        assertFalse(csa.consistent(), "the recorded resignation comes after the game ended on time");
        assertNotNull(remark(csa, "moves-after-end"));
    }

    @Test
    void theTimeForfeitOptionOverridesThePreset() {
        GameRecord record = timed(game(START, OPENING, "投了"), 1, 1, 200);
        Ruleset serverJsa = dev.shinpan.adjudicate.RulesetParameter.TIME_FORFEIT.apply(Rulesets.JSA, "server");
        assertEquals(
                EndingReason.TIMEOUT,
                judge(serverJsa, "100-60", record).result().reason());
        Ruleset claimCsa = dev.shinpan.adjudicate.RulesetParameter.TIME_FORFEIT.apply(Rulesets.CSA, "claim");
        assertEquals(
                EndingReason.RESIGNATION,
                judge(claimCsa, "100-60", record).result().reason());
    }

    @Test
    void aRecordedTimeForfeitWithoutTimesCannotBeVerified() {
        Verdict v = judge(Rulesets.JSA, null, game(START, OPENING, "切れ負け"));
        assertNull(v.clock());
        Remark note = remark(v, "clock-cannot-verify");
        assertNull(note.disagreement());
        assertTrue(v.consistent());
        assertEquals(EndingReason.TIMEOUT, v.result().reason());
    }

    @Test
    void aRecordedTimeForfeitWithTheTimesShowingTheOtherSideOutFirstDisagrees() {
        // 切れ負け after 8 moves: Black to move loses; but White ran out at ply 4
        GameRecord record = timed(game(START, OPENING, "切れ負け"), 1, 1, 1, 200, 1, 1, 1, 1);
        Verdict v = judge(Rulesets.JSA, "100-60", record);
        Remark r = remark(v, "clock-timeout-other-side");
        assertEquals(Disagreement.WINNER, r.disagreement());
        assertFalse(v.consistent());
        Verdict agreed = judge(Rulesets.JSA, "100-60", timed(game(START, OPENING, "切れ負け"), 1, 1, 1, 1));
        assertTrue(agreed.consistent(), "Black's clock can be out: the times do not say otherwise");
        assertNull(remark(agreed, "clock-cannot-verify"));
    }

    /**
     * 切れ負け with a time of its own on its line: ten minutes each, four moves of 10 s, so Black (to
     * move) had 9:40 left. A line that records 0:05 leaves time unused, and disagrees; one that records
     * 9:40 uses it up, and agrees; 0:00 (what ShogiHome writes on every time-out line) says nothing.
     */
    @Test
    void aTimeForfeitWhoseOwnTimeLeavesTimeUnusedDisagrees() {
        String kif = "持ち時間：10分\n手合割：平手\n手数----指手---------消費時間--\n"
                + "   1 ７六歩(77)   ( 0:10/00:00:10)\n   2 ３四歩(33)   ( 0:10/00:00:10)\n"
                + "   3 ２六歩(27)   ( 0:10/00:00:20)\n   4 ８四歩(83)   ( 0:10/00:00:20)\n";
        Verdict early = judge(Rulesets.JSA, null, kif(kif + "   5 切れ負け   ( 0:05/00:00:25)\n"));
        Remark r = remark(early, "clock-timeout-time-left");
        assertEquals(Disagreement.REASON, r.disagreement());
        assertFalse(early.consistent());
        assertTrue(
                Catalogue.english().render(r.text()).contains("0:05, does not use up the 9:40"),
                Catalogue.english().render(r.text()));
        Verdict spent = judge(Rulesets.JSA, null, kif(kif + "   5 切れ負け   ( 9:40/00:10:00)\n"));
        assertNull(remark(spent, "clock-timeout-time-left"));
        assertTrue(spent.consistent(), spent.remarks().toString());
        Verdict none = judge(Rulesets.JSA, null, kif(kif + "   5 切れ負け\n"));
        assertTrue(none.consistent(), "without a time of its own the ending stands: " + none.remarks());
        Verdict zero = judge(Rulesets.JSA, null, kif(kif + "   5 切れ負け   ( 0:00/00:00:20)\n"));
        assertTrue(
                zero.consistent(), "0:00, as ShogiHome writes on every time-out line, says nothing: " + zero.remarks());
    }

    private static GameRecord kif(String text) {
        return new RecordLoader()
                .load(InputEntry.of("forfeit.kifu", text.getBytes(StandardCharsets.UTF_8)), null)
                .get(0);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"amateur", "ussf", "jsa"})
    void aDeclarationAfterTheDeclarersFlagLoses(String preset) {
        String entered = "LNSG1GSNL/1R2K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b 4P 1";
        Ruleset ruleset = Rulesets.byName(preset).orElseThrow();
        GameRecord inTime = timed(game(entered, "5b4b 5i5h", "入玉勝ち"), 1, 1);
        Verdict ok = judge(ruleset, "100-60", inTime);
        assertEquals(Side.BLACK, ok.result().winner(), "in time, the declaration wins");
        GameRecord late = timed(game(entered, "5b4b 5i5h", "入玉勝ち"), 300, 1);
        Verdict v = judge(ruleset, "100-60", late);
        assertEquals(EndingReason.DECLARATION, v.result().reason());
        assertEquals(Side.WHITE, v.result().winner(), "Black declared with no time left");
        assertNotNull(remark(v, "clock-declaration-after-flag"));
        assertFalse(v.consistent(), "入玉勝ち claims the win");
    }

    @Test
    void theTimeLeftAtARepetitionIsReportedForTheReplay() {
        String moves = repeat(KING_SHUFFLE, 3);
        double[] times = new double[12];
        java.util.Arrays.fill(times, 10);
        Verdict v = judge(Rulesets.JSA, "600-10", timed(game(START, moves), times));
        assertEquals(EndingReason.SENNICHITE, v.result().reason());
        assertEquals("time left for the replay: Black 9:00, White 9:00", english(remark(v, "clock-sennichite-left")));
        assertNull(remark(v, "clock-sennichite-ussf"));
        Verdict ussf = judge(Rulesets.USSF, "600-10", timed(game(START, moves), times));
        assertNotNull(remark(ussf, "clock-sennichite-ussf"), "under 10 minutes the USSF referee decides");
        Verdict plenty = judge(Rulesets.USSF, "1800-10", timed(game(START, moves), times));
        assertNull(remark(plenty, "clock-sennichite-ussf"));
    }

    @Test
    void aRunningTotalThatIsNotTheSumIsLocated() {
        String kif = String.join(
                "\n",
                "手合割：平手",
                "持ち時間：10分",
                "手数----指手---------消費時間--",
                "   1 ７六歩(77)   ( 0:10/00:00:10)",
                "   2 ３四歩(33)   ( 0:05/00:00:05)",
                "   3 ２六歩(27)   ( 0:10/00:00:25)",
                "   4 ８四歩(83)   ( 0:05/00:00:10)",
                "");
        Verdict v = new Referee(Rulesets.JSA).judge(read("totals.kif", kif));
        Remark r = remark(v, "clock-total-mismatch");
        assertEquals(6, r.where().line(), "the move whose total is off");
        assertEquals(
                "the running total of Black's times at ply 3 is 0:25, but Black's move times add up to 0:20",
                english(r));
        assertEquals(
                1,
                v.remarks().stream()
                        .filter(x -> x.id().equals("clock-total-mismatch"))
                        .count(),
                "only the first");
        assertEquals(ClockKind.CHESS_CLOCK, v.clock().control().kind());
        assertEquals(600 - 20.0, v.clock().black().remainingSeconds());
    }

    @Test
    void aNegativeTimeIsLocatedAndChargedAsNothing() {
        String csa =
                String.join("\n", "V2.2", "$TIME_LIMIT:00:10+10", "PI", "+", "+7776FU", "T-3", "-3334FU", "T2", "");
        Verdict v = new Referee(Rulesets.CSA).judge(read("negative.csa", csa));
        Remark r = remark(v, "clock-negative-time");
        assertEquals(6, r.where().line() + 1, "the move line, just above its time");
        assertEquals(0.0, v.clock().black().chargedSeconds());
        assertEquals(ClockKind.SERVER, v.clock().control().kind());
    }

    @Test
    void aRecordWithoutTimesHasNoClock() {
        assertNull(new Referee(Rulesets.CSA).judge(game(START, OPENING)).clock());
    }

    /** Per side, the record's own T lines summed by the test (Black's moves first). */
    private static long[] csaTimes(String text) {
        long[] sums = new long[2];
        int side = -1;
        for (String line : text.split("\n")) {
            if (line.matches("[+-]\\d{4}[A-Z]{2}")) {
                side = line.charAt(0) == '+' ? 0 : 1;
            }
            Matcher m = Pattern.compile("T(\\d+)").matcher(line);
            if (m.matches() && side >= 0) {
                sums[side] += Long.parseLong(m.group(1));
            }
        }
        return sums;
    }

    /** floodgate, 2017 (muzudho/kif-parser, MIT): 300 s + 10 s Fischer, 256 moves to the move limit. */
    @Test
    void aFloodgateGameAddsUpToItsOwnTimes() throws IOException {
        Path file = Path.of("src/test/resources/corpus/muzudho-kif-parser/docs/examples/csa/"
                + "[floodgate]wdoor+floodgate-300-10F+Titanda_L+SILENT_MAJORITY_sf170225_6950XEE+20170302210003.csa");
        String text = Files.readString(file);
        long[] used = csaTimes(text);
        Verdict v = new Referee(Rulesets.CSA).judge(read(file.getFileName().toString(), text));
        ClockFinding c = v.clock();
        assertEquals(ClockKind.SERVER, c.control().kind());
        assertEquals("floodgate-300-10F", c.control().written());
        assertEquals(used[0], c.black().usedSeconds());
        assertEquals(used[1], c.white().usedSeconds());
        assertEquals(300 + 128 * 10 - used[0], c.black().remainingSeconds());
        assertEquals(300 + 128 * 10 - used[1], c.white().remainingSeconds());
        assertNull(c.flag(), "the server let every logged move through");
        assertEquals(EndingReason.MAX_MOVES, v.result().reason());
    }

    /** 81Dojo, 2019 (mogproject/mog-core-scala, Apache-2.0): 10 min + 30 s, Black overran by a second at ply 81. */
    @Test
    void an81DojoGameShowsItsFlag() throws IOException {
        Path file = Path.of("src/test/resources/corpus/mogproject-mog-core-scala/kif/game/014.kif");
        byte[] bytes = Files.readAllBytes(file);
        String text = new String(bytes, StandardCharsets.UTF_8);
        long[] used = new long[2];
        Matcher m = Pattern.compile("(?m)^\\s*(\\d+) .*\\(\\s*(\\d+):(\\d+)/").matcher(text);
        while (m.find()) {
            used[Integer.parseInt(m.group(1)) % 2 == 1 ? 0 : 1] +=
                    Long.parseLong(m.group(2)) * 60 + Long.parseLong(m.group(3));
        }
        Verdict jsa = new Referee(Rulesets.JSA).judge(read("014.kif", bytes));
        assertEquals(used[0], jsa.clock().black().usedSeconds());
        assertEquals(used[1], jsa.clock().white().usedSeconds());
        assertEquals(new Flag(Side.BLACK, 81, 1), jsa.clock().flag());
        assertNotNull(remark(jsa, "clock-flag-played-past"));
        Verdict csa = new Referee(Rulesets.CSA).judge(read("014.kif", bytes));
        assertEquals(EndingReason.TIMEOUT, csa.result().reason());
        assertEquals(80, csa.result().ply());
    }

    /**
     * ShogiHome's CSA-bridge scenario 9 (sunfish-shogi/shogihome, MIT): 30 s + 5 s increment on a CSA
     * server, 切れ負け with Black to move. The times leave Black able to run out: the forfeit agrees.
     */
    @Test
    void aRecordedTimeForfeitOnAServerAgrees() throws IOException {
        Path file = Path.of("src/test/resources/corpus/sunfish-shogihome/usi-csa-bridge-e2e/9/record.kifu");
        String text = Files.readString(file);
        long[] used = new long[2];
        int blackMoves = 0;
        Matcher m = Pattern.compile("(?m)^\\s*(\\d+) \\S+\\(\\d\\d\\)\\s+\\(\\s*(\\d+):(\\d+)/")
                .matcher(text);
        while (m.find()) {
            boolean black = Integer.parseInt(m.group(1)) % 2 == 1;
            used[black ? 0 : 1] += Long.parseLong(m.group(2)) * 60 + Long.parseLong(m.group(3));
            blackMoves += black ? 1 : 0;
        }
        for (Ruleset r : List.of(Rulesets.CSA, Rulesets.JSA)) {
            Verdict v = new Referee(r).judge(read("record.kifu", text));
            assertEquals(ClockKind.SERVER, v.clock().control().kind(), "its title is the server's game name");
            assertEquals(used[0], v.clock().black().usedSeconds());
            assertEquals(used[1], v.clock().white().usedSeconds());
            assertEquals(
                    30 + 5 * blackMoves - used[0], v.clock().black().remainingSeconds(), "increments before moves");
            assertEquals(EndingReason.TIMEOUT, v.result().reason());
            assertEquals(Side.WHITE, v.result().winner());
            assertTrue(v.consistent(), r.name());
            assertNull(remark(v, "clock-cannot-verify"));
        }
    }

    /** tsshogi's %TIME_UP export (sunfish-shogi/tsshogi, MIT) carries T0 only and no time control. */
    @Test
    void aTimeUpWithoutAControlCannotBeVerified() throws IOException {
        Path file = Path.of("src/test/resources/corpus/sunfish-tsshogi/extracted-from-spec/csa__export_time_up__1.csa");
        Verdict v = new Referee(Rulesets.CSA).judge(read("time_up.csa", Files.readString(file)));
        assertEquals(EndingReason.TIMEOUT, v.result().reason());
        assertTrue(english(remark(v, "clock-cannot-verify"))
                .endsWith("the record states no time control (give one" + " with --time-control)"));
        assertTrue(v.consistent());
    }

    @Test
    void theOptionOverridesTheRecordsControl() throws IOException {
        Path file = Path.of("src/test/resources/corpus/mogproject-mog-core-scala/kif/game/014.kif");
        GameRecord record = read("014.kif", Files.readAllBytes(file));
        Verdict v = judge(Rulesets.JSA, "3600", record);
        assertEquals(ClockControl.Source.OPTION, v.clock().control().source());
        assertNull(v.clock().flag(), "an hour each is plenty");
    }
}
