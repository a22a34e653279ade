package dev.shinpan.rules;

/**
 * A move on the board or a drop, as a value. {@code from} is null for a drop; {@code piece} is
 * the kind moved (before promotion) or dropped.
 *
 * @param from    the square moved from, or null for a drop
 * @param to      the square moved or dropped to
 * @param piece   the kind moved (before promotion) or dropped
 * @param promote whether the piece promotes on this move
 */
public record Move(Square from, Square to, PieceType piece, boolean promote) {

    /** {@return whether this is a drop from the hand} */
    public boolean isDrop() {
        return from == null;
    }

    /** {@return the move in USI notation: {@code 7g7f}, {@code 8h2b+}, {@code P*5e}} */
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
