package dev.shinpan.adjudicate.clock;

import static dev.shinpan.adjudicate.clock.ClockRecords.english;
import static dev.shinpan.adjudicate.clock.ClockRecords.read;
import static dev.shinpan.adjudicate.clock.ClockRecords.remark;
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
import dev.shinpan.rules.Side;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The clock's edges that issue 43's tests list beside ClockAuditTest's: a real record whose main time
 * runs out exactly and whose byoyomi then starts afresh, shogi-server's stopwatch chosen by a game
 * name, an absurd time, the まで line's loss on time weighed against the times, a USI {@code timeout}
 * without times, and the time each side keeps after a repetition. Each expected figure is computed
 * here from the record's own times.
 */
class ClockEdgesTest {

    /**
     * ShogiHome's CSA-bridge scenario 15 (sunfish-shogihome, MIT): 10 s and 30 s byoyomi. Black's 25 s
     * third move spends its last 2 s of main time and 23 of the byoyomi, which never banks: main time is
     * exactly zero after it, and the next move has a fresh 30 s. White's flag never falls; Black's
     * 切れ負け, with Black to move and nothing but byoyomi, agrees.
     */
    @Test
    void mainTimeRunsOutExactlyAndTheByoyomiStartsAfresh() throws IOException {
        String text = Files.readString(
                Path.of("src/test/resources/corpus/sunfish-shogihome/usi-csa-bridge-e2e/15/" + "record.kifu"));
        long main = 10;
        long byoyomi = 30;
        long[] used = new long[2];
        long[] left = {main, main};
        Matcher m = Pattern.compile("(?m)^\\s*(\\d+) \\S+\\(\\d\\d\\)\\s+\\(\\s*(\\d+):(\\d+)/")
                .matcher(text);
        boolean anyByoyomi = false;
        while (m.find()) {
            int s = Integer.parseInt(m.group(1)) % 2 == 1 ? 0 : 1;
            long t = Long.parseLong(m.group(2)) * 60 + Long.parseLong(m.group(3));
            assertTrue(t < left[s] + byoyomi, "the record's own times never overrun");
            anyByoyomi |= t > left[s];
            used[s] += t;
            left[s] = Math.max(0, left[s] - t);
        }
        assertTrue(anyByoyomi, "a move went into the byoyomi");
        assertEquals(0, left[0], "Black's main time is exactly spent");
        for (Ruleset r : List.of(Rulesets.CSA, Rulesets.JSA)) {
            Verdict v = new Referee(r).judge(read("record.kifu", text));
            ClockFinding c = v.clock();
            assertEquals(
                    new ClockControl(
                            ClockKind.SERVER,
                            main,
                            byoyomi,
                            0,
                            0,
                            ClockControl.Source.RECORD,
                            c.control().written()),
                    c.control(),
                    "ShogiHome's 00:10+30 is minutes:seconds");
            assertEquals(used[0], c.black().usedSeconds());
            assertEquals(used[1], c.white().usedSeconds());
            assertEquals((double) left[0], c.black().remainingSeconds());
            assertEquals((double) left[1], c.white().remainingSeconds());
            assertNull(c.flag());
            assertEquals(EndingReason.TIMEOUT, v.result().reason());
            assertEquals(Side.WHITE, v.result().winner());
            assertTrue(v.consistent(), r.name() + ": " + v.remarks());
        }
    }

    /**
     * shogi-server picks its stopwatch for a game name whose byoyomi has a leading zero ({@code -060}):
     * each move is charged whole minutes only, and a side down to its last minute of main time cannot
     * spend it. Black's times here cost 0, 60 and 120; 120 s of main time plus the minute's byoyomi is
     * used up by the third.
     */
    @Test
    void aStopwatchGameNameChargesWholeMinutes() {
        long[] black = {59, 119, 179};
        long main = 120;
        long byoyomi = 60;
        StringBuilder csa = new StringBuilder(
                "V2.2\nN+a\nN-b\n$EVENT:wdoor+floodgate-" + main + "-0" + byoyomi + "+a+b+20200101000000\nPI\n+\n");
        String[] moves = {"+7776FU", "-3334FU", "+2726FU", "-8384FU", "+2625FU", "-8485FU"};
        for (int i = 0; i < moves.length; i++) {
            csa.append(moves[i])
                    .append("\nT")
                    .append(i % 2 == 0 ? black[i / 2] : 1)
                    .append('\n');
        }
        csa.append("%TORYO\n");
        long charged = 0;
        int flagPly = 0;
        long mainLeft = main;
        for (int i = 0; i < black.length && flagPly == 0; i++) {
            long t = black[i] / 60 * 60;
            charged += t;
            if (t >= mainLeft + byoyomi) {
                flagPly = 2 * i + 1;
            }
            mainLeft = Math.max(0, mainLeft - t);
        }
        assertEquals(5, flagPly);
        Verdict claim = new Referee(Rulesets.JSA).judge(read("stopwatch.csa", csa.toString()));
        ClockFinding c = claim.clock();
        assertEquals(ClockKind.STOPWATCH, c.control().kind());
        assertEquals((double) charged, c.black().chargedSeconds());
        assertEquals(59 + 119 + 179, c.black().usedSeconds());
        assertEquals(new Flag(Side.BLACK, flagPly, 0), c.flag());
        assertNotNull(remark(claim, "clock-flag-played-past"));
        Verdict server = new Referee(Rulesets.CSA).judge(read("stopwatch.csa", csa.toString()));
        assertEquals(EndingReason.TIMEOUT, server.result().reason());
        assertEquals(flagPly - 1, server.result().ply());
    }

    @Test
    void aTimeOverADayIsLocated() {
        String csa = "V2.2\n$TIME_LIMIT:01:00+00\nPI\n+\n+7776FU\nT90000\n-3334FU\nT1\n";
        Verdict v = new Referee(Rulesets.JSA).judge(read("absurd.csa", csa));
        Remark r = remark(v, "clock-absurd-time");
        assertNotNull(r, v.remarks().toString());
        assertEquals(5, r.where().line(), "at the move");
        assertEquals(
                "the time of Black's move at ply 1 is " + ClockTime.of(90000) + ", longer than a day, which no"
                        + " game's clock allows",
                english(r));
        assertTrue(v.clock().flag() != null, "an hour each: it is also a flag");
    }

    /** まで…時間切れにより: the KIF summary line's loss on time, weighed like 切れ負け. */
    @Test
    void theSummaryLinesLossOnTimeIsWeighedAgainstTheTimes() {
        long main = 60;
        long[] times = {10, 65, 1};
        StringBuilder kif = new StringBuilder("持ち時間：" + main / 60 + "分\n手合割：平手\n手数----指手---------消費時間--\n");
        String[] moves = {"７六歩(77)", "３四歩(33)", "２六歩(27)"};
        long[] totals = new long[2];
        for (int i = 0; i < moves.length; i++) {
            totals[i % 2] += times[i];
            kif.append(String.format(
                    "%4d %s   (%2d:%02d/00:%02d:%02d)%n",
                    i + 1, moves[i], times[i] / 60, times[i] % 60, totals[i % 2] / 60, totals[i % 2] % 60));
        }
        assertTrue(times[1] > main, "White's move overran a chess clock's whole main time");
        Verdict agrees = new Referee(Rulesets.JSA).judge(read("a.kif", kif + "まで3手で時間切れにより先手の勝ち\n"));
        assertEquals(EndingReason.TIMEOUT, agrees.result().reason());
        assertTrue(agrees.consistent(), agrees.remarks().toString());
        Verdict other = new Referee(Rulesets.JSA).judge(read("b.kif", kif + "まで3手で時間切れにより後手の勝ち\n"));
        Remark r = remark(other, "clock-timeout-other-side");
        assertNotNull(r, other.remarks().toString());
        assertEquals(Disagreement.WINNER, r.disagreement());
        assertTrue(english(r).endsWith("by the record's times White ran out first, at ply 2"), english(r));
    }

    @Test
    void aUsiTimeoutWithoutTimesCannotBeVerified() {
        Verdict v = new Referee(Rulesets.JSA).judge(read("g.usi", "position startpos moves 7g7f 3c3d timeout\n"));
        assertEquals(EndingReason.TIMEOUT, v.result().reason());
        assertNull(v.clock());
        assertTrue(english(remark(v, "clock-cannot-verify")).endsWith("the record's moves carry no times"));
        assertTrue(v.consistent());
    }

    /**
     * A repetition after twelve king moves whose times differ by side: each keeps its main time less
     * its own times for the replay, and under ussf a side left with under ten minutes gets the note;
     * exactly ten minutes left is not under.
     */
    @ParameterizedTest(name = "{0} s each")
    @ValueSource(longs = {840, 900, 1200})
    void eachSideKeepsItsOwnLeftoverForTheReplay(long main) {
        long[] times = {40, 15, 50, 20, 45, 25, 30, 10, 55, 35, 80, 5};
        String[] cycle = {"５八玉(59)", "５二玉(51)", "５九玉(58)", "５一玉(52)"};
        StringBuilder kif = new StringBuilder("持ち時間：" + main / 60 + "分\n手合割：平手\n手数----指手---------消費時間--\n");
        long[] totals = new long[2];
        for (int i = 0; i < times.length; i++) {
            totals[i % 2] += times[i];
            kif.append(String.format(
                    "%4d %s   (%2d:%02d/00:%02d:%02d)%n",
                    i + 1, cycle[i % 4], times[i] / 60, times[i] % 60, totals[i % 2] / 60, totals[i % 2] % 60));
        }
        kif.append("  13 千日手\n");
        String expected = "time left for the replay: Black " + ClockTime.of(main - totals[0]) + ", White "
                + ClockTime.of(main - totals[1]);
        Verdict jsa = new Referee(Rulesets.JSA).judge(read("rep.kif", kif.toString()));
        assertEquals(EndingReason.SENNICHITE, jsa.result().reason());
        assertEquals(expected, english(remark(jsa, "clock-sennichite-left")));
        assertNull(remark(jsa, "clock-sennichite-ussf"), "the note is the USSF's rule");
        Verdict ussf = new Referee(Rulesets.USSF).judge(read("rep.kif", kif.toString()));
        assertEquals(expected, english(remark(ussf, "clock-sennichite-left")));
        boolean underTen = Math.min(main - totals[0], main - totals[1]) < 600;
        assertEquals(underTen, remark(ussf, "clock-sennichite-ussf") != null, expected);
        assertFalse(ussf.remarks().stream().anyMatch(x -> x.id().equals("clock-flag-played-past")));
    }
}
