package dev.shinpan.record.encoding;

import dev.shinpan.record.text.LineBreaks;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;

/**
 * Strict CP932 ({@code windows-31j}: Shift_JIS as Windows applications write it, the usual encoding
 * of KIF and KI2 files) straight into an array of characters, in one pass. The JDK's decoder writes
 * into a buffer that grows as it goes and is copied again for the readers; for Shift_JIS records
 * that was a third of reading them. The mapping is the JDK's own windows-31j (see {@link #TABLE}):
 * a byte or pair it refuses is refused here too.
 */
final class Cp932Decoder {

    /** In the table of high bytes, one that is no character alone: the first byte of a pair (U+FFFF is no character). */
    static final char PAIR = '\uFFFF';
    /** The second byte of a pair is 0x40 or above in CP932; the table holds pairs from there. */
    static final int FIRST_TRAIL = 0x40;

    private static final int TRAILS = 0x100 - FIRST_TRAIL;

    private Cp932Decoder() {}

    /**
     * Decodes {@code bytes[from, to)} into {@code out} from index 0, which must hold
     * {@code to - from} characters (no CP932 character takes fewer bytes than characters). Returns
     * the characters written, or -1 when the bytes are not CP932, or when a NUL byte stands before
     * index {@code nulRefusedBefore} (binary data, found by the ASCII loop for free). Every CR and
     * LF written is noted in {@code breaks}, unless it is null.
     */
    static int decode(byte[] bytes, int from, int to, char[] out, int nulRefusedBefore, LineBreaks breaks) {
        char[] single = Tables.SINGLE;
        char[] pairs = Tables.PAIRS;
        int i = from;
        int o = 0;
        // the ASCII loop stops at line breaks only when they are noted: on short ASCII lines the
        // stops cost more than the scan for each line's end they spare
        int stop = breaks == null ? 0 : '\r';
        while (i < to) {
            // ASCII (above CR, when breaks are noted), most of a record, one comparison a byte, as in
            // Utf8Decoder; one helper for both loops cost Shift_JIS 4% under C1, so each keeps its own
            int b;
            while (i < to && (b = bytes[i]) > stop) {
                out[o++] = (char) b;
                i++;
            }
            if (i >= to) {
                break;
            }
            int lead = bytes[i] & 0xFF;
            char c;
            if (lead <= stop) {
                if (lead == 0 && i < nulRefusedBefore) {
                    return -1;
                }
                if ((lead == '\n' || lead == '\r') && breaks != null) {
                    breaks.add(o);
                }
                c = (char) lead;
                i++;
            } else {
                c = single[lead - 0x80];
                if (c == PAIR) {
                    int trail = i + 1 < to ? (bytes[i + 1] & 0xFF) - FIRST_TRAIL : -1;
                    if (trail < 0) {
                        return -1;
                    }
                    c = pairs[(lead - 0x80) * TRAILS + trail];
                    i += 2;
                } else {
                    i++; // half-width katakana
                }
                if (c == 0) {
                    return -1; // a pair CP932 does not map
                }
            }
            out[o++] = c;
        }
        return o;
    }

    /**
     * The mapping, loaded on first use (a batch of UTF-8 files never needs it) from
     * {@value #TABLE}: the characters of the bytes from 0x80 alone ({@link #PAIR} for a first
     * byte), then, for each first byte in order, the characters of its pairs with the second bytes
     * from 0x40 (0 for none), as UTF-16. Cp932DecoderTest makes it from the JDK's windows-31j
     * decoder, whose mapping is Microsoft's published table, and checks it against that decoder
     * pair by pair. Read from the JDK at run time it took 7 ms, a twentieth of a cold start.
     */
    static final String TABLE = "cp932.table";

    private static final class Tables {

        /** Per byte from 0x80: its character, or {@link #PAIR} where it is none alone. */
        static final char[] SINGLE = new char[0x80];
        /** Per first byte from 0x80 and second byte from 0x40: the pair's character, or 0 where it is none. */
        static final char[] PAIRS = new char[0x80 * TRAILS];

        static {
            try (InputStream in = Cp932Decoder.class.getResourceAsStream(TABLE)) {
                if (in == null) {
                    throw new IllegalStateException(TABLE + " is missing from the build");
                }
                CharBuffer table = ByteBuffer.wrap(in.readAllBytes()).asCharBuffer();
                table.get(SINGLE);
                for (int b = 0; b < SINGLE.length; b++) {
                    if (SINGLE[b] == PAIR) {
                        table.get(PAIRS, b * TRAILS, TRAILS);
                    }
                }
                if (table.hasRemaining()) {
                    throw new IllegalStateException(TABLE + " is longer than its first bytes need");
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
