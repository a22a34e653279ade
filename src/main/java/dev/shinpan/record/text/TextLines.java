package dev.shinpan.record.text;

/**
 * Walks decoded text line by line without copying it: CR LF, LF and a lone CR end a line (NEL
 * too where a format allows it), a last line needs no terminator. Readers look at the current
 * line through its bounds and take a substring only of what they keep.
 *
 * <p>The text is also given as an array of its characters ({@link #chars()}): readers scan lines
 * there. {@code String.charAt} checks the string's coding and the index at every call, which the
 * quick JIT compiler a short batch runs with does not optimise away; reading KIF that way cost
 * several times the array.
 *
 * <p>A text the decoder made as characters is walked in place. A long one (a multi-record file
 * of many megabytes, decoded from its bytes as it is read) or one given as a String is walked
 * window by window, each about {@link #WINDOW} characters and ending just after a line feed
 * ({@link RecordText#window}), so that the characters never take more than a window beyond the
 * bytes: {@link #chars()} and the line's bounds are then those of the current window. Readers
 * take a line's text from {@link #chars()}, never from the whole text they were given.
 *
 * <p>A window holds at most its size and the longest line a reader takes whole: a line without
 * end costs no more than that. A line the bound cut is carried into the next window when it is
 * no longer than that longest line, so it comes whole; a longer one comes in part ({@link #goesOn()}),
 * longer than the reader's limit so that the reader refuses it, and its rest is passed over.
 */
public final class TextLines {

    /** Characters a window holds at least (unless the text ends first): 2 MB of characters. */
    public static final int WINDOW = 1 << 20;

    private final RecordText whole;
    private final int window;
    private final boolean nelEndsLine;
    /** The longest line given whole; a longer one is given as far as its window holds it. */
    private final int longestLine;
    /** The current window: its characters, and where it ends in the whole text. */
    private char[] chars;

    private int length;
    private int windowEnd;
    /** Whether the current window ends inside a line that goes on in the next. */
    private boolean cut;
    /** Whether the current line is longer than {@link #longestLine} and goes on past the window; its rest is passed over. */
    private boolean goesOn;
    /** Windows loaded so far, carried-over ones included. */
    private int windows;
    /**
     * For a text held as characters whose decoder noted its breaks: their indexes, how many, and the
     * first not yet passed; null when the lines are found by a scan.
     */
    private int[] breaks;

    private int breakCount;
    private int nextBreak;
    private int next;
    private int number;
    private int start;
    private int end;

    /**
     * @param from        where the first line starts (past a byte-order mark, say)
     * @param nelEndsLine whether U+0085 (NEL) ends a line too
     * @param longestLine the longest line a reader needs whole (its limit on lines): a longer one
     *                    is given only in part, at least one character past this, so that the
     *                    reader can refuse it, and its rest is passed over
     */
    public TextLines(RecordText text, int from, boolean nelEndsLine, int longestLine) {
        this(text, from, nelEndsLine, longestLine, WINDOW);
    }

    /** @param window the characters a window holds at least (tests use small ones) */
    TextLines(RecordText text, int from, boolean nelEndsLine, int longestLine, int window) {
        this.whole = text;
        this.window = window;
        this.nelEndsLine = nelEndsLine;
        this.longestLine = longestLine;
        load(0);
        this.next = from;
    }

    /** From the first character; a byte-order mark there is skipped. */
    public static TextLines of(RecordText text, boolean nelEndsLine, int longestLine) {
        return new TextLines(text, text.length() > 0 && text.charAt(0) == '\uFEFF' ? 1 : 0, nelEndsLine, longestLine);
    }

    /**
     * Makes the window that starts at {@code from} in the whole text: to the end when that is near,
     * else to just after the first line feed past {@link #window} characters (a line feed always
     * ends a line, and a CR before it stays in the same window), or after a lone CR where no line
     * feed follows; see {@link TextWindows#window}.
     */
    private void load(int from) {
        if (whole.hasChars()) {
            // the characters are there already: one window, no copy
            chars = whole.chars();
            length = whole.length();
            windowEnd = length;
            next = 0;
            LineBreaks noted = whole.lineBreaks();
            if (noted != null) {
                breaks = noted.indexes();
                breakCount = noted.count();
            }
            return;
        }
        // a window cut between the CR and LF of one line break: the LF is no line of its own
        boolean afterCr = chars != null && length > 0 && chars[length - 1] == '\r';
        chars = whole.window(from, window, windowCap());
        windows++;
        length = chars.length;
        windowEnd = from + length;
        next = afterCr && chars[0] == '\n' ? 1 : 0;
        cut = endsInsideLine();
    }

    /** The most characters a window holds: past them a line is longer than any reader takes whole. */
    private int windowCap() {
        return (int) Math.min(Integer.MAX_VALUE - 16, (long) window + longestLine + 1);
    }

    /** Whether the current window ends inside a line that goes on in the next one. */
    private boolean endsInsideLine() {
        return windowEnd < whole.length() && !isBreak(chars[length - 1]);
    }

    private boolean isBreak(char c) {
        return c == '\n' || c == '\r' || nelEndsLine && c == '\u0085';
    }

    /**
     * The line from {@code start} goes on in the next window: the next window is loaded with that
     * start before it, so that the line is whole in one array.
     */
    private void carry(int from) {
        char[] more = whole.window(windowEnd, window, windowCap());
        windows++;
        chars = LineChars.joined(chars, from, length, more);
        length = chars.length;
        windowEnd += more.length;
        cut = endsInsideLine();
    }

    /** Loads the window after the current one, past the rest of a line given in part. */
    private void nextWindow() {
        load(windowEnd);
        if (goesOn) {
            goesOn = false;
            passOverRest();
        }
    }

    /** Passes over the rest of a line too long to be given whole, to just after its line break. */
    private void passOverRest() {
        while (true) {
            int i = 0;
            while (i < length && !isBreak(chars[i])) {
                i++;
            }
            if (i < length) {
                next = chars[i] == '\r' && i + 1 < length && chars[i + 1] == '\n' ? i + 2 : i + 1;
                return;
            }
            if (windowEnd == whole.length()) {
                next = length;
                return;
            }
            load(windowEnd);
        }
    }

    /** Moves to the next line; false when the text has no more. */
    public boolean next() {
        while (next >= length) {
            if (windowEnd == whole.length()) {
                return false;
            }
            nextWindow();
        }
        start = next;
        char[] c = chars;
        int i = start;
        if (breaks != null) {
            i = notedBreak(start);
        } else if (nelEndsLine) {
            // one comparison for most characters: below CR only LF ends a line, above it only NEL
            while (i < length && (c[i] > '\r' ? c[i] != '\u0085' : c[i] != '\n' && c[i] != '\r')) {
                i++;
            }
        } else {
            while (i < length && c[i] != '\n' && c[i] != '\r') {
                i++;
            }
        }
        if (i == length && cut) {
            return finishLine(i);
        }
        end = i;
        next = i + 1 < length && c[i] == '\r' && c[i + 1] == '\n' ? i + 2 : i + 1;
        number++;
        return true;
    }

    /**
     * The first break the decoder noted at or after {@code from} that ends a line here (a NEL only
     * where it does), or the text's length when none does.
     */
    private int notedBreak(int from) {
        int k = nextBreak;
        while (k < breakCount && (breaks[k] < from || !nelEndsLine && chars[breaks[k]] == '\u0085')) {
            k++;
        }
        nextBreak = k;
        return k < breakCount ? breaks[k] : length;
    }

    /**
     * Finishes a line that runs to the end of a window cut inside it, scanned up to {@code i}: one
     * no longer than the longest given whole is carried into the next window, as often as it
     * needs; a longer one is given as far as it goes here.
     */
    private boolean finishLine(int i) {
        while (i == length && cut) {
            if (i - start > longestLine) {
                goesOn = true;
                break;
            }
            int scanned = i - start;
            carry(start);
            start = 0;
            i = scanned;
            while (i < length && !isBreak(chars[i])) {
                i++;
            }
        }
        end = i;
        next = i + 1 < length && chars[i] == '\r' && chars[i + 1] == '\n' ? i + 2 : i + 1;
        number++;
        return true;
    }

    /**
     * Whether the current line is longer than the longest given whole and goes on past what
     * {@link #chars()} holds of it: its {@link #length()} is then only where it was cut.
     */
    public boolean goesOn() {
        return goesOn && end == length;
    }

    /**
     * How many windows have been loaded so far: a reader that keeps places in the text (a
     * {@link SourceText} points into its window) sees from it when a record spans windows, whose
     * arrays its places would otherwise keep alive.
     */
    public int windows() {
        return windows;
    }

    /** The 1-based number of the current line. */
    public int number() {
        return number;
    }

    /**
     * The characters the current line stands in: the whole text, or for a long one the current
     * window (the array may hold more than the text); not to be changed.
     */
    public char[] chars() {
        return chars;
    }

    /** Where the current line starts in {@link #chars()}. */
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
}
