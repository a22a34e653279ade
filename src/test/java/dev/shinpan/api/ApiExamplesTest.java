package dev.shinpan.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The examples in the documentation of the exported API ({@code <pre>{@code ...}</pre>} in a javadoc comment
 * of a package the module exports) compile and run: each becomes a method of one generated class, compiled
 * against the classes and run in a JVM of its own in a folder holding the files they name ({@code game.kif},
 * a record with an illegal move, and {@code wdoor2024.zip}). An example may use the fields {@code record}
 * (that record), {@code verdict} (its verdict) and {@code position} (the start of shogi), set afresh before
 * it, or declare its own. Every exported type carries an example (the clock's are still to come).
 */
class ApiExamplesTest {

    private static final List<String> EXPORTED =
            List.of("api", "adjudicate", "adjudicate/clock", "record", "rules", "text");

    /** An example and where it is written. */
    private record Example(Path file, int line, String code) {}

    private static List<Example> examples() throws IOException {
        List<Example> found = new ArrayList<>();
        for (String pkg : EXPORTED) {
            try (Stream<Path> files = Files.list(Path.of("src/main/java/dev/shinpan", pkg))) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java"))
                        .sorted()
                        .toList()) {
                    found.addAll(examplesIn(file));
                }
            }
        }
        return found;
    }

    private static List<Example> examplesIn(Path file) throws IOException {
        List<Example> found = new ArrayList<>();
        List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).strip().equals("* <pre>{@code")) {
                continue;
            }
            StringBuilder code = new StringBuilder();
            int start = i + 1;
            for (i = start; i < lines.size() && !lines.get(i).strip().equals("* }</pre>"); i++) {
                String line = lines.get(i).strip();
                code.append(line.equals("*") ? "" : line.substring(2)).append('\n');
            }
            found.add(new Example(file, start + 1, code.toString()));
        }
        return found;
    }

    /** Packages whose types carry no example yet: the clock's, whose types are changing in a change of their own. */
    private static final List<String> WITHOUT_EXAMPLES_YET = List.of("adjudicate/clock");

    @Test
    void everyExportedTypeHasAnExample() throws IOException {
        List<Path> without = new ArrayList<>();
        for (String pkg : EXPORTED) {
            if (WITHOUT_EXAMPLES_YET.contains(pkg)) {
                continue;
            }
            try (Stream<Path> files = Files.list(Path.of("src/main/java/dev/shinpan", pkg))) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java"))
                        .sorted()
                        .toList()) {
                    boolean exported = Files.readString(file).contains("\npublic ");
                    if (exported && examplesIn(file).isEmpty()) {
                        without.add(file);
                    }
                }
            }
        }
        assertEquals(List.of(), without);
    }

    @Test
    void theExamplesCompileAndRun(@TempDir Path dir) throws Exception {
        List<Example> examples = examples();
        StringBuilder source = new StringBuilder("""
                import dev.shinpan.adjudicate.*;
                import dev.shinpan.api.*;
                import dev.shinpan.record.*;
                import dev.shinpan.rules.*;
                import dev.shinpan.text.*;
                import java.io.*;
                import java.nio.charset.*;
                import java.nio.file.*;
                import java.util.*;
                import java.util.stream.*;
                // the rules' movement, not java.util's old list
                import dev.shinpan.rules.Vector;

                @SuppressWarnings("unused")
                public class Examples {
                    static GameRecord record;
                    static Verdict verdict;
                    static Position position;

                    static void fixtures() throws Exception {
                        record = Shinpan.read(Path.of("game.kif")).get(0);
                        verdict = Shinpan.judge(record);
                        position = Position.start(Variants.STANDARD);
                    }

                """);
        StringBuilder calls = new StringBuilder();
        for (int n = 0; n < examples.size(); n++) {
            Example e = examples.get(n);
            source.append("    // ")
                    .append(e.file())
                    .append(':')
                    .append(e.line())
                    .append('\n')
                    .append("    static void example")
                    .append(n)
                    .append("() throws Exception {\n")
                    .append(e.code().indent(8))
                    .append("    }\n\n");
            calls.append("        fixtures();\n        System.out.println(\"example ")
                    .append(e.file().getFileName())
                    .append(':')
                    .append(e.line())
                    .append("\");\n        example")
                    .append(n)
                    .append("();\n");
        }
        source.append("    public static void main(String[] args) throws Exception {\n")
                .append(calls)
                .append("    }\n}\n");
        Path java = dir.resolve("Examples.java");
        Files.writeString(java, source);

        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int compiled = ToolProvider.getSystemJavaCompiler()
                .run(
                        null,
                        null,
                        diagnostics,
                        "-classpath",
                        System.getProperty("java.class.path"),
                        "-d",
                        dir.toString(),
                        java.toString());
        assertEquals(0, compiled, () -> diagnostics.toString(StandardCharsets.UTF_8) + "\n" + numbered(source));

        Files.copy(Path.of("samples/nifu.kif"), dir.resolve("game.kif"));
        try (OutputStream file = Files.newOutputStream(dir.resolve("wdoor2024.zip"));
                ZipOutputStream zip = new ZipOutputStream(file)) {
            zip.putNextEntry(new ZipEntry("2024/game.kif"));
            zip.write(Files.readAllBytes(Path.of("samples/nifu.kif")));
            zip.closeEntry();
        }
        Path log = dir.resolve("run.txt");
        Process run = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        dir + File.pathSeparator + System.getProperty("java.class.path"),
                        "Examples")
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        assertTrue(run.waitFor(2, TimeUnit.MINUTES));
        String printed = Files.readString(log);
        assertEquals(0, run.exitValue(), printed);
        assertEquals(
                examples.size(),
                printed.lines().filter(l -> l.startsWith("example ")).count(),
                printed);
    }

    private static String numbered(CharSequence source) {
        String[] lines = source.toString().split("\n");
        return java.util.stream.IntStream.range(0, lines.length)
                .mapToObj(i -> (i + 1) + ": " + lines[i])
                .collect(Collectors.joining("\n"));
    }
}
