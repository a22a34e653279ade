package dev.shinpan.rules;

/**
 * A piece on the board: its kind and its owner.
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
