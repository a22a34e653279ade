package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code shinpan generate-completion} prints a bash completion script (zsh loads it through
 * bashcompinit) that knows every option, the ruleset options generated from the parameters
 * included, and completes file names for FILE; checked by sourcing it in bash and asking it.
 */
class CompletionTest {

    @TempDir
    Path tmp;

    private static String script() {
        Cli r = Cli.run("generate-completion");
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        return r.out();
    }

    @Test
    void theScriptNamesEveryOptionOfEveryCommand() {
        String script = script();
        for (String command : List.of("check", "points", "rulesets", "perft")) {
            CommandSpec spec = Main.commandLine().getSubcommands().get(command).getCommandSpec();
            assertTrue(spec.options().size() > 2, command);
            for (OptionSpec option : spec.options()) {
                for (String name : option.names()) {
                    assertTrue(script.contains("'" + name + "'"), command + " " + name);
                }
            }
        }
        assertTrue(script.contains("'--max-moves'") && script.contains("'--repetition-start-counts'"),
                "the options made from the ruleset parameters");
    }

    /** What bash offers for the line, as a user pressing Tab after it would see. */
    private List<String> complete(Path scriptFile, String line) throws Exception {
        String driver = "source '" + scriptFile + "'\n"
                + "compopt() { :; }\n" // outside a real completion compopt only complains
                + "COMP_LINE=\"$1\"; COMP_POINT=${#COMP_LINE}\n"
                + "read -ra COMP_WORDS <<< \"$COMP_LINE\"\n"
                + "[[ \"$COMP_LINE\" == *' ' ]] && COMP_WORDS+=('')\n"
                + "COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))\n"
                + "_complete_shinpan\n"
                + "printf '%s\\n' \"${COMPREPLY[@]}\"\n";
        Path driverFile = tmp.resolve("complete.sh");
        Files.writeString(driverFile, driver);
        ProcessBuilder bash = new ProcessBuilder("bash", driverFile.toString(), line).directory(tmp.toFile());
        JavaProcess.Result r = JavaProcess.run(bash, null);
        assertEquals(0, r.exit(), r.err());
        return r.out().lines().filter(l -> !l.isEmpty()).sorted().toList();
    }

    @Test
    void bashCompletesOptionsTheirValuesAndFileNames() throws Exception {
        Path scriptFile = tmp.resolve("shinpan.bash");
        Files.writeString(scriptFile, script(), StandardCharsets.UTF_8);
        Files.writeString(tmp.resolve("game.kif"), "");
        Files.createDirectory(tmp.resolve("games"));

        assertEquals(List.of("--ruleset"), complete(scriptFile, "shinpan check --rules"));
        assertEquals(List.of("check"), complete(scriptFile, "shinpan che"));
        assertEquals(List.of("json", "jsonl", "junit"), complete(scriptFile, "shinpan check --format j"));
        assertEquals(List.of("en", "ja"), complete(scriptFile, "shinpan check --lang "));
        assertEquals(List.of("game.kif", "games"), complete(scriptFile, "shinpan check --quiet gam"));
        assertEquals(List.of("--max-moves", "--max-moves-rule"), complete(scriptFile, "shinpan points --max-"));
    }
}
