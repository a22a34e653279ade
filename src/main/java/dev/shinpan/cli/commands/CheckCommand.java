package dev.shinpan.cli.commands;

import dev.shinpan.adjudicate.clock.ClockControl;
import dev.shinpan.cli.batch.Batch;
import dev.shinpan.cli.batch.ExitStatus;
import dev.shinpan.cli.batch.Gate;
import dev.shinpan.cli.config.ConfigFile;
import dev.shinpan.cli.config.ConfigOwnership;
import dev.shinpan.cli.config.ConfigSearch;
import dev.shinpan.cli.options.Choice;
import dev.shinpan.cli.options.FailOn;
import dev.shinpan.cli.options.FindingCodes;
import dev.shinpan.cli.options.LangOption;
import dev.shinpan.cli.options.LimitOptions;
import dev.shinpan.cli.options.RulesetOptions;
import dev.shinpan.cli.options.TimeControlOption;
import dev.shinpan.cli.options.UsageProblem;
import dev.shinpan.cli.output.AtomicFile;
import dev.shinpan.cli.output.BaselineFile;
import dev.shinpan.cli.output.OutputFailedException;
import dev.shinpan.cli.output.OutputPolicy;
import dev.shinpan.cli.output.OwnFiles;
import dev.shinpan.cli.output.ReportFile;
import dev.shinpan.cli.report.BoardSvgFile;
import dev.shinpan.cli.report.Report;
import dev.shinpan.cli.report.Reports;
import dev.shinpan.cli.report.RunConfig;
import dev.shinpan.cli.report.RunTotals;
import dev.shinpan.cli.report.Triage;
import dev.shinpan.cli.report.WriteFailures;
import dev.shinpan.cli.terminal.Progress;
import dev.shinpan.cli.terminal.ProgressBar;
import dev.shinpan.cli.terminal.TerminalText;
import dev.shinpan.cli.terminal.Terminals;
import dev.shinpan.record.Limits;
import dev.shinpan.record.format.Formats;
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
        modelTransformer = RulesetOptions.ParameterOptions.class,
        sortOptions = false)
public final class CheckCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", descriptionKey = "shinpan.check.file", arity = "1..*")
    List<File> files; // File rather than String: shell completion then offers file names

    @Mixin
    RulesetOptions rules = new RulesetOptions();

    @Option(
            names = "--variant",
            paramLabel = "VARIANT",
            order = 1,
            converter = Choice.Variants.class,
            completionCandidates = Choice.Variants.class)
    String variant;

    @Option(names = "--time-control", paramLabel = "CONTROL", order = 1, converter = TimeControlOption.class)
    ClockControl timeControl;

    @Option(
            names = "--format",
            paramLabel = "FORMAT",
            order = 2,
            defaultValue = "text",
            completionCandidates = ReportFormats.class,
            converter = ReportFormats.class)
    String format;

    @Option(names = "--report", paramLabel = "FORMAT=FILE", order = 2, completionCandidates = ReportFormats.class)
    List<String> reportFiles;

    @Mixin
    LangOption lang = new LangOption();

    @Option(names = "--board", order = 4)
    boolean board;

    @Option(names = "--board-svg", paramLabel = "FILE", order = 5)
    Path boardSvg;

    @Option(names = "--record", paramLabel = "N", order = 5)
    Integer record;

    @Option(names = "--fail-on", paramLabel = "WHAT", order = 6, completionCandidates = FailOn.Words.class)
    String failOn;

    /** {@link #failOn} read, once {@link #call()} has checked it. */
    private FailOn failing = FailOn.DEFAULT;

    @Option(names = "--select", paramLabel = "CODE", order = 7, split = ",", completionCandidates = FindingCodes.class)
    List<String> select;

    @Option(names = "--ignore", paramLabel = "CODE", order = 7, split = ",", completionCandidates = FindingCodes.class)
    List<String> ignore;

    @Option(names = "--baseline", paramLabel = "FILE", order = 7)
    Path baseline;

    @Option(names = "--write-baseline", paramLabel = "FILE", order = 7)
    Path writeBaseline;

    @Option(
            names = {"-l", "--files-with-findings"},
            order = 7)
    boolean filesWithFindings;

    @Option(
            names = {"-0", "--null"},
            order = 7)
    boolean nullEnded;

    @Option(names = "--stdin-name", paramLabel = "NAME", order = 6, defaultValue = Inputs.STDIN)
    String stdinName;

    @Option(names = "--jobs", paramLabel = "N", order = 8)
    Integer jobs;

    @Option(
            names = {"-q", "--quiet"},
            order = 9)
    boolean quiet;

    @Mixin
    LimitOptions limitOptions = new LimitOptions();

    @Option(names = "--config", paramLabel = "FILE", order = 95)
    Path config;

    @Option(names = "--no-config", order = 96)
    boolean noConfig;

    private List<String> knownCodes;
    /** The config file read (named by --config or found), for {@link OutputPolicy}; null when none is. */
    private Path configFile;

    @Override
    public Integer call() {
        return check().code();
    }

    private ExitStatus check() {
        ConfigOptions configured = configOptions();
        if (configured != null) {
            located(() -> {
                configured.applyTop(arguments());
                return null;
            });
        }
        checkOptions();
        List<ReportFile.Request> requests = requests();
        OutputFiles outputs = new OutputFiles(requests, boardSvg, writeBaseline);
        checkOutputs(outputs);
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
        try {
            if (!outputs.start(say)) {
                return ExitStatus.OUTPUT_FAILED;
            }
            return run(configured, triage, outputs, say);
        } finally {
            outputs.abandon();
        }
    }

    /** Judges the inputs into the reports and the files started for them; what the run came to. */
    private ExitStatus run(ConfigOptions configured, Triage triage, OutputFiles outputs, Diagnostics say) {
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
        RunTotals summary = new RunTotals();
        if (configured != null) {
            summary.config(new RunConfig(configured.file().toString(), configured.searched()));
        }
        OwnFiles own = outputs.own();
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
            return ExitStatus.OUTPUT_FAILED;
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
                return ExitStatus.OUTPUT_FAILED;
            }
            if (!svgFile.oneRecord()) {
                return ExitStatus.USAGE;
            }
        }
        ExitStatus exit = exitStatus(summary, outcome, failing, record, say);
        if (writeBaseline != null) {
            try {
                BaselineFile.write(outputs.baseline, triage.seen());
            } catch (IOException e) {
                say.say("cli.baseline.write-failed", TerminalText.name(writeBaseline.toString()), WriteFailures.why(e));
                return ExitStatus.OUTPUT_FAILED;
            }
            return exit == ExitStatus.INCONSISTENT ? ExitStatus.OK : exit; // the findings are the baseline now
        }
        if (triage.hasBaseline()) {
            for (Triage.Entry e : triage.fixed().keySet()) {
                say.say("cli.baseline.fixed", e.code(), e.ply(), e.ruleset(), e.recordShown());
            }
        }
        return gated() ? gate.decide(exit, summary) : exit;
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
    private void checkOutputs(OutputFiles outputs) {
        UsageProblem refused = outputs.into(OutputPolicy.builder()
                        .inputs(arguments())
                        .baseline(baseline)
                        .config(configFile))
                .build()
                .refusal();
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
        } catch (BaselineFile.Unreadable e) {
            throw UsageProblem.of(spec.commandLine(), "cli.baseline.unreadable", e.why());
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
     * What a batch came to ({@link ExitStatus#of}), and why when it is no record's fault: an internal
     * error, or no record found. {@code record} is the one record {@code --record} asked for, or null;
     * finding none then names it.
     */
    public static ExitStatus exitStatus(
            RunTotals summary, Batch.Outcome outcome, FailOn failOn, Integer record, Diagnostics say) {
        if (outcome.crash() != null) {
            say.say("cli.internal.crash", String.valueOf(outcome.crash()));
        } else if (outcome.internalErrors() > 0) {
            say.say("cli.internal.records", outcome.internalErrors());
        } else if (summary.records() == 0) {
            if (record != null) {
                say.say("cli.no-such-record", record);
            } else {
                say.say(summary.skipped() > 0 ? "cli.no-record.skipped" : "cli.no-record", summary.skipped());
            }
        }
        return ExitStatus.of(summary, outcome.crash() != null || outcome.internalErrors() > 0, failOn);
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
                Inputs.knownSize(Formats.inputNames(), arguments()).orElse(-1),
                ProgressBar.intervalMillis(),
                lang.resolve(spec).catalogue(),
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
                    .map(v -> ReportFile.Request.parse(v, ReportFormats.ALL))
                    .toList();
        } catch (UsageProblem p) {
            throw p.on(spec.commandLine());
        }
    }

    private Report report(String format, PrintWriter out, Triage triage) {
        return ReportFormats.report(
                format,
                out,
                new ReportFormats.Setup(lang.resolve(spec), board, failing, version(), triage, arguments()));
    }
}
