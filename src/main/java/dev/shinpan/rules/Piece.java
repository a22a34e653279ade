package dev.shinpan.rules;

/**
 * A piece on the board: its kind and its owner.
 *
 * <pre>{@code
 * Piece king = position.pieceAt(Square.of(5, 9));
 * System.out.println(king.owner() + " " + king.type());
 * }</pre>
 *
 * @param type  its kind, promoted forms being kinds of their own
 * @param owner the side it belongs to
 */
public record Piece(PieceType type, Side owner) {

    /** {@return its SFEN spelling, e.g. {@code P} for Black's pawn, {@code +r} for White's dragon} */
    public String sfen() {
        return type.sfen(owner);
    }
}
