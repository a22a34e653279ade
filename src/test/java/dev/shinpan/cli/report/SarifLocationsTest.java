package dev.shinpan.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.testing.Resources;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SARIF artifact locations relative to the run's base ({@code %SRCROOT%}), never with {@code ..}: a
 * file outside the base gets its absolute {@code file:} URI, names are percent-encoded, and an
 * archive's entry is located at the archive with the entry named apart. The base is the test's own
 * folder, as the working directory of a run cannot be changed in-process.
 */
class SarifLocationsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    private Path base;
    private byte[] nifu;

    @BeforeEach
    void setUp() throws IOException {
        base = Files.createDirectories(tmp.resolve("work"));
        nifu = Files.readAllBytes(Path.of("samples/nifu.kif"));
    }

    @Test
    void aNameAboveTheBaseIsItsAbsoluteUriNeverDotDot() {
        JsonNode artifact = artifact(sarif("../x.kif"));
        assertEquals(
                tmp.resolve("x.kif").toUri().toString(), artifact.get("uri").asText());
        assertFalse(artifact.has("uriBaseId"), "an absolute URI has no base");
        assertFalse(artifact.get("uri").asText().contains(".."));
        assertEquals("x.kif", artifact(sarif("sub/../x.kif")).get("uri").asText(), "inside the base: relative");
    }

    @Test
    void anAbsolutePathOutsideTheBaseIsAFileUri() {
        Path elsewhere = tmp.resolve("elsewhere/./game.kif");
        JsonNode artifact = artifact(sarif(elsewhere.toString()));
        assertEquals(
                tmp.resolve("elsewhere/game.kif").toUri().toString(),
                artifact.get("uri").asText());
        assertFalse(artifact.has("uriBaseId"));
        JsonNode inside = artifact(sarif(base.resolve("games/r1.kif").toString()));
        assertEquals("games/r1.kif", inside.get("uri").asText(), "an absolute path below the base is relative to it");
        assertEquals(SarifLocations.BASE_ID, inside.get("uriBaseId").asText());
    }

    @Test
    void spacesJapaneseAndPercentArePercentEncoded() {
        JsonNode run = sarif("大会 第1局/100%.kif");
        JsonNode artifact = artifact(run);
        assertEquals(
                "%E5%A4%A7%E4%BC%9A%20%E7%AC%AC1%E5%B1%80/100%25.kif",
                artifact.get("uri").asText());
        assertEquals(SarifLocations.BASE_ID, artifact.get("uriBaseId").asText());
        String baseUri = run.get("originalUriBaseIds")
                .get(SarifLocations.BASE_ID)
                .get("uri")
                .asText();
        assertEquals(base.toUri().toString(), baseUri, "the working directory as a file: URI ending in /");
        assertTrue(baseUri.endsWith("/"));
        assertEquals(
                base.resolve("大会 第1局/100%.kif"),
                Path.of(URI.create(baseUri).resolve(artifact.get("uri").asText())),
                "resolves back to the file");
    }

    @Test
    void anArchiveEntryIsLocatedAtTheArchive() {
        JsonNode run = sarif("games.zip!/2024/x.csa");
        JsonNode result = run.get("results").get(0);
        JsonNode location = result.get("locations").get(0);
        JsonNode physical = location.get("physicalLocation");
        assertEquals("games.zip", physical.get("artifactLocation").get("uri").asText());
        assertEquals(
                1, physical.get("region").get("startLine").asInt(), "the entry's lines are not the archive's: line 1");
        assertFalse(physical.get("region").has("startColumn"), physical.toString());
        assertEquals("2024/x.csa", result.get("properties").get("archiveEntry").asText());
        assertTrue(
                result.get("properties")
                                .get("archiveEntryRegion")
                                .get("startLine")
                                .asInt()
                        > 0,
                result.toString());
        JsonNode logical = location.get("logicalLocations").get(0);
        assertEquals("2024/x.csa", logical.get("name").asText());
        assertEquals("games.zip!/2024/x.csa", logical.get("fullyQualifiedName").asText());
        assertEquals(
                "nested.tar",
                new SarifLocations(base).of("nested.tar!/a.zip!/b.kif").uri());
        assertEquals(
                "a.zip!/b.kif",
                new SarifLocations(base).of("nested.tar!/a.zip!/b.kif").archiveEntry());
        assertNull(new SarifLocations(base).of("plain.kif").archiveEntry());
    }

    @Test
    void theBaseHoldsTheWorkingDirectoryAndEveryInput() {
        assertEquals(
                base,
                SarifLocations.baseFor(
                        base, List.of("games", "-", base.resolve("x.kif").toString())),
                "inputs below the working directory (and standard input) keep it as the base");
        assertEquals(tmp, SarifLocations.baseFor(base, List.of("games", "../other/x.kif")));
        Path elsewhere = tmp.resolve("a/b/c.kif");
        assertEquals(tmp, SarifLocations.baseFor(base, List.of(elsewhere.toString())));
        SarifLocations.Place place = new SarifLocations(base, tmp).of("../a/b/c.kif");
        assertEquals("a/b/c.kif", place.uri(), "relative to the base, no .. step");
        assertTrue(place.underBase());
        assertEquals(
                "work/games/r1.kif",
                new SarifLocations(base, tmp).of("games/r1.kif").uri());
    }

    /** The SARIF of one record of nifu.kif read under this name, checked against the SARIF 2.1.0 schema. */
    private JsonNode sarif(String source) {
        GameRecord record =
                new RecordLoader().load(InputEntry.of(source, nifu), null).get(0);
        StringWriter text = new StringWriter();
        SarifReport report = new SarifReport(new PrintWriter(text), Lang.EN, false, false, "test", Triage.none(), base);
        report.record(record, List.of(new Referee(Rulesets.JSA).judge(record)));
        report.finish(new RunTotals());
        Schema schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_4)
                .getSchema(Resources.utf8("schemas/sarif/sarif-schema-2.1.0.json"), InputFormat.JSON);
        List<Error> errors = schema.validate(text.toString(), InputFormat.JSON);
        assertTrue(errors.isEmpty(), () -> "not valid SARIF 2.1.0: " + errors);
        try {
            JsonNode run = JSON.readTree(text.toString()).get("runs").get(0);
            assertFalse(run.get("results").isEmpty(), "nifu.kif has a finding");
            return run;
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static JsonNode artifact(JsonNode run) {
        return run.get("results")
                .get(0)
                .get("locations")
                .get(0)
                .get("physicalLocation")
                .get("artifactLocation");
    }
}
