package dev.shinpan.cli.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.cli.Cli;
import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.text.Catalogue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** shinpan.toml's globs: what they match (truths written by hand), in time linear in glob × name, and located errors. */
class GlobTest {

    @ParameterizedTest(name = "{0} ~ {1} → {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                // * stays within a name; ** crosses folders
                "*.kif              | a.kif                | true",
                "*.kif              | club/a.kif           | false",
                "*.kif              | .kif                 | true",
                "club/*.kif         | club/a.kif           | true",
                "club/*.kif         | club/2019/a.kif      | false",
                "club/**            | club/2019/a.kif      | true",
                "club/**            | club/a.kif           | true",
                "club/**            | club                 | false",
                "club/**            | clubs/a.kif          | false",
                "**/*.csa           | floodgate/x/w.csa    | true",
                "**/*.csa           | w.csa                | false",
                "**.csa             | a/b/c.csa            | true",
                "a/**/b             | a/x/y/b              | true",
                "a/**/b             | a/b                  | false",
                // ? is one character but /
                "game?.kif          | game1.kif            | true",
                "game?.kif          | game.kif             | false",
                "game?.kif          | game12.kif           | false",
                "a?b                | a/b                  | false",
                // classes: ranges, ! negation, never /
                "game[0-9].kif      | game7.kif            | true",
                "game[0-9].kif      | gamex.kif            | false",
                "game[!0-9].kif     | gamex.kif            | true",
                "game[!0-9].kif     | game7.kif            | false",
                "a[!x]b             | a/b                  | false",
                "[abc]*.csa         | b1.csa               | true",
                "[abc]*.csa         | d1.csa               | false",
                "[]]x               | ]x                   | true",
                "[a-]x              | -x                   | true",
                // braces: alternatives, nested within the bound
                "*.{kif,ki2}        | a.ki2                | true",
                "*.{kif,ki2}        | a.csa                | false",
                "{club,floodgate}/**| floodgate/x.csa      | true",
                "{club,floodgate}/**| drafts/x.csa         | false",
                "{a,b{c,d}}.kif     | bd.kif               | true",
                "{a,b{c,d}}.kif     | b.kif                | false",
                "x{,y}.kif          | x.kif                | true",
                // outside braces , and } are themselves; \\ takes the next character as it is
                "a,b}.kif           | 'a,b}.kif'           | true",
                "\\*.kif            | *.kif                | true",
                "\\*.kif            | a.kif                | false",
                // Japanese names, and the whole name must match
                "大会/*.kif          | 大会/第1局.kif        | true",
                "a*                 | ba                   | false",
                "''                 | ''                   | true",
                "''                 | a                    | false",
            })
    void matchesAsWrittenByHand(String glob, String name, boolean expected) throws Glob.Invalid {
        assertEquals(expected, Glob.of(glob).matches(name), glob + " against " + name);
    }

    @Test
    void matchesARelativePathByItsNames() throws Glob.Invalid {
        assertTrue(Glob.of("club/2019/*.kif").matches(Path.of("club", "2019", "a.kif")));
        assertFalse(Glob.of("club/*.kif").matches(Path.of("club", "2019", "a.kif")));
    }

    @Test
    void aBacktrackingGlobAnswersAtOnce() {
        String glob = "a*".repeat(20) + "b";
        String name = "a".repeat(4000);
        // Java's glob took exponential time here: a correctness guard, not a benchmark
        boolean matched = assertTimeoutPreemptively(
                Duration.ofSeconds(5), () -> Glob.of(glob).matches(name));
        assertFalse(matched);
        assertTrue(assertTimeoutPreemptively(
                Duration.ofSeconds(5), () -> Glob.of(glob).matches(name + "b")));
        assertFalse(assertTimeoutPreemptively(
                Duration.ofSeconds(5), () -> Glob.of("**".repeat(20) + "/b").matches("a/".repeat(2000))));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "club/[abc         | the '[' at character 6 is never closed",
                "club/{a,b         | the '{' at character 6 is never closed",
                "a[x/y]            | a class cannot hold '/' (at character 4)",
                "a[z-a]            | the range z-a runs backwards (at character 5)",
                "a\\               | the '\\' at character 2 escapes nothing",
                "{a,{b,{c,{d,e}}}} | braces nest more than 3 deep (at character 10)",
            })
    void aBadGlobSaysWhyAndWhere(String glob, String why) {
        Glob.Invalid e = assertThrows(Glob.Invalid.class, () -> Glob.of(glob));
        assertEquals(why, Catalogue.english().render(e.reason()));
    }

    @Test
    void bracesThatWouldExpandWithoutBoundAreRefused() {
        Glob.Invalid e = assertThrows(Glob.Invalid.class, () -> Glob.of("{a,b}".repeat(20)));
        assertEquals(
                "its braces make more than 64 alternatives (at character 35)",
                Catalogue.english().render(e.reason()));
        assertThrows(Glob.Invalid.class, () -> Glob.of("a".repeat(Glob.MAX_LENGTH + 1)));
    }

    @Test
    void aBadGlobInTheConfigFileIsAUsageErrorNamingFileAndLine(@TempDir Path dir) throws IOException {
        Path toml = dir.resolve("shinpan.toml");
        Files.writeString(toml, "ruleset = \"jsa\"\nexclude = [\"" + "{a,b}".repeat(7) + "\"]\n");
        Files.copy(Path.of("samples/nifu.kif"), dir.resolve("a.kif"));
        Cli run = Cli.run("check", "--lang", "en", dir.toString());
        assertEquals(ExitCodes.USAGE, run.exit(), run.err());
        assertTrue(
                run.err()
                        .contains(toml + ":2: bad glob '" + "{a,b}".repeat(7)
                                + "': its braces make more than 64 alternatives (at character 35)"),
                run.err());
    }

    @Test
    void thePathologicalGlobInAConfigFileStillJudgesTheCollection(@TempDir Path dir) throws IOException {
        String glob = "a*".repeat(20) + "b";
        Files.writeString(
                dir.resolve("shinpan.toml"),
                "exclude = [\"" + glob + "\"]\n\n[[paths]]\nglob = \"" + glob + "\"\nruleset = \"csa\"\n");
        Files.copy(Path.of("samples/nifu.kif"), dir.resolve("a".repeat(200) + ".kif"));
        Cli run = assertTimeoutPreemptively(
                Duration.ofSeconds(30), () -> Cli.run("check", "--format", "json", dir.toString()));
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        assertTrue(run.out().contains("\"ruleset\" : \"jsa\""), "neither glob matches, so the top level applies");
    }
}
