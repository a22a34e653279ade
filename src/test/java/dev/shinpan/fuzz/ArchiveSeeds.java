package dev.shinpan.fuzz;

import dev.shinpan.testing.Resources;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.CRC32;
import org.apache.commons.compress.archivers.ArchiveEntry;
import org.apache.commons.compress.archivers.ArchiveOutputStream;
import org.apache.commons.compress.archivers.sevenz.SevenZArchiveEntry;
import org.apache.commons.compress.archivers.sevenz.SevenZOutputFile;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorOutputStream;
import org.apache.commons.compress.utils.SeekableInMemoryByteChannel;
import org.apache.commons.io.function.IOFunction;

/**
 * Small valid archives and compressed files of corpus records, in every container shinpan opens:
 * the seeds the archive fuzz target starts from. Tiny on purpose (a few hundred bytes of records,
 * tar blocks of 512 bytes rather than 10 KiB records), so that fuzzing mutates structure rather
 * than padding. {@link ArchiveSeedsTest} keeps the committed copies in step with this class.
 */
final class ArchiveSeeds {

    /** Records of the sunfish-shogihome corpus (MIT; see corpus/PROVENANCE.md): KIF, CSA, KI2. */
    private static final Map<String, byte[]> RECORDS = records("src02.kifu", "src03.csa", "src01.ki2");

    private static final long MODIFIED = 1_700_000_000_000L;

    private ArchiveSeeds() {}

    private static Map<String, byte[]> records(String... names) {
        Map<String, byte[]> records = new LinkedHashMap<>();
        for (String name : names) {
            records.put(name, Resources.bytes("corpus/sunfish-shogihome/book/source/" + name));
        }
        return records;
    }

    /** Every seed by its file name. */
    static Map<String, byte[]> all() {
        try {
            Map<String, byte[]> seeds = new LinkedHashMap<>();
            byte[] tar = tar(RECORDS);
            seeds.put("seed-records.zip", zip(RECORDS, ZipArchiveEntry.DEFLATED));
            seeds.put("seed-records-stored.zip", zip(RECORDS, ZipArchiveEntry.STORED));
            seeds.put("seed-records.tar", tar);
            seeds.put("seed-records.tar.gz", compressed(tar, GzipCompressorOutputStream::new));
            seeds.put("seed-records.tar.xz", compressed(tar, XZCompressorOutputStream::new));
            seeds.put("seed-records.tar.bz2", compressed(tar, BZip2CompressorOutputStream::new));
            seeds.put("seed-records.7z", sevenZ(RECORDS));
            seeds.put("seed-record.kifu.gz", compressed(RECORDS.get("src02.kifu"), GzipCompressorOutputStream::new));
            seeds.put("seed-record.csa.xz", compressed(RECORDS.get("src03.csa"), XZCompressorOutputStream::new));
            seeds.put("seed-record.ki2.bz2", compressed(RECORDS.get("src01.ki2"), BZip2CompressorOutputStream::new));
            // Nesting: a zip holding a compressed tar and a record beside it.
            Map<String, byte[]> nested = new LinkedHashMap<>();
            nested.put("inner.tar.gz", seeds.get("seed-records.tar.gz"));
            nested.put("src03.csa", RECORDS.get("src03.csa"));
            seeds.put("seed-nested.zip", zip(nested, ZipArchiveEntry.DEFLATED));
            return seeds;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The records inside a folder {@code games/}, as archives usually hold them. */
    private static byte[] zip(Map<String, byte[]> files, int method) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(bytes)) {
            add(zip, zipEntry("games/", new byte[0], method), new byte[0]);
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                add(zip, zipEntry("games/" + f.getKey(), f.getValue(), method), f.getValue());
            }
        }
        return bytes.toByteArray();
    }

    /** Sizes and CRC up front: a STORED entry written to a stream needs them in its local header. */
    private static ZipArchiveEntry zipEntry(String name, byte[] content, int method) {
        ZipArchiveEntry e = new ZipArchiveEntry(name);
        e.setTime(MODIFIED);
        e.setMethod(method);
        CRC32 crc = new CRC32();
        crc.update(content);
        e.setSize(content.length);
        e.setCrc(crc.getValue());
        return e;
    }

    private static byte[] tar(Map<String, byte[]> files) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (TarArchiveOutputStream tar = new TarArchiveOutputStream(bytes, 512)) {
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                TarArchiveEntry e = new TarArchiveEntry("games/" + f.getKey());
                e.setSize(f.getValue().length);
                e.setModTime(MODIFIED);
                add(tar, e, f.getValue());
            }
        }
        return bytes.toByteArray();
    }

    private static <E extends ArchiveEntry> void add(ArchiveOutputStream<E> out, E entry, byte[] content)
            throws IOException {
        out.putArchiveEntry(entry);
        out.write(content);
        out.closeArchiveEntry();
    }

    private static byte[] sevenZ(Map<String, byte[]> files) throws IOException {
        try (SeekableInMemoryByteChannel channel = new SeekableInMemoryByteChannel()) {
            try (SevenZOutputFile sevenZ = new SevenZOutputFile(channel)) {
                for (Map.Entry<String, byte[]> f : files.entrySet()) {
                    SevenZArchiveEntry e = new SevenZArchiveEntry();
                    e.setName("games/" + f.getKey());
                    e.setSize(f.getValue().length);
                    sevenZ.putArchiveEntry(e);
                    sevenZ.write(f.getValue());
                    sevenZ.closeArchiveEntry();
                }
            }
            return Arrays.copyOf(channel.array(), (int) channel.size());
        }
    }

    private static byte[] compressed(byte[] content, IOFunction<OutputStream, OutputStream> compressor)
            throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (OutputStream out = compressor.apply(bytes)) {
            out.write(content);
        }
        return bytes.toByteArray();
    }
}
