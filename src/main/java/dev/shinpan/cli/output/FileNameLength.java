package dev.shinpan.cli.output;

import java.nio.charset.StandardCharsets;

/**
 * How long one name in a path may be: 255 bytes of UTF-8 on Linux's file systems (ext4, XFS,
 * Btrfs, tmpfs), where a name of 86 kanji is already too long. Names shinpan makes up are cut to fit.
 */
public final class FileNameLength {

    public static final int MAX_BYTES = 255;

    private FileNameLength() {}

    public static boolean fits(String name) {
        return bytes(name) <= MAX_BYTES;
    }

    public static int bytes(String name) {
        return name.getBytes(StandardCharsets.UTF_8).length;
    }

    /** The longest start of {@code name} of at most {@code max} bytes, cut between characters (never inside a pair). */
    public static String cut(String name, int max) {
        int used = 0;
        int i = 0;
        while (i < name.length()) {
            int c = name.codePointAt(i);
            int size = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
            if (used + size > max) {
                break;
            }
            used += size;
            i += Character.charCount(c);
        }
        return name.substring(0, i);
    }
}
