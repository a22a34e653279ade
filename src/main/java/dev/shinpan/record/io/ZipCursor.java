package dev.shinpan.record.io;

import dev.shinpan.text.Message;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
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

    /** The signature a zip's entries begin with, {@code PK\3\4} (APPNOTE.TXT 4.3.7). */
    private static final byte[] LOCAL_HEADER = {'P', 'K', 3, 4};
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

    /**
     * @throws IOException when the central directory cannot be read, lists fewer entries than the
     *                     archive declares (the library stops at a damaged header without saying
     *                     so), or lists none while the file begins with an entry: the entries it
     *                     leaves out would be lost silently
     */
    ZipCursor(Path file) throws IOException {
        ReadAheadChannel channel = ReadAheadChannel.open(file);
        try {
            this.zip = ZipFile.builder()
                    .setSeekableByteChannel(channel)
                    .setZstdInputStreamFactory(ZstdEntries::open)
                    .get();
        } catch (IOException e) {
            channel.close();
            // The library names a channel by its class; say which file it was.
            String said = e.getMessage();
            throw said == null
                    ? e
                    : new IOException(said.replace(ReadAheadChannel.class.getSimpleName(), file.toString()), e);
        } catch (RuntimeException e) {
            channel.close();
            throw e;
        }
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
            return new Entry(ZipEntryNames.of(e), 0, Entry.DIRECTORY, null, null);
        }
        if (e.isUnixSymlink()) {
            return new Entry(ZipEntryNames.of(e), e.getSize(), Message.of("skip.link-in-archive"), null, null);
        }
        offset = Math.max(
                offset, Math.max(e.getLocalHeaderOffset(), e.getDataOffset()) + Math.max(0, e.getCompressedSize()));
        return new Entry(ZipEntryNames.of(e), e.getSize(), null, unreadable(e), () -> content(e));
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
                yield new InflaterInputStream(
                        new SequenceInputStream(zip.getRawInputStream(e), new ByteArrayInputStream(ONE_ZERO_BYTE)),
                        inflater,
                        INFLATE_BUFFER);
            }
            default -> zip.getInputStream(e);
        };
    }

    private Message unreadable(ZipArchiveEntry e) {
        if (zip.canReadEntryData(e)) {
            return ZstdEntries.unreadable(e);
        }
        if (e.getGeneralPurposeBit().usesEncryption()) {
            return Message.of("input.entry-encrypted");
        }
        ZipMethod method = ZipMethod.getMethodByCode(e.getMethod());
        return method == null
                ? Message.of("input.entry-method.code", e.getMethod())
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
