package dev.shinpan.record.encoding;

/**
 * A look at the first bytes of a file that tells, without decoding it, when it cannot be UTF-8:
 * before this, a Shift_JIS file (most KIF files saved on Windows) was decoded in full as UTF-8,
 * then looked at again for stray bytes, before its own encoding was tried.
 *
 * <p>Bytes are counted as the JDK's UTF-8 decoder counts the bytes it cannot read (each
 * byte that cannot begin or continue a well-formed sequence of the Unicode standard's table 3-7,
 * a sequence broken off counting the bytes before the break), and never more; so when the count
 * passes the limit here, the decoder would find at least as many, and the text is not UTF-8 even
 * with a few stray bytes forgiven. A sequence cut off by the end of the bytes looked at is not
 * counted.
 */
final class Utf8Scan {

    /** At most this many bytes are looked at: a Shift_JIS header line shows its bad bytes within a few dozen. */
    static final int PREFIX = 256;
    /** This many well-formed multi-byte sequences before any bad byte: the text looks like UTF-8, stop looking. */
    static final int CONVINCING = 32;

    private Utf8Scan() {}

    /** Whether more than {@code limit} bytes among the first ones from {@code offset} cannot be read as UTF-8. */
    static boolean tooManyStrays(byte[] bytes, int offset, int limit) {
        int end = Math.min(bytes.length, offset + PREFIX);
        int strays = 0;
        int sequences = 0;
        int i = offset;
        while (i < end) {
            // JSON's keys and CSA's moves are ASCII
            i = pastAsciiWords(bytes, i, end);
            if (i >= end) {
                break;
            }
            if (bytes[i] >= 0) {
                i++;
                continue;
            }
            int length = wellFormedLength(bytes, i, end);
            if (length > 0) {
                if (++sequences >= CONVINCING && strays == 0) {
                    return false;
                }
                i += length;
            } else if (length < 0) {
                return false;
            } else {
                if (++strays > limit) {
                    return true;
                }
                i++;
            }
        }
        return false;
    }

    /**
     * The UTF-16 characters that {@code bytes[from, to)} decode to, or -1 when they are not
     * well-formed UTF-8 (a sequence broken off by {@code to} included): a long text is checked and
     * counted so before it is decoded a window at a time.
     */
    static long charCount(byte[] bytes, int from, int to) {
        long chars = 0;
        int i = from;
        while (i < to) {
            // most of a long record file is ASCII
            int ascii = pastAsciiWords(bytes, i, to);
            chars += ascii - i;
            i = ascii;
            if (i >= to) {
                break;
            }
            if (bytes[i] >= 0) {
                i++;
                chars++;
                continue;
            }
            int length = wellFormedLength(bytes, i, to);
            if (length <= 0) {
                return -1;
            }
            i += length;
            chars += length == 4 ? 2 : 1; // beyond the BMP: a surrogate pair
        }
        return chars;
    }

    /** Past the words of eight ASCII bytes from {@code i}: where the first word holding another byte begins, or near {@code end}. */
    private static int pastAsciiWords(byte[] bytes, int i, int end) {
        while (i + Long.BYTES <= end && ByteWords.isAscii(ByteWords.word(bytes, i))) {
            i += Long.BYTES;
        }
        return i;
    }

    /**
     * The length of the well-formed multi-byte sequence at {@code i}; 0 when the byte there cannot
     * begin one or the sequence breaks off; -1 when it runs past {@code end}, undecided.
     */
    static int wellFormedLength(byte[] bytes, int i, int end) {
        int lead = bytes[i] & 0xFF;
        int length;
        int low = 0x80;
        int high = 0xBF;
        if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3;
            if (lead == 0xE0) {
                low = 0xA0; // shorter forms are overlong
            } else if (lead == 0xED) {
                high = 0x9F; // beyond are the surrogates
            }
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            if (lead == 0xF0) {
                low = 0x90;
            } else if (lead == 0xF4) {
                high = 0x8F; // beyond U+10FFFF
            }
        } else {
            return 0;
        }
        for (int k = 1; k < length; k++) {
            if (i + k >= end) {
                return -1;
            }
            int next = bytes[i + k] & 0xFF;
            if (next < (k == 1 ? low : 0x80) || next > (k == 1 ? high : 0xBF)) {
                return 0;
            }
        }
        return length;
    }
}
