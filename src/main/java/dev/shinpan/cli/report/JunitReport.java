package dev.shinpan.cli.report;

import static dev.shinpan.cli.report.Markup.escape;

import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import dev.shinpan.text.Message;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * JUnit XML as Jenkins (the junit and xunit steps), GitLab and GitHub test reporters read it, valid under
 * both schemas those tools follow: the Jenkins xUnit plugin's {@code junit-10.xsd} and Apache Ant's
 * {@code JUnit.xsd}. A {@code <testcase>} per record and ruleset: its {@code classname} the record's
 * folder as a dotted name and its name the file's ({@link JunitNames}), with {@code #index} for a file of
 * several records and the ruleset when several judged it. An inconsistent record is a {@code <failure>}
 * (with {@code --fail-on illegal}, a record with an illegal move too) and an unreadable one an
 * {@code <error>}, each with the finding in one line as its message and the record's text report as its
 * body; a file skipped in a directory or archive is a {@code <skipped>} test case. A test case fails
 * exactly when the exit code counts one of its findings ({@link Triage#fails}): a finding
 * {@code --ignore}d, left out by {@code --select} or known to the baseline passes.
 *
 * <p>The document is one {@code <testsuite>} holding every test case, with the run's totals. The two
 * schemas accept no document with totals on a {@code <testsuites>} root: Ant's allows that element no
 * attribute at all and wants each suite inside it numbered ({@code id}, {@code package}), and
 * {@code junit-10.xsd} has no {@code skipped} on it. A lone {@code <testsuite>} (what Surefire and Ant
 * write for a run) carries tests, failures, errors, skipped and time under both, and every reader groups
 * test cases by classname, not by suite, so nothing is lost by having one.
 *
 * <p>The suite's counts come before its test cases, so the test cases are held back in a {@link Spool}
 * (memory up to a limit, then a temporary file) until the run ends; memory stays bounded for archives of
 * any size. The first record of a file is held until the next shows whether the file has more (and its
 * test cases need {@code #index}).
 */
public final class JunitReport implements Report {

    /** Ant's schema wants the suite's start without a zone, to the second: the run's, in UTC. */
    private static final DateTimeFormatter TIMESTAMP =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss", Locale.ROOT);

    private final PrintWriter out;
    private final Lang lang;
    private final boolean board;
    private final ReportTexts texts;
    private final Findings findings;
    private final Triage triage;
    private final JunitNames names;
    private final String timestamp;
    private final Spool cases = new Spool();
    private int tests;
    private int failures;
    private int errors;
    private int skipped;
    /** The first record of a file, not written until the next record says whether the file has more. */
    private GameRecord held;

    private List<Verdict> heldVerdicts;
    /** The file whose records are being written, known to hold several; null otherwise. */
    private String severalRecords;

    public JunitReport(PrintWriter out, Lang lang, boolean board, boolean failOnIllegal) {
        this(out, lang, board, failOnIllegal, false);
    }

    /** @param winnerOnly a disagreement in the reason or ply only is a warning, not a failure ({@code --fail-on winner}) */
    public JunitReport(PrintWriter out, Lang lang, boolean board, boolean failOnIllegal, boolean winnerOnly) {
        this(out, lang, board, failOnIllegal, winnerOnly, Triage.none(), List.of());
    }

    /**
     * @param triage which findings count and which the baseline knows: only the others fail a test case
     * @param inputs the inputs as named on the command line, from which each record's folder is named
     */
    public JunitReport(
            PrintWriter out,
            Lang lang,
            boolean board,
            boolean failOnIllegal,
            boolean winnerOnly,
            Triage triage,
            List<String> inputs) {
        this.out = out;
        this.triage = triage;
        this.lang = lang;
        this.board = board;
        this.texts = ReportTexts.of(lang);
        this.findings = new Findings(texts, failOnIllegal, winnerOnly);
        this.names = new JunitNames(inputs);
        this.timestamp = TIMESTAMP.format(LocalDateTime.now(ZoneOffset.UTC));
    }

    @Override
    public void record(GameRecord record, List<Verdict> verdicts) {
        if (held != null) {
            boolean more = held.source().equals(record.source());
            writeHeld(more);
            severalRecords = more ? record.source() : null;
        }
        if (record.index() > 0 || record.source().equals(severalRecords)) {
            severalRecords = record.source();
            testCases(record, verdicts, true);
        } else {
            severalRecords = null;
            held = record;
            heldVerdicts = verdicts;
        }
    }

    private void writeHeld(boolean severalInFile) {
        if (held != null) {
            testCases(held, heldVerdicts, severalInFile);
            held = null;
            heldVerdicts = null;
        }
    }

    private void testCases(GameRecord record, List<Verdict> verdicts, boolean severalInFile) {
        JunitNames.Place place = names.of(record.source());
        String name = severalInFile ? place.file() + " #" + record.index() : place.file();
        for (Verdict v : verdicts) {
            testCase(record, v, verdicts.size() > 1 ? name + " (" + v.ruleset().name() + ")" : name, place.classname());
        }
    }

    private void testCase(GameRecord record, Verdict v, String name, String classname) {
        tests++;
        StringBuilder s = new StringBuilder();
        s.append("  ").append(testCaseTag(name, classname));
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
            s.append(">\n    <")
                    .append(element)
                    .append(" type=\"")
                    .append(escape(first.ruleId()))
                    .append("\" message=\"")
                    .append(escape(oneLine(first)))
                    .append("\">")
                    .append(escape(textReport(record, v)))
                    .append("</")
                    .append(element)
                    .append(">\n  </testcase>\n");
        }
        cases.append(s.toString());
    }

    /**
     * A test case's opening tag, left open. Ant's schema wants a time on every test case; records are
     * judged in parallel and none is timed alone, so it is 0 (the suite has the run's time).
     */
    private static String testCaseTag(String name, String classname) {
        return "<testcase name=\"" + escape(name) + "\" classname=\"" + escape(classname) + "\" time=\"0\"";
    }

    private String oneLine(Finding f) {
        String where = f.where() == null
                ? ""
                : texts.text("out.location", f.where().line(), f.where().column()) + ": ";
        return (where + f.message()).replaceAll("\\s*\\R\\s*", " ");
    }

    private String textReport(GameRecord record, Verdict v) {
        StringWriter text = new StringWriter();
        new TextReport(new PrintWriter(text), lang, board).record(record, List.of(v));
        return text.toString();
    }

    @Override
    public void skipped(String name, Message reason) {
        writeHeld(false);
        severalRecords = null;
        JunitNames.Place place = names.of(name);
        tests++;
        skipped++;
        cases.append("  " + testCaseTag(place.file(), place.classname()) + ">\n" + "    <skipped message=\""
                + escape(texts.render(reason)) + "\"/>\n  </testcase>\n");
    }

    /**
     * Writes the suite: its totals, then the test cases held back. Ant's schema wants the attributes
     * {@code timestamp} and {@code hostname} and the elements {@code properties}, {@code system-out} and
     * {@code system-err}; the host is {@code localhost}, as that schema says when it is not looked up (a
     * report that may be published need not name the machine it was made on).
     */
    @Override
    public void finish(RunTotals summary) {
        writeHeld(false);
        out.println("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
        out.println("<testsuite name=\"shinpan check\" tests=\"" + tests + "\" failures=\"" + failures
                + "\" errors=\"" + errors + "\" skipped=\"" + skipped + "\" time=\"" + seconds(summary.elapsed())
                + "\" timestamp=\"" + timestamp + "\" hostname=\"localhost\">");
        out.println("  <properties/>");
        cases.drainTo(out);
        out.println("  <system-out/>");
        out.println("  <system-err/>");
        out.println("</testsuite>");
        out.flush();
        cases.close();
    }

    /** Seconds to the millisecond, as both schemas read a time (junit-10.xsd allows three decimals at most). */
    static String seconds(Duration elapsed) {
        long millis = Math.max(0, elapsed.toMillis());
        return millis / 1000 + "." + String.format(Locale.ROOT, "%03d", millis % 1000);
    }
}
