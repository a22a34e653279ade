package dev.shinpan.api;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.DocumentationTool;
import javax.tools.JavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The API an embedder sees, the packages the module {@code dev.shinpan} exports, is documented in full: the
 * JDK's javadoc with every doclint check finds nothing missing or malformed, so that a public type, member,
 * constant or parameter cannot be added without saying what it is. The module's other packages are not
 * documented and not checked.
 */
class ApiDocumentationTest {

    /** Javadoc over the module, as README's "Embedding" section says to build the API documentation. */
    @Test
    @Tag("slow")
    void theExportedPackagesAreDocumentedInFull(@TempDir Path out) {
        DocumentationTool javadoc = ToolProvider.getSystemDocumentationTool();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StringWriter log = new StringWriter();
        List<String> options = List.of(
                "-Xdoclint:all",
                "-Xmaxwarns",
                "100000",
                "-Xmaxerrs",
                "100000",
                "-quiet",
                "-d",
                out.toString(),
                "--module-path",
                String.join(File.pathSeparator, ModuleDependencies.compileTime()),
                "--module-source-path",
                "dev.shinpan=" + Path.of("src", "main", "java"),
                "--module",
                "dev.shinpan");
        boolean generated =
                javadoc.getTask(log, null, diagnostics, null, options, null).call();

        List<String> findings = diagnostics.getDiagnostics().stream()
                .filter(d -> d.getKind() != Diagnostic.Kind.NOTE)
                .map(ApiDocumentationTest::describe)
                .toList();
        assertTrue(
                generated && findings.isEmpty(),
                () -> findings.size() + " doclint finding(s) in the exported API"
                        + (generated ? "" : ", and javadoc failed") + ":\n" + String.join("\n", findings)
                        + (log.getBuffer().length() == 0 ? "" : "\njavadoc said:\n" + log));
    }

    /** {@code src/main/java/dev/shinpan/rules/Side.java:12: warning: no comment}, as javadoc prints it. */
    private static String describe(Diagnostic<? extends JavaFileObject> d) {
        String where = "";
        if (d.getSource() != null) {
            where = Path.of("")
                            .toAbsolutePath()
                            .relativize(Path.of(d.getSource().toUri()))
                    + (d.getLineNumber() > 0 ? ":" + d.getLineNumber() : "") + ": ";
        }
        return where + d.getKind().name().toLowerCase(Locale.ROOT) + ": " + d.getMessage(Locale.ROOT);
    }
}
