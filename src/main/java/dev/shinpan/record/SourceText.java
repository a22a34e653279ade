package dev.shinpan.record;

/**
 * A piece of a record's text and where it stands: 1-based line and column (columns count
 * characters of the decoded line, not bytes).
 */
public record SourceText(String text, int line, int column) {

    public static SourceText of(String text, int line, int column) {
        return new SourceText(text, line, column);
    }

    @Override
    public String toString() {
        return line + ":" + column + " " + text;
    }
}
