package dev.shinpan.record.io;

import dev.shinpan.text.Message;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveInputStream;
import org.apache.commons.io.input.CloseShieldInputStream;

/**
 * A zip read from its local headers, front to back: the fallback when the central directory at
 * its end is missing or broken (a truncated download), to save the entries before the damage.
 */
final class ZipStreamCursor implements ArchiveCursor {

    private final ZipArchiveInputStream zip;

    ZipStreamCursor(InputStream in) {
        // Stored entries with a data descriptor are what streaming zip writers produce.
        this.zip = new ZipArchiveInputStream(in, StandardCharsets.UTF_8.name(), true, true) {
            @Override
            protected InputStream createZstdInputStream(InputStream compressed) throws IOException {
                return ZstdEntries.open(compressed);
            }
        };
    }

    @Override
    public Entry next() throws IOException {
        ZipArchiveEntry e = zip.getNextEntry();
        if (e == null) {
            return null;
        }
        if (e.isDirectory()) {
            return new Entry(ZipEntryNames.of(e), 0, Entry.DIRECTORY, null, null);
        }
        Message unreadable = !zip.canReadEntryData(e)
                ? e.getGeneralPurposeBit().usesEncryption()
                        ? Message.of("input.entry-encrypted")
                        : Message.of("input.entry-method.unknown")
                : ZstdEntries.unreadable(e);
        return new Entry(ZipEntryNames.of(e), e.getSize(), null, unreadable, () -> CloseShieldInputStream.wrap(zip));
    }

    @Override
    public boolean skippingReads() {
        return true;
    }

    @Override
    public void close() throws IOException {
        zip.close();
    }
}
