package dev.shinpan.rules;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Counts the leaves of the legal move tree: the standard check of a move generator.
 *
 * <pre>{@code
 * System.out.println(new Perft(Position.start(Variants.STANDARD), 2).count(2)); // 900
 * }</pre>
 */
public final class Perft {

    private final Position position;
    private final MoveGenerator generator;
    private final int[][] buffers;

    /**
     * A counter that plays and takes back moves on the position it is given, leaving it as it was.
     *
     * @param position the position to count from; not to be used elsewhere while counting
     * @param maxDepth the deepest count to be asked for
     */
    public Perft(Position position, int maxDepth) {
        this.position = position;
        this.generator = new MoveGenerator(position);
        this.buffers = new int[Math.max(maxDepth, 1)][MoveGenerator.MAX_MOVES];
    }

    /**
     * Number of legal move sequences of exactly {@code depth} plies.
     *
     * @param depth plies, at most the constructor's {@code maxDepth}
     * @return the number of leaves; 1 at depth 0
     */
    public long count(int depth) {
        return count(depth, 0);
    }

    private long count(int depth, int ply) {
        if (depth == 0) {
            return 1;
        }
        int[] moves = buffers[ply];
        int n = generator.generate(moves, 0);
        if (depth == 1) {
            return n;
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            position.play(moves[i]);
            total += count(depth - 1, ply + 1);
            position.undo();
        }
        return total;
    }

    /**
     * Leaf counts below each legal move, keyed by the move in USI, in generation order: where two
     * generators' counts differ, this says under which move.
     *
     * @param depth plies, counting the first move, at most the constructor's {@code maxDepth}
     * @return each first move's leaf count; empty for a depth below 1
     */
    public Map<String, Long> divide(int depth) {
        Map<String, Long> result = new LinkedHashMap<>();
        if (depth < 1) {
            return result;
        }
        int[] moves = buffers[0];
        int n = generator.generate(moves, 0);
        for (int i = 0; i < n; i++) {
            int move = moves[i];
            position.play(move);
            long leaves = count(depth - 1, 1);
            position.undo();
            result.put(position.decode(move).usi(), leaves);
        }
        return result;
    }
}
