package dev.shinpan.cli.report;

import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import java.util.List;

/**
 * What a board picture shows: a position, the move to mark on it, and the words around it.
 *
 * @param position    the position, any board size of its variant
 * @param mover       the side making the marked move, or null when no move is marked
 * @param from        the origin square to mark, or null (a drop, no move, or a square off the board)
 * @param to          the destination square to mark, or null
 * @param dropped     the kind a marked drop puts down, or null
 * @param blackSide   Black's name as a side, e.g. {@code 先手}, {@code 下手}, {@code Black}
 * @param whiteSide   White's name as a side
 * @param blackPlayer Black's player, or null
 * @param whitePlayer White's player, or null
 * @param captions    lines under the board: the move and the finding
 * @param checkers    squares of the pieces giving the check to mark, e.g. where a declaration fails
 *                    because the declarer is in check; empty for none
 */
public record BoardPicture(
        Position position,
        Side mover,
        Square from,
        Square to,
        PieceType dropped,
        String blackSide,
        String whiteSide,
        String blackPlayer,
        String whitePlayer,
        List<String> captions,
        List<Square> checkers) {

    public BoardPicture {
        captions = List.copyOf(captions);
        checkers = List.copyOf(checkers);
    }

    /** A picture marking no checking piece. */
    public BoardPicture(
            Position position,
            Side mover,
            Square from,
            Square to,
            PieceType dropped,
            String blackSide,
            String whiteSide,
            String blackPlayer,
            String whitePlayer,
            List<String> captions) {
        this(position, mover, from, to, dropped, blackSide, whiteSide, blackPlayer, whitePlayer, captions, List.of());
    }

    public String sideName(Side side) {
        return side == Side.BLACK ? blackSide : whiteSide;
    }

    public String player(Side side) {
        return side == Side.BLACK ? blackPlayer : whitePlayer;
    }
}
