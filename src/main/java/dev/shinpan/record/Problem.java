package dev.shinpan.record;

import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import java.util.Objects;

/**
 * Something wrong with the input, located: line and column (1-based; 0 when the problem concerns
 * the whole file), the offending text as found, and what was wrong or expected.
 *
 * <p>Every problem is said in the message catalogue's words ({@code catalogued}), so that text
 * reports say it in the reader's language; {@code message} is its English text, which JSON gives.
 *
 * <p>An {@link Severity#ERROR} means the record could not be read completely: what follows the
 * problem is missing or uncertain. A {@link Severity#WARNING} is a tolerated deviation from the
 * format that a careful reader should still know about.
 */
public record Problem(Severity severity, int line, int column, String text, String message, Message catalogued) {

    public enum Severity {
        ERROR, WARNING;

        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public Problem {
        Objects.requireNonNull(catalogued, "a problem is said in the catalogue's words");
    }

    /** An error of the whole input (it could not be read at all), in the catalogue's words. */
    public static Problem error(Message message) {
        return new Problem(Severity.ERROR, 0, 0, "", Catalogue.english().render(message), message);
    }

    /** An error at a place in the text, in the catalogue's words. */
    public static Problem error(SourceText at, Message message) {
        return error(at.line(), at.column(), at.text(), message);
    }

    /** A warning at a place in the text, in the catalogue's words. */
    public static Problem warning(SourceText at, Message message) {
        return warning(at.line(), at.column(), at.text(), message);
    }

    /** An error at a line and column, in the catalogue's words. */
    public static Problem error(int line, int column, String text, Message message) {
        return new Problem(Severity.ERROR, line, column, text, Catalogue.english().render(message), message);
    }

    /** A warning at a line and column, in the catalogue's words. */
    public static Problem warning(int line, int column, String text, Message message) {
        return new Problem(Severity.WARNING, line, column, text, Catalogue.english().render(message), message);
    }



    public boolean isError() {
        return severity == Severity.ERROR;
    }
}
