package dev.shinpan.rules;

/**
 * Sets up a position square by square, as board diagrams (KIF BOD, CSA {@code P1}…{@code P9},
 * JKF boards) describe it. {@link #build()} checks what a setup can get wrong: two kings of one
 * side, more pieces of a kind than the game has, or the side not to move in check (its king could
 * be taken: no game reaches that, docs/rules.md §A6).
 *
 * <pre>{@code
 * Variant shogi = Variants.STANDARD;
 * Position endgame = new PositionBuilder(shogi)
 *         .put(Square.of(5, 9), shogi.pieceType(Variants.Standard.KING), Side.BLACK)
 *         .put(Square.of(5, 1), shogi.pieceType(Variants.Standard.KING), Side.WHITE)
 *         .build();
 * System.out.println(endgame.toSfen());
 * }</pre>
 */
public final class PositionBuilder {

    private final Variant variant;
    /**
     * The pieces by square, {@code [(rank - 1) * files + file - 1]}, null for an empty one: an array,
     * not a map, since every CSA rank line, KIF diagram and JKF board puts up to 81 pieces.
     */
    private final Piece[] board;
    /** Hand counts by side and unpromoted kind, {@code [side][kind index]}. */
    private final int[][] hands;

    private Side sideToMove = Side.BLACK;
    private int moveNumber = 1;

    /**
     * An empty board of the variant, both hands empty, Black to move, move number 1.
     *
     * @param variant the variant whose board and pieces the position has
     */
    public PositionBuilder(Variant variant) {
        this.variant = variant;
        this.board = new Piece[variant.files() * variant.ranks()];
        this.hands = new int[2][variant.pieceTypes().size()];
    }

    /**
     * Starts from an existing position (board, hands, side to move), to change it.
     *
     * @param position the position, left as it is
     * @return a builder holding its pieces; the move number starts at 1
     */
    public static PositionBuilder of(Position position) {
        PositionBuilder b = new PositionBuilder(position.variant());
        Variant v = position.variant();
        for (int rank = 1; rank <= v.ranks(); rank++) {
            for (int file = 1; file <= v.files(); file++) {
                Square sq = Square.of(file, rank);
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

    /** {@return the variant being set up} */
    public Variant variant() {
        return variant;
    }

    private int cell(Square square) {
        return (square.rank() - 1) * variant.files() + square.file() - 1;
    }

    /**
     * Puts a piece on a square, replacing what stood there.
     *
     * @param square a square of the variant's board
     * @param type   the kind
     * @param owner  its owner
     * @return this builder
     * @throws IllegalArgumentException if the square is not on the board
     */
    public PositionBuilder put(Square square, PieceType type, Side owner) {
        return put(square, new Piece(type, owner));
    }

    /**
     * Puts a piece on a square, replacing what stood there.
     *
     * @param square a square of the variant's board
     * @param piece  the piece, or null to empty the square
     * @return this builder
     * @throws IllegalArgumentException if the square is not on the board
     */
    public PositionBuilder put(Square square, Piece piece) {
        if (!variant.contains(square)) {
            throw new IllegalArgumentException(square.label() + " is not on the " + variant + " board");
        }
        board[cell(square)] = piece;
        return this;
    }

    /**
     * Empties a square; a square off the board is left alone.
     *
     * @param square the square
     * @return this builder
     */
    public PositionBuilder remove(Square square) {
        if (variant.contains(square)) {
            board[cell(square)] = null;
        }
        return this;
    }

    /**
     * The piece set on a square so far.
     *
     * @param square the square
     * @return the piece, or null for an empty square or one off the board
     */
    public Piece pieceAt(Square square) {
        return variant.contains(square) ? board[cell(square)] : null;
    }

    /**
     * Sets a hand count, replacing the one before; promoted kinds are counted as their unpromoted form.
     *
     * @param side  the holder
     * @param type  the kind, promoted or not
     * @param count how many
     * @return this builder
     * @throws IllegalArgumentException for the king, which is never held
     */
    public PositionBuilder hand(Side side, PieceType type, int count) {
        PieceType base = variant.pieceType(type.baseIndex());
        if (base.royal()) {
            throw new IllegalArgumentException("a king cannot be held in hand");
        }
        hands[side.ordinal()][base.index()] = count;
        return this;
    }

    /**
     * The hand count set so far.
     *
     * @param side the holder
     * @param type the kind, promoted or not: its unpromoted form's count
     * @return the count
     */
    public int handCount(Side side, PieceType type) {
        return hands[side.ordinal()][type.baseIndex()];
    }

    /** {@return the side to move set so far (Black unless set)} */
    public Side sideToMove() {
        return sideToMove;
    }

    /**
     * Sets the side to move.
     *
     * @param side the side
     * @return this builder
     */
    public PositionBuilder sideToMove(Side side) {
        this.sideToMove = side;
        return this;
    }

    /**
     * Sets the SFEN move number of the position built.
     *
     * @param number the move number
     * @return this builder
     */
    public PositionBuilder moveNumber(int number) {
        this.moveNumber = number;
        return this;
    }

    /**
     * How many pieces of the (unpromoted) kind are in neither the board nor a hand, counting
     * against the full set of the variant's start position. CSA's {@code 00AL} gives these to a side.
     *
     * @param type the kind, promoted or not
     * @return the count; negative when more are set up than the game has
     */
    public int remaining(PieceType type) {
        PieceType base = variant.pieceType(type.baseIndex());
        return remaining(base, onBoard());
    }

    /** Pieces on the board by unpromoted kind. */
    private int[] onBoard() {
        int[] counts = new int[hands[0].length];
        for (Piece piece : board) {
            if (piece != null) {
                counts[piece.type().baseIndex()]++;
            }
        }
        return counts;
    }

    private int remaining(PieceType base, int[] onBoard) {
        return variant.fullSetCount(base) - onBoard[base.index()] - hands[0][base.index()] - hands[1][base.index()];
    }

    /**
     * The position set up, checked.
     *
     * @return a new position
     * @throws IllegalArgumentException naming what is impossible: two kings of one side, more pieces of a
     *                                  kind than the game has, the side not to move in check
     */
    public Position build() {
        Position p = new Position(variant);
        int[] kings = new int[2];
        int files = variant.files();
        for (int i = 0; i < board.length; i++) {
            Piece piece = board[i];
            if (piece == null) {
                continue;
            }
            if (piece.type().royal() && ++kings[piece.owner().ordinal()] > 1) {
                throw new IllegalArgumentException(piece.owner().jsonName() + " has two kings");
            }
            p.put(p.geometry.index(i % files + 1, i / files + 1), piece.type(), piece.owner());
        }
        for (Side side : Side.values()) {
            int[] counts = hands[side.ordinal()];
            for (int type = 0; type < counts.length; type++) {
                if (counts[type] != 0) {
                    p.setHand(side, variant.pieceType(type), counts[type]);
                }
            }
        }
        int[] onBoard = onBoard();
        for (PieceType t : variant.handTypes()) {
            if (remaining(t, onBoard) < 0) {
                throw new IllegalArgumentException(
                        "more " + t.name() + "s than the game has (" + variant.fullSetCount(t) + ")");
            }
        }
        p.setSideToMove(sideToMove);
        p.setMoveNumber(moveNumber);
        if (p.inCheck(sideToMove.opponent())) {
            throw new IllegalArgumentException(notToMoveInCheck(sideToMove));
        }
        return p;
    }

    /**
     * The rules core's reason for a position whose side not to move is in check, as {@link #build()} words
     * it, so that a reader can recognise it.
     *
     * @param toMove the side to move
     * @return the reason, in English
     */
    public static String notToMoveInCheck(Side toMove) {
        return toMove.opponent().jsonName() + " is in check with " + toMove.jsonName() + " to move";
    }
}
