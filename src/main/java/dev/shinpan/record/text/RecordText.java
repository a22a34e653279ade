package dev.shinpan.record.text;

/**
 * The decoded text of one input, in one of three forms: an array of characters, which readers
 * scan without a copy (a single record, the usual input); windows decoded from the bytes as they
 * are read (a file of many megabytes, walked by {@link TextLines} window by window, so that its
 * characters never take more than a window beyond its bytes); or a {@code String} given by a caller.
 * The whole as characters or as a String is made from the other forms only when asked for.
 *
 * <p>A text given by windows remembers the window {@link #charAt} last looked in, so that looking
 * forward through it decodes each window once: it is for one thread at a time, as a record is.
 */
public final class RecordText {

    private final char[] chars;
    private final int length;
    /** For a text held as characters, where its lines break, when the decoder noted it; else null. */
    private final LineBreaks breaks;
    /** The text as a String: given, or made on first use. */
    private String string;
    /** The text as windows: a given String's, or the decoder's for a long text; null when held as characters. */
    private final TextWindows windows;
    /** For a text given by windows: the window {@link #charAt} last looked in, and where it starts. */
    private char[] seen;

    private int seenFrom;

    private RecordText(char[] chars, int length, LineBreaks breaks, String string, TextWindows windows) {
        this.chars = chars;
        this.length = length;
        this.breaks = breaks;
        this.string = string;
        this.windows = windows;
    }

    public static RecordText of(String text) {
        return new RecordText(null, text.length(), null, text, new StringWindows(text));
    }

    /** The first {@code length} characters of the array, which the text then owns: not to be changed. */
    public static RecordText of(char[] chars, int length) {
        return of(chars, length, null);
    }

    /**
     * As {@link #of(char[], int)}, with every line break among the characters noted (CR, LF and
     * NEL, as {@link LineBreaks} says), or null when they were not.
     */
    public static RecordText of(char[] chars, int length, LineBreaks breaks) {
        if (length < 0 || length > chars.length) {
            throw new IndexOutOfBoundsException("no " + length + " characters in " + chars.length);
        }
        return new RecordText(chars, length, breaks, null, null);
    }

    /** A long text given a window at a time. */
    public static RecordText of(TextWindows windows) {
        return new RecordText(null, windows.length(), null, null, windows);
    }

    public int length() {
        return length;
    }

    /** Where the lines of a text held as characters break, when the decoder noted it; else null. */
    LineBreaks lineBreaks() {
        return breaks;
    }

    /** Whether the text is held as characters, so that {@link #chars()} costs nothing. */
    public boolean hasChars() {
        return chars != null;
    }

    /**
     * The characters, at indexes 0 to {@link #length()} (the array may be longer); not to be
     * changed. Shared when the text is held so, else the whole text made anew on each call.
     */
    public char[] chars() {
        if (chars != null) {
            return chars;
        }
        return string != null ? string.toCharArray() : joined();
    }

    /**
     * For a text not held as characters: a window of it, as {@link TextWindows#window} tells;
     * {@code from} is 0 or where a window given before ended.
     */
    public char[] window(int from, int atLeast, int atMost) {
        if (windows == null) {
            throw new IllegalStateException("a text held as characters is read in place");
        }
        return windows.window(from, atLeast, atMost);
    }

    /** The character at an index below {@link #length()}. */
    public char charAt(int index) {
        if (chars != null) {
            return chars[index];
        }
        if (string != null) {
            return string.charAt(index);
        }
        if (seen == null || index < seenFrom) {
            seenFrom = 0;
            seen = window(0);
        }
        while (index >= seenFrom + seen.length) {
            seenFrom += seen.length;
            seen = window(seenFrom);
        }
        return seen[index - seenFrom];
    }

    /** The text as a String, made once from the characters or the windows when not given as one. */
    public String string() {
        String s = string;
        if (s == null) {
            s = chars != null ? new String(chars, 0, length) : new String(joined());
            string = s;
        }
        return s;
    }

    /**
     * For a text not held as characters: a window of the usual size, about {@link TextLines#WINDOW}
     * characters to a line break, or twice that inside a line without end; {@code from} is 0 or
     * where a window given before ended. What a reader that walks the text whole takes.
     */
    public char[] window(int from) {
        return window(from, TextLines.WINDOW, 2 * TextLines.WINDOW);
    }

    /** The windows one after another in one array. */
    private char[] joined() {
        // the first window may be decoded already, by a look at the text's start (detection)
        char[] first = seen != null && seenFrom == 0 ? seen : window(0);
        if (first.length == length) {
            return first; // one window, a text on one line (JSON): no second copy of it
        }
        char[] all = new char[length];
        System.arraycopy(first, 0, all, 0, first.length);
        for (int from = first.length; from < length; ) {
            char[] w = window(from);
            System.arraycopy(w, 0, all, from, w.length);
            from += w.length;
        }
        return all;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RecordText t && string().equals(t.string());
    }

    @Override
    public int hashCode() {
        return string().hashCode();
    }

    @Override
    public String toString() {
        return string();
    }
}
