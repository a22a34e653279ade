package dev.shinpan.record.jkf;

import java.util.Arrays;

/**
 * Where the windows of a long text start, as its first reading fetched them, so that a value read
 * again starts at the window it stands in rather than at the text's start: a hostile file that
 * makes many values be read again (forks before their moves, moves not written compactly) then
 * costs a window for each, not the whole text before it.
 */
final class WindowStarts {

    private int[] starts = {0};
    private int count = 1;

    /** Notes a window start; the starts come in increasing order, a start seen before is ignored. */
    void note(int start) {
        if (start <= starts[count - 1]) {
            return;
        }
        if (count == starts.length) {
            starts = Arrays.copyOf(starts, 2 * count);
        }
        starts[count++] = start;
    }

    /** The last start noted at or before {@code offset}. */
    int atOrBefore(long offset) {
        int i = Arrays.binarySearch(starts, 0, count, (int) Math.min(offset, Integer.MAX_VALUE));
        return starts[i >= 0 ? i : -i - 2];
    }
}
