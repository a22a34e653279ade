package dev.shinpan.record.csa;

import static dev.shinpan.record.csa.CsaTestSupport.assertNoErrors;
import static dev.shinpan.record.csa.CsaTestSupport.corpusRoot;
import static dev.shinpan.record.csa.CsaTestSupport.readCorpus;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.Piece;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import dev.shinpan.rules.WrittenMove;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Peer golden output: sugyan/shogi-kifu-converter ships, next to each CSA input, the JKF it
 * expects (data/tests/csa/*.json). Our reading must agree with it on the start position, every
 * main-line move (from, to, piece before the move, promotion, drops, side), its time and
 * comments, the header, and the special ending.
 */
class SugyanGoldenTest {

    private static final String DIR = "sugyan-shogi-kifu-converter/data/tests/csa";
    private static final ObjectMapper JSON = new ObjectMapper();
    /** JKF header names of the CSA game-information lines (as the peer writes them). */
    private static final Map<String, String> HEADER_KEYS = Map.of(
            "先手",
            "N+",
            "後手",
            "N-",
            "棋戦",
            "$EVENT",
            "場所",
            "$SITE",
            "開始日時",
            "$START_TIME",
            "終了日時",
            "$END_TIME",
            "持ち時間",
            "$TIME_LIMIT",
            "戦型",
            "$OPENING");

    @TestFactory
    Stream<DynamicTest> everyGoldenFile() throws IOException {
        Path dir = corpusRoot().resolve(DIR);
        List<String> names;
        try (Stream<Path> files = Files.list(dir)) {
            names = files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".csa"))
                    .sorted()
                    .collect(Collectors.toList());
        }
        assertEquals(11, names.size(), "sugyan ships 11 CSA inputs with expected JKF");
        return names.stream().map(n -> DynamicTest.dynamicTest(n, () -> compare(n, dir)));
    }

    private static void compare(String name, Path dir) throws IOException {
        JsonNode golden =
                JSON.readTree(dir.resolve(name.replace(".csa", ".json")).toFile());
        List<GameRecord> records = readCorpus(DIR + "/" + name);
        assertEquals(1, records.size());
        GameRecord r = records.get(0);
        assertNoErrors(r);

        golden.path("header").properties().forEach(h -> {
            String key = HEADER_KEYS.get(h.getKey());
            assertNotNull(key, "unmapped JKF header " + h.getKey());
            assertEquals(h.getValue().asText(), r.headerValue(key).orElse(null), name + " header " + h.getKey());
        });

        Position position = r.start().position();
        compareInitial(name, golden.path("initial"), r, position);

        JsonNode moves = golden.path("moves");
        List<RecordedMove> ours = r.mainLine().moves();
        List<JsonNode> theirMoves = new ArrayList<>();
        JsonNode special = null;
        for (int i = 1; i < moves.size(); i++) {
            if (moves.get(i).has("move")) {
                theirMoves.add(moves.get(i));
            } else if (moves.get(i).has("special")) {
                special = moves.get(i);
            }
        }
        assertEquals(theirMoves.size(), ours.size(), name + ": moves");
        assertTrue(
                endsWith(r.startComments(), texts(moves.get(0).path("comments"))),
                name + ": start comments " + r.startComments());

        MoveJudge judge = new MoveJudge(position);
        for (int i = 0; i < ours.size(); i++) {
            String where = name + " ply " + (i + 1);
            JsonNode theirs = theirMoves.get(i);
            JsonNode mv = theirs.path("move");
            WrittenMove w = ours.get(i).move();
            assertEquals(mv.path("color").asInt() == 0 ? Side.BLACK : Side.WHITE, w.side(), where + " color");
            assertEquals(square(mv.path("to")), w.to(), where + " to");
            PieceType before;
            if (mv.has("from")) {
                assertEquals(square(mv.path("from")), w.from(), where + " from");
                before = position.pieceAt(w.from()).type();
            } else {
                assertTrue(w.isDrop(), where + " drop");
                before = w.droppedType();
            }
            assertEquals(mv.path("piece").asText(), before.csa(), where + " piece before the move");
            boolean promote = !w.isDrop() && !w.pieceAfter().equals(before);
            assertEquals(mv.path("promote").asBoolean(false), promote, where + " promote");
            if (theirs.has("time")) {
                JsonNode now = theirs.path("time").path("now");
                double seconds = now.path("m").asInt() * 60 + now.path("s").asInt();
                assertEquals(seconds, ours.get(i).time().seconds(), where + " time");
            }
            List<String> theirComments = new ArrayList<>(texts(theirs.path("comments")));
            if (i == ours.size() - 1 && special != null) {
                // The peer gives comments after the special to the special; we keep them on the last move.
                theirComments.addAll(texts(special.path("comments")));
            }
            assertEquals(theirComments, ours.get(i).comments(), where + " comments");
            int verdict = judge.judge(w);
            assertTrue(MoveJudge.isLegal(verdict), where + " legal");
            position.play(verdict);
        }

        List<RecordedEnding> terminal = r.mainLine().endings().stream()
                .filter(e -> e.origin() == EndingOrigin.TERMINAL_MOVE)
                .collect(Collectors.toList());
        if (special == null) {
            assertTrue(terminal.isEmpty(), name + ": " + terminal);
        } else {
            assertEquals(1, terminal.size(), name + ": " + terminal);
            assertEquals(
                    "%" + special.path("special").asText(),
                    terminal.get(0).text().text(),
                    name + " special");
        }
    }

    private static void compareInitial(String name, JsonNode initial, GameRecord r, Position position) {
        String preset = initial.path("preset").asText();
        if (!preset.equals("OTHER")) {
            Handicap h = Handicap.byName(preset).orElseThrow(() -> new AssertionError("preset " + preset));
            assertEquals(h, r.start().handicap(), name + " preset");
            assertEquals(h.sfen(), r.start().sfen(), name + " start");
            return;
        }
        JsonNode data = initial.path("data");
        assertEquals(data.path("color").asInt() == 0 ? Side.BLACK : Side.WHITE, position.sideToMove(), name + " turn");
        for (int x = 1; x <= 9; x++) {
            for (int y = 1; y <= 9; y++) {
                JsonNode cell = data.path("board").get(x - 1).get(y - 1);
                Piece piece = position.pieceAt(new Square(x, y));
                if (!cell.has("kind")) {
                    assertEquals(null, piece, name + " " + x + y);
                } else {
                    assertNotNull(piece, name + " " + x + y);
                    assertEquals(cell.path("kind").asText(), piece.type().csa(), name + " " + x + y);
                    assertEquals(
                            cell.path("color").asInt() == 0 ? Side.BLACK : Side.WHITE,
                            piece.owner(),
                            name + " " + x + y);
                }
            }
        }
        for (int color = 0; color <= 1; color++) {
            Side side = color == 0 ? Side.BLACK : Side.WHITE;
            data.path("hands").get(color).properties().forEach(e -> {
                PieceType t = Variants.STANDARD.byName(e.getKey()).orElseThrow();
                assertEquals(
                        e.getValue().asInt(), position.handCount(side, t), name + " hand " + side + " " + e.getKey());
            });
        }
    }

    private static Square square(JsonNode xy) {
        return new Square(xy.path("x").asInt(), xy.path("y").asInt());
    }

    /** Comment texts; trailing blanks dropped, as our reader drops them at every line end (docs/formats.md §0). */
    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText().stripTrailing()));
        return out;
    }

    private static boolean endsWith(List<String> list, List<String> tail) {
        return list.size() >= tail.size()
                && list.subList(list.size() - tail.size(), list.size()).equals(tail);
    }
}
