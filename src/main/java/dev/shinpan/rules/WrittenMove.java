package dev.shinpan.rules;

/**
 * A move as a record writes it, before anyone has checked it. It may be wrong in every way the
 * {@link MoveJudge} knows; readers fill in what their format states and leave the rest null.
 *
 * @param side       the side the record says is moving, or null when the format does not say
 * @param from       origin square, or null for a drop
 * @param to         destination square
 * @param piece      the kind named before the move (KIF, KI2, JKF, USI drops), or null
 * @param pieceAfter the kind named after the move (CSA, where promotion is implied by it), or null
 * @param promote    whether the record says the piece promotes (ignored when pieceAfter is set)
 */
public record WrittenMove(Side side, Square from, Square to, PieceType piece, PieceType pieceAfter, boolean promote) {

    public WrittenMove {
        if (to == null) {
            throw new IllegalArgumentException("a move needs a destination");
        }
    }

    public static WrittenMove boardMove(Side side, Square from, Square to, PieceType piece, boolean promote) {
        return new WrittenMove(side, from, to, piece, null, promote);
    }

    public static WrittenMove drop(Side side, Square to, PieceType piece) {
        return new WrittenMove(side, null, to, piece, null, false);
    }

    /** A CSA move: origin (null for {@code 00}), destination and the piece after the move. */
    public static WrittenMove csa(Side side, Square from, Square to, PieceType pieceAfter) {
        return new WrittenMove(side, from, to, null, pieceAfter, false);
    }

    public boolean isDrop() {
        return from == null;
    }

    /** The kind a drop puts down, as named by the record. */
    public PieceType droppedType() {
        return piece != null ? piece : pieceAfter;
    }
}
