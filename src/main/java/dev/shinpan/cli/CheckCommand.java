package dev.shinpan.cli;

import dev.shinpan.adjudicate.clock.ClockControl;
import dev.shinpan.cli.report.BoardSvgFile;
import dev.shinpan.cli.report.GithubReport;
import dev.shinpan.cli.report.HtmlReport;
import dev.shinpan.cli.report.JsonReport;
import dev.shinpan.cli.report.JunitReport;
import dev.shinpan.cli.report.Report;
import dev.shinpan.cli.report.Reports;
import dev.shinpan.cli.report.RunConfig;
import dev.shinpan.cli.report.SarifReport;
import dev.shinpan.cli.report.Summary;
import dev.shinpan.cli.report.TerminalText;
import dev.shinpan.cli.report.TextReport;
import dev.shinpan.cli.report.Triage;
import dev.shinpan.cli.report.WriteFailures;
import dev.shinpan.record.Limits;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Message;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import java.util.function.Function;
import picocli.CommandLine.Command;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Reads records and reports, per record, what happened and whether the record's ending agrees. */
@Command(
        name = "check",
        mixinStandardHelpOptions = true,
        modelTransformer = CheckCommand.Model.class,
        sortOptions = false,
        description = {
            "Reads game records (KIF, KI2, CSA, USI/SFEN, JKF; Shift_JIS/CP932, UTF-8 or EUC-JP, recognised by"
                    + " content), replays each main line and reports per record: the first illegal move and the"
                    + " rule it breaks, repetition and perpetual check, impasse points and declaration conditions,"
                    + " the result under the ruleset and whether the record's own ending agrees.",
            "FILE may be a record file, - for standard input, a directory (walked recursively in name order; only"
                    + " files with record, archive or compression extensions are opened, the rest are reported as"
                    + " skipped, and so are named pipes, sockets and devices, and links to what was already walked),"
                    + " an archive (zip, 7z, tar, tar.gz, tar.xz, tar.bz2; archives inside archives too) or a"
                    + " compressed record (.gz, .xz, .bz2). Archives and compression are recognised by their first"
                    + " bytes, whatever the name. A file named explicitly is always read, a named pipe included, and"
                    + " every input is read exactly once: a file or folder named twice, under another name or inside"
                    + " a folder also named is read once, and a note on standard error says so. Multi-record files (CSA with '/', one USI/SFEN game per"
                    + " line) give one report per record.",
            "One bad input never stops a batch: whatever cannot be read, is over a limit, or fails inside shinpan"
                    + " becomes one unreadable record naming the input and why, and the inputs after it are still"
                    + " judged. When no record at all is found, shinpan says so and exits with 3. A failed write of"
                    + " the output (a closed pipe, a full disk) stops the run with exit code 5.",
            "Each verdict names the rules it applies: the document and, where a public text confirms its number,"
                    + " the clause ('shinpan rulesets' lists each preset's). The closing summary counts the records"
                    + " by status, the verdicts and moves judged, the time taken and the records and moves per"
                    + " second, and how often each illegal-move code and each result reason came up.",
        },
        footerHeading = "%nLimits (--limit NAME=VALUE):%n",
        footer = {
            "What one input may cost, so that a hostile or broken input costs bounded time and memory. Going past a"
                    + " limit ends that input (or entry, or record) with an error naming the limit; nothing is cut off"
                    + " silently.",
            LimitOptions.HELP_ROWS,
            "Input bytes held in memory at once, across inputs judged in parallel, stay within an eighth of the"
                    + " Java heap (raise it with -Xmx); one input alone may always use its whole 'input' limit.",
            "",
            "JSON output (--format json, jsonl; 'points --format json' and 'rulesets --format json' use the same"
                    + " objects): every field, with its meaning, is published as a JSON Schema, draft 2020-12, in"
                    + " docs/verdict.schema.json of shinpan's source. --format json writes one document of records,"
                    + " skipped inputs and the summary; --format jsonl one object per record and ruleset per line,"
                    + " with no summary, so the stream is the same on every run.",
            "",
            "Tori Shogi notation (禽将棋; there is no KIF or CSA standard for it, so shinpan reads these):",
            "  USI/SFEN as Fairy-Stockfish's torishogi writes it: start rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR"
                    + " b - 1; squares 1a to 7g (files 1-7 from Black's right, ranks a-g from White's side); moves"
                    + " 3e3d, promotion 4c4b+, drop S*3c; K phoenix, F falcon, C crane, P pheasant, L left quail, R"
                    + " right quail, S swallow, +S goose, +F eagle (upper case Black, lower case White, in hands too:"
                    + " 2Sl). A 7-rank SFEN selects Tori Shogi; 'startpos' needs --variant tori.",
            "  KIF: 手合割：禽将棋 (or 鳥将棋) before the moves, then KIF move lines with squares ７一 to １七 and"
                    + " origins (11) to (77): ３四燕(35), ４二燕成(43), 同　鷹(42), ３二燕打. Names: 鵬 phoenix, 鷹"
                    + " falcon, 鶴 crane, 雉 pheasant, 左鶉 left quail, 右鶉 right quail, 燕 swallow, 鵰 eagle, 鴈 goose"
                    + " (雁 is read too). Falcon and swallow must promote (成) on any move into, out of or within the"
                    + " last two ranks. Hands: 先手の持駒：燕二　左鶉. Terminal words and まで as in KIF.",
            "  KIF board diagram, for any other start: after 手合割：禽将棋, seven rows |v右v雉v鶴v鵬v鶴v雉v左|一 …"
                    + " | 左 雉 鶴 鵬 鶴 雉 右|七; each cell is v (White) or a blank, then one character: 鵬 鷹 鶴 雉"
                    + " 左 右 燕 鵰 鴈 (雁), or ・ for an empty square; 後手番 when White is to move.",
            "  Encoding: .kif is Shift_JIS as Windows writes it (CP932, where 鵰 is 0xFC47; plain JIS X 0208 lacks"
                    + " it), .kifu is UTF-8. KI2 and CSA cannot hold Tori games.",
            "  Rules: 'shinpan rulesets' (tori, tori-3fold). Stalemate loses; there is no impasse rule; a record's"
                    + " 千日手 names the repetition and the ruleset names the loser.",
            "",
            "Reports for CI and for people (--format junit, sarif, html; the exit code is the same for every format):",
            "  Findings: the first illegal move (code as in JSON), a repetition (sennichite, perpetual-check), a"
                    + " declaration that does not win (declaration-no-result, declaration-loss), each way the record"
                    + " disagrees with the rules (the remark id, e.g. ending-disagrees, moves-after-end), and the read"
                    + " errors of an unreadable record (unreadable). Level: error for disagreements and read errors"
                    + " (and for illegal moves with --fail-on illegal), warning for illegal moves, perpetual check and"
                    + " failed declarations (and, with --fail-on winner, for a disagreement in the reason or ply"
                    + " only), note for a plain repetition.",
            "  junit: one <testsuite> with the run's totals (valid under Jenkins xUnit's junit-10.xsd and Ant's"
                    + " JUnit.xsd), a <testcase> per record: classname its folder as a dotted name from the input"
                    + " named, name the file (with #index in a file of several records, and the ruleset when several"
                    + " judged it); <failure> for an inconsistent record (with --fail-on winner, one that names another winner;"
                    + " with --fail-on illegal, also an illegal move), <error>"
                    + " for an unreadable one, <skipped> for a skipped file; the message is the finding in one line,"
                    + " the body the text report of the record.",
            "  sarif: SARIF 2.1.0, one run, as GitHub code scanning takes it; tool.driver.rules lists every code"
                    + " (with --select, those selected) with its description and help; one result per finding with"
                    + " ruleId, level, message, partialFingerprints (the same in every run) and the file relative to"
                    + " %%SRCROOT%%, line and column of the move or statement as written (line 1 for the whole record; an"
                    + " archive entry at its archive, the entry in properties.archiveEntry); properties.citation names"
                    + " the rule applied, as in JSON; the run's properties.summary is the JSON summary object.",
            "  html: one page that fetches nothing (inline CSS, SVG and script): the summary, a table of records to"
                    + " sort and filter, and for every finding a board of the position before the offending move with"
                    + " the move marked, both hands, the side to move, the players (Tori Shogi 7x7) and the rule"
                    + " cited. --lang picks Japanese or English.",
            "  Memory: JUnit holds its test cases until the run ends (its totals come first), HTML the finding boards"
                    + " until they can be written;"
                    + " past 1 MiB they wait in a temporary file.",
        })
final class CheckCommand implements Callable<Integer> {

    /** The options of each ruleset parameter, and the table of limits in the help, made from what declares them. */
    static final class Model implements IModelTransformer {

        @Override
        public CommandSpec transform(CommandSpec spec) {
            return LimitOptions.helpRows(new RulesetOptions.ParameterOptions().transform(spec));
        }
    }

    @Spec
    CommandSpec spec;

    @Parameters(
            paramLabel = "FILE",
            descriptionKey = "shinpan.check.file",
            arity = "1..*",
            description = "Record files, directories, archives, or - for standard input.")
    List<File> files; // File rather than String: shell completion then offers file names

    @Mixin
    RulesetOptions rules = new RulesetOptions();

    @Option(
            names = "--variant",
            paramLabel = "VARIANT",
            order = 1,
            converter = Choice.Variants.class,
            completionCandidates = Choice.Variants.class,
            description = "Read records as this game: standard, tori or minishogi (needed for USI 'startpos' of"
                    + " Tori Shogi or Minishogi; a 7-rank SFEN or 手合割：禽将棋 selects Tori Shogi by itself, a 5-rank"
                    + " SFEN or 手合割：5五将棋 Minishogi).")
    String variant;

    @Option(
            names = "--time-control",
            paramLabel = "CONTROL",
            order = 1,
            converter = TimeControlOption.class,
            description = "Audit every record's move times under this time control instead of the record's own,"
                    + " spelled as floodgate names its games: 600-10 (600 s, then 10 s byoyomi), 300-10F (300 s and a"
                    + " 10 s increment at every move), 0-30 (byoyomi only), 1500 (sudden death); a byoyomi written"
                    + " with a leading zero (1500-060) is a stopwatch. A kind may come first: server: (shogi-server's"
                    + " whole seconds), stopwatch: (seconds under a minute dropped) or chess-clock: (every second).")
    ClockControl timeControl;

    @Option(
            names = "--format",
            paramLabel = "FORMAT",
            order = 2,
            defaultValue = "text",
            completionCandidates = Formats.class,
            converter = Formats.class,
            description = "Output: text (default), json, jsonl, junit (JUnit XML for CI test reports: a test case per"
                    + " record, grouped by folder), sarif (SARIF 2.1.0 for code-scanning views: a result per"
                    + " finding at its line) or html (one self-contained page: summary, a sortable table, and a"
                    + " board of the position for every finding) or github (GitHub Actions workflow commands, an"
                    + " ::error or ::warning annotation per finding at its line).")
    String format;

    /** The --format values, for shell completion; {@link #report} takes each. */
    static final class Formats extends Choice {
        static final List<String> ALL = List.of("text", "json", "jsonl", "junit", "sarif", "html", "github");

        Formats() {
            super("--format", ALL);
        }
    }

    @Option(
            names = "--report",
            paramLabel = "FORMAT=FILE",
            order = 2,
            completionCandidates = Formats.class,
            description = "Also write the report in FORMAT (any --format) to FILE, from the same judging; repeatable:"
                    + " --report junit=junit.xml --report sarif=out.sarif. Exit code 5 when FILE cannot be written.")
    List<String> reportFiles;

    @Mixin
    LangOption lang = new LangOption();

    @Option(
            names = "--board",
            order = 4,
            description = "Show the position the finding concerns as a KIF board diagram (BOD) and SFEN; with move"
                    + " times, both clocks there, and where a side's time ran out, that position too.")
    boolean board;

    @Option(
            names = "--board-svg",
            paramLabel = "FILE",
            order = 5,
            description = "Also draw the disputed position of the one record read as an SVG file: the position before"
                    + " the move of its first finding, that move marked (or the position the verdict concerns when"
                    + " nothing was found). Exit code 2 when more than one record is read; --record picks one.")
    Path boardSvg;

    @Option(
            names = "--record",
            paramLabel = "N",
            order = 5,
            description = "Judge only record N of each input, numbered from 0 as the reports number them (the"
                    + " 'index'): one game of a multi-record CSA or USI file, e.g. to draw it with --board-svg. An"
                    + " input without that record is reported as skipped.")
    Integer record;

    @Option(
            names = "--fail-on",
            paramLabel = "WHAT",
            order = 6,
            completionCandidates = FailOn.Words.class,
            description = "What makes the exit code 1, one or a comma-separated list: inconsistent (the default: any"
                    + " record that disagrees with the rules), winner (only a record whose ending names another"
                    + " winner than the rules, or a result where they give none; one that names the rules' winner"
                    + " for another reason or at another ply then passes, and JUnit, SARIF and HTML report it as a"
                    + " warning), illegal (also a record that holds an illegal move, claimed or not; with"
                    + " inconsistent unless winner is listed).")
    String failOn;

    /** {@link #failOn} read, once {@link #call()} has checked it. */
    private FailOn failing = FailOn.DEFAULT;

    @Option(
            names = "--select",
            paramLabel = "CODE",
            order = 7,
            split = ",",
            completionCandidates = FindingCodes.class,
            description = "Count only findings with these codes (as in JSON and SARIF: an illegal-move code,"
                    + " sennichite, perpetual-check, declaration-loss, ending-disagrees, unreadable, ...): a selected"
                    + " finding makes the exit code 1 (3 for unreadable) whatever its level; the others do not count.")
    List<String> select;

    @Option(
            names = "--ignore",
            paramLabel = "CODE",
            order = 7,
            split = ",",
            completionCandidates = FindingCodes.class,
            description = "Never count findings with these codes, selected or not.")
    List<String> ignore;

    @Option(
            names = "--baseline",
            paramLabel = "FILE",
            order = 7,
            description = "Findings already known, as --write-baseline wrote them: only new findings decide the exit"
                    + " code; each verdict is marked \"baseline\": \"known\" or \"new\" in JSON, each SARIF result"
                    + " has a baselineState (unchanged or new), text and HTML mark each finding [known] or [new], and"
                    + " entries that match nothing any more are listed as fixed in the summary and on standard error.")
    Path baseline;

    @Option(
            names = "--write-baseline",
            paramLabel = "FILE",
            order = 7,
            description = "Write the findings of this run to FILE (sorted JSON, one entry per finding, keyed by the"
                    + " record's content, ruleset, code and ply, not by file name or line) and exit with 0 unless"
                    + " something could not be judged.")
    Path writeBaseline;

    @Option(
            names = {"-l", "--files-with-findings"},
            order = 7,
            description = "Print only the names of inputs with a counted finding, one a line, instead of the report;"
                    + " a name that needs it is quoted as ls --quoting-style=shell-escape does ('a b.kif',"
                    + " $'a\\nb.kif').")
    boolean filesWithFindings;

    @Option(
            names = {"-0", "--null"},
            order = 7,
            description = "With -l, end each name with a NUL character instead of a line end, exactly as it is"
                    + " (no quoting), for xargs -0.")
    boolean nullEnded;

    @Option(
            names = "--stdin-name",
            paramLabel = "NAME",
            order = 6,
            defaultValue = Inputs.STDIN,
            description = "Report standard input (-) under this name (default: -); its extension also breaks ties"
                    + " between formats, as a file's does.")
    String stdinName;

    @Option(
            names = "--jobs",
            paramLabel = "N",
            order = 8,
            description = "Judge N inputs at once (default: one per processor core); more than the cores is lowered to"
                    + " their number, with a warning.")
    Integer jobs;

    @Option(
            names = {"-q", "--quiet"},
            order = 9,
            description = "No progress bar. Standard error then carries only errors and warnings, and the line"
                    + " naming a shinpan.toml found by search; the report and the exit code are the same. The bar"
                    + " is drawn only when standard error is a terminal and standard output is not, and never in a"
                    + " CI job (when the CI environment variable is set).")
    boolean quiet;

    @Mixin
    LimitOptions limitOptions = new LimitOptions();

    @Option(
            names = "--config",
            paramLabel = "FILE",
            order = 95,
            description = "Read the options of the collection from FILE instead of the nearest shinpan.toml (in the"
                    + " folder of an input or above it, else in the working directory or above it). Options given"
                    + " here win over the file's.")
    Path config;

    @Option(names = "--no-config", order = 96, description = "Read no shinpan.toml.")
    boolean noConfig;

    private List<String> knownCodes;
    /** The config file read (named by --config or found), for {@link OutputPolicy}; null when none is. */
    private Path configFile;

    @Override
    public Integer call() {
        ConfigOptions configured = configOptions();
        if (configured != null) {
            located(() -> {
                configured.applyTop(arguments());
                return null;
            });
        }
        checkOptions();
        List<ReportFile.Request> requests = requests();
        checkOutputs(requests);
        BaselineFile.Read known = readBaseline();
        Triage triage = triage(known);
        Diagnostics say = new Diagnostics(spec.commandLine().getErr(), lang.resolve(spec));
        if (configured != null && configured.searched()) {
            // a file nobody named changes how the run judges: say which, even with --quiet
            say.say("cli.config.using", TerminalText.name(configured.file().toString()));
        }
        if (known != null && known.old()) {
            String name = TerminalText.name(baseline.toString());
            say.say("cli.baseline.old-version", name, known.version(), known.stale(), BaselineFile.VERSION);
        }
        Outputs outputs = new Outputs();
        try {
            // every file is started before anything is judged, so that one that cannot be written costs no judging
            for (ReportFile.Request r : requests) {
                try {
                    outputs.reports.add(ReportFile.open(r));
                } catch (IOException e) {
                    say.say(
                            "cli.report.cannot-write",
                            TerminalText.name(r.file().toString()),
                            WriteFailures.why(e));
                    return ExitCodes.OUTPUT_FAILED;
                }
            }
            if (boardSvg != null) {
                try {
                    outputs.board = AtomicFile.create(boardSvg);
                } catch (IOException e) {
                    say.say("out.svg.cannot-write", TerminalText.name(boardSvg.toString()), WriteFailures.why(e));
                    return ExitCodes.OUTPUT_FAILED;
                }
            }
            if (writeBaseline != null) {
                try {
                    outputs.baseline = AtomicFile.create(writeBaseline);
                } catch (IOException e) {
                    say.say(
                            "cli.baseline.write-failed",
                            TerminalText.name(writeBaseline.toString()),
                            WriteFailures.why(e));
                    return ExitCodes.OUTPUT_FAILED;
                }
            }
            return run(configured, triage, outputs, say);
        } finally {
            outputs.abandon(); // what was not put in place whole is thrown away: the old files stay
        }
    }

    /** The files a run writes, each started before the run and put in place whole after it. */
    private static final class Outputs {
        final List<ReportFile> reports = new ArrayList<>();
        AtomicFile.Pending board;
        AtomicFile.Pending baseline;

        void abandon() {
            reports.forEach(ReportFile::abandon);
            if (board != null) {
                board.abandon();
            }
            if (baseline != null) {
                baseline.abandon();
            }
        }
    }

    /** Judges the inputs into the reports and the files started for them; returns the exit code. */
    private int run(ConfigOptions configured, Triage triage, Outputs outputs, Diagnostics say) {
        Variant readAs = readVariant();
        Limits limits = limitOptions.resolve(spec);
        int parallel = parallel(say);
        PrintWriter out = spec.commandLine().getOut();
        List<Report> reports = new ArrayList<>();
        if (!filesWithFindings) {
            reports.add(report(format, out, triage)); // -l prints names instead; the files are still written
        }
        for (ReportFile f : outputs.reports) {
            reports.add(report(f.request().format(), f.writer(), triage));
        }
        Report report = Reports.of(reports);
        BoardSvgFile svgFile = boardSvg == null ? null : new BoardSvgFile(report, boardSvg, lang.resolve(spec));
        Summary summary = new Summary();
        if (configured != null) {
            summary.config(new RunConfig(configured.file().toString(), configured.searched()));
        }
        OwnFiles own = new OwnFiles().output(writeBaseline, "--write-baseline").output(boardSvg, "--board-svg");
        for (ReportFile f : outputs.reports) {
            own.output(f.request().file(), "--report " + f.request().format())
                    .output(f.temporary(), "--report " + f.request().format()); // where it grows meanwhile
        }
        if (outputs.baseline != null) {
            own.output(outputs.baseline.growing(), "--write-baseline");
        }
        if (outputs.board != null) {
            own.output(outputs.board.growing(), "--board-svg");
        }
        // shinpan's own files are never records, whatever the config file excludes
        Function<Path, Message> excluded = path -> {
            Message why = own.byName(path);
            return why != null || configured == null ? why : configured.excluded(path);
        };
        Batch.Settings settings = new Batch.Settings(
                readAs,
                configured == null ? rules::rulesetsFor : located(() -> configured.rulesets(rules)),
                limits,
                parallel,
                stdinName,
                System.in,
                record,
                excluded,
                OwnFiles::byContent,
                timeControl);
        Progress progress = progress();
        Report written = svgFile == null ? report : svgFile;
        // Only a run that selects, keeps a baseline or lists names sorts each finding; the rest pay nothing for it.
        Gate gate = gated() || writeBaseline != null
                ? new Gate(written, triage, failing, filesWithFindings ? out : null, nullEnded)
                : null;
        Report sink = gate == null ? written : gate;
        Batch.Outcome outcome;
        try {
            outcome = new Batch(settings, sink, summary, out, progress).run(arguments());
        } catch (OutputFailedException e) {
            throw e;
        } catch (RuntimeException | Error e) {
            outcome = new Batch.Outcome(0, e);
        } finally {
            progress.clear();
        }
        for (String again : new LinkedHashSet<>(outcome.readAgain())) { // one note a name, however often it is named
            say.say("cli.input.read-once", TerminalText.name(again));
        }
        if (triage.hasBaseline()) {
            summary.fixed(triage.fixed()); // every finding has been seen by the gate now
        }
        // Whatever happened, what was judged is reported and a JSON document is closed.
        sink.finish(summary);
        if (out.checkError()) {
            throw new OutputFailedException();
        }
        boolean reportFailed = false;
        for (ReportFile f : outputs.reports) {
            IOException failure = f.close();
            if (failure != null) {
                say.say(
                        "cli.report.cannot-write",
                        TerminalText.name(f.request().file().toString()),
                        WriteFailures.why(failure));
                reportFailed = true;
            }
        }
        if (reportFailed) {
            return ExitCodes.OUTPUT_FAILED;
        }
        AtomicFile.Pending board = outputs.board;
        BoardSvgFile.NotDrawn notDrawn = svgFile == null
                ? null
                : svgFile.write(bytes -> {
                    board.write(bytes);
                    board.commit();
                });
        if (notDrawn != null) {
            say.sayText(notDrawn.text());
            if (notDrawn.writeFailed()) {
                return ExitCodes.OUTPUT_FAILED;
            }
            if (!svgFile.oneRecord()) {
                return ExitCodes.USAGE;
            }
        }
        int exit = exitCode(summary, outcome, failing, record, say);
        if (writeBaseline != null) {
            try {
                BaselineFile.write(outputs.baseline, triage.seen());
            } catch (IOException e) {
                say.say("cli.baseline.write-failed", TerminalText.name(writeBaseline.toString()), WriteFailures.why(e));
                return ExitCodes.OUTPUT_FAILED;
            }
            return exit == ExitCodes.INCONSISTENT ? ExitCodes.OK : exit;
        }
        if (triage.hasBaseline()) {
            for (Triage.Entry e : triage.fixed().keySet()) {
                say.say("cli.baseline.fixed", e.code(), e.ply(), e.ruleset(), e.recordShown());
            }
        }
        if (!gated()
                || exit != ExitCodes.OK && exit != ExitCodes.INCONSISTENT && exit != ExitCodes.UNREADABLE
                || exit == ExitCodes.UNREADABLE && summary.unsupportedGames() > 0) {
            return exit;
        }
        // Selection and baseline decide among findings: read errors exit 3, the rest 1.
        return gate.unreadable() > 0
                ? ExitCodes.UNREADABLE
                : gate.failing() > 0 ? ExitCodes.INCONSISTENT : ExitCodes.OK;
    }

    /**
     * Checks what the options' converters cannot (the ruleset with its overrides, --fail-on, the
     * limits, the counts, the finding codes) before anything is read: a usage error otherwise. A
     * config file's values pass through here too, one key at a time.
     */
    void checkOptions() {
        try {
            rules.validate();
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        try {
            failing = FailOn.parse(failOn);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        limitOptions.resolve(spec);
        if (jobs != null && jobs < 1) {
            throw UsageProblem.of(spec.commandLine(), "cli.usage.at-least", "--jobs", 1, jobs);
        }
        if (record != null && record < 0) {
            throw UsageProblem.of(spec.commandLine(), "cli.usage.record", record);
        }
        if (nullEnded && !filesWithFindings) {
            throw UsageProblem.of(spec.commandLine(), "cli.usage.null-needs-l", "-0 (--null)", "-l");
        }
        if (select != null) {
            codes("--select", select, knownCodes());
        }
        if (ignore != null) {
            codes("--ignore", ignore, knownCodes());
        }
    }

    /**
     * Refuses, before anything is read, an output that would write over a file the run reads (an
     * input, a record in an input folder, the baseline, the config file) or over another output.
     */
    private void checkOutputs(List<ReportFile.Request> requests) {
        OutputPolicy.Builder policy =
                OutputPolicy.builder().inputs(arguments()).baseline(baseline).config(configFile);
        for (ReportFile.Request r : requests) {
            policy.output("--report " + r.format(), r.file());
        }
        policy.output("--board-svg", boardSvg).output("--write-baseline", writeBaseline);
        UsageProblem refused = policy.build().refusal();
        if (refused != null) {
            throw refused.on(spec.commandLine());
        }
    }

    /**
     * The config file that applies, read: the one --config names, else the one the search finds
     * unless another user could have written it; null with --no-config or when there is none.
     */
    private ConfigOptions configOptions() {
        if (noConfig && config != null) {
            throw UsageProblem.of(spec.commandLine(), "cli.config.both");
        }
        if (noConfig) {
            return null;
        }
        if (config != null) {
            configFile = config;
            return located(() -> new ConfigOptions(ConfigFile.read(config), spec, false));
        }
        Path file = located(() -> ConfigSearch.find(arguments(), Path.of("")));
        if (file == null) {
            return null;
        }
        Message distrusted = ConfigOwnership.distrusted(file);
        if (distrusted != null) {
            // as git with a repository another user owns: said, and judged as without the file
            new Diagnostics(spec.commandLine().getErr(), lang.resolve(spec))
                    .say("cli.config.ignored", TerminalText.name(file.toString()), distrusted);
            return null;
        }
        configFile = file;
        return located(() -> new ConfigOptions(ConfigFile.read(file), spec, true));
    }

    /** Runs a step of reading the config file; its problem becomes this command's usage error. */
    private <T> T located(java.util.function.Supplier<T> step) {
        try {
            return step.get();
        } catch (UsageProblem p) {
            throw p.on(spec.commandLine());
        }
    }

    /** Whether --select, --ignore, --baseline or -l decide the exit code rather than the summary's counts. */
    private boolean gated() {
        return select != null || ignore != null || baseline != null || filesWithFindings;
    }

    /**
     * The baseline asked for, read, or null without one; an unreadable baseline is a usage error. One
     * that is not there yet while --write-baseline names it (a config's {@code baseline} written the first
     * time) is no baseline.
     */
    private BaselineFile.Read readBaseline() {
        if (baseline == null) {
            return null;
        }
        if (writeBaseline != null
                && !java.nio.file.Files.exists(baseline)
                && baseline.toAbsolutePath()
                        .normalize()
                        .equals(writeBaseline.toAbsolutePath().normalize())) {
            return null;
        }
        try {
            return BaselineFile.read(baseline);
        } catch (IllegalArgumentException e) {
            throw UsageProblem.of(spec.commandLine(), "cli.baseline.unreadable", e.getMessage());
        }
    }

    /** The selection and baseline asked for; unknown codes are usage errors. */
    private Triage triage(BaselineFile.Read known) {
        List<String> selected = select == null ? null : codes("--select", select, knownCodes());
        List<String> ignored = ignore == null ? List.of() : codes("--ignore", ignore, knownCodes());
        return new Triage(selected, ignored, known == null ? null : known.entries());
    }

    /** The finding codes --select and --ignore take: made once, and only when one is given (it renders every rule's text). */
    private List<String> knownCodes() {
        if (knownCodes == null) {
            knownCodes = FindingCodes.all();
        }
        return knownCodes;
    }

    private List<String> codes(String option, List<String> given, List<String> known) {
        try {
            return given.stream()
                    .map(String::strip)
                    .map(c -> Choice.pick(option, known, c))
                    .toList();
        } catch (UsageProblem p) {
            throw p.on(spec.commandLine());
        }
    }

    /**
     * How many inputs are judged at once: {@code --jobs}, at most one per processor core. More
     * would only wait for a core, and a billion would ask for a queue and threads beyond any heap.
     */
    private int parallel(Diagnostics say) {
        int cores = Runtime.getRuntime().availableProcessors();
        if (jobs == null) {
            return cores;
        }
        if (jobs > cores) {
            say.say("cli.jobs.capped", jobs, cores);
            return cores;
        }
        return jobs;
    }

    /**
     * An internal error wins over finding no record at all, then over a ruleset of the other game
     * (a usage mismatch), then over unreadable inputs and records of a game shinpan does not judge
     * (both could not be judged), which win over inconsistent records: the code
     * names the worst that happened, the report says where. {@code record} is the one record
     * {@code --record} asked for, or null; finding none then names it.
     */
    static int exitCode(Summary summary, Batch.Outcome outcome, FailOn failOn, Integer record, Diagnostics say) {
        if (outcome.crash() != null) {
            say.say("cli.internal.crash", String.valueOf(outcome.crash()));
            return ExitCodes.INTERNAL_ERROR;
        }
        if (outcome.internalErrors() > 0) {
            say.say("cli.internal.records", outcome.internalErrors());
            return ExitCodes.INTERNAL_ERROR;
        }
        if (summary.records() == 0) {
            if (record != null) {
                say.say("cli.no-such-record", record);
            } else {
                say.say(summary.skipped() > 0 ? "cli.no-record.skipped" : "cli.no-record", summary.skipped());
            }
            return ExitCodes.UNREADABLE;
        }
        if (summary.notJudged() > summary.unsupportedGames()) {
            return ExitCodes.USAGE; // --ruleset named a preset of another game than some record's
        }
        if (summary.unreadable() > 0 || summary.unsupportedGames() > 0) {
            return ExitCodes.UNREADABLE;
        }
        int failing = failOn.winnerOnly() ? summary.winnerDisagreements() : summary.inconsistent();
        if (failing > 0 || failOn.illegal() && summary.withIllegalMove() > 0) {
            return ExitCodes.INCONSISTENT;
        }
        return ExitCodes.OK;
    }

    /**
     * A progress bar on standard error when someone watches it: not with --quiet, not in a CI job
     * (any non-empty CI variable, as CI systems set it), not when standard error is no terminal.
     */
    private Progress progress() {
        String ci = System.getenv("CI");
        if (quiet || ci != null && !ci.isEmpty()) {
            return Progress.NONE;
        }
        OptionalInt width = Terminals.progressWidth();
        if (width.isEmpty()) {
            return Progress.NONE;
        }
        return new ProgressBar(
                spec.commandLine().getErr(),
                width.getAsInt(),
                Inputs.knownSize(dev.shinpan.record.format.Formats.inputNames(), arguments())
                        .orElse(-1),
                ProgressBar.intervalMillis(),
                lang.resolve(spec),
                System::nanoTime);
    }

    /** The FILE arguments as given ({@code -} included), for {@link Inputs} to look at. */
    private List<String> arguments() {
        return files.stream().map(File::getPath).toList();
    }

    /** shinpan's version for the SARIF tool description, as {@code --version} gives it. */
    private String version() {
        String[] lines = spec.root().version();
        return lines.length == 0 ? null : lines[0].replaceFirst("^shinpan ", "");
    }

    private Variant readVariant() {
        if (variant == null) {
            return null;
        }
        return Variants.byName(variant).orElseThrow(); // its converter took only a known one
    }

    /** The --report values read; a bad one is a usage error. */
    private List<ReportFile.Request> requests() {
        if (reportFiles == null) {
            return List.of();
        }
        try {
            return reportFiles.stream()
                    .map(v -> ReportFile.Request.parse(v, Formats.ALL))
                    .toList();
        } catch (UsageProblem p) {
            throw p.on(spec.commandLine());
        }
    }

    private Report report(String format, PrintWriter out, Triage triage) {
        return switch (format) {
            case "text" -> new TextReport(out, lang.resolve(spec), board, triage);
            case "json" -> new JsonReport(out, false, board, triage);
            case "jsonl" -> new JsonReport(out, true, board, triage);
            case "github" -> new GithubReport(out, lang.resolve(spec), failing.illegal(), failing.winnerOnly(), triage);
            case "junit" ->
                new JunitReport(
                        out, lang.resolve(spec), board, failing.illegal(), failing.winnerOnly(), triage, arguments());
            case "sarif" ->
                new SarifReport(
                        out,
                        lang.resolve(spec),
                        failing.illegal(),
                        failing.winnerOnly(),
                        version(),
                        triage,
                        arguments());
            case "html" -> new HtmlReport(out, lang.resolve(spec), failing.illegal(), failing.winnerOnly(), triage);
            default ->
                throw new ParameterException(
                        spec.commandLine(),
                        "--format takes text, json, jsonl, junit, sarif or html, not '" + format + "'");
        };
    }
}
