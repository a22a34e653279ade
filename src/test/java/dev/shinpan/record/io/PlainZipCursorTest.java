package dev.shinpan.record.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plain-zip reader gives exactly what Commons Compress gives ({@link ZipCursor}): the same
 * entries in the same order, names, sizes, kinds and bytes; and it leaves every zip that is not
 * plain to the library.
 */
class PlainZipCursorTest {

    @TempDir
    Path tmp;

    private static final byte[] GAME = "手合割：平手\n1 ７六歩(77)\n".getBytes(StandardCharsets.UTF_8);

    /** What a cursor says of every entry, its content as hex, in order. */
    private static List<String> seen(ArchiveCursor cursor) throws IOException {
        List<String> seen = new ArrayList<>();
        try (cursor) {
            ArchiveCursor.Entry e;
            while ((e = cursor.next()) != null) {
                String content = "";
                if (e.content() != null && e.unreadable() == null) {
                    try (InputStream in = e.content().get()) {
                        content = HexFormat.of().formatHex(in.readAllBytes());
                    }
                }
                seen.add(e.path() + " size=" + e.size() + " skip="
                        + (e.skipReason() == null ? "" : e.skipReason().key()) + " unreadable="
                        + (e.unreadable() == null ? "" : e.unreadable().key()) + " " + content);
            }
        }
        return seen;
    }

    private void assertReadAsTheLibraryReadsIt(Path zip) throws IOException {
        PlainZipCursor plain = PlainZipCursor.open(zip);
        assertNotNull(plain, zip + " is plain");
        assertEquals(seen(new ZipCursor(zip)), seen(plain));
    }

    private Path javaZip(String name, boolean withComment, Object... namesAndContents) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(bytes)) {
            for (int i = 0; i < namesAndContents.length; i += 2) {
                ZipEntry entry = new ZipEntry((String) namesAndContents[i]);
                byte[] data = (byte[]) namesAndContents[i + 1];
                if (i % 4 == 2) {
                    CRC32 crc = new CRC32();
                    crc.update(data);
                    entry.setMethod(ZipEntry.STORED);
                    entry.setSize(data.length);
                    entry.setCrc(crc.getValue());
                }
                out.putNextEntry(entry);
                out.write(data);
                out.closeEntry();
            }
            if (withComment) {
                out.setComment("a comment PK that is only text");
            }
        }
        return Files.write(tmp.resolve(name), bytes.toByteArray());
    }

    @Test
    void deflatedStoredEmptyJapaneseNamedEntriesAndDirectories() throws IOException {
        byte[] large = new byte[200_000];
        Arrays.fill(large, (byte) 'x');
        assertReadAsTheLibraryReadsIt(javaZip(
                "a.zip",
                true,
                "棋譜/",
                new byte[0],
                "棋譜/一.kif",
                GAME,
                "棋譜/二.kif",
                GAME,
                "empty.kif",
                new byte[0],
                "large.kif",
                large,
                "dir/",
                new byte[0],
                "dir/game.csa",
                "PI\n+\n".getBytes(StandardCharsets.US_ASCII)));
    }

    @Test
    void moreEntriesThanTheEndRecordCountsNeedZip64EndRecords() throws IOException {
        Object[] entries = new Object[2 * 65_600];
        for (int i = 0; i < 65_600; i++) {
            entries[2 * i] = "g" + i + ".kif";
            entries[2 * i + 1] = new byte[] {(byte) i};
        }
        Path zip = javaZip("many.zip", false, entries);
        PlainZipCursor plain = PlainZipCursor.open(zip);
        assertNotNull(plain, "ZIP64 end records alone keep a zip plain");
        List<String> fromPlain = seen(plain);
        assertEquals(65_600, fromPlain.size());
        assertEquals(seen(new ZipCursor(zip)), fromPlain);
    }

    /** Commons Compress's own writer: Unix modes (a symbolic link), DOS names with backslashes, no UTF-8 flag. */
    @Test
    void linksAndDosNamesAsTheLibraryNamesThem() throws IOException {
        Path zip = tmp.resolve("unix.zip");
        try (ZipArchiveOutputStream out = new ZipArchiveOutputStream(zip)) {
            out.setUseLanguageEncodingFlag(false);
            ZipArchiveEntry link = new ZipArchiveEntry("link.kif");
            link.setUnixMode(0120777);
            out.putArchiveEntry(link);
            out.write("game.kif".getBytes(StandardCharsets.US_ASCII));
            out.closeArchiveEntry();
            ZipArchiveEntry file = new ZipArchiveEntry("game.kif");
            file.setUnixMode(0100644);
            out.putArchiveEntry(file);
            out.write(GAME);
            out.closeArchiveEntry();
            out.putArchiveEntry(new ZipArchiveEntry("dos\\game.kif"));
            out.write(GAME);
            out.closeArchiveEntry();
        }
        assertReadAsTheLibraryReadsIt(zip);
        List<String> seen = seen(PlainZipCursor.open(zip));
        assertTrue(seen.get(0).contains("skip=skip.link-in-archive"), seen.toString());
        assertTrue(seen.get(2).startsWith("dos/game.kif "), seen.toString());
    }

    @Test
    void zipsThatAreNotPlainAreLeftToTheLibrary() throws IOException {
        Path encrypted = Files.write(
                tmp.resolve("encrypted.zip"),
                new ZipBytes()
                        .stored("a.kif", GAME)
                        .encrypted("b.kif", GAME)
                        .stored("c.kif", GAME)
                        .toByteArray());
        assertNull(PlainZipCursor.open(encrypted), "an encrypted entry");

        Path shiftJis = tmp.resolve("sjis.zip");
        try (ZipArchiveOutputStream out = new ZipArchiveOutputStream(shiftJis)) {
            out.setEncoding("windows-31j");
            out.setUseLanguageEncodingFlag(false);
            out.putArchiveEntry(new ZipArchiveEntry("棋譜.kif"));
            out.write(GAME);
            out.closeArchiveEntry();
        }
        assertReadAsTheLibraryReadsIt(
                shiftJis); // a CP932 name, as zips made on Japanese Windows have: see ZipEntryNames
        Path neither = Files.write(
                tmp.resolve("neither.zip"),
                new ZipBytes()
                        .storedUnflagged(new byte[] {(byte) 0x81, ' ', 'a'}, GAME)
                        .toByteArray());
        assertNull(PlainZipCursor.open(neither), "a name neither UTF-8 nor CP932");

        Path unicodeField = tmp.resolve("unicode.zip");
        try (ZipArchiveOutputStream out = new ZipArchiveOutputStream(unicodeField)) {
            out.setUseLanguageEncodingFlag(false);
            out.setCreateUnicodeExtraFields(ZipArchiveOutputStream.UnicodeExtraFieldPolicy.ALWAYS);
            out.putArchiveEntry(new ZipArchiveEntry("game.kif"));
            out.write(GAME);
            out.closeArchiveEntry();
        }
        assertNull(PlainZipCursor.open(unicodeField), "a Unicode path field, which may rename the entry");

        byte[] zip = Files.readAllBytes(javaZip("plain.zip", false, "a.kif", GAME));
        byte[] preamble = new byte[100 + zip.length];
        System.arraycopy(zip, 0, preamble, 100, zip.length);
        assertNull(PlainZipCursor.open(Files.write(tmp.resolve("sfx.zip"), preamble)), "bytes before the zip");
        assertNull(
                PlainZipCursor.open(Files.write(tmp.resolve("cut.zip"), Arrays.copyOf(zip, zip.length - 10))),
                "a zip cut short");
        assertNull(PlainZipCursor.open(Files.write(tmp.resolve("text.zip"), GAME)), "no zip at all");
    }
}
