package dev.shinpan.cli;

import dev.shinpan.cli.batch.ExitStatus;
import dev.shinpan.cli.commands.HelpTexts;
import dev.shinpan.cli.commands.Subcommands;
import dev.shinpan.cli.commands.UsageErrors;
import dev.shinpan.cli.commands.VersionProvider;
import dev.shinpan.cli.options.UsageProblem;
import dev.shinpan.cli.output.OutputFailedException;
import dev.shinpan.cli.output.ReportWriter;
import dev.shinpan.cli.output.WatchedOutputStream;
import dev.shinpan.cli.report.Lang;
import dev.shinpan.cli.terminal.TerminalText;
import dev.shinpan.cli.terminal.Utf8Relaunch;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.OptionalInt;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The {@code shinpan} command: a kifu adjudicator for shogi and Tori Shogi. */
@Command(
        name = "shinpan",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        usageHelpAutoWidth = true)
public final class Main implements Runnable {

    /** The subcommands, in the order help lists them. */
    public static final List<String> SUBCOMMANDS = Subcommands.NAMES;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw UsageProblem.of(spec.commandLine(), "cli.usage.missing-command");
    }

    public static void main(String[] args) {
        OptionalInt relaunched;
        try {
            relaunched = Utf8Relaunch.runIfNeeded(args, Lang.ofUser().tag());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            relaunched = OptionalInt.of(ExitStatus.INTERNAL_ERROR.code());
        }
        if (relaunched.isPresent()) {
            System.exit(relaunched.getAsInt());
        }
        System.exit(run(Utf8Relaunch.arguments(args)));
    }

    /** Runs one command; the exit code also says whether all output was written. */
    static int run(String[] args) {
        WatchedOutputStream stdout = new WatchedOutputStream(new FileOutputStream(FileDescriptor.out));
        CommandLine cl = commandLine(stdout, onlyNeeded(args), Lang.fromArgs(args, Lang.ofUser()));
        int exit = cl.execute(args);
        cl.getOut().flush();
        if (exit != ExitStatus.OUTPUT_FAILED.code() && cl.getOut().checkError()) {
            exit = outputFailed(cl, stdout);
        }
        cl.getErr().flush();
        return exit;
    }

    /** The configured command line with every subcommand: UTF-8 output, documented exit codes, no stack traces. */
    public static CommandLine commandLine() {
        return commandLine(Lang.ofUser());
    }

    /** The same, its help in this language (for arguments, {@link Lang#fromArgs} tells which). */
    public static CommandLine commandLine(Lang lang) {
        return commandLine(new WatchedOutputStream(new FileOutputStream(FileDescriptor.out)), SUBCOMMANDS, lang);
    }

    /** The configured command line with the subcommands these arguments need (see {@link #onlyNeeded}). */
    static CommandLine commandLineFor(String[] args) {
        return commandLine(
                new WatchedOutputStream(new FileOutputStream(FileDescriptor.out)),
                onlyNeeded(args),
                Lang.fromArgs(args, Lang.ofUser()));
    }

    /**
     * The subcommands a run needs: none for the version alone, the one its first argument names,
     * which then parses everything after it; all of them for anything else (no arguments, {@code --help}, {@code help check}, a
     * misspelt command that picocli then names its neighbours for, and {@code generate-completion}, whose script
     * completes every command).
     */
    static List<String> onlyNeeded(String[] args) {
        if (args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"))) {
            return List.of();
        }
        if (args.length > 0
                && !args[0].equals("help")
                && !args[0].equals("generate-completion")
                && SUBCOMMANDS.contains(args[0])) {
            return List.of(args[0]);
        }
        return SUBCOMMANDS;
    }

    private static CommandLine commandLine(WatchedOutputStream stdout, List<String> subcommands, Lang lang) {
        CommandLine cl = new CommandLine(new Main());
        for (String name : subcommands) {
            // built on its own, as picocli applies a command's model transformer only to a command line it is given
            cl.addSubcommand(name, new CommandLine(Subcommands.create(name)));
        }
        for (CommandLine sub : cl.getSubcommands().values()) {
            // each help lists -V: it says shinpan's version (picocli's completion command would say picocli's)
            sub.getCommandSpec().versionProvider(new VersionProvider());
        }
        if (!subcommands.isEmpty()) {
            // after the subcommands: picocli hands it down to those it has; the version alone shows no help
            cl.setResourceBundle(HelpTexts.of(lang));
        }
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setParameterExceptionHandler(new UsageErrors());
        // Not flushed per line: a batch pushes the report out whenever it waits for more, and run() at the end.
        cl.setOut(new ReportWriter(stdout));
        cl.setErr(new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true));
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof OutputFailedException) {
                return outputFailed(commandLine, stdout);
            }
            commandLine.getErr().println(internalError(ex));
            commandLine.getErr().println("Please report this with the input that caused it.");
            return ExitStatus.INTERNAL_ERROR.code();
        });
        return cl;
    }

    /**
     * The line that says shinpan failed: the exception's text may hold a record's or a file's text,
     * someone else's, so it reaches the terminal escaped as theirs always does.
     */
    static String internalError(Throwable ex) {
        return "shinpan: internal error: " + TerminalText.name(String.valueOf(ex));
    }

    private static int outputFailed(CommandLine cl, WatchedOutputStream stdout) {
        if (!stdout.closedPipe()) {
            cl.getErr().println("shinpan: cannot write the output" + stdout.why() + "; stopped");
        }
        return ExitStatus.OUTPUT_FAILED.code();
    }
}
