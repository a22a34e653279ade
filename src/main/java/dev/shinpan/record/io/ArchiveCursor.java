package dev.shinpan.record.io;

import dev.shinpan.text.Message;
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
    record Entry(String path, long size, Message skipReason, Message unreadable, IOSupplier<InputStream> content) {

        /** Not shown: directories inside archives are walked, not reported. */
        static final Message DIRECTORY = Message.of("skip.directory");

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

    /**
     * How far into the archive file the entries returned so far reach, in bytes, for archives read
     * from a file rather than a stream (a stream's reads are counted where it is opened); -1 when
     * the format does not tell.
     */
    default long offset() {
        return -1;
    }
}
