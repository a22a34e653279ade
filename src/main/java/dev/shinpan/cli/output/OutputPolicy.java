package dev.shinpan.cli.output;

import dev.shinpan.cli.options.UsageProblem;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a run of {@code check} may write, decided once from its command line (and config file)
 * before anything is read: no output ({@code --report}, {@code --board-svg},
 * {@code --write-baseline}) may be a file the run reads (an input named, a record the walk of an
 * input folder opens, the baseline, the config file) or another output. Paths are compared as the
 * system resolves them, through links and {@code ..}, and a hard link to a file read is caught too.
 * Each rule is one {@link Rule}; a rule more is one more entry in {@link #rules}.
 */
public final class OutputPolicy {

    /** A file the run reads or writes: its role in the catalogue's words, the path as given and as resolved. */
    record Place(Message role, Path path, Path resolved) {

        static Place of(Message role, Path path) {
            return new Place(role, path, OutputPolicy.resolved(path));
        }

        /** Whether the two name one file: the same resolved path, or, when both exist, the same file. */
        boolean sameFile(Place other) {
            if (resolved.equals(other.resolved)) {
                return true;
            }
            try {
                return Files.exists(path) && Files.exists(other.path) && Files.isSameFile(path, other.path);
            } catch (IOException | SecurityException e) {
                return false; // what cannot be looked at is judged by its resolved path alone
            }
        }
    }

    /** One output of the run, named by its option ({@code --report json}). */
    record Output(String option, Place place) {}

    /** One rule every output keeps: why it is refused, or null when this rule lets it be. */
    interface Rule {
        public Message refusal(Output output, OutputPolicy run);
    }

    private final List<Place> reads;
    private final List<Place> folders;
    private final List<Output> outputs;
    /** A baseline or report larger than this is not looked into: taken for a record, it is refused. */
    private static final long OWN_FILE_BYTES = 64L << 20;
    /** The baseline read, which --write-baseline may refresh; null without one. */
    private final Place baseline;

    private final List<Rule> rules =
            List.of(OutputPolicy::notRead, OutputPolicy::notWalked, OutputPolicy::notAnotherOutput);

    private OutputPolicy(List<Place> reads, List<Place> folders, List<Output> outputs, Place baseline) {
        this.baseline = baseline;
        this.reads = reads;
        this.folders = folders;
        this.outputs = outputs;
    }

    /** What a run names, gathered as its options are read. */
    public static final class Builder {
        private final List<Place> reads = new ArrayList<>();
        private final List<Place> folders = new ArrayList<>();
        private final List<Output> outputs = new ArrayList<>();
        private Place baseline;

        /** The FILE arguments: files, folders (walked), or {@code -}. */
        public Builder inputs(List<String> arguments) {
            for (String argument : arguments) {
                if (argument.equals(Inputs.STDIN)) {
                    continue;
                }
                Path path;
                try {
                    path = Path.of(argument);
                } catch (InvalidPathException e) {
                    continue; // never a file: the batch reports the name
                }
                Place input = Place.of(Message.of("cli.output.role.input"), path);
                reads.add(input);
                if (Files.isDirectory(path)) {
                    folders.add(Place.of(Message.of("cli.output.role.walked", argument), path));
                }
            }
            return this;
        }

        public Builder baseline(Path file) {
            if (file != null) {
                baseline = Place.of(Message.of("cli.output.role.baseline"), file);
                reads.add(baseline);
            }
            return this;
        }

        public Builder config(Path file) {
            if (file != null) {
                reads.add(Place.of(Message.of("cli.output.role.config"), file));
            }
            return this;
        }

        /** An output, when given; {@code option} names it as the user typed it. */
        public Builder output(String option, Path file) {
            if (file != null) {
                outputs.add(new Output(option, Place.of(Message.of("cli.output.role.output", option), file)));
            }
            return this;
        }

        public OutputPolicy build() {
            return new OutputPolicy(List.copyOf(reads), List.copyOf(folders), List.copyOf(outputs), baseline);
        }
    }

    public static Builder builder() {
        return new Builder();
    }

    /**
     * The first output a rule refuses, as the usage problem to report (the option, the path and
     * what else the file is), or null when every output may be written.
     */
    public UsageProblem refusal() {
        for (Output output : outputs) {
            for (Rule rule : rules) {
                Message why = rule.refusal(output, this);
                if (why != null) {
                    return new UsageProblem(Message.of(
                            "cli.output.refused",
                            output.option(),
                            output.place().path().toString(),
                            why));
                }
            }
        }
        return null;
    }

    /**
     * Not a file the run reads: an input, the baseline, the config file. The one exception is a
     * baseline refreshed in place ({@code --baseline b.json --write-baseline b.json}, or a config's
     * {@code baseline} with {@code --write-baseline}): it is read whole before the run and replaced
     * whole after it, so nothing is lost however the run ends.
     */
    private static Message notRead(Output output, OutputPolicy run) {
        return run.read(output.place(), output.option().equals("--write-baseline"));
    }

    /**
     * Which file the run reads this file is, in the catalogue's words ({@code cli.output.role.input},
     * {@code .baseline}, {@code .config}), or null: the file of a searched config file's setting is
     * held to it as every output is. Reads are asked in the order the builder was given them.
     */
    public Message readAs(Path file) {
        return read(Place.of(null, file), false);
    }

    private Message read(Place place, boolean refreshesBaseline) {
        for (Place read : reads) {
            if (read == baseline && refreshesBaseline) {
                continue;
            }
            if (place.sameFile(read)) {
                return read.role();
            }
        }
        return null;
    }

    /** Not a record the walk of an input folder would open: an existing file there with a record's name. */
    private static Message notWalked(Output output, OutputPolicy run) {
        Path file = output.place().resolved();
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)
                || !Formats.inputNames().worthOpening(file.getFileName().toString())
                || shinpansOwn(file)) {
            return null;
        }
        for (Place folder : run.folders) {
            if (file.startsWith(folder.resolved())) {
                return folder.role();
            }
        }
        return null;
    }

    /**
     * Whether the file is a baseline or a report shinpan wrote earlier: the walk passes over it
     * ({@link OwnFiles}), so it is no record, and writing it anew destroys nothing the run reads.
     */
    private static boolean shinpansOwn(Path file) {
        try {
            return Files.size(file) <= OWN_FILE_BYTES && OwnFiles.byContent(Files.readAllBytes(file)) != null;
        } catch (IOException | SecurityException e) {
            return false; // unreadable here, it is refused as a record rather than guessed safe
        }
    }

    /** Not the file of another output: the second would write over the first. */
    private static Message notAnotherOutput(Output output, OutputPolicy run) {
        for (Output other : run.outputs) {
            if (other == output) {
                return null; // each pair once, named by its later output
            }
            if (output.place().sameFile(other.place())) {
                return other.place().role();
            }
        }
        return null;
    }

    /**
     * The path as the system would resolve it, whether or not it exists yet ({@link WherePathsLead},
     * which a searched config's outputs are held to as well): links and {@code ..} followed as the
     * system follows them, the rest appended as written; a loop of links leaves the path as written.
     */
    static Path resolved(Path path) {
        return WherePathsLead.orAsWritten(path);
    }
}
