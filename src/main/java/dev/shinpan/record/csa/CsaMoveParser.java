package dev.shinpan.record.csa;

import dev.shinpan.record.MoveTime;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.text.Message;
import java.util.regex.Pattern;

/**
 * Parses move statements ({@code +7776FU}: side, origin or {@code 00} for a drop, destination,
 * piece after the move) and time statements ({@code T12}, {@code T6.123}, {@code T1.},
 * {@code T-123}), character by character: every move of every CSA record passes through here.
 */
final class CsaMoveParser {

    /** Rare lines: a regular expression is fine, compiled only when one appears. */
    static final class Rare {
        /** A move at the end of a comment it was glued to. */
        static final Pattern MOVE_AT_END = Pattern.compile("[+-]\\d{4}[A-Z]{2}$");

        private Rare() {}
    }

    private final Variant variant;

    CsaMoveParser(Variant variant) {
        this.variant = variant;
    }

    /** What was wrong with the text the last {@link #move} refused, or null after a move was read. */
    private Message error;

    /** Why the last text given to {@link #move} is no move, or null when it was one. */
    Message error() {
        return error;
    }

    /** Not a move: null, with the reason kept for {@link #error()}. */
    private WrittenMove fail(String key, Object... args) {
        error = Message.of(key, args);
        return null;
    }

    WrittenMove move(String text) {
        return move(text.toCharArray(), 0, text.length());
    }

    /**
     * The move written as {@code text[at, end)}, read in place, or null when it is none (see
     * {@link #error()}). No result object per move: a batch reads millions.
     */
    WrittenMove move(char[] text, int at, int end) {
        error = null;
        if (end - at != 7) {
            return fail("read.csa.move-length", "+7776FU");
        }
        Side side = text[at] == '+' ? Side.BLACK : text[at] == '-' ? Side.WHITE : null;
        if (side == null) {
            return fail("read.csa.move-side");
        }
        for (int i = 1; i <= 4; i++) {
            if (text[at + i] < '0' || text[at + i] > '9') {
                return fail("read.csa.move-digits");
            }
        }
        Square from = null;
        boolean drop = text[at + 1] == '0' && text[at + 2] == '0';
        if (!drop) {
            from = square(variant, text[at + 1], text[at + 2]);
            if (from == null) {
                return fail("read.csa.move-origin", new String(text, at + 1, 2));
            }
        }
        Square to = square(variant, text[at + 3], text[at + 4]);
        if (to == null) {
            return fail("read.csa.move-destination", new String(text, at + 3, 2));
        }
        PieceType piece = variant.pieceOfCsa(text[at + 5], text[at + 6]);
        if (piece == null) {
            return fail(
                    "read.csa.move-piece", new String(text, at + 5, 2), "FU KY KE GI KI KA HI OU TO NY NK NG UM RY");
        }
        return WrittenMove.csa(side, from, to, piece);
    }

    /** The kind with this CSA code in the variant, or null. */
    static PieceType piece(Variant variant, String code) {
        return variant.pieceOfCsa(code);
    }

    /** The square written as two digits file-then-rank, or null when it is not on the board. */
    static Square square(Variant variant, char file, char rank) {
        if (file < '1' || file > '9' || rank < '1' || rank > '9') {
            return null;
        }
        Square square = Square.of(file - '0', rank - '0');
        return variant.contains(square) ? square : null;
    }

    /**
     * The time of a {@code T} statement — {@code T}, an optional minus, then digits with an
     * optional fraction ({@code 12}, {@code 6.123}, {@code 1.}, {@code .5}) — or null when it is not
     * a number of seconds. Read in place: the statement is {@code text[at, n)}.
     */
    static MoveTime time(char[] text, int at, int n) {
        if (n - at < 2 || text[at] != 'T') {
            return null;
        }
        int i = text[at + 1] == '-' ? at + 2 : at + 1;
        int digitsStart = i;
        long whole = 0;
        while (i < n && isDigit(text[i])) {
            if (i - digitsStart < 15) {
                whole = whole * 10 + text[i] - '0';
            }
            i++;
        }
        int digits = i - digitsStart;
        if (i == n) {
            if (digits == 0) {
                return null;
            }
            if (digits < 15 && digitsStart == at + 1) {
                return whole < WHOLE_SECONDS.length ? WHOLE_SECONDS[(int) whole] : new MoveTime((double) whole, null);
            }
            return new MoveTime(Double.parseDouble(new String(text, at + 1, n - at - 1)), null);
        }
        if (text[i] != '.') {
            return null;
        }
        i++;
        int fraction = i;
        while (i < n && isDigit(text[i])) {
            i++;
        }
        if (i != n || digits == 0 && i == fraction) {
            return null;
        }
        return new MoveTime(Double.parseDouble(new String(text, at + 1, n - at - 1)), null);
    }

    /**
     * The seconds of an {@code L} statement ({@code L599}: {@code L} and digits, Shogi Wars' time
     * left), or NaN when it is not a whole number of seconds. Read in place: {@code text[at, n)}.
     */
    static double remaining(char[] text, int at, int n) {
        if (n - at < 2 || n - at > 10 || text[at] != 'L') {
            return Double.NaN;
        }
        long seconds = 0;
        for (int i = at + 1; i < n; i++) {
            if (!isDigit(text[i])) {
                return Double.NaN;
            }
            seconds = seconds * 10 + text[i] - '0';
        }
        return seconds;
    }

    /**
     * {@code T0} to {@code T599}, nearly every move's time, made once rather than once a move: a
     * MoveTime is a value, never changed, so records may share one.
     */
    private static final MoveTime[] WHOLE_SECONDS = new MoveTime[600];

    static {
        for (int s = 0; s < WHOLE_SECONDS.length; s++) {
            WHOLE_SECONDS[s] = new MoveTime((double) s, null);
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
