package dev.shinpan.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The embedding API's reader reads as the command line does: archives entry by entry, one record at a time. */
class ShinpanReaderTest {

    private static final Path NIFU = Path.of("samples/nifu.kif");
    private static final Path FLOODGATE = Path.of("samples/floodgate-multi.csa");

    /** A zip of the named samples, each {@code copies} times under its own name, written by the test. */
    private static Path zip(Path dir, int copies, Path... samples) throws IOException {
        Path zip = dir.resolve("games.zip");
        try (OutputStream file = Files.newOutputStream(zip);
                ZipOutputStream out = new ZipOutputStream(file)) {
            for (int i = 0; i < copies; i++) {
                for (Path sample : samples) {
                    out.putNextEntry(new ZipEntry(i + "/" + sample.getFileName()));
                    out.write(Files.readAllBytes(sample));
                    out.closeEntry();
                }
            }
        }
        return zip;
    }

    @Test
    void aZipIsReadEntryByEntryAsAStream(@TempDir Path dir) throws IOException {
        Path zip = zip(dir, 1, NIFU, FLOODGATE);
        int inCsa = Shinpan.read(FLOODGATE).size();
        try (Stream<GameRecord> records = Shinpan.reader().read(zip)) {
            List<GameRecord> all = records.collect(Collectors.toList());
            assertEquals(1 + inCsa, all.size());
            assertEquals(RecordFormat.KIF, all.get(0).format());
            assertTrue(all.get(0).source().contains("games.zip"), all.get(0).source());
            assertEquals("nifu", Shinpan.judge(all.get(0)).firstIllegal().code().code());
            assertEquals(RecordFormat.CSA, all.get(1).format());
        }
    }

    @Test
    void readOfAPathOpensArchivesAsTheDocsSay(@TempDir Path dir) throws IOException {
        List<GameRecord> records = Shinpan.read(zip(dir, 1, NIFU));
        assertEquals(1, records.size());
        assertEquals("nifu", Shinpan.judge(records.get(0)).firstIllegal().code().code());
        byte[] bytes = Files.readAllBytes(zip(dir, 1, NIFU));
        assertEquals(
                "nifu",
                Shinpan.judge(Shinpan.read("upload.zip", bytes).get(0))
                        .firstIllegal()
                        .code()
                        .code());
    }

    /** Stopping early and closing stops the reading thread: a 3,000-entry zip is not read to its end. */
    @Test
    void closingTheStreamStopsTheReading(@TempDir Path dir) throws Exception {
        Path zip = zip(dir, 3000, NIFU);
        List<GameRecord> first = new ArrayList<>();
        try (Stream<GameRecord> records = Shinpan.reader().read(zip)) {
            Iterator<GameRecord> it = records.iterator();
            for (int i = 0; i < 3; i++) {
                first.add(it.next());
            }
        }
        assertEquals(3, first.size());
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (readerThreads() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertEquals(0, readerThreads(), "the reading thread ends once the stream is closed");
    }

    private static long readerThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals("shinpan-reader") && t.isAlive())
                .count();
    }

    @Test
    void aStreamAndATextAreRead() throws IOException {
        byte[] bytes = Files.readAllBytes(NIFU);
        try (Stream<GameRecord> records = Shinpan.reader().read(new ByteArrayInputStream(bytes), "upload.kif")) {
            GameRecord record = records.findFirst().orElseThrow();
            assertEquals("upload.kif", record.source());
            assertEquals("nifu", Shinpan.judge(record).firstIllegal().code().code());
        }
        try (Stream<GameRecord> records = Shinpan.reader().read("position startpos moves 7g7f 3c3d\n")) {
            GameRecord record = records.findFirst().orElseThrow();
            assertEquals(RecordFormat.USI, record.format());
            assertEquals(2, record.mainLine().moves().size());
        }
    }

    @Test
    void limitsApplyAsTheCommandLinesDo() {
        try (Stream<GameRecord> records =
                Shinpan.reader().limits(Limits.builder().moves(3).build()).read(NIFU)) {
            GameRecord record = records.findFirst().orElseThrow();
            String problems = record.problems().stream()
                    .filter(Problem::isError)
                    .map(p -> p.catalogued().toString())
                    .collect(Collectors.joining("; "));
            assertTrue(problems.contains("moves=3"), problems);
        }
    }

    @Test
    void anEncodingHintSettlesTextThatIsNotUtf8AndLeavesUtf8Alone() throws IOException {
        Charset sjis = Charset.forName("Shift_JIS");
        String text = Files.readString(NIFU, sjis); // the sample is saved as Windows applications save it
        try (Stream<GameRecord> records = Shinpan.reader()
                .encoding(Charset.forName("EUC-JP"))
                .read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "a.kif")) {
            assertEquals("UTF-8", records.findFirst().orElseThrow().encoding());
        }
        try (Stream<GameRecord> records =
                Shinpan.reader().encoding(sjis).read(new ByteArrayInputStream(text.getBytes(sjis)), "a.kif")) {
            GameRecord record = records.findFirst().orElseThrow();
            assertEquals("windows-31j", record.encoding());
            assertEquals("nifu", Shinpan.judge(record).firstIllegal().code().code());
        }
    }

    @Test
    void aFormatHintBreaksTiesButTheContentDecides() throws IOException {
        byte[] csa = Files.readAllBytes(FLOODGATE);
        try (Stream<GameRecord> records =
                Shinpan.reader().format(RecordFormat.KIF).read(new ByteArrayInputStream(csa), "upload")) {
            assertEquals(RecordFormat.CSA, records.findFirst().orElseThrow().format());
        }
    }

    @Test
    void whatCannotBeReadIsARecordSayingWhyAndWhatIsSkippedIsTold(@TempDir Path dir) throws IOException {
        List<GameRecord> missing = Shinpan.read(dir.resolve("no-such.kif"));
        assertEquals(1, missing.size());
        assertFalse(missing.get(0).readable());
        Files.writeString(dir.resolve("notes.txt"), "not a record");
        Files.copy(NIFU, dir.resolve("nifu.kif"));
        List<String> skipped = new ArrayList<>();
        try (Stream<GameRecord> records =
                Shinpan.reader().onSkipped((name, why) -> skipped.add(name)).read(dir)) {
            assertEquals(1, records.count());
        }
        assertEquals(1, skipped.size(), skipped.toString());
        assertTrue(skipped.get(0).endsWith("notes.txt"), skipped.toString());
    }
}
