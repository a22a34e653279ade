package dev.shinpan.rules;

/**
 * A move on the board or a drop, as a value. {@code from} is null for a drop; {@code piece} is
 * the kind moved (before promotion) or dropped.
 */
public record Move(Square from, Square to, PieceType piece, boolean promote) {

    public boolean isDrop() {
        return from == null;
    }

    /** USI notation: {@code 7g7f}, {@code 8h2b+}, {@code P*5e}. */
    public String usi() {
        if (from == null) {
            return piece.letter() + "*" + to.usi();
        }
        return from.usi() + to.usi() + (promote ? "+" : "");
    }

    @Override
    public String toString() {
        return usi();
    }
}
