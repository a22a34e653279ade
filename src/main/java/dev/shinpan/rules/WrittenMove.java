package dev.shinpan.rules;

/**
 * A move as a record writes it, before anyone has checked it. It may be wrong in every way the
 * {@link MoveJudge} knows; readers fill in what their format states and leave the rest null.
 *
 * <pre>{@code
 * WrittenMove written = record.mainLine().moves().get(0).move();
 * System.out.println(written.from() + " to " + written.to() + (written.promote() ? " promoting" : ""));
 * }</pre>
 *
 * @param side       the side the record says is moving, or null when the format does not say
 * @param from       origin square, or null for a drop
 * @param to         destination square
 * @param piece      the kind named before the move (KIF, KI2, JKF, USI drops), or null
 * @param pieceAfter the kind named after the move (CSA, where promotion is implied by it), or null
 * @param promote    whether the record says the piece promotes (ignored when pieceAfter is set)
 */
public record WrittenMove(Side side, Square from, Square to, PieceType piece, PieceType pieceAfter, boolean promote) {

    /**
     * Checks that the move has a destination; everything else may be missing or wrong.
     *
     * @param side       the side the record says is moving, or null
     * @param from       origin square, or null for a drop
     * @param to         destination square
     * @param piece      the kind named before the move, or null
     * @param pieceAfter the kind named after the move, or null
     * @param promote    whether the record says the piece promotes
     * @throws IllegalArgumentException if {@code to} is null
     */
    public WrittenMove {
        if (to == null) {
            throw new IllegalArgumentException("a move needs a destination");
        }
    }

    /**
     * A board move as KIF, KI2, JKF or USI write it: the piece named before the move, promotion stated.
     *
     * @param side    the side the record says is moving, or null
     * @param from    origin square
     * @param to      destination square
     * @param piece   the kind named, or null where the format names none (USI)
     * @param promote whether the record says the piece promotes
     * @return the written move
     */
    public static WrittenMove boardMove(Side side, Square from, Square to, PieceType piece, boolean promote) {
        return new WrittenMove(side, from, to, piece, null, promote);
    }

    /**
     * A drop as KIF, KI2, JKF or USI write it.
     *
     * @param side  the side the record says is moving, or null
     * @param to    the square dropped on
     * @param piece the kind dropped
     * @return the written move
     */
    public static WrittenMove drop(Side side, Square to, PieceType piece) {
        return new WrittenMove(side, null, to, piece, null, false);
    }

    /**
     * A CSA move: origin (null for {@code 00}), destination and the piece after the move.
     *
     * @param side       the side of the move's {@code +} or {@code -}, or null
     * @param from       origin square, or null for a drop ({@code 00})
     * @param to         destination square
     * @param pieceAfter the kind on {@code to} after the move
     * @return the written move
     */
    public static WrittenMove csa(Side side, Square from, Square to, PieceType pieceAfter) {
        return new WrittenMove(side, from, to, null, pieceAfter, false);
    }

    /** {@return whether the record writes a drop (no origin)} */
    public boolean isDrop() {
        return from == null;
    }

    /** {@return the kind a drop puts down, as named by the record (either of its piece fields)} */
    public PieceType droppedType() {
        return piece != null ? piece : pieceAfter;
    }
}
