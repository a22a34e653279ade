package dev.shinpan.record;

/**
 * Walks decoded text line by line without copying it: CR LF, LF and a lone CR end a line (NEL
 * too where a format allows it), a last line needs no terminator. Readers look at the current
 * line through its bounds and take a substring only of what they keep.
 */
public final class TextLines {

    private final String text;
    private final int length;
    private final boolean nelEndsLine;
    private int next;
    private int number;
    private int start;
    private int end;
    /** The next LF, CR and NEL at or after the current line's start (the length when none); -1 before the first look. */
    private int nextLf = -1;
    private int nextCr = -1;
    private int nextNel = -1;

    /**
     * @param from        where the first line starts (past a byte-order mark, say)
     * @param nelEndsLine whether U+0085 (NEL) ends a line too
     */
    public TextLines(String text, int from, boolean nelEndsLine) {
        this.text = text;
        this.length = text.length();
        this.nelEndsLine = nelEndsLine;
        this.next = from;
    }

    /** From the first character; a byte-order mark there is skipped. */
    public static TextLines of(String text, boolean nelEndsLine) {
        return new TextLines(text, !text.isEmpty() && text.charAt(0) == '\uFEFF' ? 1 : 0, nelEndsLine);
    }

    /** Moves to the next line; false when the text has no more. */
    public boolean next() {
        if (next >= length) {
            return false;
        }
        start = next;
        if (nextLf < start) {
            nextLf = find('\n', start);
        }
        if (nextCr < start) {
            nextCr = find('\r', start);
        }
        int i = Math.min(nextLf, nextCr);
        if (nelEndsLine) {
            if (nextNel < start) {
                nextNel = find('\u0085', start);
            }
            i = Math.min(i, nextNel);
        }
        end = i;
        next = i == nextCr && i + 1 == nextLf ? i + 2 : i + 1;
        number++;
        return true;
    }

    /**
     * Where the next {@code c} at or after {@code from} stands, or the length: {@link String#indexOf}
     * is vectorised by the JVM, several times faster than a loop over the characters, and each
     * terminator's position is looked up once and kept until the lines pass it.
     */
    private int find(char c, int from) {
        int at = text.indexOf(c, from);
        return at < 0 ? length : at;
    }

    /** The 1-based number of the current line. */
    public int number() {
        return number;
    }

    public String text() {
        return text;
    }

    /** Where the current line starts in the text. */
    public int start() {
        return start;
    }

    /** Where the current line ends (exclusive), before its terminator. */
    public int end() {
        return end;
    }

    /** Characters of the current line. */
    public int length() {
        return end - start;
    }

    /** Where the current line ends once trailing blanks (SP, IDSP, TAB) are dropped. */
    public int trimmedEnd() {
        int e = end;
        while (e > start && Blanks.isBlank(text.charAt(e - 1))) {
            e--;
        }
        return e;
    }

    /** The current line without its trailing blanks. */
    public String trimmed() {
        return text.substring(start, trimmedEnd());
    }

    /** The current line as written. */
    public String line() {
        return text.substring(start, end);
    }
}
