package dev.shinpan.cli.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.cli.Cli;
import dev.shinpan.cli.Main;
import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.cli.report.Lang;
import dev.shinpan.testing.Languages;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * A usage error says what is wrong, what was probably meant, and where the help is, in a few lines
 * (not the command's whole help) and exit code 2, as GNU tools do; words of fixed sets are taken in
 * any case.
 */
class UsageErrorsTest {

    private static Cli check(String... options) {
        List<String> args = new ArrayList<>(List.of("check"));
        args.addAll(List.of(options));
        args.add("samples/nifu.kif");
        return Cli.run(args.toArray(String[]::new));
    }

    /** The error lines: the message, perhaps a suggestion, the pointer to the help. */
    private static List<String> usage(Cli r) {
        assertEquals(ExitCodes.USAGE, r.exit(), r.err());
        assertEquals("", r.out());
        List<String> lines = r.err().lines().toList();
        assertTrue(lines.size() <= 3, "a few lines, not the help: " + r.err());
        assertEquals("Try 'shinpan check --help' for more information.", lines.get(lines.size() - 1));
        return lines;
    }

    @Test
    void eachBadValueCostsTheErrorAndAPointerToTheHelp() {
        assertEquals(
                List.of(
                        "shinpan: --format takes text, json, jsonl, junit, sarif, html, github, not 'xml'",
                        "Try 'shinpan check --help' for more information."),
                usage(check("--format", "xml")));
        assertEquals(
                "shinpan: --lang takes en, ja, not 'fr'",
                usage(check("--lang", "fr")).get(0));
        assertEquals(
                "shinpan: --jobs must be 1 or more, not 0",
                usage(check("--jobs", "0")).get(0));
        assertEquals(
                "shinpan: --record numbers records from 0, not -1",
                usage(check("--record", "-1")).get(0));
        assertEquals(
                "shinpan: --declaration takes none, jsa-31, 27-28, not '31'",
                usage(check("--declaration", "31")).get(0));
        assertEquals(
                "shinpan: --max-moves takes a ply count (0 for no limit), not 'many'",
                usage(check("--max-moves", "many")).get(0));
        assertTrue(usage(check("--limit", "foo=1")).get(0).startsWith("shinpan: --limit: unknown limit 'foo'"));
    }

    @Test
    void aTypoGetsTheNearestKnownWord() {
        assertEquals(
                List.of(
                        "shinpan: --ruleset takes jsa, csa, amateur, ussf, try, tori, tori-3fold, minishogi, all, not 'jsaa'",
                        "Did you mean 'jsa'?",
                        "Try 'shinpan check --help' for more information."),
                usage(check("--ruleset", "jsaa")));
        assertEquals(
                "Did you mean 'tori-3fold'?",
                usage(check("--ruleset", "tori3fold")).get(1));
        assertEquals("Did you mean 'jsonl'?", usage(check("--format", "jsnol")).get(1));
        assertEquals(
                "Did you mean 'entries'?", usage(check("--limit", "entires=10")).get(1));
        assertEquals("Did you mean 'ja'?", usage(check("--lang", "jp")).get(1));
        assertEquals("Did you mean '--format'?", usage(check("--frmat", "json")).get(1));
        assertEquals(2, usage(check("--format", "xml")).size(), "xml is no typo of html: no suggestion");
    }

    @Test
    void anUnknownCommandPointsAtTheTopHelp() {
        Cli r = Cli.run("chek", "samples/nifu.kif");
        assertEquals(ExitCodes.USAGE, r.exit());
        List<String> lines = r.err().lines().toList();
        assertEquals(
                List.of("Did you mean 'check'?", "Try 'shinpan --help' for more information."),
                lines.subList(1, lines.size()));
    }

    @Test
    void theErrorSpeaksTheLanguageAskedFor() {
        Cli r = Cli.run("check", "--lang", "ja", "--ruleset", "jsaa", "samples/nifu.kif");
        assertEquals(ExitCodes.USAGE, r.exit());
        assertEquals(
                List.of(
                        "shinpan: --ruleset に指定できるのは jsa, csa, amateur, ussf, try, tori, tori-3fold, minishogi, all です（'jsaa' は指定できません）",
                        "もしかして 'jsa' ですか？",
                        "詳しくは 'shinpan check --help' を参照してください。"),
                r.err().lines().toList());
    }

    /**
     * picocli's own errors (unknown option, missing value, wrong type, an option twice, options that
     * exclude each other, one argument too many, an unknown command) are said in the catalogue's words,
     * so that they come in Japanese too.
     */
    @Test
    void picocliErrorsSpeakBothLanguages() {
        String[][] cases = {
            {"shinpan: unknown option '--foo'", "shinpan: '--foo' というオプションはありません", "check", "--foo", "a.kif"},
            {"shinpan: missing: FILE", "shinpan: 指定がありません：FILE", "check"},
            {
                "shinpan: option --ruleset needs a value (NAME)",
                "shinpan: オプション --ruleset には値（NAME）が要ります",
                "check",
                "a.kif",
                "--ruleset"
            },
            {
                "shinpan: option --ruleset needs a value (NAME)",
                "shinpan: オプション --ruleset には値（NAME）が要ります",
                "check",
                "--ruleset",
                "--board",
                "a.kif"
            },
            {
                "shinpan: --jobs takes a whole number, not 'x'",
                "shinpan: --jobs には整数を指定します（'x' は指定できません）",
                "check",
                "--jobs",
                "x",
                "a.kif"
            },
            {
                "shinpan: option --jobs is given more than once",
                "shinpan: オプション --jobs が二度以上指定されています",
                "check",
                "--jobs",
                "2",
                "--jobs",
                "3",
                "a.kif"
            },
            {"shinpan: missing: --depth", "shinpan: 指定がありません：--depth", "perft"},
            {
                "shinpan: --sfen, --handicap exclude each other: give one",
                "shinpan: --sfen, --handicap は同時に指定できません：どれかひとつにしてください",
                "perft",
                "--depth",
                "1",
                "--sfen",
                "x",
                "--handicap",
                "lance"
            },
            {"shinpan: one argument too many: 'b.kif'", "shinpan: 引数が多すぎます：'b.kif'", "points", "a.kif", "b.kif"},
            {"shinpan: unknown command 'chek'", "shinpan: 'chek' というコマンドはありません", "help", "chek"},
        };
        for (String[] c : cases) {
            List<String> args = new ArrayList<>(List.of(c).subList(2, c.length));
            Cli en = Cli.run(with(args, "en"));
            assertEquals(ExitCodes.USAGE, en.exit(), en.err());
            assertEquals(c[0], en.err().lines().findFirst().orElse(""), args.toString());
            Cli ja = Cli.run(with(args, "ja"));
            assertEquals(ExitCodes.USAGE, ja.exit(), ja.err());
            assertEquals(c[1], ja.err().lines().findFirst().orElse(""), args.toString());
            ja.err()
                    .lines()
                    .forEach(line -> Languages.assertJapanese(
                            args.toString(), line.replaceAll("shinpan|FILE|NAME|'[^']*'|--?[a-z-]+", "")));
        }
        Cli none = Cli.run();
        assertEquals(ExitCodes.USAGE, none.exit());
        assertEquals("shinpan: missing command", none.err().lines().findFirst().orElse(""));
    }

    /** The arguments with {@code --lang} after the command (help takes it too). */
    private static String[] with(List<String> args, String lang) {
        List<String> all = new ArrayList<>(args);
        all.addAll(1, List.of("--lang", lang));
        return all.toArray(String[]::new);
    }

    @Test
    void wordsOfFixedSetsAreTakenInAnyCase() {
        Cli upper = check(
                "--ruleset",
                "JSA",
                "--format",
                "JSONL",
                "--lang",
                "EN",
                "--variant",
                "Standard",
                "--declaration",
                "JSA-31",
                "--limit",
                "INPUT=64M");
        assertEquals(ExitCodes.OK, upper.exit(), upper.err());
        assertEquals(
                check("--ruleset", "jsa", "--format", "jsonl", "--declaration", "jsa-31")
                        .out(),
                upper.out());
        Cli points = Cli.run("points", "--format", "Json", "--ruleset", "CSA", "samples/nifu.kif");
        assertEquals(ExitCodes.OK, points.exit(), points.err());
        assertTrue(points.out().startsWith("{"), points.out());
        assertEquals(ExitCodes.OK, Cli.run("rulesets", "--format", "JSON").exit());
    }

    @Test
    void everyCommandSaysItsVersion() {
        String version = Cli.run("--version").out();
        assertTrue(version.startsWith("shinpan "), version);
        for (String command : List.of("check", "convert", "points", "rulesets", "perft", "generate-completion")) {
            Cli r = Cli.run(command, "-V");
            assertEquals(ExitCodes.OK, r.exit(), command + r.err());
            assertEquals(version, r.out(), command);
        }
    }

    /**
     * An error of a kind the catalogue does not word is shown as picocli says it, and what it quotes
     * is the user's text: it reaches the terminal escaped all the same.
     */
    @Test
    void anErrorShownAsPicocliSaysItIsEscaped() {
        CommandLine cl = Main.commandLine(Lang.EN);
        StringWriter err = new StringWriter();
        cl.setErr(new PrintWriter(err));
        int exit = new UsageErrors()
                .handleParseException(new ParameterException(cl, "bad value 'a\u001b[2Jb'"), new String[] {"x"});
        assertEquals(ExitCodes.USAGE, exit);
        assertTrue(err.toString().startsWith("shinpan: bad value 'a\\x1b[2Jb'\n"), err.toString());
    }
}
