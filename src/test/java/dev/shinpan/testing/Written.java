package dev.shinpan.testing;

import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.WrittenMove;

/** Writes test moves compactly in USI: {@code 7g7f}, {@code 8h2b+}, {@code P*5e}. */
public final class Written {

    private Written() {}

    public static WrittenMove usi(Variant variant, Side side, String usi) {
        return usi(variant, side, usi, null);
    }

    /** @param named SFEN letter of the piece the record names (e.g. {@code "S"}, {@code "+P"}), or null */
    public static WrittenMove usi(Variant variant, Side side, String usi, String named) {
        PieceType piece = named == null ? null : piece(variant, named);
        if (usi.charAt(1) == '*') {
            return WrittenMove.drop(side, square(usi, 2), piece(variant, usi.substring(0, 1)));
        }
        return WrittenMove.boardMove(side, square(usi, 0), square(usi, 2), piece, usi.endsWith("+"));
    }

    public static Square square(String usi, int at) {
        return new Square(usi.charAt(at) - '0', usi.charAt(at + 1) - 'a' + 1);
    }

    public static PieceType piece(Variant variant, String letter) {
        boolean promoted = letter.startsWith("+");
        return variant.bySfen(letter.charAt(promoted ? 1 : 0), promoted).orElseThrow();
    }
}
