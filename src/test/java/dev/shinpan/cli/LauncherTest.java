package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.cli.batch.ExitCodes;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher {@code mvn package} leaves in target/ runs the packaged jar as {@code java -jar}
 * would: the same report and exit code with its class-data-sharing archive, without it, with one
 * that no longer fits the jar (which must not show), and when called through a symbolic link.
 * The packaged jar holds no class file older than Java 6, whose classes the archive could not keep
 * (picocli's are rewritten at package time), and every rewritten class still verifies.
 * Tagged slow: it needs the package, so {@code mvn verify} runs it after packaging.
 */
@Tag("slow")
@Timeout(120)
class LauncherTest {

    private static final Path TARGET = Path.of("target");
    private static final Path LAUNCHER = TARGET.resolve("shinpan");
    private static final Path JAR = TARGET.resolve("shinpan.jar");
    private static final List<String> CHECK = List.of("check", "samples/nifu.kif", "samples/perpetual-check.ki2");

    @TempDir
    Path tmp;

    private static JavaProcess.Result expected;

    @BeforeAll
    static void packaged() throws Exception {
        String ci = System.getenv("CI");
        if (ci == null || ci.isEmpty()) {
            Assumptions.assumeTrue(
                    Files.isExecutable(LAUNCHER) && Files.isRegularFile(JAR),
                    "no package here (mvn test runs before mvn package)");
        }
        ProcessBuilder java = new ProcessBuilder(JavaProcess.java(), "-jar", JAR.toString());
        java.command().addAll(CHECK);
        expected = JavaProcess.run(java, null);
    }

    private static JavaProcess.Result run(Path launcher) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(launcher.toString());
        pb.command().addAll(CHECK);
        // the launcher runs the Java this test runs on
        pb.environment()
                .put(
                        "JAVA_HOME",
                        Path.of(JavaProcess.java()).getParent().getParent().toString());
        pb.environment().remove("JDK_JAVA_OPTIONS");
        return JavaProcess.run(pb, null);
    }

    private static void assertSameAsJavaJar(JavaProcess.Result r) {
        assertEquals(expected.exit(), r.exit(), r.err());
        assertEquals("", r.err(), "nothing on standard error, no word about the archive");
        assertEquals(
                expected.out().replaceAll("in \\d+\\.\\d+ s \\(.*\\)", "in …"),
                r.out().replaceAll("in \\d+\\.\\d+ s \\(.*\\)", "in …"));
    }

    @Test
    void theLauncherWithItsArchiveReportsAsJavaJar() throws Exception {
        String vm = System.getProperty("java.vm.name", "");
        if (vm.contains("HotSpot") || vm.startsWith("OpenJDK")) {
            // -XX:ArchiveClassesAtExit is HotSpot's; another JVM leaves no archive and the launcher runs without
            assertTrue(Files.isRegularFile(TARGET.resolve("shinpan.jsa")), "the package made the archive");
        }
        assertEquals(ExitCodes.INCONSISTENT, expected.exit(), "the samples hold an inconsistent record");
        assertSameAsJavaJar(run(LAUNCHER));
    }

    @Test
    void withoutTheArchiveOrWithOneThatNoLongerFitsItStillRuns() throws Exception {
        Assumptions.assumeTrue(Files.isRegularFile(TARGET.resolve("shinpan.jsa")), "no archive to misplace");
        Path bare = Files.createDirectory(tmp.resolve("bare"));
        Files.copy(LAUNCHER, bare.resolve("shinpan"), StandardCopyOption.COPY_ATTRIBUTES);
        Files.copy(JAR, bare.resolve("shinpan.jar"));
        assertSameAsJavaJar(run(bare.resolve("shinpan")));
        // an archive made for the jar in target/, not this copy
        Files.copy(TARGET.resolve("shinpan.jsa"), bare.resolve("shinpan.jsa"));
        assertSameAsJavaJar(run(bare.resolve("shinpan")));
    }

    @Test
    void aSymbolicLinkToTheLauncherFindsTheJar() throws Exception {
        Path bin = Files.createDirectory(tmp.resolve("bin"));
        Path link = Files.createSymbolicLink(bin.resolve("shinpan"), LAUNCHER.toAbsolutePath());
        try {
            assertSameAsJavaJar(run(link));
        } finally {
            Files.delete(link); // the link itself; JUnit would warn about one leading out of its folder
        }
    }

    @Test
    void everyClassFileInTheJarCarriesStackMapFrames() throws Exception {
        List<String> old = new ArrayList<>();
        try (ZipFile jar = new ZipFile(JAR.toFile())) {
            for (ZipEntry e : Collections.list(jar.entries())) {
                if (e.getName().endsWith(".class")) {
                    byte[] head = jar.getInputStream(e).readNBytes(8);
                    int major = (head[6] & 0xFF) << 8 | head[7] & 0xFF;
                    if (major < 50) {
                        old.add(e.getName() + " " + major);
                    }
                }
            }
        }
        assertEquals(List.of(), old, "class files the class-data-sharing archive would skip");
        try (ZipFile jar = new ZipFile(JAR.toFile())) {
            ZipEntry notice = jar.getEntry("META-INF/CHANGED-CLASS-FILES.txt");
            assertTrue(
                    notice != null
                            && new String(
                                            jar.getInputStream(notice).readAllBytes(),
                                            java.nio.charset.StandardCharsets.UTF_8)
                                    .contains("picocli/CommandLine.class\n"),
                    "the jar says which class files were changed");
        }
    }

    @Test
    void everyRewrittenPicocliClassVerifiesAndInitializes() throws Exception {
        List<String> names = new ArrayList<>();
        try (ZipFile jar = new ZipFile(JAR.toFile())) {
            for (ZipEntry e : Collections.list(jar.entries())) {
                String n = e.getName();
                if (n.startsWith("picocli/") && n.endsWith(".class")) {
                    names.add(n.substring(0, n.length() - 6).replace('/', '.'));
                }
            }
        }
        assertTrue(names.size() > 100, "picocli is in the jar: " + names.size());
        // a loader of its own, so these are the jar's classes, verified as they are linked
        try (URLClassLoader jar =
                new URLClassLoader(new URL[] {JAR.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
            for (String name : names) {
                Class<?> c = Class.forName(name, true, jar);
                assertEquals(jar, c.getClassLoader(), name);
            }
        }
    }

    @Test
    void theArchiveKeepsPicocli() throws Exception {
        Assumptions.assumeTrue(Files.isRegularFile(TARGET.resolve("shinpan.jsa")), "no archive (not HotSpot)");
        ProcessBuilder java = new ProcessBuilder(
                JavaProcess.java(),
                "-XX:SharedArchiveFile=" + TARGET.resolve("shinpan.jsa"),
                "-Xlog:class+load=info",
                "-jar",
                JAR.toString(),
                "--version");
        JavaProcess.Result r = JavaProcess.run(java, null);
        assertEquals(0, r.exit(), r.err());
        assertTrue(
                r.out().contains("picocli.CommandLine source: shared objects file"),
                "picocli's main class comes from the archive:\n"
                        + r.out()
                                .lines()
                                .filter(l -> l.contains("picocli.CommandLine "))
                                .findFirst()
                                .orElse("(not loaded)"));
    }
}
