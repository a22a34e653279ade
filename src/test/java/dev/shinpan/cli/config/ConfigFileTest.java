package dev.shinpan.cli.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.Cli;
import dev.shinpan.cli.batch.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A collection's shinpan.toml, judged on real sample records: found, layered under the command line, located errors. */
class ConfigFileTest {

    private static final Path SAMPLES = Path.of("samples");

    /**
     * A collection: floodgate/ holds the three games of a floodgate CSA file, club/ a KIF sennichite
     * and drafts/ a record with a perpetual check (inconsistent: exit 1 when judged).
     */
    private static Path collection(Path dir, String toml) throws IOException {
        Path c = Files.createDirectories(dir.resolve("c"));
        Files.createDirectories(c.resolve("floodgate"));
        Files.createDirectories(c.resolve("club"));
        Files.createDirectories(c.resolve("drafts"));
        Files.copy(SAMPLES.resolve("floodgate-multi.csa"), c.resolve("floodgate/wdoor.csa"));
        Files.copy(SAMPLES.resolve("sennichite.kif"), c.resolve("club/s.kif"));
        Files.copy(SAMPLES.resolve("perpetual-check.ki2"), c.resolve("drafts/p.ki2"));
        Files.writeString(c.resolve("shinpan.toml"), toml);
        return c;
    }

    /** Each record's file name (after the last slash) and index → the ruleset its verdict names. */
    private static Map<String, String> rulesets(Cli run) throws IOException {
        JsonNode doc = new ObjectMapper().readTree(run.out());
        Map<String, String> byRecord = new TreeMap<>();
        for (JsonNode r : doc.get("records")) {
            String source = r.get("source").asText();
            byRecord.put(
                    source.substring(source.lastIndexOf('/') + 1) + "#"
                            + r.get("index").asInt(),
                    r.get("ruleset").asText());
        }
        return byRecord;
    }

    private static Map<String, String> expected(String floodgate, String club) {
        return new TreeMap<>(
                Map.of("wdoor.csa#0", floodgate, "wdoor.csa#1", floodgate, "wdoor.csa#2", floodgate, "s.kif#0", club));
    }

    private static final String PER_PATH = """
            # a club's games under amateur rules, the floodgate archive under the CSA server's
            ruleset = "amateur"
            exclude = ["drafts/**"]

            [[paths]]
            glob = "floodgate/**"
            ruleset = "csa"
            """;

    @Test
    void aPathsTableJudgesItsFolderUnderItsRuleset(@TempDir Path dir) throws IOException {
        Path c = collection(dir, PER_PATH);
        Cli run = Cli.run("check", "--format", "json", c.toString());
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        assertEquals(expected("csa", "amateur"), rulesets(run));
    }

    @Test
    void theNearestConfigAboveAnInputApplies(@TempDir Path dir) throws IOException {
        Path c = collection(dir, PER_PATH);
        // named deep inside: found two folders up
        assertEquals(
                Map.of("s.kif#0", "amateur"),
                rulesets(Cli.run(
                        "check", "--format", "json", c.resolve("club/s.kif").toString())));
        // a nearer one wins over the collection's
        Files.writeString(c.resolve("club/shinpan.toml"), "ruleset = \"ussf\"\n");
        assertEquals(
                Map.of("s.kif#0", "ussf"),
                rulesets(Cli.run(
                        "check", "--format", "json", c.resolve("club/s.kif").toString())));
        // inputs under two config files: which one applies is the user's to say
        Cli two = Cli.run(
                "check",
                "--lang",
                "en",
                c.resolve("club/s.kif").toString(),
                c.resolve("floodgate/wdoor.csa").toString());
        assertEquals(ExitCodes.USAGE, two.exit());
        assertTrue(two.err().contains("two config files"), two.err());
    }

    @Test
    void theCommandLineWinsOverTheTopLevelAndThePathsTables(@TempDir Path dir) throws IOException {
        Path c = collection(dir, PER_PATH);
        Cli run = Cli.run("check", "--format", "json", "--ruleset", "try", c.toString());
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        assertEquals(expected("try", "try"), rulesets(run));
    }

    @Test
    void noConfigReadsNone(@TempDir Path dir) throws IOException {
        Path c = collection(dir, PER_PATH);
        Cli run = Cli.run("check", "--format", "json", "--no-config", c.toString());
        assertEquals(ExitCodes.INCONSISTENT, run.exit(), "drafts/ is judged again: " + run.err());
        Map<String, String> judged = rulesets(run);
        assertEquals("jsa", judged.get("s.kif#0"));
        assertEquals("jsa", judged.get("wdoor.csa#0"));
        assertEquals("jsa", judged.get("p.ki2#0"));
        Cli both = Cli.run("check", "--lang", "en", "--no-config", "--config", "x.toml", c.toString());
        assertEquals(ExitCodes.USAGE, both.exit());
    }

    @Test
    void configNamesAnotherFileWhoseFolderTheGlobsAreRelativeTo(@TempDir Path dir) throws IOException {
        Path c = collection(dir, PER_PATH);
        Path other = dir.resolve("other.toml");
        Files.writeString(other, """
                ruleset = "ussf"

                [[paths]]
                glob = "c/floodgate/*.csa"
                ruleset = "csa"
                """);
        Cli run = Cli.run(
                "check",
                "--format",
                "json",
                "--config",
                other.toString(),
                c.resolve("club").toString(),
                c.resolve("floodgate").toString());
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        assertEquals(expected("csa", "ussf"), rulesets(run));
        Cli missing = Cli.run(
                "check", "--lang", "en", "--config", dir.resolve("none.toml").toString(), c.toString());
        assertEquals(ExitCodes.USAGE, missing.exit());
        assertTrue(missing.err().contains("none.toml"), missing.err());
    }

    @Test
    void theLastMatchingTableAppliesOverTheTopLevelAlone(@TempDir Path dir) throws IOException {
        Path c = collection(dir, """
                ruleset = "amateur"

                [[paths]]
                glob = "**/*.csa"
                ruleset = "csa"

                [[paths]]
                glob = "floodgate/**"
                adopt-record-rules = true

                [[paths]]
                glob = "club/**"
                ruleset = "ussf"
                """);
        Cli run = Cli.run(
                "check",
                "--format",
                "json",
                c.resolve("floodgate").toString(),
                c.resolve("club").toString());
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        // floodgate/ matches the first two tables: the second applies, without the first's ruleset; its first
        // game declares a move limit ('Max_Moves), which adopt-record-rules adds to the ruleset (amateur+)
        Map<String, String> want = expected("amateur", "ussf");
        want.put("wdoor.csa#0", "amateur+");
        assertEquals(want, rulesets(run));
    }

    @Test
    void anUnknownKeyIsAnErrorAtItsLine(@TempDir Path dir) throws IOException {
        Path c = collection(dir, "lang = \"en\"\n\nrulesets = \"csa\"\n");
        Cli run = Cli.run("check", "--lang", "en", c.toString());
        assertEquals(ExitCodes.USAGE, run.exit());
        assertTrue(run.err().contains("shinpan.toml:3: unknown key 'rulesets'"), run.err());
        assertTrue(run.err().contains("Did you mean 'ruleset'?"), run.err());
        assertEquals("", run.out(), "nothing is judged");

        Files.writeString(c.resolve("shinpan.toml"), "[[paths]]\nglob = \"club/**\"\nformat = \"json\"\n");
        Cli inTable = Cli.run("check", "--lang", "en", c.toString());
        assertEquals(ExitCodes.USAGE, inTable.exit());
        assertTrue(inTable.err().contains("shinpan.toml:3: 'format' applies to the whole run"), inTable.err());

        Files.writeString(c.resolve("shinpan.toml"), "[[paths]]\nglob = \"club/**\"\nlimit = { input = \"1M\" }\n");
        Cli limit = Cli.run("check", "--lang", "en", c.toString());
        assertEquals(ExitCodes.USAGE, limit.exit());
        assertTrue(limit.err().contains("shinpan.toml:3: 'limit' applies to the whole run"), limit.err());
    }

    @Test
    void aBadValueIsAnErrorAtItsLineWithTheValueMeant(@TempDir Path dir) throws IOException {
        Path c = collection(dir, "lang = \"en\"\nruleset = \"jsaa\"\n");
        Cli run = Cli.run("check", "--lang", "en", c.toString());
        assertEquals(ExitCodes.USAGE, run.exit());
        assertTrue(run.err().contains("shinpan.toml:2: --ruleset takes jsa, csa"), run.err());
        assertTrue(run.err().contains("not 'jsaa'"), run.err());
        assertTrue(run.err().contains("Did you mean 'jsa'?"), run.err());

        Cli japanese = Cli.run("check", "--lang", "ja", c.toString());
        assertTrue(japanese.err().contains("shinpan.toml:2: --ruleset に指定できるのは"), japanese.err());
        assertTrue(japanese.err().contains("もしかして 'jsa' ですか？"), japanese.err());

        // a value the command's own check refuses, and one in a table, are placed as well
        Files.writeString(c.resolve("shinpan.toml"), "fail-on = \"winnr\"\n");
        Cli failOn = Cli.run("check", "--lang", "en", c.toString());
        assertEquals(ExitCodes.USAGE, failOn.exit());
        assertTrue(failOn.err().contains("shinpan.toml:1: --fail-on takes"), failOn.err());
        Files.writeString(c.resolve("shinpan.toml"), PER_PATH.replace("ruleset = \"csa\"", "ruleset = \"csaa\""));
        Cli inTable = Cli.run("check", "--lang", "en", c.toString());
        assertEquals(ExitCodes.USAGE, inTable.exit());
        assertTrue(inTable.err().contains("shinpan.toml:7: --ruleset takes"), inTable.err());
        Files.writeString(c.resolve("shinpan.toml"), "lang = \"en\"\n\n[limit]\ninput = \"1M\"\nentires = 5\n");
        Cli limit = Cli.run("check", "--lang", "en", c.toString());
        assertTrue(limit.err().contains("shinpan.toml:3: --limit: unknown limit 'entires'"), limit.err());
        assertTrue(limit.err().contains("Did you mean 'entries'?"), limit.err());
        Files.writeString(c.resolve("shinpan.toml"), "quiet = \"yes\"\n");
        Cli flag = Cli.run("check", "--lang", "en", c.toString());
        assertTrue(flag.err().contains("shinpan.toml:1: quiet takes true or false"), flag.err());
        Files.writeString(c.resolve("shinpan.toml"), "ruleset = [\"jsa\"\n");
        Cli syntax = Cli.run("check", "--lang", "en", c.toString());
        assertEquals(ExitCodes.USAGE, syntax.exit());
        assertTrue(syntax.err().contains("shinpan.toml:") && syntax.err().contains("not valid TOML"), syntax.err());
        // the command line does not hide a bad value in the file
        Files.writeString(c.resolve("shinpan.toml"), "ruleset = \"jsaa\"\n");
        assertEquals(
                ExitCodes.USAGE,
                Cli.run("check", "--ruleset", "jsa", c.toString()).exit());
    }

    @Test
    void excludedFilesAreSkippedAndCountedButANamedFileIsRead(@TempDir Path dir) throws IOException {
        Path c = collection(dir, PER_PATH);
        Cli run = Cli.run("check", "--format", "json", c.toString());
        assertEquals(ExitCodes.OK, run.exit(), "the inconsistent draft is left out: " + run.err());
        JsonNode doc = new ObjectMapper().readTree(run.out());
        boolean named = false;
        for (JsonNode s : doc.get("skipped")) {
            if (s.get("skipped").asText().endsWith("p.ki2")) {
                named = true;
                assertTrue(s.get("reason").asText().contains("drafts/**"), s.toString());
                assertTrue(s.get("reason").asText().contains("shinpan.toml (line 3)"), s.toString());
            }
        }
        assertTrue(named, run.out());
        assertTrue(doc.get("summary").get("skipped").asInt() >= 1, run.out());
        Cli explicit =
                Cli.run("check", "--format", "json", c.resolve("drafts/p.ki2").toString());
        assertEquals(ExitCodes.INCONSISTENT, explicit.exit(), "a file named on the command line is never excluded");
    }

    @Test
    void limitsAndSelectionFromTheFileMergeWithTheCommandLine(@TempDir Path dir) throws IOException {
        Path c = collection(dir, """
                [limit]
                input = "1K"
                entries = 100
                """);
        // floodgate/wdoor.csa (1158 bytes) is over the file's input limit: unreadable, exit 3
        Cli run = Cli.run("check", "--lang", "en", c.resolve("floodgate").toString());
        assertEquals(ExitCodes.UNREADABLE, run.exit(), run.out());
        assertTrue(run.out().contains("input"), run.out());
        Cli raised =
                Cli.run("check", "--limit", "input=2K", c.resolve("floodgate").toString());
        assertEquals(ExitCodes.OK, raised.exit(), raised.out());
        Files.writeString(c.resolve("shinpan.toml"), "select = [\"nifu\"]\n");
        // only nifu counts: the perpetual check of drafts/ does not fail the run
        assertEquals(
                ExitCodes.OK, Cli.run("check", c.resolve("drafts").toString()).exit());
        assertEquals(
                ExitCodes.INCONSISTENT,
                Cli.run(
                                "check",
                                "--select",
                                "perpetual-check",
                                c.resolve("drafts").toString())
                        .exit());
    }
}
