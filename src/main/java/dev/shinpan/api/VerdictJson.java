package dev.shinpan.api;

import dev.shinpan.adjudicate.Fingerprint;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.json.JsonWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * A verdict as the JSON object {@code shinpan check --format jsonl} prints for it, byte for byte: the same
 * writer makes both, in the vocabulary {@code docs/verdict.schema.json} publishes ({@code checkVerdict}).
 * {@code --format json} prints the same object, indented, in its {@code records} array. A lone verdict has
 * no copies in a batch, so {@code duplicateOf} and {@code prefixOf} are absent, as for a record that
 * copies none.
 *
 * <pre>{@code
 * GameRecord record = Shinpan.read(Path.of("game.kif")).get(0);
 * VerdictJson.write(Shinpan.judge(record), System.out);
 * }</pre>
 */
public final class VerdictJson {

    private VerdictJson() {}

    /**
     * Writes the verdict as one line of JSON in UTF-8, ending with the line separator, as
     * {@code --format jsonl} does.
     *
     * @param verdict a verdict from {@link Shinpan#judge}
     * @param out     where to write; flushed, not closed
     * @throws IOException when writing fails
     */
    public static void write(Verdict verdict, OutputStream out) throws IOException {
        Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        try {
            write(verdict, writer);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        writer.flush();
    }

    /**
     * The verdict as one line of JSON, without the line separator.
     *
     * @param verdict a verdict from {@link Shinpan#judge}
     * @return the JSON object
     */
    public static String toJson(Verdict verdict) {
        StringWriter text = new StringWriter();
        write(verdict, text);
        return text.toString().strip();
    }

    private static void write(Verdict verdict, Writer out) {
        JsonWriter json = JsonWriter.lines(out);
        json.verdict(verdict.record(), verdict, false, fingerprint(verdict), null, null, null);
        json.endLine();
    }

    /** The record's fingerprint as the command line takes it, or null when it has none. */
    private static String fingerprint(Verdict verdict) {
        try {
            Fingerprint.Print print = new Fingerprint().of(verdict.record());
            return print == null ? null : print.hex();
        } catch (RuntimeException e) {
            return null; // as the command line: a failure to take it leaves the record without one
        }
    }
}
