package dev.shinpan.record.jkf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.Line;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.codec.RecordReader.ReadOptions;
import dev.shinpan.record.io.CorpusResources;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.Piece;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import dev.shinpan.rules.WrittenMove;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class JkfReaderTest {

    /** Git symbolic links stored as their target path; FormatDetectorTest shows they are not JKF. */
    private static final Set<String> NOT_JKF = Set.of(
            "na2hiro-json-kifu-format/specification/files/ryuou201409020101.jkf.json",
            "na2hiro-json-kifu-format/specification/files/same_move_minimal.jkf.json");

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final JkfReader reader = new JkfReader();

    private GameRecord read(String text) {
        List<GameRecord> records = reader.read(text, new ReadOptions("test.jkf", "UTF-8", null));
        assertEquals(1, records.size());
        GameRecord r = records.get(0);
        assertEquals(RecordFormat.JKF, r.format());
        return r;
    }

    @Test
    @DisplayName("one rule: a broken move in a fork is a warning that skips the rest of that fork; the game goes on")
    void aBrokenForkIsSkippedNotFatal() {
        String json = """
                {"header":{},"moves":[{},
                 {"move":{"from":{"x":7,"y":7},"to":{"x":7,"y":6},"color":0,"piece":"FU"},
                  "forks":[[{"move":{"from":{"x":2,"y":7},"to":{"x":2,"y":6},"color":0,"piece":"FU"}},
                            {"move":{"color":1,"piece":"FU"}},
                            {"move":{"from":{"x":8,"y":3},"to":{"x":8,"y":4},"color":1,"piece":"FU"}}],
                           [{"move":{"from":{"x":5,"y":7},"to":{"x":5,"y":6},"color":0,"piece":"FU"}}]]},
                 {"move":{"from":{"x":3,"y":3},"to":{"x":3,"y":4},"color":1,"piece":"FU"}}]}
                """;
        GameRecord record = read(json);
        assertTrue(record.readable(), record.problems().toString());
        assertEquals(1, record.problems().size(), record.problems().toString());
        Problem warning = record.problems().get(0);
        assertEquals("read.in-variation", warning.catalogued().key());
        assertEquals(4, warning.line(), "at the broken move");
        assertEquals(2, record.mainLine().moves().size(), "the main line goes on after the forked move");
        List<Line> forks = record.mainLine().moves().get(0).alternatives();
        assertEquals(2, forks.size(), "the next fork is read");
        assertEquals(1, forks.get(0).moves().size(), "the rest of the broken fork is skipped");
        assertEquals(1, forks.get(1).moves().size());
    }

    private static List<Problem> errors(GameRecord r) {
        return r.problems().stream().filter(Problem::isError).toList();
    }

    private static JsonNode tree(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static List<Path> corpusJkf() {
        return CorpusResources.withExtensions("jkf", "json").stream()
                .filter(p -> !NOT_JKF.contains(CorpusResources.relative(p)))
                .toList();
    }

    // ---- corpus -------------------------------------------------------------------------------

    @Test
    @DisplayName("every JKF file of the corpus reads without error; counts agree with a plain JSON walk")
    void corpusFilesMatchTheirJson() {
        List<Path> files = corpusJkf();
        assertEquals(31, files.size(), "JKF files: " + files);
        for (Path file : files) {
            String name = CorpusResources.relative(file);
            String text = CorpusResources.decoded(name).text();
            GameRecord r = read(text);
            assertEquals(List.of(), errors(r), name);
            JsonNode json = tree(text);

            List<String> keys = new ArrayList<>();
            json.path("header").fieldNames().forEachRemaining(keys::add);
            assertEquals(keys, r.header().stream().map(HeaderEntry::key).toList(), name);

            String preset = json.path("initial").path("preset").asText("HIRATE");
            if (!preset.equals("OTHER")) {
                assertEquals(preset, r.start().handicap().jkf(), name);
            } else {
                assertBoardMatches(json.path("initial").path("data"), r.start().position(), name);
            }
            JsonNode moves = json.path("moves");
            assertEquals(moves.get(0).path("comments").size(), r.startComments().size(), name);
            assertLineMatches(moves, 1, r.mainLine(), 1, name);
            assertReplaysLegally(r.mainLine(), r.start().position(), name);
        }
    }

    /** Moves, special and forks of a line, counted on the raw JSON and compared with the record. */
    private static void assertLineMatches(JsonNode entries, int from, Line line, int firstPly, String where) {
        List<JsonNode> moveEntries = new ArrayList<>();
        String special = null;
        for (int i = from; i < entries.size(); i++) {
            JsonNode e = entries.get(i);
            if (e.has("move")) {
                moveEntries.add(e);
            }
            if (e.has("special")) {
                special = e.get("special").asText();
            }
        }
        assertEquals(moveEntries.size(), line.moves().size(), where);
        assertEquals(special == null ? 0 : 1, line.endings().size(), where);
        if (special != null) {
            RecordedEnding ending = line.endings().get(0);
            assertEquals(special, ending.text().text(), where);
            assertEquals(firstPly - 1 + moveEntries.size(), ending.ply(), where);
        }
        for (int i = 0; i < moveEntries.size(); i++) {
            JsonNode entry = moveEntries.get(i);
            JsonNode m = entry.get("move");
            RecordedMove recorded = line.moves().get(i);
            String at = where + " ply " + recorded.ply();
            assertEquals(firstPly + i, recorded.ply(), at);
            WrittenMove w = recorded.move();
            assertEquals(m.get("piece").asText(), w.piece().csa(), at);
            assertEquals(
                    new Square(
                            m.get("to").get("x").asInt(), m.get("to").get("y").asInt()),
                    w.to(),
                    at);
            if (m.hasNonNull("from")) {
                assertEquals(
                        new Square(
                                m.get("from").get("x").asInt(),
                                m.get("from").get("y").asInt()),
                        w.from(),
                        at);
            } else {
                assertTrue(w.isDrop(), at);
            }
            assertEquals(m.path("promote").asBoolean(false), w.promote(), at);
            assertEquals(Side.ofIndex(m.get("color").asInt()), w.side(), at);
            assertEquals(entry.path("comments").size(), recorded.comments().size(), at);
            JsonNode forks = entry.path("forks");
            assertEquals(forks.size(), recorded.alternatives().size(), at);
            for (int k = 0; k < forks.size(); k++) {
                assertLineMatches(forks.get(k), 0, recorded.alternatives().get(k), recorded.ply(), at + " fork " + k);
            }
        }
    }

    private static void assertBoardMatches(JsonNode data, Position p, String where) {
        assertEquals(Side.ofIndex(data.get("color").asInt()), p.sideToMove(), where);
        for (int x = 1; x <= 9; x++) {
            for (int y = 1; y <= 9; y++) {
                JsonNode sq = data.get("board").get(x - 1).get(y - 1);
                Piece piece = p.pieceAt(new Square(x, y));
                if (sq.isEmpty()) {
                    assertNull(piece, where + " " + x + y);
                } else {
                    assertEquals(sq.get("kind").asText(), piece.type().csa(), where + " " + x + y);
                    assertEquals(Side.ofIndex(sq.get("color").asInt()), piece.owner(), where + " " + x + y);
                }
            }
        }
        for (int side = 0; side < 2; side++) {
            JsonNode hand = data.get("hands").get(side);
            for (String kind : List.of("FU", "KY", "KE", "GI", "KI", "KA", "HI")) {
                assertEquals(
                        hand.path(kind).asInt(0),
                        p.handCount(
                                Side.ofIndex(side),
                                Variants.STANDARD.byName(kind).orElseThrow()),
                        where + kind);
            }
        }
    }

    /** Every move of the line and of its variations is legal where it is played. */
    private static void assertReplaysLegally(Line line, Position start, String where) {
        Position p = start.copy();
        MoveJudge judge = new MoveJudge(p);
        for (RecordedMove m : line.moves()) {
            for (Line alternative : m.alternatives()) {
                assertReplaysLegally(alternative, p, where + " fork at " + m.ply());
            }
            int verdict = judge.judge(m.move());
            assertTrue(
                    MoveJudge.isLegal(verdict),
                    where + " ply " + m.ply() + " " + m.text().text() + ": "
                            + (MoveJudge.isLegal(verdict)
                                    ? ""
                                    : judge.explain(m.move()).code().code()));
            p.play(verdict);
        }
    }

    private static final Pattern CSA_MOVE = Pattern.compile("^[+-][0-9]{4}[A-Z]{2}", Pattern.MULTILINE);
    private static final Pattern CSA_SPECIAL = Pattern.compile("^%([A-Z_+-]+)", Pattern.MULTILINE);

    @Test
    @DisplayName("sugyan's JKF of a CSA game has the CSA file's moves and % special")
    void sugyanJkfAgreesWithItsCsaSource() throws Exception {
        Path dir = CorpusResources.file("sugyan-shogi-kifu-converter/data/tests/csa");
        List<Path> sources;
        try (var list = Files.list(dir)) {
            sources = list.filter(p -> p.toString().endsWith(".csa")).sorted().toList();
        }
        assertEquals(11, sources.size());
        for (Path csa : sources) {
            String csaText =
                    CorpusResources.decoded(CorpusResources.relative(csa)).text();
            int moves = 0;
            for (Matcher m = CSA_MOVE.matcher(csaText); m.find(); ) {
                moves++;
            }
            Matcher special = CSA_SPECIAL.matcher(csaText);
            String json = CorpusResources.relative(csa).replace(".csa", ".json");
            GameRecord r = read(CorpusResources.decoded(json).text());
            assertEquals(moves, r.mainLine().moves().size(), json);
            if (special.find()) {
                assertEquals(
                        special.group(1), r.mainLine().endings().get(0).text().text(), json);
                assertEquals(moves, r.mainLine().endings().get(0).ply(), json);
            } else {
                assertEquals(List.of(), r.mainLine().endings(), json);
            }
        }
    }

    private static final Pattern KIF_NUMBERED = Pattern.compile("^ *([0-9]+) +(\\S+)");

    @Test
    @DisplayName("sugyan's JKF of a KIF/KI2 game has the source's move count and terminal word")
    void sugyanJkfAgreesWithItsKifSource() {
        record Source(String kif, String json, int moves, String special, EndingReason reason) {}
        // KIF: the last numbered line before the first 変化 gives the count ("132 投了" = 131 moves);
        // KI2: the "まで102手" line. Each checked against the source file below.
        String dir = "sugyan-shogi-kifu-converter/data/tests/";
        List<Source> sources = List.of(
                new Source(
                        dir + "kif/Shogidokoro.kifu",
                        dir + "kif/Shogidokoro.json",
                        131,
                        "TORYO",
                        EndingReason.RESIGNATION),
                new Source(
                        dir + "kif/piyo-shogi_KY.kifu",
                        dir + "kif/piyo-shogi_KY.json",
                        104,
                        "TORYO",
                        EndingReason.RESIGNATION),
                new Source(
                        dir + "kif/everyday_20211107.kifu",
                        dir + "kif/everyday_20211107.json",
                        11,
                        "TSUMI",
                        EndingReason.CHECKMATE),
                new Source(dir + "kif/example.kifu", dir + "kif/example.json", 2, "CHUDAN", EndingReason.INTERRUPTED),
                new Source(dir + "kif/forks.kifu", dir + "kif/forks.json", 12, null, null),
                new Source(
                        dir + "kif/oui202106290101.kif",
                        dir + "kif/oui202106290101.json",
                        -1,
                        "TORYO",
                        EndingReason.RESIGNATION));
        for (Source s : sources) {
            String kif = CorpusResources.decoded(s.kif()).text();
            String last = null;
            for (String l : kif.lines().toList()) {
                if (l.startsWith("変化")) {
                    break;
                }
                Matcher m = KIF_NUMBERED.matcher(l);
                if (m.find()) {
                    last = l;
                }
            }
            Matcher m = KIF_NUMBERED.matcher(last);
            assertTrue(m.find());
            int number = Integer.parseInt(m.group(1));
            boolean terminal = !m.group(2).matches("[１-９同].*");
            int expectedMoves = terminal ? number - 1 : number;
            if (s.moves() >= 0) {
                assertEquals(s.moves(), expectedMoves, s.kif());
            }
            GameRecord r = read(CorpusResources.decoded(s.json()).text());
            assertEquals(expectedMoves, r.mainLine().moves().size(), s.json());
            if (s.special() == null) {
                assertFalse(terminal, s.kif());
                assertEquals(List.of(), r.mainLine().endings());
            } else {
                RecordedEnding e = r.mainLine().endings().get(0);
                assertEquals(s.special(), e.text().text(), s.json());
                assertEquals(s.reason(), e.reason(), s.json());
                assertEquals(expectedMoves, e.ply(), s.json());
            }
        }
        GameRecord ki2 = read(CorpusResources.decoded(dir + "ki2/4.json").text());
        assertTrue(CorpusResources.decoded(dir + "ki2/4.ki2u").text().contains("まで102手で下手の勝ち"));
        assertEquals(102, ki2.mainLine().moves().size());
        assertSame(Handicap.FOUR_PIECE, ki2.start().handicap());
    }

    @Test
    @DisplayName("unnormalized JKF: origins left to same/relative are found as the normalized file states them")
    void unnormalizedJkfIsResolved() {
        List<String> normalized = List.of(
                "na2hiro-json-kifu-format/test/files/jkf/ryuou201409020101.jkf",
                "sunfish-tsshogi/src/tests/testdata/jkf/sample04.jkf",
                "sunfish-tsshogi/src/tests/testdata/jkf/sample03.jkf",
                "sugyan-shogi-kifu-converter/data/tests/ki2/simple.json",
                "sugyan-shogi-kifu-converter/data/tests/kif/piyo-shogi_KY.json",
                "sugyan-shogi-kifu-converter/data/tests/kif/Shogidokoro.json",
                "sugyan-shogi-kifu-converter/data/tests/csa/WCSC32_F7_NBS_DLS.json");
        int stripped = 0;
        for (String name : normalized) {
            String text = CorpusResources.decoded(name).text();
            GameRecord full = read(text);
            JsonNode json = tree(text);
            stripped += stripOrigins(json.get("moves"));
            GameRecord bare = read(json.toString());
            assertEquals(List.of(), errors(bare), name);
            assertSameMoves(full.mainLine(), bare.mainLine(), name);
        }
        assertTrue(stripped > 500, "origins removed: " + stripped);
    }

    /** Removes what an unnormalized JKF may leave out: from, color, and to where same is true. */
    private static int stripOrigins(JsonNode entries) {
        int count = 0;
        for (JsonNode entry : entries) {
            JsonNode move = entry.get("move");
            if (move instanceof ObjectNode m) {
                if (m.remove("from") != null) {
                    count++;
                }
                m.remove("color");
                m.remove("capture");
                if (m.path("same").asBoolean(false)) {
                    m.remove("to");
                }
            }
            for (JsonNode fork : entry.path("forks")) {
                count += stripOrigins(fork);
            }
        }
        return count;
    }

    private static void assertSameMoves(Line expected, Line actual, String where) {
        assertEquals(expected.moves().size(), actual.moves().size(), where);
        for (int i = 0; i < expected.moves().size(); i++) {
            WrittenMove e = expected.moves().get(i).move();
            WrittenMove a = actual.moves().get(i).move();
            String at = where + " ply " + expected.moves().get(i).ply();
            assertEquals(e.from(), a.from(), at);
            assertEquals(e.to(), a.to(), at);
            assertEquals(e.piece(), a.piece(), at);
            assertEquals(e.promote(), a.promote(), at);
            List<Line> ea = expected.moves().get(i).alternatives();
            List<Line> aa = actual.moves().get(i).alternatives();
            assertEquals(ea.size(), aa.size(), at);
            for (int k = 0; k < ea.size(); k++) {
                assertSameMoves(ea.get(k), aa.get(k), at + " fork " + k);
            }
        }
    }

    // ---- spec facts and unit cases ---------------------------------------------------------------

    @Test
    @DisplayName("the docs/formats.md §5 example: six-piece handicap, White's gold 4一 to 5二")
    void specExample() {
        GameRecord r = read("{\"header\":{}, \"initial\":{\"preset\":\"6\"}, \"moves\":[{}, {\"move\":{\"from\":"
                + "{\"x\":4,\"y\":1},\"to\":{\"x\":5,\"y\":2},\"color\":1,\"piece\":\"KI\"}}]}");
        assertEquals(List.of(), r.problems());
        assertSame(Handicap.SIX_PIECE, r.start().handicap());
        WrittenMove m = r.mainLine().moves().get(0).move();
        assertEquals(new Square(4, 1), m.from());
        assertEquals(new Square(5, 2), m.to());
        assertEquals(Side.WHITE, m.side());
        assertTrue(MoveJudge.isLegal(new MoveJudge(r.start().position()).judge(m)));
    }

    @Test
    @DisplayName("moves are located at their JSON object; the text is the compact JSON")
    void movesAreLocated() {
        String name = "hnakada123-ShogiBoardQ/tests/fixtures/test_basic.jkf";
        String text = CorpusResources.decoded(name).text();
        GameRecord r = read(text);
        RecordedMove first = r.mainLine().moves().get(0);
        // Line 11 of the file: `    {"move": {"from": {"x": 7, "y": 7}, ...}},`
        assertEquals(11, first.text().line());
        String line = text.lines().toList().get(10);
        assertEquals(line.indexOf("{\"from\"") + 1, first.text().column());
        assertEquals(
                "{\"from\":{\"x\":7,\"y\":7},\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\",\"color\":0}",
                first.text().text());
        HeaderEntry sente = r.header().get(0);
        assertEquals("先手", sente.key());
        assertEquals("テスト先手", sente.value());
        assertEquals(3, sente.source().line());
    }

    @Test
    @DisplayName("malformed JSON is one located error at Jackson's line and column")
    void malformedJson() {
        String text =
                "{\n  \"header\": {},\n  \"moves\": [\n    {},\n    {\"move\": {\"to\": {\"x\": 7 \"y\": 6}}}\n  ]\n}\n";
        GameRecord r = read(text);
        assertEquals(1, r.problems().size());
        Problem p = r.problems().get(0);
        assertTrue(p.isError());
        assertEquals(5, p.line());
        // The unexpected '"' of "y" follows `{"x": 7 ` on line 5.
        assertEquals(text.lines().toList().get(4).indexOf("\"y\"") + 1, p.column());
        assertTrue(p.text().startsWith("\"y\""), p.text());
        assertTrue(p.message().startsWith("malformed JSON"), p.message());
        assertNull(r.start());

        Problem truncated = read("{\"header\": {}, \"moves\": [{}").problems().get(0);
        assertEquals(1, truncated.line());
        Problem notObject = read("[{}]").problems().get(0);
        assertTrue(notObject.message().contains("JSON object"), notObject.message());
        assertFalse(read("").readable());
    }

    @Test
    @DisplayName(
            "JSON past Jackson's bounds (nesting 1,000 deep) is located where the value stands, as malformed JSON is")
    void jsonPastJacksonsBoundsIsLocated() {
        String text = "{\"header\": {},\n\"moves\": [" + "[".repeat(1100) + "]".repeat(1100) + "]}";
        Problem p = read(text).problems().get(0);
        assertTrue(p.isError());
        assertTrue(p.message().startsWith("malformed JSON") && p.message().contains("1000"), p.message());
        // the container 1,001 deep: the root object, the moves array (column 10), then the 999th bracket after it
        assertEquals(2, p.line());
        assertEquals(10 + 999, p.column());
        assertEquals("[".repeat(20), p.text());
    }

    @Test
    @DisplayName("same: true without to repeats the previous destination")
    void sameWithoutTo() {
        // JKF's same_move_minimal: 7六歩, 3四歩, 2二角成 (takes), 同銀.
        String text = CorpusResources.decoded("na2hiro-json-kifu-format/test/files/jkf/same_move_minimal.jkf")
                .text();
        JsonNode json = tree(text);
        ((ObjectNode) json.get("moves").get(4).get("move")).remove("to");
        GameRecord r = read(json.toString());
        assertEquals(List.of(), r.problems());
        WrittenMove doh = r.mainLine().moves().get(3).move();
        assertEquals(new Square(2, 2), doh.to());
        assertEquals(new Square(3, 1), doh.from());

        GameRecord first =
                read("{\"header\":{},\"moves\":[{},{\"move\":{\"same\":true,\"piece\":\"FU\",\"color\":0}}]}");
        Problem p = errors(first).get(0);
        assertTrue(p.message().contains("no previous move"), p.message());
        assertEquals(0, first.mainLine().moves().size());
    }

    private static String goldTo58(String relative) {
        String rel = relative == null ? "" : ",\"relative\":\"" + relative + "\"";
        return "{\"header\":{},\"moves\":[{},{\"move\":{\"to\":{\"x\":5,\"y\":8},\"piece\":\"KI\"" + rel + "}}]}";
    }

    @Test
    @DisplayName("relative without from: ▲５八金左 comes from 6九, ▲５八金右 from 4九; no modifier is ambiguous")
    void relativeResolution() {
        // JSA notation: 左/右 are the mover's left/right; Black's left is the 9-file side.
        GameRecord left = read(goldTo58("L"));
        assertEquals(List.of(), left.problems());
        assertEquals(new Square(6, 9), left.mainLine().moves().get(0).move().from());
        assertEquals(
                new Square(4, 9),
                read(goldTo58("R")).mainLine().moves().get(0).move().from());

        GameRecord ambiguous = read(goldTo58(null));
        Problem p = errors(ambiguous).get(0);
        assertTrue(p.message().contains("ambiguous"), p.message());
        assertEquals(1, p.line());
        assertEquals(goldTo58(null).indexOf("{\"to\"") + 1, p.column());
        assertEquals(0, ambiguous.mainLine().moves().size());

        Problem bad = errors(read(goldTo58("X"))).get(0);
        assertEquals("X", bad.text().replace("\"", ""));
        Problem up = errors(read(goldTo58("U"))).get(0);
        assertTrue(up.message().contains("ambiguous"), up.message());
    }

    @Test
    @DisplayName("a move without from is a drop; without color too (unnormalized), only when no board piece gets there")
    void dropWithoutFrom() {
        // From the start, no black pawn reaches 5五: the normalized reading (a drop) stands.
        GameRecord r = read("{\"header\":{},\"moves\":[{},{\"move\":{\"to\":{\"x\":5,\"y\":5},\"piece\":\"FU\","
                + "\"color\":0}}]}");
        assertEquals(List.of(), r.problems());
        assertTrue(r.mainLine().moves().get(0).move().isDrop());
        // ...and H says so explicitly even where a piece could move there.
        GameRecord h = read("{\"header\":{},\"moves\":[{},{\"move\":{\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\","
                + "\"relative\":\"H\"}}]}");
        assertTrue(h.mainLine().moves().get(0).move().isDrop());
        // The reference ryuou file writes drops as "from": null (its 44th move: White drops a bishop on 4九).
        GameRecord ryuou = read(CorpusResources.decoded("na2hiro-json-kifu-format/test/files/jkf/ryuou201409020101.jkf")
                .text());
        WrittenMove bishopDrop = ryuou.mainLine().moves().get(43).move();
        assertTrue(bishopDrop.isDrop());
        assertEquals(new Square(4, 9), bishopDrop.to());
        // With "color", as the schema requires, it is a drop even where the pawn on 7七 could move there...
        GameRecord drop = read("{\"header\":{},\"moves\":[{},{\"move\":{\"to\":{\"x\":7,\"y\":6},"
                + "\"piece\":\"FU\",\"color\":0}}]}");
        assertEquals(List.of(), drop.problems());
        assertTrue(drop.mainLine().moves().get(0).move().isDrop());
        // ...and without it, as JKF's KI2 parser leaves a move before normalizing, the pawn moves.
        GameRecord up = read("{\"header\":{},\"moves\":[{},{\"move\":{\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\"}}]}");
        assertEquals(new Square(7, 7), up.mainLine().moves().get(0).move().from());
    }

    @Test
    @DisplayName("specials take the CSA meaning given the side to move")
    void specials() {
        String moves =
                "{},{\"move\":{\"from\":{\"x\":7,\"y\":7},\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\",\"color\":0}}";
        RecordedEnding toryo = read("{\"header\":{},\"moves\":[" + moves + ",{\"special\":\"TORYO\","
                        + "\"comments\":[\"まで1手で先手の勝ち\"]}]}")
                .mainLine()
                .endings()
                .get(0);
        assertEquals(EndingReason.RESIGNATION, toryo.reason());
        assertEquals(Side.BLACK, toryo.winner());
        assertEquals(1, toryo.ply());
        assertEquals("まで1手で先手の勝ち", toryo.detail());
        RecordedEnding illegal = read("{\"header\":{},\"moves\":[" + moves + ",{\"special\":\"-ILLEGAL_ACTION\"}]}")
                .mainLine()
                .endings()
                .get(0);
        assertEquals(EndingReason.ILLEGAL_MOVE, illegal.reason());
        assertEquals(Side.WHITE, illegal.offender());
        assertEquals(Side.BLACK, illegal.winner());
        GameRecord unknown = read("{\"header\":{},\"moves\":[" + moves + ",{\"special\":\"FOO\"}]}");
        assertEquals(
                EndingReason.INTERRUPTED, unknown.mainLine().endings().get(0).reason());
        assertFalse(unknown.problems().get(0).isError());

        GameRecord after = read("{\"header\":{},\"moves\":[{},{\"special\":\"TORYO\"}," + moves.substring(3) + "]}");
        assertEquals(EndingReason.RESIGNATION, after.mainLine().endings().get(0).reason());
        assertTrue(errors(after).get(0).message().contains("after the game-ending special"));
        Problem both = errors(read("{\"header\":{},\"moves\":[{},{\"special\":\"TORYO\",\"move\":{\"to\":{\"x\":7,"
                        + "\"y\":6},\"piece\":\"FU\"}}]}"))
                .get(0);
        assertTrue(both.message().contains("not both"), both.message());
    }

    @Test
    @DisplayName("initial OTHER: the tsume position of sugyan's tsumeshogi.json, White holding the rest")
    void otherInitialPosition() {
        GameRecord r = read(CorpusResources.decoded("sugyan-shogi-kifu-converter/data/tests/csa/tsumeshogi.json")
                .text());
        // The CSA source: P4-RY * * -OU …, P5 * * +KY * -TO …, P-00AL.
        Position p = r.start().position();
        assertNull(r.start().handicap());
        assertEquals(new Piece(Variants.STANDARD.byName("OU").orElseThrow(), Side.WHITE), p.pieceAt(new Square(6, 4)));
        assertEquals(new Piece(Variants.STANDARD.byName("RY").orElseThrow(), Side.WHITE), p.pieceAt(new Square(9, 4)));
        assertEquals(new Piece(Variants.STANDARD.byName("KY").orElseThrow(), Side.BLACK), p.pieceAt(new Square(7, 5)));
        assertEquals(14, p.handCount(Side.WHITE, Variants.STANDARD.byName("FU").orElseThrow()));
        assertEquals(Side.BLACK, p.sideToMove());
        RecordedEnding tsumi = r.mainLine().endings().get(0);
        assertEquals(EndingReason.CHECKMATE, tsumi.reason());
        assertEquals(Side.BLACK, tsumi.winner());
        assertEquals(3, tsumi.ply());

        GameRecord missing = read("{\"header\":{},\"initial\":{\"preset\":\"OTHER\"},\"moves\":[{}]}");
        assertNull(missing.start());
        assertTrue(errors(missing).get(0).message().contains("data"));
        GameRecord unknown = read("{\"header\":{},\"initial\":{\"preset\":\"11\"},\"moves\":[{}]}");
        Problem p11 = errors(unknown).get(0);
        assertEquals("11", p11.text());
        assertEquals(1, p11.line());
        assertEquals(25, p11.column());
    }

    @Test
    @DisplayName("forks replace the move they sit on and start from the position before it")
    void forksReplaceTheirMove() {
        // tsshogi sample03: forks within forks, all legal where they are played (checked by replay).
        GameRecord r = read(CorpusResources.decoded("sunfish-tsshogi/src/tests/testdata/jkf/sample03.jkf")
                .text());
        RecordedMove withFork = r.mainLine().moves().stream()
                .filter(m -> !m.alternatives().isEmpty())
                .findFirst()
                .orElseThrow();
        Line alternative = withFork.alternatives().get(0);
        assertEquals(withFork.ply(), alternative.moves().get(0).ply());
        assertReplaysLegally(r.mainLine(), r.start().position(), "sample03");
    }

    @Test
    @DisplayName("a Tori Shogi request cannot be met by JKF")
    void toriRequested() {
        GameRecord r = reader.read("{\"header\":{},\"moves\":[{}]}", new ReadOptions("x.jkf", "UTF-8", Variants.TORI))
                .get(0);
        assertFalse(r.readable());
        assertTrue(errors(r).get(0).message().contains("standard shogi only"));
    }

    @Test
    @DisplayName("deviation 5: JKF without a final newline (sugyan's files end with '}') reads fully")
    void deviation05_missingFinalNewline() {
        String name = "sugyan-shogi-kifu-converter/data/tests/kif/Shogidokoro.json";
        byte[] bytes = CorpusResources.bytes(name);
        assertEquals('}', bytes[bytes.length - 1], "the file has no final newline");
        GameRecord r = read(CorpusResources.decoded(name).text());
        assertEquals(List.of(), r.problems());
        assertEquals(131, r.mainLine().moves().size());
        assertNotNull(r.mainLine().endings().get(0));
    }

    @Test
    @DisplayName("deviation 6: trailing blanks (SP, TAB, IDSP) before line ends are ignored in JKF")
    void deviation06_trailingBlanksBeforeEol() {
        String name = "hnakada123-ShogiBoardQ/tests/fixtures/test_basic.jkf";
        String text = CorpusResources.decoded(name).text();
        String padded = text.replace("\n", " \t\u3000\u3000\r\n");
        GameRecord plain = read(text);
        GameRecord blanks = read(padded);
        assertEquals(List.of(), blanks.problems());
        assertEquals(7, blanks.mainLine().moves().size());
        for (int i = 0; i < 7; i++) {
            assertEquals(
                    plain.mainLine().moves().get(i).move(),
                    blanks.mainLine().moves().get(i).move());
            assertEquals(
                    plain.mainLine().moves().get(i).text(),
                    blanks.mainLine().moves().get(i).text());
        }
    }

    @Test
    @DisplayName("a duplicated field is read as JavaScript reads it (the later value), with a warning")
    void duplicateField() {
        GameRecord r = read("{\"header\":{\"先手\":\"A\",\"先手\":\"B\"},\"moves\":[{}]}");
        assertEquals("B", r.header().get(0).value());
        assertEquals(1, r.problems().size());
        assertFalse(r.problems().get(0).isError());
        assertSame(Handicap.EVEN, r.start().handicap());
    }
}
