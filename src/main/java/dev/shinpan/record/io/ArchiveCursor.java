package dev.shinpan.record.io;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import org.apache.commons.io.function.IOSupplier;

/** Walks the entries of one archive in order, whatever its format. */
interface ArchiveCursor extends Closeable {

    /**
     * One entry as the archive describes it.
     *
     * @param path         the entry's path inside the archive
     * @param size         its uncompressed size as declared, or -1 when unknown
     * @param skipReason   why it holds nothing to read (a directory, a link), or null
     * @param unreadable   why it cannot be read (encrypted, unknown method), or null
     * @param content      opens its content; valid until the next call of {@link #next()}
     */
    record Entry(String path, long size, String skipReason, String unreadable, IOSupplier<InputStream> content) {

        static final String DIRECTORY = "directory";

        boolean directory() {
            return DIRECTORY.equals(skipReason);
        }
    }

    /** The next entry, or null at the end. */
    Entry next() throws IOException;

    /**
     * Whether passing over an entry costs reading it: true for streamed formats (tar, and 7z's
     * solid blocks), false for a zip's central directory.
     */
    boolean skippingReads();
}
