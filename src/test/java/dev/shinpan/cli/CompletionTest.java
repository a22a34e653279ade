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
 * bashcompinit) that knows every command and option, the ruleset options generated from the
 * parameters included, the values of options that take words of a set, and completes file names
 * for FILE; checked by running shinpan as a user does, sourcing its script in bash and zsh and
 * asking them.
 */
class CompletionTest {

    @TempDir
    Path tmp;

    /** The script as {@code source <(shinpan generate-completion)} reads it: from a run of its own. */
    private static String script() throws Exception {
        JavaProcess.Result r = JavaProcess.run(new ProcessBuilder(JavaProcess.command("generate-completion")), null);
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        return r.out();
    }

    @Test
    void theScriptNamesEveryOptionOfEveryCommand() throws Exception {
        String script = script();
        for (String command : List.of("check", "convert", "points", "rulesets", "perft")) {
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
        return offered("bash", driver, line);
    }

    /** Runs the driver in the shell (zsh with no start-up files) for the line; the words it printed, sorted. */
    private List<String> offered(String shell, String driver, String line) throws Exception {
        Path driverFile = tmp.resolve("complete." + shell);
        Files.writeString(driverFile, driver);
        ProcessBuilder run = (shell.equals("zsh") ? new ProcessBuilder(shell, "-f", driverFile.toString(), line)
                : new ProcessBuilder(shell, driverFile.toString(), line)).directory(tmp.toFile());
        run.environment().put("HOME", tmp.toString()); // zsh's compinit writes its dump there
        JavaProcess.Result r = JavaProcess.run(run, null);
        assertEquals(0, r.exit(), r.err());
        return r.out().lines().filter(l -> !l.isEmpty()).sorted().toList();
    }

    /**
     * What zsh offers for the line: bashcompinit's compgen runs the script's function as zsh's
     * completion would, and zsh then keeps the words that start with what was typed.
     */
    private List<String> completeInZsh(Path scriptFile, String line) throws Exception {
        String driver = "autoload -U +X compinit && compinit -u\n"
                + "source '" + scriptFile + "'\n"
                + "words=( ${=1} ); [[ $1 == *' ' ]] && words+=('')\n"
                + "CURRENT=${#words}\n"
                + "COMP_LINE=$1; COMP_POINT=${#1}; COMP_WORDS=( \"${words[@]}\" ); COMP_CWORD=$(( CURRENT - 1 ))\n"
                + "for m in ${(f)\"$(compgen -F _complete_shinpan -- \"${words[CURRENT]}\")\"}; do\n"
                + "  [[ $m == ${words[CURRENT]}* ]] && print -r -- $m\n"
                + "done\n"
                + "exit 0\n";
        return offered("zsh", driver, line);
    }

    /** Whether a shell is there to run; in CI it must be (.ci/run installs zsh), elsewhere its test is skipped. */
    private static boolean hasShell(String shell) throws Exception {
        boolean found = new ProcessBuilder("sh", "-c", "command -v " + shell).start().waitFor() == 0;
        String ci = System.getenv("CI");
        assertTrue(found || ci == null || ci.isEmpty(), shell + " is needed in CI");
        return found;
    }

    @Test
    void bothShellsCompleteEveryCommandAndTheWordsOptionsTake() throws Exception {
        Path scriptFile = tmp.resolve("shinpan.bash");
        Files.writeString(scriptFile, script(), StandardCharsets.UTF_8);
        assertTrue(hasShell("bash"));
        List<CompletionCase> cases = List.of(
                new CompletionCase("shinpan ", List.of("check", "codes", "convert", "generate-completion", "help",
                        "perft", "points", "rulesets")),
                new CompletionCase("shinpan convert --to k", List.of("ki2", "kif")),
                new CompletionCase("shinpan convert --encoding s", List.of("shift_jis")),
                new CompletionCase("shinpan po", List.of("points")),
                new CompletionCase("shinpan check --ruleset ", List.of("all", "amateur", "csa", "jsa", "minishogi",
                        "tori", "tori-3fold", "try", "ussf")),
                new CompletionCase("shinpan points --ruleset t", List.of("tori", "tori-3fold", "try")),
                new CompletionCase("shinpan check --declaration ", List.of("27-28", "jsa-31", "none")),
                new CompletionCase("shinpan check --illegal-move ", List.of("loses", "loses-if-claimed")),
                new CompletionCase("shinpan check --repetition-start-counts ", List.of("no", "yes")),
                new CompletionCase("shinpan check --limit ent", List.of("entries")),
                new CompletionCase("shinpan check --variant ", List.of("minishogi", "standard", "tori")),
                new CompletionCase("shinpan points --format ", List.of("json", "text")),
                new CompletionCase("shinpan rulesets --format j", List.of("json")),
                new CompletionCase("shinpan codes --format j", List.of("json")),
                new CompletionCase("shinpan perft --handicap 2", List.of("2-piece")),
                new CompletionCase("shinpan perft --var", List.of("--variant")));
        for (CompletionCase c : cases) {
            assertEquals(c.offered(), complete(scriptFile, c.line()), "bash: " + c.line());
        }
        if (hasShell("zsh")) {
            for (CompletionCase c : cases) {
                assertEquals(c.offered(), completeInZsh(scriptFile, c.line()), "zsh: " + c.line());
            }
        }
    }

    private record CompletionCase(String line, List<String> offered) {
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
