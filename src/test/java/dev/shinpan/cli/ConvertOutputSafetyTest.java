package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.cli.commands.OutputNames;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 40: {@code convert} never writes through a symbolic link among the folders below
 * {@code --out} (nor through {@code --out} itself), and a name too long for the file system is
 * shortened the same way every run; each such record is said, and the others are converted.
 */
class ConvertOutputSafetyTest {

    @TempDir
    Path tmp;

    /** in/a/x.kif and in/b/y.kif, two records in two folders. */
    private Path twoFolders() throws IOException {
        Path in = tmp.resolve("in");
        Files.createDirectories(in.resolve("a"));
        Files.createDirectories(in.resolve("b"));
        Files.copy(Path.of("samples/nifu.kif"), in.resolve("a/x.kif"));
        Files.copy(Path.of("samples/sennichite.kif"), in.resolve("b/y.kif"));
        return in;
    }

    private static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            return all.filter(Files::isRegularFile)
                    .map(dir::relativize)
                    .sorted()
                    .toList();
        }
    }

    @Test
    void aSymbolicLinkToAnotherFolderBelowOutIsNeverWrittenThrough() throws IOException {
        Path in = twoFolders();
        Path out = Files.createDirectories(tmp.resolve("out"));
        Path elsewhere = Files.createDirectories(tmp.resolve("elsewhere"));
        Path link = Files.createSymbolicLink(out.resolve("a"), elsewhere);
        Cli r = Cli.run("convert", "--lang", "en", "--to", "csa", "--out", out.toString(), in.toString());
        assertEquals(ExitCodes.INCONSISTENT, r.exit(), "something was not written: " + r.out() + r.err());
        assertTrue(
                r.out()
                        .contains(in.resolve("a/x.kif") + ": not written, " + link
                                + " is a symbolic link, and convert never writes through one"),
                r.out());
        assertEquals(List.of(), files(elsewhere), "nothing reached the folder the link leads to");
        assertTrue(Files.isRegularFile(out.resolve("b/y.csa")), "the other record is converted: " + r.out());
        assertTrue(r.err().contains("1 record(s) written, 1 not written"), r.err());
    }

    @Test
    void outItselfALinkIsNeverWrittenThrough() throws IOException {
        Path in = twoFolders();
        Path elsewhere = Files.createDirectories(tmp.resolve("elsewhere"));
        Path out = Files.createSymbolicLink(tmp.resolve("out"), elsewhere);
        Cli r = Cli.run("convert", "--lang", "en", "--to", "csa", "--out", out.toString(), in.toString());
        assertEquals(ExitCodes.INCONSISTENT, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains(out + " is a symbolic link"), r.out());
        assertEquals(List.of(), files(elsewhere));
    }

    @Test
    void aLinkInTheFolderNamedByAnArchiveIsCaughtToo() throws IOException {
        Path zip = tmp.resolve("games.zip");
        zip(zip, List.of("deep/x.kif"));
        Path out = Files.createDirectories(tmp.resolve("out"));
        Path elsewhere = Files.createDirectories(tmp.resolve("elsewhere"));
        Files.createDirectories(out.resolve("games"));
        Files.createSymbolicLink(out.resolve("games/deep"), elsewhere);
        Cli r = Cli.run("convert", "--lang", "en", "--to", "csa", "--out", out.toString(), zip.toString());
        assertEquals(ExitCodes.INCONSISTENT, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains(out.resolve("games/deep") + " is a symbolic link"), r.out());
        assertEquals(List.of(), files(elsewhere));
    }

    /** A zip of the sample nifu.kif under each name. */
    private static void zip(Path zip, List<String> names) throws IOException {
        byte[] record = Files.readAllBytes(Path.of("samples/nifu.kif"));
        try (OutputStream file = Files.newOutputStream(zip);
                ZipOutputStream z = new ZipOutputStream(file)) {
            for (String name : names) {
                z.putNextEntry(new ZipEntry(name));
                z.write(record);
                z.closeEntry();
            }
        }
    }

    @Test
    void aNameTooLongForTheFileSystemIsShortenedDeterministicallyAndTheOthersGoOn() throws IOException {
        String longOne = "長".repeat(100) + ".kif"; // 304 bytes of UTF-8
        String longTwo = "長".repeat(99) + "短.kif"; // as long, and the same for its first 250 bytes
        Path zip = tmp.resolve("games.zip");
        zip(zip, List.of(longOne, longTwo, "short.kif"));
        Path out = tmp.resolve("out");
        Cli r = Cli.run("convert", "--lang", "en", "--to", "csa", "--out", out.toString(), zip.toString());
        assertEquals(ExitCodes.OK, r.exit(), r.out() + r.err());
        List<Path> written = files(out);
        assertEquals(3, written.size(), "every record written: " + r.out());
        assertTrue(written.contains(Path.of("games/short.csa")), written.toString());
        for (Path p : written) {
            String name = p.getFileName().toString();
            assertTrue(name.getBytes(StandardCharsets.UTF_8).length <= 255, name);
            assertTrue(name.endsWith(".csa"), "the extension is kept: " + name);
        }
        assertNotEquals(written.get(0), written.get(1), "two long names never meet in one");
        assertTrue(r.out().contains("is longer than the file system allows; shortened to"), r.out());

        Path again = tmp.resolve("again");
        Cli second = Cli.run("convert", "--lang", "en", "--to", "csa", "--out", again.toString(), zip.toString());
        assertEquals(ExitCodes.OK, second.exit(), second.out());
        assertEquals(written, files(again), "the same names every run");
    }

    @Test
    void fittedShortensOnlyTheNamesThatAreTooLongAndCutsBetweenCharacters() {
        Path fits = Path.of("a", "b.csa");
        assertEquals(fits, OutputNames.fitted(fits));
        String folder = "é".repeat(200); // 400 bytes, no extension
        Path fitted = OutputNames.fitted(Path.of(folder, "x" + "😀".repeat(70) + ".kifu"));
        String first = fitted.getName(0).toString();
        String second = fitted.getName(1).toString();
        assertTrue(first.getBytes(StandardCharsets.UTF_8).length <= 255, first);
        assertTrue(first.matches("é+~[0-9a-f]{12}"), first);
        assertTrue(second.getBytes(StandardCharsets.UTF_8).length <= 255, second);
        assertTrue(second.matches("x(😀)+~[0-9a-f]{12}\\.kifu"), "no emoji cut in half: " + second);
        assertEquals(fitted, OutputNames.fitted(Path.of(folder, "x" + "😀".repeat(70) + ".kifu")));
        assertFalse(fitted.equals(OutputNames.fitted(Path.of(folder, "y" + "😀".repeat(70) + ".kifu"))));
    }
}
