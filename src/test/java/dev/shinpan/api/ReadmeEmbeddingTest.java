package dev.shinpan.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "Embedding" example compiles against the classes and prints what it says it prints;
 * and, once packaged, against the library jar with the dependencies the pom declares, in a JVM of its own,
 * on the class path and as a module that requires {@code dev.shinpan}.
 */
class ReadmeEmbeddingTest {

    /** The README's example class, written into the folder. */
    private static Path example(Path dir) throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        int section = readme.indexOf("## Embedding");
        assertTrue(section >= 0, "README has an Embedding section");
        Matcher code = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(readme.substring(section));
        assertTrue(code.find(), "the Embedding section has a Java class");
        Path source = dir.resolve("FirstFoul.java");
        Files.writeString(source, code.group(1));
        return source;
    }

    @Test
    void theEmbeddingExampleReportsTheNifuOfTheSample(@TempDir Path dir) throws Exception {
        Path source = example(dir);

        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(
                null,
                null,
                null,
                "-classpath",
                System.getProperty("java.class.path"),
                "-d",
                dir.toString(),
                source.toString());
        assertEquals(0, status, "the example compiles");

        PrintStream out = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (URLClassLoader loader =
                new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            Method main = loader.loadClass("FirstFoul").getMethod("main", String[].class);
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            main.invoke(null, (Object) new String[] {"samples/nifu.kif"});
        } finally {
            System.setOut(out);
        }
        assertEquals("nifu", printed.toString(StandardCharsets.UTF_8).strip());
    }

    private static Path libraryJar() throws Exception {
        try (Stream<Path> jars = Files.list(Path.of("target"))) {
            return jars.filter(p -> p.getFileName().toString().matches("shinpan-\\d[^-]*(-SNAPSHOT)?\\.jar"))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("mvn package leaves target/shinpan-VERSION.jar"));
        }
    }

    /**
     * As a module: the example, put in a module that requires {@code dev.shinpan}, compiles and runs on the
     * module path with the library jar and only the libraries it needs (the command line's are left out);
     * a class that reaches for a reader, which the module does not export, does not compile.
     */
    @Test
    @Tag("slow")
    void theExampleRunsAsAModuleThatSeesOnlyTheExportedPackages(@TempDir Path dir) throws Exception {
        List<String> path =
                new ArrayList<>(List.of(libraryJar().toAbsolutePath().toString()));
        path.addAll(ModuleDependencies.runTime());
        String modulePath = String.join(File.pathSeparator, path);
        Path sources = Files.createDirectories(dir.resolve("src/embed/embed"));
        Files.writeString(dir.resolve("src/embed/module-info.java"), "module embed { requires dev.shinpan; }\n");
        Files.writeString(sources.resolve("FirstFoul.java"), "package embed;\n" + Files.readString(example(dir)));
        Path classes = dir.resolve("mods");
        int status = ToolProvider.getSystemJavaCompiler()
                .run(
                        null,
                        null,
                        null,
                        "--module-path",
                        modulePath,
                        "--module-source-path",
                        dir.resolve("src").toString(),
                        "-d",
                        classes.toString(),
                        "--module",
                        "embed");
        assertEquals(0, status, "the example compiles as a module against the library jar");

        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process run = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "--module-path",
                        classes.resolve("embed") + File.pathSeparator + modulePath,
                        "--module",
                        "embed/embed.FirstFoul",
                        "samples/nifu.kif")
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        assertEquals(0, run.waitFor(), Files.readString(err));
        assertEquals("nifu", Files.readString(out).strip());

        Files.writeString(
                sources.resolve("Reader.java"),
                "package embed;\nclass Reader { dev.shinpan.record.kif.KifReader reader; }\n");
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int hidden = ToolProvider.getSystemJavaCompiler()
                .run(
                        null,
                        null,
                        diagnostics,
                        "--module-path",
                        modulePath,
                        "--module-source-path",
                        dir.resolve("src").toString(),
                        "-d",
                        dir.resolve("mods2").toString(),
                        "--module",
                        "embed");
        assertEquals(1, hidden, "a reader is not part of the exported API");
        assertTrue(
                diagnostics.toString(StandardCharsets.UTF_8).contains("dev.shinpan.record.kif"),
                diagnostics.toString(StandardCharsets.UTF_8));
    }

    /**
     * The plain jar {@code mvn package} leaves as the project's artifact, {@code target/shinpan-VERSION.jar},
     * with the dependency jars of the build's class path (and not its class folders), runs the example.
     */
    @Test
    @Tag("slow")
    void theExampleRunsAgainstTheLibraryJar(@TempDir Path dir) throws Exception {
        Path library = libraryJar();
        List<String> path = new ArrayList<>(List.of(library.toAbsolutePath().toString()));
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (entry.endsWith(".jar")) {
                path.add(entry); // the dependencies; target/classes is left out, the library jar stands for it
            }
        }
        String classPath = String.join(File.pathSeparator, path);
        Path source = example(dir);
        int status = ToolProvider.getSystemJavaCompiler()
                .run(null, null, null, "-classpath", classPath, "-d", dir.toString(), source.toString());
        assertEquals(0, status, "the example compiles against the library jar");
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process run = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        dir + File.pathSeparator + classPath,
                        "FirstFoul",
                        "samples/nifu.kif")
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        assertEquals(0, run.waitFor(), Files.readString(err));
        assertEquals("nifu", Files.readString(out).strip());
    }
}
