package dev.shinpan.cli.output;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.cli.Cli;
import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.cli.config.ConfigSearch;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 40: an output of {@code check} never writes over a file the run reads or another output;
 * each collision is refused with exit 2, naming the option, the path and the other role, before
 * anything is read, and the file is left as it was.
 */
class OutputPolicyTest {

    @TempDir
    Path tmp;

    private Path game;
    private byte[] gameBytes;

    /** A collection of one record, games/game.kif, copied from the samples. */
    private Path games() throws IOException {
        Path games = Files.createDirectories(tmp.resolve("games"));
        game = games.resolve("game.kif");
        Files.copy(Path.of("samples/nifu.kif"), game);
        gameBytes = Files.readAllBytes(game);
        return games;
    }

    private static Cli check(String... args) {
        List<String> all = new ArrayList<>(List.of("check", "--lang", "en", "--no-config"));
        all.addAll(List.of(args));
        return Cli.run(all.toArray(String[]::new));
    }

    /** Refused with a usage error before anything was judged (no report on standard output). */
    private static void assertRefused(Cli run, String option, Path path, String role) {
        assertEquals(ExitCodes.USAGE, run.exit(), run.err());
        assertTrue(run.err().contains(option + " " + path + ": refused, this file is also " + role), run.err());
        assertFalse(run.err().contains("Exception"), "no trace: " + run.err());
        assertEquals("", run.out(), "nothing judged");
    }

    private void assertGameUntouched() throws IOException {
        assertArrayEquals(gameBytes, Files.readAllBytes(game), "the input is left as it was");
    }

    @Test
    void aReportOntoAnInputIsRefused() throws IOException {
        games();
        Cli run = check("--report", "json=" + game, game.toString());
        assertRefused(run, "--report json", game, "an input");
        assertGameUntouched();
    }

    @Test
    void aReportOntoARecordTheWalkOfAnInputFolderReadsIsRefused() throws IOException {
        Path games = games();
        Cli run = check("--report", "junit=" + game, games.toString());
        assertRefused(run, "--report junit", game, "a record that the walk of the input folder " + games + " reads");
        assertGameUntouched();

        // a new file there, or one the walk passes over, may be written: nothing is read from it
        Path fresh = games.resolve("report.xml");
        Cli ok = check("--report", "junit=" + fresh, games.toString());
        assertEquals(ExitCodes.OK, ok.exit(), ok.err());
        assertTrue(Files.readString(fresh).startsWith("<?xml"));
    }

    @Test
    void aPathThroughDotDotIsComparedAsTheSystemResolvesIt() throws IOException {
        Path games = games();
        Files.createDirectories(games.resolve("sub"));
        Path roundabout = games.resolve("sub/../game.kif");
        Cli run = check("--board-svg", roundabout.toString(), game.toString());
        assertRefused(run, "--board-svg", roundabout, "an input");
        assertGameUntouched();

        // through a folder that does not exist yet, too
        Path notYet = games.resolve("none/../game.kif");
        assertRefused(
                check("--write-baseline", notYet.toString(), game.toString()), "--write-baseline", notYet, "an input");
        assertGameUntouched();
    }

    @Test
    void aPathThroughASymbolicLinkIsComparedAsTheFileItNames() throws IOException {
        Path games = games();
        Path folderLink = Files.createSymbolicLink(tmp.resolve("link-to-games"), games);
        Path viaFolder = folderLink.resolve("game.kif");
        assertRefused(check("--report", "html=" + viaFolder, game.toString()), "--report html", viaFolder, "an input");
        Path fileLink = Files.createSymbolicLink(tmp.resolve("game-link.kif"), game);
        assertRefused(check("--report", "json=" + game, fileLink.toString()), "--report json", game, "an input");
        assertGameUntouched();
    }

    @Test
    void aHardLinkToAnInputIsTheSameFile() throws IOException {
        games();
        Path hard = tmp.resolve("hard.kif");
        try {
            Files.createLink(hard, game);
        } catch (UnsupportedOperationException | IOException e) {
            org.junit.jupiter.api.Assumptions.abort("no hard links on this file system: " + e);
        }
        assertRefused(check("--report", "sarif=" + hard, game.toString()), "--report sarif", hard, "an input");
        assertGameUntouched();
    }

    @Test
    void aReportOntoTheBaselineIsRefused() throws IOException {
        games();
        Path baseline = tmp.resolve("baseline.json");
        assertEquals(
                ExitCodes.OK,
                check("--write-baseline", baseline.toString(), game.toString()).exit());
        byte[] before = Files.readAllBytes(baseline);
        Cli run = check("--baseline", baseline.toString(), "--report", "json=" + baseline, game.toString());
        assertRefused(run, "--report json", baseline, "the baseline (--baseline)");
        assertArrayEquals(before, Files.readAllBytes(baseline), "the baseline is left as it was");
    }

    /** Refreshing a baseline is the one write onto a file the run reads: read whole first, replaced whole after. */
    @Test
    void aBaselineMayBeRefreshedInPlace() throws IOException {
        games();
        Path baseline = tmp.resolve("baseline.json");
        assertEquals(
                ExitCodes.OK,
                check("--write-baseline", baseline.toString(), game.toString()).exit());
        byte[] before = Files.readAllBytes(baseline);
        Cli again = check("--baseline", baseline.toString(), "--write-baseline", baseline.toString(), game.toString());
        assertEquals(ExitCodes.OK, again.exit(), again.err());
        assertArrayEquals(before, Files.readAllBytes(baseline), "the same findings give the same baseline");
        Cli report = check(
                "--baseline",
                baseline.toString(),
                "--report",
                "json=" + baseline,
                "--write-baseline",
                tmp.resolve("other.json").toString(),
                game.toString());
        assertRefused(report, "--report json", baseline, "the baseline (--baseline)");
    }

    @Test
    void aBaselineOntoTheConfigFileNamedOrFoundIsRefused() throws IOException {
        Path games = games();
        Path config = games.resolve(ConfigSearch.NAME);
        Files.writeString(config, "ruleset = \"jsa\"\n");
        byte[] before = Files.readAllBytes(config);

        Cli found = Cli.run("check", "--lang", "en", "--write-baseline", config.toString(), game.toString());
        assertRefused(found, "--write-baseline", config, "the config file");
        Path elsewhere = tmp.resolve("other.toml");
        Files.writeString(elsewhere, "ruleset = \"jsa\"\n");
        Cli named = Cli.run(
                "check",
                "--lang",
                "en",
                "--config",
                elsewhere.toString(),
                "--report",
                "text=" + elsewhere,
                game.toString());
        assertRefused(named, "--report text", elsewhere, "the config file");
        assertArrayEquals(before, Files.readAllBytes(config), "the config file is left as it was");
        assertEquals("ruleset = \"jsa\"\n", Files.readString(elsewhere));
    }

    @Test
    void twoOutputsOntoOneFileAreRefused() throws IOException {
        games();
        Path out = tmp.resolve("out.txt");
        Files.writeString(out, "old");
        Cli run = check("--report", "json=" + out, "--report", "junit=" + tmp.resolve("x/../out.txt"), game.toString());
        assertRefused(run, "--report junit", tmp.resolve("x/../out.txt"), "the file of --report json");
        Cli svg = check("--report", "json=" + out, "--board-svg", out.toString(), game.toString());
        assertRefused(svg, "--board-svg", out, "the file of --report json");
        assertEquals("old", Files.readString(out));
    }

    @Test
    void theRefusalIsSaidInJapaneseToo() throws IOException {
        games();
        Cli run = Cli.run("check", "--lang", "ja", "--no-config", "--report", "json=" + game, game.toString());
        assertEquals(ExitCodes.USAGE, run.exit(), run.err());
        assertTrue(run.err().contains("このファイルは入力でもある"), run.err());
        assertGameUntouched();
    }

    @Test
    void resolvedFollowsTheLongestExistingStartAndNormalisesTheRest() throws IOException {
        Path real = Files.createDirectories(tmp.resolve("real/a"));
        Path link = Files.createSymbolicLink(tmp.resolve("link"), real);
        Path expected = real.toRealPath().resolve("new/file.json");
        assertEquals(expected, OutputPolicy.resolved(link.resolve("new/./x/../file.json")));
        // '..' after a link goes up from where the link leads, as the system goes
        assertEquals(real.toRealPath().getParent().resolve("b.json"), OutputPolicy.resolved(link.resolve("../b.json")));
    }
}
