package dev.shinpan.record.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.Limits;
import dev.shinpan.record.format.Formats;
import dev.shinpan.testing.Resources;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.commons.compress.archivers.sevenz.SevenZArchiveEntry;
import org.apache.commons.compress.archivers.sevenz.SevenZOutputFile;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Inputs as users and hostile archives present them: each case builds its input and checks what is read. */
class InputsTest {

    /** A lance-handicap KIF whose first line is 手合割：香落ち: losing its first bytes changes the verdict. */
    static final byte[] KYO = Resources.utf8("corpus/sugyan-shogi-kifu-converter/data/tests/kif/piyo-shogi_KY.kifu")
            .lines()
            .filter(l -> !l.startsWith("#") && !l.matches("(棋戦|開始日時|終了日時|下手|上手)：.*"))
            .reduce("", (a, b) -> a + b + "\n")
            .getBytes(StandardCharsets.UTF_8);

    @TempDir
    Path tmp;

    static Limits limits(long input, long archive, long entries, int nesting) {
        return Limits.builder()
                .inputBytes(input)
                .archiveBytes(archive)
                .archiveEntries(entries)
                .nestingDepth(nesting)
                .build();
    }

    static Limits inputLimit(long input) {
        return limits(
                input, Limits.DEFAULT.archiveBytes(), Limits.DEFAULT.archiveEntries(), Limits.DEFAULT.nestingDepth());
    }

    private static CollectingVisitor read(Limits limits, InputStream stdin, String stdinName, String... arguments) {
        CollectingVisitor seen = new CollectingVisitor();
        new Inputs(Formats.inputNames(), limits, InputBudget.unlimited(), stdinName, stdin)
                .read(List.of(arguments), seen);
        return seen;
    }

    private static CollectingVisitor read(Limits limits, Path... paths) {
        return read(
                limits,
                InputStream.nullInputStream(),
                "-",
                Arrays.stream(paths).map(Path::toString).toArray(String[]::new));
    }

    /** A pipe: no mark, nothing available ahead, a few bytes per read. */
    static InputStream pipe(byte[] bytes) {
        ByteArrayInputStream in = new ByteArrayInputStream(bytes);
        return new InputStream() {
            @Override
            public int read() {
                return in.read();
            }

            @Override
            public int read(byte[] b, int off, int len) {
                return in.read(b, off, Math.min(len, 3));
            }
        };
    }

    private Path write(String name, byte[] bytes) throws IOException {
        Path file = tmp.resolve(name);
        Files.createDirectories(file.getParent());
        Files.write(file, bytes);
        return file;
    }

    private Path zip(String name, Object... namesAndContents) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(bytes)) {
            for (int i = 0; i < namesAndContents.length; i += 2) {
                out.putNextEntry(new ZipEntry((String) namesAndContents[i]));
                out.write((byte[]) namesAndContents[i + 1]);
                out.closeEntry();
            }
        }
        return write(name, bytes.toByteArray());
    }

    private static String error(CollectingVisitor seen, String name) {
        InputEntry e = seen.only(name);
        assertNull(e.bytes(), name + " should have failed");
        return english(e.error());
    }

    static String english(Message m) {
        return Catalogue.english().render(m);
    }

    @Test
    void standardInputIsReadOnceWithNothingLostToSniffing() {
        CollectingVisitor seen = read(Limits.DEFAULT, pipe(KYO), "-", "-");
        assertArrayEquals(KYO, seen.only("-").bytes());
        CollectingVisitor named = read(Limits.DEFAULT, pipe(KYO), "kyo.kifu", "-");
        assertArrayEquals(KYO, named.only("kyo.kifu").bytes());
    }

    @Test
    void standardInputNamedTwiceIsReadOnce() {
        CollectingVisitor seen = read(Limits.DEFAULT, pipe(KYO), "-", "-", "-");
        assertEquals(2, seen.entries.size());
        assertArrayEquals(KYO, seen.entries.get(0).bytes());
        assertTrue(
                english(seen.entries.get(1).error()).contains("read only once"),
                english(seen.entries.get(1).error()));
    }

    @Test
    void archivesOnStandardInputAreReadToo() throws IOException {
        byte[] zip = Files.readAllBytes(zip("event.zip", "game.kif", KYO));
        CollectingVisitor seen = read(Limits.DEFAULT, pipe(zip), "-", "-");
        assertArrayEquals(KYO, seen.only("-!/game.kif").bytes());
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aNamedPipeIsReadOnceWhenNamedAndSkippedInsideADirectory() throws Exception {
        Path fifo = tmp.resolve("x.kif");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        Thread writer = new Thread(() -> {
            try (OutputStream out = new FileOutputStream(fifo.toFile())) {
                out.write(KYO);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        writer.start();
        CollectingVisitor named = read(Limits.DEFAULT, fifo);
        writer.join(TimeUnit.SECONDS.toMillis(30));
        assertArrayEquals(KYO, named.only(fifo.toString()).bytes());

        write("game.kif", KYO);
        CollectingVisitor walked = read(Limits.DEFAULT, tmp);
        assertEquals(
                List.of(tmp.resolve("game.kif").toString()),
                walked.entries.stream().map(InputEntry::name).toList());
        assertEquals(
                List.of(fifo + ": not a regular file (a named pipe, socket or device); name it on the command line"
                        + " to read it"),
                walked.skipped);
    }

    @Test
    void symbolicLinkLoopsAndSecondLinksLeadNowhereTwice() throws IOException {
        Path dir = tmp.resolve("event");
        Path game = write("event/game.kif", KYO);
        write("event/sub/other.kif", KYO);
        Files.createSymbolicLink(dir.resolve("loop"), dir);
        Files.createSymbolicLink(dir.resolve("sub/up"), Path.of(".."));
        Files.createSymbolicLink(dir.resolve("a"), Path.of("b"));
        Files.createSymbolicLink(dir.resolve("b"), Path.of("a"));
        Files.createSymbolicLink(dir.resolve("same.kif"), game);
        Files.createSymbolicLink(dir.resolve("gone.kif"), Path.of("nowhere.kif"));

        CollectingVisitor seen = read(Limits.DEFAULT, dir);

        assertEquals(
                List.of(
                        dir.resolve("game.kif").toString(),
                        dir.resolve("sub/other.kif").toString()),
                seen.entries.stream().map(InputEntry::name).toList());
        assertEquals(
                List.of(
                        dir.resolve("a") + ": a symbolic link loop",
                        dir.resolve("b") + ": a symbolic link loop",
                        dir.resolve("gone.kif") + ": a broken symbolic link",
                        dir.resolve("loop") + ": already walked under another name (a symbolic link leads back to it)",
                        dir.resolve("same.kif") + ": already read under another name (a link to the same file)",
                        dir.resolve("sub/up")
                                + ": already walked under another name (a symbolic link leads back to it)"),
                seen.skipped);
    }

    @Test
    void aFileLargerThanTheInputLimitIsRefusedBeforeReading() throws IOException {
        Path huge = tmp.resolve("huge.kif");
        try (RandomAccessFile file = new RandomAccessFile(huge.toFile(), "rw")) {
            file.setLength(200L << 20); // sparse: no disk written
        }
        String error = error(read(Limits.DEFAULT, huge), huge.toString());
        assertEquals("larger than 64 MiB (the 'input' limit for one record or archive entry); not read", error);
    }

    @Test
    void aOneLineFileIsReadUpToItsLimitExactly() throws IOException {
        byte[] line = new byte[4096];
        Arrays.fill(line, (byte) 'a');
        Path exact = write("exact.kif", line);
        Path over = write("over.kif", Arrays.copyOf(line, 4097));
        CollectingVisitor seen = read(inputLimit(4096), exact, over);
        assertEquals(4096, seen.only(exact.toString()).bytes().length);
        assertTrue(error(seen, over.toString()).startsWith("larger than 4 KiB (the 'input' limit"));
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void anEndlessDeviceStopsAtTheLimit() {
        Path zero = Path.of("/dev/zero");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(zero));
        assertTrue(error(read(inputLimit(1 << 20), zero), "/dev/zero").contains("'input' limit"));
    }

    @Test
    void aZipBombEntryIsRefusedAndTheEntriesAfterItAreRead() throws IOException {
        Path bomb = zip("bomb.zip", "zeros.kif", new byte[8 << 20], "after.kif", KYO);
        assertTrue(Files.size(bomb) < 100_000, "a bomb: small outside, large inside");
        CollectingVisitor seen = read(inputLimit(1 << 20), bomb);
        assertTrue(error(seen, bomb + "!/zeros.kif").contains("'input' limit"));
        assertArrayEquals(KYO, seen.only(bomb + "!/after.kif").bytes());
    }

    /** Entries are inflated by shinpan's own inflater, shared from entry to entry: each must read whole. */
    @Test
    void deflatedAndStoredEntriesReadByteForByte() throws IOException {
        byte[] large = new byte[300_000];
        for (int i = 0; i < large.length; i++) {
            large[i] = (byte) (i % 251 ^ i / 4096);
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        List<byte[]> contents = List.of(KYO, new byte[0], large, "後手\n".getBytes(StandardCharsets.UTF_8), KYO);
        try (ZipOutputStream out = new ZipOutputStream(bytes)) {
            for (int i = 0; i < contents.size(); i++) {
                ZipEntry entry = new ZipEntry(i + ".kif");
                if (i == 3) {
                    java.util.zip.CRC32 crc = new java.util.zip.CRC32();
                    crc.update(contents.get(i));
                    entry.setMethod(ZipEntry.STORED);
                    entry.setSize(contents.get(i).length);
                    entry.setCrc(crc.getValue());
                }
                out.putNextEntry(entry);
                out.write(contents.get(i));
                out.closeEntry();
            }
        }
        Path zip = write("mixed.zip", bytes.toByteArray());
        CollectingVisitor seen = read(Limits.DEFAULT, zip);
        for (int i = 0; i < contents.size(); i++) {
            if (contents.get(i).length > 0) {
                assertArrayEquals(
                        contents.get(i), seen.only(zip + "!/" + i + ".kif").bytes(), "entry " + i);
            }
        }
    }

    @Test
    void aDamagedDeflatedEntryFailsAsCommonsCompressReadsItAndTheNextIsRead() throws IOException {
        byte[] game = Arrays.copyOf(KYO, KYO.length + 4000);
        Arrays.fill(game, KYO.length, game.length, (byte) 'x');
        byte[] zip = Files.readAllBytes(zip("ok.zip", "bad.kif", game, "good.kif", KYO));
        // The first entry's data follows its 30-byte local header and its name.
        for (int i = 30 + "bad.kif".length() + 2; i < 30 + "bad.kif".length() + 12; i++) {
            zip[i] ^= (byte) 0x5A;
        }
        Path damaged = write("damaged.zip", zip);
        String expected;
        try (org.apache.commons.compress.archivers.zip.ZipFile library =
                        org.apache.commons.compress.archivers.zip.ZipFile.builder()
                                .setPath(damaged)
                                .get();
                InputStream in = library.getInputStream(library.getEntry("bad.kif"))) {
            in.readAllBytes();
            expected = "read";
        } catch (IOException e) {
            expected = english(Failures.describe(e));
        }
        CollectingVisitor seen = read(Limits.DEFAULT, damaged);
        assertEquals(expected, error(seen, damaged + "!/bad.kif"));
        assertArrayEquals(KYO, seen.only(damaged + "!/good.kif").bytes());
    }

    @Test
    void aCompressedFileIsMeteredAsItIsDecompressed() throws IOException {
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (OutputStream out = new GzipCompressorOutputStream(gz)) {
            out.write(new byte[8 << 20]);
        }
        Path bomb = write("zeros.kif.gz", gz.toByteArray());
        assertTrue(error(read(inputLimit(1 << 20), bomb), bomb.toString()).contains("'input' limit"));
    }

    @Test
    void theArchiveLimitEndsTheArchive() throws IOException {
        byte[] record = Arrays.copyOf(KYO, 600);
        Path zip = zip("event.zip", "1.kif", record, "2.kif", record, "3.kif", record);
        CollectingVisitor seen = read(limits(1 << 20, 1024, 100, 4), zip);
        assertEquals(600, seen.only(zip + "!/1.kif").bytes().length);
        assertTrue(error(seen, zip + "!/2.kif").contains("more than 1 KiB uncompressed (the 'archive' limit)"));
        assertEquals(2, seen.entries.size(), "the rest of the archive is not read: " + seen.order);
    }

    @Test
    void theEntriesLimitEndsTheArchive() throws IOException {
        Path zip = zip("event.zip", "1.kif", KYO, "2.kif", KYO, "3.txt", KYO, "4.kif", KYO, "5.kif", KYO);
        CollectingVisitor seen = read(limits(1 << 20, 1 << 30, 3, 4), zip);
        assertEquals(List.of(zip + "!/1.kif", zip + "!/2.kif", zip + "!/3.txt", zip + "!/4.kif"), seen.order);
        assertTrue(error(seen, zip + "!/4.kif").contains("more than 3 entries (the 'entries' limit)"));
    }

    @Test
    void archivesInsideArchivesAreOpenedToTheNestingLimit() throws IOException {
        byte[] inner = Files.readAllBytes(zip("inner.zip", "game.kif", KYO));
        byte[] middle = Files.readAllBytes(zip("middle.zip", "inner.zip", inner));
        Path outer = zip("outer.zip", "middle.zip", middle);

        CollectingVisitor deep = read(Limits.DEFAULT, outer);
        assertArrayEquals(
                KYO, deep.only(outer + "!/middle.zip!/inner.zip!/game.kif").bytes());

        CollectingVisitor limited = read(limits(1 << 20, 1 << 30, 100, 1), outer);
        assertTrue(
                error(limited, outer + "!/middle.zip!/inner.zip").contains("the 'nesting' limit"),
                limited.order.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"tar", "tar.gz", "tar.xz", "tar.bz2"})
    void tarArchivesPlainOrCompressed(String kind) throws IOException {
        Path tar = tmp.resolve("event." + kind);
        try (OutputStream file = Files.newOutputStream(tar);
                OutputStream compressed = compressor(kind, file);
                TarArchiveOutputStream out = new TarArchiveOutputStream(compressed)) {
            for (String name : List.of("big.kif", "game.kif")) {
                byte[] content = name.equals("big.kif") ? new byte[KYO.length + 1] : KYO;
                TarArchiveEntry e = new TarArchiveEntry(name);
                e.setSize(content.length);
                out.putArchiveEntry(e);
                out.write(content);
                out.closeArchiveEntry();
            }
        }
        CollectingVisitor seen = read(inputLimit(KYO.length), tar);
        assertTrue(
                error(seen, tar + "!/big.kif").contains("'input' limit"),
                seen.byName().toString());
        assertArrayEquals(KYO, seen.only(tar + "!/game.kif").bytes());
    }

    private static OutputStream compressor(String kind, OutputStream file) throws IOException {
        return switch (kind) {
            case "tar.gz" -> new GzipCompressorOutputStream(file);
            case "tar.xz" -> new XZCompressorOutputStream(file);
            case "tar.bz2" -> new BZip2CompressorOutputStream(file);
            default -> org.apache.commons.io.output.CloseShieldOutputStream.wrap(file);
        };
    }

    @Test
    void a7zEntryOverTheLimitIsReportedAndTheEntriesAfterItAreRead() throws IOException {
        Path archive = tmp.resolve("event.7z");
        try (SevenZOutputFile out = new SevenZOutputFile(archive.toFile())) {
            for (String name : List.of("big.kif", "game.kif")) {
                byte[] content = name.equals("big.kif") ? new byte[KYO.length + 1] : KYO;
                SevenZArchiveEntry e = out.createArchiveEntry(tmp.toFile(), name);
                e.setDirectory(false);
                out.putArchiveEntry(e);
                out.write(content);
                out.closeArchiveEntry();
            }
        }
        CollectingVisitor seen = read(inputLimit(KYO.length), archive);
        assertTrue(
                error(seen, archive + "!/big.kif").contains("'input' limit"),
                seen.byName().toString());
        assertArrayEquals(KYO, seen.only(archive + "!/game.kif").bytes());
    }

    @Test
    void storedZipEntriesWithADataDescriptorAreRead() throws IOException {
        Path zip = write(
                "streamed.zip",
                new ZipBytes()
                        .storedWithDataDescriptor("1.kif", KYO)
                        .storedWithDataDescriptor("2.kif", KYO)
                        .toByteArray());
        CollectingVisitor seen = read(Limits.DEFAULT, zip);
        assertArrayEquals(KYO, seen.only(zip + "!/1.kif").bytes());
        assertArrayEquals(KYO, seen.only(zip + "!/2.kif").bytes());
        // The same zip on standard input, and inside another archive.
        byte[] bytes = Files.readAllBytes(zip);
        assertArrayEquals(
                KYO,
                read(Limits.DEFAULT, pipe(bytes), "-", "-").only("-!/2.kif").bytes());
        Path outer = zip("outer.zip", "streamed.zip", bytes);
        assertArrayEquals(
                KYO,
                read(Limits.DEFAULT, outer)
                        .only(outer + "!/streamed.zip!/2.kif")
                        .bytes());
    }

    @Test
    void anEncryptedEntryIsAnErrorAndThePlainEntryAfterItIsRead() throws IOException {
        Path zip = write(
                "mixed.zip",
                new ZipBytes()
                        .encrypted("secret.kif", new byte[40])
                        .stored("after.kif", KYO)
                        .toByteArray());
        CollectingVisitor seen = read(Limits.DEFAULT, zip);
        assertEquals("the entry is encrypted; shinpan reads no encrypted entries", error(seen, zip + "!/secret.kif"));
        assertArrayEquals(KYO, seen.only(zip + "!/after.kif").bytes());
    }

    /**
     * Zstandard (method 93) needs a native library shinpan leaves out: the entry is unreadable and
     * the entry after it is read, whether the zip is read by its directory or, damaged, from its
     * local headers. Found by fuzzing (crash-c5c3887…): a NoClassDefFoundError ended the batch.
     */
    @Test
    void aZstandardEntryIsUnreadableAndTheEntryAfterItIsRead() throws IOException {
        byte[] zip = new ZipBytes()
                .method("packed.kif", new byte[30], 93)
                .stored("after.kif", KYO)
                .toByteArray();
        Path whole = write("zstd.zip", zip);
        byte[] cut = Arrays.copyOf(zip, lastIndexOf(zip, new byte[] {'P', 'K', 1, 2}) + 10);
        Path damaged = write("zstd-cut.zip", cut);
        for (Path file : List.of(whole, damaged)) {
            CollectingVisitor seen = read(Limits.DEFAULT, file);
            assertEquals(
                    "the entry is compressed with a method shinpan cannot read (ZSTD)",
                    error(seen, file + "!/packed.kif"));
            assertArrayEquals(KYO, seen.only(file + "!/after.kif").bytes());
        }
    }

    @Test
    void aZipCutShortStillGivesTheEntriesBeforeTheCut() throws IOException {
        byte[] whole = Files.readAllBytes(zip("whole.zip", "1.kif", KYO, "2.kif", KYO));
        Path cut = write("cut.zip", Arrays.copyOf(whole, whole.length - 60));
        CollectingVisitor seen = read(Limits.DEFAULT, cut);
        assertEquals(List.of(cut.toString(), cut + "!/1.kif", cut + "!/2.kif", cut.toString()), seen.order);
        assertTrue(english(seen.entries.get(0).error()).startsWith("the zip's central directory is damaged"));
        assertTrue(english(seen.entries.get(3).error()).startsWith("cannot read the zip archive any further"));
        assertArrayEquals(KYO, seen.only(cut + "!/1.kif").bytes());
        assertArrayEquals(KYO, seen.only(cut + "!/2.kif").bytes());
    }

    /**
     * Read from standard input, the zip is a temporary copy; the library's words about it name the
     * input, not the copy. The directory's offset is put 7 bytes too far.
     */
    @Test
    void aDamagedZipOnStandardInputIsNamedAsTheUserNamedIt() throws IOException {
        byte[] zip = Files.readAllBytes(zip("whole.zip", "1.kif", KYO, "2.kif", KYO));
        zip[lastIndexOf(zip, new byte[] {'P', 'K', 5, 6}) + 16] += 7;
        CollectingVisitor seen = read(Limits.DEFAULT, pipe(zip), "upload", "-");
        String damaged = english(seen.entries.get(0).error());
        assertTrue(
                damaged.startsWith("the zip's central directory is damaged (error reading Zip content from upload)"),
                damaged);
        assertArrayEquals(KYO, seen.only("upload!/2.kif").bytes());
    }

    /**
     * One bad byte in the signature of the second central directory header: the library lists
     * the first entry only, without an error; the end record still declares two. Found by fuzzing
     * (the archive target, crash-d1d0986…, where an inserted run of bytes misplaced the directory).
     */
    @Test
    void aCentralDirectoryListingFewerEntriesThanDeclaredIsDamagedAndEveryEntryIsRead() throws IOException {
        byte[] zip = new ZipBytes().stored("1.kif", KYO).stored("2.kif", KYO).toByteArray();
        int second = lastIndexOf(zip, new byte[] {'P', 'K', 1, 2});
        zip[second + 3] = 9;
        Path damaged = write("damaged.zip", zip);
        CollectingVisitor seen = read(Limits.DEFAULT, damaged);
        assertEquals(
                "the zip's central directory is damaged (it lists 1 of the 2 entries the archive declares);"
                        + " the entries before the damage are read from their local headers",
                error(seen, damaged.toString()));
        assertArrayEquals(KYO, seen.only(damaged + "!/1.kif").bytes());
        assertArrayEquals(KYO, seen.only(damaged + "!/2.kif").bytes());
    }

    /**
     * An entry followed by an end record that declares no entries in a directory on disk 6 (a
     * damaged disk number, as fuzzing found it in crash-75edbe3…): the library lists nothing and
     * says nothing; the entry is read from its local header, with the damage said.
     */
    @Test
    void aZipWhoseDirectoryListsNoneOfItsEntriesIsReadFromItsLocalHeaders() throws IOException {
        byte[] zip = new ZipBytes().stored("1.kif", KYO).toByteArray();
        int directory = lastIndexOf(zip, new byte[] {'P', 'K', 1, 2});
        ByteBuffer end = ByteBuffer.allocate(22)
                .order(ByteOrder.LITTLE_ENDIAN)
                .putInt(0x06054b50)
                .putShort((short) 0)
                .putShort((short) 6)
                .putShort((short) 0)
                .putShort((short) 0)
                .putInt(0)
                .putInt(0)
                .putShort((short) 0);
        byte[] emptyDirectory = Arrays.copyOf(zip, directory + 22);
        System.arraycopy(end.array(), 0, emptyDirectory, directory, 22);
        Path damaged = write("undirected.zip", emptyDirectory);
        CollectingVisitor seen = read(Limits.DEFAULT, damaged);
        assertEquals(
                "the zip's central directory is damaged (it lists no entries, but the archive begins with one);"
                        + " the entries before the damage are read from their local headers",
                error(seen, damaged.toString()));
        assertArrayEquals(KYO, seen.only(damaged + "!/1.kif").bytes());
    }

    private static int lastIndexOf(byte[] bytes, byte[] part) {
        for (int at = bytes.length - part.length; at >= 0; at--) {
            if (Arrays.equals(bytes, at, at + part.length, part, 0, part.length)) {
                return at;
            }
        }
        throw new AssertionError("not found");
    }

    @ParameterizedTest
    @ValueSource(strings = {"gz", "xz", "bz2"})
    void aCompressedRecordIsReadWhetherNamedOrFoundInADirectory(String kind) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (OutputStream out = compressor("tar." + kind, bytes)) {
            out.write(KYO);
        }
        Path file = write("dir/game.kif." + kind, bytes.toByteArray());
        assertArrayEquals(KYO, read(Limits.DEFAULT, file).only(file.toString()).bytes());
        assertArrayEquals(
                KYO,
                read(Limits.DEFAULT, file.getParent()).only(file.toString()).bytes());
    }

    @Test
    void archivesAreKnownByTheirBytesWhereverTheyAreFound() throws IOException {
        Path disguised = zip("dir/event.kif", "game.kif", KYO);
        Path plainGzip = write("dir/record", gzip(KYO));
        CollectingVisitor named = read(Limits.DEFAULT, disguised, plainGzip);
        assertArrayEquals(KYO, named.only(disguised + "!/game.kif").bytes());
        assertArrayEquals(KYO, named.only(plainGzip.toString()).bytes(), "a gzip of a record, not a tar");
        CollectingVisitor walked = read(Limits.DEFAULT, disguised.getParent());
        assertArrayEquals(KYO, walked.only(disguised + "!/game.kif").bytes());
    }

    private static byte[] gzip(byte[] content) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (OutputStream out = new GzipCompressorOutputStream(bytes)) {
            out.write(content);
        }
        return bytes.toByteArray();
    }

    @Test
    void aGarbage7zSaysWhatIsWrongAndNeverNull() throws IOException {
        byte[] garbage = new byte[200];
        byte[] signature = {'7', 'z', (byte) 0xBC, (byte) 0xAF, 0x27, 0x1C, 0, 4};
        System.arraycopy(signature, 0, garbage, 0, signature.length);
        for (int i = signature.length; i < garbage.length; i++) {
            garbage[i] = (byte) (i * 37);
        }
        Path file = write("broken.7z", garbage);
        String error = error(read(Limits.DEFAULT, file), file.toString());
        assertTrue(error.startsWith("cannot read the 7z archive: "), error);
        assertFalse(error.contains("null"), error);
    }

    @Test
    void anEmptyZipIsSaidToHoldNoRecords() throws IOException {
        Path empty = zip("empty.zip");
        CollectingVisitor seen = read(Limits.DEFAULT, empty);
        assertEquals(
                List.of(empty + ": the zip archive holds no records: it has no files at all"),
                seen.skipped,
                "an input that gave nothing says so, as one of non-record entries does");
    }

    @Test
    void theBudgetHoldsExactlyTheBytesHandedOn() throws IOException {
        Path a = write("a.kif", KYO);
        Path b = write("b.kif", Arrays.copyOf(KYO, 100_000));
        InputBudget budget = new InputBudget(1 << 30);
        CollectingVisitor seen = new CollectingVisitor();
        new Inputs(Formats.inputNames(), Limits.DEFAULT, budget, "-", pipe(KYO))
                .read(List.of(a.toString(), b.toString(), "-"), seen);
        assertEquals(KYO.length * 2L + 100_000, budget.held());
        Path over = write("over.kif", new byte[5000]);
        new Inputs(Formats.inputNames(), inputLimit(4096), budget, "-", InputStream.nullInputStream())
                .read(List.of(over.toString()), seen);
        assertEquals(KYO.length * 2L + 100_000, budget.held(), "nothing held for an input that failed");
    }

    @Test
    void failuresAreDescribedInPlainWords() {
        assertEquals("permission denied", english(Failures.describe(new AccessDeniedException("/x/game.kif"))));
        assertEquals(
                "permission denied",
                english(Failures.describe(new java.io.FileNotFoundException("/x/f (Permission denied)"))));
        assertEquals(
                "damaged or not what its first bytes announce (IOException)",
                english(Failures.describe(new IOException())));
        assertTrue(english(Failures.internal(new StackOverflowError())).startsWith("internal error"));
    }
}
