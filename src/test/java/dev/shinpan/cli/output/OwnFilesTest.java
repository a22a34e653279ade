package dev.shinpan.cli.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.Cli;
import dev.shinpan.cli.batch.ExitCodes;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * shinpan's own files in the folder it checks (its config, a baseline, its reports) are never records,
 * and a baseline named in the config is the one read and written.
 */
class OwnFilesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Ply 3 moves a pawn from an empty square; the record names the wrong winner: ending-disagrees. */
    private static final String FOUL = "手合割：平手\n手数----指手---------消費時間--\n" + "1 ７六歩(77)\n2 ３四歩(33)\n3 ５五歩(56)\n4 投了\n";

    private static Path games(Path dir) throws Exception {
        Path games = Files.createDirectories(dir.resolve("games"));
        Files.writeString(games.resolve("foul.kif"), FOUL, StandardCharsets.UTF_8);
        return games;
    }

    /** The reasons the JSON report gives for each file skipped, by file name. */
    private static Map<String, String> skipped(Cli run) throws Exception {
        Map<String, String> reasons = new HashMap<>();
        for (JsonNode s : JSON.readTree(run.out()).path("skipped")) {
            reasons.put(
                    Path.of(s.path("skipped").asText()).getFileName().toString(),
                    s.path("reason").asText());
        }
        return reasons;
    }

    @Test
    void aWalkPassesOverTheConfigABaselineAndReportsSayingWhy(@TempDir Path dir) throws Exception {
        Path games = games(dir);
        Files.writeString(games.resolve("shinpan.toml"), "ruleset = \"jsa\"\n");
        assertEquals(
                0,
                Cli.run("check", "--write-baseline", games.resolve("known.json").toString(), games.toString())
                        .exit());
        Cli json = Cli.run("check", "--format", "json", games.toString());
        Files.writeString(games.resolve("report.json"), json.out());
        Cli sarif = Cli.run("check", "--format", "sarif", games.toString());
        Files.writeString(games.resolve("scan.sarif.json"), sarif.out());

        Cli run = Cli.run("check", "--format", "json", games.toString());
        JsonNode summary = JSON.readTree(run.out()).path("summary");
        assertEquals(1, summary.path("records").asInt(), run.out());
        assertEquals(0, summary.path("unreadable").asInt(), run.out());
        Map<String, String> why = skipped(run);
        assertEquals("shinpan's configuration file, not a record", why.get("shinpan.toml"));
        assertEquals("a shinpan baseline (written by --write-baseline), not a record", why.get("known.json"));
        assertEquals("a report shinpan wrote (json), not a record", why.get("report.json"));
        assertEquals("a report shinpan wrote (sarif), not a record", why.get("scan.sarif.json"));

        // named on the command line, a file is read whatever it is
        Cli named =
                Cli.run("check", "--format", "json", games.resolve("known.json").toString());
        assertEquals(ExitCodes.UNREADABLE, named.exit());
    }

    /** A report this run writes into the folder it walks is passed over, half-written as it is. */
    @Test
    void theFilesThisRunWritesArePassedOver(@TempDir Path dir) throws Exception {
        Path games = games(dir);
        Path report = games.resolve("now.json");
        Path baseline = games.resolve("base.json");
        Files.writeString(baseline, "{\"header\": {}, \"moves\": [{}]}\n"); // an old file there, a record by its looks
        Cli refused = Cli.run("check", "--format", "json", "--write-baseline", baseline.toString(), games.toString());
        assertEquals(
                ExitCodes.USAGE, refused.exit(), "a record the walk reads is never written over: " + refused.err());
        Files.writeString(baseline, "{\"shinpan-baseline\": 2, \"findings\": []}\n"); // an earlier baseline
        Cli run = Cli.run(
                "check",
                "--format",
                "json",
                "--report",
                "junit=" + games.resolve("now.xml"),
                "--report",
                "json=" + report,
                "--write-baseline",
                baseline.toString(),
                games.toString());
        assertEquals(0, run.exit(), run.err());
        Map<String, String> why = skipped(run);
        // the report grows under its temporary name until it is whole, and is passed over there
        assertEquals("written by this run (--report json), not a record", why.get(".now.json.part"));
        assertEquals("written by this run (--write-baseline), not a record", why.get("base.json"));
        assertFalse(Files.readString(baseline).contains("unreadable"), Files.readString(baseline));
    }

    /** {@code baseline = "..."} in the config is read, and --write-baseline naming it rewrites it in place. */
    @Test
    void theConfigsBaselineIsReadAndRewritten(@TempDir Path dir) throws Exception {
        Path games = games(dir);
        Files.writeString(games.resolve("shinpan.toml"), "baseline = \"shinpan-baseline.json\"\n");
        Path baseline = games.resolve("shinpan-baseline.json");
        Cli missing = Cli.run("check", games.toString());
        assertEquals(
                ExitCodes.USAGE, missing.exit(), "the config names a baseline that is not there: " + missing.err());

        Cli written = Cli.run("check", "--write-baseline", baseline.toString(), games.toString());
        assertEquals(0, written.exit(), written.err());
        String first = Files.readString(baseline);
        assertTrue(first.contains("\"shinpan-baseline\" : 2"), first);
        assertFalse(first.contains("unreadable"), "the baseline is no record of itself: " + first);

        Cli known = Cli.run("check", "--format", "json", games.toString());
        assertEquals(0, known.exit(), known.out() + known.err());
        assertTrue(known.out().contains("\"baseline\" : \"known\""), known.out());

        assertEquals(
                0,
                Cli.run("check", "--write-baseline", baseline.toString(), games.toString())
                        .exit());
        assertEquals(first, Files.readString(baseline), "written again, the same findings give the same file");

        // a config named with --config may name the file to write as well (one found by search may not)
        Files.writeString(games.resolve("shinpan.toml"), "write-baseline = \"again.json\"\n");
        Cli byConfig =
                Cli.run("check", "--config", games.resolve("shinpan.toml").toString(), games.toString());
        assertEquals(0, byConfig.exit(), byConfig.err());
        assertEquals(first, Files.readString(games.resolve("again.json")));
    }

    /** One case of the table: options, the exit code they give, whether a finding shows as an error. */
    private record Case(String name, List<String> options, int exit) {}

    /**
     * JUnit, SARIF and GitHub flag as failing exactly what the exit code counts, with a baseline,
     * --ignore and --select, all three written by one run.
     */
    @Test
    void junitSarifAndGithubAgreeWithTheExitCode(@TempDir Path dir) throws Exception {
        Path games = games(dir);
        Path baseline = dir.resolve("baseline.json");
        assertEquals(
                0,
                Cli.run("check", "--write-baseline", baseline.toString(), games.toString())
                        .exit());
        List<Case> cases = List.of(
                new Case("plain", List.of(), 1),
                new Case("baseline", List.of("--baseline", baseline.toString()), 0),
                new Case("ignore", List.of("--ignore", "ending-disagrees"), 0),
                new Case("ignore a warning", List.of("--ignore", "empty-source"), 1),
                new Case("select a warning", List.of("--select", "empty-source"), 1),
                new Case(
                        "select, baseline", List.of("--select", "empty-source", "--baseline", baseline.toString()), 0));
        for (Case c : cases) {
            Path junit = dir.resolve(c.name() + ".xml");
            Path sarif = dir.resolve(c.name() + ".sarif");
            List<String> args = new java.util.ArrayList<>(List.of(
                    "check",
                    "--lang",
                    "en",
                    "--format",
                    "github",
                    "--report",
                    "junit=" + junit,
                    "--report",
                    "sarif=" + sarif));
            args.addAll(c.options());
            args.add(games.toString());
            Cli run = Cli.run(args.toArray(String[]::new));
            assertEquals(c.exit(), run.exit(), c.name() + ": " + run.out() + run.err());
            boolean fails = c.exit() != 0;
            String xml = Files.readString(junit);
            assertEquals(fails, xml.contains("<failure"), c.name() + ": " + xml);
            JsonNode results =
                    JSON.readTree(sarif.toFile()).path("runs").path(0).path("results");
            boolean sarifError = false;
            for (JsonNode r : results) {
                sarifError |= r.path("level").asText().equals("error");
            }
            if (c.options().contains("--select")) {
                // SARIF lists what --select selects and nothing it leaves out
                assertTrue(results.size() >= 1, c.name() + ": the selected finding");
                for (JsonNode r : results) {
                    assertEquals("empty-source", r.path("ruleId").asText(), c.name() + ": " + results);
                }
            } else {
                assertTrue(results.size() >= 2, c.name() + ": every finding stays in SARIF");
            }
            assertEquals(fails, sarifError, c.name() + ": " + results);
            assertEquals(fails, run.out().contains("::error "), c.name() + ": " + run.out());
            if (c.name().equals("ignore")) {
                assertTrue(results.toString().contains("\"suppressions\""), results.toString());
            }
            if (c.name().equals("baseline")) {
                assertTrue(results.toString().contains("\"baselineState\":\"unchanged\""), results.toString());
            }
        }
    }
}
