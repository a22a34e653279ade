package dev.shinpan.cli.commands;

import dev.shinpan.cli.batch.ExitStatus;
import dev.shinpan.cli.options.UsageProblem;
import dev.shinpan.cli.report.Lang;
import dev.shinpan.cli.terminal.TerminalText;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import dev.shinpan.text.Nearest;
import java.io.PrintWriter;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * What a usage error prints: the error, the value probably meant, and where the help is, in three
 * lines at most rather than the command's whole help, in the language of {@code --lang} or the locale.
 */
public final class UsageErrors implements IParameterExceptionHandler {

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine cl = ex.getCommandLine();
        PrintWriter err = cl.getErr();
        Catalogue texts = language(args).catalogue();
        UsageProblem problem = UsageProblem.in(ex);
        Message message = problem != null ? problem.message() : ParseErrors.of(ex);
        // a config file's values and the arguments are someone's text: made terminal text like a record's
        err.println("shinpan: "
                + (message == null
                        ? TerminalText.name(String.valueOf(ex.getMessage()))
                        : texts.render(TerminalText.message(message))));
        String nearest = problem != null ? problem.nearest() : nearestName(ex);
        if (nearest != null) {
            err.println(texts.text("cli.usage.did-you-mean", nearest));
        }
        if (cl.getCommandSpec().parent() == null && args.length == 0) {
            cl.usage(err); // 'shinpan' alone: the list of commands is the answer
        } else {
            err.println(texts.text("cli.usage.help", cl.getCommandSpec().qualifiedName()));
        }
        err.flush();
        return ExitStatus.USAGE.code();
    }

    /** For an unknown option or command, the option or command of this command nearest to it. */
    private static String nearestName(ParameterException ex) {
        if (!(ex instanceof UnmatchedArgumentException unmatched)
                || unmatched.getUnmatched().isEmpty()) {
            return null;
        }
        CommandSpec spec = ex.getCommandLine().getCommandSpec();
        String given = unmatched.getUnmatched().get(0);
        if (given.startsWith("-")) {
            return Nearest.to(given.split("=", 2)[0], spec.optionsMap().keySet());
        }
        return Nearest.to(given, spec.subcommands().keySet());
    }

    /**
     * The language asked for with {@code --lang}, when it names one, else the locale's: read from
     * the arguments themselves, as the error may be in any of them, {@code --lang} included.
     */
    static Lang language(String[] args) {
        for (int i = 0; i < args.length; i++) {
            String tag = args[i].startsWith("--lang=")
                    ? args[i].substring("--lang=".length())
                    : args[i].equals("--lang") && i + 1 < args.length ? args[i + 1] : null;
            if (tag != null) {
                return Lang.byTag(tag.toLowerCase(Locale.ROOT)).orElse(Lang.ofUser());
            }
        }
        return Lang.ofUser();
    }
}
