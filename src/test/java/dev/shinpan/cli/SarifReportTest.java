package dev.shinpan.cli;

import dev.shinpan.cli.report.SarifReport;
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
import dev.shinpan.testing.Resources;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code --format sarif}: valid against the official SARIF 2.1.0 schema, and one result per finding
 * of the JSON verdicts of the same input, at the line and column the JSON names.
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
        assertTrue(errors.isEmpty(), () -> "not valid SARIF 2.1.0: " + errors.stream().limit(10)
                .map(e -> e.getInstanceLocation() + " " + e.getMessage()).toList());
    }

    @Test
    void filesAreNamedRelativeToTheWorkingDirectory() throws IOException {
        // the other cases (outside the base, encoded names, archive entries) in report.SarifLocationsTest
        String sarif = Cli.run("check", "--format", "sarif", "./samples/nifu.kif").out();
        assertValidSarif(sarif);
        JsonNode run = JSON.readTree(sarif).get("runs").get(0);
        JsonNode artifact = run.get("results").get(0).get("locations").get(0).get("physicalLocation")
                .get("artifactLocation");
        assertEquals("samples/nifu.kif", artifact.get("uri").asText());
        assertEquals("%SRCROOT%", artifact.get("uriBaseId").asText());
        assertEquals(Path.of("").toAbsolutePath().toUri().toString(),
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
        JsonNode notification = run.get("invocations").get(0).get("toolExecutionNotifications").get(0);
        assertTrue(notification.get("message").get("text").asText().contains("notes.txt"), notification.toString());
        assertTrue(run.get("results").get(1).get("locations").get(0).get("physicalLocation").get("artifactLocation")
                .get("uri").asText().startsWith("file:///"), "absolute paths become file: URIs");
        // The run's summary is the JSON report's summary object, speed and counts included.
        JsonNode summary = run.get("properties").get("summary");
        assertEquals(2, summary.get("records").asInt(), summary.toString());
        assertEquals(1, summary.get("skipped").asInt(), summary.toString());
        assertEquals(19, summary.get("moves").asInt(), "nifu.kif's moves: " + summary);
        assertTrue(summary.has("elapsedSeconds") && summary.has("movesPerSecond"), summary.toString());
        assertEquals(1, summary.get("illegalMoves").get("nifu").asInt(), summary.toString());
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
            assertEquals(e.ruleId(), rules.get(result.get("ruleIndex").asInt()).get("id").asText(), at);
            JsonNode location = result.get("locations").get(0).get("physicalLocation");
            JsonNode artifact = location.get("artifactLocation");
            assertEquals(sources.get(i), URI.create(artifact.get("uri").asText()).getPath(), at);
            assertEquals("%SRCROOT%", location.get("artifactLocation").get("uriBaseId").asText(), at);
            if (e.line() > 0) {
                assertEquals(e.line(), location.get("region").get("startLine").asInt(), at);
            }
            if (e.line() > 0 && e.column() > 0) {
                assertEquals(e.column(), location.get("region").get("startColumn").asInt(), at);
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
