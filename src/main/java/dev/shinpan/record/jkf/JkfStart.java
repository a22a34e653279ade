package dev.shinpan.record.jkf;

import com.fasterxml.jackson.core.JsonToken;
import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.record.build.ImpossibleStart;
import dev.shinpan.record.build.RecordSink;
import dev.shinpan.record.jkf.JkfCursor.Restart;
import dev.shinpan.record.jkf.JkfJson.Spot;
import dev.shinpan.record.jkf.JkfJson.TooManyValues;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.PositionBuilder;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.util.Map;

/**
 * The start position of a JKF record: {@code initial} absent or null is an even game; otherwise
 * {@code preset} names a handicap, or {@code OTHER} with {@code data} gives side to move, board
 * ({@code board[x-1][y-1]} is the square at file x, rank y) and hands.
 */
final class JkfStart {

    private final JkfJson json;
    private static final String DATA = "\"data\"";
    private static final String HAND_SHAPE = "{\"FU\": n, …}";

    private final RecordSink sink;

    JkfStart(JkfJson json, RecordSink sink) {
        this.json = json;
        this.sink = sink;
    }

    /** The value of {@code initial}, held whole: a preset's name or a board of 81 squares. */
    static final class Initial {
        final JkfValue value;

        private Initial(JkfValue value) {
            this.value = value;
        }

        /** Reads the value whose first token is current. */
        static Initial read(JkfCursor c, JsonToken t) throws IOException, TooManyValues, Restart {
            return new Initial(JkfValue.read(c, t));
        }
    }

    /**
     * The start position, or null (with an error) when the record does not give a usable one.
     *
     * @param stated the document's {@code initial}, or null when it has none
     * @param key where its key was last given
     */
    StartPosition start(Initial stated, Spot key) {
        JkfValue initial = stated == null ? null : stated.value;
        if (initial == null || initial.isNull()) {
            return StartPosition.initial(Variants.STANDARD, null);
        }
        if (!initial.isObject()) {
            return fail(key, "initial", Message.of("read.jkf.initial-shape", "\"initial\""));
        }
        JkfValue presetNode = initial.get("preset");
        JkfValue data = initial.get("data");
        Spot presetAt = initial.field("preset");
        String preset = presetNode != null && presetNode.isTextual() ? presetNode.text : null;
        if (presetNode != null && preset == null) {
            return fail(
                    presetAt, presetNode.compact(json), Message.of("read.jkf.preset-shape", "HIRATE, KY, …, OTHER"));
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
            Spot at = initial.field("data");
            sink.problem(
                    Problem.warning(at.line(), at.column(), "data", Message.of("read.jkf.preset-data", preset, DATA)));
        }
        return given;
    }

    /** The position described by {@code data}, or null after reporting why it cannot be built. */
    private Position board(JkfValue data) {
        Spot dataAt = data.start();
        if (!data.isObject()) {
            return failPosition(
                    dataAt, data.compact(json), Message.of("read.jkf.data-shape", DATA, "color, board, hands"));
        }
        PositionBuilder builder = new PositionBuilder(Variants.STANDARD);
        JkfValue color = data.get("color");
        if (color == null || !color.isInt || color.intValue < 0 || color.intValue > 1) {
            return failPosition(
                    data.field("color"),
                    color == null ? "null" : color.compact(json),
                    Message.of("read.jkf.start-color", "\"color\""));
        }
        builder.sideToMove(Side.ofIndex(color.intValue));
        JkfValue board = data.get("board");
        if (board == null || !board.isArray() || board.size() != 9) {
            return failPosition(
                    data.field("board"), "board", Message.of("read.jkf.board-shape", "\"board\"", "board[x-1][y-1]"));
        }
        for (int x = 1; x <= 9; x++) {
            JkfValue file = board.get(x - 1);
            if (!file.isArray() || file.size() != 9) {
                return failPosition(file.start(), firstChars(file.compact(json)), Message.of("read.jkf.board-file", x));
            }
            for (int y = 1; y <= 9; y++) {
                JkfValue square = file.get(y - 1);
                if (!square.isObject()) {
                    return failPosition(
                            file.start(),
                            firstChars(square.compact(json)),
                            Message.of("read.jkf.square", "" + x + y, "{}", "{\"color\":…, \"kind\":…}"));
                }
                if (square.isEmpty()) {
                    continue;
                }
                JkfValue owner = square.get("color");
                PieceType kind = kind(square.get("kind"));
                if (owner == null || !owner.isInt || owner.intValue < 0 || owner.intValue > 1 || kind == null) {
                    return failPosition(
                            square.start(),
                            square.compact(json),
                            Message.of("read.jkf.square", "" + x + y, "{}", "{\"color\": 0|1, \"kind\": FU…RY}"));
                }
                builder.put(new Square(x, y), kind, Side.ofIndex(owner.intValue));
            }
        }
        JkfValue hands = data.get("hands");
        if (hands == null || !hands.isArray() || hands.size() != 2) {
            return failPosition(
                    data.field("hands"),
                    "hands",
                    Message.of("read.jkf.hands-shape", "\"hands\"", "[black's hand, white's hand]", HAND_SHAPE));
        }
        for (int side = 0; side < 2; side++) {
            JkfValue hand = hands.get(side);
            if (!hand.isObject()) {
                return failPosition(
                        hands.start(), firstChars(hand.compact(json)), Message.of("read.jkf.hand-shape", HAND_SHAPE));
            }
            for (Map.Entry<String, JkfValue> e : hand.fields().entrySet()) {
                PieceType kind = e.getValue().isInt ? Variants.STANDARD.pieceOfCsa(e.getKey()) : null;
                Spot at = hand.field(e.getKey());
                if (kind == null || kind.promoted() || kind.royal() || e.getValue().intValue < 0) {
                    return failPosition(at, e.getKey(), Message.of("read.jkf.hand-entry", "\"FU\"…\"HI\""));
                }
                builder.hand(Side.ofIndex(side), kind, e.getValue().intValue);
            }
        }
        try {
            return builder.build();
        } catch (IllegalArgumentException e) {
            return failPosition(dataAt, "data", Message.of("read.start.impossible", ImpossibleStart.why(builder, e)));
        }
    }

    private StartPosition fail(Spot at, String text, Message message) {
        sink.problem(Problem.error(at.line(), at.column(), text, message));
        return null;
    }

    private Position failPosition(Spot at, String text, Message message) {
        sink.problem(Problem.error(at.line(), at.column(), text, message));
        return null;
    }

    /** The CSA code ({@code FU} … {@code RY}) as a piece kind, or null. */
    private static PieceType kind(JkfValue node) {
        return node != null && node.isTextual() ? Variants.STANDARD.pieceOfCsa(node.text) : null;
    }

    private static String firstChars(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "…";
    }
}
