package dev.shinpan.record;

/**
 * Walks decoded text line by line without copying it: CR LF, LF and a lone CR end a line (NEL
 * too where a format allows it), a last line needs no terminator. Readers look at the current
 * line through its bounds and take a substring only of what they keep.
 *
 * <p>The text is also given as an array of its characters ({@link #chars()}), made once: readers
 * scan lines there. {@code String.charAt} checks the string's coding and the index at every call,
 * which the quick JIT compiler a short batch runs with does not optimise away; reading KIF that way
 * cost several times the array.
 */
public final class TextLines {

    private final String text;
    private final char[] chars;
    private final int length;
    private final boolean nelEndsLine;
    private int next;
    private int number;
    private int start;
    private int end;

    /**
     * @param from        where the first line starts (past a byte-order mark, say)
     * @param nelEndsLine whether U+0085 (NEL) ends a line too
     */
    public TextLines(String text, int from, boolean nelEndsLine) {
        this.text = text;
        this.chars = text.toCharArray();
        this.length = chars.length;
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
        char[] c = chars;
        int i = start;
        if (nelEndsLine) {
            // one comparison for most characters: below CR only LF ends a line, above it only NEL
            while (i < length && (c[i] > '\r' ? c[i] != '\u0085' : c[i] != '\n' && c[i] != '\r')) {
                i++;
            }
        } else {
            while (i < length && c[i] != '\n' && c[i] != '\r') {
                i++;
            }
        }
        end = i;
        next = i + 1 < length && c[i] == '\r' && c[i + 1] == '\n' ? i + 2 : i + 1;
        number++;
        return true;
    }

    /** The 1-based number of the current line. */
    public int number() {
        return number;
    }

    public String text() {
        return text;
    }

    /** The characters of {@link #text()}, at the same indexes; not to be changed. */
    public char[] chars() {
        return chars;
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
        while (e > start && Blanks.isBlank(chars[e - 1])) {
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
