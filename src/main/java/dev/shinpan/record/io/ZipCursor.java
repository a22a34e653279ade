package dev.shinpan.record.io;

import dev.shinpan.text.Message;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;
import java.util.zip.ZipEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.archivers.zip.ZipMethod;

/**
 * A zip file's entries as its central directory lists them. Unlike reading the zip as a stream,
 * this finds every entry: those stored with a data descriptor (as streaming writers make them)
 * and those after an encrypted one.
 */
final class ZipCursor implements ArchiveCursor {

    /** The one byte more that zip's raw deflate data needs to end (as Commons Compress appends it). */
    private static final byte[] ONE_ZERO_BYTE = new byte[1];
    private static final int INFLATE_BUFFER = 4096;

    private final ZipFile zip;
    private final Enumeration<ZipArchiveEntry> entries;
    /**
     * Inflates every deflated entry in turn: a new inflater per entry (as Commons Compress makes
     * one) costs native memory set up and torn down, a hundred thousand times for a large archive.
     */
    private final Inflater inflater = new Inflater(true);
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
        return new Entry(e.getName(), e.getSize(), null, unreadable(e), () -> content(e));
    }

    /**
     * The entry's data, as Commons Compress would give it: stored data as it lies, deflated data
     * inflated (with the shared inflater, reset), any other method by the library.
     */
    private InputStream content(ZipArchiveEntry e) throws IOException {
        return switch (e.getMethod()) {
            case ZipEntry.STORED -> zip.getRawInputStream(e);
            case ZipEntry.DEFLATED -> {
                inflater.reset();
                // Not the default inflater, so closing the stream leaves it for the next entry.
                yield new InflaterInputStream(new SequenceInputStream(zip.getRawInputStream(e),
                        new ByteArrayInputStream(ONE_ZERO_BYTE)), inflater, INFLATE_BUFFER);
            }
            default -> zip.getInputStream(e);
        };
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
        inflater.end();
        zip.close();
    }
}
