package dev.shinpan.record.jkf;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.record.build.ImpossibleStart;
import dev.shinpan.record.build.RecordSink;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.PositionBuilder;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Message;
import java.util.Map;

/**
 * The start position of a JKF record: {@code initial} absent or null is an even game; otherwise
 * {@code preset} names a handicap, or {@code OTHER} with {@code data} gives side to move, board
 * ({@code board[x-1][y-1]} is the square at file x, rank y) and hands.
 */
final class JkfStart {

    private final LocatedJson json;
    private static final String DATA = "\"data\"";
    private static final String HAND_SHAPE = "{\"FU\": n, …}";

    private final RecordSink sink;

    JkfStart(LocatedJson json, RecordSink sink) {
        this.json = json;
        this.sink = sink;
    }

    /** The start position, or null (with an error) when the record does not give a usable one. */
    StartPosition read(JsonNode root) {
        JsonNode initial = root.get("initial");
        if (initial == null || initial.isNull()) {
            return StartPosition.initial(Variants.STANDARD, null);
        }
        if (!initial.isObject()) {
            return fail(json.field(root, "initial"), "initial", Message.of("read.jkf.initial-shape", "\"initial\""));
        }
        JsonNode presetNode = initial.get("preset");
        JsonNode data = initial.get("data");
        LocatedJson.Place presetAt = json.field(initial, "preset");
        String preset = presetNode != null && presetNode.isTextual() ? presetNode.asText() : null;
        if (presetNode != null && preset == null) {
            return fail(presetAt, presetNode.toString(), Message.of("read.jkf.preset-shape", "HIRATE, KY, …, OTHER"));
        }
        SourceText written = SourceText.of(preset == null ? "data" : preset, presetAt.line(), presetAt.column());
        boolean hasData = data != null && !data.isNull();
        if (preset == null || preset.equals("OTHER")) {
            if (!hasData) {
                return fail(
                        presetAt,
                        preset == null ? "initial" : preset,
                        Message.of("read.jkf.data-needed", DATA, "color, board, hands"));
            }
            Position position = board(data);
            return position == null ? null : StartPosition.of(position, written);
        }
        Handicap handicap = Handicap.byName(preset).orElse(null);
        if (handicap == null) {
            return fail(
                    presetAt,
                    preset,
                    Message.of(
                            "read.jkf.preset-unknown",
                            JkfMoves.quoted(preset),
                            "HIRATE, KY, KY_R, KA, HI, HIKY, 2, 3, 4, 5, 5_L, 6, 7_L, 7_R, 8, 10",
                            "OTHER"));
        }
        if (!hasData) {
            return StartPosition.of(handicap, written);
        }
        Position position = board(data);
        if (position == null) {
            return null;
        }
        StartPosition given = StartPosition.of(position, written);
        if (given.handicap() != handicap) {
            LocatedJson.Place at = json.field(initial, "data");
            sink.problem(
                    Problem.warning(at.line(), at.column(), "data", Message.of("read.jkf.preset-data", preset, DATA)));
        }
        return given;
    }

    /** The position described by {@code data}, or null after reporting why it cannot be built. */
    private Position board(JsonNode data) {
        LocatedJson.Place dataAt = json.start(data);
        if (!data.isObject()) {
            return failPosition(
                    dataAt, data.toString(), Message.of("read.jkf.data-shape", DATA, "color, board, hands"));
        }
        PositionBuilder builder = new PositionBuilder(Variants.STANDARD);
        JsonNode color = data.get("color");
        if (color == null || !color.isInt() || color.asInt() < 0 || color.asInt() > 1) {
            return failPosition(
                    json.field(data, "color"), String.valueOf(color), Message.of("read.jkf.start-color", "\"color\""));
        }
        builder.sideToMove(Side.ofIndex(color.asInt()));
        JsonNode board = data.get("board");
        if (board == null || !board.isArray() || board.size() != 9) {
            return failPosition(
                    json.field(data, "board"),
                    "board",
                    Message.of("read.jkf.board-shape", "\"board\"", "board[x-1][y-1]"));
        }
        for (int x = 1; x <= 9; x++) {
            JsonNode file = board.get(x - 1);
            if (!file.isArray() || file.size() != 9) {
                return failPosition(
                        json.start(file), firstChars(file.toString()), Message.of("read.jkf.board-file", x));
            }
            for (int y = 1; y <= 9; y++) {
                JsonNode square = file.get(y - 1);
                if (!square.isObject()) {
                    return failPosition(
                            json.start(file),
                            firstChars(square.toString()),
                            Message.of("read.jkf.square", "" + x + y, "{}", "{\"color\":…, \"kind\":…}"));
                }
                if (square.isEmpty()) {
                    continue;
                }
                JsonNode owner = square.get("color");
                PieceType kind = JkfMoves.kind(square.get("kind"));
                if (owner == null || !owner.isInt() || owner.asInt() < 0 || owner.asInt() > 1 || kind == null) {
                    return failPosition(
                            json.start(square),
                            square.toString(),
                            Message.of("read.jkf.square", "" + x + y, "{}", "{\"color\": 0|1, \"kind\": FU…RY}"));
                }
                builder.put(new Square(x, y), kind, Side.ofIndex(owner.asInt()));
            }
        }
        JsonNode hands = data.get("hands");
        if (hands == null || !hands.isArray() || hands.size() != 2) {
            return failPosition(
                    json.field(data, "hands"),
                    "hands",
                    Message.of("read.jkf.hands-shape", "\"hands\"", "[black's hand, white's hand]", HAND_SHAPE));
        }
        for (int side = 0; side < 2; side++) {
            JsonNode hand = hands.get(side);
            if (!hand.isObject()) {
                return failPosition(
                        json.start(hands), firstChars(hand.toString()), Message.of("read.jkf.hand-shape", HAND_SHAPE));
            }
            for (Map.Entry<String, JsonNode> e : hand.properties()) {
                PieceType kind = e.getValue().isInt() ? Variants.STANDARD.pieceOfCsa(e.getKey()) : null;
                LocatedJson.Place at = json.field(hand, e.getKey());
                if (kind == null
                        || kind.promoted()
                        || kind.royal()
                        || e.getValue().asInt() < 0) {
                    return failPosition(at, e.getKey(), Message.of("read.jkf.hand-entry", "\"FU\"…\"HI\""));
                }
                builder.hand(Side.ofIndex(side), kind, e.getValue().asInt());
            }
        }
        try {
            return builder.build();
        } catch (IllegalArgumentException e) {
            return failPosition(dataAt, "data", Message.of("read.start.impossible", ImpossibleStart.why(builder, e)));
        }
    }

    private StartPosition fail(LocatedJson.Place at, String text, Message message) {
        sink.problem(Problem.error(at.line(), at.column(), text, message));
        return null;
    }

    private Position failPosition(LocatedJson.Place at, String text, Message message) {
        sink.problem(Problem.error(at.line(), at.column(), text, message));
        return null;
    }

    private static String firstChars(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "…";
    }
}
