package dev.shinpan.record.text;

import java.util.Arrays;

/**
 * Where a decoded text's line breaks stand: the index of every CR, LF and NEL (U+0085) character,
 * in order, as the decoder noted them while it wrote the characters. {@link TextLines} then finds
 * each line's end without looking at its characters one by one: that scan cost a tenth of reading
 * KIF under the launcher's quick JIT compiler, while the decoder looks at every byte anyway.
 *
 * <p>Filled by one decoder, then handed with its text to {@link RecordText#of(char[], int, LineBreaks)}
 * and not changed again.
 */
public final class LineBreaks {

    private int[] at = new int[64];
    private int count;

    /** Notes a break character written at index {@code index}; indexes come in increasing order. */
    public void add(int index) {
        if (count == at.length) {
            at = Arrays.copyOf(at, count * 2);
        }
        at[count++] = index;
    }

    /** The indexes noted, in a new array of their own. */
    public int[] toArray() {
        return Arrays.copyOf(at, count);
    }

    /** The breaks noted, at indexes 0 to {@link #count()}; not to be changed. */
    int[] indexes() {
        return at;
    }

    int count() {
        return count;
    }
}
