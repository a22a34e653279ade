package dev.shinpan.record.io;

import dev.shinpan.text.Message;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.io.input.CloseShieldInputStream;

/** A tar stream's entries (plain or inside gzip, xz or bzip2), read as they pass. */
final class TarCursor implements ArchiveCursor {

    private final TarArchiveInputStream tar;

    TarCursor(InputStream in) {
        this.tar = new TarArchiveInputStream(in, StandardCharsets.UTF_8.name());
    }

    @Override
    public Entry next() throws IOException {
        TarArchiveEntry e = tar.getNextEntry();
        if (e == null) {
            return null;
        }
        if (e.isDirectory()) {
            return new Entry(e.getName(), 0, Entry.DIRECTORY, null, null);
        }
        if (e.isSymbolicLink() || e.isLink()) {
            return new Entry(e.getName(), 0, Message.of("skip.tar-link"), null, null);
        }
        if (!e.isFile()) {
            return new Entry(e.getName(), 0, Message.of("skip.special-in-archive"), null, null);
        }
        Message unreadable =
                tar.canReadEntryData(e) ? null : Message.of(e.isSparse() ? "input.entry-sparse" : "input.entry-stored");
        return new Entry(e.getName(), e.getSize(), null, unreadable, () -> CloseShieldInputStream.wrap(tar));
    }

    @Override
    public boolean skippingReads() {
        return true;
    }

    @Override
    public void close() throws IOException {
        tar.close();
    }
}
