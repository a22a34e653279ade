package dev.shinpan.record.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.encoding.DecodedText;
import dev.shinpan.record.encoding.TextDecoder;
import dev.shinpan.record.format.FormatDetector;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.format.RecordLoader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files as Windows saves them: Notepad's "Unicode" (UTF-16 LE after a byte-order mark) and
 * "Unicode big endian", and zips made on Japanese Windows, whose entry names are CP932 bytes
 * without the UTF-8 flag (APPNOTE.TXT 4.4.4 bit 11; appendix D: names are IBM 437 or UTF-8 by the
 * standard, the system's code page in practice).
 */
class WindowsSavedInputsTest {

    /** A three-move KIF, with Japanese in the header and the moves. */
    static final String KIF =
            "手合割：平手\n先手：佐藤\n後手：高橋\n手数----指手---------消費時間--\n" + "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n";

    @TempDir
    Path tmp;

    private static byte[] withBom(String text, Charset cs) {
        byte[] body = text.getBytes(cs);
        byte[] bom = cs.equals(StandardCharsets.UTF_16LE)
                ? new byte[] {(byte) 0xFF, (byte) 0xFE}
                : new byte[] {(byte) 0xFE, (byte) 0xFF};
        byte[] all = new byte[bom.length + body.length];
        System.arraycopy(bom, 0, all, 0, bom.length);
        System.arraycopy(body, 0, all, bom.length, body.length);
        return all;
    }

    @Test
    void utf16AfterItsByteOrderMarkIsRead() {
        for (Charset cs : List.of(StandardCharsets.UTF_16LE, StandardCharsets.UTF_16BE)) {
            byte[] bytes = withBom(KIF.replace("\n", "\r\n"), cs);
            DecodedText decoded = TextDecoder.decode(bytes).orElseThrow();
            assertEquals(cs.name(), decoded.encoding());
            assertEquals("bom", decoded.how());
            assertEquals(KIF.replace("\n", "\r\n"), decoded.text());
            FormatDetector.Detection detection = FormatDetector.detect(bytes, "game.kif");
            assertEquals(RecordFormat.KIF, detection.format(), cs.name());
            List<GameRecord> records = new RecordLoader().load(InputEntry.of("game.kif", bytes), null);
            assertEquals(1, records.size());
            GameRecord record = records.get(0);
            assertTrue(record.readable(), record.problems().toString());
            assertEquals(cs.name(), record.encoding());
            assertEquals(3, record.mainLine().moves().size());
            assertEquals("佐藤", record.blackPlayer().orElseThrow());
        }
    }

    @Test
    void utf16WithoutAByteOrderMarkStaysBinary() {
        byte[] bytes = KIF.getBytes(StandardCharsets.UTF_16LE);
        assertTrue(TextDecoder.decode(bytes).isEmpty());
        assertEquals(
                FormatDetector.Failure.BINARY,
                FormatDetector.detect(bytes, "game.kif").failure());
    }

    /** 対局表.kif: 表 is 0x95 0x5C in CP932, a backslash as its second byte. */
    static final String JAPANESE_NAME = "対局表.kif";

    static final String JAPANESE_PATH = "第１局/" + JAPANESE_NAME;

    private static byte[] cp932(String s) {
        return s.getBytes(TextDecoder.CP932);
    }

    private Path japaneseWindowsZip() throws IOException {
        byte[] game = KIF.getBytes(TextDecoder.CP932);
        byte[] zip = new ZipBytes()
                .storedUnflagged(cp932(JAPANESE_NAME), game)
                .storedUnflagged(cp932(JAPANESE_PATH), game)
                .storedUnflagged("ascii.kif".getBytes(StandardCharsets.US_ASCII), game)
                .storedUnflagged("日本語.kif".getBytes(StandardCharsets.UTF_8), game)
                .toByteArray();
        return Files.write(tmp.resolve("windows.zip"), zip);
    }

    private static List<String> names(ArchiveCursor cursor) throws IOException {
        List<String> names = new ArrayList<>();
        try (cursor) {
            ArchiveCursor.Entry e;
            while ((e = cursor.next()) != null) {
                names.add(e.path());
            }
        }
        return names;
    }

    @Test
    void unflaggedNamesAreUtf8WhenValidElseCp932InEveryZipReader() throws IOException {
        Path zip = japaneseWindowsZip();
        List<String> expected = List.of(JAPANESE_NAME, JAPANESE_PATH, "ascii.kif", "日本語.kif");
        PlainZipCursor plain = PlainZipCursor.open(zip);
        assertNotNull(plain, "a plain zip");
        assertEquals(expected, names(plain));
        assertEquals(expected, names(new ZipCursor(zip)));
        try (InputStream in = new ByteArrayInputStream(Files.readAllBytes(zip))) {
            assertEquals(expected, names(new ZipStreamCursor(in)));
        }
    }

    @Test
    void aJapaneseWindowsZipIsReadUnderItsNames() throws IOException {
        Path zip = japaneseWindowsZip();
        CollectingVisitor seen = new CollectingVisitor();
        new Inputs(Formats.inputNames(), Limits.DEFAULT, InputBudget.unlimited(), "-", InputStream.nullInputStream())
                .read(List.of(zip.toString()), seen);
        assertArrayEquals(
                KIF.getBytes(TextDecoder.CP932),
                seen.only(zip + "!/" + JAPANESE_PATH).bytes());
        assertNotNull(seen.only(zip + "!/" + JAPANESE_NAME).bytes());
        // inside another archive, read from its local headers as a stream would be too
        ByteArrayOutputStream outer = new ByteArrayOutputStream();
        outer.writeBytes(
                new ZipBytes().stored("inner.zip", Files.readAllBytes(zip)).toByteArray());
        Path nested = Files.write(tmp.resolve("outer.zip"), outer.toByteArray());
        CollectingVisitor nestedSeen = new CollectingVisitor();
        new Inputs(Formats.inputNames(), Limits.DEFAULT, InputBudget.unlimited(), "-", InputStream.nullInputStream())
                .read(List.of(nested.toString()), nestedSeen);
        assertNotNull(nestedSeen.only(nested + "!/inner.zip!/" + JAPANESE_PATH).bytes());
    }
}
