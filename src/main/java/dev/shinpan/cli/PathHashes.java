package dev.shinpan.cli;

import java.nio.file.Path;

/**
 * The files a run wrote, kept as one 64-bit hash each in an open-addressed table: eight to sixteen
 * bytes per file rather than a few hundred for a set of paths, so that converting an archive of ten
 * million records stays in memory. Two different paths share a hash with a chance of about n²/2⁶⁵
 * (3·10⁻⁶ for ten million); the later one is then named as a clash would name it, never overwritten.
 */
final class PathHashes {

    private static final long EMPTY = 0;
    private long[] table = new long[1024];
    private int size;

    /** Adds the path; false when it (or, rarely, another of the same hash) was added before. */
    boolean add(Path path) {
        long h = hash(path.toAbsolutePath().normalize().toString());
        if ((size + 1) * 2 > table.length) {
            grow();
        }
        int mask = table.length - 1;
        for (int i = (int) (h ^ (h >>> 32)) & mask; ; i = (i + 1) & mask) {
            if (table[i] == EMPTY) {
                table[i] = h;
                size++;
                return true;
            }
            if (table[i] == h) {
                return false;
            }
        }
    }

    private void grow() {
        long[] old = table;
        table = new long[old.length * 2];
        int mask = table.length - 1;
        for (long h : old) {
            if (h != EMPTY) {
                int i = (int) (h ^ (h >>> 32)) & mask;
                while (table[i] != EMPTY) {
                    i = (i + 1) & mask;
                }
                table[i] = h;
            }
        }
    }

    /** FNV-1a over the name's characters, never 0 (the empty slot). */
    private static long hash(String s) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < s.length(); i++) {
            h ^= s.charAt(i);
            h *= 0x100000001b3L;
        }
        h ^= h >>> 29; // FNV's low bits mix poorly: spread the high ones down before masking
        return h == EMPTY ? 1 : h;
    }

    int size() {
        return size;
    }
}
