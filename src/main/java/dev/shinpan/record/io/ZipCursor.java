package dev.shinpan.record.io;

import dev.shinpan.text.Message;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
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

    /** The signature a zip's entries begin with, {@code PK\3\4} (APPNOTE.TXT 4.3.7). */
    private static final byte[] LOCAL_HEADER = {'P', 'K', 3, 4};

    private final ZipFile zip;
    private final Enumeration<ZipArchiveEntry> entries;
    private long offset;

    /**
     * @throws IOException when the central directory cannot be read, lists fewer entries than the
     *                     archive declares (the library stops at a damaged header without saying
     *                     so), or lists none while the file begins with an entry: the entries it
     *                     leaves out would be lost silently
     */
    ZipCursor(Path file) throws IOException {
        this.zip = ZipFile.builder().setPath(file).setZstdInputStreamFactory(ZstdEntries::open).get();
        List<ZipArchiveEntry> listed = Collections.list(zip.getEntries());
        long declared = ZipEndRecord.declaredEntries(file);
        if (declared > listed.size()) {
            zip.close();
            throw new InputException(Message.of("input.zip-directory-short", listed.size(), declared), null);
        }
        if (listed.isEmpty() && startsWithAnEntry(file)) {
            // An empty zip is its end record alone; entries before an empty directory are not listed.
            zip.close();
            throw new InputException(Message.of("input.zip-directory-empty"), null);
        }
        this.entries = Collections.enumeration(listed);
    }

    private static boolean startsWithAnEntry(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return Arrays.equals(in.readNBytes(4), LOCAL_HEADER);
        }
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
