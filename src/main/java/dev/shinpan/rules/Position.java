package dev.shinpan.rules;

import java.util.Arrays;
import java.util.List;

/**
 * A shogi position: board, both hands and side to move, with an incremental hash of the three.
 * Mutable on purpose: replaying a record or searching a move tree plays and takes back millions of
 * moves, and a copy per move would dominate the cost. Use {@link #copy()} to keep a snapshot.
 *
 * <p>Moves given to {@link #play(int)} are not checked; legality lives in {@link MoveGenerator}
 * and {@link MoveJudge}.
 *
 * <p>Moves as packed {@code int}s are the module's own form, for the replay's hot path (no value per
 * move); an embedder speaks in {@link Move} values: {@code Shinpan.judgeMove}, {@code Shinpan.play},
 * {@code Shinpan.playUsi}.
 *
 * <pre>{@code
 * Position position = Position.start(Variants.STANDARD);
 * Shinpan.playUsi(position, "7g7f");
 * System.out.println(position.toSfen() + ", " + position.sideToMove() + " to move");
 * }</pre>
 */
public final class Position {

    private static final int[] NO_INTS = {};
    private static final long[] NO_LONGS = {};
    private static final boolean[] NO_BOOLEANS = {};

    final Variant variant;
    final BoardGeometry geometry;
    private final Zobrist zobrist;
    /** A piece code per square ({@link PieceCodes}), the wall around the board included. */
    final byte[] board;
    /** Hand counts, {@code [side * 16 + type]}. */
    final int[] hand = new int[32];
    /** Unpromoted pieces of the file-limited kind per side and file, {@code [side * 16 + file]}. */
    final int[] limitedOnFile = new int[32];

    final int[] king = {-1, -1};
    private final int limitedType;
    int sideToMove;
    long hash;
    private int moveNumber;
    /** Whether the side to move is in check: -1 not yet known, 0 no, 1 yes. Reset by every move. */
    private int checkCache = -1;
    /**
     * Whether the side not to move is known to be out of check: true after a legal move, which is
     * what lets {@link #inCheck()} look only at what the last move changed.
     */
    private boolean moverSafe;
    /** Scratch for {@link #reaching}: the squares found, before they become a list; made on first use. */
    private int[] reachingScratch;

    /*
     * Move history for undo, allocated on the first move: copies kept as snapshots (a verdict's
     * board, a start position) never play, and should cost no more than their board and hands.
     */
    private int depth;
    private int[] playedMoves = NO_INTS;
    private int[] captured = NO_INTS;
    private long[] previousHash = NO_LONGS;
    private boolean[] previousMoverSafe = NO_BOOLEANS;

    Position(Variant variant) {
        this.variant = variant;
        this.geometry = variant.geometry();
        this.zobrist = variant.zobrist();
        this.board = new byte[geometry.size];
        Arrays.fill(board, (byte) BoardGeometry.WALL);
        for (int sq : geometry.squares) {
            board[sq] = 0;
        }
        this.limitedType = variant.fileLimitedType().index();
        this.moveNumber = 1;
    }

    private Position(Position other) {
        this.checkCache = other.checkCache;
        this.variant = other.variant;
        this.geometry = other.geometry;
        this.zobrist = other.zobrist;
        // a copy of the array rather than clone(): the quick JIT compiler makes clone() a call into the VM
        this.board = Arrays.copyOf(other.board, other.board.length);
        System.arraycopy(other.hand, 0, hand, 0, hand.length);
        System.arraycopy(other.limitedOnFile, 0, limitedOnFile, 0, limitedOnFile.length);
        this.king[0] = other.king[0];
        this.king[1] = other.king[1];
        this.moverSafe = other.moverSafe;
        this.limitedType = other.limitedType;
        this.sideToMove = other.sideToMove;
        this.hash = other.hash;
        this.moveNumber = other.moveNumber;
    }

    /**
     * Makes this position equal to another of the same variant, without move history: a replay
     * sets its one working position to each record's start instead of copying the start anew.
     *
     * @param other the position to copy, unchanged
     * @throws IllegalArgumentException if it is of another variant
     */
    public void setTo(Position other) {
        if (other.variant != variant) {
            throw new IllegalArgumentException(
                    "a " + other.variant + " position cannot be set on a " + variant + " board");
        }
        System.arraycopy(other.board, 0, board, 0, board.length);
        System.arraycopy(other.hand, 0, hand, 0, hand.length);
        System.arraycopy(other.limitedOnFile, 0, limitedOnFile, 0, limitedOnFile.length);
        king[0] = other.king[0];
        king[1] = other.king[1];
        sideToMove = other.sideToMove;
        hash = other.hash;
        moveNumber = other.moveNumber;
        checkCache = other.checkCache;
        moverSafe = other.moverSafe;
        depth = 0;
    }

    /**
     * The start position of a variant.
     *
     * @param variant the variant
     * @return a new position, Black to move, move number 1
     */
    public static Position start(Variant variant) {
        return variant.startPosition();
    }

    /**
     * An independent copy without move history: a snapshot that the original's moves leave alone.
     *
     * @return the copy, from which no move can be taken back
     */
    public Position copy() {
        return new Position(this);
    }

    /** {@return the variant whose board, pieces and rules this position follows} */
    public Variant variant() {
        return variant;
    }

    /** {@return the side whose turn it is} */
    public Side sideToMove() {
        return Side.ofIndex(sideToMove);
    }

    /**
     * The hash of board, hands and side to move: equal positions have equal hashes, which is what
     * repetition is counted by. The move number is not part of it.
     *
     * @return the hash
     */
    public long hash() {
        return hash;
    }

    /** {@return the SFEN move number: 1 at the start unless the SFEN says otherwise, one more after every move} */
    public int moveNumber() {
        return moveNumber;
    }

    /**
     * The piece on a square.
     *
     * @param square a square of this variant's board
     * @return the piece, or null when the square is empty
     * @throws IllegalArgumentException if the square is not on this variant's board
     */
    public Piece pieceAt(Square square) {
        if (!variant.contains(square)) {
            throw new IllegalArgumentException(square.usi() + " is not on the " + variant + " board");
        }
        return pieceOfCode(board[geometry.index(square)]);
    }

    /**
     * The squares holding the side's pieces of exactly this kind, in SFEN order.
     *
     * @param side the owner
     * @param type the kind; a promoted form is a kind of its own
     * @return the squares, empty when there are none
     */
    public List<Square> squaresOf(Side side, PieceType type) {
        return PieceSearch.squaresOf(this, PieceCodes.code(type.index(), side.ordinal()));
    }

    /**
     * The squares of the side's pieces of exactly this kind that can reach {@code to} by their
     * movement with a clear path, whatever stands on {@code to}, in SFEN order. Readers of moves
     * written by destination alone (KI2, JKF {@code relative}) ask this for every move.
     *
     * @param side the owner of the pieces
     * @param type their kind
     * @param to   the destination
     * @return the squares, empty when none can reach it or {@code to} is off this board
     */
    public List<Square> reaching(Side side, PieceType type, Square to) {
        if (!variant.contains(to)) {
            return List.of();
        }
        if (reachingScratch == null) {
            reachingScratch = new int[geometry.squares.length]; // room for every square: no kind has more pieces
        }
        return PieceSearch.reaching(this, side.ordinal(), type.index(), geometry.index(to), reachingScratch);
    }

    /**
     * Whether the piece on {@code from} can reach {@code to} by its movement with a clear path,
     * whatever stands on {@code to}; false for an empty origin or squares off the board.
     *
     * @param from the square of the piece
     * @param to   the square it would move to
     * @return whether its movement reaches {@code to} (not whether the move is legal)
     */
    public boolean canReach(Square from, Square to) {
        if (!variant.contains(from) || !variant.contains(to) || from.equals(to)) {
            return false;
        }
        int code = board[geometry.index(from)];
        return code != 0
                && Attacks.reachesFrom(
                        this,
                        PieceCodes.typeOf(code),
                        PieceCodes.ownerOf(code),
                        geometry.index(from),
                        geometry.index(to));
    }

    /**
     * How many pieces of a kind a side holds in hand.
     *
     * @param side the holder
     * @param type an unpromoted kind (pieces are held unpromoted)
     * @return the count, 0 when it holds none
     */
    public int handCount(Side side, PieceType type) {
        return hand[side.ordinal() * 16 + type.index()];
    }

    /**
     * Where the side's king stands.
     *
     * @param side the side
     * @return the square, or null if it has none (tsume positions)
     */
    public Square kingSquare(Side side) {
        int sq = king[side.ordinal()];
        return sq < 0 ? null : geometry.square(sq);
    }

    /** {@return whether the side to move is in check (computed once per position)} */
    public boolean inCheck() {
        if (checkCache < 0) {
            boolean check = depth > 0 && previousMoverSafe[depth - 1]
                    ? Attacks.lastMoveGivesCheck(this, playedMoves[depth - 1])
                    : Attacks.inCheck(this, sideToMove);
            checkCache = check ? 1 : 0;
        }
        return checkCache == 1;
    }

    /**
     * Whether the given side's king is attacked, whoever is to move.
     *
     * @param side the side
     * @return whether its king is attacked; false when it has none
     */
    public boolean inCheck(Side side) {
        return Attacks.inCheck(this, side.ordinal());
    }

    /**
     * The squares of the pieces giving check to the given side's king, empty when it is not in
     * check or has no king; a move gives at most a double check, so two squares at most.
     *
     * @param side the side in check
     * @return the checkers' squares
     */
    public List<Square> checkers(Side side) {
        int sq = king[side.ordinal()];
        if (sq < 0) {
            return List.of();
        }
        return PieceSearch.checkers(this, sq, side.ordinal() ^ 1);
    }

    /** {@return the position as SFEN, move number included; see {@link Sfen#format}} */
    public String toSfen() {
        return Sfen.format(this);
    }

    /**
     * The packed move as a value.
     *
     * @param move a packed move of this position's variant, as {@link MoveGenerator} and {@link #encode} give
     * @return the move
     */
    public Move decode(int move) {
        return PackedMoves.value(this, move);
    }

    /**
     * Writes a packed move in USI as ASCII at {@code at} ({@code 7g7f}, {@code 8h2b+}, {@code P*5e}) and
     * returns the offset after it; the caller leaves room for five bytes. No value is made: a batch
     * writes every move of every record so for its fingerprint.
     *
     * @param move a packed move of this position's variant
     * @param out  where to write
     * @param at   the offset to write at
     * @return the offset after the move written
     */
    public int writeUsi(int move, byte[] out, int at) {
        return PackedMoves.writeUsi(this, move, out, at);
    }

    /**
     * The packed form of a move value (not checked for legality).
     *
     * @param move a move whose squares are on this variant's board
     * @return the packed move, for {@link #play}, {@link #playUnchecked} or {@link MoveJudge}
     */
    public int encode(Move move) {
        return PackedMoves.packed(this, move);
    }

    /**
     * Plays a packed legal move (from {@link MoveGenerator} or approved by {@link MoveJudge}). The
     * move is not checked again; use {@link #playUnchecked(int)} for anything else.
     *
     * @param move a packed legal move
     */
    public void play(int move) {
        playUnchecked(move);
        moverSafe = true;
    }

    /**
     * Plays a packed move that need not be legal, only physically possible: a trial move, or a
     * foul a replay goes on past.
     *
     * @param move a packed move of the side to move
     */
    public void playUnchecked(int move) {
        if (depth == playedMoves.length) {
            grow();
        }
        previousHash[depth] = hash;
        previousMoverSafe[depth] = moverSafe;
        moverSafe = false;
        playedMoves[depth] = move;
        int side = sideToMove;
        int to = PackedMoves.to(move);
        int type = PackedMoves.type(move);
        if (PackedMoves.isDrop(move)) {
            int code = PieceCodes.code(type, side);
            board[to] = (byte) code;
            hash ^= zobrist.board(code, to);
            removeFromHand(side, type);
            if (type == limitedType) {
                limitedOnFile[side * 16 + geometry.fileOf[to]]++;
            }
            captured[depth] = 0;
        } else {
            int from = PackedMoves.from(move);
            int code = board[from];
            int target = board[to];
            if (target != 0) {
                int capturedType = (target & 15) - 1;
                int opponent = side ^ 1;
                if (capturedType == limitedType) {
                    limitedOnFile[opponent * 16 + geometry.fileOf[to]]--;
                }
                if (to == king[opponent]) {
                    king[opponent] = -1;
                }
                addToHand(side, geometry.baseType[capturedType]);
                hash ^= zobrist.board(target, to);
            }
            int placed = code;
            if (PackedMoves.isPromotion(move)) {
                placed = PieceCodes.code(geometry.promotedType[type], side);
            }
            if (type == limitedType) {
                limitedOnFile[side * 16 + geometry.fileOf[from]]--;
                if (placed == code) {
                    limitedOnFile[side * 16 + geometry.fileOf[to]]++;
                }
            }
            board[from] = 0;
            board[to] = (byte) placed;
            hash ^= zobrist.board(code, from) ^ zobrist.board(placed, to);
            if (from == king[side]) {
                king[side] = to;
            }
            captured[depth] = target;
        }
        sideToMove = side ^ 1;
        hash ^= zobrist.sideToMove;
        moveNumber++;
        depth++;
        checkCache = -1;
    }

    /**
     * Plays a physically possible move for the side <em>not</em> to move: a double move (二手指し)
     * that a replay or a reader goes on past. The turn then passes to the other side as after any
     * move, so the side that was to move is to move again; {@link #undo()} gives the turn back to it.
     *
     * @param move a packed move of the side not to move
     */
    public void playOutOfTurn(int move) {
        long before = hash;
        setSideToMove(Side.ofIndex(sideToMove ^ 1));
        moverSafe = false; // nothing is known of the mover's king: the check test looks at the whole board
        playUnchecked(move);
        previousHash[depth - 1] = before;
        playedMoves[depth - 1] |= PackedMoves.OUT_OF_TURN;
    }

    /**
     * Takes back the last move played, by {@link #play(int)} or either of its unchecked siblings. A copy
     * ({@link #copy()}, {@link #setTo}) has no moves to take back.
     */
    public void undo() {
        depth--;
        int move = playedMoves[depth];
        int side = sideToMove ^ 1;
        int to = PackedMoves.to(move);
        int type = PackedMoves.type(move);
        if (PackedMoves.isDrop(move)) {
            board[to] = 0;
            hand[side * 16 + type]++;
            if (type == limitedType) {
                limitedOnFile[side * 16 + geometry.fileOf[to]]--;
            }
        } else {
            int from = PackedMoves.from(move);
            int placed = board[to];
            int code = PieceCodes.code(type, side);
            int target = captured[depth];
            if (type == limitedType) {
                limitedOnFile[side * 16 + geometry.fileOf[from]]++;
                if (placed == code) {
                    limitedOnFile[side * 16 + geometry.fileOf[to]]--;
                }
            }
            board[from] = (byte) code;
            board[to] = (byte) target;
            if (to == king[side]) {
                king[side] = from;
            }
            if (target != 0) {
                int capturedType = (target & 15) - 1;
                int opponent = side ^ 1;
                if (capturedType == limitedType) {
                    limitedOnFile[opponent * 16 + geometry.fileOf[to]]++;
                }
                if (geometry.royal[capturedType]) {
                    king[opponent] = to;
                }
                hand[side * 16 + geometry.baseType[capturedType]]--;
            }
        }
        sideToMove = PackedMoves.isOutOfTurn(move) ? side ^ 1 : side;
        hash = previousHash[depth];
        moverSafe = previousMoverSafe[depth];
        moveNumber--;
        checkCache = -1;
    }

    private void addToHand(int side, int type) {
        int slot = side * 16 + type;
        int count = hand[slot];
        hash ^= zobrist.handStep(slot, count);
        hand[slot] = count + 1;
    }

    private void removeFromHand(int side, int type) {
        int slot = side * 16 + type;
        int count = hand[slot];
        hash ^= zobrist.handStep(slot, count - 1);
        hand[slot] = count - 1;
    }

    private void grow() {
        int n = Math.max(64, playedMoves.length * 2);
        playedMoves = Arrays.copyOf(playedMoves, n);
        captured = Arrays.copyOf(captured, n);
        previousHash = Arrays.copyOf(previousHash, n);
        previousMoverSafe = Arrays.copyOf(previousMoverSafe, n);
    }

    // ---- setup, used by Sfen and board editors ----

    /** Puts a piece on an empty board square while setting up a position. */
    void put(int sq, PieceType type, Side owner) {
        checkCache = -1;
        int code = PieceCodes.code(type.index(), owner.ordinal());
        board[sq] = (byte) code;
        hash ^= zobrist.board(code, sq);
        if (type.royal()) {
            king[owner.ordinal()] = sq;
        }
        if (type.index() == limitedType) {
            limitedOnFile[owner.ordinal() * 16 + geometry.fileOf[sq]]++;
        }
    }

    void setHand(Side side, PieceType type, int count) {
        if (count > Zobrist.MAX_HAND_COUNT) {
            throw new IllegalArgumentException("too many pieces in hand: " + count);
        }
        int s = side.ordinal();
        int slot = s * 16 + type.index();
        hash ^= zobrist.hand(slot, hand[slot]) ^ zobrist.hand(slot, count);
        hand[slot] = count;
    }

    void setSideToMove(Side side) {
        if (side.ordinal() != sideToMove) {
            hash ^= zobrist.sideToMove;
            sideToMove = side.ordinal();
        }
        checkCache = -1;
    }

    void setMoveNumber(int moveNumber) {
        this.moveNumber = moveNumber;
    }

    // ---- piece codes (PieceCodes) ----

    Piece pieceOfCode(int code) {
        if (code == 0) {
            return null;
        }
        return geometry.pieceOfCode[code];
    }

    @Override
    public String toString() {
        return toSfen();
    }
}
