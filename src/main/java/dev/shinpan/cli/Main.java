package dev.shinpan.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
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
        usageHelpAutoWidth = true,
        description = {
            "Kifu adjudicator for shogi and Tori Shogi: reads game records, finds the first illegal move,"
                    + " repetition and impasse outcomes, and judges them under a named ruleset.",
        },
        subcommands = {
            CheckCommand.class,
            PointsCommand.class,
            RulesetsCommand.class,
            PerftCommand.class,
            CommandLine.HelpCommand.class,
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every record is readable and its recorded ending agrees with the rules",
            "1:some record is inconsistent (or, with --fail-on illegal, holds an illegal move)",
            "2:usage error (unknown option, bad argument)",
            "3:some input is unreadable",
            "4:internal error (a bug in shinpan; please report it)",
        },
        footerHeading = "%nOutput:%n",
        footer = {"All text is written in UTF-8."})
public final class Main implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing subcommand");
    }

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The configured command line: UTF-8 output, documented exit codes, no stack traces. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setOut(new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true));
        cl.setErr(new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true));
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            commandLine.getErr().println("shinpan: internal error: " + ex);
            commandLine.getErr().println("Please report this with the input that caused it.");
            return ExitCodes.INTERNAL_ERROR;
        });
        return cl;
    }
}
