package dev.shinpan.record.csa;

import dev.shinpan.record.MoveTime;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.WrittenMove;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses move statements ({@code +7776FU}: side, origin or {@code 00} for a drop, destination,
 * piece after the move) and time statements ({@code T12}, {@code T6.123}, {@code T1.},
 * {@code T-123}).
 */
final class CsaMoveParser {

    /** A move anywhere, e.g. at the end of a comment it was glued to (FORMATS.md §3.5). */
    static final Pattern MOVE_AT_END = Pattern.compile("[+-]\\d{4}[A-Z]{2}$");
    private static final Pattern TIME = Pattern.compile("T(-?(?:\\d+(?:\\.\\d*)?|\\.\\d+))");

    private final CsaPieceCodes codes;

    CsaMoveParser(CsaPieceCodes codes) {
        this.codes = codes;
    }

    /** Either a move or what is wrong with the text. */
    record Result(WrittenMove move, String error) {
        static Result ok(WrittenMove move) {
            return new Result(move, null);
        }

        static Result fail(String error) {
            return new Result(null, error);
        }
    }

    Result move(String text) {
        if (text.length() != 7) {
            return Result.fail("expected a move of 7 characters such as +7776FU (side, origin or 00 for a drop,"
                    + " destination, piece after the move)");
        }
        Side side = text.charAt(0) == '+' ? Side.BLACK : text.charAt(0) == '-' ? Side.WHITE : null;
        if (side == null) {
            return Result.fail("a move starts with + or -");
        }
        for (int i = 1; i <= 4; i++) {
            if (!Character.isDigit(text.charAt(i)) || text.charAt(i) > '9') {
                return Result.fail("expected four digits (origin and destination) after the side mark");
            }
        }
        Square from = null;
        boolean drop = text.charAt(1) == '0' && text.charAt(2) == '0';
        if (!drop) {
            from = codes.square(text.charAt(1), text.charAt(2));
            if (from == null) {
                return Result.fail("origin " + text.substring(1, 3) + " is not a square (00 marks a drop)");
            }
        }
        Square to = codes.square(text.charAt(3), text.charAt(4));
        if (to == null) {
            return Result.fail("destination " + text.substring(3, 5) + " is not a square");
        }
        String code = text.substring(5, 7);
        PieceType piece = codes.piece(code);
        if (piece == null) {
            return Result.fail("unknown piece code " + code + " (expected FU KY KE GI KI KA HI OU TO NY NK NG UM RY)");
        }
        return Result.ok(WrittenMove.csa(side, from, to, piece));
    }

    /** The time of a {@code T} statement, or null when it is not a number of seconds. */
    static MoveTime time(String text) {
        Matcher m = TIME.matcher(text);
        if (!m.matches()) {
            return null;
        }
        return new MoveTime(Double.parseDouble(m.group(1)), null);
    }
}
