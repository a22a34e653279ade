package dev.shinpan.record.usi;

import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.text.Message;
import java.util.Optional;

/**
 * USI move tokens: {@code 7g7f}, {@code 8h2b+}, {@code P*5e}. Files are digits counted from the
 * right, ranks letters from the top ({@code a} = rank 1), for any board up to 9×9.
 */
final class UsiMoves {

    /** A parsed token: the move, or why it is not one. */
    record Parsed(WrittenMove move, Message error) {
    }

    /** What a token that is no move should have been. */
    static final Message EXPECTED = Message.of("read.usi.move-shape", "USI", "7g7f, 8h2b+, P*5e", "'resign'", "'win'");

    private UsiMoves() {
    }

    /** Whether the token has the shape of a USI move (squares not checked against a board). */
    static boolean looksLikeMove(String s) {
        if (s.length() == 4 && s.charAt(1) == '*') {
            return Character.isLetter(s.charAt(0)) && isFile(s.charAt(2)) && isRank(s.charAt(3));
        }
        return (s.length() == 4 || s.length() == 5 && s.charAt(4) == '+')
                && isFile(s.charAt(0)) && isRank(s.charAt(1)) && isFile(s.charAt(2)) && isRank(s.charAt(3));
    }

    static Parsed parse(String s, Variant variant) {
        if (!looksLikeMove(s)) {
            return new Parsed(null, EXPECTED);
        }
        if (s.charAt(1) == '*') {
            char letter = s.charAt(0);
            Optional<PieceType> type = Character.isUpperCase(letter)
                    ? variant.bySfen(letter, false).filter(t -> !t.royal() && t.equals(handType(variant, t)))
                    : Optional.empty();
            if (type.isEmpty()) {
                return new Parsed(null, Message.of("read.usi.drop-letter", String.valueOf(letter), variant.toString(),
                        dropLetters(variant), variant));
            }
            Square to = square(s.charAt(2), s.charAt(3));
            if (!variant.contains(to)) {
                return offBoard(to, variant);
            }
            return new Parsed(WrittenMove.drop(null, to, type.get()), null);
        }
        Square from = square(s.charAt(0), s.charAt(1));
        Square to = square(s.charAt(2), s.charAt(3));
        if (!variant.contains(from)) {
            return offBoard(from, variant);
        }
        if (!variant.contains(to)) {
            return offBoard(to, variant);
        }
        return new Parsed(WrittenMove.boardMove(null, from, to, null, s.length() == 5), null);
    }

    private static PieceType handType(Variant variant, PieceType type) {
        return variant.handTypes().contains(type) ? type : null;
    }

    private static String dropLetters(Variant variant) {
        StringBuilder sb = new StringBuilder();
        for (PieceType t : variant.handTypes()) {
            sb.append(t.letter());
        }
        return sb.toString();
    }

    private static Parsed offBoard(Square square, Variant variant) {
        return new Parsed(null, Message.of("read.usi.off-board", square.usi(), variant.files() + "×" + variant.ranks(),
                variant.toString(), "1-" + variant.files(), "a-" + (char) ('a' + variant.ranks() - 1), variant));
    }

    private static Square square(char file, char rank) {
        return new Square(file - '0', rank - 'a' + 1);
    }

    private static boolean isFile(char c) {
        return c >= '1' && c <= '9';
    }

    private static boolean isRank(char c) {
        return c >= 'a' && c <= 'i';
    }
}
