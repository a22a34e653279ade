package dev.shinpan.record.io;

import dev.shinpan.record.encoding.TextDecoder;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;

/**
 * What a zip entry's name says: the bytes as UTF-8 when flagged so (APPNOTE.TXT 4.4.4, bit 11),
 * else as UTF-8 when they are valid UTF-8, else as CP932, which zip tools on Japanese Windows
 * write without any flag. Commons Compress would read such a name as UTF-8 with every Japanese
 * character replaced.
 */
final class ZipEntryNames {

    private ZipEntryNames() {}

    /**
     * The name of an entry not flagged UTF-8: ASCII and valid UTF-8 as UTF-8, else CP932; null
     * when the bytes are neither.
     */
    static String unflagged(byte[] raw) {
        String utf8 = strictly(raw, StandardCharsets.UTF_8);
        return utf8 != null ? utf8 : strictly(raw, TextDecoder.CP932);
    }

    /**
     * The name of an entry the library read: its own unless the library took it from the bytes
     * alone (no UTF-8 flag, no Unicode path field) and they are not UTF-8 but CP932; then as
     * CP932, with the library's rule for names made on DOS and Windows (a backslash separates).
     */
    static String of(ZipArchiveEntry e) {
        if (e.getNameSource() != ZipArchiveEntry.NameSource.NAME) {
            return e.getName();
        }
        byte[] raw = e.getRawName();
        if (raw == null || strictly(raw, StandardCharsets.UTF_8) != null) {
            return e.getName();
        }
        String cp932 = strictly(raw, TextDecoder.CP932);
        if (cp932 == null) {
            return e.getName();
        }
        return e.getPlatform() == ZipArchiveEntry.PLATFORM_FAT && !cp932.contains("/")
                ? cp932.replace('\\', '/')
                : cp932;
    }

    private static String strictly(byte[] raw, Charset cs) {
        try {
            return TextDecoder.strictDecoder(cs).decode(ByteBuffer.wrap(raw)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
