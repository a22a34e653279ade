package dev.shinpan.cli.commands;

import dev.shinpan.cli.options.Choice;
import dev.shinpan.cli.options.UsageProblem;
import dev.shinpan.text.Message;
import dev.shinpan.text.Nearest;
import java.io.PrintWriter;
import java.util.Iterator;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help;
import picocli.CommandLine.IHelpCommandInitializable2;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code shinpan help [COMMAND]}: picocli's help command, with {@code --lang} as every command that
 * writes for people takes it ({@code shinpan help check --lang ja}). The language itself is chosen
 * from the arguments before parsing (see {@code Main}); the option is here so that it parses.
 */
@Command(name = "help", helpCommand = true)
public final class HelpCommand implements IHelpCommandInitializable2, Runnable {

    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            descriptionKey = "helpCommand.help")
    boolean helpRequested;

    @Option(
            names = "--lang",
            paramLabel = "LANG",
            completionCandidates = Choice.Languages.class,
            converter = Choice.Languages.class)
    String lang;

    @Parameters(
            paramLabel = "COMMAND",
            arity = "0..1",
            descriptionKey = "helpCommand.command",
            completionCandidates = CommandNames.class)
    String command;

    private CommandLine self;
    private PrintWriter out;
    private Help.ColorScheme colors;

    @Override
    public void init(CommandLine helpCommandLine, Help.ColorScheme colorScheme, PrintWriter out, PrintWriter err) {
        this.self = helpCommandLine;
        this.colors = colorScheme;
        this.out = out;
    }

    @Override
    public void run() {
        CommandLine parent = self.getParent();
        if (parent == null) {
            return;
        }
        if (command == null) {
            parent.usage(out, colors);
            return;
        }
        CommandLine sub = parent.getSubcommands().get(command);
        if (sub == null) {
            throw new UsageProblem(
                            Message.of("cli.usage.unknown-command", command),
                            Nearest.to(command, parent.getSubcommands().keySet()))
                    .on(self);
        }
        sub.usage(out, colors);
    }

    /** The commands help can explain, for completion. */
    static final class CommandNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Subcommands.NAMES.iterator();
        }
    }
}
