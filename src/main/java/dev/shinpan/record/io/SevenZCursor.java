package dev.shinpan.record.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.compress.archivers.sevenz.SevenZArchiveEntry;
import org.apache.commons.compress.archivers.sevenz.SevenZFile;

/** A 7z file's entries in order; each is read from the archive's current position, as a stream. */
final class SevenZCursor implements ArchiveCursor {

    private final SevenZFile file;
    private final long fileSize;
    private final long entryCount;
    private long returned;

    /**
     * @param memoryLimitKib the most the decoder may allocate; a header asking for more (a
     *                       crafted dictionary size, millions of entries) is refused
     */
    SevenZCursor(Path path, int memoryLimitKib) throws IOException {
        this.file = SevenZFile.builder()
                .setPath(path)
                .setMaxMemoryLimitKiB(memoryLimitKib)
                .get();
        this.fileSize = Files.size(path);
        long count = 0;
        for (SevenZArchiveEntry ignored : file.getEntries()) {
            count++;
        }
        this.entryCount = count;
    }

    @Override
    public Entry next() throws IOException {
        SevenZArchiveEntry e = file.getNextEntry();
        if (e == null) {
            return null;
        }
        returned++;
        if (e.isDirectory() || e.isAntiItem()) {
            return new Entry(e.getName(), 0, Entry.DIRECTORY, null, null);
        }
        long size = e.hasStream() ? e.getSize() : 0;
        return new Entry(
                e.getName(),
                size,
                null,
                null,
                () -> e.hasStream() ? new CurrentEntry() : InputStream.nullInputStream());
    }

    /** Solid blocks hide where an entry lies: the share of entries read stands for the share of the file. */
    @Override
    public long offset() {
        return entryCount == 0 ? -1 : (long) (fileSize * ((double) returned / entryCount));
    }

    @Override
    public boolean skippingReads() {
        return true;
    }

    @Override
    public void close() throws IOException {
        file.close();
    }

    /** The entry the archive stands at, as a stream; closing it leaves the archive open. */
    private final class CurrentEntry extends InputStream {
        @Override
        public int read() throws IOException {
            return file.read();
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            return file.read(b, off, len);
        }
    }
}
