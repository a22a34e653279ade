package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.cli.output.AtomicFile;
import dev.shinpan.cli.output.FileNameLength;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 40: every file shinpan writes (reports, the baseline, the board) goes to a temporary file
 * beside it and replaces the old one only when whole; a write that fails is exit 5 naming the file
 * and why, and leaves the old file and no temporary file behind.
 */
class AtomicWritesTest {

    private static final String RECORD = "samples/nifu.kif";

    @TempDir
    Path tmp;

    /** Files left under a dot name or as {@code .part}: none may stay after a run. */
    private static List<Path> leftovers(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().startsWith(".")).toList();
        }
    }

    private static void assertFailedWrite(Cli run, String said) {
        assertEquals(ExitCodes.OUTPUT_FAILED, run.exit(), run.err());
        assertTrue(run.err().contains(said), run.err());
        assertFalse(run.err().contains("Exception") || run.err().contains("\tat "), "no trace: " + run.err());
    }

    @Test
    void aFileWhereTheFolderShouldBeIsExitFiveNamingThePath() throws IOException {
        Path notAFolder = Files.writeString(tmp.resolve("plain"), "a file, not a folder");
        Path report = notAFolder.resolve("out.json");
        assertFailedWrite(
                Cli.run("check", "--lang", "en", "--report", "json=" + report, RECORD),
                "--report: cannot write " + report + ": not a directory");
        Path baseline = notAFolder.resolve("baseline.json");
        assertFailedWrite(
                Cli.run("check", "--lang", "en", "--write-baseline", baseline.toString(), RECORD),
                "cannot write the baseline " + baseline + ": not a directory");
        Path svg = notAFolder.resolve("board.svg");
        Cli board = Cli.run("check", "--lang", "en", "--board-svg", svg.toString(), RECORD);
        assertFailedWrite(board, "--board-svg: cannot write " + svg + ": not a directory");
        assertEquals("", board.out(), "nothing judged for a file that cannot be kept");
    }

    @Test
    void aFolderWhereTheFileShouldBeIsExitFiveAndTheFolderStays() throws IOException {
        Path folder = Files.createDirectories(tmp.resolve("report.json"));
        assertFailedWrite(
                Cli.run("check", "--lang", "en", "--report", "json=" + folder, RECORD),
                "--report: cannot write " + folder + ": a folder stands there");
        Path baseline = Files.createDirectories(tmp.resolve("baseline.json"));
        assertFailedWrite(
                Cli.run("check", "--lang", "en", "--write-baseline", baseline.toString(), RECORD),
                "cannot write the baseline " + baseline + ": a folder stands there");
        assertTrue(Files.isDirectory(folder) && Files.isDirectory(baseline), "an empty folder is never replaced");
        Cli ja = Cli.run("check", "--lang", "ja", "--report", "json=" + folder, RECORD);
        assertEquals(ExitCodes.OUTPUT_FAILED, ja.exit());
        assertTrue(ja.err().contains("その名前のフォルダがあります"), ja.err());
    }

    @Test
    void anUnwritableFolderIsExitFiveNamingThePath() throws IOException {
        assumeFalse("root".equals(System.getProperty("user.name")), "root writes into a read-only folder anyway");
        Path locked = Files.createDirectories(tmp.resolve("locked"));
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            Path report = locked.resolve("out.json");
            assertFailedWrite(
                    Cli.run("check", "--lang", "en", "--report", "json=" + report, RECORD),
                    "--report: cannot write " + report + ": permission denied");
        } finally {
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void theOldReportAndBaselineSurviveARunStoppedByAFailedOutput() throws IOException {
        Path report = Files.writeString(tmp.resolve("report.json"), "{\"old\": true}\n");
        Path baseline = Files.writeString(tmp.resolve("baseline.json"), "{\"old baseline\": true}\n");
        Path svg = Files.writeString(tmp.resolve("board.svg"), "<svg/>");
        Writer broken = new OutputStreamWriter(
                new OutputStream() {
                    @Override
                    public void write(int b) throws IOException {
                        throw new IOException("Broken pipe");
                    }
                },
                StandardCharsets.UTF_8);
        Cli run = Cli.run(
                broken,
                "check",
                "--report",
                "json=" + report,
                "--write-baseline",
                baseline.toString(),
                "--board-svg",
                svg.toString(),
                RECORD);
        assertEquals(ExitCodes.OUTPUT_FAILED, run.exit(), run.err());
        assertEquals("{\"old\": true}\n", Files.readString(report), "the old report, whole");
        assertEquals("{\"old baseline\": true}\n", Files.readString(baseline), "the old baseline, whole");
        assertEquals("<svg/>", Files.readString(svg));
        assertEquals(List.of(), leftovers(tmp), "no temporary file left");
    }

    @Test
    void aWholeRunReplacesTheFilesAndKeepsTheirPermissions() throws IOException {
        Path report = Files.writeString(tmp.resolve("report.json"), "old");
        Set<PosixFilePermission> mode = PosixFilePermissions.fromString("rw-rw-r--");
        Files.setPosixFilePermissions(report, mode);
        Path baseline = Files.writeString(tmp.resolve("baseline.json"), "old");
        Cli run = Cli.run("check", "--report", "json=" + report, "--write-baseline", baseline.toString(), RECORD);
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        assertTrue(Files.readString(report).contains("\"summary\""), "the new report");
        assertTrue(Files.readString(baseline).contains("shinpan-baseline"), "the new baseline");
        assertEquals(mode, Files.getPosixFilePermissions(report));
        assertEquals(List.of(), leftovers(tmp));
    }

    @Test
    void aLinkAtTheReportsPathStaysAndTheFileItNamesIsReplaced() throws IOException {
        Path real =
                Files.writeString(Files.createDirectories(tmp.resolve("site")).resolve("report.html"), "old");
        Path link = Files.createSymbolicLink(tmp.resolve("report.html"), real);
        Cli run = Cli.run("check", "--report", "html=" + link, RECORD);
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        assertTrue(Files.isSymbolicLink(link));
        assertTrue(Files.readString(real).contains("<html"), "written where the link leads");
    }

    @Test
    void aPendingFileLeavesTheTargetAloneUntilCommittedAndRemovesItsTemporaryFile() throws IOException {
        Path target = Files.writeString(tmp.resolve("out.json"), "old");
        try (AtomicFile.Pending file = AtomicFile.create(target)) {
            file.write("new, not whole yet".getBytes(StandardCharsets.UTF_8));
            file.flush();
            assertEquals("old", Files.readString(target), "nothing reaches the target before the commit");
            List<Path> pending = leftovers(tmp);
            assertEquals(1, pending.size(), "one temporary file beside it: " + pending);
            assertTrue(pending.get(0).getFileName().toString().startsWith(".out.json"), pending.toString());
        } // closed without a commit: thrown away
        assertEquals("old", Files.readString(target));
        assertEquals(List.of(), leftovers(tmp));

        try (AtomicFile.Pending file = AtomicFile.create(target)) {
            file.write("new".getBytes(StandardCharsets.UTF_8));
            file.commit();
        }
        assertEquals("new", Files.readString(target));
        assertEquals(List.of(), leftovers(tmp));
    }

    @Test
    void aLongTargetNameStillHasATemporaryNameTheSystemTakes() throws IOException {
        String name = "棋".repeat(84) + ".json"; // 252 + 5 bytes > 255 once a dot and a suffix are added
        Path target = tmp.resolve(FileNameLength.cut(name, FileNameLength.MAX_BYTES));
        try (AtomicFile.Pending file = AtomicFile.create(target)) {
            file.write(new byte[] {'x'});
            file.commit();
        }
        assertArrayEquals(new byte[] {'x'}, Files.readAllBytes(target));
    }

    /**
     * A run stopped by a signal while its report is being written leaves the old report and no
     * temporary file: the run reads standard input, kept open, so it is surely mid-way when stopped.
     */
    @Test
    void aRunStoppedBySignalLeavesTheOldReportAndNoTemporaryFile() throws Exception {
        Path report = Files.writeString(tmp.resolve("report.json"), "old");
        Path baseline = Files.writeString(tmp.resolve("baseline.json"), "old baseline");
        ProcessBuilder builder = new ProcessBuilder(JavaProcess.command(
                "check", "--no-config", "--report", "json=" + report, "--write-baseline", baseline.toString(), "-"));
        builder.environment().put("LC_ALL", "C.UTF-8"); // one JVM: no relaunch in a UTF-8 locale
        builder.redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD);
        Process p = builder.start();
        try {
            p.getOutputStream().write(Files.readAllBytes(Path.of(RECORD)));
            p.getOutputStream().flush(); // and standard input stays open: the run waits for more
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (leftovers(tmp).size() < 2 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertEquals(2, leftovers(tmp).size(), "the report and the baseline are being written: " + leftovers(tmp));
            assertTrue(p.isAlive());
        } finally {
            p.destroy(); // SIGTERM: the JVM shuts down as for Ctrl-C, running its hooks
        }
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals("old", Files.readString(report));
        assertEquals("old baseline", Files.readString(baseline));
        assertEquals(List.of(), leftovers(tmp), "the shutdown removed the temporary files");
    }
}
