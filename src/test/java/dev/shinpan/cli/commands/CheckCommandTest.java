package dev.shinpan.cli.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.Cli;
import dev.shinpan.cli.batch.ExitCodes;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The check command end to end, on the samples a user would try first. */
class CheckCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    private static JsonNode json(Cli run) throws IOException {
        return JSON.readTree(run.out());
    }

    @Test
    void aConsistentRecordExitsWithZero() {
        Cli r = Cli.run("check", "--lang", "en", "samples/mate.jkf");
        assertEquals(ExitCodes.OK, r.exit(), r.out());
        assertTrue(r.out().contains("Result: Black wins by checkmate at ply 1"), r.out());
    }

    @Test
    void anInconsistentRecordExitsWithOne() {
        // The declaration in games.usi claims a win; with 28 points JSA gives no result.
        Cli r = Cli.run("check", "--lang", "en", "samples/games.usi");
        assertEquals(ExitCodes.INCONSISTENT, r.exit());
        assertTrue(r.out().contains("Declaration by Black under jsa-31: no-result"), r.out());
    }

    @Test
    void anUnreadableInputExitsWithThreeAndTheBatchGoesOn() throws IOException {
        Path binary = tmp.resolve("photo.kif");
        Files.write(binary, new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 0, 13, 0, 1, 2, 3});
        Cli r = Cli.run("check", "--lang", "en", binary.toString(), "samples/mate.jkf");
        assertEquals(ExitCodes.UNREADABLE, r.exit());
        assertTrue(r.out().contains("samples/mate.jkf"), "the next file is still judged");
        assertTrue(r.out().contains("1 ok") && r.out().contains("1 unreadable"), r.out());
    }

    @Test
    void aMissingFileIsNamed() {
        Cli r = Cli.run("check", "--lang", "en", "no/such/file.kif");
        assertEquals(ExitCodes.UNREADABLE, r.exit());
        assertTrue(r.out().contains("no such file or directory"), r.out());
    }

    @Test
    void badOptionsAreUsageErrors() {
        assertEquals(
                ExitCodes.USAGE,
                Cli.run("check", "--ruleset", "fide", "samples/mate.jkf").exit());
        assertEquals(
                ExitCodes.USAGE,
                Cli.run("check", "--max-moves", "many", "samples/mate.jkf").exit());
        assertEquals(
                ExitCodes.USAGE,
                Cli.run("check", "--format", "xml", "samples/mate.jkf").exit());
        assertEquals(ExitCodes.USAGE, Cli.run("check").exit());
        Cli r = Cli.run("check", "--declaration", "25", "samples/mate.jkf");
        assertTrue(r.err().contains("--declaration takes none, jsa-31, 27-28, not '25'"), r.err());
    }

    @Test
    void jsonFollowsTheDocumentedSchema() throws IOException {
        JsonNode doc = json(Cli.run("check", "--format", "json", "samples/floodgate-multi.csa"));
        JsonNode records = doc.get("records");
        assertEquals(3, records.size());
        for (String field : List.of(
                "source",
                "index",
                "format",
                "encoding",
                "variant",
                "ruleset",
                "moves",
                "status",
                "consistent",
                "firstIllegal",
                "repetition",
                "impasse",
                "recordedEnding",
                "result",
                "errors")) {
            assertTrue(records.get(0).has(field), "field " + field);
        }
        JsonNode third = records.get(2);
        assertEquals(2, third.get("index").asInt());
        assertEquals("csa", third.get("format").asText());
        assertEquals("[4,8,12,16]", third.get("repetition").get("plies").toString());
        assertTrue(third.get("result").get("winner").isNull());
        assertEquals("sennichite", third.get("result").get("reason").asText());
        assertEquals(3, doc.get("summary").get("records").asInt());
    }

    @Test
    void jsonLinesGiveOneObjectPerRecord() throws IOException {
        Cli r = Cli.run("check", "--format", "jsonl", "samples/floodgate-multi.csa");
        List<String> lines = r.out().lines().toList();
        assertEquals(3, lines.size());
        for (String line : lines) {
            assertEquals(
                    "samples/floodgate-multi.csa",
                    JSON.readTree(line).get("source").asText());
        }
    }

    @Test
    void everyPresetShowsWhereTheRulesetsDiffer() {
        Cli r = Cli.run("check", "--lang", "en", "--ruleset", "all", "samples/jishogi.csa");
        assertTrue(r.out().contains("The presets differ"), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.trim().startsWith("amateur") && l.contains("Black wins")), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.trim().startsWith("jsa") && l.contains("no winner")), r.out());
    }

    @Test
    void overridesChangeTheVerdict() throws IOException {
        JsonNode jsa = json(Cli.run("check", "--format", "json", "samples/jishogi.csa"))
                .get("records")
                .get(0);
        JsonNode jsa27 = json(Cli.run("check", "--format", "json", "--agreement-count", "27-28", "samples/jishogi.csa"))
                .get("records")
                .get(0);
        assertTrue(jsa.get("result").get("winner").isNull());
        assertEquals("black", jsa27.get("result").get("winner").asText());
        assertEquals("jsa+", jsa27.get("ruleset").asText());
    }

    @Test
    void boardShowsTheDiagramAndSfen() {
        Cli r = Cli.run("check", "--lang", "en", "--board", "samples/games.usi");
        assertTrue(r.out().contains("+---------------------------+"), r.out());
        assertTrue(r.out().contains("SFEN: "), r.out());
    }

    /** A Shogi Wars disconnection ($X_FINAL:切断, $X_WINNER:△) reads as a TD would write it. */
    @Test
    void aDisconnectionIsAWinByInterruption() {
        assertTrue(Cli.run("check", "--lang", "en", "samples/shogi-wars.csa")
                .out()
                .contains("\n  Result: White wins by interruption at ply 12\n"));
        assertTrue(
                Cli.run("check", "--lang", "ja", "samples/shogi-wars.csa").out().contains("\n  判定：後手の勝ち（中断、12手目）\n"));
    }

    @Test
    void japaneseText() {
        Cli r = Cli.run("check", "--lang", "ja", "samples/mate.jkf");
        assertTrue(r.out().contains("判定：先手の勝ち（詰み、1手目）"), r.out());
    }

    @Test
    void failOnIllegalCountsAcknowledgedFouls() {
        // In games.usi the nifu game ends right at the foul, consistently; --fail-on illegal still fails.
        Cli plain = Cli.run("check", "--format", "jsonl", "--declaration", "27-28", "samples/games.usi");
        assertEquals(ExitCodes.OK, plain.exit(), plain.out());
        Cli strict = Cli.run(
                "check", "--format", "jsonl", "--declaration", "27-28", "--fail-on", "illegal", "samples/games.usi");
        assertEquals(ExitCodes.INCONSISTENT, strict.exit());
    }

    @Test
    void directoriesReportWhatTheySkip() throws IOException {
        Files.writeString(tmp.resolve("notes.txt"), "not a record");
        Files.copy(Path.of("samples/mate.jkf"), tmp.resolve("mate.jkf"));
        Cli r = Cli.run("check", "--format", "jsonl", tmp.toString());
        assertTrue(r.out().contains("\"skipped\":\"" + tmp.resolve("notes.txt") + "\""), r.out());
        assertEquals(ExitCodes.OK, r.exit());
    }

    @Test
    void archivesAreReadEntryByEntry() throws IOException {
        Path zip = tmp.resolve("event.zip");
        try (OutputStream file = Files.newOutputStream(zip);
                ZipOutputStream out = new ZipOutputStream(file)) {
            for (String name : List.of("round1/mate.jkf", "round2/games.usi", "README.txt")) {
                out.putNextEntry(new ZipEntry(name));
                byte[] content = name.endsWith(".txt")
                        ? "x".getBytes(StandardCharsets.UTF_8)
                        : Files.readAllBytes(Path.of("samples", name.substring(name.indexOf('/') + 1)));
                out.write(content);
                out.closeEntry();
            }
        }
        JsonNode doc = json(Cli.run("check", "--format", "json", zip.toString()));
        assertEquals(4, doc.get("records").size());
        assertEquals(
                zip + "!/round1/mate.jkf",
                doc.get("records").get(0).get("source").asText());
        assertEquals(
                zip + "!/README.txt", doc.get("skipped").get(0).get("skipped").asText());
        assertFalse(doc.get("records").get(1).get("consistent").isNull());
    }
}
