package dev.shinpan.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The README's "Embedding" example compiles against the classes and prints what it says it prints. */
class ReadmeEmbeddingTest {

    @Test
    void theEmbeddingExampleReportsTheNifuOfTheSample(@TempDir Path dir) throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        int section = readme.indexOf("## Embedding");
        assertTrue(section >= 0, "README has an Embedding section");
        Matcher code = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(readme.substring(section));
        assertTrue(code.find(), "the Embedding section has a Java class");
        Path source = dir.resolve("FirstFoul.java");
        Files.writeString(source, code.group(1));

        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(null, null, null, "-classpath", System.getProperty("java.class.path"),
                "-d", dir.toString(), source.toString());
        assertEquals(0, status, "the example compiles");

        PrintStream out = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            Method main = loader.loadClass("FirstFoul").getMethod("main", String[].class);
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            main.invoke(null, (Object) new String[] {"samples/nifu.kif"});
        } finally {
            System.setOut(out);
        }
        assertEquals("nifu", printed.toString(StandardCharsets.UTF_8).strip());
    }
}
