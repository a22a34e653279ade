package dev.shinpan.cli.options;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * What a shell completes after one option of one command, read from the picocli model so that the
 * completion scripts (bash and zsh from {@code generate-completion}, fish from the same model) name
 * the values the code accepts.
 *
 * @param command the subcommand's name ({@code check})
 * @param option  the option
 * @param kind    what its value is
 * @param words   the words it takes (of a list, each item; of a pair, the part before '=')
 */
public record OptionValues(String command, OptionSpec option, Kind kind, List<String> words) {

    /** The shape of an option's value, as completion needs it. */
    public enum Kind {
        /** one word of {@link #words} */
        WORDS,
        /** words of {@link #words}, comma-separated ({@code --select nifu,sennichite}) */
        LIST,
        /** a word of {@link #words}, '=' and a value to type ({@code --limit entries=5000}) */
        PAIR,
        /** a word of {@link #words}, '=' and a file ({@code --report sarif=out.sarif}) */
        PAIR_FILE,
        /** a file */
        FILE,
        /** a folder */
        DIR
    }

    /** Completion candidates that the option takes as a comma-separated list although picocli does not split it. */
    interface CommaSeparated {}

    /** Every option of every visible subcommand that completes a value, in the model's order. */
    public static List<OptionValues> of(CommandLine root) {
        List<OptionValues> all = new ArrayList<>();
        for (CommandLine sub : root.getSubcommands().values()) {
            CommandSpec spec = sub.getCommandSpec();
            if (spec.usageMessage().hidden()) {
                continue;
            }
            for (OptionSpec option : spec.options()) {
                Kind kind = kind(option);
                if (kind != null) {
                    List<String> words = new ArrayList<>();
                    if (option.completionCandidates() != null) {
                        option.completionCandidates().forEach(words::add);
                    }
                    all.add(new OptionValues(spec.name(), option, kind, List.copyOf(words)));
                }
            }
        }
        return all;
    }

    /** What the option's value is, or null for a flag or a value no shell can guess (a number, an SFEN). */
    private static Kind kind(OptionSpec option) {
        if (option.arity().max() == 0) {
            return null;
        }
        String label = option.paramLabel();
        if (option.completionCandidates() != null) {
            if (label.contains("=")) {
                return label.endsWith("FILE") ? Kind.PAIR_FILE : Kind.PAIR;
            }
            return option.splitRegex().equals(",") || option.completionCandidates() instanceof CommaSeparated
                    ? Kind.LIST
                    : Kind.WORDS;
        }
        Class<?> type = option.auxiliaryTypes().length > 0 ? option.auxiliaryTypes()[0] : option.type();
        if (label.equals("DIR")) {
            return Kind.DIR;
        }
        return type == File.class || type == Path.class || label.equals("FILE") ? Kind.FILE : null;
    }
}
