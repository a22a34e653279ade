package dev.shinpan.record.text;

/**
 * A text too long to be held as characters all at once (a file of many records), given a window
 * at a time: a window always ends just after a line break, so that no line is split between two.
 * Readers walk it with {@link TextLines}; the whole is made only when something asks for it.
 */
public interface TextWindows {

    /** Characters in the whole text. */
    int length();

    /**
     * The characters from {@code from} to just after the first line feed at least {@code atLeast}
     * characters on (a source may count bytes and may make its windows smaller), or after a lone
     * CR where no line feed follows, or to the end; but never more than {@code atMost} characters:
     * where a line runs on past them, the window ends inside it (a line that long is over any
     * limit and never needed whole, and one file of a single 60 MB line would otherwise be one
     * window of 120 MB). {@code from} is 0 or where a window given before ended. The array holds
     * exactly the window and is the caller's.
     */
    char[] window(int from, int atLeast, int atMost);
}
