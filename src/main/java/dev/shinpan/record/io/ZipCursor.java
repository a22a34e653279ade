package dev.shinpan.record.io;

import dev.shinpan.text.Message;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.archivers.zip.ZipMethod;

/**
 * A zip file's entries as its central directory lists them. Unlike reading the zip as a stream,
 * this finds every entry: those stored with a data descriptor (as streaming writers make them)
 * and those after an encrypted one.
 */
final class ZipCursor implements ArchiveCursor {

    private final ZipFile zip;
    private final Enumeration<ZipArchiveEntry> entries;
    private long offset;

    /**
     * @throws IOException when the central directory cannot be read, or lists fewer entries than
     *                     the archive declares (the library stops at a damaged header without
     *                     saying so; the entries after it would be lost silently)
     */
    ZipCursor(Path file) throws IOException {
        this.zip = ZipFile.builder().setPath(file).setZstdInputStreamFactory(ZstdEntries::open).get();
        List<ZipArchiveEntry> listed = Collections.list(zip.getEntries());
        long declared = ZipEndRecord.declaredEntries(file);
        if (declared > listed.size()) {
            zip.close();
            throw new InputException(Message.of("input.zip-directory-short", listed.size(), declared), null);
        }
        this.entries = Collections.enumeration(listed);
    }

    @Override
    public Entry next() {
        if (!entries.hasMoreElements()) {
            return null;
        }
        ZipArchiveEntry e = entries.nextElement();
        if (e.isDirectory()) {
            return new Entry(e.getName(), 0, Entry.DIRECTORY, null, null);
        }
        if (e.isUnixSymlink()) {
            return new Entry(e.getName(), e.getSize(), Message.of("skip.link-in-archive"), null, null);
        }
        offset = Math.max(offset, Math.max(e.getLocalHeaderOffset(), e.getDataOffset())
                + Math.max(0, e.getCompressedSize()));
        return new Entry(e.getName(), e.getSize(), null, unreadable(e), () -> zip.getInputStream(e));
    }

    private Message unreadable(ZipArchiveEntry e) {
        if (zip.canReadEntryData(e)) {
            return ZstdEntries.unreadable(e);
        }
        if (e.getGeneralPurposeBit().usesEncryption()) {
            return Message.of("input.entry-encrypted");
        }
        ZipMethod method = ZipMethod.getMethodByCode(e.getMethod());
        return method == null ? Message.of("input.entry-method.code", e.getMethod())
                : Message.of("input.entry-method", method.name());
    }

    @Override
    public long offset() {
        return offset;
    }

    @Override
    public boolean skippingReads() {
        return false;
    }

    @Override
    public void close() throws IOException {
        zip.close();
    }
}
