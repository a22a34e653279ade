package dev.shinpan.testing;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.IllegalFinding;
import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.record.codec.RecordReader.ReadOptions;
import dev.shinpan.record.format.FormatDetector;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputBudget;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * What any input, however broken, must get from shinpan: records with a verdict or located
 * errors. Nothing may escape as an exception or error, no record may carry the loader's "internal
 * error" (a reader exception it caught), and every location must lie within the text.
 */
public final class Robustness {

    private Robustness() {}

    /** Reads the text with the reader and judges every record under the default ruleset. */
    public static void readAndJudge(RecordReader reader, String text) {
        List<GameRecord> records = new ArrayList<>();
        reader.read(
                text,
                new ReadOptions("fuzz." + reader.format().name().toLowerCase(Locale.ROOT), "UTF-8", null),
                records::add);
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
        TextExtent extent = TextExtent.ofLoaded(bytes, name);
        for (GameRecord record : records) {
            check(record, extent);
        }
    }

    /**
     * Opens the bytes as the user's only input, read from standard input under the given name:
     * a record, a compressed file or an archive (nested to the limit), every entry loaded and
     * judged. Every entry must come out as records with a verdict or located errors, or as an
     * error naming the entry; nothing may be shinpan's own failure; the entries reported and the
     * bytes handed on stay within the limits; every message renders in every language.
     */
    public static void openAndJudge(String name, byte[] bytes, Limits limits) {
        List<InputEntry> entries = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        List<Message> said = new ArrayList<>();
        new Inputs(Formats.inputNames(), limits, InputBudget.unlimited(), name, new ByteArrayInputStream(bytes))
                .read(List.of(Inputs.STDIN), new Inputs.Visitor() {
                    @Override
                    public void entry(InputEntry entry) {
                        entries.add(entry);
                    }

                    @Override
                    public void skipped(String entry, Message reason) {
                        skipped.add(entry);
                        said.add(reason);
                    }
                });
        List<String> reported = new ArrayList<>(skipped);
        entries.forEach(e -> reported.add(e.name()));
        reported.forEach(r -> assertTrue(r.startsWith(name), () -> r + " is not inside " + name));
        // Each entry of each archive level counts against the limit; an archive besides may report
        // itself damaged twice (its directory, then its cut-off stream), and its end. An archive may
        // also hold nothing and be reported as nothing: that a run found no record is the command's
        // to say.
        assertTrue(reported.size() <= 3 * (limits.archiveEntries() + 1) + 1, () -> reported.size() + " reports");
        long handedOn = loadEach(entries, limits, said);
        assertTrue(handedOn <= limits.archiveBytes() + limits.inputBytes(), () -> handedOn + " bytes handed on");
        boolean archiveFailed = entries.stream()
                .anyMatch(e -> e.error() != null
                        && (e.name().equals(name) || e.error().key().startsWith("input.limit.")));
        if (!archiveFailed) {
            noZipEntryLost(name, bytes, reported);
        }
        for (Message m : said) {
            for (Catalogue c : List.of(Catalogue.english(), Catalogue.japanese())) {
                assertFalse(c.render(m).isBlank(), () -> m + " renders blank");
            }
        }
    }

    /**
     * Loads and judges every entry: none is shinpan's own failure, none holds more than the limit,
     * each gives records; what they say joins {@code said}.
     *
     * @return the bytes handed on, all entries together
     */
    private static long loadEach(List<InputEntry> entries, Limits limits, List<Message> said) {
        RecordLoader loader = new RecordLoader(limits);
        long handedOn = 0;
        for (InputEntry entry : entries) {
            assertFalse(
                    entry.internal(),
                    () -> entry.name() + ": shinpan failed: "
                            + Catalogue.english().render(entry.error()));
            byte[] content = entry.bytes() == null ? new byte[0] : entry.bytes();
            assertTrue(
                    content.length <= limits.inputBytes(), () -> entry.name() + " holds " + content.length + " bytes");
            handedOn += content.length;
            if (entry.error() != null) {
                said.add(entry.error());
            }
            List<GameRecord> records = new ArrayList<>();
            loader.load(entry, null, records::add);
            assertFalse(records.isEmpty(), () -> entry.name() + " gave no record");
            TextExtent extent = TextExtent.ofLoaded(content, entry.name());
            for (GameRecord record : records) {
                check(record, extent);
                record.problems().stream()
                        .map(Problem::catalogued)
                        .filter(Objects::nonNull)
                        .forEach(said::add);
            }
        }
        return handedOn;
    }

    /**
     * The record entries that the JDK's own zip reader finds in the input's local headers are
     * reported (read, skipped or failed): a second, independent reading of the zip, so that entries
     * a damaged central directory leaves out cannot go missing unnoticed. An entry counts as
     * reported under its own name, or, since the central directory may name it otherwise than its
     * local header, when as many entries are reported as were found. Entries whose content could be
     * an archive or compressed file are left out (an empty one is reported as nothing), and so are
     * names that are not ASCII (the readers may decode them differently). Entries the JDK reads
     * before it fails count; the rest of the zip is beyond checking.
     */
    private static void noZipEntryLost(String name, byte[] bytes, List<String> reported) {
        List<String> found = new ArrayList<>();
        try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8)) {
            for (ZipEntry e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
                byte[] head = zip.readNBytes(512);
                if (!e.isDirectory()
                        && e.getName().chars().allMatch(c -> c >= 0x20 && c < 0x7F)
                        && head.length < 512
                        && !couldBeContainer(head)) {
                    found.add(name + "!/" + e.getName());
                }
            }
        } catch (IOException | RuntimeException e) {
            // what the JDK read up to here is still checked
        }
        String prefix = name + "!/";
        long topLevel = reported.stream()
                .filter(r ->
                        r.startsWith(prefix) && !r.substring(prefix.length()).contains("!/"))
                .count();
        List<String> missing = found.stream().filter(e -> !reported.contains(e)).toList();
        assertTrue(
                missing.isEmpty() || topLevel >= found.size(),
                () -> missing + " (found by java.util.zip) are not" + " reported; reported " + reported);
    }

    /** Whether the bytes begin as zip, 7z, gzip, xz or bzip2 do. */
    private static boolean couldBeContainer(byte[] head) {
        String ascii = new String(head, 0, Math.min(head.length, 6), StandardCharsets.ISO_8859_1);
        return ascii.startsWith("PK")
                || ascii.startsWith("7z")
                || ascii.startsWith("\u001f\u008b")
                || ascii.startsWith("\u00fd7zXZ")
                || ascii.startsWith("BZh");
    }

    private static void check(GameRecord record, TextExtent extent) {
        for (Problem p : record.problems()) {
            assertFalse(p.message().startsWith("internal error"), () -> "a reader failed: " + p.message());
            assertTrue(extent.contains(p.line(), p.column()), () -> "problem located outside the text: " + p);
        }
        Verdict verdict = new Referee(
                        Rulesets.defaultFor(record.variant() == null ? Variants.STANDARD : record.variant()))
                .judge(record);
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
    record TextExtent(List<int[]> splits) {

        static TextExtent of(String text) {
            return new TextExtent(List.of(lengths(text, false), lengths(text, true)));
        }

        /** A location is accepted if it lies within either. */
        TextExtent or(TextExtent other) {
            List<int[]> both = new ArrayList<>(splits);
            both.addAll(other.splits);
            return new TextExtent(both);
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

        /**
         * The text the loader reads from these bytes, as it decodes them; failing that, the bounds
         * the bytes set on any decoding.
         */
        static TextExtent ofLoaded(byte[] bytes, String name) {
            FormatDetector.Detection detection = FormatDetector.detect(bytes, name);
            return detection.text() == null
                    ? ofBytes(bytes)
                    : of(detection.text().text()).or(ofBytes(bytes));
        }

        /**
         * Bounds for any decoding of the bytes that has no NEL: a line break is one byte or two, a
         * character at least one byte. (A NEL byte, 0x85, also stands inside other characters.)
         */
        private static TextExtent ofBytes(byte[] bytes) {
            return new TextExtent(List.of(lengths(new String(bytes, StandardCharsets.ISO_8859_1), false)));
        }

        /** Line 0 is the whole text; otherwise the column may point just past the end of the line. */
        boolean contains(int line, int column) {
            if (line < 0 || column < 0) {
                return false;
            }
            return line == 0 || splits.stream().anyMatch(lengths -> within(lengths, line, column));
        }

        private static boolean within(int[] lengths, int line, int column) {
            return line <= lengths.length && column <= lengths[line - 1] + 1;
        }
    }
}
