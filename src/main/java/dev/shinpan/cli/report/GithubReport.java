package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.cli.terminal.TerminalText;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.SourceText;
import dev.shinpan.text.Message;
import java.io.PrintWriter;
import java.util.List;

/**
 * GitHub Actions workflow commands, one a finding ({@code ::error file=…,line=…,col=…,title=…::message}),
 * so that a pull request shows each at its line without code scanning: {@code error} for what fails
 * the run, {@code warning} for warnings, {@code notice} for notes. A file name and a message are
 * first made {@link TerminalText} (a log shows escape sequences too), then escaped as GitHub's runner
 * reads them (its documented workflow-command escaping): {@code %}, CR and LF in the message; in
 * properties also {@code :} and {@code ,}. Findings the selection leaves out or the baseline knows
 * are not annotated, and a finding is an {@code error} exactly when the exit code counts it
 * ({@link Triage#fails}): one selected by name at a lower level too.
 */
public final class GithubReport implements Report {

    private final PrintWriter out;
    private final Findings findings;
    private final Triage triage;

    public GithubReport(PrintWriter out, Lang lang, boolean failOnIllegal, boolean winnerOnly, Triage triage) {
        this.out = out;
        this.findings = new Findings(ReportTexts.of(lang), failOnIllegal, winnerOnly);
        this.triage = triage;
    }

    @Override
    public void record(GameRecord record, List<Verdict> verdicts) {
        for (Verdict v : verdicts) {
            for (Finding f : findings.of(v)) {
                if (!triage.selects(f.ruleId()) || !triage.isNew(v, f)) {
                    continue;
                }
                String command = triage.fails(v, f)
                        ? "error"
                        : switch (f.level()) {
                            case ERROR, WARNING -> "warning";
                            case NOTE -> "notice";
                        };
                StringBuilder line = new StringBuilder("::")
                        .append(command)
                        .append(" file=")
                        .append(property(TerminalText.name(record.source())));
                SourceText where = f.where();
                if (where != null && where.line() >= 1) {
                    line.append(",line=").append(where.line());
                    if (where.column() >= 1) {
                        line.append(",col=").append(where.column());
                    }
                }
                String title = "shinpan " + f.ruleId() + " (" + v.ruleset().name() + ")";
                line.append(",title=").append(property(TerminalText.name(title)));
                line.append("::").append(data(TerminalText.name(f.message())));
                out.println(line);
            }
        }
    }

    @Override
    public void skipped(String name, Message reason) {
        // a skipped file is no finding: nothing to annotate
    }

    @Override
    public void finish(RunTotals summary) {
        out.flush();
    }

    /** A command's message, escaped as the runner unescapes it: {@code %} first, so that no escape is read twice. */
    static String data(String text) {
        return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A");
    }

    /** A property value: as {@link #data}, and {@code :} and {@code ,} too, which end a property. */
    static String property(String text) {
        return data(text).replace(":", "%3A").replace(",", "%2C");
    }
}
