package dev.shinpan.rules;

/** A piece on the board: its kind and its owner. */
public record Piece(PieceType type, Side owner) {

    public String sfen() {
        return type.sfen(owner);
    }
}
