package dev.shinpan.rules;

/**
 * Moves packed into an {@code int}, so that generating, judging and replaying moves allocates
 * nothing. Bits 0–7 destination index, 8–15 origin index (0 for a drop), 16–19 the kind moved or
 * dropped, bit 20 promotion, bit 21 drop; bit 22 marks, in a position's history only, a move made
 * out of turn (see {@link Position#playOutOfTurn(int)}). Indices are those of the variant's mailbox board;
 * {@link Position#decode(int)} turns a packed move into a {@link Move}, {@link Position#encode} back, and
 * {@link Position#writeUsi} writes it, all here. The layout is the rules' own, so the class is too: no other
 * package, and no embedder, reads the bits.
 */
final class PackedMoves {

    static final int PROMOTE = 1 << 20;
    static final int DROP = 1 << 21;
    static final int OUT_OF_TURN = 1 << 22;

    private PackedMoves() {}

    static int boardMove(int from, int to, int type, boolean promote) {
        return to | from << 8 | type << 16 | (promote ? PROMOTE : 0);
    }

    static int drop(int to, int type) {
        return to | type << 16 | DROP;
    }

    static int to(int move) {
        return move & 0xFF;
    }

    static int from(int move) {
        return move >>> 8 & 0xFF;
    }

    static int type(int move) {
        return move >>> 16 & 0xF;
    }

    static boolean isPromotion(int move) {
        return (move & PROMOTE) != 0;
    }

    static boolean isDrop(int move) {
        return (move & DROP) != 0;
    }

    static boolean isOutOfTurn(int move) {
        return (move & OUT_OF_TURN) != 0;
    }

    /** The move value of a packed move of the position's variant: {@link Position#decode(int)}. */
    static Move value(Position p, int move) {
        BoardGeometry geometry = p.geometry;
        Square to = geometry.square(to(move));
        PieceType type = p.variant.pieceType(type(move));
        if (isDrop(move)) {
            return new Move(null, to, type, false);
        }
        return new Move(geometry.square(from(move)), to, type, isPromotion(move));
    }

    /** The packed form of a move value: {@link Position#encode(Move)}. */
    static int packed(Position p, Move move) {
        BoardGeometry geometry = p.geometry;
        int to = geometry.index(move.to());
        if (move.isDrop()) {
            return drop(to, move.piece().index());
        }
        return boardMove(geometry.index(move.from()), to, move.piece().index(), move.promote());
    }

    /** A packed move in USI as ASCII at {@code at}: {@link Position#writeUsi(int, byte[], int)}. */
    static int writeUsi(Position p, int move, byte[] out, int at) {
        BoardGeometry geometry = p.geometry;
        if (isDrop(move)) {
            out[at++] = (byte) p.variant.pieceType(type(move)).letter();
            out[at++] = '*';
        } else {
            at = writeSquare(geometry.square(from(move)), out, at);
        }
        at = writeSquare(geometry.square(to(move)), out, at);
        if (isPromotion(move)) {
            out[at++] = '+';
        }
        return at;
    }

    private static int writeSquare(Square square, byte[] out, int at) {
        out[at] = (byte) ('0' + square.file());
        out[at + 1] = (byte) ('a' + square.rank() - 1);
        return at + 2;
    }
}
