package dev.shinpan.record.encoding;

import dev.shinpan.record.text.TextWindows;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A long text kept as its bytes and decoded a window at a time as it is read. Decoded whole, a
 * file of 60 MB of Shift_JIS became 120 MB of characters beside its bytes, and as much again
 * while it was made: more than a 256 MB heap holds. A window is cut just after a line-feed byte
 * (or a lone CR where no line feed follows): in UTF-8, Shift_JIS (CP932) and EUC-JP that byte
 * only ever stands for the line feed itself, never inside a character, so each window decodes on
 * its own. A window bounded inside a line without end ({@link TextWindows#window}'s {@code atMost})
 * ends where the decoder stops, at a character's end.
 *
 * <p>The text is checked when it is made (that it decodes, and how many characters it holds), so
 * the readers' windows decode without failing. Like the text it belongs to, it is for one thread.
 */
final class EncodedText implements TextWindows {

    private final byte[] bytes;
    private final Charset charset;
    /** Whether bytes the encoding cannot read become U+FFFD (a UTF-8 text with a few stray bytes). */
    private final boolean replacing;

    private final int length;
    /** Bytes a window holds at most before its line break (tests use small ones). */
    private final int maxWindow;
    /** Where in the bytes each window given out so far ends, by the character it ends before; 0 starts at the offset. */
    private final Map<Integer, Integer> windowEnds = new HashMap<>();

    private CharsetDecoder decoder;

    private EncodedText(byte[] bytes, int offset, Charset charset, boolean replacing, int length, int maxWindow) {
        this.bytes = bytes;
        this.charset = charset;
        this.replacing = replacing;
        this.length = length;
        this.maxWindow = maxWindow;
        windowEnds.put(0, offset);
    }

    /** The bytes from {@code offset} as a text in the encoding, or null when they are not all well-formed in it. */
    static EncodedText checked(byte[] bytes, int offset, Charset charset, int maxWindow) {
        long count;
        if (charset.equals(StandardCharsets.UTF_8)) {
            count = Utf8Scan.charCount(bytes, offset, bytes.length);
        } else {
            count = charCount(bytes, offset, charset, maxWindow);
        }
        return count < 0 ? null : new EncodedText(bytes, offset, charset, false, (int) count, maxWindow);
    }

    /**
     * The bytes from {@code offset} as UTF-8, each stray byte sequence read as U+FFFD as the JDK's
     * decoder replaces it; {@code length} is the characters that makes, counted by the caller.
     */
    static EncodedText replacingStrays(byte[] bytes, int offset, int length, int maxWindow) {
        return new EncodedText(bytes, offset, StandardCharsets.UTF_8, true, length, maxWindow);
    }

    @Override
    public int length() {
        return length;
    }

    @Override
    public char[] window(int from, int atLeast, int atMost) {
        Integer start = windowEnds.get(from);
        if (start == null) {
            throw new IllegalArgumentException("no window ended at character " + from);
        }
        int most = Math.max(atMost, 2); // room for a surrogate pair
        // no character takes more than 3 bytes a character, so a line break past 4 bytes a character
        // is past the bound: looking no further keeps a line without end from being scanned per window
        int cut = cut(bytes, start, Math.min(atLeast, maxWindow), (int) Math.min(bytes.length, start + 4L * most));
        if (cut - start > most) {
            // perhaps more characters than allowed (never more than bytes): decode only as many
            return decodeAtMost(from, start, cut, most);
        }
        char[] window = decode(start, cut);
        windowEnds.put(from + window.length, cut);
        return window;
    }

    /**
     * At most {@code atMost} characters (two or more) of the bytes {@code [start, cut)}, decoded by
     * the JDK, which stops at a character's end when its output is full; the next window starts
     * there. Where {@code cut} is a bound inside the text rather than its end, it may fall inside a
     * character, which the decoder reads before it finds its output full: the bytes are then not
     * their input's end, and a character cut there is left for the next window.
     */
    private char[] decodeAtMost(int from, int start, int cut, int atMost) {
        CharsetDecoder d = decoder().reset();
        ByteBuffer in = ByteBuffer.wrap(bytes, start, cut - start);
        CharBuffer out = CharBuffer.allocate(atMost);
        boolean end = cut == bytes.length;
        CoderResult result = d.decode(in, out, end);
        if (result.isError() || end && result.isUnderflow() && !d.flush(out).isUnderflow() || out.position() == 0) {
            throw new IllegalStateException(
                    "bytes checked as " + charset + " no longer decode at byte " + in.position());
        }
        windowEnds.put(from + out.position(), in.position());
        return Arrays.copyOf(out.array(), out.position());
    }

    /**
     * Where the window from {@code start} ends: just after the first line feed at least
     * {@code atLeast} bytes on, else just after a lone CR there, else at the end.
     */
    static int cut(byte[] bytes, int start, int atLeast) {
        return cut(bytes, start, atLeast, bytes.length);
    }

    /** As {@link #cut(byte[], int, int)}, looking no further than {@code end}, which is then the end. */
    private static int cut(byte[] bytes, int start, int atLeast, int end) {
        if (end - start <= atLeast) {
            return end;
        }
        int from = start + Math.max(atLeast, 1) - 1;
        for (int i = from; i < end; i++) {
            if (bytes[i] == '\n') {
                return i + 1;
            }
        }
        // no line feed from there on: the lines end with lone CRs (old Mac files)
        for (int i = from; i < end; i++) {
            if (bytes[i] == '\r') {
                return i + 1;
            }
        }
        return end;
    }

    /**
     * The window's characters, in an array of exactly their number. A usual window is decoded by
     * the JDK's {@code String} constructor, which copies ASCII, most of a long record file, fastest.
     * A window far past the maximum (a line longer than a window, where the line limit allows it)
     * is counted first and decoded straight into its array: the JDK sizes its work by the bytes,
     * which for Japanese text is three times what the characters need.
     */
    private char[] decode(int start, int cut) {
        if (!replacing && charset.equals(StandardCharsets.UTF_8)) {
            if (cut - start <= 2L * maxWindow) {
                return new String(bytes, start, cut - start, StandardCharsets.UTF_8).toCharArray();
            }
            long n = Utf8Scan.charCount(bytes, start, cut);
            if (n < 0) {
                throw new IllegalStateException("bytes checked as UTF-8 no longer decode at byte " + start);
            }
            char[] out = new char[(int) n];
            Utf8Decoder.decode(bytes, start, cut, out);
            return out;
        }
        char[] out = new char[cut - start];
        int n = decode(decoder(), bytes, start, cut, out);
        if (n < 0) {
            throw new IllegalStateException("bytes checked as " + charset + " no longer decode at byte " + start);
        }
        return n == out.length ? out : Arrays.copyOf(out, n);
    }

    /** The text's decoder, made once for all its windows: strict, or replacing stray bytes. */
    private CharsetDecoder decoder() {
        if (decoder == null) {
            CodingErrorAction bad = replacing ? CodingErrorAction.REPLACE : CodingErrorAction.REPORT;
            decoder = charset.newDecoder().onMalformedInput(bad).onUnmappableCharacter(bad);
        }
        return decoder;
    }

    /** Decodes one window with the decoder; the characters written, or -1 where the bytes do not decode. */
    private static int decode(CharsetDecoder decoder, byte[] bytes, int start, int cut, char[] out) {
        if (decoder.charset().equals(TextDecoder.CP932) && decoder.malformedInputAction() == CodingErrorAction.REPORT) {
            // the JDK's own mapping, without its buffers
            return Cp932Decoder.decode(bytes, start, cut, out, 0, null);
        }
        decoder.reset();
        CharBuffer chars = CharBuffer.wrap(out);
        CoderResult result = decoder.decode(ByteBuffer.wrap(bytes, start, cut - start), chars, true);
        if (!result.isUnderflow() || !decoder.flush(chars).isUnderflow()) {
            return -1;
        }
        return chars.position();
    }

    /** The characters the bytes decode to, window by window into one scratch array; -1 where they do not decode. */
    private static long charCount(byte[] bytes, int offset, Charset charset, int maxWindow) {
        CharsetDecoder decoder = TextDecoder.strictDecoder(charset);
        char[] scratch = new char[0];
        long count = 0;
        for (int start = offset; start < bytes.length; ) {
            int cut = cut(bytes, start, maxWindow);
            if (scratch.length < cut - start) {
                scratch = new char[cut - start];
            }
            int n = decode(decoder, bytes, start, cut, scratch);
            if (n < 0) {
                return -1;
            }
            count += n;
            start = cut;
        }
        return count;
    }
}
