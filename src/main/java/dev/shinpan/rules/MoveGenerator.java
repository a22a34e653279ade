package dev.shinpan.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Generates the legal moves of the side to move: board moves and drops, with pawn-drop mate
 * excluded. Pins and checks are found once per position, so most moves need no trial play; only
 * king moves, moves of pinned pieces and mating pawn drops are tested individually.
 *
 * <p>Holds scratch tables, so one generator serves one thread.
 *
 * <pre>{@code
 * List<Move> moves = new MoveGenerator(Position.start(Variants.STANDARD)).legalMoves();
 * System.out.println(moves.size() + " legal moves"); // 30
 * }</pre>
 */
public final class MoveGenerator {

    /** More than the most legal moves any reachable shogi position has (593). */
    public static final int MAX_MOVES = 1024;

    private final Position p;
    private final BoardGeometry g;
    private final int[] pinMark;
    private final int[] evasionMark;
    private final int[] checkInfo = new int[4];
    /** In single check by a slider: the empty squares between king and checker, ascending. */
    private final int[] blocks = new int[16];

    private int blockCount;
    /** Room for the one capture that shows a pawn-drop check can be answered. */
    private final int[] answer = new int[1];

    private int stamp;
    private MoveGenerator nested;
    private int[] nestedBuffer;

    /**
     * A generator for the moves of a position, as it stands whenever it is asked: the position may be
     * played on between calls.
     *
     * @param position the position, left as it is by every method here
     */
    public MoveGenerator(Position position) {
        this.p = position;
        this.g = position.geometry;
        this.pinMark = new int[g.size];
        this.evasionMark = new int[g.size];
    }

    /** {@return the legal moves of the side to move, as values, in generation order} */
    public List<Move> legalMoves() {
        int[] buffer = new int[MAX_MOVES];
        int n = generate(buffer, 0);
        List<Move> moves = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            moves.add(p.decode(buffer[i]));
        }
        return moves;
    }

    /**
     * Whether the side to move has any legal move (false means mate or stalemate). Stops at the
     * first one found: a replay asks this at the end of every record, where nearly always some
     * piece can move.
     *
     * @return whether the side to move can move at all
     */
    public boolean hasLegalMove() {
        if (!p.inCheck() && hasFreeDrop()) {
            return true;
        }
        if (nestedBuffer == null) {
            nestedBuffer = new int[MAX_MOVES];
        }
        return generate(nestedBuffer, 0, true) > 0;
    }

    /**
     * Whether, out of check, a piece in hand can be dropped: a drop only ever blocks, so it is legal
     * wherever the piece may stand, unless it is of the file-limited kind (the pawn, whose drop may
     * break the file limit or mate). Most games end with such a piece in hand, and this spares the
     * pin and attack scans a search for a move would make.
     */
    private boolean hasFreeDrop() {
        int side = p.sideToMove;
        int limited = p.variant.fileLimitedType().index();
        byte[] board = p.board;
        for (int type = 0; type < g.royal.length; type++) {
            if (p.hand[side * 16 + type] == 0 || type == limited || g.royal[type]) {
                continue;
            }
            boolean[] dead = g.dead[side][type];
            for (int sq : g.squares) {
                if (board[sq] == 0 && !dead[sq]) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Writes the packed legal moves into {@code out} from {@code start}, making no move values: the form
     * a search or a perft uses.
     *
     * @param out   where to write; room for {@link #MAX_MOVES} from {@code start} is always enough
     * @param start the index of the first move written
     * @return the index after the last move written (how many, for a start of 0)
     */
    public int generate(int[] out, int start) {
        return generate(out, start, false);
    }

    /** @param firstOnly whether to stop once a legal move is found (then the count is at least 1, not all) */
    private int generate(int[] out, int start, boolean firstOnly) {
        int side = p.sideToMove;
        int enemy = side ^ 1;
        int ksq = p.king[side];
        int n = start;
        int checkers = 0;
        stamp++;
        if (ksq >= 0) {
            checkers = Attacks.attackers(p, ksq, enemy, checkInfo);
            markPins(side, ksq);
            if (checkers == 1) {
                markEvasions(ksq, enemy);
            }
        }
        if (firstOnly && checkers > 0) {
            return firstEvasion(out, n, side, ksq, checkers) - start;
        }
        byte[] board = p.board;
        int[] squares = g.squares;
        if (checkers < 2) {
            for (int from : squares) {
                int code = board[from];
                if (code != 0 && PieceCodes.ownerOf(code) == side && from != ksq) {
                    n = pieceMoves(out, n, from, PieceCodes.typeOf(code), side, checkers > 0);
                    if (firstOnly && n > start) {
                        return n - start;
                    }
                }
            }
            n = drops(out, n, side, checkers > 0);
            if (firstOnly && n > start) {
                return n - start;
            }
        }
        if (ksq >= 0) {
            n = kingMoves(out, n, ksq, side);
        }
        return n - start;
    }

    /**
     * Finds one answer to a check, looking only where answers can be: a king escape first (the
     * usual one), then in single check a move onto the checker or between it and the king, then a
     * drop between. Four in ten real games end in mate, where this search proves there is none.
     */
    private int firstEvasion(int[] out, int n, int side, int ksq, int checkers) {
        int found = kingMoves(out, n, ksq, side);
        if (found > n || checkers > 1) {
            return found;
        }
        found = moveOnto(out, n, checkInfo[0], side, ksq, false);
        for (int i = 0; i < blockCount && found == n; i++) {
            found = moveOnto(out, n, blocks[i], side, ksq, false);
        }
        return found > n ? found : drops(out, n, side, true);
    }

    /**
     * Adds one legal move of a piece other than the king onto {@code to} if there is one: walks back
     * from {@code to} along the side's lines of movement, as the attack test does, since in shogi a
     * piece moves where it attacks. {@code testEvery}: play every candidate to test it, rather
     * than only the pinned ones.
     */
    private int moveOnto(int[] out, int n, int to, int side, int ksq, boolean testEvery) {
        byte[] board = p.board;
        int[] offsets = g.attackOffsets[side];
        int[] maxRange = g.attackMaxRange[side];
        int[] reach = g.attackReach[side];
        for (int d = 0; d < offsets.length; d++) {
            int x = to;
            for (int dist = 1; dist <= maxRange[d]; dist++) {
                x -= offsets[d];
                int code = board[x];
                if (code == 0) {
                    continue;
                }
                if (x != ksq && PieceCodes.isOwn(code, side) && reach[d << 4 | code & 15] >= dist) {
                    int type = PieceCodes.typeOf(code);
                    // Promoting is always possible in the zone; otherwise the piece must not end dead.
                    boolean promote = p.variant.pieceType(type).canPromote() && (g.zone[side][x] || g.zone[side][to]);
                    if (promote || !g.dead[side][type][to]) {
                        int added = addIfSafe(
                                out, n, PackedMoves.boardMove(x, to, type, promote), testEvery || pinMark[x] == stamp);
                        if (added > n) {
                            return added;
                        }
                    }
                }
                break;
            }
        }
        return n;
    }

    private int pieceMoves(int[] out, int n, int from, int type, int side, boolean inCheck) {
        byte[] board = p.board;
        int[] off = g.offsets[side][type];
        int[] rng = g.ranges[side][type];
        boolean pinned = pinMark[from] == stamp;
        PieceType pieceType = p.variant.pieceType(type);
        boolean promotable = pieceType.canPromote();
        boolean compulsory = p.variant.compulsoryPromotion();
        boolean fromZone = g.zone[side][from];
        boolean[] deadAt = g.dead[side][type];
        for (int i = 0; i < off.length; i++) {
            int step = off[i];
            int to = from;
            for (int r = rng[i]; r > 0; r--) {
                to += step;
                int target = board[to];
                if (target == BoardGeometry.WALL || target != 0 && PieceCodes.ownerOf(target) == side) {
                    break;
                }
                if (!inCheck || evasionMark[to] == stamp) {
                    if (promotable && (fromZone || g.zone[side][to])) {
                        n = addIfSafe(out, n, PackedMoves.boardMove(from, to, type, true), pinned);
                        if (!compulsory && !deadAt[to]) {
                            n = addIfSafe(out, n, PackedMoves.boardMove(from, to, type, false), pinned);
                        }
                    } else if (!deadAt[to]) {
                        n = addIfSafe(out, n, PackedMoves.boardMove(from, to, type, false), pinned);
                    }
                }
                if (target != 0) {
                    break;
                }
            }
        }
        return n;
    }

    private int addIfSafe(int[] out, int n, int move, boolean mustTest) {
        if (mustTest) {
            int side = p.sideToMove;
            p.playUnchecked(move);
            boolean safe = !Attacks.inCheck(p, side);
            p.undo();
            if (!safe) {
                return n;
            }
        }
        out[n] = move;
        return n + 1;
    }

    private int kingMoves(int[] out, int n, int ksq, int side) {
        byte[] board = p.board;
        int type = PieceCodes.typeOf(board[ksq]);
        int[] off = g.offsets[side][type];
        int[] rng = g.ranges[side][type];
        byte kingCode = board[ksq];
        board[ksq] = 0; // a king does not shield the squares behind it from a slider
        for (int i = 0; i < off.length; i++) {
            int to = ksq;
            for (int r = rng[i]; r > 0; r--) {
                to += off[i];
                int target = board[to];
                if (target == BoardGeometry.WALL || target != 0 && PieceCodes.ownerOf(target) == side) {
                    break;
                }
                if (!Attacks.isAttacked(p, to, side ^ 1)) {
                    out[n++] = PackedMoves.boardMove(ksq, to, type, false);
                }
                if (target != 0) {
                    break;
                }
            }
        }
        board[ksq] = kingCode;
        return n;
    }

    private int drops(int[] out, int n, int side, boolean inCheck) {
        int[] hand = p.hand;
        byte[] board = p.board;
        int limited = p.variant.fileLimitedType().index();
        int fileLimit = p.variant.fileLimit();
        for (PieceType t : p.variant.handTypes()) {
            int type = t.index();
            if (hand[side * 16 + type] == 0) {
                continue;
            }
            boolean[] deadAt = g.dead[side][type];
            // In check a drop can only interpose: only the squares between king and checker.
            int[] targets = inCheck ? blocks : g.squares;
            int count = inCheck ? blockCount : targets.length;
            for (int i = 0; i < count; i++) {
                int to = targets[i];
                if (board[to] != 0 || deadAt[to]) {
                    continue;
                }
                if (type == limited) {
                    if (p.limitedOnFile[side * 16 + g.fileOf[to]] >= fileLimit || dropMates(to, type, side)) {
                        continue;
                    }
                }
                out[n++] = PackedMoves.drop(to, type);
            }
        }
        return n;
    }

    /** Whether dropping the file-limited kind on {@code to} checkmates (uchifuzume). */
    boolean dropMates(int to, int type, int side) {
        int enemyKing = p.king[side ^ 1];
        if (enemyKing < 0 || !Attacks.reachesFrom(p, type, side, to, enemyKing)) {
            return false;
        }
        p.playUnchecked(PackedMoves.drop(to, type));
        boolean mate;
        if (g.contactOnly[type]) {
            mate = !canAnswerContactCheck(to, side ^ 1);
        } else {
            if (nested == null) {
                nested = new MoveGenerator(p);
            }
            mate = !nested.hasLegalMove();
        }
        p.undo();
        return mate;
    }

    /**
     * Whether the defender can answer a check by an adjacent piece on {@code checker}: nothing
     * can be put between, so only a king move or a capture of the checker can (docs/rules.md §A2, D7).
     */
    private boolean canAnswerContactCheck(int checker, int defender) {
        int attacker = defender ^ 1;
        byte[] board = p.board;
        int ksq = p.king[defender];
        int kingType = PieceCodes.typeOf(board[ksq]);
        byte kingCode = board[ksq];
        board[ksq] = 0;
        boolean escape = false;
        for (int off : g.offsets[defender][kingType]) {
            int to = ksq + off;
            int code = board[to];
            if (code != BoardGeometry.WALL
                    && !PieceCodes.isOwn(code, defender)
                    && !Attacks.isAttacked(p, to, attacker)) {
                escape = true;
                break;
            }
        }
        board[ksq] = kingCode;
        if (escape) {
            return true;
        }
        // Pins were marked for the position before the drop: test every capture by playing it.
        return moveOnto(answer, 0, checker, defender, ksq, true) > 0;
    }

    private void markPins(int side, int ksq) {
        int enemy = side ^ 1;
        byte[] board = p.board;
        int[] offsets = g.attackOffsets[enemy];
        int[] maxRange = g.attackMaxRange[enemy];
        int[] reach = g.attackReach[enemy];
        for (int d = 0; d < offsets.length; d++) {
            if (maxRange[d] < 2) {
                continue;
            }
            int step = offsets[d];
            int x = ksq;
            int shield = -1;
            for (int dist = 1; dist <= maxRange[d]; dist++) {
                x -= step;
                int code = board[x];
                if (code == 0) {
                    continue;
                }
                if (code == BoardGeometry.WALL) {
                    break;
                }
                if (PieceCodes.ownerOf(code) == side) {
                    if (shield >= 0) {
                        break;
                    }
                    shield = x;
                    continue;
                }
                if (shield >= 0 && reach[d << 4 | code & 15] >= dist) {
                    pinMark[shield] = stamp;
                }
                break;
            }
        }
    }

    /** Marks the squares a non-king move may go to when in single check: capture or interpose. */
    private void markEvasions(int ksq, int enemy) {
        int checker = checkInfo[0];
        evasionMark[checker] = stamp;
        int step = g.attackOffsets[enemy][checkInfo[2]];
        blockCount = 0;
        for (int x = ksq - step; x != checker; x -= step) {
            evasionMark[x] = stamp;
            blocks[blockCount++] = x;
        }
        if (blockCount > 1 && blocks[0] > blocks[1]) { // drops are listed in board order
            for (int i = 0, j = blockCount - 1; i < j; i++, j--) {
                int t = blocks[i];
                blocks[i] = blocks[j];
                blocks[j] = t;
            }
        }
    }
}
