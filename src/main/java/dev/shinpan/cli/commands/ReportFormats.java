package dev.shinpan.cli.commands;

import dev.shinpan.cli.options.Choice;
import dev.shinpan.cli.options.FailOn;
import dev.shinpan.cli.report.GithubReport;
import dev.shinpan.cli.report.HtmlReport;
import dev.shinpan.cli.report.JsonReport;
import dev.shinpan.cli.report.JunitReport;
import dev.shinpan.cli.report.Lang;
import dev.shinpan.cli.report.Report;
import dev.shinpan.cli.report.SarifReport;
import dev.shinpan.cli.report.TextReport;
import dev.shinpan.cli.report.Triage;
import java.io.PrintWriter;
import java.util.List;

/** The report formats of {@code check --format} and {@code --report}: the values, for the option and shell completion, and the report each makes. */
final class ReportFormats extends Choice {
    static final List<String> ALL = List.of("text", "json", "jsonl", "junit", "sarif", "html", "github");

    ReportFormats() {
        super("--format", ALL);
    }

    /**
     * What a report is made with besides its format and where it writes.
     *
     * @param version   shinpan's version for SARIF's tool description, or null
     * @param arguments the FILE arguments as given, from which JUnit and SARIF name records
     */
    record Setup(Lang lang, boolean board, FailOn failing, String version, Triage triage, List<String> arguments) {}

    /** The report of a format, one of {@link #ALL} (the option's converter takes no other). */
    static Report report(String format, PrintWriter out, Setup s) {
        return switch (format) {
            case "text" -> new TextReport(out, s.lang(), s.board(), s.triage());
            case "json" -> new JsonReport(out, false, s.board(), s.triage());
            case "jsonl" -> new JsonReport(out, true, s.board(), s.triage());
            case "github" ->
                new GithubReport(
                        out, s.lang(), s.failing().illegal(), s.failing().winnerOnly(), s.triage());
            case "junit" ->
                new JunitReport(
                        out,
                        s.lang(),
                        s.board(),
                        s.failing().illegal(),
                        s.failing().winnerOnly(),
                        s.triage(),
                        s.arguments());
            case "sarif" ->
                new SarifReport(
                        out,
                        s.lang(),
                        s.failing().illegal(),
                        s.failing().winnerOnly(),
                        s.version(),
                        s.triage(),
                        s.arguments());
            case "html" ->
                new HtmlReport(out, s.lang(), s.failing().illegal(), s.failing().winnerOnly(), s.triage());
            default -> throw new IllegalArgumentException("no report format " + format);
        };
    }
}
