package dev.shinpan.record;

/**
 * Something wrong with the input, located: line and column (1-based; 0 when the problem concerns
 * the whole file), the offending text as found, and what was wrong or expected.
 *
 * <p>An {@link Severity#ERROR} means the record could not be read completely: what follows the
 * problem is missing or uncertain. A {@link Severity#WARNING} is a tolerated deviation from the
 * format that a careful reader should still know about.
 */
public record Problem(Severity severity, int line, int column, String text, String message) {

    public enum Severity {
        ERROR, WARNING;

        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public static Problem error(int line, int column, String text, String message) {
        return new Problem(Severity.ERROR, line, column, text, message);
    }

    public static Problem warning(int line, int column, String text, String message) {
        return new Problem(Severity.WARNING, line, column, text, message);
    }

    public static Problem error(SourceText at, String message) {
        return error(at.line(), at.column(), at.text(), message);
    }

    public static Problem warning(SourceText at, String message) {
        return warning(at.line(), at.column(), at.text(), message);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }
}
