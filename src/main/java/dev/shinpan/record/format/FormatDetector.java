package dev.shinpan.record.format;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.encoding.DecodedText;
import dev.shinpan.record.encoding.TextDecoder;
import dev.shinpan.record.text.LineChars;
import dev.shinpan.record.text.RecordText;
import dev.shinpan.record.text.TextLines;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.Charset;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * Decides a record file's format from its content (docs/formats.md §8): what the lines begin with, the
 * way tsshogi's detector does, plus JSON for JKF and USI's words and shapes. The file name's
 * extension only breaks ties, since files are often saved under the wrong one.
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

    /** Lines looked at; enough to see what a file is without reading a whole archive. */
    private static final int SAMPLE_LINES = 2000;
    /** Characters of a long text, decoded window by window, that are looked at: its lines from the first non-blank one. */
    private static final int HEAD_CHARS = TextLines.WINDOW;

    private FormatDetector() {}

    /** Detects the format of a file's bytes: empty, binary, or decoded and judged by its text. */
    public static Detection detect(byte[] bytes, String fileName) {
        return detect(bytes, extensionFormat(fileName), null);
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
        return detect(bytes, formatHint != null ? formatHint : extensionFormat(fileName), encodingHint);
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

    /**
     * Whether a file named for this format (null: any other name) is worth decoding with its line
     * breaks noted: all but the formats of short ASCII lines (CSA) or few lines (JKF, USI), where
     * the noting costs more than the scan for each line's end it spares. A file not of the format
     * its name says is read just as well either way.
     */
    private static boolean notesLineBreaks(RecordFormat byName) {
        return byName != RecordFormat.CSA && byName != RecordFormat.JKF && byName != RecordFormat.USI;
    }

    /** Detects the format of decoded text. */
    public static Detection detect(DecodedText decoded, String fileName) {
        return detectText(decoded, extensionFormat(fileName));
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
        if (c == '{') {
            return json(content, decoded, text, first, length);
        }
        if (c == '[') {
            return Detection.failed(Failure.NOT_A_RECORD, Message.of("read.detect.json-array", "JSON", "JKF"), decoded);
        }
        if (byExtension == RecordFormat.CSA || byExtension == RecordFormat.USI) {
            LineEvidence opening = firstLine(text, length, first);
            if (byExtension == RecordFormat.CSA && opening == LineEvidence.CSA_STRONG
                    || byExtension == RecordFormat.USI && opening == LineEvidence.USI) {
                return Detection.of(
                        byExtension,
                        "named ." + byExtension.id() + " and beginning with a " + byExtension.name() + " line",
                        decoded);
            }
        } else if (byExtension == RecordFormat.KIF || byExtension == RecordFormat.KI2) {
            if (kakinokiUpToFirstMove(text, length) == byExtension) {
                return Detection.of(
                        byExtension,
                        "named ." + byExtension.id() + " and its first move line is " + byExtension.name(),
                        decoded);
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
     * KIF or KI2 when the lines up to the first move line are all of the Kakinoki family (header,
     * board, comments) and that move line is numbered (KIF) or marked (KI2); null when anything
     * else comes first, so that the lines are counted.
     */
    private static RecordFormat kakinokiUpToFirstMove(char[] text, int length) {
        int at = 0;
        for (int seen = 0; at < length && seen < SAMPLE_LINES; seen++) {
            int end = at;
            while (end < length && text[end] != '\n' && text[end] != '\r') {
                end++;
            }
            int start = at < length && text[at] == '\uFEFF' ? at + 1 : at;
            switch (LineEvidence.of(text, start, end)) {
                case KIF_MOVE -> {
                    return RecordFormat.KIF;
                }
                case KI2_MOVE -> {
                    return RecordFormat.KI2;
                }
                case KIF_ONLY, KI2_ONLY, COMMENT, KIF_FAMILY, KIF_WEAK -> {
                    // the header, board and comments before the moves
                }
                case NONE -> {
                    if (!blankOrControlFree(text, start, end)) {
                        return null;
                    }
                }
                default -> {
                    return null;
                }
            }
            at = end + 1;
        }
        return null;
    }

    /** Whether the line is blank, or text without control characters (binary data has them). */
    private static boolean blankOrControlFree(char[] text, int start, int end) {
        for (int i = start; i < end; i++) {
            char c = text[i];
            if (c < 0x20 && c != '\t' && c != '\f' && c != 0x1B || c == 0x7F) {
                return false;
            }
        }
        return true;
    }

    /** The evidence of the line holding the first non-blank character. */
    private static LineEvidence firstLine(char[] text, int length, int first) {
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
        return LineEvidence.of(text, start, end);
    }

    /** Detects the format of text, with the file name as the tie-breaker. */
    public static Detection detect(String text, String fileName) {
        return detect(new DecodedText(text, null, "given"), fileName);
    }

    private static Detection json(RecordText content, DecodedText decoded, char[] text, int brace, int length) {
        if (startsWithJkfKey(text, brace, length) || JsonKeys.jkf(content)) {
            return Detection.of(RecordFormat.JKF, "a JSON object with JKF's \"header\"/\"moves\"", decoded);
        }
        return Detection.failed(
                Failure.NOT_A_RECORD,
                Message.of("read.detect.json-object", "JSON", "JKF", "\"header\"", "\"moves\""),
                decoded);
    }

    /**
     * Whether the object opening at {@code brace} has {@code "header"} or {@code "moves"}, written
     * plainly, as its first key, as JKF writers put it: then the JSON parser, which would stop at
     * that key with the same answer, is not needed (nor loaded, for a single file).
     */
    private static boolean startsWithJkfKey(char[] text, int brace, int length) {
        int i = jsonBlanks(text, brace + 1, length);
        int end = LineChars.startsWith(text, length, "\"header\"", i)
                ? i + 8
                : LineChars.startsWith(text, length, "\"moves\"", i) ? i + 7 : -1;
        if (end < 0) {
            return false;
        }
        int colon = jsonBlanks(text, end, length);
        return colon < length && text[colon] == ':';
    }

    /** The index of the first character at or after {@code from} that is not JSON whitespace. */
    private static int jsonBlanks(char[] text, int from, int length) {
        int i = from;
        while (i < length && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r')) {
            i++;
        }
        return i;
    }

    /** The JSON parser, in a class of its own so that only JSON input loads it. */
    private static final class JsonKeys {

        private static final JsonFactory JSON = new JsonFactory();

        /** Whether the object's keys are JKF's. */
        static boolean jkf(RecordText text) {
            boolean moves = false;
            boolean header = false;
            try (JsonParser p = JSON.createParser(new PrefixReader(text))) {
                p.nextToken();
                // JKF writes "header" first and "moves" last: stop at the first of them.
                while (!moves && !header && p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    moves = name.equals("moves");
                    header = name.equals("header");
                    p.nextToken();
                    p.skipChildren();
                }
            } catch (JacksonException e) {
                // Malformed JSON: the keys still tell whether it was meant to be JKF, and the JKF
                // reader will then say where it is broken.
                return holdsKey(text);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            return moves || header;
        }

        /**
         * Whether {@code "moves"} or {@code "header"} stands anywhere in the text, read through
         * once from the start: a long text window by window, never made whole (a 60 MB one whole
         * did not fit in 256 MB beside its bytes).
         */
        private static boolean holdsKey(RecordText text) {
            String moves = "\"moves\"";
            String header = "\"header\"";
            int inMoves = 0;
            int inHeader = 0;
            for (int i = 0, n = text.length(); i < n; i++) {
                char c = text.charAt(i);
                // each key has quotes only at its ends: a mismatch starts again at a quote or not at all
                inMoves = c == moves.charAt(inMoves) ? inMoves + 1 : c == '"' ? 1 : 0;
                inHeader = c == header.charAt(inHeader) ? inHeader + 1 : c == '"' ? 1 : 0;
                if (inMoves == moves.length() || inHeader == header.length()) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * A text given to a JSON parser a little at a time: the keys that tell JKF stand at the start,
     * and a parser given the whole string copies all of it into its buffer first.
     */
    private static final class PrefixReader extends Reader {

        private static final int CHUNK = 256;

        private final RecordText text;
        private final char[] chars;
        private int next;

        PrefixReader(RecordText text) {
            this.text = text;
            this.chars = text.hasChars() ? text.chars() : null;
        }

        @Override
        public int read(char[] buffer, int offset, int length) {
            if (next >= text.length()) {
                return -1;
            }
            int n = Math.min(Math.min(length, CHUNK), text.length() - next);
            if (chars != null) {
                System.arraycopy(chars, next, buffer, offset, n);
            } else {
                for (int i = 0; i < n; i++) {
                    buffer[offset + i] = text.charAt(next + i);
                }
            }
            next += n;
            return n;
        }

        @Override
        public void close() {}
    }

    /** Line-initial evidence per format, counted over the first lines. */
    private static final class Counts {
        int kifMoves;
        int ki2Moves;
        int kifFamily;
        int kifWeak;
        int kifOnly;
        int ki2Only;
        int csa;
        int csaStrong;
        int usi;
        int controls;
        int chars;
    }

    private static Detection lines(char[] text, int length, RecordFormat byExtension, DecodedText decoded) {
        Counts n = new Counts();
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
                n.chars += end - start;
                n.controls += controls;
                count(LineEvidence.of(text, start, end), n);
            }
            at = end + 1;
        }
        if (n.chars > 0 && n.controls * 100 > n.chars) {
            return Detection.failed(Failure.BINARY, Message.of("read.detect.controls"), decoded);
        }
        int kifStrong = n.kifMoves + n.ki2Moves + n.kifFamily + n.kifOnly + n.ki2Only;
        int kif = kifStrong > 0 ? kifStrong + n.kifWeak : 0;
        int csa = n.csaStrong > 0 ? n.csa : 0;
        int usi = n.usi;
        if (kif == 0 && csa == 0 && usi == 0) {
            return Detection.failed(
                    Failure.NOT_A_RECORD,
                    Message.of("read.detect.no-record-line", "KIF, KI2, CSA, USI/SFEN", "JKF"),
                    decoded);
        }
        RecordFormat family = kifFamily(n, byExtension);
        RecordFormat best = family;
        int bestCount = kif;
        if (csa > bestCount || csa == bestCount && byExtension == RecordFormat.CSA) {
            best = RecordFormat.CSA;
            bestCount = csa;
        }
        if (usi > bestCount || usi == bestCount && byExtension == RecordFormat.USI) {
            best = RecordFormat.USI;
        }
        return Detection.of(best, reason(best, n), decoded);
    }

    /** KIF or KI2: numbered move lines against marked ones, then declarations, then the extension. */
    private static RecordFormat kifFamily(Counts n, RecordFormat byExtension) {
        if (n.kifMoves != n.ki2Moves) {
            return n.kifMoves > n.ki2Moves ? RecordFormat.KIF : RecordFormat.KI2;
        }
        if (n.kifOnly != n.ki2Only) {
            return n.kifOnly > n.ki2Only ? RecordFormat.KIF : RecordFormat.KI2;
        }
        return byExtension == RecordFormat.KI2 ? RecordFormat.KI2 : RecordFormat.KIF;
    }

    private static String reason(RecordFormat format, Counts n) {
        return switch (format) {
            case KIF -> n.kifMoves + " numbered KIF move lines";
            case KI2 -> n.ki2Moves + " KI2 move lines marked ▲△";
            case CSA -> n.csa + " CSA lines";
            case USI -> n.usi + " USI/SFEN lines";
            case JKF -> "a JSON object";
        };
    }

    private static void count(LineEvidence evidence, Counts n) {
        switch (evidence) {
            case KIF_ONLY -> n.kifOnly++;
            case KI2_ONLY -> n.ki2Only++;
            case KIF_MOVE -> n.kifMoves++;
            case KI2_MOVE -> n.ki2Moves++;
            case KIF_FAMILY -> n.kifFamily++;
            case KIF_WEAK -> n.kifWeak++;
            case CSA_STRONG -> {
                n.csa++;
                n.csaStrong++;
            }
            case CSA_WEAK -> n.csa++;
            case USI -> n.usi++;
            case COMMENT, NONE -> {
                // no evidence
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

    /** The format a file name's extension suggests, or null. */
    static RecordFormat extensionFormat(String fileName) {
        if (fileName == null) {
            return null;
        }
        int dot = fileName.lastIndexOf('.');
        String ext = dot < 0 ? "" : fileName.substring(dot + 1).toLowerCase(Locale.ROOT);
        return switch (ext) {
            case "kif", "kifu" -> RecordFormat.KIF;
            case "ki2", "ki2u" -> RecordFormat.KI2;
            case "csa" -> RecordFormat.CSA;
            case "jkf", "json" -> RecordFormat.JKF;
            case "usi", "sfen" -> RecordFormat.USI;
            default -> null;
        };
    }
}
