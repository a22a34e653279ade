package dev.shinpan.record.io;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.shinpan.record.RecordFormat;
import java.io.IOException;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Decides a record file's format from its content (FORMATS.md §8): what the lines begin with, the
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
     */
    public record Detection(RecordFormat format, Failure failure, String reason, DecodedText text) {

        public Optional<RecordFormat> recognised() {
            return Optional.ofNullable(format);
        }

        static Detection of(RecordFormat format, String reason, DecodedText text) {
            return new Detection(format, null, reason, text);
        }

        static Detection failed(Failure failure, String reason, DecodedText text) {
            return new Detection(null, failure, reason, text);
        }
    }

    /** Lines looked at; enough to see what a file is without reading a whole archive. */
    private static final int SAMPLE_LINES = 2000;
    private static final int BINARY_SAMPLE_BYTES = 8192;

    private static final JsonFactory JSON = new JsonFactory();

    private static final String BLANK = "[ \\t\\u3000]";
    private static final Pattern KIF_MOVE = Pattern.compile(BLANK + "*[0-9]+" + BLANK + "+[^\\x00-\\x7F]");
    private static final Pattern KI2_MOVE = Pattern.compile(BLANK + "*[▲△▼▽☗☖]" + "[1-9１-９同]");
    /** Header keys KIF and KI2 share, by their first character (tsshogi's class plus 上下対). */
    private static final Pattern KIF_HEADER = Pattern.compile(
            "[開終棋手戦表持秒記消場掲備先後作発出完分受上下対][^：:]{0,15}[：:]");
    /** Board diagram, variation and summary lines KIF and KI2 share. */
    private static final Pattern KIF_FAMILY = Pattern.compile(
            "\\|.*\\|[一二三四五六七八九]" + "|\\+-{6,}\\+" + "|" + BLANK + "*９" + BLANK + "+８" + "|変化[：:]"
                    + "|まで[0-9]+手" + "|[先後上下]手番");
    /** Comment and bookmark lines: KIF-like, but too common elsewhere (Markdown) to count alone. */
    private static final Pattern KIF_WEAK = Pattern.compile("[*&]");
    /** Any key with KIF's full-width colon: custom keys are common (対局ID, 先手の囲い, …). */
    private static final Pattern KIF_ANY_HEADER = Pattern.compile("[^ \\t\\u3000#*'$%：:]{1,20}：");
    private static final Pattern KIF_ONLY = Pattern.compile("手数-+指手");
    private static final Pattern CSA_STRONG = Pattern.compile("[+-][0-9]{4}[A-Z]{2}|[+-]$"
            + "|PI([0-9]{2}[A-Z]{2})*$|P[1-9]( \\*|[+-][A-Z]{2})|P[+-]([0-9]{2}[A-Z]{2}|00AL)"
            + "|V[0-9]|N[+-]|\\$[A-Z_+-]+:|%[A-Z+-]");
    private static final Pattern CSA_WEAK = Pattern.compile("'|T-?[0-9]|/$");
    private static final Pattern USI_COMMAND = Pattern.compile("(position|startpos|sfen|moves)(" + BLANK + "|$)");
    private static final Pattern SFEN_BOARD = Pattern.compile("[1-9+A-Za-z]+(/[1-9+A-Za-z]+){6,8}(" + BLANK + "|$)");
    private static final Pattern USI_MOVE = Pattern.compile("([1-9][a-i][1-9][a-i]\\+?|[A-Z]\\*[1-9][a-i])(" + BLANK
            + "|$)");

    private FormatDetector() {
    }

    /** Detects the format of a file's bytes: empty, binary, or decoded and judged by its text. */
    public static Detection detect(byte[] bytes, String fileName) {
        if (bytes.length == 0) {
            return Detection.failed(Failure.EMPTY, "file is empty", null);
        }
        String binary = binaryEvidence(bytes);
        if (binary != null) {
            return Detection.failed(Failure.BINARY, binary, null);
        }
        Optional<DecodedText> decoded = TextDecoder.decode(bytes);
        if (decoded.isEmpty()) {
            return Detection.failed(Failure.BINARY,
                    "binary file: the bytes are not text in UTF-8, Shift_JIS (CP932) or EUC-JP", null);
        }
        return detect(decoded.get(), fileName);
    }

    /** Detects the format of decoded text. */
    public static Detection detect(DecodedText decoded, String fileName) {
        String text = decoded.text();
        int first = firstNonBlank(text);
        if (first < 0) {
            return Detection.failed(Failure.EMPTY, "file is empty: it holds only blanks", decoded);
        }
        char c = text.charAt(first);
        if (c == '{') {
            return json(text, decoded);
        }
        if (c == '[') {
            return Detection.failed(Failure.NOT_A_RECORD, "not a shogi record: a JSON array, while JKF is an object",
                    decoded);
        }
        return lines(text, extensionFormat(fileName), decoded);
    }

    /** Detects the format of text, with the file name as the tie-breaker. */
    public static Detection detect(String text, String fileName) {
        return detect(new DecodedText(text, null, "given"), fileName);
    }

    private static Detection json(String text, DecodedText decoded) {
        boolean moves = false;
        boolean header = false;
        try (JsonParser p = JSON.createParser(text)) {
            p.nextToken();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                moves |= name.equals("moves");
                header |= name.equals("header");
                p.nextToken();
                p.skipChildren();
            }
        } catch (JacksonException e) {
            // Malformed JSON: the keys still tell whether it was meant to be JKF, and the JKF
            // reader will then say where it is broken.
            moves = text.contains("\"moves\"");
            header = text.contains("\"header\"");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        if (moves || header) {
            return Detection.of(RecordFormat.JKF, "a JSON object with JKF's \"header\"/\"moves\"", decoded);
        }
        return Detection.failed(Failure.NOT_A_RECORD,
                "not a shogi record: a JSON object without JKF's \"header\" and \"moves\"", decoded);
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

    private static Detection lines(String text, RecordFormat byExtension, DecodedText decoded) {
        Counts n = new Counts();
        int seen = 0;
        int at = 0;
        int length = text.length();
        while (at < length && seen < SAMPLE_LINES) {
            int end = at;
            while (end < length && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
                end++;
            }
            String line = text.substring(at, end);
            at = end + 1;
            if (!line.isBlank()) {
                seen++;
                classify(line.charAt(0) == '\uFEFF' ? line.substring(1) : line, n);
            }
        }
        if (n.chars > 0 && n.controls * 100 > n.chars) {
            return Detection.failed(Failure.BINARY, "binary file: many control characters", decoded);
        }
        int kifStrong = n.kifMoves + n.ki2Moves + n.kifFamily + n.kifOnly + n.ki2Only;
        int kif = kifStrong > 0 ? kifStrong + n.kifWeak : 0;
        int csa = n.csaStrong > 0 ? n.csa : 0;
        int usi = n.usi;
        if (kif == 0 && csa == 0 && usi == 0) {
            return Detection.failed(Failure.NOT_A_RECORD,
                    "not a shogi record: no line reads as KIF, KI2, CSA, USI/SFEN or JKF", decoded);
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

    private static void classify(String line, Counts n) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            n.chars++;
            if (c < 0x20 && c != '\t' && c != '\f' && c != 0x1B || c == 0x7F) {
                n.controls++;
            }
        }
        if (line.startsWith("#")) {
            if (line.startsWith("#KIF")) {
                n.kifOnly++;
            } else if (line.startsWith("#KI2")) {
                n.ki2Only++;
            }
            return;
        }
        if (KIF_MOVE.matcher(line).lookingAt()) {
            n.kifMoves++;
        } else if (KI2_MOVE.matcher(line).lookingAt()) {
            n.ki2Moves++;
        } else if (KIF_ONLY.matcher(line).lookingAt()) {
            n.kifOnly++;
        } else if (KIF_HEADER.matcher(line).lookingAt() || KIF_FAMILY.matcher(line).lookingAt()
                || KIF_ANY_HEADER.matcher(line).lookingAt()) {
            n.kifFamily++;
        } else if (KIF_WEAK.matcher(line).lookingAt()) {
            n.kifWeak++;
        } else if (CSA_STRONG.matcher(line).lookingAt()) {
            n.csa++;
            n.csaStrong++;
        } else if (CSA_WEAK.matcher(line).lookingAt()) {
            n.csa++;
        } else if (USI_COMMAND.matcher(line).lookingAt() || SFEN_BOARD.matcher(line).lookingAt()
                || USI_MOVE.matcher(line).lookingAt()) {
            n.usi++;
        }
    }

    /** Why the bytes are not text, or null when they may be. */
    private static String binaryEvidence(byte[] bytes) {
        if (startsWith(bytes, 0x50, 0x4B, 0x03, 0x04)) {
            return "binary file: a ZIP archive";
        }
        if (startsWith(bytes, 0x1F, 0x8B)) {
            return "binary file: gzip-compressed data";
        }
        if (startsWith(bytes, 0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C)) {
            return "binary file: a 7z archive";
        }
        int n = Math.min(bytes.length, BINARY_SAMPLE_BYTES);
        for (int i = 0; i < n; i++) {
            if (bytes[i] == 0) {
                return "binary file: it contains NUL bytes (UTF-16 text is not supported either)";
            }
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

    private static int firstNonBlank(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!Character.isWhitespace(c) && c != '\u3000' && c != '\uFEFF') {
                return i;
            }
        }
        return -1;
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
