package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Inputs that cost without bound or would vanish or change silently, each built here: a tree ten
 * thousand folders deep, --jobs past the cores, move numbers past 2³¹−1, empty archives, a file
 * named twice, names that are not UTF-8. (The pathological glob is {@link GlobTest}'s.)
 */
class HostileInputsTest {

    private static final Path NIFU = Path.of("samples/nifu.kif");
    private static final Path SENNICHITE = Path.of("samples/sennichite.kif");

    private static JsonNode json(Cli run) throws IOException {
        return new ObjectMapper().readTree(run.out());
    }

    private static List<String> sources(JsonNode doc) {
        List<String> sources = new ArrayList<>();
        doc.get("records").forEach(r -> sources.add(r.get("source").asText()));
        return sources;
    }

    private static int count(String text, String part) {
        Matcher m = Pattern.compile(Pattern.quote(part)).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    // ---- a tree thousands of folders deep

    /**
     * {@code top/d/d/…/d/deep.kif}, {@code depth} folders deep, built from the bottom up by renames
     * so that no path this test names is long.
     */
    private static Path deepTree(Path work, int depth) throws IOException {
        Path top = work.resolve("t");
        Files.createDirectory(top);
        Files.copy(NIFU, top.resolve("deep.kif"));
        for (int i = 0; i < depth; i++) {
            Path next = Files.createDirectory(work.resolve("n"));
            Files.move(top, next.resolve("d"));
            Files.move(next, top);
        }
        return top;
    }

    /** Takes the tree apart the way it was built: @TempDir cannot delete paths past the system's length. */
    private static void fell(Path work, Path top) throws IOException {
        while (Files.exists(top.resolve("d"))) {
            Path below = work.resolve("b");
            Files.move(top.resolve("d"), below);
            Files.deleteIfExists(top.resolve("deep.kif"));
            Files.delete(top);
            Files.move(below, top);
        }
        Files.deleteIfExists(top.resolve("deep.kif"));
        Files.delete(top);
    }

    /** Walks the inputs on a thread of a small stack, where the walk once recursed a frame pair per folder. */
    private static List<InputEntry> walkOnASmallStack(List<Path> inputs) throws InterruptedException {
        List<InputEntry> entries = new ArrayList<>();
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread walker = new Thread(
                null,
                () -> {
                    try {
                        Inputs.walk(Formats.inputNames(), inputs, new Inputs.Visitor() {
                            @Override
                            public void entry(InputEntry entry) {
                                entries.add(entry);
                            }

                            @Override
                            public void skipped(String name, Message reason) {}
                        });
                    } catch (Throwable e) {
                        thrown.set(e);
                    }
                },
                "small-stack-walk",
                256 * 1024);
        walker.start();
        walker.join();
        assertEquals(null, thrown.get());
        assertFalse(entries.stream().anyMatch(InputEntry::internal), entries.toString());
        return entries;
    }

    @Test
    void aTreeTwoThousandFoldersDeepIsWalkedOnASmallStackAndJudged(@TempDir Path work) throws Exception {
        // 2,000 one-letter folders: a path just under the 4,096 bytes Linux names, and a stack the old walk overflowed
        Path top = deepTree(work, 2_000);
        try {
            List<InputEntry> entries = walkOnASmallStack(List.of(top, SENNICHITE));
            assertTrue(
                    entries.stream().anyMatch(e -> e.name().endsWith("/d/d/deep.kif") && e.bytes() != null),
                    "the deep file is read: "
                            + entries.stream().map(e -> e.error()).toList());
            assertTrue(entries.stream().anyMatch(e -> e.name().equals(SENNICHITE.toString()) && e.bytes() != null));
            Cli run = Cli.run("check", "--lang", "en", "--format", "json", top.toString(), SENNICHITE.toString());
            assertFalse(run.err().contains("internal error"), run.err());
            List<String> sources = sources(json(run));
            assertEquals(2, sources.size(), sources.toString());
            assertTrue(
                    sources.get(0).endsWith("/d/d/deep.kif") && sources.get(1).equals(SENNICHITE.toString()));
        } finally {
            fell(work, top); // @TempDir's own deletion of a tree this deep took minutes
        }
    }

    @Test
    @Tag("slow") // ten thousand folders take the file system some 40 s to make and delete here
    void aTreeTenThousandFoldersDeepIsJudgedWithTheInputBesideIt(@TempDir Path work) throws Exception {
        Path top = deepTree(work, 10_000);
        try {
            List<InputEntry> entries = walkOnASmallStack(List.of(top, SENNICHITE));
            InputEntry deep = entries.stream()
                    .filter(e -> e.name().startsWith(top + "/d/d/"))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("nothing said about the deep end: " + entries));
            // Linux names a file by 4,096 bytes at most: past that the tree is a located failure naming the path.
            assertTrue(
                    deep.bytes() != null && deep.name().endsWith("/deep.kif")
                            || Catalogue.english()
                                    .render(deep.error())
                                    .contains("is longer than the system lets a program"
                                            + " name a file; nothing below it is read"),
                    Catalogue.english().render(deep.error()));
            Cli run = Cli.run("check", "--lang", "en", top.toString(), SENNICHITE.toString());
            assertFalse(run.err().contains("internal error"), run.err());
            assertTrue(run.out().contains(SENNICHITE + " — KIF"), "the other input is judged");
            assertTrue(
                    run.out().contains("nothing below it is read") || run.out().contains("/deep.kif — KIF"),
                    "the deep end is judged or named");
        } finally {
            fell(work, top);
        }
    }

    // ---- --jobs

    @Test
    void jobsPastTheCoresAreCappedWithAWarning() {
        Cli run = Cli.run("check", "--lang", "en", "--jobs", "1073741824", NIFU.toString());
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        int cores = Runtime.getRuntime().availableProcessors();
        assertTrue(
                run.err()
                        .contains("shinpan: --jobs 1073741824 is more than the " + cores
                                + " processor core(s): judging " + cores + " inputs at once"),
                run.err());
        assertTrue(run.out().contains("1 record(s)"), run.out());
        assertEquals(
                ExitCodes.USAGE,
                Cli.run("check", "--jobs", "0", NIFU.toString()).exit());
        assertEquals(
                ExitCodes.USAGE,
                Cli.run("check", "--jobs", "-3", NIFU.toString()).exit());
        assertEquals("", Cli.run("check", "--jobs", "1", NIFU.toString()).err(), "within the cores: no warning");
    }

    // ---- move numbers past 2^31 - 1

    private static final String SFEN_BOARD = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -";

    @Test
    void anSfenMoveNumberWhoseMovesPassTheLastIntIsALocatedError(@TempDir Path dir) throws IOException {
        Path usi = Files.writeString(dir.resolve("late.usi"), "sfen " + SFEN_BOARD + " 2147483647 moves 7g7f 3c3d\n");
        Cli run = Cli.run("check", "--lang", "en", "--format", "json", usi.toString());
        assertEquals(ExitCodes.UNREADABLE, run.exit(), run.out());
        assertFalse(run.out().contains("-214748"), "no number wraps to a negative one");
        Cli text = Cli.run("check", "--lang", "en", usi.toString());
        assertTrue(
                text.out()
                        .contains("Error line 1:85 '7g7f': the moves are numbered from 2147483647: this move, or"
                                + " the ply after it, would be numbered past 2147483647"),
                text.out());
    }

    @Test
    void anSfenMoveNumberThatFitsIsKept(@TempDir Path dir) throws IOException {
        // ply 2 (White's rook "moving" to its own square) is illegal, and numbered as the record numbers it
        Path usi = Files.writeString(dir.resolve("late.usi"), "sfen " + SFEN_BOARD + " 2147483640 moves 7g7f 8b8b\n");
        Cli run = Cli.run("check", "--lang", "en", "--format", "json", usi.toString());
        assertTrue(run.out().contains("\"number\" : 2147483641"), run.out());
    }

    private static String kifFromDiagram(String moveCount, String moves) {
        return """
                後手の持駒：なし
                  ９ ８ ７ ６ ５ ４ ３ ２ １
                +---------------------------+
                |v香v桂v銀v金v玉v金v銀v桂v香|一
                | ・v飛 ・ ・ ・ ・ ・v角 ・|二
                |v歩v歩v歩v歩v歩v歩v歩v歩v歩|三
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|四
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|五
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|六
                | 歩 歩 歩 歩 歩 歩 歩 歩 歩|七
                | ・ 角 ・ ・ ・ ・ ・ 飛 ・|八
                | 香 桂 銀 金 玉 金 銀 桂 香|九
                +---------------------------+
                先手の持駒：なし
                手数＝%s
                先手番
                手数----指手---------消費時間--
                %s""".formatted(moveCount, moves);
    }

    @Test
    void aKifDiagramMoveCountPastTheLastIntIsALocatedError(@TempDir Path dir) throws IOException {
        Path kif = Files.writeString(dir.resolve("late.kif"), kifFromDiagram("2147483647", ""));
        Cli run = Cli.run("check", "--lang", "en", kif.toString());
        assertEquals(ExitCodes.UNREADABLE, run.exit(), run.out());
        assertTrue(
                run.out()
                        .contains("Error line 15:1 '手数＝2147483647': the moves made before the diagram"
                                + " (手数＝2147483647) come to more than 2147483646"),
                run.out());
        Path longer = Files.writeString(dir.resolve("longer.kif"), kifFromDiagram("9".repeat(30), ""));
        Cli cut = Cli.run("check", "--lang", "en", longer.toString());
        assertEquals(ExitCodes.UNREADABLE, cut.exit(), "once silently cut to its first seven digits: " + cut.out());
    }

    private static String ki2FromDiagram(String moveCount, String moves) {
        return kifFromDiagram(moveCount, moves).replace("手数----指手---------消費時間--\n", "");
    }

    @Test
    void aDiagramMoveCountThatFitsNumbersTheMovesAsToday(@TempDir Path dir) throws IOException {
        Path fits = Files.writeString(dir.resolve("fits.ki2"), ki2FromDiagram("2147483600", "▲７六歩    △３四歩\n"));
        Cli ok = Cli.run("check", "--lang", "en", "--format", "json", fits.toString());
        assertFalse(ok.out().contains("-214748"), ok.out());
        assertEquals("ok", json(ok).get("records").get(0).get("status").asText(), ok.out());
    }

    @Test
    void movesNumberedPastTheLastIntFromAKi2DiagramAreALocatedError(@TempDir Path dir) throws IOException {
        // KI2 numbers its moves from the diagram's count alone
        String ki2 = ki2FromDiagram("2147483645", "▲７六歩    △３四歩    ▲２六歩\n");
        Path file = Files.writeString(dir.resolve("late.ki2"), ki2);
        Cli run = Cli.run("check", "--lang", "en", file.toString());
        assertTrue(run.out().contains("would be numbered past 2147483647"), run.out());
        assertFalse(run.out().contains("-214748"), run.out());
    }

    // ---- archives that hold nothing

    @Test
    void anEmptyZipOrTarIsReportedAndCounted(@TempDir Path dir) throws IOException {
        Path zip = dir.resolve("empty.zip");
        try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(zip))) {
            z.finish();
        }
        Path tar = dir.resolve("empty.tar");
        try (TarArchiveOutputStream t = new TarArchiveOutputStream(Files.newOutputStream(tar))) {
            t.finish();
        }
        Path folders = dir.resolve("folders.tar");
        try (TarArchiveOutputStream t = new TarArchiveOutputStream(Files.newOutputStream(folders))) {
            t.putArchiveEntry(new TarArchiveEntry("games/"));
            t.closeArchiveEntry();
            t.finish();
        }
        Cli run = Cli.run("check", "--lang", "en", zip.toString(), folders.toString(), tar.toString(), NIFU.toString());
        assertTrue(
                run.out().contains("Skipped " + zip + ": the zip archive holds no records: it has no files at all"),
                run.out());
        assertTrue(
                run.out()
                        .contains("Skipped " + folders + ": the tar archive holds no records: it has no files"
                                + " at all"),
                run.out());
        assertTrue(
                run.out().contains(tar + " — unknown format")
                        && run.out()
                                .contains("binary file: nothing but NUL"
                                        + " bytes, which is what an empty tar archive holds: no records"),
                run.out());
        assertTrue(run.out().contains("2 file(s) skipped"), run.out());
        Cli alone = Cli.run("check", "--lang", "en", zip.toString());
        assertEquals(ExitCodes.UNREADABLE, alone.exit(), "nothing judged is never a silent success");
        assertTrue(alone.err().contains("no record found; 1 file(s) skipped"), alone.err());
    }

    // ---- the same input named twice

    @Test
    void anInputNamedTwiceIsJudgedOnceWithANote(@TempDir Path dir) throws IOException {
        Path a = Files.copy(NIFU, dir.resolve("a.kif"));
        Path same = dir.resolve(".").resolve("a.kif");
        Cli run = Cli.run("check", "--lang", "en", "--format", "json", a.toString(), same.toString(), a.toString());
        assertEquals(List.of(a.toString()), sources(json(run)));
        assertEquals(
                1,
                count(
                        run.err(),
                        "shinpan: " + same + " is named more than once (or lies in a folder also"
                                + " named): it was read once"),
                run.err());
        assertEquals(
                1, count(run.err(), "shinpan: " + a + " is named more than once"), "one note a name: " + run.err());
        assertEquals(0, json(run).get("summary").get("skipped").asInt(), "read once, not skipped");
    }

    @Test
    void aFileAndItsFolderAreJudgedOnceEitherWayRound(@TempDir Path dir) throws IOException {
        Path folder = Files.createDirectory(dir.resolve("club"));
        Path a = Files.copy(NIFU, folder.resolve("a.kif"));
        Files.copy(SENNICHITE, folder.resolve("b.kif"));
        for (List<String> args :
                List.of(List.of(folder.toString(), a.toString()), List.of(a.toString(), folder.toString()))) {
            List<String> command = new ArrayList<>(List.of("check", "--lang", "en", "--format", "json"));
            command.addAll(args);
            Cli run = Cli.run(command.toArray(String[]::new));
            List<String> sources = sources(json(run));
            assertEquals(2, sources.size(), args + ": " + sources);
            assertEquals(1, count(run.err(), " is named more than once"), run.err());
            assertEquals(0, json(run).get("summary").get("skipped").asInt(), run.out());
        }
        Cli twice = Cli.run("check", "--lang", "en", "--format", "json", folder.toString(), folder.toString());
        assertEquals(2, sources(json(twice)).size());
        assertTrue(twice.err().contains(folder + " is named more than once"), twice.err());
    }

    // ---- names that are not UTF-8

    /** A file whose name holds this byte, made through a URI (the only way Java names raw bytes); null if refused. */
    private static Path byteNamed(Path dir, String escapedByte) throws IOException {
        Path file = Path.of(URI.create(dir.toUri() + "caf" + escapedByte + ".kif"));
        try (OutputStream out = Files.newOutputStream(file)) {
            out.write(Files.readAllBytes(NIFU));
        } catch (IOException e) {
            return null; // a file system that takes UTF-8 names only
        }
        return file;
    }

    @Test
    void namesThatAreNotUtf8KeepTheirBytesInEveryReport(@TempDir Path dir) throws IOException {
        Assumptions.assumeTrue(
                "UTF-8".equals(System.getProperty("sun.jnu.encoding")),
                "file names are decoded as UTF-8 only in a UTF-8 locale (shinpan relaunches itself into one)");
        Path e9 = byteNamed(dir, "%E9");
        Path e8 = byteNamed(dir, "%E8");
        Assumptions.assumeTrue(e9 != null && e8 != null, "the file system refuses names that are not UTF-8");
        Assumptions.assumeTrue(e9.toString().contains("\uFFFD"), "Java decodes the name as expected here");
        Cli run = Cli.run("check", "--lang", "en", dir.toString());
        assertEquals(ExitCodes.OK, run.exit(), run.out());
        assertTrue(run.out().contains(dir + "/caf\\xE8.kif — KIF"), run.out());
        assertTrue(run.out().contains(dir + "/caf\\xE9.kif — KIF"), "both read, each under its own name: " + run.out());
        assertFalse(run.out().contains("\uFFFD"), run.out());
        String json = Cli.run("check", "--format", "json", dir.toString()).out();
        assertTrue(json.contains("caf\\\\xE8.kif") && json.contains("caf\\\\xE9.kif"), json);
        // SARIF's URIs take every backslash for a Windows separator: the escape shows as /xE9, still one a name
        String sarif = Cli.run("check", "--format", "sarif", dir.toString()).out();
        assertTrue(sarif.contains("xE8.kif\"") && sarif.contains("xE9.kif\""), sarif);
        // Named on the command line, the name arrives with U+FFFD for the byte: a clear problem, never a silent skip.
        Cli named =
                Cli.run("check", "--lang", "en", dir.resolve("caf\uFFFD.kif").toString());
        assertEquals(ExitCodes.UNREADABLE, named.exit());
        assertTrue(named.out().contains("no such file: the name as given is not UTF-8"), named.out());
    }
}
