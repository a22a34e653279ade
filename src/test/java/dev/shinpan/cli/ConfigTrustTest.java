package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.batch.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A shinpan.toml found by search is the collection's, not the user's: it writes only inside its
 * folder, never a baseline, never over an input; it only lowers limits; one another user could have
 * written is ignored; and each run says which file it used. One named with --config keeps its powers.
 */
class ConfigTrustTest {

    private static final Path SAMPLES = Path.of("samples");
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * A collection beside a folder outside it: club/s.kif a sennichite (consistent), drafts/p.ki2 a
     * perpetual check (inconsistent: exit 1 when judged).
     */
    private static Path collection(Path dir, String toml) throws IOException {
        Path c = Files.createDirectories(dir.resolve("c"));
        Files.createDirectories(dir.resolve("outside"));
        Files.createDirectories(c.resolve("club"));
        Files.createDirectories(c.resolve("drafts"));
        Files.copy(SAMPLES.resolve("sennichite.kif"), c.resolve("club/s.kif"));
        Files.copy(SAMPLES.resolve("perpetual-check.ki2"), c.resolve("drafts/p.ki2"));
        Files.writeString(c.resolve("shinpan.toml"), toml);
        return c;
    }

    private static void assertRefused(Cli run, String expected) {
        assertEquals(ExitCodes.USAGE, run.exit(), run.err());
        assertTrue(run.err().contains(expected), run.err());
        assertEquals("", run.out(), "refused before anything is read");
    }

    @Test
    void aSearchedConfigWritesNothingOutsideItsFolder(@TempDir Path dir) throws IOException {
        List<String> escapes = List.of(
                "report = \"text=../outside/dots.txt\"",
                "report = ['text=" + dir.resolve("run1/outside/absolute.txt") + "']",
                "report = \"text=~/home.txt\"",
                "report = [\"json=in.json\", \"text=link/through.txt\"]",
                "report = \"text=dangling.txt\"",
                "board-svg = \"club/../../outside/board.svg\"");
        for (String line : escapes) {
            Path c = collection(dir.resolve("run" + escapes.indexOf(line)), "lang = \"en\"\n" + line + "\n");
            Path out = c.resolveSibling("outside");
            // a subfolder that leads out of the collection, and a link to a file not there yet
            Files.createSymbolicLink(c.resolve("link"), out);
            Files.createSymbolicLink(c.resolve("dangling.txt"), out.resolve("dangling.txt"));
            Cli run = Cli.run("check", c.resolve("club").toString());
            String key = line.substring(0, line.indexOf(' '));
            assertRefused(run, "shinpan.toml:2: " + key + " = ");
            try (var written = Files.list(out)) {
                assertEquals(List.of(), written.toList(), line);
            }
            assertFalse(Files.exists(c.resolve("in.json")), "no report written when one is refused: " + line);
            assertFalse(Files.exists(Path.of(System.getProperty("user.home"), "home.txt")));
        }
        Path c = dir.resolve("run1/c"); // the absolute path
        Cli absolute = Cli.run("check", c.resolve("club").toString());
        assertTrue(
                absolute.err()
                        .contains("writes only inside its own folder " + c + ", and this leads to "
                                + dir.resolve("run1/outside/absolute.txt")),
                absolute.err());
        Cli tilde = Cli.run("check", dir.resolve("run2/c/club").toString());
        assertTrue(tilde.err().contains("does not read ~ as a home folder"), tilde.err());
        // the same file named with --config is the user's choice
        Cli named = Cli.run(
                "check",
                "--config",
                c.resolve("shinpan.toml").toString(),
                c.resolve("club").toString());
        assertEquals(ExitCodes.OK, named.exit(), named.err());
        assertTrue(Files.exists(dir.resolve("run1/outside/absolute.txt")));
    }

    @Test
    void aSearchedConfigWritesInsideItsFolderBesideItself(@TempDir Path dir) throws IOException {
        Path c = collection(dir, "report = [\"json=report.json\", \"text=reports/r.txt\"]\nboard-svg = \"b.svg\"\n");
        Files.createDirectories(c.resolve("reports"));
        Cli run = Cli.run(
                "check", "--quiet", "--lang", "en", c.resolve("club/s.kif").toString());
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        // relative to the config file's folder, wherever the run starts
        assertTrue(Files.size(c.resolve("report.json")) > 0);
        assertTrue(Files.size(c.resolve("reports/r.txt")) > 0);
        assertTrue(Files.size(c.resolve("b.svg")) > 0);
    }

    @Test
    void aSearchedConfigNeverWritesAnInputTheBaselineOrItself(@TempDir Path dir) throws IOException {
        Path c = collection(dir, "lang = \"en\"\nreport = \"text=club/s.kif\"\n");
        byte[] record = Files.readAllBytes(c.resolve("club/s.kif"));
        assertRefused(
                Cli.run("check", c.resolve("club/s.kif").toString()),
                "shinpan.toml:2: report = club/s.kif: that is an input of this run");
        assertEquals(List.of(record.length), List.of(Files.readAllBytes(c.resolve("club/s.kif")).length));

        Files.writeString(c.resolve("shinpan.toml"), "lang = \"en\"\nboard-svg = \"shinpan.toml\"\n");
        assertRefused(
                Cli.run("check", c.resolve("club/s.kif").toString()),
                "shinpan.toml:2: board-svg = shinpan.toml: that is the config file itself");

        Files.writeString(c.resolve("shinpan.toml"), "lang = \"en\"\nreport = \"json=known.json\"\n");
        Files.writeString(c.resolve("known.json"), "[]\n");
        assertRefused(
                Cli.run(
                        "check",
                        "--baseline",
                        c.resolve("known.json").toString(),
                        c.resolve("club").toString()),
                "shinpan.toml:2: report = known.json: that is the baseline of this run");
        assertEquals("[]\n", Files.readString(c.resolve("known.json")));
    }

    @Test
    void onlyANamedConfigWritesABaseline(@TempDir Path dir) throws IOException {
        Path c = collection(dir, "lang = \"en\"\nwrite-baseline = \"baseline.json\"\n");
        assertRefused(
                Cli.run("check", c.resolve("drafts").toString()),
                "shinpan.toml:2: write-baseline: a shinpan.toml found by search may not write a baseline");
        assertFalse(Files.exists(c.resolve("baseline.json")));
        // named, it writes the baseline and the inconsistent record no longer fails the run
        Cli named = Cli.run(
                "check",
                "--config",
                c.resolve("shinpan.toml").toString(),
                c.resolve("drafts").toString());
        assertEquals(ExitCodes.OK, named.exit(), named.err());
        assertTrue(Files.exists(c.resolve("baseline.json")));
    }

    @Test
    void aConfigInAFolderEveryoneWritesIsIgnored(@TempDir Path dir) throws IOException {
        Assumptions.assumeTrue(Files.getFileStore(dir).supportsFileAttributeView("posix"), "POSIX permissions");
        // only nifu would count: the perpetual check would pass with the file read
        Path c = collection(dir, "select = [\"nifu\"]\n");
        Path drafts = c.resolve("drafts");
        assertEquals(
                ExitCodes.OK,
                Cli.run("check", "--config", c.resolve("shinpan.toml").toString(), drafts.toString())
                        .exit());
        Files.setPosixFilePermissions(c, PosixFilePermissions.fromString("rwxrwxrwx"));
        Cli open = Cli.run("check", "--lang", "en", drafts.toString());
        assertEquals(ExitCodes.INCONSISTENT, open.exit(), open.err());
        assertTrue(
                open.err()
                        .contains("ignoring " + c.resolve("shinpan.toml") + ": its folder " + c
                                + " is writable by every user; judging as with --no-config"),
                open.err());
        assertFalse(open.err().contains("using config"), open.err());

        Files.setPosixFilePermissions(c, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.setPosixFilePermissions(c.resolve("shinpan.toml"), PosixFilePermissions.fromString("rw-rw-rw-"));
        Cli openFile = Cli.run("check", "--lang", "en", drafts.toString());
        assertEquals(ExitCodes.INCONSISTENT, openFile.exit(), openFile.err());
        assertTrue(openFile.err().contains("it is writable by every user"), openFile.err());
    }

    @Test
    void aConfigAnotherUserOwnsIsIgnored(@TempDir Path dir) throws IOException {
        Assumptions.assumeTrue(
                "root".equals(System.getProperty("user.name")), "giving a file to another user takes root");
        Path c = collection(dir, "select = [\"nifu\"]\n");
        Files.setAttribute(c.resolve("shinpan.toml"), "unix:uid", 65534);
        Cli run = Cli.run("check", "--lang", "en", c.resolve("drafts").toString());
        assertEquals(ExitCodes.INCONSISTENT, run.exit(), run.err());
        assertTrue(run.err().contains("ignoring " + c.resolve("shinpan.toml") + ": it belongs to "), run.err());
        assertTrue(run.err().contains(", not to root, who runs shinpan"), run.err());
        // named, it is the user's choice
        assertEquals(
                ExitCodes.OK,
                Cli.run(
                                "check",
                                "--config",
                                c.resolve("shinpan.toml").toString(),
                                c.resolve("drafts").toString())
                        .exit());
    }

    @Test
    void aSearchedConfigOnlyLowersLimits(@TempDir Path dir) throws IOException {
        Path c = collection(dir, "lang = \"en\"\n\n[limit]\nmoves = 500\ninput = \"128M\"\n");
        Cli raised = Cli.run("check", c.resolve("club").toString());
        assertRefused(raised, "shinpan.toml:3: limit input = 128M is above the default 64M");
        assertTrue(raised.err().contains("raising one takes --limit input=... on the command line"), raised.err());
        Cli named = Cli.run(
                "check",
                "--config",
                c.resolve("shinpan.toml").toString(),
                c.resolve("club").toString());
        assertEquals(ExitCodes.OK, named.exit(), named.err());

        // lowered, it bounds the run: the 793-byte record is over 512 bytes
        Files.writeString(c.resolve("shinpan.toml"), "limit = { input = \"512\" }\n");
        Cli lowered = Cli.run("check", "--format", "json", c.resolve("club").toString());
        assertEquals(ExitCodes.UNREADABLE, lowered.exit(), lowered.err());
        // and the command line may raise it again
        assertEquals(
                ExitCodes.OK,
                Cli.run("check", "--limit", "input=128M", c.resolve("club").toString())
                        .exit());

        int processors = Runtime.getRuntime().availableProcessors();
        Files.writeString(c.resolve("shinpan.toml"), "lang = \"en\"\njobs = " + (processors + 1) + "\n");
        assertRefused(
                Cli.run("check", c.resolve("club").toString()),
                "shinpan.toml:2: jobs = " + (processors + 1) + " is more than the " + processors + " processors");
        Files.writeString(c.resolve("shinpan.toml"), "jobs = " + processors + "\n");
        assertEquals(
                ExitCodes.OK, Cli.run("check", c.resolve("club").toString()).exit());
    }

    @Test
    void eachRunSaysWhichConfigItUsed(@TempDir Path dir) throws IOException {
        Path c = collection(dir, "ruleset = \"amateur\"\n");
        Path file = c.resolve("shinpan.toml");
        Cli json = Cli.run(
                "check",
                "--quiet",
                "--lang",
                "en",
                "--format",
                "json",
                c.resolve("club").toString());
        assertEquals(ExitCodes.OK, json.exit(), json.err());
        assertEquals("shinpan: using config " + file + System.lineSeparator(), json.err());
        VerdictSchemaTest.loadSchema();
        VerdictSchemaTest.assertValid("checkDocument", json.out(), "a run with a config file");
        JsonNode config = JSON.readTree(json.out()).get("summary").get("config");
        assertEquals(file.toString(), config.get("path").asText());
        assertEquals("searched", config.get("found").asText());

        Cli sarif = Cli.run(
                "check",
                "--format",
                "sarif",
                "--config",
                file.toString(),
                c.resolve("club").toString());
        assertEquals("", sarif.err(), "a named file needs no telling");
        JsonNode properties = JSON.readTree(sarif.out()).get("runs").get(0).get("properties");
        assertEquals(file.toString(), properties.get("config").get("path").asText());
        assertEquals("named", properties.get("config").get("found").asText());
        assertFalse(properties.get("summary").has("config"));

        Cli none = Cli.run(
                "check", "--no-config", "--format", "json", c.resolve("club").toString());
        assertFalse(JSON.readTree(none.out()).get("summary").has("config"), "no field without a config file");
        assertFalse(none.out().contains("\"config\""));
    }
}
