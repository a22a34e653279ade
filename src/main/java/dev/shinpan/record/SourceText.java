package dev.shinpan.record;

import java.util.Objects;

/**
 * A piece of a record's text and where it stands: 1-based line and column (columns count
 * characters of the decoded line, not bytes).
 *
 * <p>A value like a record. A reader may give it as a stretch of the decoded characters
 * ({@link #of(char[], int, int, int, int)}): the copy is then made only when the text is asked
 * for, which for most moves of most records is never (a move's text is shown only when a finding
 * concerns it).
 *
 * <pre>{@code
 * SourceText foul = verdict.firstIllegal().move();
 * System.out.println(foul.text() + " at line " + foul.line());
 * }</pre>
 */
public final class SourceText {

    /** The decoded characters the text is a stretch of, or null for a text given whole. */
    private final char[] chars;

    private final int from;
    private final int to;
    private final int line;
    private final int column;
    /** The text, once copied out of the source; racing threads make equal copies. */
    private String text;

    /**
     * A text given whole.
     *
     * @param text   the text as found
     * @param line   its 1-based line, or 0 for the whole input
     * @param column its 1-based column in characters, or 0
     */
    public SourceText(String text, int line, int column) {
        this(null, 0, text == null ? 0 : text.length(), line, column);
        this.text = text;
    }

    private SourceText(char[] chars, int from, int to, int line, int column) {
        this.chars = chars;
        this.from = from;
        this.to = to;
        this.line = line;
        this.column = column;
    }

    /**
     * A text given whole; the same as the constructor.
     *
     * @param text   the text as found
     * @param line   its 1-based line
     * @param column its 1-based column in characters
     * @return the located text
     */
    public static SourceText of(String text, int line, int column) {
        return new SourceText(text, line, column);
    }

    /**
     * {@code chars[from, to)}, copied out only when asked for; the characters are not to change.
     *
     * @param chars  the decoded characters, kept, not copied
     * @param from   the index of the text's first character
     * @param to     the index after its last character
     * @param line   its 1-based line
     * @param column its 1-based column in characters
     * @return the located text
     * @throws IndexOutOfBoundsException if {@code from} and {@code to} are not a stretch of {@code chars}
     */
    public static SourceText of(char[] chars, int from, int to, int line, int column) {
        if (from < 0 || to < from || to > chars.length) {
            throw new IndexOutOfBoundsException("no text " + from + ".." + to + " in " + chars.length + " chars");
        }
        return new SourceText(chars, from, to, line, column);
    }

    /** {@return the text as found in the record} */
    public String text() {
        String t = text;
        if (t == null && chars != null) {
            t = new String(chars, from, to - from);
            text = t;
        }
        return t;
    }

    /** {@return its 1-based line; 0 when it concerns the whole input} */
    public int line() {
        return line;
    }

    /** {@return its 1-based column, in characters of the decoded line} */
    public int column() {
        return column;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SourceText s && line == s.line && column == s.column && Objects.equals(text(), s.text());
    }

    @Override
    public int hashCode() {
        return (Objects.hashCode(text()) * 31 + line) * 31 + column;
    }

    @Override
    public String toString() {
        return line + ":" + column + " " + text();
    }
}
