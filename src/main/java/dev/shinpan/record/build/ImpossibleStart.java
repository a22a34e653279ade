package dev.shinpan.record.build;

import dev.shinpan.rules.Piece;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.PositionBuilder;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import dev.shinpan.text.Message;

/**
 * Why a start position a record sets up cannot stand, as a message: the rules core's own English
 * reason (which JSON gives, as before), and in other languages the same reason found again from
 * the position set up, where it is one the rules core names (two kings of a side, more pieces of a
 * kind than the game has, the side not to move in check).
 */
public final class ImpossibleStart {

    private ImpossibleStart() {}

    /**
     * @param setUp   the position as set up, which {@link PositionBuilder#build()} refused
     * @param refusal the rules core's reason
     */
    public static Message why(PositionBuilder setUp, IllegalArgumentException refusal) {
        return Message.of("read.start.why", String.valueOf(refusal.getMessage()), reason(setUp, refusal));
    }

    /**
     * Why a position read whole (a SFEN) cannot start a game, or null when it can: the one reason
     * {@link PositionBuilder#build()} gives that a SFEN's own reading does not check.
     */
    public static Message of(Position position) {
        Side toMove = position.sideToMove();
        return position.inCheck(toMove.opponent())
                ? Message.of("read.start.why", PositionBuilder.notToMoveInCheck(toMove), inCheck(toMove))
                : null;
    }

    private static Message inCheck(Side toMove) {
        return Message.of("read.start.not-to-move-in-check", toMove.opponent(), toMove);
    }

    private static Message reason(PositionBuilder setUp, IllegalArgumentException refusal) {
        Variant variant = setUp.variant();
        int[] kings = new int[2];
        for (int file = 1; file <= variant.files(); file++) {
            for (int rank = 1; rank <= variant.ranks(); rank++) {
                Piece piece = setUp.pieceAt(new Square(file, rank));
                if (piece != null
                        && piece.type().royal()
                        && ++kings[piece.owner().ordinal()] > 1) {
                    return Message.of("read.start.two-kings", piece.owner());
                }
            }
        }
        for (PieceType type : variant.handTypes()) {
            if (setUp.remaining(type) < 0) {
                return Message.of("read.start.too-many", type);
            }
        }
        if (PositionBuilder.notToMoveInCheck(setUp.sideToMove()).equals(refusal.getMessage())) {
            return inCheck(setUp.sideToMove());
        }
        return Message.of("read.start.cannot-stand");
    }
}
