package dev.shinpan.record.csa;

import dev.shinpan.record.SourceText;

/**
 * One CSA statement: a whole line, or one comma-separated field of it, located at its first
 * character (1-based line and column of the decoded text).
 *
 * <p>It stands where it is in the decoded characters ({@code chars[from, to)}); the text is copied out
 * only when asked for. Moves and times, nearly every statement of a record, are read in place.
 */
final class CsaStatement {

    private final CsaStatementKind kind;
    private final char[] chars;
    private final int from;
    private final int to;
    private final int line;
    private final int column;
    private String text;

    private CsaStatement(char[] chars, int from, int to, int line, int column) {
        this.chars = chars;
        this.from = from;
        this.to = to;
        this.line = line;
        this.column = column;
        this.kind = CsaStatementKind.of(chars, from, to);
    }

    /**
     * The statement {@code chars[from, to)}, its first character at the given line and column; the
     * decoded characters are shared, not copied, and read in place.
     */
    static CsaStatement of(char[] chars, int from, int to, int line, int column) {
        return new CsaStatement(chars, from, to, line, column);
    }

    CsaStatementKind kind() {
        return kind;
    }

    String text() {
        String t = text;
        if (t == null) {
            t = new String(chars, from, to - from);
            text = t;
        }
        return t;
    }

    int line() {
        return line;
    }

    int column() {
        return column;
    }

    /** The characters of the decoded text the statement stands in, for readers that look without copying. */
    char[] chars() {
        return chars;
    }

    /** Where the statement starts in {@link #chars()}. */
    int from() {
        return from;
    }

    /** Where it ends (exclusive) in {@link #chars()}. */
    int to() {
        return to;
    }

    SourceText source() {
        return SourceText.of(chars, from, to, line, column);
    }

    /** A located piece of this statement, starting {@code offset} characters in. */
    SourceText source(int offset, int length) {
        int end = Math.min(to, from + offset + length);
        return SourceText.of(chars, Math.min(from + offset, end), end, line, column + offset);
    }

    @Override
    public String toString() {
        return line + ":" + column + " " + text();
    }
}
