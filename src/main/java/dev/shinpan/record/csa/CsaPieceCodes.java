package dev.shinpan.record.csa;

import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;

/** CSA's two-letter piece codes ({@code FU}…{@code RY}) and two-digit squares of a variant. */
final class CsaPieceCodes {

    private final Variant variant;

    CsaPieceCodes(Variant variant) {
        this.variant = variant;
    }

    Variant variant() {
        return variant;
    }

    /** The kind with this CSA code, or null (kanji names are not CSA codes). */
    PieceType piece(String code) {
        return variant.byName(code).filter(t -> code.equals(t.csa())).orElse(null);
    }

    /** The square written as two digits file-then-rank, or null when it is not on the board. */
    Square square(char file, char rank) {
        if (file < '1' || file > '9' || rank < '1' || rank > '9') {
            return null;
        }
        Square square = new Square(file - '0', rank - '0');
        return variant.contains(square) ? square : null;
    }

    /** Whether the variant can be written in CSA at all (Tori Shogi has no CSA codes). */
    boolean supported() {
        return variant.pieceTypes().stream().allMatch(t -> t.csa() != null);
    }
}
