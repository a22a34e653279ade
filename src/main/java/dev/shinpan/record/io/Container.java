package dev.shinpan.record.io;

import java.io.BufferedInputStream;
import java.io.IOException;
import org.apache.commons.compress.archivers.sevenz.SevenZFile;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.tar.TarUtils;
import org.apache.commons.compress.archivers.zip.ZipArchiveInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorInputStream;

/**
 * The archive or compression format an input's first bytes announce. Names lie (a zip saved as
 * {@code .kif}, a gzip without {@code .gz}), so the bytes decide, wherever the input was found.
 */
enum Container {
    ZIP("zip"),
    SEVEN_Z("7z"),
    TAR("tar"),
    GZIP("gzip"),
    XZ("xz"),
    BZIP2("bzip2");

    /** Enough for every signature, the tar header's included. */
    static final int HEAD_BYTES = 512;

    private static final int TAR_HEADER = 512;
    private static final int CHECKSUM_OFFSET = 148;
    private static final int CHECKSUM_LENGTH = 8;
    /** Block and end-of-stream magic that follow bzip2's "BZh1"…"BZh9" (a text may start with BZh). */
    private static final int[][] BZIP2_MAGIC = {
        {0x31, 0x41, 0x59, 0x26, 0x53, 0x59}, {0x17, 0x72, 0x45, 0x38, 0x50, 0x90}
    };

    private final String label;

    Container(String label) {
        this.label = label;
    }

    String label() {
        return label;
    }

    /** Looks at the first bytes without consuming them. */
    static Container sniff(BufferedInputStream in) throws IOException {
        byte[] head = new byte[HEAD_BYTES];
        in.mark(HEAD_BYTES);
        int n = in.readNBytes(head, 0, HEAD_BYTES);
        in.reset();
        return of(head, n);
    }

    /**
     * The container the first {@code n} bytes announce, or null for anything else. The first byte
     * (and for tar the magic or the checksum field) is looked at before Commons Compress is asked,
     * so that a record, the common case, loads none of its classes.
     */
    static Container of(byte[] head, int n) {
        if (n == 0) {
            return null;
        }
        switch (head[0]) {
            case 'P' -> {
                if (ZipArchiveInputStream.matches(head, n)) {
                    return ZIP;
                }
            }
            case '7' -> {
                if (SevenZFile.matches(head, n)) {
                    return SEVEN_Z;
                }
            }
            case 0x1F -> {
                if (GzipCompressorInputStream.matches(head, n)) {
                    return GZIP;
                }
            }
            case (byte) 0xFD -> {
                if (XZCompressorInputStream.matches(head, n)) {
                    return XZ;
                }
            }
            case 'B' -> {
                if (isBzip2(head, n)) {
                    return BZIP2;
                }
            }
            default -> {
                // no compression or archive signature begins with this byte; a tar header may
            }
        }
        if (n >= TAR_HEADER && (hasUstarMagic(head) && TarArchiveInputStream.matches(head, n) || isV7TarHeader(head))) {
            return TAR;
        }
        return null;
    }

    /** Every tar magic (POSIX, GNU, Ant) begins with "ustar" at offset 257. */
    private static boolean hasUstarMagic(byte[] head) {
        return head[257] == 'u' && head[258] == 's' && head[259] == 't' && head[260] == 'a' && head[261] == 'r';
    }

    private static boolean isBzip2(byte[] head, int n) {
        if (n < 10 || head[0] != 'B' || head[1] != 'Z' || head[2] != 'h' || head[3] < '1' || head[3] > '9') {
            return false;
        }
        for (int[] magic : BZIP2_MAGIC) {
            boolean match = true;
            for (int i = 0; i < magic.length && match; i++) {
                match = (head[4 + i] & 0xFF) == magic[i];
            }
            if (match) {
                return true;
            }
        }
        return false;
    }

    /** Old tar headers have no magic; a valid checksum over a named, NUL-padded header tells them. */
    private static boolean isV7TarHeader(byte[] head) {
        if (head[0] == 0 || !octalField(head, CHECKSUM_OFFSET, CHECKSUM_LENGTH)) {
            return false;
        }
        try {
            return TarUtils.verifyCheckSum(head);
        } catch (IllegalArgumentException e) {
            return false; // the checksum field is not even octal
        }
    }

    /**
     * Whether the field could be an octal number as tar writes one: only digits 0-7, spaces and
     * NULs (or a leading NUL, read as zero). Anything else is no checksum, as TarUtils would find
     * by failing; text records fail here without loading it.
     */
    private static boolean octalField(byte[] head, int offset, int length) {
        if (head[offset] == 0) {
            return true;
        }
        for (int i = offset; i < offset + length; i++) {
            byte b = head[i];
            if (b != 0 && b != ' ' && (b < '0' || b > '7')) {
                return false;
            }
        }
        return true;
    }
}
