package dev.shinpan.cli.batch;

import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.cli.options.FailOn;
import dev.shinpan.cli.report.Finding;
import dev.shinpan.cli.report.Findings;
import dev.shinpan.cli.report.Identity;
import dev.shinpan.cli.report.Lang;
import dev.shinpan.cli.report.Report;
import dev.shinpan.cli.report.ReportTexts;
import dev.shinpan.cli.report.RunTotals;
import dev.shinpan.cli.report.Triage;
import dev.shinpan.cli.terminal.TerminalText;
import dev.shinpan.record.GameRecord;
import dev.shinpan.text.Message;
import java.io.PrintWriter;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Sits before the report and counts what decides the exit code once {@code --select}, {@code --ignore}
 * or {@code --baseline} is given: the records with a counted finding the baseline does not know
 * (unreadable ones apart, which exit with 3). With {@code -l} it prints the name of each input with
 * such a finding, one a line whatever the name holds (quoted as a shell word where it needs it), or with
 * {@code -0} each exactly as it is and ended by NUL; the report it passes everything on to then holds
 * only the {@code --report} files.
 */
public final class Gate implements Report {

    private final Report report;
    private final Triage triage;
    private final Findings findings;
    private final PrintWriter namesOut;
    /** Whether {@code -0} ends each name with NUL, unquoted, rather than a line end. */
    private final boolean nul;

    private final Set<String> named = new LinkedHashSet<>();
    private int failing;
    private int unreadable;

    /** @param namesOut where {@code -l} prints the names, or null */
    public Gate(Report report, Triage triage, FailOn failOn, PrintWriter namesOut) {
        this(report, triage, failOn, namesOut, false);
    }

    /**
     * @param namesOut where {@code -l} prints the names, or null
     * @param nul      whether each name is ended by NUL as it is ({@code -0}), rather than a line, quoted
     */
    public Gate(Report report, Triage triage, FailOn failOn, PrintWriter namesOut, boolean nul) {
        this.nul = nul;
        this.report = report;
        this.triage = triage;
        this.findings = new Findings(ReportTexts.of(Lang.EN), failOn.illegal(), failOn.winnerOnly());
        this.namesOut = namesOut;
    }

    @Override
    public void record(GameRecord record, List<Verdict> verdicts) {
        record(record, verdicts, Identity.NONE);
    }

    @Override
    public void record(GameRecord record, List<Verdict> verdicts, Identity identity) {
        triage.know(record, identity.print());
        for (Verdict v : verdicts) {
            boolean fails = false;
            boolean unread = false;
            for (Finding f : findings.of(v)) {
                triage.seen(v, f);
                if (f.kind() != Finding.Kind.NOT_JUDGED && triage.fails(v, f)) {
                    if (f.kind() == Finding.Kind.UNREADABLE) {
                        unread = true;
                    } else {
                        fails = true;
                    }
                }
            }
            failing += fails ? 1 : 0;
            unreadable += unread ? 1 : 0;
            if ((fails || unread) && namesOut != null && named.add(record.source())) {
                if (nul) {
                    namesOut.print(record.source() + '\0'); // for xargs -0: the exact name, nothing to unquote
                } else {
                    namesOut.println(TerminalText.shellWord(record.source()));
                }
            }
        }
        report.record(record, verdicts, identity);
    }

    @Override
    public void skipped(String name, Message reason) {
        report.skipped(name, reason);
    }

    @Override
    public void finish(RunTotals summary) {
        report.finish(summary);
        if (namesOut != null) {
            namesOut.flush();
        }
    }

    /**
     * What the run came to once selection and baseline have decided among the findings: read errors
     * exit 3, the rest 1. What is not about records (an internal or usage error) stays, and so do
     * records of a game shinpan does not judge, which no selection or baseline excuses.
     */
    public ExitStatus decide(ExitStatus bySummary, RunTotals summary) {
        if (!bySummary.aboutRecords() || bySummary == ExitStatus.UNREADABLE && summary.unsupportedGames() > 0) {
            return bySummary;
        }
        return ExitStatus.worst(false, false, unreadable > 0, failing > 0);
    }

    /** Verdicts with a counted, new finding other than a read error. */
    int failing() {
        return failing;
    }

    /** Verdicts of unreadable records whose read error counts and is new. */
    int unreadable() {
        return unreadable;
    }
}
