package dev.shinpan.property;

import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.PositionBuilder;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import java.util.Random;

/**
 * Random endgame-like positions: both kings and a few other pieces on random squares, some pieces
 * in hand. Open positions like these let a rook or a dragon check a lone king back and forth,
 * which random games from the start position almost never do. Only legal positions are made: the
 * side not to move is not in check, no piece stands where it could never move, no two pawns (three
 * swallows) of a side share a file.
 */
public final class SparsePositions {

    private SparsePositions() {}

    public static Position random(Variant variant, Random random) {
        while (true) {
            Position p = attempt(variant, random);
            if (p != null) {
                return p;
            }
        }
    }

    private static Position attempt(Variant v, Random random) {
        PositionBuilder board = new PositionBuilder(v);
        place(board, v.royalType(), Side.BLACK, random);
        place(board, v.royalType(), Side.WHITE, random);
        int pieces = 1 + random.nextInt(6);
        for (int i = 0; i < pieces; i++) {
            PieceType t = v.pieceTypes().get(random.nextInt(v.pieceTypes().size()));
            if (!t.royal()) {
                place(board, t, random.nextBoolean() ? Side.BLACK : Side.WHITE, random);
            }
        }
        for (PieceType t : v.handTypes()) {
            if (random.nextInt(3) == 0) {
                board.hand(random.nextBoolean() ? Side.BLACK : Side.WHITE, t, 1);
            }
        }
        Side toMove = random.nextBoolean() ? Side.BLACK : Side.WHITE;
        Position p;
        try {
            p = board.sideToMove(toMove).build();
        } catch (IllegalArgumentException moreThanTheGameHas) {
            return null;
        }
        return p.inCheck(toMove.opponent()) || !filesWithinLimit(p) ? null : p;
    }

    private static void place(PositionBuilder board, PieceType t, Side owner, Random random) {
        Variant v = board.variant();
        for (int tries = 0; tries < 20; tries++) {
            Square s = new Square(1 + random.nextInt(v.files()), 1 + random.nextInt(v.ranks()));
            if (board.pieceAt(s) == null
                    && !Fouls.dead(v, owner, t, s)
                    && !(v.compulsoryPromotion() && t.canPromote() && v.inZone(owner, s))) {
                board.put(s, t, owner);
                return;
            }
        }
    }

    private static boolean filesWithinLimit(Position p) {
        Variant v = p.variant();
        for (Side side : Side.values()) {
            for (int file = 1; file <= v.files(); file++) {
                int n = 0;
                for (int rank = 1; rank <= v.ranks(); rank++) {
                    var piece = p.pieceAt(new Square(file, rank));
                    n += piece != null && piece.owner() == side && piece.type() == v.fileLimitedType() ? 1 : 0;
                }
                if (n > v.fileLimit()) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Standard or Tori, at random. */
    public static Position random(Random random) {
        return random(random.nextBoolean() ? Variants.STANDARD : Variants.TORI, random);
    }
}
