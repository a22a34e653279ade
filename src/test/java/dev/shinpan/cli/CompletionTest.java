package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.cli.options.Choice;
import dev.shinpan.cli.options.OptionValues;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code shinpan generate-completion} prints a bash completion script (zsh loads it through
 * bashcompinit) that knows every command and option, the ruleset options generated from the
 * parameters included, the values of every option that takes words of a set, in the
 * {@code --opt value} and {@code --opt=value} forms, comma-separated lists and {@code FORMAT=FILE}
 * pairs, and completes file names for FILE; checked by running shinpan as a user does, sourcing its
 * script in bash and zsh and asking them with the words readline makes of the line. The fish script
 * ({@code src/main/completion/shinpan.fish}) is made from the same model here and checked against it
 * and in fish; after a change to the options, regenerate it with
 * {@code mvn -B -q test -Dtest=CompletionTest -Dshinpan.writeCompletion=true}.
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
        assertTrue(
                script.contains("'--max-moves'") && script.contains("'--repetition-start-counts'"),
                "the options made from the ruleset parameters");
    }

    /**
     * What bash offers for the line, as a user pressing Tab after it would see: the words of the line
     * split as readline splits them (at blanks, and around each run of COMP_WORDBREAKS characters, so
     * {@code --ruleset=j} is "--ruleset" "=" "j"), the function {@code complete -p} names called with
     * readline's arguments, and each reply put where readline puts it (in place of the text after the
     * last word-break character); printed as the shell word it makes.
     */
    private List<String> complete(Path scriptFile, String line) throws Exception {
        String driver = "source '" + scriptFile + "'\n"
                + "compopt() { :; }\n" // outside a real completion compopt only complains
                + "line=$1; COMP_LINE=$line; COMP_POINT=${#line}\n"
                + "COMP_WORDS=(); w=''\n"
                + "for (( i = 0; i < ${#line}; i++ )); do\n"
                + "  c=${line:i:1}\n"
                + "  if [[ $c == [[:blank:]] ]]; then [[ -n $w ]] && COMP_WORDS+=(\"$w\"); w=''\n"
                + "  elif [[ $COMP_WORDBREAKS == *\"$c\"* ]]; then\n"
                + "    [[ -n $w && $COMP_WORDBREAKS != *\"${w: -1}\"* ]] && { COMP_WORDS+=(\"$w\"); w=''; }; w+=$c\n"
                + "  else\n"
                + "    [[ -n $w && $COMP_WORDBREAKS == *\"${w: -1}\"* ]] && { COMP_WORDS+=(\"$w\"); w=''; }; w+=$c\n"
                + "  fi\n"
                + "done\n"
                + "COMP_WORDS+=(\"$w\"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))\n"
                + "spec=$(complete -p shinpan); fn=${spec#*-F }; fn=${fn%% *}\n"
                + "COMPREPLY=()\n"
                + "\"$fn\" shinpan \"${COMP_WORDS[COMP_CWORD]}\" \"${COMP_WORDS[COMP_CWORD-1]}\"\n"
                + "kept=${line%\"${line##*[$COMP_WORDBREAKS]}\"}; kept=${kept##*[[:blank:]]}\n"
                + "for r in \"${COMPREPLY[@]}\"; do printf '%s\\n' \"$kept$r\"; done\n";
        return offered("bash", driver, line);
    }

    /** Runs the driver in the shell (zsh with no start-up files) for the line; the words it printed, sorted. */
    private List<String> offered(String shell, String driver, String line) throws Exception {
        Path driverFile = tmp.resolve("complete." + shell);
        Files.writeString(driverFile, driver);
        ProcessBuilder run = (shell.equals("zsh")
                        ? new ProcessBuilder(shell, "-f", driverFile.toString(), line)
                        : new ProcessBuilder(shell, driverFile.toString(), line))
                .directory(tmp.toFile());
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
                + "for m in ${(f)\"$(compgen -F _shinpan_complete -- \"${words[CURRENT]}\")\"}; do\n"
                + "  [[ $m == ${words[CURRENT]}* ]] && print -r -- $m\n"
                + "done\n"
                + "exit 0\n";
        return offered("zsh", driver, line);
    }

    /** Whether a shell is there to run; in CI it must be (.ci/run installs zsh), elsewhere its test is skipped. */
    private static boolean hasShell(String shell) throws Exception {
        boolean found =
                new ProcessBuilder("sh", "-c", "command -v " + shell).start().waitFor() == 0;
        String ci = System.getenv("CI");
        assertTrue(found || ci == null || ci.isEmpty(), shell + " is needed in CI");
        return found;
    }

    @Test
    void bothShellsCompleteEveryCommandAndTheWordsOptionsTake() throws Exception {
        Path scriptFile = tmp.resolve("shinpan.bash");
        Files.writeString(scriptFile, script(), StandardCharsets.UTF_8);
        Files.writeString(tmp.resolve("game.kif"), "");
        Files.writeString(tmp.resolve("my games.kif"), "");
        Files.createDirectory(tmp.resolve("games"));
        assertTrue(hasShell("bash"));
        List<CompletionCase> cases = List.of(
                new CompletionCase(
                        "shinpan ",
                        List.of(
                                "check",
                                "codes",
                                "convert",
                                "generate-completion",
                                "help",
                                "perft",
                                "points",
                                "rulesets")),
                new CompletionCase("shinpan convert --to k", List.of("ki2", "kif")),
                new CompletionCase("shinpan convert --encoding s", List.of("shift_jis")),
                new CompletionCase("shinpan po", List.of("points")),
                new CompletionCase(
                        "shinpan check --ruleset ",
                        List.of("all", "amateur", "csa", "jsa", "minishogi", "tori", "tori-3fold", "try", "ussf")),
                new CompletionCase("shinpan points --ruleset t", List.of("tori", "tori-3fold", "try")),
                new CompletionCase("shinpan check --declaration ", List.of("27-28", "jsa-31", "none")),
                new CompletionCase("shinpan check --illegal-move ", List.of("loses", "loses-if-claimed")),
                new CompletionCase("shinpan check --repetition-start-counts ", List.of("no", "yes")),
                new CompletionCase("shinpan check --limit ent", List.of("entries=")),
                new CompletionCase("shinpan check --variant ", List.of("minishogi", "standard", "tori")),
                new CompletionCase("shinpan points --format ", List.of("json", "text")),
                new CompletionCase("shinpan rulesets --format j", List.of("json")),
                new CompletionCase("shinpan codes --format j", List.of("json")),
                new CompletionCase("shinpan perft --handicap 2", List.of("2-piece")),
                new CompletionCase("shinpan perft --var", List.of("--variant")),
                // the --opt=value form, which readline splits at '='
                new CompletionCase("shinpan check --ruleset=j", List.of("--ruleset=jsa")),
                new CompletionCase(
                        "shinpan points --ruleset=t",
                        List.of("--ruleset=tori", "--ruleset=tori-3fold", "--ruleset=try")),
                new CompletionCase("shinpan check --lang=", List.of("--lang=en", "--lang=ja")),
                new CompletionCase("shinpan check --format=s", List.of("--format=sarif")),
                new CompletionCase("shinpan check --declaration=j", List.of("--declaration=jsa-31")),
                // comma-separated lists: each item
                new CompletionCase("shinpan check --fail-on ", List.of("illegal", "inconsistent", "winner")),
                new CompletionCase("shinpan check --fail-on=winner,il", List.of("--fail-on=winner,illegal")),
                new CompletionCase("shinpan check --select nifu,three", List.of("nifu,three-swallows")),
                new CompletionCase("shinpan check --ignore=senn", List.of("--ignore=sennichite")),
                // FORMAT=FILE and NAME=VALUE: the name and '=', then the file
                new CompletionCase("shinpan check --report j", List.of("json=", "jsonl=", "junit=")),
                new CompletionCase("shinpan check --report=sa", List.of("--report=sarif=")),
                new CompletionCase("shinpan check --report sarif=ga", List.of("sarif=game.kif", "sarif=games")),
                new CompletionCase("shinpan check --report=html=my", List.of("--report=html=my games.kif")),
                new CompletionCase("shinpan check --limit=ent", List.of("--limit=entries=")),
                // files and folders, a name with a space whole
                new CompletionCase("shinpan check --baseline my", List.of("my games.kif")),
                new CompletionCase("shinpan convert --out=ga", List.of("--out=games")),
                new CompletionCase("shinpan check --quiet ga", List.of("game.kif", "games")));
        for (CompletionCase c : cases) {
            assertEquals(c.offered(), complete(scriptFile, c.line()), "bash: " + c.line());
        }
        if (hasShell("zsh")) {
            for (CompletionCase c : cases) {
                assertEquals(c.offered(), completeInZsh(scriptFile, c.line()), "zsh: " + c.line());
            }
        }
    }

    private record CompletionCase(String line, List<String> offered) {}

    /**
     * Every option that takes words of a set (its converter a {@link Choice}, a ruleset parameter,
     * {@code --fail-on}, {@code --report}, ...) completes all of them in bash after {@code --opt } and
     * after {@code --opt=}, whatever the command.
     */
    @Test
    void everyOptionWithWordsCompletesThemInBothForms() throws Exception {
        Path scriptFile = tmp.resolve("shinpan.bash");
        Files.writeString(scriptFile, script(), StandardCharsets.UTF_8);
        assertTrue(hasShell("bash"));
        for (CommandLine sub : Main.commandLine().getSubcommands().values()) {
            for (OptionSpec option : sub.getCommandSpec().options()) {
                boolean choice = Arrays.stream(option.converters()).anyMatch(c -> c instanceof Choice);
                assertTrue(
                        !choice || option.completionCandidates() != null,
                        sub.getCommandName() + " " + option.longestName() + " names its words for completion");
            }
        }
        List<OptionValues> withWords = OptionValues.of(Main.commandLine()).stream()
                .filter(v -> !v.words().isEmpty())
                .toList();
        assertTrue(withWords.stream()
                .map(v -> v.command() + " " + v.option().longestName())
                .toList()
                .containsAll(List.of(
                        "check --fail-on",
                        "check --report",
                        "check --select",
                        "check --format",
                        "check --lang",
                        "check --ruleset",
                        "points --format",
                        "convert --to")));
        for (OptionValues v : withWords) {
            String option = v.option().longestName();
            String suffix = v.kind() == OptionValues.Kind.PAIR || v.kind() == OptionValues.Kind.PAIR_FILE ? "=" : "";
            List<String> words =
                    v.words().stream().map(w -> w + suffix).sorted().toList();
            String line = "shinpan " + v.command() + " " + option;
            assertEquals(words, complete(scriptFile, line + " "), line + " ");
            assertEquals(
                    words.stream().map(w -> option + "=" + w).toList(), complete(scriptFile, line + "="), line + "=");
        }
    }

    // ---------------------------------------------------------------- fish

    private static final Path FISH = Path.of("src/main/completion/shinpan.fish");

    /**
     * The fish script, from the model: the commands, and per command each option, with the words it
     * takes (a list's items through fish's __fish_complete_list, a pair's names with their '='), file
     * names where it takes a file, nothing where it takes a number or text; file names for FILE.
     */
    static String fishScript() {
        CommandLine root = Main.commandLine();
        StringBuilder fish = new StringBuilder();
        fish.append("# shinpan's completion for fish: copy it to ~/.config/fish/completions/shinpan.fish (the .deb\n")
                .append(
                        "# installs it in fish's vendor_completions.d). Made from shinpan's options by CompletionTest\n")
                .append(
                        "# (mvn -B -q test -Dtest=CompletionTest -Dshinpan.writeCompletion=true); do not edit by hand.\n")
                .append("complete -c shinpan -f\n")
                .append("complete -c shinpan -n __fish_use_subcommand -a ")
                .append(fishWords(root.getSubcommands().keySet()))
                .append('\n');
        for (OptionSpec option : root.getCommandSpec().options()) {
            fish.append("complete -c shinpan -n __fish_use_subcommand")
                    .append(fishNames(option))
                    .append('\n');
        }
        java.util.Map<String, OptionValues> values = new java.util.HashMap<>();
        for (OptionValues v : OptionValues.of(root)) {
            values.put(v.command() + " " + v.option().longestName(), v);
        }
        for (CommandLine sub : root.getSubcommands().values()) {
            CommandSpec spec = sub.getCommandSpec();
            String when = "complete -c shinpan -n '__fish_seen_subcommand_from " + spec.name() + "'";
            if (spec.positionalParameters().stream()
                    .anyMatch(p -> p.paramLabel().equals("FILE"))) {
                fish.append(when).append(" -F\n");
            } else if (spec.name().equals("help")) {
                fish.append(when)
                        .append(" -a ")
                        .append(fishWords(Main.SUBCOMMANDS))
                        .append('\n');
            }
            for (OptionSpec option : spec.options()) {
                fish.append(when).append(fishNames(option));
                OptionValues v = values.get(spec.name() + " " + option.longestName());
                if (option.arity().max() > 0) {
                    fish.append(
                            v == null
                                    ? " -x"
                                    : switch (v.kind()) {
                                        case WORDS -> " -x -a " + fishWords(v.words());
                                        case LIST ->
                                            " -x -a \"(__fish_complete_list , 'string split , -- "
                                                    + String.join(",", v.words()) + "')\"";
                                        case PAIR, PAIR_FILE ->
                                            " -x -a "
                                                    + fishWords(v.words().stream()
                                                            .map(w -> w + "=")
                                                            .toList());
                                        case FILE -> " -r -F";
                                        case DIR -> " -x -a '(__fish_complete_directories (commandline -ct))'";
                                    });
                }
                fish.append('\n');
            }
        }
        return fish.toString();
    }

    private static String fishNames(OptionSpec option) {
        StringBuilder names = new StringBuilder();
        for (String name : option.names()) {
            names.append(name.startsWith("--") ? " -l " + name.substring(2) : " -s " + name.substring(1));
        }
        return names.toString();
    }

    private static String fishWords(java.util.Collection<String> words) {
        return "'" + String.join(" ", words) + "'";
    }

    @Test
    void theFishScriptIsMadeFromTheModel() throws Exception {
        String script = fishScript();
        if (Boolean.getBoolean("shinpan.writeCompletion")) {
            Files.createDirectories(FISH.getParent());
            Files.writeString(FISH, script, StandardCharsets.UTF_8);
        }
        assertEquals(
                script,
                Files.exists(FISH) ? Files.readString(FISH, StandardCharsets.UTF_8) : "",
                FISH + " is out of date; regenerate with "
                        + "mvn -B -q test -Dtest=CompletionTest -Dshinpan.writeCompletion=true");
    }

    /** What fish offers for the line ({@code complete -C}), the words without their descriptions. */
    private List<String> completeInFish(String line) throws Exception {
        String driver = "source " + REPO_FISH + "\ncomplete -C $argv[1] | string replace -r '\\t.*' ''\nexit 0\n";
        return offered("fish", driver, line);
    }

    private static final String REPO_FISH = FISH.toAbsolutePath().toString().replace(" ", "\\ ");

    @Test
    void fishCompletesTheWordsOptionsTakeInBothForms() throws Exception {
        if (!hasShell("fish")) {
            return;
        }
        Files.writeString(tmp.resolve("game.kif"), "");
        Files.createDirectory(tmp.resolve("games"));
        assertEquals(List.of("check"), completeInFish("shinpan che"));
        assertEquals(List.of("jsa"), completeInFish("shinpan check --ruleset j"));
        assertEquals(List.of("--ruleset=jsa"), completeInFish("shinpan check --ruleset=j"));
        assertEquals(List.of("json", "jsonl", "junit"), completeInFish("shinpan check --format j"));
        assertEquals(List.of("illegal", "inconsistent", "winner"), completeInFish("shinpan check --fail-on "));
        assertEquals(List.of("nifu,three-swallows"), completeInFish("shinpan check --select nifu,thr"));
        assertEquals(List.of("sarif="), completeInFish("shinpan check --report sa"));
        assertEquals(List.of("en", "ja"), completeInFish("shinpan codes --lang "));
        assertEquals(List.of("game.kif", "games/"), completeInFish("shinpan check --quiet ga"));
        assertEquals(List.of("games/"), completeInFish("shinpan convert --out ga"));
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
