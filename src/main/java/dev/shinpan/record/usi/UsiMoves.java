package dev.shinpan.record.usi;

import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.text.Message;

/**
 * USI move tokens: {@code 7g7f}, {@code 8h2b+}, {@code P*5e}. Files are digits counted from the
 * right, ranks letters from the top ({@code a} = rank 1), for any board up to 9×9.
 */
final class UsiMoves {

    /** A parsed token: the move, or why it is not one. */
    record Parsed(WrittenMove move, Message error) {}

    /** What a token that is no move should have been. */
    static final Message EXPECTED = Message.of(
            "read.usi.move-shape", "USI", "7g7f, 8h2b+, P*5e", UsiEnding.WORDS_BUT_LAST, UsiEnding.LAST_WORD);

    private UsiMoves() {}

    /** Whether the token has the shape of a USI move (squares not checked against a board). */
    static boolean looksLikeMove(String s) {
        return looksLikeMove(s.toCharArray(), 0, s.length());
    }

    /** Whether {@code s[from, to)} has the shape of a USI move. */
    private static boolean looksLikeMove(char[] s, int from, int to) {
        int length = to - from;
        if (length == 4 && s[from + 1] == '*') {
            return Character.isLetter(s[from]) && isFile(s[from + 2]) && isRank(s[from + 3]);
        }
        return (length == 4 || length == 5 && s[from + 4] == '+')
                && isFile(s[from])
                && isRank(s[from + 1])
                && isFile(s[from + 2])
                && isRank(s[from + 3]);
    }

    /** The move {@code s[from, end)} writes, read in place, or why it is none. */
    static Parsed parse(char[] s, int from, int end, Variant variant) {
        if (!looksLikeMove(s, from, end)) {
            return new Parsed(null, EXPECTED);
        }
        if (s[from + 1] == '*') {
            char letter = s[from];
            // no lambda that captures the variant: under C1 each drop would make one through a method handle
            PieceType type = Character.isUpperCase(letter)
                    ? variant.bySfen(letter, false).orElse(null)
                    : null;
            if (type == null || type.royal() || !variant.handTypes().contains(type)) {
                return new Parsed(
                        null,
                        Message.of(
                                "read.usi.drop-letter",
                                String.valueOf(letter),
                                variant.toString(),
                                dropLetters(variant),
                                variant));
            }
            Square to = square(s[from + 2], s[from + 3]);
            if (!variant.contains(to)) {
                return offBoard(to, variant);
            }
            return new Parsed(WrittenMove.drop(null, to, type), null);
        }
        Square origin = square(s[from], s[from + 1]);
        Square to = square(s[from + 2], s[from + 3]);
        if (!variant.contains(origin)) {
            return offBoard(origin, variant);
        }
        if (!variant.contains(to)) {
            return offBoard(to, variant);
        }
        return new Parsed(WrittenMove.boardMove(null, origin, to, null, end - from == 5), null);
    }

    private static String dropLetters(Variant variant) {
        StringBuilder sb = new StringBuilder();
        for (PieceType t : variant.handTypes()) {
            sb.append(t.letter());
        }
        return sb.toString();
    }

    private static Parsed offBoard(Square square, Variant variant) {
        return new Parsed(
                null,
                Message.of(
                        "read.usi.off-board",
                        square.usi(),
                        variant.files() + "×" + variant.ranks(),
                        variant.toString(),
                        "1-" + variant.files(),
                        "a-" + (char) ('a' + variant.ranks() - 1),
                        variant));
    }

    /** The square of a file digit and rank letter already checked (1-9, a-i): one made once, not per move. */
    private static Square square(char file, char rank) {
        return Square.of(file - '0', rank - 'a' + 1);
    }

    private static boolean isFile(char c) {
        return c >= '1' && c <= '9';
    }

    private static boolean isRank(char c) {
        return c >= 'a' && c <= 'i';
    }
}
