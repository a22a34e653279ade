package dev.shinpan.record.io;

import dev.shinpan.text.Message;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Enumeration;
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

    ZipCursor(Path file) throws IOException {
        ReadAheadChannel channel = ReadAheadChannel.open(file);
        try {
            this.zip = ZipFile.builder().setSeekableByteChannel(channel).get();
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
        this.entries = zip.getEntries();
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
            return null;
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
