package dev.shinpan.adjudicate;

import dev.shinpan.record.StartPosition;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Piece;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;

/**
 * Counts impasse points (docs/rules.md §B1) and the handicap shortfall of §B4.
 *
 * <pre>{@code
 * SidePoints black = ImpassePoints.count(position, Side.BLACK);
 * System.out.println(black.all() + " points, " + black.piecesInCamp() + " pieces in camp");
 * }</pre>
 */
public final class ImpassePoints {

    private ImpassePoints() {}

    /**
     * A side's impasse points in a position, on the board and in hand, each piece counting its kind's
     * {@link PieceType#points()}: 5 for a rook or bishop, promoted or not, 0 for the king, 1 otherwise.
     *
     * @param p    the position
     * @param side the side counted
     * @return its points on the whole board and in the enemy camp, with what entering-king declaration asks
     */
    public static SidePoints count(Position p, Side side) {
        Variant v = p.variant();
        int all = 0;
        int camp = 0;
        int inCamp = 0;
        boolean kingInCamp = false;
        for (int rank = 1; rank <= v.ranks(); rank++) {
            for (int file = 1; file <= v.files(); file++) {
                Square sq = Square.of(file, rank);
                Piece piece = p.pieceAt(sq);
                if (piece == null || piece.owner() != side) {
                    continue;
                }
                boolean enemyCamp = v.inZone(side, sq);
                if (piece.type().royal()) {
                    kingInCamp = enemyCamp;
                    continue;
                }
                all += piece.type().points();
                if (enemyCamp) {
                    camp += piece.type().points();
                    inCamp++;
                }
            }
        }
        for (PieceType t : v.handTypes()) {
            int n = p.handCount(side, t) * t.points();
            all += n;
            camp += n;
        }
        return new SidePoints(all, camp, inCamp, kingInCamp);
    }

    /**
     * Points the handicap giver lacks because of the handicap: the full set's points (54 in shogi)
     * minus the points of the start position, for a named handicap start; 0 for even games and
     * positions of their own.
     *
     * @param start a record's start, or null
     * @return the points missing from the giver's side, 0 or more
     */
    public static int handicapShortfall(StartPosition start) {
        if (start == null || start.handicap() == null || start.handicap() == Handicap.EVEN) {
            return 0;
        }
        Position p = start.position();
        int full = p.variant().fullPointTotal();
        return Math.max(
                0, full - count(p, Side.BLACK).all() - count(p, Side.WHITE).all());
    }

    /** {@return the handicap giver (上手): the side that moves first in a handicap start, White} */
    public static Side handicapGiver() {
        return Side.WHITE;
    }
}
