package dev.shinpan.rules;

/**
 * Judges a move as written against the current position: either it is legal, and the judge gives
 * the packed move to play, or it names the first rule broken, in the order of
 * {@link IllegalMoveCode}. Judging leaves the position as it was; {@link MovePlayer} plays.
 *
 * <p>{@link #judge(WrittenMove)} is the allocation-free hot path of record replay; the
 * explanation of a failure is built only on request by {@link #explain(WrittenMove)}.
 *
 * <p>Moves as packed {@code int}s are the module's own form, for the replay's hot path (no value per
 * move); an embedder speaks in {@link Move} values: {@code Shinpan.judgeMove}, {@code Shinpan.play},
 * {@code Shinpan.playUsi}.
 *
 * <pre>{@code
 * MoveJudge judge = new MoveJudge(position);
 * WrittenMove move = WrittenMove.boardMove(null, Square.of(7, 7), Square.of(7, 6), null, false);
 * System.out.println(MoveJudge.isLegal(judge.judge(move))); // true; Shinpan.judgeMove says it as a value
 * }</pre>
 */
public final class MoveJudge {

    private final Position p;
    private final BoardGeometry g;
    /** For the drop-pawn mate rule alone; made at the first pawn drop (a reader's judge may never need it). */
    private MoveGenerator generator;
    /** Scratch for {@link Attacks#attackers}: up to two attacker squares and the first one's direction. */
    private final int[] checkInfo = new int[3];

    /**
     * A judge of moves on a position, as it stands whenever it is asked.
     *
     * @param position the position; judging leaves it as it was
     */
    public MoveJudge(Position position) {
        this.p = position;
        this.g = position.geometry;
    }

    /**
     * Whether a result of {@link #judge} is a playable move.
     *
     * @param verdict a result of {@link #judge}
     * @return whether it is a packed legal move rather than a rule broken
     */
    public static boolean isLegal(int verdict) {
        return verdict >= 0;
    }

    /**
     * The rule broken, for a negative result of {@link #judge}.
     *
     * @param verdict a negative result of {@link #judge}
     * @return the first rule the move breaks
     */
    public static IllegalMoveCode codeOf(int verdict) {
        return IllegalMoveCode.values()[~verdict];
    }

    private static int fail(IllegalMoveCode code) {
        return ~code.ordinal();
    }

    /**
     * Judges a written move on the position as it stands.
     *
     * @param w the move as the record writes it
     * @return the packed legal move, to give to {@link Position#play}, or a negative value naming the rule
     *         broken (see {@link #isLegal}, {@link #codeOf})
     */
    public int judge(WrittenMove w) {
        int side = p.sideToMove;
        if (w.side() != null && w.side().ordinal() != side) {
            return fail(IllegalMoveCode.WRONG_TURN);
        }
        return w.isDrop() ? judgeDrop(w, side) : judgeBoardMove(w, side);
    }

    private int judgeBoardMove(WrittenMove w, int side) {
        Variant v = p.variant;
        if (!v.contains(w.from())) {
            return fail(IllegalMoveCode.EMPTY_SOURCE);
        }
        int from = g.index(w.from());
        int code = p.board[from];
        if (code == 0) {
            return fail(IllegalMoveCode.EMPTY_SOURCE);
        }
        if (PieceCodes.ownerOf(code) != side) {
            return fail(IllegalMoveCode.OPPONENT_PIECE);
        }
        int type = PieceCodes.typeOf(code);
        int promotedType = g.promotedType[type];
        boolean promote;
        if (w.pieceAfter() != null) {
            promote = w.pieceAfter().index() != type;
            if (promote && w.pieceAfter().index() != promotedType) {
                return fail(IllegalMoveCode.PIECE_MISMATCH);
            }
        } else {
            promote = w.promote();
        }
        if (w.piece() != null && w.piece().index() != type) {
            return fail(IllegalMoveCode.PIECE_MISMATCH);
        }
        if (!v.contains(w.to())) {
            return fail(IllegalMoveCode.ILLEGAL_MOVEMENT);
        }
        int to = g.index(w.to());
        if (!Attacks.reachesFrom(p, type, side, from, to)) {
            return fail(IllegalMoveCode.ILLEGAL_MOVEMENT);
        }
        if (PieceCodes.isOwn(p.board[to], side)) {
            return fail(IllegalMoveCode.OWN_CAPTURE);
        }
        boolean canPromote = promotedType >= 0;
        boolean zone = g.zone[side][from] || g.zone[side][to];
        if (promote ? !canPromote || !zone : v.compulsoryPromotion() && canPromote && zone) {
            return fail(IllegalMoveCode.ILLEGAL_PROMOTION);
        }
        if (!promote && g.dead[side][type][to]) {
            return fail(IllegalMoveCode.DEAD_PIECE);
        }
        return safety(PackedMoves.boardMove(from, to, type, promote), side);
    }

    private int judgeDrop(WrittenMove w, int side) {
        PieceType kind = w.droppedType();
        if (kind == null) {
            throw new IllegalArgumentException("a drop must name its piece");
        }
        if (kind.promoted() || w.promote()) {
            return fail(IllegalMoveCode.ILLEGAL_PROMOTION);
        }
        if (!p.variant.contains(w.to())) {
            return fail(IllegalMoveCode.ILLEGAL_MOVEMENT);
        }
        int to = g.index(w.to());
        int type = kind.index();
        if (g.dead[side][type][to]) {
            return fail(IllegalMoveCode.DEAD_PIECE);
        }
        if (kind.royal() || p.hand[side * 16 + type] == 0) {
            return fail(IllegalMoveCode.NOT_IN_HAND);
        }
        if (p.board[to] != 0) {
            return fail(IllegalMoveCode.OCCUPIED_DROP);
        }
        if (type == p.variant.fileLimitedType().index()) {
            if (p.limitedOnFile[side * 16 + g.fileOf[to]] >= p.variant.fileLimit()) {
                return fail(p.variant.fileLimitCode());
            }
            if (generator == null) {
                generator = new MoveGenerator(p);
            }
            if (generator.dropMates(to, type, side)) {
                return fail(IllegalMoveCode.UCHIFUZUME);
            }
        }
        return safety(PackedMoves.drop(to, type), side);
    }

    /**
     * The move, or the check rule it breaks, found by looking rather than by playing the move: a
     * king move by its destination, any other move by the line through its origin and, in
     * check, by the checker it must take or block.
     */
    private int safety(int move, int side) {
        int king = p.king[side];
        if (king < 0) {
            return move;
        }
        if (!PackedMoves.isDrop(move) && PackedMoves.from(move) == king) {
            if (kingDestinationAttacked(king, PackedMoves.to(move), side)) {
                return fail(p.inCheck() ? IllegalMoveCode.IGNORED_CHECK : IllegalMoveCode.SELF_CHECK);
            }
            return move;
        }
        if (!p.inCheck()) {
            return opensLineToKing(move, king, side) ? fail(IllegalMoveCode.SELF_CHECK) : move;
        }
        return answersCheck(move, king, side) && !opensLineToKing(move, king, side)
                ? move
                : fail(IllegalMoveCode.IGNORED_CHECK);
    }

    /**
     * Whether a move of a piece other than the king (or a drop) takes the one checking piece or
     * stands between it and the king; against two checkers only the king can move. Whether the
     * move opens another line to the king is asked separately.
     */
    private boolean answersCheck(int move, int king, int side) {
        int checkers = Attacks.attackers(p, king, side ^ 1, checkInfo);
        if (checkers != 1) {
            return checkers == 0;
        }
        // The checker stands at king - dist * step; the squares before it can be blocked.
        int step = g.attackOffsets[side ^ 1][checkInfo[2]];
        int delta = king - PackedMoves.to(move);
        int dist = (king - checkInfo[0]) / step;
        int k = delta / step;
        return delta % step == 0 && k >= 1 && k <= dist;
    }

    /** Whether the square a king steps to is attacked, in check or not: its own square no longer shields anything. */
    private boolean kingDestinationAttacked(int king, int to, int side) {
        byte kingCode = p.board[king];
        p.board[king] = 0; // a slider's line does not stop at the square the king leaves
        boolean attacked = Attacks.isAttacked(p, to, side ^ 1);
        p.board[king] = kingCode;
        return attacked;
    }

    /**
     * Whether a move of a piece other than the king opens a line to the king. Only a line from the
     * king through the origin can open: the destination is occupied after the move, and a drop
     * only blocks. It opens when it is clear from the king to the origin, an opposing piece beyond
     * reaches along it, and the destination is not on it between the king and that piece
     * (inclusive of capturing it). Out of check this is the whole safety test.
     */
    private boolean opensLineToKing(int move, int king, int side) {
        if (PackedMoves.isDrop(move)) {
            return false;
        }
        int from = PackedMoves.from(move);
        int step = g.lineStep(king, from);
        if (step == 0) {
            return false;
        }
        int opponent = side ^ 1;
        int direction = g.attackDirection[opponent][-step + g.size];
        if (direction < 0 || g.attackMaxRange[opponent][direction] < 2) {
            return false;
        }
        int dist = 1;
        for (int x = king + step; x != from; x += step) {
            if (p.board[x] != 0) {
                return false;
            }
            dist++;
        }
        int x = from;
        int code;
        do {
            x += step;
            dist++;
            code = p.board[x];
        } while (code == 0);
        if (code == BoardGeometry.WALL
                || PieceCodes.ownerOf(code) == side
                || g.attackReach[opponent][direction << 4 | code & 15] < dist) {
            return false;
        }
        // The squares king + k * step for 1 <= k <= dist are the line walked, all on the board.
        int delta = PackedMoves.to(move) - king;
        int k = delta / step;
        return delta % step != 0 || k < 1 || k > dist;
    }

    /**
     * The packed move the written one makes on the board, legal or not, where that is physically
     * possible, or -1 when it cannot be carried out (no such piece, nothing in hand, square
     * occupied). The move is the written side's where the record marks one, also out of turn (a
     * double move); {@link MovePlayer#playAsWritten} plays it.
     *
     * @param w the move as the record writes it
     * @return the packed move, or -1
     */
    public int physicalMove(WrittenMove w) {
        int side = w.side() != null ? w.side().ordinal() : p.sideToMove;
        Variant v = p.variant;
        if (!v.contains(w.to())) {
            return -1;
        }
        int to = g.index(w.to());
        if (w.isDrop()) {
            PieceType kind = w.droppedType();
            boolean possible = kind != null && !kind.royal() && p.board[to] == 0;
            if (!possible) {
                return -1;
            }
            int base = kind.baseIndex();
            return p.hand[side * 16 + base] > 0 ? PackedMoves.drop(to, base) : -1;
        }
        if (!v.contains(w.from())) {
            return -1;
        }
        int from = g.index(w.from());
        int code = p.board[from];
        int target = p.board[to];
        if (from == to || code == 0 || PieceCodes.ownerOf(code) != side || PieceCodes.isOwn(target, side)) {
            return -1;
        }
        // the geometry's tables, not the piece kinds: readers of KI2 play every move this way
        int type = PieceCodes.typeOf(code);
        if (g.royal[type] && target != 0 && g.royal[PieceCodes.typeOf(target)]) {
            return -1;
        }
        int promotedType = g.promotedType[type];
        boolean promote = w.pieceAfter() != null ? w.pieceAfter().index() == promotedType : w.promote();
        return PackedMoves.boardMove(from, to, type, promote && promotedType >= 0);
    }

    /**
     * The move as the record most likely meant it when it names the piece on its origin as that piece
     * was before promotion ({@code ７五角(53)} with a 馬 on 53, {@code 成} dropped from 成銀; CSA's
     * {@code KA} from a square holding {@code UM}): the same move of the piece that stands there,
     * which cannot promote again. Null when the move names no origin, or the piece named is not the
     * unpromoted form of the one there. Whether the reading is legal is for {@link #judge} to say.
     * Asked only of a move {@link #judge} found illegal, so the packed path stays as it is.
     *
     * @param w the move as the record writes it
     * @return the move read with the piece that stands on its origin, or null
     */
    public WrittenMove slipReading(WrittenMove w) {
        if (w.isDrop() || !p.variant.contains(w.from())) {
            return null;
        }
        int code = p.board[g.index(w.from())];
        if (code == 0) {
            return null;
        }
        int type = PieceCodes.typeOf(code);
        PieceType named = w.piece() != null ? w.piece() : w.pieceAfter();
        if (named == null || named.index() == type || g.promotedType[named.index()] != type) {
            return null;
        }
        PieceType there = p.variant.pieceType(type);
        return w.piece() != null
                ? new WrittenMove(w.side(), w.from(), w.to(), there, null, false)
                : new WrittenMove(w.side(), w.from(), w.to(), null, there, false);
    }

    /**
     * Why the written move is illegal: the rule broken and a message that says where and how. Builds what
     * {@link #judge} does not, so it is for the one foul a record shows.
     *
     * @param w the move as the record writes it
     * @return the violation, or null when the move is legal
     */
    public Violation explain(WrittenMove w) {
        int verdict = judge(w);
        if (isLegal(verdict)) {
            return null;
        }
        return new ViolationExplainer(p, this).explain(w, codeOf(verdict));
    }
}
