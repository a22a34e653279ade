package dev.shinpan.adjudicate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Counts occurrences of positions by their hash (board, hands, side to move) along one game. Each
 * ply links to the previous ply with the same position, so counting and listing occurrences is
 * constant work per move however long the game.
 */
final class RepetitionTracker {

    /**
     * Starting slots: enough for the positions of a 128-ply game, and small enough (3 KB) to stay
     * in the first-level cache next to the board; longer games grow the table.
     */
    private static final int TABLE = 1 << 8;

    private long[] keys = new long[TABLE];
    private int[] lastPly = new int[TABLE];
    private int[] stamp = new int[TABLE];
    private int generation;
    private int used;
    private int[] previous = new int[512];
    private int[] count = new int[512];

    void reset() {
        generation++;
        used = 0;
    }

    /** Records the position reached at {@code ply}; returns its occurrence number (1 for new). */
    int record(int ply, long hash) {
        if (ply >= previous.length) {
            previous = Arrays.copyOf(previous, ply * 2);
            count = Arrays.copyOf(count, ply * 2);
        }
        int slot = slot(hash);
        if (stamp[slot] == generation) {
            int before = lastPly[slot];
            previous[ply] = before;
            count[ply] = count[before] + 1;
        } else {
            if (++used > keys.length / 2) {
                grow();
                slot = slot(hash);
            }
            stamp[slot] = generation;
            keys[slot] = hash;
            previous[ply] = -1;
            count[ply] = 1;
        }
        lastPly[slot] = ply;
        return count[ply];
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldLast = lastPly;
        int[] oldStamp = stamp;
        keys = new long[oldKeys.length * 2];
        lastPly = new int[keys.length];
        stamp = new int[keys.length];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldStamp[i] == generation) {
                int slot = slot(oldKeys[i]);
                stamp[slot] = generation;
                keys[slot] = oldKeys[i];
                lastPly[slot] = oldLast[i];
            }
        }
    }

    /** The plies, ascending, at which the position of {@code ply} occurred up to it. */
    List<Integer> occurrences(int ply) {
        List<Integer> plies = new ArrayList<>();
        for (int p = ply; p >= 0; p = previous[p]) {
            plies.add(0, p);
        }
        return plies;
    }

    private int slot(long hash) {
        int mask = keys.length - 1;
        int i = (int) (hash ^ hash >>> 29) & mask;
        while (stamp[i] == generation && keys[i] != hash) {
            i = (i + 1) & mask;
        }
        return i;
    }
}
