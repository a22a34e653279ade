package dev.shinpan.testing;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.IllegalFinding;
import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordReader;
import dev.shinpan.record.RecordReader.ReadOptions;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.RecordLoader;
import dev.shinpan.rules.Variants;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What any input, however broken, must get from shinpan: records with a verdict or located
 * errors. Nothing may escape as an exception or error, no record may carry the loader's "internal
 * error" (a reader exception it caught), and every location must lie within the text.
 */
public final class Robustness {

    private Robustness() {
    }

    /** Reads the text with the reader and judges every record under the default ruleset. */
    public static void readAndJudge(RecordReader reader, String text) {
        List<GameRecord> records = new ArrayList<>();
        reader.read(text, new ReadOptions("fuzz." + reader.format().name().toLowerCase(Locale.ROOT),
                "UTF-8", null), records::add);
        assertFalse(records.isEmpty(), "a reader gives at least one record");
        TextExtent extent = TextExtent.of(text);
        for (GameRecord record : records) {
            check(record, extent);
        }
    }

    /** Detects format and encoding of the bytes, reads and judges every record. */
    public static void loadAndJudge(String name, byte[] bytes) {
        List<GameRecord> records = new ArrayList<>();
        new RecordLoader().load(InputEntry.of(name, bytes), null, records::add);
        assertFalse(records.isEmpty(), "the loader gives at least one record");
        // Decoded text has at most as many lines and characters per line as the bytes.
        TextExtent extent = TextExtent.ofBytes(bytes);
        for (GameRecord record : records) {
            check(record, extent);
        }
    }

    private static void check(GameRecord record, TextExtent extent) {
        for (Problem p : record.problems()) {
            assertFalse(p.message().startsWith("internal error"), () -> "a reader failed: " + p.message());
            assertTrue(extent.contains(p.line(), p.column()), () -> "problem located outside the text: " + p);
        }
        Verdict verdict = new Referee(Rulesets.defaultFor(
                record.variant() == null ? Variants.STANDARD : record.variant())).judge(record);
        IllegalFinding illegal = verdict.firstIllegal();
        if (illegal != null && illegal.move() != null) {
            SourceText at = illegal.move();
            assertTrue(extent.contains(at.line(), at.column()), () -> "illegal move located outside the text: " + at);
        }
    }

    /**
     * How many lines a text has and how long each is, to tell whether a location lies within it.
     * Lines end at CR, LF or CRLF; the KIF reader also ends them at NEL (U+0085), so a location
     * is accepted if it lies within the text split either way.
     */
    record TextExtent(int[] lineLengths, int[] lineLengthsAtNel) {

        static TextExtent of(String text) {
            return new TextExtent(lengths(text, false), lengths(text, true));
        }

        private static int[] lengths(String text, boolean nel) {
            List<Integer> lengths = new ArrayList<>();
            int start = 0;
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == '\n' || c == '\r' || nel && c == '\u0085') {
                    lengths.add(i - start);
                    if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                        i++;
                    }
                    start = i + 1;
                }
            }
            lengths.add(text.length() - start);
            return lengths.stream().mapToInt(Integer::intValue).toArray();
        }

        /** Bounds for any decoding of the bytes: a line break is one byte or two, a character at least one byte. */
        static TextExtent ofBytes(byte[] bytes) {
            return of(new String(bytes, StandardCharsets.ISO_8859_1));
        }

        /** Line 0 is the whole text; otherwise the column may point just past the end of the line. */
        boolean contains(int line, int column) {
            if (line < 0 || column < 0) {
                return false;
            }
            return line == 0 || within(lineLengths, line, column) || within(lineLengthsAtNel, line, column);
        }

        private static boolean within(int[] lengths, int line, int column) {
            return line <= lengths.length && column <= lengths[line - 1] + 1;
        }
    }
}
