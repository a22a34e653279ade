package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.cli.batch.ExitCodes;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.commons.compress.archivers.ArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The distribution archives {@code mvn package} leaves (target/shinpan-VERSION.tar.gz and .zip),
 * unpacked into a temporary folder as a user would (file modes kept), run from another working
 * directory and through a symbolic link in a bin folder of the user's, and report as
 * {@code java -jar target/shinpan.jar} does; they hold the man pages of the repository, the
 * completion scripts the packaged jar prints, and a Windows script that runs lib\shinpan.jar.
 * Tagged slow: it needs the package, so {@code mvn verify} runs it after packaging.
 */
@Tag("slow")
@Timeout(180)
class DistributionTest {

    private static final Path TARGET = Path.of("target");
    private static final List<String> CHECK = List.of(
            "check",
            Path.of("samples/nifu.kif").toAbsolutePath().toString(),
            Path.of("samples/perpetual-check.ki2").toAbsolutePath().toString());

    @TempDir
    Path tmp;

    private static String version;
    private static JavaProcess.Result expected;

    @BeforeAll
    static void packaged() throws Exception {
        Properties p = new Properties();
        try (InputStream in = DistributionTest.class.getResourceAsStream("/dev/shinpan/version.properties")) {
            p.load(in);
        }
        version = p.getProperty("version");
        String ci = System.getenv("CI");
        if (ci == null || ci.isEmpty()) {
            Assumptions.assumeTrue(
                    Files.isRegularFile(archive("tar.gz")) && Files.isRegularFile(archive("zip")),
                    "no distribution archive here (mvn test runs before mvn package)");
        }
        ProcessBuilder java = new ProcessBuilder(
                JavaProcess.java(), "-jar", TARGET.resolve("shinpan.jar").toString());
        java.command().addAll(CHECK);
        expected = JavaProcess.run(java, null);
        assertEquals(
                ExitCodes.INCONSISTENT, expected.exit(), "the samples hold an inconsistent record: " + expected.err());
    }

    static Path archive(String extension) {
        return TARGET.resolve("shinpan-" + version + "." + extension);
    }

    /** Unpacks the tar.gz as tar does: the entries' Unix modes applied. The folder it made. */
    static Path untar(Path archive, Path into) throws IOException {
        try (TarArchiveInputStream tar =
                new TarArchiveInputStream(new GzipCompressorInputStream(Files.newInputStream(archive)))) {
            for (TarArchiveEntry e = tar.getNextEntry(); e != null; e = tar.getNextEntry()) {
                write(into, e, tar, e.getMode());
            }
        }
        return into.resolve("shinpan-" + version);
    }

    /** Unpacks the zip as unzip does, with the Unix modes it stores. The folder it made. */
    static Path unzip(Path archive, Path into) throws IOException {
        try (ZipFile zip = ZipFile.builder().setPath(archive).get()) {
            for (ZipArchiveEntry e : Collections.list(zip.getEntries())) {
                try (InputStream in = zip.getInputStream(e)) {
                    write(into, e, in, e.getUnixMode());
                }
            }
        }
        return into.resolve("shinpan-" + version);
    }

    private static void write(Path into, ArchiveEntry e, InputStream in, int mode) throws IOException {
        Path to = into.resolve(e.getName()).normalize();
        assertTrue(
                to.startsWith(into.resolve("shinpan-" + version)),
                "every entry is under shinpan-VERSION/: " + e.getName());
        if (e.isDirectory()) {
            Files.createDirectories(to);
            return;
        }
        Files.createDirectories(to.getParent());
        Files.copy(in, to);
        Set<PosixFilePermission> permissions = EnumSet.noneOf(PosixFilePermission.class);
        PosixFilePermission[] bits = PosixFilePermission.values(); // OWNER_READ … OTHERS_EXECUTE, 0400 … 0001
        for (int i = 0; i < bits.length; i++) {
            if ((mode & 1 << (bits.length - 1 - i)) != 0) {
                permissions.add(bits[i]);
            }
        }
        Files.setPosixFilePermissions(to, permissions);
    }

    private JavaProcess.Result run(Path launcher, Path workingDirectory, List<String> args) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(launcher.toString()).directory(workingDirectory.toFile());
        pb.command().addAll(args);
        // the launcher runs the Java this test runs on
        pb.environment()
                .put(
                        "JAVA_HOME",
                        Path.of(JavaProcess.java()).getParent().getParent().toString());
        pb.environment().remove("JDK_JAVA_OPTIONS");
        return JavaProcess.run(pb, null);
    }

    private void assertSameAsJavaJar(JavaProcess.Result r) {
        assertEquals(expected.exit(), r.exit(), r.err());
        assertEquals("", r.err());
        assertEquals(
                expected.out().replaceAll("in \\d+\\.\\d+ s \\(.*\\)", "in …"),
                r.out().replaceAll("in \\d+\\.\\d+ s \\(.*\\)", "in …"));
    }

    /** Runs the unpacked bin/shinpan from a folder of its own, and through a link in another bin folder. */
    private void runsFromAnywhere(Path home) throws Exception {
        Path launcher = home.resolve("bin/shinpan");
        assertTrue(Files.isExecutable(launcher), "bin/shinpan keeps its executable mode");
        Path elsewhere = Files.createDirectories(tmp.resolve("elsewhere"));
        assertSameAsJavaJar(run(launcher, elsewhere, CHECK));
        Path userBin = Files.createDirectories(tmp.resolve("user/bin"));
        Path link = Files.createSymbolicLink(userBin.resolve("shinpan"), launcher);
        try {
            assertSameAsJavaJar(run(link, elsewhere, CHECK));
            JavaProcess.Result v = run(link, elsewhere, List.of("--version"));
            assertEquals(ExitCodes.OK, v.exit(), v.err());
            assertEquals("shinpan " + version, v.out().strip());
        } finally {
            Files.delete(link); // the link itself; JUnit would warn about one leading out of its folder
        }
    }

    @Test
    void theTarGzUnpackedRunsFromAnotherDirectory() throws Exception {
        Path home = untar(archive("tar.gz"), Files.createDirectory(tmp.resolve("tar")));
        assertLayout(home);
        runsFromAnywhere(home);
    }

    @Test
    void theZipUnpackedRunsFromAnotherDirectory() throws Exception {
        Path home = unzip(archive("zip"), Files.createDirectory(tmp.resolve("zip")));
        assertLayout(home);
        runsFromAnywhere(home);
    }

    private static void assertLayout(Path home) throws IOException {
        for (String file : List.of(
                "bin/shinpan",
                "bin/shinpan.cmd",
                "lib/shinpan.jar",
                "completion/shinpan.bash",
                "completion/shinpan.zsh",
                "completion/shinpan.fish",
                "README.md",
                "LICENSE")) {
            assertTrue(Files.isRegularFile(home.resolve(file)), file);
        }
        assertArrayEquals(
                Files.readAllBytes(TARGET.resolve("shinpan.jar")),
                Files.readAllBytes(home.resolve("lib/shinpan.jar")),
                "lib/ holds the packaged jar");
        assertEquals(Files.readString(Path.of("LICENSE")), Files.readString(home.resolve("LICENSE")));
        for (String dir : List.of("man/man1", "man/ja/man1")) {
            List<String> pages = manPages(Path.of(dir));
            assertTrue(pages.contains("shinpan-check.1"), dir + ": " + pages);
            assertEquals(pages, manPages(home.resolve(dir)), "every man page of the repository's " + dir);
            for (String page : pages) {
                assertArrayEquals(
                        Files.readAllBytes(Path.of(dir, page)),
                        Files.readAllBytes(home.resolve(dir).resolve(page)),
                        dir + "/" + page);
            }
        }
    }

    private static List<String> manPages(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString())
                    .filter(n -> n.endsWith(".1"))
                    .sorted()
                    .toList();
        }
    }

    @Test
    void theWindowsScriptRunsTheJarBesideItsFolderWithEveryArgument() throws Exception {
        Path home = unzip(archive("zip"), tmp);
        byte[] bytes = Files.readAllBytes(home.resolve("bin/shinpan.cmd"));
        String script = new String(bytes, StandardCharsets.US_ASCII);
        assertTrue(script.startsWith("@echo off\r\n"), "quiet, and CRLF line ends for cmd.exe: " + script);
        assertEquals(
                0,
                script.replace("\r\n", "")
                        .chars()
                        .filter(c -> c == '\n' || c == '\r')
                        .count(),
                "every line ends in CRLF");
        for (byte b : bytes) {
            assertTrue(b > 0, "plain ASCII, whatever the console's code page");
        }
        List<String> runs = script.lines().filter(l -> l.contains("-jar")).toList();
        assertEquals(1, runs.size(), script);
        String run = runs.get(0);
        assertTrue(
                run.contains("-jar \"%~dp0..\\lib\\shinpan.jar\" %*"), "the jar beside bin\\, all arguments: " + run);
        // %~dp0 is bin\ with its trailing backslash, so the path it names is lib/shinpan.jar of the archive
        Path jar = home.resolve("bin")
                .resolve(run.replaceAll(".*\"%~dp0([^\"]*)\".*", "$1").replace('\\', '/'))
                .normalize();
        assertEquals(home.resolve("lib/shinpan.jar"), jar);
        assertTrue(
                script.contains("%JAVA_HOME%\\bin\\java.exe") && script.contains("exit /b %ERRORLEVEL%"),
                "JAVA_HOME's Java if set, and shinpan's exit code passed on: " + script);
    }

    @Test
    void theCompletionScriptsAreThoseThePackagedJarPrints() throws Exception {
        Path home = untar(archive("tar.gz"), tmp);
        JavaProcess.Result printed = JavaProcess.run(
                new ProcessBuilder(
                        JavaProcess.java(),
                        "-jar",
                        home.resolve("lib/shinpan.jar").toString(),
                        "generate-completion"),
                null);
        assertEquals(ExitCodes.OK, printed.exit(), printed.err());
        String bash = Files.readString(home.resolve("completion/shinpan.bash"));
        assertEquals(printed.out(), bash);
        String zsh = Files.readString(home.resolve("completion/shinpan.zsh"));
        assertTrue(zsh.endsWith(bash), "zsh runs the bash script");
        assertTrue(
                zsh.substring(0, zsh.length() - bash.length())
                        .contains("autoload -U +X bashcompinit && bashcompinit\n"),
                "through bashcompinit: " + zsh.substring(0, 400));
        // bash, sourcing the file, completes shinpan with the script's function
        ProcessBuilder source = new ProcessBuilder(
                "bash",
                "-c",
                "source \"$1\" && complete -p shinpan",
                "bash",
                home.resolve("completion/shinpan.bash").toString());
        JavaProcess.Result r = JavaProcess.run(source, null);
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("-F _shinpan_complete") && r.out().strip().endsWith(" shinpan"), r.out());
        // zsh (no start-up files: compinit is the file's to load), sourcing its file, has the same function for shinpan
        boolean zshHere =
                new ProcessBuilder("sh", "-c", "command -v zsh").start().waitFor() == 0;
        String ci = System.getenv("CI");
        assertTrue(zshHere || ci == null || ci.isEmpty(), "zsh is needed in CI (.ci/run installs it)");
        if (zshHere) {
            ProcessBuilder zshSource = new ProcessBuilder(
                    "zsh",
                    "-f",
                    "-c",
                    "source \"$1\" && print -r -- $_comps[shinpan]",
                    "zsh",
                    home.resolve("completion/shinpan.zsh").toString());
            zshSource.environment().put("HOME", tmp.toString()); // compinit writes its dump there
            JavaProcess.Result z = JavaProcess.run(zshSource, null);
            assertEquals(0, z.exit(), z.err());
            assertTrue(
                    z.out().contains("-F _shinpan_complete"), "zsh completes shinpan through bashcompinit: " + z.out());
        }
    }

    /** The names in the tar.gz and the zip are the same: one layout on every system. */
    @Test
    void bothArchivesHoldTheSameFiles() throws Exception {
        List<String> tar = new ArrayList<>();
        try (TarArchiveInputStream in =
                new TarArchiveInputStream(new GzipCompressorInputStream(Files.newInputStream(archive("tar.gz"))))) {
            for (TarArchiveEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                if (!e.isDirectory()) {
                    tar.add(e.getName());
                }
            }
        }
        List<String> zip = new ArrayList<>();
        try (ZipFile in = ZipFile.builder().setPath(archive("zip")).get()) {
            for (ZipArchiveEntry e : Collections.list(in.getEntries())) {
                if (!e.isDirectory()) {
                    zip.add(e.getName());
                }
            }
        }
        Collections.sort(tar);
        Collections.sort(zip);
        assertEquals(tar, zip);
        assertTrue(tar.contains("shinpan-" + version + "/bin/shinpan"), tar.toString());
    }
}
