package dev.shinpan.record.encoding;

import dev.shinpan.record.text.LineBreaks;

/**
 * Strict UTF-8 straight into an array of characters, in one pass: the JDK's way to characters is a
 * {@code String} and then a copy of it, and before either a look for U+FFFD to tell a replaced byte
 * from a real one; here the text is checked while it is decoded. Well-formed means the Unicode
 * standard's table 3-7: no overlong forms, no surrogates, nothing beyond U+10FFFF.
 */
final class Utf8Decoder {

    private Utf8Decoder() {}

    /**
     * Decodes {@code bytes[from, to)} into {@code out} from index 0, which must hold
     * {@code to - from} characters (UTF-8 never takes fewer bytes than UTF-16 takes characters).
     * Returns the characters written, or -1 when the bytes are not well-formed UTF-8.
     */
    static int decode(byte[] bytes, int from, int to, char[] out) {
        return decode(bytes, from, to, out, 0, null);
    }

    /**
     * As {@link #decode(byte[], int, int, char[])}, and also -1 when a NUL byte stands before index
     * {@code nulRefusedBefore}: a NUL near the start marks binary data, and the ASCII loop finds it
     * for free, which spares every file a scan of its own. Every CR, LF and NEL written is noted in
     * {@code breaks}, unless it is null.
     */
    static int decode(byte[] bytes, int from, int to, char[] out, int nulRefusedBefore, LineBreaks breaks) {
        int i = from;
        int o = 0;
        // the ASCII loop stops at line breaks only when they are noted: on short ASCII lines the
        // stops cost more than the scan for each line's end they spare
        int stop = breaks == null ? 0 : '\r';
        while (i < to) {
            // a run of ASCII (above CR, when breaks are noted) costs one comparison a byte; a loop
            // of its own compiles best under both JIT compilers
            int b;
            while (i < to && (b = bytes[i]) > stop) {
                out[o++] = (char) b;
                i++;
            }
            if (i >= to) {
                break;
            }
            int lead = bytes[i] & 0xFF;
            if (lead <= stop) {
                if (lead == 0 && i < nulRefusedBefore) {
                    return -1;
                }
                if ((lead == '\n' || lead == '\r') && breaks != null) {
                    breaks.add(o);
                }
                out[o++] = (char) lead;
                i++;
            } else if (lead >= 0xE0 && lead <= 0xEF) {
                // kana and kanji: three bytes
                if (i + 2 >= to) {
                    return -1;
                }
                int second = bytes[i + 1];
                int third = bytes[i + 2];
                int c = (lead & 0x0F) << 12 | (second & 0x3F) << 6 | third & 0x3F;
                // continuation bytes, no overlong form (below U+0800), no surrogate
                if ((second & 0xC0) != 0x80 || (third & 0xC0) != 0x80 || c < 0x800 || (c & 0xF800) == 0xD800) {
                    return -1;
                }
                out[o++] = (char) c;
                i += 3;
            } else {
                // the rarer lengths, checked by the rule the stray-byte scan counts with: 0 for an
                // ill-formed sequence, -1 for one the end cuts off
                int length = Utf8Scan.wellFormedLength(bytes, i, to);
                if (length == 2) {
                    char c = (char) ((lead & 0x1F) << 6 | bytes[i + 1] & 0x3F);
                    if (c == '\u0085' && breaks != null) {
                        breaks.add(o); // NEL, which ends a line where a format says so
                    }
                    out[o++] = c;
                } else if (length == 4) {
                    int cp = (lead & 0x07) << 18
                            | (bytes[i + 1] & 0x3F) << 12
                            | (bytes[i + 2] & 0x3F) << 6
                            | bytes[i + 3] & 0x3F;
                    out[o++] = Character.highSurrogate(cp);
                    out[o++] = Character.lowSurrogate(cp);
                } else {
                    return -1;
                }
                i += length;
            }
        }
        return o;
    }
}
