package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import dev.shinpan.text.Message;
import java.util.List;

/**
 * Several reports fed by one judging ({@code --format} and each {@code --report FORMAT=FILE}):
 * every call goes to each in turn, so JUnit, SARIF and text agree because they saw the same verdicts.
 */
public final class Reports implements Report {

    private final List<Report> reports;

    private Reports(List<Report> reports) {
        this.reports = List.copyOf(reports);
    }

    /** The one report itself when there is one, else a report that forwards to all of them (none: writes nothing). */
    public static Report of(List<Report> reports) {
        return reports.size() == 1 ? reports.get(0) : new Reports(reports);
    }

    @Override
    public void record(GameRecord record, List<Verdict> verdicts) {
        record(record, verdicts, Identity.NONE);
    }

    @Override
    public void record(GameRecord record, List<Verdict> verdicts, Identity identity) {
        for (Report r : reports) {
            r.record(record, verdicts, identity);
        }
    }

    @Override
    public void skipped(String name, Message reason) {
        for (Report r : reports) {
            r.skipped(name, reason);
        }
    }

    @Override
    public void finish(RunTotals summary) {
        for (Report r : reports) {
            r.finish(summary);
        }
    }
}
