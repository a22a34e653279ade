package dev.shinpan.record;

import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.WrittenMove;

/**
 * A main-line move with everything a writer of any format needs, found by playing the record's
 * moves as written (legal or not) on its start: the side, the piece before and after the move.
 *
 * <pre>{@code
 * Position board = record.start().position();
 * RecordedMove first = record.mainLine().moves().get(0);
 * ResolvedMove played = ResolvedMove.of(board, first);
 * System.out.println(played.side() + " " + played.piece() + " to " + played.to().usi());
 * }</pre>
 *
 * @param side    the side the record names, else the side to move
 * @param from    the origin, null for a drop
 * @param to      the destination
 * @param piece   the piece that moves (or is dropped) as it stands before the move; null when the square
 *                is empty and the record names no piece (a USI move from an empty square)
 * @param after   the piece after the move (promoted where it promotes)
 * @param promote whether the move promotes
 * @param move    the record's move, for its time and comments
 */
public record ResolvedMove(
        Side side, Square from, Square to, PieceType piece, PieceType after, boolean promote, RecordedMove move) {

    /**
     * Resolves the written move on the position before it; the position is not changed.
     *
     * @param before   the position the move is played on
     * @param recorded the record's move
     * @return the move with its side and pieces filled in
     */
    public static ResolvedMove of(Position before, RecordedMove recorded) {
        WrittenMove w = recorded.move();
        Side side = w.side() != null ? w.side() : before.sideToMove();
        PieceType piece = w.piece();
        if (!w.isDrop() && before.variant().contains(w.from()) && before.pieceAt(w.from()) != null) {
            PieceType onBoard = before.pieceAt(w.from()).type();
            if (piece == null || w.pieceAfter() != null) {
                piece = onBoard;
            }
        }
        if (piece == null) {
            piece = w.pieceAfter();
        }
        boolean promote;
        PieceType after;
        if (w.pieceAfter() != null) {
            promote = w.pieceAfter().index() != piece.index();
            after = w.pieceAfter();
        } else {
            promote = w.promote();
            after = promote && piece != null && piece.canPromote()
                    ? before.variant().pieceType(piece.promotedIndex())
                    : piece;
        }
        return new ResolvedMove(side, w.from(), w.to(), piece, after, promote, recorded);
    }

    /** {@return whether the move is a drop} */
    public boolean isDrop() {
        return from == null;
    }
}
