package dev.shinpan.rules;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;

/**
 * Sets up a position square by square, as board diagrams (KIF BOD, CSA {@code P1}…{@code P9},
 * JKF boards) describe it. {@link #build()} checks what a setup can get wrong: two kings of one
 * side, or more pieces of a kind than the game has.
 */
public final class PositionBuilder {

    private final Variant variant;
    private final Map<Square, Piece> board = new HashMap<>();
    private final Map<Side, Map<PieceType, Integer>> hands = new EnumMap<>(Side.class);
    private Side sideToMove = Side.BLACK;
    private int moveNumber = 1;

    public PositionBuilder(Variant variant) {
        this.variant = variant;
        hands.put(Side.BLACK, new HashMap<>());
        hands.put(Side.WHITE, new HashMap<>());
    }

    /** Starts from an existing position (board, hands, side to move). */
    public static PositionBuilder of(Position position) {
        PositionBuilder b = new PositionBuilder(position.variant());
        Variant v = position.variant();
        for (int rank = 1; rank <= v.ranks(); rank++) {
            for (int file = 1; file <= v.files(); file++) {
                Square sq = new Square(file, rank);
                Piece piece = position.pieceAt(sq);
                if (piece != null) {
                    b.put(sq, piece);
                }
            }
        }
        for (Side side : Side.values()) {
            for (PieceType t : v.handTypes()) {
                b.hand(side, t, position.handCount(side, t));
            }
        }
        b.sideToMove(position.sideToMove());
        return b;
    }

    public Variant variant() {
        return variant;
    }

    public PositionBuilder put(Square square, PieceType type, Side owner) {
        return put(square, new Piece(type, owner));
    }

    public PositionBuilder put(Square square, Piece piece) {
        if (!variant.contains(square)) {
            throw new IllegalArgumentException(square.label() + " is not on the " + variant + " board");
        }
        board.put(square, piece);
        return this;
    }

    public PositionBuilder remove(Square square) {
        board.remove(square);
        return this;
    }

    public Piece pieceAt(Square square) {
        return board.get(square);
    }

    /** Sets a hand count; promoted kinds are counted as their unpromoted form. */
    public PositionBuilder hand(Side side, PieceType type, int count) {
        PieceType base = variant.pieceType(type.baseIndex());
        if (base.royal()) {
            throw new IllegalArgumentException("a king cannot be held in hand");
        }
        hands.get(side).put(base, count);
        return this;
    }

    public int handCount(Side side, PieceType type) {
        return hands.get(side).getOrDefault(variant.pieceType(type.baseIndex()), 0);
    }

    public PositionBuilder sideToMove(Side side) {
        this.sideToMove = side;
        return this;
    }

    public PositionBuilder moveNumber(int number) {
        this.moveNumber = number;
        return this;
    }

    /**
     * How many pieces of the (unpromoted) kind are in neither the board nor a hand, counting
     * against the full set of the variant's start position. CSA's {@code 00AL} gives these to a side.
     */
    public int remaining(PieceType type) {
        PieceType base = variant.pieceType(type.baseIndex());
        int total = variant.fullSetCount(base);
        int used = handCount(Side.BLACK, base) + handCount(Side.WHITE, base);
        for (Piece piece : board.values()) {
            if (piece.type().baseIndex() == base.index()) {
                used++;
            }
        }
        return total - used;
    }

    /** The position; throws {@link IllegalArgumentException} naming what is impossible. */
    public Position build() {
        Position p = new Position(variant);
        int[] kings = new int[2];
        for (Map.Entry<Square, Piece> e : board.entrySet()) {
            Piece piece = e.getValue();
            if (piece.type().royal() && ++kings[piece.owner().ordinal()] > 1) {
                throw new IllegalArgumentException(piece.owner().jsonName() + " has two kings");
            }
            p.put(p.geometry.index(e.getKey()), piece.type(), piece.owner());
        }
        for (Side side : Side.values()) {
            for (Map.Entry<PieceType, Integer> e : hands.get(side).entrySet()) {
                p.setHand(side, e.getKey(), e.getValue());
            }
        }
        for (PieceType t : variant.handTypes()) {
            if (remaining(t) < 0) {
                throw new IllegalArgumentException("more " + t.name() + "s than the game has ("
                        + variant.fullSetCount(t) + ")");
            }
        }
        p.setSideToMove(sideToMove);
        p.setMoveNumber(moveNumber);
        return p;
    }
}
