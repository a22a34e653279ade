package dev.shinpan.cli.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.RulesetParameter;
import dev.shinpan.cli.Cli;
import dev.shinpan.cli.Main;
import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.cli.report.Lang;
import dev.shinpan.testing.Languages;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Help in Japanese: under {@code --lang ja} (or a Japanese locale) every text of every command's
 * help, its description, footer, exit codes and each option, is Japanese, and the language is
 * picked from the arguments before picocli parses them.
 */
class HelpTextsTest {

    /**
     * Names written the same in both languages (formats, encodings, programs), and what the help
     * shows as typed: option values, limits with their defaults, paths, CSA and JKF keywords.
     */
    private static final Pattern AS_WRITTEN = Pattern.compile(String.join(
            "|",
            // Latin boundaries, not \b, which counts kana and kanji as word characters too ("7段のSFEN")
            "(?<![A-Za-z0-9_])(JSON Schema|KIF|KI2|CSA|USI|SFEN|JKF|JSON|JUnit|XML|SARIF|HTML|SVG|BOD|UTF-8|Shift_JIS|CP932|EUC-JP|"
                    + "draft|Java|Windows|Fairy-Stockfish|JSA|CI|POSIX|C|MiB|bash|zsh|ALL|CAMP|FILE|N|"
                    + "perft|zip|7z|tar|gz|xz|bz2|LANG|NAME|VALUE|K|M|G|T)(?![A-Za-z0-9_])",
            "%n",
            "[a-z0-9-]+=[0-9A-Za-z]+",
            "[%$][A-Z_±]+(:[0-9/]+)?",
            "[a-z]+/[a-z.]+\\.json",
            "-Xmx",
            "\\.[a-z0-9]+\\b",
            "[a-z0-9]+\\.[a-z0-9.]+",
            "<\\([^)]*\\)"));

    private static List<CommandSpec> commands(CommandLine cl) {
        List<CommandSpec> all = new ArrayList<>();
        all.add(cl.getCommandSpec());
        for (CommandLine sub : cl.getSubcommands().values()) {
            all.add(sub.getCommandSpec());
        }
        return all;
    }

    /** Every text a command's help shows but the synopsis and the option names. */
    private static List<String> texts(CommandSpec spec) {
        List<String> texts = new ArrayList<>(List.of(spec.usageMessage().description()));
        texts.addAll(List.of(spec.usageMessage().footer()));
        texts.addAll(spec.usageMessage().exitCodeList().values());
        texts.add(spec.usageMessage().footerHeading());
        texts.add(spec.usageMessage().exitCodeListHeading());
        for (ArgSpec arg : spec.args()) {
            texts.addAll(List.of(arg.description()));
        }
        return texts;
    }

    private static void assertJapanese(String what, String text) {
        Languages.assertJapanese(what, AS_WRITTEN.matcher(text).replaceAll("·"));
    }

    @Test
    void everyHelpTextOfEveryCommandIsJapanese() {
        List<CommandSpec> japanese = commands(Main.commandLine(Lang.JA));
        List<CommandSpec> english = commands(Main.commandLine(Lang.EN));
        assertEquals(Main.SUBCOMMANDS.size() + 1, japanese.size(), "shinpan and every subcommand");
        for (int c = 0; c < japanese.size(); c++) {
            CommandSpec ja = japanese.get(c);
            List<String> jaTexts = texts(ja);
            List<String> enTexts = texts(english.get(c));
            assertTrue(jaTexts.size() > 2, ja.qualifiedName());
            for (int i = 0; i < jaTexts.size(); i++) {
                String text = jaTexts.get(i);
                assertJapanese(ja.qualifiedName(), text);
                if (!text.isBlank() && i < enTexts.size() && !enTexts.get(i).isBlank()) {
                    assertNotEquals(enTexts.get(i), text, ja.qualifiedName() + ": still the English text");
                }
            }
        }
    }

    /**
     * What a user reads: the whole rendered help of every command, {@code help} and picocli's
     * completion command included, headings and all, is Japanese under {@code --lang ja} once the
     * synopsis, the option names and their placeholders are set aside.
     */
    @Test
    void everyRenderedHelpIsJapanese() {
        List<String[]> runs = new ArrayList<>();
        runs.add(new String[] {"--help"});
        for (String command : Main.SUBCOMMANDS) {
            runs.add(
                    command.equals("generate-completion")
                            ? new String[] {"help", command, "--lang", "ja"}
                            : new String[] {command, "--lang", "ja", "--help"});
        }
        for (String[] args : runs) {
            Cli r = Cli.run(args);
            assertEquals(ExitCodes.OK, r.exit(), String.join(" ", args) + r.err());
            String help =
                    args[0].equals("--help") ? Cli.run("help", "--lang", "ja").out() : r.out();
            assertTrue(help.contains("使い方:"), help);
            List<String> lines = help.substring(help.indexOf("使い方:")).lines().toList();
            int from = 1;
            while (from < lines.size() && lines.get(from).startsWith(" ")) {
                from++; // the synopsis' continuation lines
            }
            String body = String.join("\n", lines.subList(from, lines.size()))
                    .replaceAll("(?m)^  [a-z-]+(?= {2})", "") // the list of commands
                    .replaceAll("(?m)^ +(-\\w, )?--[a-z-]+(=\\S+)?(?= {2}|$)", "") // the option column
                    .replaceAll("\\n\\s+", ""); // wrapped lines, rejoined as written
            body = AS_WRITTEN
                    .matcher(body)
                    .replaceAll("·")
                    .replaceAll(
                            "(?<![\\w-])-[A-Za-z](?![\\w-])|\\[?(?<![A-Za-z0-9])[A-Z][A-Z0-9-]+(?![A-Za-z0-9])\\]?",
                            "·");
            Languages.assertJapanese(String.join(" ", args), body);
        }
    }

    /**
     * The annotations name no text, so a text missing from a language's file would leave a blank in
     * its help: both files hold the same texts (a text of several lines may take more or fewer lines
     * in one language, numbered from 0 without a gap), but the English of the ruleset parameters,
     * which is their declaration's own ({@code RulesetParameter}).
     */
    @Test
    void bothLanguagesHoldTheSameTexts() throws IOException {
        Properties english = properties(HelpTexts.resourceName(Lang.EN));
        Properties japanese = properties(HelpTexts.resourceName(Lang.JA));
        Set<String> declared = new TreeSet<>(Set.of("parameter.plies"));
        RulesetParameter.all().forEach(p -> declared.add("parameter." + p.id()));
        Set<String> expected = new TreeSet<>(texts(japanese));
        assertTrue(expected.containsAll(declared), "the Japanese of every parameter: " + expected);
        declared.remove("parameter.plies");
        for (String parameter : declared) {
            // picocli learns the keys from the file: the English stands there as the mark of the declaration's text
            assertEquals(HelpTexts.PARAMETER, english.getProperty(parameter), parameter + " in English");
        }
        expected.removeAll(declared);
        expected.remove("parameter.plies");
        Set<String> englishTexts = new TreeSet<>(texts(english));
        englishTexts.removeAll(declared);
        assertEquals(expected, englishTexts);
        for (Properties help : List.of(english, japanese)) {
            for (String key : help.stringPropertyNames()) {
                Matcher line = NUMBERED.matcher(key);
                if (line.matches() && !line.group(2).equals("0")) {
                    String before = line.group(1) + "." + (Integer.parseInt(line.group(2)) - 1);
                    assertTrue(help.containsKey(before), key + " without " + before);
                }
            }
        }
    }

    /** A line of a text of several lines: {@code shinpan.check.usage.footer.3}. */
    private static final Pattern NUMBERED = Pattern.compile("(.*\\.usage\\.[A-Za-z]+)\\.([0-9]+)");

    private static Set<String> texts(Properties help) {
        Set<String> texts = new TreeSet<>();
        for (String key : help.stringPropertyNames()) {
            Matcher line = NUMBERED.matcher(key);
            texts.add(line.matches() ? line.group(1) : key);
        }
        return texts;
    }

    private static Properties properties(String file) throws IOException {
        Properties help = new Properties();
        try (InputStream in = HelpTexts.class.getResourceAsStream("/dev/shinpan/" + file)) {
            help.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return help;
    }

    /** Every command says what it does and every option and argument what it means, in both languages. */
    @Test
    void everyCommandAndOptionHasItsHelpInBothLanguages() {
        for (Lang lang : List.of(Lang.EN, Lang.JA)) {
            for (CommandSpec spec : commands(Main.commandLine(lang))) {
                String command = lang + " " + spec.qualifiedName();
                assertTrue(String.join("", spec.usageMessage().description()).length() > 10, command);
                for (ArgSpec arg : spec.args()) {
                    assertTrue(String.join("", arg.description()).length() > 10, command + " " + arg.paramLabel());
                }
            }
        }
    }

    @Test
    void helpSpeaksTheLanguageTheArgumentsAskFor() {
        String ja = Cli.run("check", "--lang", "ja", "--help").out();
        assertTrue(ja.startsWith("使い方: shinpan check"), "[" + ja + "]");
        assertTrue(ja.contains("  input=64M               ひとつの棋譜"), "the limits' table in Japanese: " + ja);
        assertTrue(ja.contains("--max-moves=PLIES      対局が終わる手数。 値：手数（0は上限なし）。"), ja);
        assertFalse(ja.contains("Usage:") || ja.contains("Show this help"), ja);
        assertTrue(Cli.run("check", "--lang", "en", "--help").out().startsWith("Usage: shinpan check"));
    }

    @Test
    void rulesetsTakesLangAndListsInJapanese() {
        Cli r = Cli.run("rulesets", "--lang", "ja");
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        assertTrue(r.out().startsWith("規則:"), r.out());
        assertTrue(r.out().contains("どの規則でも：手詰まり（王手されていないのに合法手がない）は負け。"), r.out());
        assertTrue(r.out().contains("既定：本将棋はjsa, 禽将棋はtori, 5五将棋はminishogi。"), r.out());
        assertTrue(
                r.out().contains("  jsa         本将棋         日本将棋連盟のプロの公式戦（対局規定、2013年と2019年の規定）"),
                "who plays by each preset, in Japanese: " + r.out());
        assertTrue(Cli.run("rulesets", "--lang", "en").out().startsWith("Presets:"));
    }

    @Test
    void theLanguageIsReadFromTheArgumentsBeforeParsing() {
        Locale en = Locale.ENGLISH;
        assertEquals(Lang.JA, Lang.fromArgs(new String[] {"check", "--lang", "ja", "x.kif"}, en));
        assertEquals(Lang.JA, Lang.fromArgs(new String[] {"check", "--lang=JA"}, en));
        assertEquals(Lang.EN, Lang.fromArgs(new String[] {"check", "--lang", "en"}, Locale.JAPAN));
        assertEquals(Lang.JA, Lang.fromArgs(new String[] {"check", "x.kif"}, Locale.JAPAN), "the locale's");
        assertEquals(
                Lang.EN, Lang.fromArgs(new String[] {"check", "--lang", "fr"}, en), "an unknown tag: the locale's");
        assertEquals(Lang.EN, Lang.fromArgs(new String[] {"check", "--", "--lang", "ja"}, en), "a file named --lang");
        assertEquals(Lang.EN, Lang.fromArgs(new String[] {"check", "--lang"}, en));
    }
}
