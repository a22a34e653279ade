package dev.shinpan.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The example project in {@code src/test/embedding} depends on shinpan by its coordinates alone, as an
 * embedder's does: built with Maven against the library jar this build packaged (put in a file repository
 * under a version of its own, so no earlier copy is ever taken for it), it reads a zip as a stream, judges,
 * walks positions and writes CSA and JSON with exported types only, and its dependency tree holds none of
 * the command line's libraries.
 */
class EmbeddingProjectTest {

    private static final List<String> COMMAND_LINE_LIBRARIES =
            List.of("info.picocli", "org.jline", "jackson-dataformat-toml");

    @Test
    @Tag("slow")
    void theExampleProjectBuildsRunsAndInheritsNoCommandLineLibrary(@TempDir Path dir) throws Exception {
        Path mvn = onPath("mvn");
        Assumptions.assumeTrue(mvn != null, "no mvn on the PATH to build the example project with");
        String version = "0.0.0-embedding-" + System.nanoTime();
        Path repository = fileRepository(dir.resolve("repository"), version);
        Path project = dir.resolve("project");
        copy(Path.of("src/test/embedding"), project);

        List<String> build = new ArrayList<>(List.of(
                mvn.toString(),
                "-B",
                "-q",
                "process-classes",
                "-Dshinpan.version=" + version,
                "-Dshinpan.repository=" + repository.toUri()));
        String localRepository = System.getProperty("shinpan.localRepository");
        if (localRepository != null && !localRepository.isBlank()) {
            build.add("-Dmaven.repo.local=" + localRepository);
        }
        try {
            run(project, build, dir.resolve("build.txt"));
            buildsAndRuns(dir, project, version);
        } finally {
            forget(localRepository, version); // the class path's copy of the library, used until the run ends
        }
    }

    private static void buildsAndRuns(Path dir, Path project, String version) throws Exception {
        String tree = Files.readString(project.resolve("target/dependency-tree.txt"));
        for (String library : COMMAND_LINE_LIBRARIES) {
            assertFalse(tree.contains(library), library + " is on the embedder's class path:\n" + tree);
        }
        assertTrue(tree.contains("dev.shinpan:shinpan:jar:" + version), tree);
        assertTrue(tree.contains("com.fasterxml.jackson.core:jackson-databind"), tree);
        assertTrue(tree.contains("org.apache.commons:commons-compress"), tree);

        Path zip = dir.resolve("games.zip");
        try (OutputStream file = Files.newOutputStream(zip);
                ZipOutputStream out = new ZipOutputStream(file)) {
            for (String sample : List.of("samples/sennichite.kif", "samples/nifu.kif", "samples/mate.jkf")) {
                out.putNextEntry(new ZipEntry("games/" + Path.of(sample).getFileName()));
                out.write(Files.readAllBytes(Path.of(sample)));
                out.closeEntry();
            }
        }
        Path written = Files.createDirectories(dir.resolve("written"));
        String classPath = project.resolve("target/classes")
                + File.pathSeparator
                + Files.readString(project.resolve("target/classpath.txt")).strip();
        String printed = run(
                project,
                List.of(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        classPath,
                        "embed.Embed",
                        zip.toString(),
                        written.toString()),
                dir.resolve("run.txt"));

        assertTrue(printed.contains("records 3\n"), printed);
        assertTrue(printed.contains("with an illegal move 1\n"), printed);
        assertTrue(printed.contains("7g7f legal\n"), printed);
        assertFalse(printed.contains("7g7e legal"), printed);
        GameRecord csa = Shinpan.read(written.resolve("foul.csa")).get(0);
        assertEquals(RecordFormat.CSA, csa.format());
        assertEquals("nifu", Shinpan.judge(csa).firstIllegal().code().code());
        JsonNode json = new ObjectMapper().readTree(written.resolve("foul.json").toFile());
        assertEquals("nifu", json.get("firstIllegal").get("code").asText(), json.toString());
    }

    /** A Maven repository laid out in a folder: the packaged library and its pom, under {@code version}. */
    private static Path fileRepository(Path root, String version) throws IOException {
        Path jar;
        try (Stream<Path> jars = Files.list(Path.of("target"))) {
            jar = jars.filter(p -> p.getFileName().toString().matches("shinpan-\\d[^-]*(-SNAPSHOT)?\\.jar"))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("mvn package leaves target/shinpan-VERSION.jar"));
        }
        Path folder = Files.createDirectories(root.resolve("dev/shinpan/shinpan/" + version));
        Files.copy(jar, folder.resolve("shinpan-" + version + ".jar"));
        String pom = Files.readString(Path.of("pom.xml"));
        int at = pom.indexOf("<version>");
        int end = pom.indexOf("</version>", at);
        Files.writeString(
                folder.resolve("shinpan-" + version + ".pom"),
                pom.substring(0, at) + "<version>" + version + pom.substring(end));
        return root;
    }

    /** The library copied into the local repository under the test's own version, removed again. */
    private static void forget(String localRepository, String version) throws IOException {
        Path local = localRepository != null && !localRepository.isBlank()
                ? Path.of(localRepository)
                : Path.of(System.getProperty("user.home"), ".m2", "repository");
        Path copied = local.resolve("dev/shinpan/shinpan/" + version);
        if (Files.isDirectory(copied)) {
            try (Stream<Path> files = Files.walk(copied)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }

    private static String run(Path in, List<String> command, Path log) throws Exception {
        Process process = new ProcessBuilder(command)
                .directory(in.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        assertTrue(process.waitFor(10, TimeUnit.MINUTES), "finished: " + command);
        String output = Files.readString(log, StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), String.join(" ", command) + "\n" + output);
        return output;
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path p : files.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else if (!from.relativize(p).startsWith("target")) {
                    Files.copy(p, target);
                }
            }
        }
    }

    private static Path onPath(String command) {
        for (String folder : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path candidate = Path.of(folder, command);
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        return null;
    }
}
