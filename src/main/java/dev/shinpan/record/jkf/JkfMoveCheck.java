package dev.shinpan.record.jkf;

import static dev.shinpan.record.jkf.JkfMove.COLOR;
import static dev.shinpan.record.jkf.JkfMove.FROM;
import static dev.shinpan.record.jkf.JkfMove.INT;
import static dev.shinpan.record.jkf.JkfMove.PIECE;
import static dev.shinpan.record.jkf.JkfMove.PROMOTE;
import static dev.shinpan.record.jkf.JkfMove.RELATIVE;
import static dev.shinpan.record.jkf.JkfMove.SAME;
import static dev.shinpan.record.jkf.JkfMove.SQUARE;
import static dev.shinpan.record.jkf.JkfMove.STRING;
import static dev.shinpan.record.jkf.JkfMove.TO;
import static dev.shinpan.record.jkf.JkfMove.TRUE;

import dev.shinpan.record.Problem;
import dev.shinpan.record.build.RecordSink;
import dev.shinpan.record.jkf.JkfJson.Spot;
import dev.shinpan.record.kif.RelativeMoveResolver;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.text.Message;

/**
 * A JKF {@code move} object judged as a move: its keys checked in a fixed order, each problem at
 * the key it concerns, and the origin an unnormalized move leaves out ({@code same} without
 * {@code to}, {@code relative} without {@code from}) found on the board by the JSA rules.
 */
final class JkfMoveCheck {

    private static final String MOVE = "\"move\"";
    private static final String SQUARE_SHAPE = "{\"x\": 1-9, \"y\": 1-9}";

    private JkfMoveCheck() {}

    /** The move as the entry writes it, origins resolved where the JKF is unnormalized; null after an error. */
    static WrittenMove written(JkfMove move, RecordSink builder) {
        Spot at = move.place();
        if (!move.object) {
            return fail(
                    builder, at, move.shortText(), Message.of("read.jkf.move-shape", MOVE, "color, from, to, piece"));
        }
        Side side = null;
        if (move.kind[COLOR] != JkfMove.ABSENT) {
            int color = move.intValue[COLOR];
            if (move.kind[COLOR] != INT || color < 0 || color > 1) {
                return fail(
                        builder,
                        move.key(COLOR),
                        move.valueText(COLOR),
                        Message.of("read.jkf.move-color", "\"color\""));
            }
            side = Side.ofIndex(color);
        }
        PieceType piece = move.kind[PIECE] == STRING ? move.piece : null;
        if (piece == null) {
            return fail(
                    builder,
                    move.key(PIECE),
                    move.kind[PIECE] == JkfMove.ABSENT ? "null" : move.valueText(PIECE),
                    Message.of("read.jkf.move-piece", "\"piece\"", "FU, KY, … RY", "CSA"));
        }
        int same = move.kind[SAME];
        if (same != JkfMove.ABSENT && same != TRUE && same != JkfMove.FALSE) {
            return fail(
                    builder,
                    move.key(SAME),
                    move.valueText(SAME),
                    Message.of("read.jkf.boolean", "\"same\"", "true", "false"));
        }
        boolean isSame = same == TRUE;
        Square to;
        if (move.kind[TO] == JkfMove.ABSENT) {
            if (!isSame) {
                return fail(
                        builder,
                        at,
                        move.shortText(),
                        Message.of(
                                "read.jkf.to-missing", "\"to\"", "{\"x\": file, \"y\": rank}", "{\"x\": 筋, \"y\": 段}"));
            }
            if (builder.previousDestination() == null) {
                return fail(
                        builder,
                        move.key(SAME),
                        "same",
                        Message.of("read.jkf.same-without-previous", "\"same\"", "\"to\""));
            }
            to = builder.previousDestination();
        } else {
            to = move.kind[TO] == SQUARE ? move.square[TO] : null;
            if (to == null) {
                return fail(
                        builder,
                        move.key(TO),
                        move.valueText(TO),
                        Message.of("read.jkf.square-shape", "\"to\"", SQUARE_SHAPE));
            }
            Square previous = builder.previousDestination();
            if (isSame && previous != null && !to.equals(previous)) {
                Spot sameAt = move.key(SAME);
                builder.problem(Problem.warning(
                        sameAt.line(),
                        sameAt.column(),
                        "same",
                        Message.of("read.jkf.same-elsewhere", "\"same\"", "\"to\"", to.label(), previous.label())));
            }
        }
        int promoteKind = move.kind[PROMOTE];
        if (promoteKind != JkfMove.ABSENT && promoteKind != TRUE && promoteKind != JkfMove.FALSE) {
            return fail(
                    builder,
                    move.key(PROMOTE),
                    move.valueText(PROMOTE),
                    Message.of("read.jkf.boolean", "\"promote\"", "true", "false"));
        }
        boolean promote = promoteKind == TRUE;
        if (move.kind[FROM] != JkfMove.ABSENT) {
            Square from = move.kind[FROM] == SQUARE ? move.square[FROM] : null;
            if (from == null) {
                return fail(
                        builder,
                        move.key(FROM),
                        move.valueText(FROM),
                        Message.of("read.jkf.from-shape", "\"from\"", SQUARE_SHAPE));
            }
            return WrittenMove.boardMove(side, from, to, piece, promote);
        }
        Relative relative = move.kind[RELATIVE] == JkfMove.ABSENT
                ? Relative.NONE
                : move.kind[RELATIVE] == STRING ? Relative.parse(move.relative) : null;
        if (relative == null) {
            return fail(
                    builder,
                    move.key(RELATIVE),
                    move.valueText(RELATIVE),
                    Message.of(
                            "read.jkf.relative-shape",
                            "\"relative\"",
                            "L/C/R (左/直/右), U/M/D (上/寄/引), a pair such as LU or RM, or H (打)",
                            "L/C/R（左/直/右）、U/M/D（上/寄/引）、LU・RM などの組、H（打）"));
        }
        WrittenMove drop = new WrittenMove(side, null, to, piece, null, promote);
        if (relative.drop() || relative.none() && side != null) {
            // JKF: a move without "from" is a drop ("移動元。打った場合はなし"; "color" is required).
            return drop;
        }
        Position board = builder.board();
        if (board == null) {
            return fail(
                    builder,
                    at,
                    move.shortText(),
                    Message.of(
                            "read.origin-unknown",
                            Message.of("read.origin-unknown.board-lost", builder.boardLostAt())));
        }
        // A move with modifiers, or one without "color" as JKF's own KI2 parser leaves it before
        // normalizing: its piece is found as the normalizer finds it, on the board.
        RelativeMoveResolver.Resolution found = RelativeMoveResolver.resolve(
                board,
                side != null ? side : board.sideToMove(),
                to,
                piece,
                relative.vertical(),
                relative.horizontal(),
                false);
        if (!found.ok()) {
            return fail(builder, at, move.shortText(), Message.of("read.origin-unknown", found.error()));
        }
        if (found.drop()) {
            if (!relative.none()) {
                return fail(
                        builder,
                        move.key(RELATIVE),
                        move.relative,
                        Message.of("read.jkf.relative-not-board", "\"relative\"", piece, to.label()));
            }
            return drop;
        }
        return WrittenMove.boardMove(side, found.from(), to, piece, promote);
    }

    private static WrittenMove fail(RecordSink builder, Spot at, String text, Message message) {
        builder.problem(Problem.error(at.line(), at.column(), text, message));
        return null;
    }

    /** JKF {@code relative}: L/C/R = 左/直/右, U/M/D = 上/寄/引, H = 打. */
    private record Relative(
            RelativeMoveResolver.Horizontal horizontal, RelativeMoveResolver.Vertical vertical, boolean drop) {

        static final Relative NONE = new Relative(null, null, false);

        boolean none() {
            return horizontal == null && vertical == null && !drop;
        }

        /** The modifiers, or null when the text is not one JKF allows. */
        static Relative parse(String s) {
            if (s.equals("H")) {
                return new Relative(null, null, true);
            }
            int i = 0;
            RelativeMoveResolver.Horizontal horizontal = null;
            if (i < s.length()) {
                horizontal = switch (s.charAt(i)) {
                    case 'L' -> RelativeMoveResolver.Horizontal.LEFT;
                    case 'R' -> RelativeMoveResolver.Horizontal.RIGHT;
                    case 'C' -> RelativeMoveResolver.Horizontal.STRAIGHT;
                    default -> null;
                };
                if (horizontal != null) {
                    i++;
                }
            }
            RelativeMoveResolver.Vertical vertical = null;
            if (i < s.length()) {
                vertical = switch (s.charAt(i)) {
                    case 'U' -> RelativeMoveResolver.Vertical.UP;
                    case 'M' -> RelativeMoveResolver.Vertical.SIDEWAYS;
                    case 'D' -> RelativeMoveResolver.Vertical.DOWN;
                    default -> null;
                };
                if (vertical != null) {
                    i++;
                }
            }
            if (i != s.length() || i == 0) {
                return null;
            }
            return new Relative(horizontal, vertical, false);
        }
    }
}
