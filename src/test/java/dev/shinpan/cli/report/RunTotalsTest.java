package dev.shinpan.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.EndingReason;
import dev.shinpan.rules.IllegalMoveCode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The closing counts: records by status, moves, time and rates on a clock the test moves, codes and reasons. */
class RunTotalsTest {

    private final AtomicLong nanos = new AtomicLong(1_000);
    private final RunTotals summary = new RunTotals(nanos::get);

    private void add(String path, int index) {
        summary.add(List.of(Judged.verdict(path, index, Rulesets.JSA), Judged.verdict(path, index, Rulesets.USSF)));
    }

    @Test
    void countsMovesAndFoulsOncePerRecordAndReasonsPerVerdict() {
        add("samples/nifu.kif", 0); // 19 moves, nifu; jsa: illegal move, ussf: claimed, so illegal move too
        add("samples/sennichite.kif", 0); // 16 moves, repetition under both
        nanos.addAndGet(2_000_000_000L);
        assertEquals(2, summary.records());
        assertEquals(4, summary.verdicts());
        assertEquals(35, summary.moves(), "each record's moves once, however many rulesets judged it");
        assertEquals(Map.of(IllegalMoveCode.NIFU, 1), summary.illegalMoves(), "one record, one nifu, two rulesets");
        assertEquals(Map.of(EndingReason.ILLEGAL_MOVE, 2, EndingReason.SENNICHITE, 2), summary.results());
        assertEquals(Duration.ofSeconds(2), summary.elapsed());
        assertEquals(17.5, RunTotals.perSecond(summary.moves(), summary.elapsed()), 1e-9);
        assertEquals(0, RunTotals.perSecond(5, Duration.ZERO), "no time measured: no rate rather than infinity");
    }

    @Test
    void anUnreadableRecordCountsNoMovesAndNoReason() {
        Verdict unreadable = Judged.verdict("samples/nifu.kif", 0, Rulesets.TORI); // another game: not judged
        summary.add(List.of(unreadable));
        assertEquals(1, summary.notJudged());
        assertEquals(0, summary.verdicts());
        assertEquals(0, summary.moves());
        assertTrue(summary.results().isEmpty());
    }

    @Test
    void theTextSummaryAddsSpeedCodesAndReasonsAfterItsLine() {
        add("samples/nifu.kif", 0);
        nanos.addAndGet(500_000_000L);
        StringWriter out = new StringWriter();
        new TextReport(new PrintWriter(out), Lang.EN, false).finish(summary);
        assertEquals(
                List.of(
                        "1 record(s): 1 ok, 0 inconsistent, 0 unreadable; 1 with an illegal move",
                        "2 verdict(s), 19 moves, in 0.500 s (2.0 records/s, 38.0 moves/s)",
                        "First illegal moves: nifu 1",
                        "Results: illegal move 2"),
                out.toString().lines().toList());
        StringWriter ja = new StringWriter();
        new TextReport(new PrintWriter(ja), Lang.JA, false).finish(summary);
        assertTrue(ja.toString().contains("最初の反則：二歩1件"), ja.toString());
    }

    @Test
    void theTextSummaryCountsCopiesOnlyWhenThereAreAny() {
        add("samples/nifu.kif", 0);
        StringWriter none = new StringWriter();
        new TextReport(new PrintWriter(none), Lang.EN, false).finish(summary);
        assertTrue(!none.toString().contains("Copies"), none.toString());
        summary.copies(2, 1);
        StringWriter out = new StringWriter();
        new TextReport(new PrintWriter(out), Lang.EN, false).finish(summary);
        assertEquals(
                "Copies: 2 duplicate(s) of an earlier record, 1 truncated copy(ies) of an earlier game",
                out.toString().lines().toList().get(1),
                "right after the records by status");
        StringWriter ja = new StringWriter();
        new TextReport(new PrintWriter(ja), Lang.JA, false).finish(summary);
        assertTrue(ja.toString().contains("写し：先の棋譜と同じもの2件、先の棋譜の途中までのもの1件"), ja.toString());
    }
}
