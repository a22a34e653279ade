package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.shinpan.adjudicate.Citation;
import dev.shinpan.adjudicate.Preset;
import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.Variants;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The published JSON Schema ({@code docs/verdict.schema.json}) describes what the commands write:
 * every verdict of the samples and the corpus under every preset, as a document and as JSON lines,
 * the points of records of every kind, and the rulesets listing, are valid; documents that break
 * the vocabulary are not; and the schema's lists of codes are the code's.
 */
public class VerdictSchemaTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SCHEMA = Path.of("docs/verdict.schema.json");
    private static final String CORPUS = "src/test/resources/corpus";
    private static JsonNode schemaNode;
    private static final Map<String, Schema> BY_DEFINITION = new HashMap<>();

    @BeforeAll
    public static void loadSchema() throws IOException {
        schemaNode = JSON.readTree(Files.readString(SCHEMA));
    }

    /** The schema narrowed to one of its definitions, e.g. {@code checkLine}. */
    static synchronized Schema schema(String definition) {
        return BY_DEFINITION.computeIfAbsent(definition, d -> {
            assertTrue(schemaNode.get("$defs").has(d), "the schema defines " + d);
            ObjectNode narrowed = schemaNode.deepCopy();
            narrowed.remove("anyOf");
            narrowed.put("$ref", "#/$defs/" + d);
            return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                    .getSchema(narrowed.toString(), InputFormat.JSON);
        });
    }

    static List<String> errors(String definition, String json) {
        return schema(definition).validate(json, InputFormat.JSON).stream()
                .limit(10)
                .map(e -> e.getInstanceLocation() + " " + e.getMessage())
                .toList();
    }

    public static void assertValid(String definition, String json, String what) {
        List<String> errors = errors(definition, json);
        assertTrue(
                errors.isEmpty(),
                () -> what + " is not a valid " + definition + ": " + errors + "\n"
                        + json.substring(0, Math.min(json.length(), 2000)));
    }

    private static Cli run(String... args) {
        Cli r = Cli.run(args);
        assertEquals("", r.err(), String.join(" ", args));
        return r;
    }

    @Test
    @Tag("slow")
    void everyVerdictOfTheSamplesAndTheCorpusUnderEveryPresetIsValidAsJsonLines() throws IOException {
        Cli r = run("check", "--format", "jsonl", "--ruleset", "all", "--board", "samples", CORPUS);
        int verdicts = 0;
        for (String line : r.out().lines().toList()) {
            assertValid("checkLine", line, "a line");
            verdicts += JSON.readTree(line).has("skipped") ? 0 : 1;
        }
        assertTrue(verdicts > 2000, "the whole corpus, under every preset: " + verdicts);
        assertFalse(r.out().contains("\"summary\""), "JSON lines have no summary: the stream is the same every run");
    }

    @Test
    @Tag("slow")
    void theDocumentOfTheSamplesAndTheCorpusUnderEveryPresetIsValid() throws IOException {
        Cli r = run(
                "check", "--format", "json", "--ruleset", "all", "--board", "--adopt-record-rules", "samples", CORPUS);
        assertValid("checkDocument", r.out(), "check --format json");
        JsonNode doc = JSON.readTree(r.out());
        assertTrue(doc.get("records").size() > 2000);
        assertSummaryAddsUp(doc.get("summary"), doc.get("records"));
    }

    @Test
    void theGoldenVerdictsAreValidLines() {
        // the default ruleset with --board, the lishogi games, and every preset with the records' own rules
        for (String golden : List.of("verdicts-default-board.jsonl", "verdicts-all-adopted.jsonl")) {
            try (Stream<String> lines = Files.lines(Path.of("src/test/resources/golden", golden))) {
                lines.forEach(line -> assertValid("checkLine", line, golden));
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        }
    }

    /**
     * Every document and every line that {@code check --format json} and {@code --format jsonl} write on the
     * test corpus (the samples with the Tori games, the golden records, the minishogi records) is valid, under
     * the options that add objects: the board, every preset with the records' own rules, and a time control
     * that gives every record a clock.
     */
    @ParameterizedTest
    @ValueSource(strings = {"--board", "--ruleset=all --adopt-record-rules", "--ruleset=csa --time-control=600-10"})
    void everyDocumentAndEveryLineOfTheTestCorpusIsValid(String options) throws IOException {
        List<String> inputs = List.of("samples", CORPUS, "src/test/resources/minishogi");
        for (String format : List.of("json", "jsonl")) {
            List<String> args = new ArrayList<>(List.of("check", "--format", format));
            args.addAll(List.of(options.split(" ")));
            args.addAll(inputs);
            Cli r = run(args.toArray(String[]::new));
            if (format.equals("json")) {
                assertValid("checkDocument", r.out(), args.toString());
                assertTrue(JSON.readTree(r.out()).get("records").size() > 500, "the whole corpus: " + args);
            } else {
                List<String> lines = r.out().lines().toList();
                lines.forEach(line -> assertValid("checkLine", line, args.toString()));
                assertTrue(lines.size() > 500, "the whole corpus: " + args);
            }
        }
    }

    @Test
    void theSamplesAsADocumentAreValidAndTheSummaryAddsUp() throws IOException {
        Cli r = Cli.run("check", "--format", "json", "--ruleset", "all", "--board", "samples");
        assertValid("checkDocument", r.out(), "check --format json samples");
        JsonNode doc = JSON.readTree(r.out());
        assertSummaryAddsUp(doc.get("summary"), doc.get("records"));
        JsonNode summary = doc.get("summary");
        assertEquals(
                2,
                summary.get("illegalMoves").get("nifu").asInt(),
                "nifu.kif and games.usi #1, once each however many presets judged them: "
                        + summary.get("illegalMoves"));
    }

    /**
     * What the summary counts can be counted again from the verdicts; the times only have their shape
     * (they differ from run to run).
     */
    private static void assertSummaryAddsUp(JsonNode summary, JsonNode records) {
        Map<String, Integer> reasons = new HashMap<>();
        Map<String, Integer> codes = new HashMap<>();
        java.util.Set<String> fouls = new java.util.HashSet<>();
        int judged = 0;
        for (JsonNode v : records) {
            String status = v.get("status").asText();
            if (status.equals("ok") || status.equals("inconsistent")) {
                judged++;
                reasons.merge(v.get("result").get("reason").asText(), 1, Integer::sum);
                String code = v.get("firstIllegal").isNull()
                        ? null
                        : v.get("firstIllegal").get("code").asText();
                // each record's foul once, however many rulesets judged it
                if (code != null
                        && fouls.add(
                                v.get("source").asText() + "#" + v.get("index").asInt() + " " + code)) {
                    codes.merge(code, 1, Integer::sum);
                }
            }
        }
        assertEquals(judged, summary.get("verdicts").asInt());
        assertEquals(reasons, JSON.convertValue(summary.get("results"), Map.class));
        assertEquals(codes, JSON.convertValue(summary.get("illegalMoves"), Map.class));
        assertTrue(summary.get("moves").asLong() > 0);
        for (String rate : List.of("elapsedSeconds", "recordsPerSecond", "movesPerSecond")) {
            assertTrue(summary.get(rate).isNumber() && summary.get(rate).asDouble() >= 0, rate);
        }
    }

    @Test
    void pointsOfRecordsOfEveryKindAreValid() throws IOException {
        List<List<String>> runs = List.of(
                List.of("samples/declaration.kifu"),
                List.of("samples/jishogi.csa", "--agreement-count", "27-28"),
                List.of("samples/games.usi"),
                List.of("samples/nifu.kif", "--ply", "300"),
                List.of("samples/tori/game.sfen"),
                List.of(CORPUS + "/mogproject-mog-core-scala/kif/game/003.kif", "--ruleset", "amateur"),
                List.of(CORPUS + "/sunfish-tsshogi/extracted-from-spec/csa__export_kachi__1.csa", "--ruleset", "csa"),
                List.of(CORPUS + "/sugyan-shogi-kifu-converter/data/tests/csa/initial_6.csa", "--ruleset", "ussf"));
        List<String> notes = new ArrayList<>();
        for (List<String> args : runs) {
            List<String> all = new ArrayList<>(List.of("points", "--format", "json"));
            all.addAll(args);
            Cli r = run(all.toArray(String[]::new));
            assertEquals(ExitCodes.OK, r.exit(), all.toString());
            assertFalse(r.out().isBlank(), all.toString());
            for (String line : r.out().lines().toList()) {
                assertValid("points", line, all.toString());
                JSON.readTree(line)
                        .get("notes")
                        .forEach(n -> notes.add(n.get("id").asText()));
            }
        }
        assertTrue(notes.containsAll(List.of("short-record", "no-impasse-rules")), notes.toString());
    }

    /** The points of a record use the objects and spellings of its verdict (issue: BLACK / NO_RESULT). */
    @Test
    void pointsSpeakTheVocabularyOfCheck() throws IOException {
        JsonNode points = JSON.readTree(
                run("points", "--format", "json", "samples/declaration.kifu").out());
        JsonNode verdict = JSON.readTree(
                run("check", "--format", "jsonl", "samples/declaration.kifu").out());
        JsonNode impasse = verdict.get("impasse");
        assertEquals(impasse.get("black"), points.get("black"));
        assertEquals(impasse.get("white"), points.get("white"));
        assertEquals(
                impasse.get("declaration"),
                points.get("declarations").get("black"),
                "Black declared at the end: the same object, field for field");
        assertEquals(
                "no-result",
                points.get("declarations").get("black").get("outcome").asText());
        assertEquals("black", points.get("sideToMove").asText());
        assertEquals(
                "JSA 対局規則",
                points.get("agreement").get("citation").get("source").asText());
    }

    /** What is no record (an unreadable one) is said on stderr, so standard output stays JSON lines. */
    @Test
    void pointsAsJsonKeepTheUnreadableOffStandardOutput(@TempDir Path tmp) throws IOException {
        Path bad = tmp.resolve("photo.kif");
        Files.write(bad, new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 0, 13});
        Cli r = Cli.run("points", "--format", "json", bad.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit());
        assertEquals("", r.out());
        assertTrue(r.err().contains("photo.kif"), r.err());
    }

    @Test
    void aDocumentWithABaselineListsTheFixedEntriesAsTheBaselineFileWritesThem(@TempDir Path tmp) throws IOException {
        Path games = Files.createDirectory(tmp.resolve("games"));
        Files.copy(Path.of("samples/perpetual-check.ki2"), games.resolve("a.ki2"));
        Files.copy(Path.of("samples/sennichite.kif"), games.resolve("b.kif"));
        Path baseline = tmp.resolve("baseline.json");
        assertEquals(
                0,
                Cli.run("check", "--write-baseline", baseline.toString(), games.toString())
                        .exit());
        Files.delete(games.resolve("a.ki2"));
        Cli r = Cli.run("check", "--format", "json", "--baseline", baseline.toString(), games.toString());
        assertValid("checkDocument", r.out(), "check --baseline --format json");
        JsonNode fixed = JSON.readTree(r.out()).get("summary").get("fixed");
        JsonNode entries = JSON.readTree(Files.readString(baseline)).get("findings");
        List<JsonNode> gone = new ArrayList<>();
        for (JsonNode e : entries) {
            if (!e.get("code").asText().equals("sennichite")) {
                gone.add(e); // a.ki2's perpetual check and its disagreement
            }
        }
        assertEquals(2, gone.size(), entries.toString());
        assertEquals(gone.size(), fixed.size(), fixed.toString());
        for (int i = 0; i < gone.size(); i++) {
            for (String field : List.of("record", "ruleset", "code", "ply", "source")) {
                assertEquals(gone.get(i).get(field), fixed.get(i).get(field), field);
            }
        }
        JsonNode none = JSON.readTree(
                        run("check", "--format", "json", games.toString()).out())
                .get("summary");
        assertTrue(none.has("fixed") && none.get("fixed").isNull(), "null without a baseline: " + none);
    }

    @Test
    void theRulesetsListingIsValid() {
        assertValid("rulesets", run("rulesets", "--format", "json").out(), "rulesets --format json");
    }

    @Test
    void theSchemaRejectsWhatBreaksTheVocabulary() throws IOException {
        String line = run("check", "--format", "jsonl", "samples/declaration.kifu")
                .out()
                .strip();
        assertValid("checkLine", line, "the unbroken line");
        Map<String, Consumer<ObjectNode>> breaks = new HashMap<>();
        breaks.put(
                "the old spelling of a side",
                v -> ((ObjectNode) v.get("impasse").get("declaration")).put("declarer", "BLACK"));
        breaks.put(
                "the old spelling of an outcome",
                v -> ((ObjectNode) v.get("impasse").get("declaration")).put("outcome", "NO_RESULT"));
        breaks.put("a result without its citation", v -> ((ObjectNode) v.get("result")).remove("citation"));
        breaks.put(
                "a citation without a source",
                v -> ((ObjectNode) v.get("result").get("citation")).remove("source"));
        breaks.put("a field the schema does not describe", v -> v.put("verdict", "ok"));
        breaks.put("an unknown reason", v -> ((ObjectNode) v.get("result")).put("reason", "draw"));
        breaks.put("a ruleset that is no preset", v -> v.put("ruleset", "fide"));
        breaks.put(
                "a record's own rule without its line",
                v -> ((ObjectNode) v.get("result"))
                        .set(
                                "citation",
                                JSON.createObjectNode()
                                        .put("source", Citation.RECORD_RULE)
                                        .put("clause", "$MAX_MOVES:2")
                                        .putNull("url")));
        breaks.put(
                "an override with a clause",
                v -> ((ObjectNode) v.get("result"))
                        .set(
                                "citation",
                                JSON.createObjectNode()
                                        .put("source", "override: --max-moves 2")
                                        .put("clause", "line 4")
                                        .putNull("url")));
        for (Map.Entry<String, Consumer<ObjectNode>> b : breaks.entrySet()) {
            ObjectNode broken = (ObjectNode) JSON.readTree(line);
            b.getValue().accept(broken);
            assertFalse(errors("checkLine", broken.toString()).isEmpty(), "the schema rejects " + b.getKey());
        }
        assertFalse(
                errors("checkDocument", "{\"records\": [], \"skipped\": []}").isEmpty(), "a document without summary");
    }

    @Test
    void theGameObjectIsDescribedReadOrNot() throws IOException {
        String floodgate = run(
                        "check",
                        "--format",
                        "jsonl",
                        CORPUS + "/muzudho-kif-parser/docs/examples/csa/[floodgate]"
                                + "wdoor+floodgate-300-10F+Titanda_L+SILENT_MAJORITY_sf170225_6950XEE+20170302210003.csa")
                .out()
                .strip();
        String unread = run(
                        "check",
                        "--format",
                        "jsonl",
                        CORPUS + "/sunfish-tsshogi/extracted-from-spec/kakinoki__metadata__1.kif")
                .out()
                .strip();
        assertValid("checkLine", floodgate, "a floodgate game");
        assertValid("checkLine", unread, "a header whose dates are no dates");
        assertTrue(JSON.readTree(floodgate)
                .get("game")
                .get("ratings")
                .get("black")
                .get("value")
                .isNumber());
        assertTrue(JSON.readTree(unread).get("game").get("start").has("message"), unread);
        Map<String, Consumer<ObjectNode>> breaks = new HashMap<>();
        breaks.put(
                "a time without what was written",
                v -> ((ObjectNode) v.get("game").get("start")).remove("written"));
        breaks.put(
                "a time that is no ISO 8601", v -> ((ObjectNode) v.get("game").get("start")).put("iso", "2017/03/02"));
        breaks.put(
                "a rating as text",
                v -> ((ObjectNode) v.get("game").get("ratings").get("black")).put("value", "3526"));
        breaks.put("a game field the schema does not describe", v -> ((ObjectNode) v.get("game")).put("date", "x"));
        for (Map.Entry<String, Consumer<ObjectNode>> b : breaks.entrySet()) {
            ObjectNode broken = (ObjectNode) JSON.readTree(floodgate);
            b.getValue().accept(broken);
            assertFalse(errors("checkLine", broken.toString()).isEmpty(), "the schema rejects " + b.getKey());
        }
    }

    @Test
    void theSchemaListsTheCodesOfTheCode() {
        assertEquals(
                Arrays.stream(IllegalMoveCode.values())
                        .map(IllegalMoveCode::code)
                        .toList(),
                enumOf("illegalMoveCode"));
        assertEquals(Arrays.stream(EndingReason.values()).map(EndingReason::id).toList(), enumOf("reason"));
        List<String> handicaps = new ArrayList<>(
                Arrays.stream(Handicap.values()).map(Handicap::id).toList());
        handicaps.add(null);
        assertEquals(handicaps, enumOf("handicapOrNull"));
        assertEquals(Variants.all().stream().map(v -> v.name()).toList(), enumOf("variant"));
        List<String> formats = new ArrayList<>(
                Arrays.stream(RecordFormat.values()).map(RecordFormat::id).toList());
        formats.add(null);
        assertEquals(
                formats,
                enumList(schemaNode
                        .get("$defs")
                        .get("checkVerdict")
                        .get("properties")
                        .get("format")));
        assertTrue(
                schemaNode
                        .get("$defs")
                        .get("citation")
                        .toString()
                        .contains("{\"const\":\"" + Citation.RECORD_RULE + "\"}"),
                "the schema names the source of a record's own rule as the code writes it");
        String presets =
                schemaNode.get("$defs").get("rulesetName").get("pattern").asText();
        assertEquals(
                "^("
                        + String.join(
                                "|",
                                Arrays.stream(Preset.values()).map(Preset::id).toList()) + ")\\+?$",
                presets);
    }

    private static List<String> enumOf(String definition) {
        return enumList(schemaNode.get("$defs").get(definition));
    }

    private static List<String> enumList(JsonNode node) {
        List<String> values = new ArrayList<>();
        node.get("enum").forEach(v -> values.add(v.isNull() ? null : v.asText()));
        return values;
    }
}
