package dev.shinpan.record.format;

import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.codec.FormatEvidence;
import dev.shinpan.record.codec.FormatEvidence.Told;
import dev.shinpan.record.encoding.DecodedText;
import dev.shinpan.record.encoding.TextDecoder;
import dev.shinpan.record.text.RecordText;
import dev.shinpan.record.text.TextLines;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import java.nio.charset.Charset;
import java.util.Arrays;
import java.util.Optional;

/**
 * Decides a record file's format from its content (docs/formats.md §8) with each format's
 * {@link FormatEvidence}, as {@link Formats} lists them: the character a text opens with (JKF's
 * JSON object), else what its lines begin with, the way tsshogi's detector does, each line counting
 * for the first format in the list that claims it. The file name's extension only breaks ties,
 * since files are often saved under the wrong one.
 */
public final class FormatDetector {

    /** Why no format was recognised. */
    public enum Failure {
        /** No bytes, or nothing but blanks. */
        EMPTY,
        /** Not text in an encoding records use (NUL bytes, control characters, undecodable bytes). */
        BINARY,
        /** Text, but no line looks like any record format. */
        NOT_A_RECORD
    }

    /**
     * The outcome: a format, or a failure with a reason saying what the input looked like.
     *
     * @param format  the format recognised, or null
     * @param failure why none was, or null
     * @param reason  a short explanation, for either outcome
     * @param text    the decoded text when the input was text, or null
     * @param why     a failure in the catalogue's words (its English is {@code reason}), or null
     */
    public record Detection(RecordFormat format, Failure failure, String reason, DecodedText text, Message why) {

        static Detection of(RecordFormat format, String reason, DecodedText text) {
            return new Detection(format, null, reason, text, null);
        }

        /** A failure, said in the catalogue's words; {@code reason} is its English text. */
        static Detection failed(Failure failure, Message why, DecodedText text) {
            return new Detection(null, failure, Catalogue.english().render(why), text, why);
        }
    }

    /** Lines looked at; enough to see what a text is without reading a whole archive. */
    private static final int SAMPLE_LINES = FormatEvidence.SAMPLE_LINES;
    /** The evidence of formats told by their lines, each once, in the registry's order: a line counts for the first that claims it. */
    private static final FormatEvidence[] BY_LINES = Formats.evidence(true).toArray(FormatEvidence[]::new);
    /** The evidence of formats told by the character their text opens with (JKF's brace). */
    private static final FormatEvidence[] BY_OPENING = Formats.evidence(false).toArray(FormatEvidence[]::new);
    /** What a text with no line of any format's is said to be none of: the formats told by lines, then the others. */
    private static final String LINE_FORMATS = names(BY_LINES);

    private static final String OPENING_FORMATS = names(BY_OPENING);
    /** Characters of a long text, decoded window by window, that are looked at: its lines from the first non-blank one. */
    private static final int HEAD_CHARS = TextLines.WINDOW;

    private FormatDetector() {}

    /** Detects the format of a file's bytes: empty, binary, or decoded and judged by its text. */
    public static Detection detect(byte[] bytes, String fileName) {
        return detect(bytes, Formats.byName(fileName), null);
    }

    /**
     * Detects as {@link #detect(byte[], String)} does, with a caller's hints (the embedding API's reader):
     * the format hint stands for the file's extension (it breaks ties; the content still decides), and the
     * encoding hint is read where {@link TextDecoder#hinted} takes it.
     *
     * @param formatHint   the format expected, or null to go by the file name
     * @param encodingHint the encoding expected, or null to detect it
     */
    public static Detection detect(byte[] bytes, String fileName, RecordFormat formatHint, Charset encodingHint) {
        return detect(bytes, formatHint != null ? formatHint : Formats.byName(fileName), encodingHint);
    }

    private static Detection detect(byte[] bytes, RecordFormat byExtension, Charset encodingHint) {
        if (bytes.length == 0) {
            return Detection.failed(Failure.EMPTY, Message.of("read.detect.empty"), null);
        }
        Message container = containerEvidence(bytes);
        if (container != null) {
            return Detection.failed(Failure.BINARY, container, null);
        }
        // the decoder refuses a NUL near the start (binary data) while it decodes, so the look for one is made only
        // here
        Optional<DecodedText> hinted =
                encodingHint == null ? Optional.empty() : TextDecoder.hinted(bytes, encodingHint);
        if (hinted.isPresent()) {
            return detectText(hinted.get(), byExtension);
        }
        Optional<DecodedText> decoded = TextDecoder.decode(bytes, notesLineBreaks(byExtension));
        if (decoded.isEmpty() && TextDecoder.startsWithNul(bytes)) {
            return Detection.failed(
                    Failure.BINARY,
                    emptyTar(bytes)
                            ? Message.of("read.detect.empty-tar")
                            : Message.of("read.detect.nul", "NUL", "UTF-16"),
                    null);
        }
        if (decoded.isEmpty()) {
            return Detection.failed(
                    Failure.BINARY, Message.of("read.detect.not-text", "UTF-8, Shift_JIS (CP932)", "EUC-JP"), null);
        }
        return detectText(decoded.get(), byExtension);
    }

    /**
     * Whether the bytes are whole 512-byte blocks of NULs, two at least: what an empty tar archive
     * holds (its end marker), which its first bytes cannot tell from a run of NULs to read as text.
     */
    private static boolean emptyTar(byte[] bytes) {
        if (bytes.length < 1024 || bytes.length % 512 != 0) {
            return false;
        }
        for (byte b : bytes) {
            if (b != 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether a file named for this format (null: any other name) is worth decoding with its line breaks noted. */
    private static boolean notesLineBreaks(RecordFormat byName) {
        return byName == null || Formats.codec(byName).notesLineBreaks();
    }

    /** Detects the format of decoded text. */
    public static Detection detect(DecodedText decoded, String fileName) {
        return detectText(decoded, Formats.byName(fileName));
    }

    /** Detects the format of decoded text whose file name suggests {@code byExtension} (null: none). */
    private static Detection detectText(DecodedText decoded, RecordFormat byExtension) {
        RecordText content = decoded.content();
        // a long text is looked at by its head: the whole as characters would take twice its
        // bytes, and the lines a format is told by stand at its start
        char[] text = content.hasChars() ? content.chars() : head(content);
        int length = content.hasChars() ? content.length() : text.length;
        int first = firstNonBlank(text, length);
        if (first < 0) {
            return Detection.failed(Failure.EMPTY, Message.of("read.detect.blank"), decoded);
        }
        char c = text[first];
        for (FormatEvidence evidence : BY_OPENING) {
            if (evidence.opensWith(c)) {
                Told told = evidence.opening(content, text, first, length);
                return told.format() != null
                        ? Detection.of(told.format(), told.reason(), decoded)
                        : Detection.failed(Failure.NOT_A_RECORD, told.whyNot(), decoded);
            }
        }
        if (byExtension != null) {
            FormatEvidence evidence = Formats.codec(byExtension).evidence();
            if (evidence.byLines()) {
                Told told = evidence.named(byExtension, new Classified(text, length, first, indexOf(evidence)));
                if (told != null) {
                    return Detection.of(told.format(), told.reason(), decoded);
                }
            }
        }
        return lines(text, length, byExtension, decoded);
    }

    /**
     * The first windows of a long text that hold anything but blanks: from the first such window
     * (a window starts a line) to at least {@link #HEAD_CHARS} past its first non-blank character,
     * or to the end; empty when the text is blank.
     */
    private static char[] head(RecordText content) {
        char[] head = new char[0];
        int from = 0;
        int length = 0;
        int first = -1;
        while (from + length < content.length() && (first < 0 || length < first + HEAD_CHARS)) {
            // a line longer than the head is cut: the head only looks at the start of it
            char[] window = content.window(from + length, HEAD_CHARS, 2 * HEAD_CHARS);
            if (first < 0) {
                first = firstNonBlank(window, window.length);
                if (first < 0) {
                    from += window.length; // blank windows are passed over, not kept
                    continue;
                }
            }
            if (head.length < length + window.length) {
                head = Arrays.copyOf(head, Math.max(length + window.length, head.length * 2));
            }
            System.arraycopy(window, 0, head, length, window.length);
            length += window.length;
        }
        return Arrays.copyOf(head, length);
    }

    /**
     * The text's lines as {@link #lines} classifies them, for one format's evidence: a line is its
     * own when no format before it claims it, another's ({@link FormatEvidence#OTHER}) when one does.
     */
    private record Classified(char[] text, int length, int first, int own) implements FormatEvidence.Lines {

        @Override
        public int kind(int start, int end) {
            for (int i = 0; i < BY_LINES.length; i++) {
                int kind = BY_LINES[i].line(text, start, end);
                if (kind != FormatEvidence.NONE) {
                    return i == own ? kind : FormatEvidence.OTHER;
                }
            }
            return FormatEvidence.NONE;
        }

        @Override
        public int firstLine() {
            int start = first;
            while (start > 0 && text[start - 1] != '\n' && text[start - 1] != '\r') {
                start--;
            }
            int end = first;
            while (end < length && text[end] != '\n' && text[end] != '\r') {
                end++;
            }
            if (text[start] == '\uFEFF') {
                start++;
            }
            return kind(start, end);
        }
    }

    private static int indexOf(FormatEvidence evidence) {
        for (int i = 0; i < BY_LINES.length; i++) {
            if (BY_LINES[i] == evidence) {
                return i;
            }
        }
        throw new IllegalArgumentException(evidence.names());
    }

    private static String names(FormatEvidence[] evidence) {
        StringBuilder names = new StringBuilder();
        for (FormatEvidence e : evidence) {
            names.append(names.isEmpty() ? "" : ", ").append(e.names());
        }
        return names.toString();
    }

    /** Detects the format of text, with the file name as the tie-breaker. */
    public static Detection detect(String text, String fileName) {
        return detect(new DecodedText(text, null, "given"), fileName);
    }

    private static Detection lines(char[] text, int length, RecordFormat byExtension, DecodedText decoded) {
        FormatEvidence.Tally[] tallies = new FormatEvidence.Tally[BY_LINES.length];
        for (int i = 0; i < tallies.length; i++) {
            tallies[i] = BY_LINES[i].tally();
        }
        int chars = 0;
        int controlChars = 0;
        int seen = 0;
        int at = 0;
        while (at < length && seen < SAMPLE_LINES) {
            int end = at;
            boolean blank = true;
            int controls = 0;
            for (; end < length; end++) {
                char c = text[end];
                if (c == '\n' || c == '\r') {
                    break;
                }
                if (blank && !Character.isWhitespace(c)) {
                    blank = false;
                }
                if (c < 0x20 && c != '\t' && c != '\f' && c != 0x1B || c == 0x7F) {
                    controls++;
                }
            }
            if (!blank) {
                seen++;
                int start = text[at] == '\uFEFF' ? at + 1 : at;
                chars += end - start;
                controlChars += controls;
                count(text, start, end, tallies);
            }
            at = end + 1;
        }
        if (chars > 0 && controlChars * 100 > chars) {
            return Detection.failed(Failure.BINARY, Message.of("read.detect.controls"), decoded);
        }
        // the first format's count stands unless a later one has more, or as many and the file's name
        FormatEvidence named =
                byExtension == null ? null : Formats.codec(byExtension).evidence();
        FormatEvidence.Tally best = tallies[0];
        int bestCount = best.score();
        boolean any = bestCount > 0;
        for (int i = 1; i < tallies.length; i++) {
            int count = tallies[i].score();
            any |= count > 0;
            if (count > bestCount || count == bestCount && BY_LINES[i] == named) {
                best = tallies[i];
                bestCount = count;
            }
        }
        if (!any) {
            return Detection.failed(
                    Failure.NOT_A_RECORD,
                    Message.of("read.detect.no-record-line", LINE_FORMATS, OPENING_FORMATS),
                    decoded);
        }
        RecordFormat format = best.format(byExtension);
        return Detection.of(format, best.reason(format), decoded);
    }

    /** Counts the line for the first format whose evidence claims it. */
    private static void count(char[] text, int start, int end, FormatEvidence.Tally[] tallies) {
        for (int i = 0; i < BY_LINES.length; i++) {
            int kind = BY_LINES[i].line(text, start, end);
            if (kind != FormatEvidence.NONE) {
                tallies[i].count(kind);
                return;
            }
        }
    }

    /** An archive or a compressed file given where a record was expected, told by its magic number. */
    private static Message containerEvidence(byte[] bytes) {
        if (startsWith(bytes, 0x50, 0x4B, 0x03, 0x04)) {
            return Message.of("read.detect.archive", "ZIP");
        }
        if (startsWith(bytes, 0x1F, 0x8B)) {
            return Message.of("read.detect.compressed", "gzip");
        }
        if (startsWith(bytes, 0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C)) {
            return Message.of("read.detect.archive", "7z");
        }
        return null;
    }

    private static boolean startsWith(byte[] bytes, int... prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((bytes[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    private static int firstNonBlank(char[] text, int length) {
        for (int i = 0; i < length; i++) {
            if (!isBlank(text[i])) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isBlank(char c) {
        return Character.isWhitespace(c) || c == '\u3000' || c == '\uFEFF';
    }
}
