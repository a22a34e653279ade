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
 *
 * <pre>{@code
 * GameRecord junk = Shinpan.read("junk.kif", "not a record".getBytes(StandardCharsets.UTF_8)).get(0);
 * for (Problem problem : junk.problems()) {
 *     System.out.println(problem.line() + ": " + problem.message());
 * }
 * }</pre>
 *
 * @param severity   whether the record could still be read completely
 * @param line       1-based line, or 0 for the whole input
 * @param column     1-based column in characters, or 0
 * @param text       the offending text as found, empty when there is none
 * @param message    what is wrong, in English
 * @param catalogued what is wrong, in the catalogue's words, for either language
 */
public record Problem(Severity severity, int line, int column, String text, String message, Message catalogued) {

    /** How bad a problem is. */
    public enum Severity {
        /** The record could not be read completely: what follows is missing or uncertain. */
        ERROR,
        /** A tolerated deviation from the format. */
        WARNING;

        /** {@return the stable name used in JSON output: {@code error} or {@code warning}} */
        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * Checks that the problem is said in the catalogue's words.
     *
     * @param severity   error or warning
     * @param line       1-based line, or 0
     * @param column     1-based column, or 0
     * @param text       the offending text
     * @param message    what is wrong, in English
     * @param catalogued what is wrong, in the catalogue's words; never null
     */
    public Problem {
        Objects.requireNonNull(catalogued, "a problem is said in the catalogue's words");
    }

    /**
     * An error of the whole input (it could not be read at all), in the catalogue's words.
     *
     * @param message what is wrong
     * @return the problem, at line 0, column 0
     */
    public static Problem error(Message message) {
        return new Problem(Severity.ERROR, 0, 0, "", Catalogue.english().render(message), message);
    }

    /**
     * An error at a place in the text, in the catalogue's words.
     *
     * @param at      the offending text, located
     * @param message what is wrong
     * @return the problem
     */
    public static Problem error(SourceText at, Message message) {
        return error(at.line(), at.column(), at.text(), message);
    }

    /**
     * A warning at a place in the text, in the catalogue's words.
     *
     * @param at      the offending text, located
     * @param message what is wrong
     * @return the problem
     */
    public static Problem warning(SourceText at, Message message) {
        return warning(at.line(), at.column(), at.text(), message);
    }

    /**
     * An error at a line and column, in the catalogue's words.
     *
     * @param line    1-based line
     * @param column  1-based column
     * @param text    the offending text
     * @param message what is wrong
     * @return the problem
     */
    public static Problem error(int line, int column, String text, Message message) {
        return new Problem(
                Severity.ERROR, line, column, text, Catalogue.english().render(message), message);
    }

    /**
     * A warning at a line and column, in the catalogue's words.
     *
     * @param line    1-based line
     * @param column  1-based column
     * @param text    the offending text
     * @param message what is wrong
     * @return the problem
     */
    public static Problem warning(int line, int column, String text, Message message) {
        return new Problem(
                Severity.WARNING, line, column, text, Catalogue.english().render(message), message);
    }

    /** {@return whether this is an error, which leaves the record unreadable from this point on} */
    public boolean isError() {
        return severity == Severity.ERROR;
    }
}
