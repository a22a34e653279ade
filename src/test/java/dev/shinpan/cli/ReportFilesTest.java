package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code check --report FORMAT=FILE}: several reports from one judging, each as {@code --format} alone writes it. */
class ReportFilesTest {

    private static final String SAMPLES = "samples";

    /** The report without the time taken and the speed, the one thing two runs may not share. */
    private static String timeless(String report) {
        // the run's time and, in JUnit, its start
        return report.replaceAll("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}", "#")
                .replaceAll("\\d+\\.\\d+", "#");
    }

    @Test
    void everyReportFileIsWhatItsFormatWritesAlone(@TempDir Path dir) throws Exception {
        List<String> formats = List.of("text", "json", "jsonl", "junit", "sarif", "html", "github");
        List<String> args = new java.util.ArrayList<>(List.of("check", "--lang", "en", "--format", "text"));
        for (String f : formats) {
            args.add("--report");
            args.add(f + "=" + dir.resolve("out." + f));
        }
        args.add(SAMPLES);
        Cli all = Cli.run(args.toArray(String[]::new));
        Cli textAlone = Cli.run("check", "--lang", "en", SAMPLES);
        assertEquals(textAlone.exit(), all.exit(), all.err());
        assertEquals(1, all.exit(), "the samples hold inconsistent records");
        assertEquals(timeless(textAlone.out()), timeless(all.out()), "the main output is unchanged");
        for (String f : formats) {
            Cli alone = Cli.run("check", "--lang", "en", "--format", f, SAMPLES);
            String file = Files.readString(dir.resolve("out." + f));
            assertFalse(file.isBlank(), f);
            assertEquals(timeless(alone.out()), timeless(file), f + " written by --report as by --format");
        }
        SarifReportTest.loadSchema();
        SarifReportTest.assertValidSarif(Files.readString(dir.resolve("out.sarif")));
    }

    @Test
    void namesWithDashLStillWriteTheReportFiles(@TempDir Path dir) throws Exception {
        Path junit = dir.resolve("junit.xml");
        Cli run =
                Cli.run("check", "-l", "--report", "junit=" + junit, "samples/perpetual-check.ki2", "samples/mate.jkf");
        assertEquals(List.of("samples/perpetual-check.ki2"), run.out().lines().toList(), run.err());
        String xml = Files.readString(junit);
        assertTrue(xml.contains("name=\"perpetual-check.ki2\"") && xml.contains("name=\"mate.jkf\""), xml);
        assertTrue(xml.startsWith("<?xml"), "only the report, no names: " + xml);
    }

    @Test
    void aMistypedFormatIsAUsageErrorNamingTheNearest(@TempDir Path dir) {
        Path file = dir.resolve("out.sarif");
        Cli typo = Cli.run("check", "--lang", "en", "--report", "sarfi=" + file, "samples/nifu.kif");
        assertEquals(2, typo.exit());
        assertTrue(typo.err().contains("--report takes text, json"), typo.err());
        assertTrue(typo.err().contains("Did you mean 'sarif'?"), typo.err());
        assertFalse(Files.exists(file), "nothing written after a usage error");

        Cli noFile = Cli.run("check", "--lang", "en", "--report", "sarif", "samples/nifu.kif");
        assertEquals(2, noFile.exit());
        assertTrue(noFile.err().contains("FORMAT=FILE"), noFile.err());
        Cli ja = Cli.run("check", "--lang", "ja", "--report", "junit=", "samples/nifu.kif");
        assertEquals(2, ja.exit());
        assertTrue(ja.err().contains("を指定します"), ja.err());
    }

    @Test
    void anUnwritableFileExitsWithFiveAndSaysWhy(@TempDir Path dir) {
        Path missing = dir.resolve("no-such-folder").resolve("out.sarif");
        Cli run = Cli.run("check", "--lang", "en", "--report", "sarif=" + missing, "samples/mate.jkf");
        assertEquals(5, run.exit(), run.err());
        assertTrue(run.err().contains("--report: cannot write " + missing + ": no such directory"), run.err());
        assertEquals("", run.out(), "nothing judged for a report that cannot be kept");

        Cli ja = Cli.run("check", "--lang", "ja", "--report", "json=" + missing, "samples/mate.jkf");
        assertEquals(5, ja.exit());
        assertTrue(ja.err().contains("そのフォルダがありません"), ja.err());
    }

    @Test
    void aFullDiskWhileWritingExitsWithFiveAfterTheMainReport() {
        Path full = Path.of("/dev/full"); // Linux: every write fails with ENOSPC
        assumeTrue(Files.isWritable(full), "no /dev/full here");
        Cli run = Cli.run("check", "--lang", "en", "--report", "json=" + full, "samples/mate.jkf");
        assertEquals(5, run.exit(), run.err());
        assertTrue(run.err().contains("--report: cannot write /dev/full: no space left on device"), run.err());
        assertTrue(run.out().contains("samples/mate.jkf"), "the main report is written all the same: " + run.out());
    }
}
