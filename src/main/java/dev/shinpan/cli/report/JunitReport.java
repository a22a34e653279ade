package dev.shinpan.cli.report;

import dev.shinpan.text.Message;
import static dev.shinpan.cli.report.Markup.escape;

import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

/**
 * JUnit XML as Jenkins, GitLab and GitHub test reporters read it: a {@code <testsuite>} per input
 * (a file, or an archive with all its entries), a {@code <testcase>} per record and ruleset named
 * {@code source #index (ruleset)}; an inconsistent record is a {@code <failure>} (with
 * {@code --fail-on illegal}, a record with an illegal move too) and an unreadable one an
 * {@code <error>}, each with the finding in one line as its message and the record's text report as
 * its body; a file skipped in a directory or archive is a {@code <skipped>} test case. A test case
 * fails exactly when the exit code counts one of its findings ({@link Triage#fails}): a finding
 * {@code --ignore}d, left out by {@code --select} or known to the baseline passes.
 *
 * <p>A suite's counts come before its test cases, so the test cases of the current input are held
 * back in a {@link Spool} (memory up to a limit, then a temporary file) until the next input starts;
 * nothing else is kept, so memory stays bounded for archives of any size.
 */
public final class JunitReport implements Report {

    private final PrintWriter out;
    private final Lang lang;
    private final boolean board;
    private final ReportTexts texts;
    private final Findings findings;
    private final Triage triage;
    private final Spool cases = new Spool();
    private String suite;
    private int tests;
    private int failures;
    private int errors;
    private int skipped;

    public JunitReport(PrintWriter out, Lang lang, boolean board, boolean failOnIllegal) {
        this(out, lang, board, failOnIllegal, false);
    }

    /** @param winnerOnly a disagreement in the reason or ply only is a warning, not a failure ({@code --fail-on winner}) */
    public JunitReport(PrintWriter out, Lang lang, boolean board, boolean failOnIllegal, boolean winnerOnly) {
        this(out, lang, board, failOnIllegal, winnerOnly, Triage.none());
    }

    /** @param triage which findings count and which the baseline knows: only the others fail a test case */
    public JunitReport(PrintWriter out, Lang lang, boolean board, boolean failOnIllegal, boolean winnerOnly,
            Triage triage) {
        this.out = out;
        this.triage = triage;
        this.lang = lang;
        this.board = board;
        this.texts = ReportTexts.of(lang);
        this.findings = new Findings(texts, failOnIllegal, winnerOnly);
        out.println("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
        out.println("<testsuites name=\"shinpan check\">");
    }

    @Override
    public void record(GameRecord record, List<Verdict> verdicts) {
        enterSuite(record.source());
        for (Verdict v : verdicts) {
            testCase(record, v);
        }
    }

    private void testCase(GameRecord record, Verdict v) {
        tests++;
        StringBuilder s = new StringBuilder();
        s.append("    <testcase name=\"").append(escape(record.source() + " #" + record.index() + " ("
                + v.ruleset().name() + ")")).append("\" classname=\"").append(escape(suite)).append('"');
        List<Finding> found = findings.of(v);
        Finding first = null;
        for (Finding f : found) {
            if (triage.fails(v, f)) {
                first = f;
                break;
            }
        }
        if (first == null) {
            s.append("/>\n");
        } else {
            boolean error = v.status() == Verdict.Status.UNREADABLE || v.status() == Verdict.Status.NOT_JUDGED;
            String element = error ? "error" : "failure";
            if (error) {
                errors++;
            } else {
                failures++;
            }
            s.append(">\n      <").append(element).append(" type=\"").append(escape(first.ruleId()))
                    .append("\" message=\"").append(escape(oneLine(first))).append("\">")
                    .append(escape(textReport(record, v))).append("</").append(element).append(">\n    </testcase>\n");
        }
        cases.append(s.toString());
    }

    private String oneLine(Finding f) {
        String where = f.where() == null ? "" : texts.text("out.location", f.where().line(), f.where().column()) + ": ";
        return (where + f.message()).replaceAll("\\s*\\R\\s*", " ");
    }

    private String textReport(GameRecord record, Verdict v) {
        StringWriter text = new StringWriter();
        new TextReport(new PrintWriter(text), lang, board).record(record, List.of(v));
        return text.toString();
    }

    @Override
    public void skipped(String name, Message reason) {
        enterSuite(name);
        tests++;
        skipped++;
        cases.append("    <testcase name=\"" + escape(name) + "\" classname=\"" + escape(suite) + "\">\n"
                + "      <skipped message=\"" + escape(texts.render(reason)) + "\"/>\n    </testcase>\n");
    }

    /** Closes the suite of the previous input when this one belongs to another. */
    private void enterSuite(String source) {
        String input = inputOf(source);
        if (input.equals(suite)) {
            return;
        }
        closeSuite();
        suite = input;
    }

    /** The file or archive a source comes from: {@code a.zip!/games/1.kif} comes from {@code a.zip}. */
    static String inputOf(String source) {
        int inArchive = source.indexOf("!/");
        return inArchive < 0 ? source : source.substring(0, inArchive);
    }

    private void closeSuite() {
        if (suite == null) {
            return;
        }
        out.println("  <testsuite name=\"" + escape(suite) + "\" tests=\"" + tests + "\" failures=\"" + failures
                + "\" errors=\"" + errors + "\" skipped=\"" + skipped + "\">");
        cases.drainTo(out);
        out.println("  </testsuite>");
        suite = null;
        tests = 0;
        failures = 0;
        errors = 0;
        skipped = 0;
    }

    @Override
    public void finish(Summary summary) {
        closeSuite();
        out.println("</testsuites>");
        out.flush();
        cases.close();
    }
}
