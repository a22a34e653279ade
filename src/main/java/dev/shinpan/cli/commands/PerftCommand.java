package dev.shinpan.cli.commands;

import dev.shinpan.cli.batch.ExitStatus;
import dev.shinpan.cli.options.Choice;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Perft;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Sfen;
import dev.shinpan.rules.SfenException;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Counts the leaves of the legal move tree, to check the move generator against known figures. */
@Command(name = "perft", mixinStandardHelpOptions = true, sortOptions = false)
final class PerftCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    static final class Start {
        @Option(names = "--sfen", paramLabel = "SFEN")
        String sfen;

        @Option(names = "--handicap", paramLabel = "NAME", completionCandidates = Handicaps.class)
        String handicap;
    }

    /** The handicaps' names, for shell completion. */
    static final class Handicaps extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        Handicaps() {
            super(Arrays.stream(Handicap.values()).map(Handicap::id).toList());
        }
    }

    @ArgGroup(exclusive = true)
    Start start = new Start();

    @Option(
            names = "--variant",
            paramLabel = "VARIANT",
            defaultValue = "standard",
            converter = Choice.Variants.class,
            completionCandidates = Choice.Variants.class)
    String variant;

    /** Depth 8 from the standard start is 4×10^11 leaves, hours of work: 10 is far past any use. */
    static final int MAX_DEPTH = 10;

    @Option(names = "--depth", paramLabel = "N", required = true)
    int depth;

    @Option(
            names = "--lang",
            paramLabel = "LANG",
            completionCandidates = Choice.Languages.class,
            converter = Choice.Languages.class)
    String lang; // read from the arguments before parsing (Main), as the help and errors need it first

    @Option(names = "--divide")
    boolean divide;

    @Override
    public Integer call() {
        if (depth < 0 || depth > MAX_DEPTH) {
            throw new ParameterException(
                    spec.commandLine(), "--depth must be between 0 and " + MAX_DEPTH + ", not " + depth);
        }
        Position position = startPosition();
        PrintWriter out = spec.commandLine().getOut();
        Perft perft = new Perft(position, depth);
        if (divide) {
            long total = 0;
            for (Map.Entry<String, Long> e : perft.divide(depth).entrySet()) {
                out.println(e.getKey() + ": " + e.getValue());
                total += e.getValue();
            }
            out.println();
            out.println("total: " + (depth == 0 ? 1 : total));
        } else {
            out.println(perft.count(depth));
        }
        out.flush();
        return ExitStatus.OK.code();
    }

    private Position startPosition() {
        if (start.sfen != null) {
            try {
                return Sfen.parse(start.sfen);
            } catch (SfenException e) {
                throw new ParameterException(
                        spec.commandLine(),
                        "--sfen: " + e.getMessage() + " (at character " + (e.offset() + 1) + " of '" + e.sfen() + "')");
            }
        }
        if (start.handicap != null) {
            return Handicap.byName(start.handicap)
                    .orElseThrow(() -> new ParameterException(
                            spec.commandLine(), "--handicap: unknown handicap '" + start.handicap + "'"))
                    .position();
        }
        Variant v = Variants.byName(variant)
                .orElseThrow(() -> new ParameterException(
                        spec.commandLine(),
                        "--variant: unknown variant '" + variant + "' (standard, tori or minishogi)"));
        return Position.start(v);
    }
}
