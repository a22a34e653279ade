package dev.shinpan.rules;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The board searched for pieces, for {@link Position}'s questions about it: a kind's squares
 * ({@link Position#squaresOf}), those of a kind that reach a square ({@link Position#reaching}), which
 * readers of moves written by destination alone ask for every move, and the pieces giving check
 * ({@link Position#checkers}). It only reads the position; squares are the board's indices until the
 * answer is made.
 */
final class PieceSearch {

    /** The board read eight squares at a time, to look for a kind's pieces (see {@link #reaching}). */
    private static final VarHandle BOARD_WORDS =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

    private PieceSearch() {}

    /** The squares holding exactly this piece code, in SFEN order. */
    static List<Square> squaresOf(Position p, int code) {
        BoardGeometry geometry = p.geometry;
        List<Square> found = new ArrayList<>(2);
        for (int sq : geometry.squares) {
            if (p.board[sq] == code) {
                found.add(geometry.square(sq));
            }
        }
        return found;
    }

    /**
     * The squares of the side's pieces of this kind that reach {@code target} with a clear path, in
     * SFEN order; {@code found} is scratch with room for every square.
     */
    static List<Square> reaching(Position p, int side, int type, int target, int[] found) {
        BoardGeometry geometry = p.geometry;
        int count = geometry.stepsOnly[type]
                ? reachingBySteps(p, side, type, target, found)
                : reachingByLook(p, side, type, target, found);
        if (count == 0) {
            return List.of();
        }
        if (count == 1) {
            return List.of(geometry.square(found[0]));
        }
        Arrays.sort(found, 0, count);
        Square[] squares = new Square[count];
        for (int i = 0; i < count; i++) {
            squares[i] = geometry.square(found[i]);
        }
        return List.of(squares);
    }

    /**
     * A kind that moves one step at a time (a knight's jump is one step): the square one step back
     * along each of its movements is the only place such a piece could come from.
     */
    private static int reachingBySteps(Position p, int side, int type, int target, int[] found) {
        byte[] board = p.board;
        int code = PieceCodes.code(type, side);
        int count = 0;
        for (int offset : p.geometry.offsets[side][type]) {
            if (board[target - offset] == code) {
                found[count++] = target - offset;
            }
        }
        return count;
    }

    /**
     * A ranging kind (lance, bishop, rook and their promotions): walking back along its lines
     * stops at an unpredictable square on every line, so the board is looked through eight squares
     * at a time for the pieces of the kind, of which there are few, and each is asked whether it
     * reaches the destination (a pattern table and the squares between). Found in index order.
     */
    private static int reachingByLook(Position p, int side, int type, int target, int[] found) {
        byte[] board = p.board;
        int code = PieceCodes.code(type, side);
        long pattern = ONES * code;
        int count = 0;
        int sq = 0;
        for (; sq + Long.BYTES <= board.length; sq += Long.BYTES) {
            long word = (long) BOARD_WORDS.get(board, sq) ^ pattern;
            if (((word - ONES) & ~word & HIGHS) != 0) { // a byte of the word is the code (the classic zero-byte test)
                for (int x = sq; x < sq + Long.BYTES; x++) {
                    if (board[x] == code && Attacks.reachesFrom(p, type, side, x, target)) {
                        found[count++] = x;
                    }
                }
            }
        }
        for (; sq < board.length; sq++) {
            if (board[sq] == code && Attacks.reachesFrom(p, type, side, sq, target)) {
                found[count++] = sq;
            }
        }
        return count;
    }

    /** The squares of the pieces of {@code attacker} that attack the king on {@code king}: two at most. */
    static List<Square> checkers(Position p, int king, int attacker) {
        int[] found = new int[3];
        int count = Attacks.attackers(p, king, attacker, found);
        List<Square> squares = new ArrayList<>();
        for (int i = 0; i < Math.min(count, 2); i++) {
            squares.add(p.geometry.square(found[i]));
        }
        return List.copyOf(squares);
    }
}
