package dev.shinpan.cli.batch;

import java.nio.file.Path;

/**
 * The files a run wrote, kept as one 64-bit hash each ({@link LongIntMap}): twelve to twenty-four
 * bytes per file rather than a few hundred for a set of paths, so that converting an archive of ten
 * million records stays in memory. Two different paths share a hash with a chance of about n²/2⁶⁵
 * (3·10⁻⁶ for ten million); the later one is then named as a clash would name it, never overwritten.
 */
public final class PathHashes {

    private final LongIntMap hashes = new LongIntMap();

    /** Adds the path; false when it (or, rarely, another of the same hash) was added before. */
    public boolean add(Path path) {
        long h = hash(path.toAbsolutePath().normalize().toString());
        if (hashes.get(h) >= 0) {
            return false;
        }
        hashes.put(h, 0);
        return true;
    }

    /** FNV-1a over the name's characters. */
    private static long hash(String s) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < s.length(); i++) {
            h ^= s.charAt(i);
            h *= 0x100000001b3L;
        }
        return h ^ h >>> 29; // FNV's low bits mix poorly: spread the high ones down before the table masks them
    }

    int size() {
        return hashes.size();
    }
}
