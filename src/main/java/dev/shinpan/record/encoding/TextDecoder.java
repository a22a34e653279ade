package dev.shinpan.record.encoding;

import dev.shinpan.record.Problem;
import dev.shinpan.record.text.LineBreaks;
import dev.shinpan.record.text.RecordText;
import dev.shinpan.record.text.TextLines;
import dev.shinpan.text.Message;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Decodes a record file, in the order of docs/formats.md §0: byte-order mark, then an explicit
 * declaration line ({@code #KIF … encoding=}, {@code 'CSA encoding=}, {@code 'encoding=}), then
 * strict UTF-8, then CP932 ({@code windows-31j}, which Shift_JIS files need in practice), then
 * EUC-JP. The file extension is not trusted.
 *
 * <p>A UTF-8 text with a few stray bytes (one bad byte in a comment) is still UTF-8: it is read
 * with each bad byte replaced by U+FFFD and a warning locating it, when nearly all its bytes above
 * ASCII form valid UTF-8 (Shift_JIS and EUC-JP text read as UTF-8 fails on a third or more of
 * them). Valid text is decoded once.
 *
 * <p>A text of up to {@link #CHARS_UP_TO} bytes (every single game) is decoded straight into an
 * array of characters, which the readers scan in place. A longer one (a file of many records) is
 * checked and kept as its bytes ({@link EncodedText}), and decoded window by window as the
 * readers walk it: its characters whole would take twice its bytes, Japanese text as a String too.
 */
public final class TextDecoder {

    public static final Charset CP932 = Charset.forName("windows-31j");
    public static final Charset EUC_JP = Charset.forName("EUC-JP");

    /** What a declaration line holds before the encoding's name. */
    private static final String ENCODING_KEY = "encoding=";
    /** Declarations are looked for in the first bytes only. */
    private static final int DECLARATION_BYTES = 512;
    /** At most this many bad bytes are forgiven in a UTF-8 text ... */
    private static final int MAX_STRAY_BYTES = 16;
    /** ... and only when they are at most one in this many of its bytes above ASCII. */
    private static final int HIGH_BYTES_PER_STRAY = 8;
    /** Bad bytes located one by one; beyond, one warning counts the rest. */
    private static final int LOCATED_STRAYS = 5;

    /** Characters a long text with stray bytes is counted through before it is decoded window by window. */
    private static final int SCRATCH_CHARS = 1 << 16;

    /** Bytes at the start of a file in which a NUL byte marks it binary. */
    public static final int NUL_SAMPLE_BYTES = 8192;

    /** Bytes up to which a text is decoded into characters rather than window by window. */
    static final int CHARS_UP_TO = 1 << 20;

    private TextDecoder() {}

    /**
     * Decodes the bytes, or returns empty when no supported encoding reads them well enough, or when
     * a NUL byte stands among the first {@value #NUL_SAMPLE_BYTES}: that marks binary data (an image,
     * a database page, UTF-16 without its byte-order mark), not text in any encoding shinpan reads
     * ({@link #startsWithNul} tells). UTF-16 after a byte-order mark is text.
     */
    public static Optional<DecodedText> decode(byte[] bytes) {
        return decode(bytes, true);
    }

    /**
     * As {@link #decode(byte[])}; {@code noteLineBreaks} tells whether a text decoded whole as
     * characters comes with its line breaks noted ({@link LineBreaks}). That spares a reader of
     * long lines with Japanese in them (KIF, KI2) a scan for each line's end, but costs text of
     * short ASCII lines (CSA) more than the scan it spares; the answer is the same either way.
     */
    public static Optional<DecodedText> decode(byte[] bytes, boolean noteLineBreaks) {
        return decode(bytes, CHARS_UP_TO, TextLines.WINDOW, noteLineBreaks);
    }

    /** @param charsUpTo bytes up to which the text is decoded into characters (tests try both forms) */
    static Optional<DecodedText> decode(byte[] bytes, int charsUpTo) {
        return decode(bytes, charsUpTo, TextLines.WINDOW, true);
    }

    /** As the form below, with the line breaks noted. */
    static Optional<DecodedText> decode(byte[] bytes, int charsUpTo, int window) {
        return decode(bytes, charsUpTo, window, true);
    }

    /**
     * How the text is to be given: whole as characters, with its line breaks noted or not, or
     * checked and decoded window by window, each of at most {@code window} bytes before its line break.
     */
    private record Form(boolean asChars, int window, boolean noteBreaks) {}

    /**
     * A NUL in the sample ends the order wherever it is met. As characters, UTF-8 and CP932 are read
     * by shinpan's decoders, which refuse one as they decode, so the usual file, UTF-8 or Shift_JIS,
     * is not looked through for one apart; the JDK's decoders take a NUL for a character, so the
     * bytes are looked at before a step of theirs, and a long text before any step.
     *
     * @param window bytes a window of a longer text holds at most before its line break (tests use small ones)
     */
    static Optional<DecodedText> decode(byte[] bytes, int charsUpTo, int window, boolean noteBreaks) {
        Charset utf16 = utf16Bom(bytes);
        if (utf16 != null) {
            return utf16(bytes, utf16);
        }
        boolean asChars = bytes.length <= charsUpTo;
        Form form = new Form(asChars, window, noteBreaks);
        if (!asChars && startsWithNul(bytes)) {
            return Optional.empty();
        }
        if (hasBom(bytes)) {
            RecordText text = whole(bytes, 3, StandardCharsets.UTF_8, form);
            if (text != null) {
                return Optional.of(new DecodedText(text, "UTF-8", "bom", List.of()));
            }
            return nulBeforeJdk(bytes, asChars) ? Optional.empty() : mostlyUtf8(bytes, 3, "bom", form);
        }
        Charset declared = declared(bytes);
        if (declared != null) {
            if (!decodedByShinpan(declared) && nulBeforeJdk(bytes, asChars)) {
                return Optional.empty();
            }
            RecordText text = whole(bytes, 0, declared, form);
            if (text != null) {
                return Optional.of(new DecodedText(text, canonical(declared), "declared", List.of()));
            }
        }
        if (!Utf8Scan.tooManyStrays(bytes, 0, MAX_STRAY_BYTES)) {
            RecordText utf8 = wholeUnlessDeclared(bytes, StandardCharsets.UTF_8, declared, form);
            if (utf8 != null) {
                return Optional.of(new DecodedText(utf8, "UTF-8", "detected", List.of()));
            }
            if (nulBeforeJdk(bytes, asChars)) {
                return Optional.empty();
            }
            Optional<DecodedText> stray = mostlyUtf8(bytes, 0, "detected", form);
            if (stray.isPresent()) {
                return stray;
            }
        }
        RecordText cp932 = wholeUnlessDeclared(bytes, CP932, declared, form);
        // a CP932 reading refused any NUL: only its failure leaves one to look for
        if (cp932 == null && nulBeforeJdk(bytes, asChars)) {
            return Optional.empty();
        }
        // Shift_JIS read as EUC-JP fails within its first bytes: decoded strictly, a wrong guess costs little.
        RecordText eucJp = wholeUnlessDeclared(bytes, EUC_JP, declared, form);
        // EUC-JP bytes often also decode as CP932, into half-width katakana: prefer the reading
        // that yields ordinary Japanese text.
        if (cp932 != null && (eucJp == null || japaneseScore(cp932) >= japaneseScore(eucJp))) {
            return Optional.of(new DecodedText(cp932, "windows-31j", "detected", List.of()));
        }
        return eucJp == null ? Optional.empty() : Optional.of(new DecodedText(eucJp, "EUC-JP", "detected", List.of()));
    }

    /**
     * {@link #whole} of the bytes from their start, or null without decoding them when {@code cs} is
     * the declared encoding: that reading failed already, and the same decoder on the same bytes
     * would fail again.
     */
    private static RecordText wholeUnlessDeclared(byte[] bytes, Charset cs, Charset declared, Form form) {
        return cs.equals(declared) ? null : whole(bytes, 0, cs, form);
    }

    /** Whether text in the encoding is decoded by shinpan's own decoders, which refuse a NUL in the sample. */
    private static boolean decodedByShinpan(Charset cs) {
        return cs.equals(StandardCharsets.UTF_8) || cs.equals(CP932);
    }

    /**
     * Before a step that reads the bytes with the JDK's decoder, which takes a NUL for a character:
     * whether one stands in the sample. A long text was looked at already.
     */
    private static boolean nulBeforeJdk(byte[] bytes, boolean asChars) {
        return asChars && startsWithNul(bytes);
    }

    private static int nulSampleEnd(byte[] bytes) {
        return Math.min(bytes.length, NUL_SAMPLE_BYTES);
    }

    /**
     * UTF-16 as Windows Notepad saves "Unicode" (little-endian) and "Unicode big endian", told by
     * its byte-order mark alone: without one, its NUL bytes mark it binary as before.
     */
    private static Charset utf16Bom(byte[] bytes) {
        if (bytes.length < 2) {
            return null;
        }
        int first = bytes[0] & 0xFF;
        int second = bytes[1] & 0xFF;
        if (first == 0xFF && second == 0xFE) {
            return StandardCharsets.UTF_16LE;
        }
        return first == 0xFE && second == 0xFF ? StandardCharsets.UTF_16BE : null;
    }

    /**
     * UTF-16 text after its byte-order mark, decoded strictly and whole whatever its length: its
     * characters take no more room than its bytes, and a line-feed byte there may be half of another
     * character, so it cannot be cut into windows as the other encodings are. A U+0000 among its
     * first characters marks binary data as a NUL byte does elsewhere.
     */
    private static Optional<DecodedText> utf16(byte[] bytes, Charset cs) {
        RecordText text = strict(ByteBuffer.wrap(bytes, 2, bytes.length - 2), cs);
        if (text == null) {
            return Optional.empty();
        }
        int sample = Math.min(text.length(), NUL_SAMPLE_BYTES / 2);
        for (int i = 0; i < sample; i++) {
            if (text.charAt(i) == 0) {
                return Optional.empty();
            }
        }
        return Optional.of(new DecodedText(text, cs.name(), "bom", List.of()));
    }

    private static boolean hasBom(byte[] bytes) {
        return bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF;
    }

    /** Whether a NUL byte stands among the first {@value #NUL_SAMPLE_BYTES}: binary data, not text. */
    public static boolean startsWithNul(byte[] bytes) {
        return hasNul(bytes, nulSampleEnd(bytes));
    }

    /**
     * Whether one of the first {@code n} bytes is 0, looked for eight bytes at a time: a file that is
     * not plain UTF-8 goes through here, and byte by byte it was a twentieth of reading one.
     */
    static boolean hasNul(byte[] bytes, int n) {
        int i = 0;
        for (; i + Long.BYTES <= n; i += Long.BYTES) {
            if (ByteWords.hasZero(ByteWords.word(bytes, i))) {
                return true;
            }
        }
        for (; i < n; i++) {
            if (bytes[i] == 0) {
                return true;
            }
        }
        return false;
    }

    /** Kana and kanji count for, half-width katakana (rare in records, common in misreadings) against. */
    private static int japaneseScore(RecordText text) {
        int score = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= '\u3040' && c <= '\u30FF' || c >= '\u4E00' && c <= '\u9FFF') {
                score++;
            } else if (c >= '\uFF61' && c <= '\uFF9F') {
                score -= 2;
            }
        }
        return score;
    }

    /**
     * The encoding named by a declaration in the first bytes, if any and if known: a line starting
     * {@code #KIF}, {@code #KI2} or {@code '} (so {@code 'CSA} too) that holds {@code encoding=NAME}.
     * Declarations are ASCII, so the bytes are read as such in any encoding; the first declaration
     * found decides, even when it names an encoding shinpan does not know.
     */
    static Charset declared(byte[] bytes) {
        int n = Math.min(bytes.length, DECLARATION_BYTES);
        for (int start = 0; start < n; start++) {
            // words holding neither # nor ' are passed over whole: most of a record is neither
            while (start + Long.BYTES <= n && !mayStartDeclaration(ByteWords.word(bytes, start))) {
                start += Long.BYTES;
            }
            if (start >= n) {
                break;
            }
            byte b = bytes[start];
            // a declaration starts with # or ': looking at those bytes first spares the rest a test
            if ((b == '#' || b == '\'') && (start == 0 || isBreak(bytes[start - 1])) && declares(bytes, start, n)) {
                String name = nameIn(bytes, start, n);
                if (name != null) {
                    return known(name);
                }
            }
        }
        return null;
    }

    private static boolean mayStartDeclaration(long word) {
        return ByteWords.has(word, (byte) '#') || ByteWords.has(word, (byte) '\'');
    }

    /** LF, CR, and 0x85, which reads as NEL when the bytes are taken for ISO-8859-1. */
    private static boolean isBreak(byte b) {
        return b == '\n' || b == '\r' || (b & 0xFF) == 0x85;
    }

    private static boolean declares(byte[] b, int start, int end) {
        return startsWith(b, start, end, "#KIF") || startsWith(b, start, end, "#KI2") || b[start] == '\'';
    }

    /**
     * The name after the first {@code encoding=} of the line that has one, or null. The line is
     * searched for its {@code =} signs: floodgate writes a comment line after every move, each a
     * candidate, and they hold none.
     */
    private static String nameIn(byte[] b, int start, int end) {
        int keyLength = ENCODING_KEY.length();
        for (int i = start; i < end && b[i] != '\n' && b[i] != '\r'; i++) {
            if (b[i] == '=' && i - start >= keyLength - 1 && startsWith(b, i - keyLength + 1, end, ENCODING_KEY)) {
                int from = i + 1;
                int to = from;
                while (to < end && isNameByte(b[to])) {
                    to++;
                }
                if (to > from) {
                    return new String(b, from, to - from, StandardCharsets.US_ASCII);
                }
            }
        }
        return null;
    }

    private static Charset known(String name) {
        return switch (name.toUpperCase(Locale.ROOT).replace('_', '-')) {
            case "UTF-8", "UTF8" -> StandardCharsets.UTF_8;
            case "SHIFT-JIS", "SJIS", "CP932", "WINDOWS-31J", "MS932" -> CP932;
            case "EUC-JP", "EUCJP" -> EUC_JP;
            default -> null;
        };
    }

    private static boolean isNameByte(byte c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-';
    }

    private static boolean startsWith(byte[] b, int start, int end, String prefix) {
        if (end - start < prefix.length()) {
            return false;
        }
        for (int i = 0; i < prefix.length(); i++) {
            if (b[start + i] != prefix.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The bytes from {@code offset} decoded, or null when they are not in that encoding. As
     * characters: UTF-8 by {@link Utf8Decoder} and CP932 by {@link Cp932Decoder}, checked as they go
     * and null for a NUL in the sample, EUC-JP strictly by the JDK. Else checked now and decoded
     * window by window as it is read.
     */
    private static RecordText whole(byte[] bytes, int offset, Charset cs, Form form) {
        if (!form.asChars()) {
            EncodedText text = EncodedText.checked(bytes, offset, cs, form.window());
            return text == null ? null : RecordText.of(text);
        }
        int n = bytes.length - offset;
        if (decodedByShinpan(cs)) {
            char[] chars = new char[n];
            int nulRefusedBefore = nulSampleEnd(bytes);
            LineBreaks breaks = form.noteBreaks() ? new LineBreaks() : null;
            int length = cs.equals(CP932)
                    ? Cp932Decoder.decode(bytes, offset, bytes.length, chars, nulRefusedBefore, breaks)
                    : Utf8Decoder.decode(bytes, offset, bytes.length, chars, nulRefusedBefore, breaks);
            return length < 0 ? null : RecordText.of(chars, length, breaks);
        }
        return strict(ByteBuffer.wrap(bytes, offset, n), cs);
    }

    /** A decoder of the charset that reports, rather than replaces, what it cannot read. */
    /**
     * The bytes in the encoding a caller expects (an embedder's hint), or empty to detect it as usual: only
     * when they are not UTF-8, which is read as such whatever the hint, and they decode in it strictly.
     * CP932 and EUC-JP cannot always be told apart; the hint settles that, and never turns UTF-8 into
     * mojibake.
     *
     * @param hint UTF-8, Shift_JIS (read as CP932) or EUC-JP; another encoding is read as Java reads it
     */
    public static Optional<DecodedText> hinted(byte[] bytes, Charset hint) {
        Charset cs = known(hint.name());
        cs = cs != null ? cs : hint;
        if (cs == StandardCharsets.UTF_8 || decodes(bytes, StandardCharsets.UTF_8)) {
            return Optional.empty();
        }
        try {
            String text = strictDecoder(cs).decode(ByteBuffer.wrap(bytes)).toString();
            return Optional.of(new DecodedText(text, cs.name(), "hint"));
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }

    private static boolean decodes(byte[] bytes, Charset cs) {
        try {
            strictDecoder(cs).decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    public static CharsetDecoder strictDecoder(Charset cs) {
        return cs.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
    }

    /**
     * The bytes read strictly, or null at the first byte the encoding cannot read. The output grows
     * as the text is read rather than being sized for all of it first, so a wrong guess of the
     * encoding, which fails within the first bytes, costs little.
     */
    private static RecordText strict(ByteBuffer bytes, Charset cs) {
        CharsetDecoder decoder = strictDecoder(cs);
        CharBuffer out = CharBuffer.allocate(Math.min(bytes.remaining(), 1024) + 1);
        CoderResult result = decoder.decode(bytes, out, true);
        while (true) {
            if (result.isUnderflow()) {
                result = decoder.flush(out);
                if (result.isUnderflow()) {
                    break;
                }
            }
            if (!result.isOverflow()) {
                return null;
            }
            CharBuffer larger = CharBuffer.allocate(out.capacity() * 2);
            out.flip();
            out = larger.put(out);
            result = bytes.hasRemaining() ? decoder.decode(bytes, out, true) : CoderResult.UNDERFLOW;
        }
        out.flip();
        return RecordText.of(out.array(), out.limit());
    }

    /**
     * UTF-8 with a few stray bytes, each replaced by U+FFFD with a located warning; empty when the
     * bytes are not that (too many bad bytes, or too few valid characters to tell UTF-8).
     */
    private static Optional<DecodedText> mostlyUtf8(byte[] bytes, int offset, String how, Form form) {
        boolean asChars = form.asChars();
        CharsetDecoder decoder = strictDecoder(StandardCharsets.UTF_8);
        ByteBuffer in = ByteBuffer.wrap(bytes, offset, bytes.length - offset);
        // a long text is only counted here, through a small buffer, and decoded window by window later
        CharBuffer out = CharBuffer.allocate(asChars ? bytes.length - offset + 1 : SCRATCH_CHARS);
        int passed = 0;
        List<int[]> strays = new ArrayList<>();
        int strayBytes = 0;
        while (true) {
            CoderResult result = decoder.decode(in, out, true);
            if (result.isUnderflow()) {
                decoder.flush(out);
                break;
            }
            if (result.isOverflow() && !asChars) {
                passed += out.position();
                out.clear();
                continue;
            }
            strayBytes += result.length();
            if (!result.isError() || strayBytes > MAX_STRAY_BYTES) {
                return Optional.empty();
            }
            if (!out.hasRemaining()) {
                passed += out.position();
                out.clear();
            }
            strays.add(new int[] {passed + out.position(), in.position(), result.length()});
            out.put('\uFFFD');
            in.position(in.position() + result.length());
        }
        int high = 0;
        for (int i = offset; i < bytes.length; i++) {
            if (bytes[i] < 0) {
                high++;
            }
        }
        if (strayBytes * HIGH_BYTES_PER_STRAY > high) {
            return Optional.empty();
        }
        out.flip();
        RecordText text = asChars
                ? RecordText.of(out.array(), out.limit())
                : RecordText.of(EncodedText.replacingStrays(bytes, offset, passed + out.limit(), form.window()));
        return Optional.of(new DecodedText(text, "UTF-8", how, located(text, bytes, strays)));
    }

    /** A warning per stray byte sequence, at its line and column in the text; the rest counted in one. */
    private static List<Problem> located(RecordText text, byte[] bytes, List<int[]> strays) {
        List<Problem> problems = new ArrayList<>();
        Cursor cursor = new Cursor(text);
        for (int s = 0; s < strays.size() && s < LOCATED_STRAYS; s++) {
            int[] stray = strays.get(s);
            cursor.advance(stray[0]);
            StringBuilder shown = new StringBuilder();
            for (int i = 0; i < stray[2]; i++) {
                shown.append(i == 0 ? "" : " ").append(String.format("0x%02X", bytes[stray[1] + i] & 0xFF));
            }
            problems.add(Problem.warning(
                    cursor.line,
                    cursor.column(),
                    shown.toString(),
                    Message.of("read.stray-byte", "UTF-8", "U+FFFD (\uFFFD)")));
        }
        if (strays.size() > LOCATED_STRAYS) {
            cursor.advance(strays.get(LOCATED_STRAYS)[0]);
            problems.add(Problem.warning(
                    cursor.line,
                    cursor.column(),
                    "",
                    Message.of("read.stray-bytes-more", strays.size() - LOCATED_STRAYS, "UTF-8", "U+FFFD")));
        }
        return problems;
    }

    /** Line and column of a character index, found walking forward (CR LF, LF and CR end lines). */
    private static final class Cursor {
        private final RecordText text;
        private int index;
        private int line = 1;
        private int lineStart;

        Cursor(RecordText text) {
            this.text = text;
        }

        void advance(int to) {
            for (; index < to; index++) {
                char c = text.charAt(index);
                if (c == '\n' || c == '\r' && (index + 1 >= text.length() || text.charAt(index + 1) != '\n')) {
                    line++;
                    lineStart = index + 1;
                }
            }
        }

        int column() {
            return index - lineStart + 1;
        }
    }

    private static String canonical(Charset cs) {
        if (cs.equals(StandardCharsets.UTF_8)) {
            return "UTF-8";
        }
        return cs.equals(CP932) ? "windows-31j" : cs.name();
    }
}
