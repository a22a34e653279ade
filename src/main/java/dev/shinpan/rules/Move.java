package dev.shinpan.rules;

/**
 * A move on the board or a drop, as a value. {@code from} is null for a drop; {@code piece} is
 * the kind moved (before promotion) or dropped.
 *
 * <pre>{@code
 * Move move = new Move(Square.of(7, 7), Square.of(7, 6), null, false);
 * System.out.println(move.usi() + " " + Shinpan.judgeMove(Position.start(Variants.STANDARD), move).isLegal());
 * }</pre>
 *
 * @param from    the square moved from, or null for a drop
 * @param to      the square moved or dropped to
 * @param piece   the kind moved (before promotion) or dropped; in a board move given to {@code Shinpan.judgeMove}
 *                it may be null, for whatever stands on {@code from}
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
