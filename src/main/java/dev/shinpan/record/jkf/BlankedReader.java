package dev.shinpan.record.jkf;

import dev.shinpan.record.text.Blanks;
import dev.shinpan.record.text.LineChars;
import dev.shinpan.record.text.RecordText;
import java.io.Reader;

/**
 * A long text (one not held as characters) as a {@link Reader}, a window at a time, for the
 * general path's JSON parser: its ideographic spaces at line ends made plain spaces on the way,
 * as {@link JkfJson#blankTrailingIdeographicSpaces} does for a text held whole. An ideographic
 * space is at a line end when nothing but blanks (space, tab, ideographic space) stands between it
 * and the next line break or the end of the text, so a run of blanks holding one is looked past
 * before it is given, into the windows after it where it runs on.
 */
final class BlankedReader extends Reader {

    private final RecordText text;
    /** Where the next window starts in the text. */
    private int fetched;
    /** The characters not given yet are {@code buffer[at, buffer.length)}. */
    private char[] buffer = new char[0];

    private int at;
    /** The characters before this index in {@link #buffer} are settled: given as they stand. */
    private int settled;

    /** Where the windows this reader fetched start, for a reading again from a window near a place; may be null. */
    private final WindowStarts starts;

    BlankedReader(RecordText text) {
        this(text, 0, null);
    }

    /**
     * @param from   where a window starts (0, or a start {@code starts} noted): a line's start, or
     *               inside a line without end, so no blank run before it bears on what follows
     * @param starts where the windows fetched start is noted, or null
     */
    BlankedReader(RecordText text, int from, WindowStarts starts) {
        this.text = text;
        this.fetched = from;
        this.starts = starts;
    }

    @Override
    public int read(char[] out, int offset, int length) {
        int given = 0;
        while (given < length) {
            if (at == buffer.length && !more()) {
                break;
            }
            if (at == settled) {
                settle();
            }
            int n = Math.min(length - given, settled - at);
            System.arraycopy(buffer, at, out, offset + given, n);
            at += n;
            given += n;
        }
        return given == 0 && length > 0 ? -1 : given;
    }

    /** Settles the characters from {@link #at}: up to the next ideographic space, or its run of blanks. */
    private void settle() {
        if (buffer[at] == Blanks.IDSP) {
            settleRun();
            return;
        }
        int k = at;
        while (k < buffer.length && buffer[k] != Blanks.IDSP) {
            k++;
        }
        settled = k;
    }

    /**
     * Settles the run of blanks starting at {@link #at} (an ideographic space): finds where it
     * ends, fetching windows while it runs to the end of one, and when a line break or the end of
     * the text follows, makes its ideographic spaces plain ones.
     */
    private void settleRun() {
        int end = at;
        while (true) {
            while (end < buffer.length && Blanks.isBlank(buffer[end])) {
                end++;
            }
            if (end < buffer.length) {
                break;
            }
            int before = at;
            if (!more()) {
                break;
            }
            end -= before - at;
        }
        boolean lineEnd = end == buffer.length || buffer[end] == '\n' || buffer[end] == '\r';
        if (lineEnd) {
            for (int k = at; k < end; k++) {
                if (buffer[k] == Blanks.IDSP) {
                    buffer[k] = ' ';
                }
            }
        }
        settled = end;
    }

    /** Appends the next window to the characters not given yet; false at the end of the text. */
    private boolean more() {
        if (fetched == text.length()) {
            return false;
        }
        if (starts != null) {
            starts.note(fetched);
        }
        char[] window = text.window(fetched);
        fetched += window.length;
        buffer = LineChars.joined(buffer, at, buffer.length, window);
        settled = Math.max(0, settled - at);
        at = 0;
        return true;
    }

    @Override
    public void close() {
        buffer = new char[0];
        at = 0;
    }
}
