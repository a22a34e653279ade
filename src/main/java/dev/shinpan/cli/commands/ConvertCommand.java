package dev.shinpan.cli.commands;

import dev.shinpan.cli.batch.ExitStatus;
import dev.shinpan.cli.batch.PathHashes;
import dev.shinpan.cli.options.Choice;
import dev.shinpan.cli.options.LangOption;
import dev.shinpan.cli.options.LimitOptions;
import dev.shinpan.cli.options.UsageProblem;
import dev.shinpan.cli.output.AtomicFile;
import dev.shinpan.cli.output.OutputFailedException;
import dev.shinpan.cli.report.ReportTexts;
import dev.shinpan.cli.report.TextReport;
import dev.shinpan.cli.report.WriteFailures;
import dev.shinpan.cli.terminal.TerminalText;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.codec.Converted;
import dev.shinpan.record.codec.RecordWriter;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputBudget;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.record.text.StrictEncoder;
import dev.shinpan.text.Message;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.stream.Collectors;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Writes each record of the inputs in another format, one file per record, saying what the target could not keep. */
@Command(name = "convert", mixinStandardHelpOptions = true, sortOptions = false)
final class ConvertCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    /** The same limits as check's, so a hostile input costs convert and points no more than it costs check. */
    @Mixin
    LimitOptions limitOptions = new LimitOptions();

    @Parameters(paramLabel = "FILE", descriptionKey = "shinpan.convert.file", arity = "1..*")
    List<File> files; // File rather than String: shell completion then offers file names

    /** What to write: one format, or each record's own. */
    static final class Target {
        @Option(
                names = "--to",
                paramLabel = "FORMAT",
                required = true,
                order = 1,
                converter = Targets.class,
                completionCandidates = Targets.class)
        String to;

        @Option(names = "--normalize", required = true, order = 1)
        boolean normalize;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Target wanted = new Target();

    @Option(
            names = "--encoding",
            paramLabel = "ENCODING",
            order = 2,
            defaultValue = "utf-8",
            converter = Encodings.class,
            completionCandidates = Encodings.class)
    String encoding;

    @Option(names = "--out", paramLabel = "DIR", required = true, order = 3)
    Path out;

    @Option(names = "--force", order = 4)
    boolean force;

    @Option(names = "--strict", order = 5)
    boolean strict;

    @Mixin
    LangOption lang = new LangOption();

    /** The --to values. */
    static final class Targets extends Choice {
        Targets() {
            super("--to", List.of("kif", "ki2", "csa", "usi", "jkf"));
        }
    }

    /** The --encoding values. */
    static final class Encodings extends Choice {
        Encodings() {
            super("--encoding", List.of("utf-8", "shift_jis"));
        }
    }

    /**
     * The output could not be written: the run stops. A cancellation, as the input walk lets that
     * alone through; any other failure inside it would become an unreadable input.
     */
    private static final class Stop extends CancellationException {
        private static final long serialVersionUID = 1L;

        /** Whether standard output failed, rather than a file. */
        final boolean stdout;

        Stop(boolean stdout) {
            super("stopped");
            this.stdout = stdout;
        }
    }

    /** The format --to names, or null with --normalize (each record's own). */
    private RecordFormat target;

    private TargetEncoding charset;
    private final Map<RecordFormat, RecordWriter> writers = new EnumMap<>(RecordFormat.class);
    private ReportTexts texts;
    private PrintWriter stdout;
    /** The files this run wrote, so that two records never share one. */
    private final PathHashes written = new PathHashes();
    /** Set when a write failed; the run then stops. */
    private Stop stopped;

    private int converted;
    private int notWritten;
    private int unreadable;
    private int internal;
    /** Each record written without something it holds, and what: listed again after the count. */
    private final List<String> lossy = new ArrayList<>();

    private ConvertedVerdict verdicts;

    @Override
    public Integer call() {
        target = wanted.normalize ? null : RecordFormat.valueOf(wanted.to.toUpperCase(Locale.ROOT));
        charset = TargetEncoding.of(encoding);
        if (charset == TargetEncoding.SHIFT_JIS && (target == RecordFormat.USI || target == RecordFormat.JKF)) {
            throw UsageProblem.of(spec.commandLine(), "cli.convert.encoding", wanted.to, encoding, "kif, ki2, csa");
        }
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw UsageProblem.of(spec.commandLine(), "cli.convert.out-not-directory", out.toString());
        }
        texts = ReportTexts.of(lang.resolve(spec));
        stdout = spec.commandLine().getOut();
        Limits limits = limitOptions.resolve(spec);
        Inputs inputs = new Inputs(Formats.inputNames(), limits, InputBudget.unlimited(), Inputs.STDIN, System.in);
        RecordLoader loader = new RecordLoader(limits);
        verdicts = new ConvertedVerdict(new RecordLoader(limits));
        try {
            for (File file : files) {
                String argument = file.getPath();
                boolean directory = isDirectory(argument);
                inputs.read(List.of(argument), new Inputs.Visitor() {
                    @Override
                    public void entry(InputEntry entry) {
                        loader.load(entry, null, record -> record(argument, directory, record));
                        if (stopped != null) {
                            throw stopped; // out here: the loader takes what its sink throws for a reader's bug
                        }
                    }

                    @Override
                    public void skipped(String name, Message reason) {
                        line("cli.convert.skipped", TerminalText.name(name), reason);
                    }
                });
            }
        } catch (Stop stop) {
            if (stop.stdout) {
                throw new OutputFailedException(); // Main says why
            }
            return ExitStatus.OUTPUT_FAILED.code();
        }
        PrintWriter err = spec.commandLine().getErr();
        err.println("shinpan: " + texts.text("cli.convert.summary", converted, notWritten, unreadable));
        if (!lossy.isEmpty()) {
            err.println("shinpan: " + texts.text("cli.convert.summary.lossy", lossy.size()));
            lossy.forEach(l -> err.println("  " + l));
        }
        return ExitStatus.worst(
                        internal > 0,
                        false,
                        unreadable > 0 || converted + notWritten == 0,
                        notWritten > 0 || strict && !lossy.isEmpty())
                .code();
    }

    /** KIF and KI2 say their encoding by their extension: .kifu and .ki2u are UTF-8. */
    private static String extension(RecordFormat format, RecordWriter writer, TargetEncoding charset) {
        String e = writer.extension();
        boolean kakinoki = format == RecordFormat.KIF || format == RecordFormat.KI2;
        return kakinoki && charset == TargetEncoding.UTF_8 ? e + "u" : e;
    }

    private static boolean isDirectory(String argument) {
        try {
            return !argument.equals(Inputs.STDIN) && Files.isDirectory(Path.of(argument));
        } catch (InvalidPathException e) {
            return false; // Inputs reports the name
        }
    }

    private void record(String argument, boolean directory, GameRecord record) {
        if (stopped == null) {
            try {
                convert(argument, directory, record);
            } catch (Stop stop) {
                stopped = stop;
            }
        }
    }

    private void convert(String argument, boolean directory, GameRecord record) {
        String source = TerminalText.name(record.source()) + (record.index() > 0 ? " #" + record.index() : "");
        if (!record.readable()) {
            unreadable++;
            line("cli.convert.unreadable", source);
            for (Problem p : record.problems()) {
                if (p.isError()) {
                    stdout.println(
                            "  " + shown(Message.of("report.problem.error", TextReport.located(p), p.catalogued())));
                }
            }
            flush();
            return;
        }
        RecordFormat format = target != null ? target : record.format();
        RecordWriter writer = writers.computeIfAbsent(format, Formats::writer);
        if (!writer.holds(record.variant())) {
            notWritten++;
            line(
                    "cli.convert.cannot-hold",
                    source,
                    format.name(),
                    texts.catalogue().term(record.variant()));
            return;
        }
        // JSON and USI have one encoding; --normalize writes them so whatever --encoding says
        TargetEncoding charset =
                format == RecordFormat.USI || format == RecordFormat.JKF ? TargetEncoding.UTF_8 : this.charset;
        String extension = extension(format, writer, charset);
        Path named = OutputNames.of(argument, directory, record.source(), record.index(), extension, false);
        Path path = out.resolve(OutputNames.fitted(named));
        if (!written.add(path)) {
            // game.kif and game.csa of one folder: the later keeps its own extension too (game.csa.jkf)
            Path first = path;
            named = OutputNames.of(argument, directory, record.source(), record.index(), extension, true);
            path = out.resolve(OutputNames.fitted(named));
            if (!written.add(path)) {
                notWritten++;
                line("cli.convert.again", source, TerminalText.name(first.toString()));
                return;
            }
        }
        String shown = TerminalText.name(path.toString());
        Path link = linkOnTheWay(path);
        if (link != null) {
            notWritten++;
            line("cli.convert.through-link", source, TerminalText.name(link.toString()));
            return;
        }
        if (!path.equals(out.resolve(named))) {
            line(
                    "cli.convert.shortened",
                    source,
                    TerminalText.name(out.resolve(named).toString()),
                    shown);
        }
        Converted c;
        byte[] bytes;
        try {
            c = writer.write(record, Formats.facts(record));
            Message changed = verdicts.check(record, c, writer.extension());
            if (changed != null) {
                List<Message> dropped = new ArrayList<>(c.dropped());
                dropped.add(changed);
                c = new Converted(c.text(), dropped);
            }
            bytes = charset.encode(c.text());
        } catch (RecordWriter.Unwritable e) {
            notWritten++;
            line("cli.convert.unwritable", source, format.name(), texts.render(e.why));
            return;
        } catch (StrictEncoder.Unencodable e) {
            notWritten++;
            line("cli.convert.unencodable", source, e.character, e.line, "Shift_JIS");
            return;
        } catch (RuntimeException e) {
            internal++;
            line("cli.convert.internal", source, String.valueOf(e));
            return;
        }
        boolean done;
        try {
            done = AtomicFile.write(path, bytes, force);
        } catch (IOException e) {
            flush();
            spec.commandLine()
                    .getErr()
                    .println("shinpan: "
                            + shown(Message.of(
                                    "cli.convert.write-failed",
                                    shown,
                                    WriteFailures.why(e)))); // a full disk said as for a board or a report file
            throw new Stop(false);
        }
        if (!done) {
            notWritten++;
            line("cli.convert.exists", source, shown);
            return;
        }
        converted++;
        if (c.dropped().isEmpty()) {
            line("cli.convert.written", source, shown);
        } else {
            String dropped = c.dropped().stream().map(this::shown).collect(Collectors.joining("; "));
            line("cli.convert.written.dropped", source, shown, dropped);
            lossy.add(texts.text("cli.convert.lossy", source, dropped));
        }
    }

    /**
     * The first folder on the way from --out (itself included) to the file that is a symbolic link,
     * or null: a link there would send the file to another folder, perhaps one the user never meant
     * (a collection's own link to a system folder), so nothing is written through one.
     */
    private Path linkOnTheWay(Path file) {
        Path folder = out;
        if (Files.isSymbolicLink(folder)) {
            return folder;
        }
        for (Path name : out.relativize(file.getParent() == null ? out : file.getParent())) {
            if (name.toString().isEmpty()) {
                break; // the file lies in --out itself
            }
            folder = folder.resolve(name);
            if (Files.isSymbolicLink(folder)) {
                return folder;
            }
        }
        return null;
    }

    private void line(String key, Object... args) {
        stdout.println(shown(Message.of(key, args)));
        flush();
    }

    /** A note as the terminal shows it: names, header values and moves as written made {@link TerminalText}. */
    private String shown(Message note) {
        return texts.render(TerminalText.message(note));
    }

    /** Each line goes out at once: a closed pipe or a full disk stops the run at the record it happened on. */
    private void flush() {
        stdout.flush();
        if (stdout.checkError()) {
            throw new Stop(true);
        }
    }
}
