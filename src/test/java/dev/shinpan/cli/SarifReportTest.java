package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.shinpan.cli.ExpectedFindings.Expected;
import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.cli.options.FindingCodes;
import dev.shinpan.testing.Resources;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code --format sarif}: valid against the official SARIF 2.1.0 schema, one result per finding
 * of the JSON verdicts of the same input, at the line and column the JSON names, and what GitHub code
 * scanning asks beyond the schema (rule help, stable partialFingerprints, a region and a relative uri
 * for every result, --select respected), which src/test/conformance/check.sh also checks with
 * Microsoft's SARIF Multitool.
 */
class SarifReportTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static Schema sarifSchema;

    @TempDir
    Path tmp;

    @BeforeAll
    static void loadSchema() {
        sarifSchema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_4)
                .getSchema(Resources.utf8("schemas/sarif/sarif-schema-2.1.0.json"), InputFormat.JSON);
    }

    static void assertValidSarif(String sarif) {
        List<Error> errors = sarifSchema.validate(sarif, InputFormat.JSON);
        assertTrue(
                errors.isEmpty(),
                () -> "not valid SARIF 2.1.0: "
                        + errors.stream()
                                .limit(10)
                                .map(e -> e.getInstanceLocation() + " " + e.getMessage())
                                .toList());
    }

    @Test
    void filesAreNamedRelativeToTheWorkingDirectory() throws IOException {
        // the other cases (outside the base, encoded names, archive entries) in report.SarifLocationsTest
        String sarif =
                Cli.run("check", "--format", "sarif", "./samples/nifu.kif").out();
        assertValidSarif(sarif);
        JsonNode run = JSON.readTree(sarif).get("runs").get(0);
        JsonNode artifact = run.get("results")
                .get(0)
                .get("locations")
                .get(0)
                .get("physicalLocation")
                .get("artifactLocation");
        assertEquals("samples/nifu.kif", artifact.get("uri").asText());
        assertEquals("%SRCROOT%", artifact.get("uriBaseId").asText());
        assertEquals(
                Path.of("").toAbsolutePath().toUri().toString(),
                run.get("originalUriBaseIds").get("%SRCROOT%").get("uri").asText());
    }

    @Test
    void theSchemaRejectsWhatIsNotSarif() {
        // The validator must be able to fail: a result without a message breaks the schema.
        String broken = "{\"version\": \"2.1.0\", \"runs\": [{\"tool\": {\"driver\": {\"name\": \"x\"}},"
                + " \"results\": [{\"ruleId\": \"nifu\"}]}]}";
        assertFalse(sarifSchema.validate(broken, InputFormat.JSON).isEmpty());
    }

    @Test
    void aBatchWithUnreadableAndSkippedFilesIsValidSarif() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("batch"));
        Files.write(dir.resolve("photo.kif"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 0, 13});
        Files.writeString(dir.resolve("notes.txt"), "not a record");
        Files.copy(Path.of("samples/nifu.kif"), dir.resolve("nifu.kif"));
        Cli r = Cli.run("check", "--format", "sarif", "--lang", "en", dir.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit());
        assertValidSarif(r.out());
        JsonNode run = JSON.readTree(r.out()).get("runs").get(0);
        List<String> rules = new ArrayList<>();
        run.get("results").forEach(res -> rules.add(res.get("ruleId").asText()));
        assertEquals(List.of("nifu", "unreadable"), rules, "in the order of the directory walk");
        JsonNode notification =
                run.get("invocations").get(0).get("toolExecutionNotifications").get(0);
        assertTrue(notification.get("message").get("text").asText().contains("notes.txt"), notification.toString());
        // the folder lies outside the working directory: the base is the folder above both, and the uri relative to it
        JsonNode unreadable = run.get("results").get(1).get("locations").get(0).get("physicalLocation");
        String uri = unreadable.get("artifactLocation").get("uri").asText();
        assertFalse(uri.startsWith("file:") || uri.contains(".."), uri);
        assertEquals(
                dir.resolve("photo.kif").toAbsolutePath(),
                Path.of(URI.create(run.get("originalUriBaseIds")
                                .get("%SRCROOT%")
                                .get("uri")
                                .asText())
                        .resolve(uri)),
                "names the file");
        assertTrue(unreadable.get("region").get("startLine").asInt() >= 1, "an unreadable record has a line too");
        // The run's summary is the JSON report's summary object, speed and counts included.
        JsonNode summary = run.get("properties").get("summary");
        assertEquals(2, summary.get("records").asInt(), summary.toString());
        assertEquals(1, summary.get("skipped").asInt(), summary.toString());
        assertEquals(19, summary.get("moves").asInt(), "nifu.kif's moves: " + summary);
        assertTrue(summary.has("elapsedSeconds") && summary.has("movesPerSecond"), summary.toString());
        assertEquals(1, summary.get("illegalMoves").get("nifu").asInt(), summary.toString());
    }

    /** What GitHub code scanning asks of every rule (the Multitool's GH2012): a full description, and help with its citation. */
    @ParameterizedTest
    @ValueSource(strings = {"en", "ja"})
    void everyRuleHasAFullDescriptionAndHelp(String lang) throws IOException {
        JsonNode rules = JSON.readTree(Cli.run("check", "--format", "sarif", "--lang", lang, "samples/nifu.kif")
                        .out())
                .get("runs")
                .get(0)
                .get("tool")
                .get("driver")
                .get("rules");
        assertEquals(FindingCodes.all().size(), rules.size(), "every code without --select");
        for (JsonNode rule : rules) {
            for (String field : List.of("shortDescription", "fullDescription")) {
                assertFalse(rule.get(field).get("text").asText().isBlank(), field + " " + rule);
            }
            assertTrue(rule.get("help").get("text").asText().contains("docs/"), "where the rule is written: " + rule);
            assertTrue(rule.get("help").get("markdown").asText().contains("`docs/"), rule.toString());
        }
    }

    /** A result's fingerprint comes from the record and the finding, not from the run, the file's name or its place. */
    @Test
    void partialFingerprintsAreTheSameInEveryRunAndUnderAnyName() throws IOException {
        List<String> first =
                fingerprints(Cli.run("check", "--format", "sarif", "samples").out());
        List<String> second =
                fingerprints(Cli.run("check", "--format", "sarif", "samples").out());
        assertTrue(first.size() > 5 && !first.contains(null), first.toString());
        assertEquals(first, second, "two runs over the same records");
        Path renamed = Files.copy(Path.of("samples/nifu.kif"), tmp.resolve("renamed.kif"));
        assertEquals(
                fingerprints(Cli.run("check", "--format", "sarif", "samples/nifu.kif")
                        .out()),
                fingerprints(Cli.run("check", "--format", "sarif", renamed.toString())
                        .out()),
                "a renamed record");
        // within a file no two findings share one (the same game in two files does, each at its own file)
        JsonNode results = JSON.readTree(Cli.run("check", "--format", "sarif", "--ruleset", "all", "samples")
                        .out())
                .get("runs")
                .get(0)
                .get("results");
        Set<String> inFiles = new java.util.HashSet<>();
        for (JsonNode result : results) {
            String at = result.get("locations")
                            .get(0)
                            .get("physicalLocation")
                            .get("artifactLocation")
                            .get("uri")
                            .asText()
                    + " "
                    + result.get("partialFingerprints").get("shinpanFinding/v1").asText();
            assertTrue(inFiles.add(at), "twice in one file: " + at);
        }
        assertTrue(inFiles.size() > 20, "every preset's findings: " + inFiles.size());
    }

    private static List<String> fingerprints(String sarif) throws IOException {
        List<String> prints = new ArrayList<>();
        for (JsonNode result : JSON.readTree(sarif).get("runs").get(0).get("results")) {
            JsonNode print = result.path("partialFingerprints").get("shinpanFinding/v1");
            prints.add(print == null ? null : print.asText());
        }
        return prints;
    }

    /**
     * Every result has a line (code scanning shows none without one) and a uri relative to
     * {@code %SRCROOT%} that names a real file: a record in an archive names the archive, an
     * unreadable record its line of error or line 1, an input outside the working directory a base
     * above it.
     */
    @Test
    void everyResultHasALineAndARelativeUriNamingARealFile() throws IOException {
        Path zip = tmp.resolve("games.zip");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            for (String name : List.of("nifu.kif", "sennichite.kif")) {
                out.putNextEntry(new ZipEntry("2024/" + name));
                out.write(Files.readAllBytes(Path.of("samples", name)));
                out.closeEntry();
            }
        }
        Files.write(tmp.resolve("photo.kif"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 0, 13});
        Files.writeString(tmp.resolve("broken.csa"), "V2.2\nPI\n+\n+7776FU\n-3334FU\n+8822XX\n");
        Cli r = Cli.run("check", "--format", "sarif", "samples", "src/test/resources/corpus", tmp.toString());
        assertValidSarif(r.out());
        JsonNode run = JSON.readTree(r.out()).get("runs").get(0);
        URI base = URI.create(
                run.get("originalUriBaseIds").get("%SRCROOT%").get("uri").asText());
        int inArchive = 0;
        for (JsonNode result : run.get("results")) {
            JsonNode physical = result.get("locations").get(0).get("physicalLocation");
            assertTrue(physical.get("region").get("startLine").asInt() >= 1, result.toString());
            String uri = physical.get("artifactLocation").get("uri").asText();
            assertFalse(uri.startsWith("file:") || uri.contains("..") || uri.contains("!/"), uri);
            assertEquals(
                    "%SRCROOT%",
                    physical.get("artifactLocation").get("uriBaseId").asText(), uri);
            assertTrue(Files.isRegularFile(Path.of(base.resolve(uri))), "a real file: " + uri);
            if (uri.endsWith("games.zip")) {
                inArchive++;
                assertTrue(
                        result.get("properties").get("archiveEntry").asText().startsWith("2024/"), result.toString());
            }
        }
        assertTrue(inArchive >= 2, "nifu and sennichite inside the zip: " + inArchive);
        List<String> rules = new ArrayList<>();
        run.get("results").forEach(res -> rules.add(res.get("ruleId").asText()));
        assertTrue(rules.contains("unreadable"), rules.toString());
    }

    /** --select: the run lists the codes selected, as rules and as results, and nothing it left out. */
    @Test
    void selectListsOnlyTheCodesSelected() throws IOException {
        Cli r = Cli.run("check", "--format", "sarif", "--select", "nifu,sennichite", "samples");
        assertValidSarif(r.out());
        JsonNode run = JSON.readTree(r.out()).get("runs").get(0);
        List<String> rules = new ArrayList<>();
        run.get("tool")
                .get("driver")
                .get("rules")
                .forEach(rule -> rules.add(rule.get("id").asText()));
        assertEquals(
                List.of("nifu", "sennichite", "not-judged"), rules, "a game not judged fails any run, so it stays");
        Set<String> found = new java.util.TreeSet<>();
        for (JsonNode result : run.get("results")) {
            found.add(result.get("ruleId").asText());
            assertEquals(
                    result.get("ruleId").asText(),
                    rules.get(result.get("ruleIndex").asInt()),
                    result.toString());
        }
        assertEquals(Set.of("nifu", "sennichite"), found);
        Set<String> unselected = new java.util.TreeSet<>();
        for (JsonNode result : JSON.readTree(
                        Cli.run("check", "--format", "sarif", "samples").out())
                .get("runs")
                .get(0)
                .get("results")) {
            unselected.add(result.get("ruleId").asText());
        }
        assertTrue(unselected.size() > found.size(), "without --select there is more: " + unselected);
    }

    static Stream<Arguments> inputs() {
        return Stream.of(
                Arguments.of(List.of("samples"), false),
                Arguments.of(List.of("--ruleset", "all", "samples"), false),
                Arguments.of(List.of("--fail-on", "illegal", "samples"), true),
                Arguments.of(List.of("src/test/resources/corpus"), false));
    }

    @ParameterizedTest
    @MethodSource("inputs")
    void resultsAgreeWithTheJsonVerdicts(List<String> args, boolean failOnIllegal) throws IOException {
        Cli sarif = check("sarif", args);
        Cli jsonl = check("jsonl", args);
        assertEquals(jsonl.exit(), sarif.exit(), "same exit code");
        assertValidSarif(sarif.out());
        JsonNode run = JSON.readTree(sarif.out()).get("runs").get(0);
        JsonNode rules = run.get("tool").get("driver").get("rules");
        List<Expected> expected = new ArrayList<>();
        List<String> sources = new ArrayList<>();
        for (String line : jsonl.out().lines().toList()) {
            JsonNode v = JSON.readTree(line);
            if (!v.has("skipped")) {
                for (Expected e : ExpectedFindings.of(v, failOnIllegal)) {
                    expected.add(e);
                    sources.add(v.get("source").asText());
                }
            }
        }
        JsonNode results = run.get("results");
        assertEquals(expected.size(), results.size(), "one result per finding");
        for (int i = 0; i < expected.size(); i++) {
            Expected e = expected.get(i);
            JsonNode result = results.get(i);
            String at = "result " + i + " " + result;
            assertEquals(e.ruleId(), result.get("ruleId").asText(), at);
            assertEquals(e.level(), result.get("level").asText(), at);
            assertEquals(
                    e.ruleId(),
                    rules.get(result.get("ruleIndex").asInt()).get("id").asText(),
                    at);
            JsonNode location = result.get("locations").get(0).get("physicalLocation");
            JsonNode artifact = location.get("artifactLocation");
            assertEquals(
                    sources.get(i), URI.create(artifact.get("uri").asText()).getPath(), at);
            assertEquals(
                    "%SRCROOT%",
                    location.get("artifactLocation").get("uriBaseId").asText(), at);
            if (e.line() > 0) {
                assertEquals(e.line(), location.get("region").get("startLine").asInt(), at);
            }
            if (e.line() > 0 && e.column() > 0) {
                assertEquals(
                        e.column(), location.get("region").get("startColumn").asInt(), at);
            }
            if (e.message() != null) {
                assertTrue(result.get("message").get("text").asText().contains(e.message()), at);
            }
        }
    }

    private static Cli check(String format, List<String> args) {
        List<String> all = new ArrayList<>(List.of("check", "--format", format, "--lang", "en"));
        all.addAll(args);
        return Cli.run(all.toArray(String[]::new));
    }
}
