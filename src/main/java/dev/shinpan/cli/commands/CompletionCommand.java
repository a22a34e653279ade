package dev.shinpan.cli.commands;

import dev.shinpan.cli.options.OptionValues;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code shinpan generate-completion}: picocli's bash script (which zsh loads through bashcompinit)
 * followed by shinpan's own completion of option values ({@code completion.bash}), which also reads
 * {@code --opt=value}, comma-separated lists and {@code FORMAT=FILE} pairs, and takes over the
 * {@code complete} registration. The command keeps picocli's name, options and help.
 */
final class CompletionCommand extends AutoComplete.GenerateCompletion {

    @Spec
    CommandSpec self;

    @Override
    public void run() {
        CommandLine root = self.parent().commandLine();
        String script = AutoComplete.bash(self.parent().name(), root) + tail(root);
        PrintWriter out = self.commandLine().getOut();
        out.print(script.replace("\r\n", "\n"));
        out.flush();
    }

    /** The resource with the table of option values filled in. */
    private static String tail(CommandLine root) {
        try (InputStream in = CompletionCommand.class.getResourceAsStream("completion.bash")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return text.replace("@TABLE@\n", table(root));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One case per command and option name: the kind of value and its words, shell-quoted. */
    private static String table(CommandLine root) {
        StringBuilder table = new StringBuilder();
        for (OptionValues values : OptionValues.of(root)) {
            String words =
                    values.words().stream().map(CompletionCommand::quoted).collect(Collectors.joining(" "));
            String names = Arrays.stream(values.option().names())
                    .map(name -> quoted(values.command() + " " + name))
                    .collect(Collectors.joining(" | "));
            table.append("    ")
                    .append(names)
                    .append(") _shinpan_kind=")
                    .append(values.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'))
                    .append("; _shinpan_words=(")
                    .append(words)
                    .append(") ;;\n");
        }
        return table.toString();
    }

    private static String quoted(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
