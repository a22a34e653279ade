package dev.shinpan.record.io;

import dev.shinpan.text.Message;
import java.io.IOException;
import java.io.InputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipMethod;
import org.apache.commons.compress.compressors.zstandard.ZstdCompressorInputStream;
import org.apache.commons.compress.compressors.zstandard.ZstdUtils;

/**
 * Zip entries compressed with Zstandard (methods 93 and 20). Commons Compress reads them through
 * zstd-jni, a native library shinpan leaves out (no native code extracted to a temporary file per
 * run, as with the terminal library); without it the library fails with a NoClassDefFoundError,
 * which no reader of bad input expects. Such an entry is unreadable, with a reason, instead.
 */
final class ZstdEntries {

    private static final boolean AVAILABLE = ZstdUtils.isZstdCompressionAvailable();

    private ZstdEntries() {}

    /** Why the entry cannot be read, when it is Zstandard and zstd-jni is missing; else null. */
    static Message unreadable(ZipArchiveEntry e) {
        boolean zstd =
                e.getMethod() == ZipMethod.ZSTD.getCode() || e.getMethod() == ZipMethod.ZSTD_DEPRECATED.getCode();
        return zstd && !AVAILABLE ? Message.of("input.entry-method", ZipMethod.ZSTD.name()) : null;
    }

    /** The entry's content decompressed, or, without zstd-jni, a stream that fails when read. */
    static InputStream open(InputStream compressed) throws IOException {
        if (AVAILABLE) {
            return new ZstdCompressorInputStream(compressed);
        }
        return new InputStream() {
            @Override
            public int read() throws IOException {
                throw new InputException(Message.of("input.entry-method", ZipMethod.ZSTD.name()), null);
            }
        };
    }
}
