package dev.shinpan.cli;

import dev.shinpan.cli.report.ReportTexts;
import dev.shinpan.cli.report.TerminalText;
import dev.shinpan.cli.report.TextReport;
import dev.shinpan.cli.report.WriteFailures;
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
@Command(
        name = "convert",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Writes every record of the inputs in the format --to names, one file per record below --out: the"
                    + " start, the main line's moves as written (illegal ones too), the times, comments and header"
                    + " the target can hold, and the stated ending the verdict takes (with one that disagrees with"
                    + " it where the target has a place for it). The converted record is judged exactly as the"
                    + " original: the same moves, start, first illegal move, repetition and result.",
            "FILE is whatever 'shinpan check' reads: record files, - for standard input, directories (walked"
                    + " recursively), archives and compressed records. Each output file is named from its input"
                    + " (game.kif becomes game.csa; below a directory named on the command line its sub-folders are"
                    + " kept; an archive entry goes below a folder named after the archive); the second record of a"
                    + " multi-record input is name-2, the third name-3; an input whose name another input took keeps"
                    + " its own extension too (game.csa.jkf after game.kif). KIF and KI2 in UTF-8 are named .kifu and"
                    + " .ki2u, in Shift_JIS .kif and .ki2.",
            "One line per record on standard output: the input, the file written and what the target could not"
                    + " keep (comments and times in USI, variations, a header key the format lacks), so that nothing"
                    + " is lost silently. An existing file is never overwritten without --force. Every file is"
                    + " written whole or not at all (a temporary name in the same folder, then a rename). Nothing is"
                    + " written through a symbolic link among the folders below --out, or --out itself; a name"
                    + " longer than the file system allows is shortened, keeping its extension and adding a hash of"
                    + " the full name.",
            "An unreadable record is reported with its located errors and the run goes on. Exit codes: 0 every"
                    + " record written; 1 some record not written (the file exists, a symbolic link on the way, the"
                    + " target cannot hold its game or a character); 2 usage error; 3 some input unreadable, or no record found; 4 internal"
                    + " error; 5 a file or the output could not be written (a full disk, a closed pipe), which stops"
                    + " the run.",
            "Each copy is read back and judged beside its original: a verdict that would change (status, result,"
                    + " recorded ending, first foul, disagreement) for no reason listed is listed as a loss too. Every"
                    + " record written without something it holds is listed again after the closing count; with"
                    + " --strict the run then exits 1. A move no target but USI can write (from an empty square,"
                    + " naming no piece) leaves its record not written, with the move located.",
        })
final class ConvertCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    /** The same limits as check's, so a hostile input costs convert and points no more than it costs check. */
    @Mixin
    LimitOptions limitOptions = new LimitOptions();

    @Parameters(
            paramLabel = "FILE",
            descriptionKey = "shinpan.convert.file",
            arity = "1..*",
            description = "Record files, directories, archives, or - for standard input.")
    List<File> files; // File rather than String: shell completion then offers file names

    /** What to write: one format, or each record's own. */
    static final class Target {
        @Option(
                names = "--to",
                paramLabel = "FORMAT",
                required = true,
                order = 1,
                converter = Targets.class,
                completionCandidates = Targets.class,
                description = "Format to write: kif, ki2, csa, usi or jkf.")
        String to;

        @Option(
                names = "--normalize",
                required = true,
                order = 1,
                description = "Instead of --to: write each record in its own format, in one encoding (--encoding;"
                        + " USI and JKF stay UTF-8) and with LF line ends, so that a collection gathered from many"
                        + " apps reads alike.")
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
            completionCandidates = Encodings.class,
            description = "utf-8 (default) or shift_jis (CP932, as Windows writes it) for kif, ki2 and csa; usi and"
                    + " jkf are written in UTF-8 only. A record holding a character Shift_JIS lacks is not written.")
    String encoding;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            required = true,
            order = 3,
            description = "Folder to write into; made if it does not exist.")
    Path out;

    @Option(names = "--force", order = 4, description = "Replace files that already exist.")
    boolean force;

    @Option(
            names = "--strict",
            order = 5,
            description = "Exit 1 when a record was written without something it holds (a header line, comments,"
                    + " times, an ending), as when a record is not written.")
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
            return ExitCodes.OUTPUT_FAILED;
        }
        PrintWriter err = spec.commandLine().getErr();
        err.println("shinpan: " + texts.text("cli.convert.summary", converted, notWritten, unreadable));
        if (!lossy.isEmpty()) {
            err.println("shinpan: " + texts.text("cli.convert.summary.lossy", lossy.size()));
            lossy.forEach(l -> err.println("  " + l));
        }
        if (internal > 0) {
            return ExitCodes.INTERNAL_ERROR;
        }
        if (unreadable > 0 || converted + notWritten == 0) {
            return ExitCodes.UNREADABLE;
        }
        return notWritten > 0 || strict && !lossy.isEmpty() ? ExitCodes.INCONSISTENT : ExitCodes.OK;
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
