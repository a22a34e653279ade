package dev.shinpan.record.encoding;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Bytes looked at eight at a time: the scans every file goes through before it is decoded (for a
 * NUL, for the start of an encoding declaration) skip the words that cannot hold what they look for.
 */
final class ByteWords {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

    private ByteWords() {}

    /** The eight bytes from {@code at}, which must all lie in the array. */
    static long word(byte[] bytes, int at) {
        return (long) LONGS.get(bytes, at);
    }

    /** Whether one of the word's eight bytes is 0: nonzero exactly then (the classic "has zero byte" test). */
    static boolean hasZero(long word) {
        return ((word - ONES) & ~word & HIGHS) != 0;
    }

    /** Whether the word's eight bytes are all ASCII (below 0x80). */
    static boolean isAscii(long word) {
        return (word & HIGHS) == 0;
    }

    /** Whether one of the word's eight bytes is {@code b}. */
    static boolean has(long word, byte b) {
        return hasZero(word ^ (ONES * (b & 0xFF)));
    }
}
