package dev.shinpan.cli.commands;

import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.MaxValuesExceededException;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.MutuallyExclusiveArgsException;
import picocli.CommandLine.OverwrittenOptionException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * picocli's own parse errors (an unknown option, a missing value, a value of the wrong type) said
 * in the catalogue's words, so that a Japanese reader gets them in Japanese. picocli writes them in
 * English only; the kind of error and its argument are read from the exception, never from its text.
 */
final class ParseErrors {

    private ParseErrors() {}

    /** The error as a catalogue message, or null for one of a kind this does not know (shown as picocli says it). */
    static Message of(ParameterException ex) {
        if (ex instanceof UnmatchedArgumentException unmatched) {
            List<String> given = unmatched.getUnmatched();
            if (given.isEmpty()) {
                return null;
            }
            String first = given.get(0);
            if (first.startsWith("-") && first.length() > 1) {
                return Message.of("cli.usage.unknown-option", first.split("=", 2)[0]);
            }
            boolean commands =
                    !ex.getCommandLine().getCommandSpec().subcommands().isEmpty();
            return Message.of(commands ? "cli.usage.unknown-command" : "cli.usage.extra-argument", first);
        }
        if (ex instanceof MissingParameterException missing) {
            if (missing.getMissing().size() == 1
                    && missing.getMissing().get(0) instanceof OptionSpec option
                    && (ex.getMessage().startsWith("Missing required parameter for option")
                            || ex.getMessage().startsWith("Expected parameter for option"))) {
                return Message.of("cli.usage.needs-value", option.longestName(), option.paramLabel());
            }
            List<String> names = new ArrayList<>();
            for (ArgSpec arg : missing.getMissing()) {
                names.add(name(arg));
            }
            return Message.of("cli.usage.missing", Message.join("list.comma", names));
        }
        if (ex instanceof OverwrittenOptionException overwritten && overwritten.getOverwritten() != null) {
            return Message.of("cli.usage.given-twice", name(overwritten.getOverwritten()));
        }
        if (ex instanceof MutuallyExclusiveArgsException) {
            return exclusive(ex);
        }
        if (ex instanceof MaxValuesExceededException) {
            return null;
        }
        if (ex.getArgSpec() != null && ex.getValue() != null && ex.getMessage().startsWith("Invalid value")) {
            Class<?> type = ex.getArgSpec().type();
            boolean whole = type == int.class || type == Integer.class || type == long.class || type == Long.class;
            return Message.of(
                    whole ? "cli.usage.not-whole" : "cli.usage.invalid-value", name(ex.getArgSpec()), ex.getValue());
        }
        return null;
    }

    /** Options that exclude each other: those of the command's exclusive groups that were given. */
    private static Message exclusive(ParameterException ex) {
        List<String> names = new ArrayList<>();
        for (OptionSpec option : ex.getCommandLine().getCommandSpec().options()) {
            if (option.group() != null
                    && option.group().exclusive()
                    && ex.getCommandLine().getParseResult() != null
                    && ex.getCommandLine().getParseResult().hasMatchedOption(option)) {
                names.add(option.longestName());
            }
        }
        return names.size() < 2 ? null : Message.of("cli.usage.exclusive", Message.join("list.comma", names));
    }

    private static String name(ArgSpec arg) {
        if (arg instanceof OptionSpec option) {
            return option.longestName();
        }
        return ((PositionalParamSpec) arg).paramLabel();
    }
}
