package dev.shinpan.record.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Line;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.record.csa.CsaSpecial;
import dev.shinpan.rules.Piece;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.WrittenMove;
import java.util.ArrayList;
import java.util.List;

/**
 * Compares a record read by shinpan with a peer's JKF output for the same file: the moves of every
 * line (origin, destination, piece, promotion, drops), forks as alternatives of the move they
 * replace, the start position, and a terminal {@code special}.
 */
final class JkfGolden {

    private JkfGolden() {}

    static void assertSameRecord(JsonNode jkf, GameRecord record, boolean compareSpecial) {
        assertStart(jkf.path("initial"), record);
        assertSameLine(
                jkf.get("moves"),
                1,
                record.mainLine(),
                "main line",
                record.start().position().sideToMove(),
                compareSpecial);
    }

    private static void assertStart(JsonNode initial, GameRecord record) {
        String preset = initial.isMissingNode() || initial.isNull()
                ? "HIRATE"
                : initial.path("preset").asText();
        if (!preset.equals("OTHER")) {
            assertTrue(record.start().handicap() != null, "start should be the preset " + preset);
            assertEquals(preset, record.start().handicap().jkf(), "start preset");
            return;
        }
        JsonNode data = initial.get("data");
        Position position = record.start().position();
        assertEquals(data.get("color").asInt(), position.sideToMove().ordinal(), "side to move");
        for (int x = 1; x <= 9; x++) {
            for (int y = 1; y <= 9; y++) {
                JsonNode cell = data.get("board").get(x - 1).get(y - 1);
                Piece piece = position.pieceAt(new Square(x, y));
                String expected = cell.has("kind")
                        ? cell.get("kind").asText() + "/" + cell.get("color").asInt()
                        : "-";
                String actual = piece == null
                        ? "-"
                        : piece.type().csa() + "/" + piece.owner().ordinal();
                assertEquals(expected, actual, "square " + x + y);
            }
        }
        for (Side side : Side.values()) {
            JsonNode hand = data.get("hands").get(side.ordinal());
            for (var type : position.variant().handTypes()) {
                assertEquals(
                        hand.path(type.csa()).asInt(0), position.handCount(side, type), side + " hand " + type.csa());
            }
        }
    }

    /**
     * @param entries  JKF move entries of the line
     * @param from     index of the line's first move entry (1 for the main line, whose entry 0 is
     *                 the start position; 0 for a fork)
     */
    private static void assertSameLine(
            JsonNode entries, int from, Line line, String where, Side startSide, boolean compareSpecial) {
        List<JsonNode> moves = new ArrayList<>();
        JsonNode special = null;
        for (int i = from; i < entries.size(); i++) {
            JsonNode entry = entries.get(i);
            if (entry.has("move")) {
                moves.add(entry);
            } else if (entry.has("special")) {
                special = entry;
            }
        }
        assertEquals(moves.size(), line.moves().size(), where + ": number of moves");
        for (int i = 0; i < moves.size(); i++) {
            RecordedMove ours = line.moves().get(i);
            JsonNode entry = moves.get(i);
            String at = where + ", move " + ours.ply() + " " + ours.text().text();
            Side mover = ours.ply() % 2 == 1 ? startSide : startSide.opponent();
            assertEquals(describe(entry.get("move")), describe(ours.move(), mover), at);
            JsonNode forks = entry.path("forks");
            assertEquals(forks.size(), ours.alternatives().size(), at + ": number of forks");
            for (int f = 0; f < forks.size(); f++) {
                assertSameLine(
                        forks.get(f),
                        0,
                        ours.alternatives().get(f),
                        at + " fork " + (f + 1),
                        startSide,
                        compareSpecial);
            }
        }
        if (compareSpecial && special != null) {
            String name = special.get("special").asText();
            int played = line.moves().isEmpty()
                    ? 0
                    : line.moves().get(line.moves().size() - 1).ply();
            Side toMove = played % 2 == 0 ? startSide : startSide.opponent();
            StatedEnding expected = CsaSpecial.byName(name).meaning(toMove);
            RecordedEnding ours = line.endings().stream()
                    .filter(e -> e.origin() == EndingOrigin.TERMINAL_MOVE)
                    .findFirst()
                    .orElseThrow(() -> new AssertionError(where + ": no terminal move for " + name));
            assertEquals(expected.reason(), ours.reason(), where + ": reason of " + name);
            assertEquals(expected.winner(), ours.winner(), where + ": winner of " + name);
        }
    }

    /** {@code FU 77-76}, {@code KA 88-22+}, {@code KI *-52}: the fields both sides state. */
    private static String describe(JsonNode move) {
        JsonNode from = move.path("from");
        String origin = from.isMissingNode() || from.isNull()
                ? "*"
                : "" + from.get("x").asInt() + from.get("y").asInt();
        JsonNode to = move.get("to");
        boolean promote = move.path("promote").asBoolean(false);
        return move.get("piece").asText() + " " + origin + "-" + to.get("x").asInt()
                + to.get("y").asInt() + (promote ? "+" : "") + " "
                + Side.ofIndex(move.get("color").asInt()).jsonName();
    }

    /** @param mover the side whose turn the move's ply is, for formats that write no turn mark */
    private static String describe(WrittenMove move, Side mover) {
        String origin = move.from() == null ? "*" : move.from().csa();
        String side = (move.side() != null ? move.side() : mover).jsonName();
        return move.piece().csa() + " " + origin + "-" + move.to().csa() + (move.promote() ? "+" : "") + " " + side;
    }
}
