package dev.shinpan.record.jkf;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.build.RecordBuilder;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.record.jkf.JkfCursor.Restart;
import dev.shinpan.record.jkf.JkfJson.TooManyValues;
import dev.shinpan.record.text.RecordText;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Consumer;

/**
 * Reads JKF, the JSON Kifu Format (docs/formats.md §5): {@code header}, {@code initial} (a preset or a
 * board), and {@code moves}, whose first entry belongs to the start position and whose
 * {@code forks} are variations replacing the move they sit on. Normalized JKF names every origin;
 * unnormalized JKF may leave it to {@code same} and {@code relative}, which are resolved on the
 * board by the JSA rules.
 *
 * <p>One reader, on Jackson's streaming parser ({@link JkfJson}): the document is streamed into the
 * builder as its tokens come, so a file of many forks needs no tree of the whole text, and each
 * problem is placed at the line and column of the token it concerns; a move's text is the compact
 * JSON of its {@code move} object. JSON that is not well-formed anywhere is one located error, and
 * the record is not read, whatever was read before it.
 */
public final class JkfReader implements RecordReader {

    /** Characters of the text shown with a problem. */
    private static final int SHOWN = 20;

    @Override
    public RecordFormat format() {
        return RecordFormat.JKF;
    }

    @Override
    public void read(RecordText text, ReadOptions options, Consumer<GameRecord> sink) {
        sink.accept(read(text, options));
    }

    /** Reads one JKF document, held as characters or read a window at a time. */
    static GameRecord read(RecordText text, ReadOptions options) {
        RecordBuilder builder = new RecordBuilder(RecordFormat.JKF, options, 0);
        if (options.variant() != null && options.variant() != Variants.STANDARD) {
            builder.problem(Problem.error(
                    0,
                    0,
                    "",
                    Message.of(
                            "read.jkf.variant",
                            "JKF",
                            options.variant(),
                            options.variant().toString())));
            return builder.unreadable();
        }
        int maxValues = options.limits().jsonValues();
        JkfJson json = new JkfJson(text);
        try {
            try {
                return read(json, options, maxValues);
            } catch (JacksonException e) {
                JkfJson blanked = json.blanked();
                if (blanked == null) {
                    throw e;
                }
                return read(blanked, options, maxValues);
            }
        } catch (JacksonException e) {
            builder.problem(malformed(text, e));
            return builder.unreadable();
        } catch (TooManyValues e) {
            builder.problem(Problem.error(
                    e.spot.line(),
                    e.spot.column(),
                    e.text,
                    Message.of(
                            "read.limit.json-values", maxValues, Limits.JSON_VALUES + "=" + maxValues, "JKF", "JSON")));
            return builder.unreadable();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // the text is in memory: no I/O
        }
    }

    /**
     * Reads the document into a builder of its own; read again, into a new one, when its keys are
     * not in the order it streams ({@link Restart}).
     */
    private static GameRecord read(JkfJson json, ReadOptions options, int maxValues) throws IOException, TooManyValues {
        try {
            try {
                return new JkfDocument(json, new RecordBuilder(RecordFormat.JKF, options, 0), false, maxValues).read();
            } catch (Restart r) {
                return new JkfDocument(json, new RecordBuilder(RecordFormat.JKF, options, 0), true, maxValues).read();
            }
        } catch (Restart r) {
            throw new IllegalStateException("a second reading knows the names given twice", r);
        }
    }

    /** One located error for text that is not well-formed JSON, placed where Jackson stopped. */
    private static Problem malformed(RecordText text, JacksonException e) {
        JsonLocation location = e.getLocation();
        int line = location == null ? 0 : Math.max(0, location.getLineNr());
        int column = location == null ? 0 : Math.max(0, location.getColumnNr());
        return Problem.error(
                line,
                column,
                textAt(text, line, column),
                Message.of(
                        "read.jkf.malformed",
                        "JSON",
                        e.getOriginalMessage().lines().findFirst().orElse(""),
                        "JKF"));
    }

    /**
     * A few characters of the text from a line and column, for showing where JSON went wrong. Lines
     * end as {@link String#lines()} ends them (LF, CR LF or a lone CR), as Jackson counts them.
     */
    private static String textAt(RecordText text, int line, int column) {
        if (line < 1 || column < 1) {
            return "";
        }
        int length = text.length();
        int start = 0;
        for (int l = 1; l < line; l++) {
            int i = start;
            while (i < length && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
                i++;
            }
            if (i == length) {
                return "";
            }
            start = i + (text.charAt(i) == '\r' && i + 1 < length && text.charAt(i + 1) == '\n' ? 2 : 1);
        }
        if (start == length) {
            return "";
        }
        int end = start;
        while (end < length
                && end - start < column - 1 + SHOWN
                && text.charAt(end) != '\n'
                && text.charAt(end) != '\r') {
            end++;
        }
        StringBuilder shown = new StringBuilder(SHOWN);
        for (int i = Math.min(start + column - 1, end); i < end && shown.length() < SHOWN; i++) {
            shown.append(text.charAt(i));
        }
        return shown.toString();
    }

    /** The first characters of a text, as many as a problem shows. */
    static String firstChars(String s) {
        return s.length() <= SHOWN ? s : s.substring(0, SHOWN);
    }
}
