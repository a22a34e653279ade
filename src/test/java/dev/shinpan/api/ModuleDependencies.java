package dev.shinpan.api;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The jars of this test run's class path that the module {@code dev.shinpan} reads, for the tests that put
 * it on a module path (not the class path's other jars: test libraries, some of which no module path takes).
 */
final class ModuleDependencies {

    /** The jars the library module reads at run time: Jackson, Commons Compress with what it requires, xz. */
    private static final Pattern RUN_TIME =
            Pattern.compile("(jackson-(databind|core|annotations)|commons-(compress|io|lang3|codec)|xz)-[\\d.]+\\.jar");

    /**
     * The command line's libraries, which the module requires static: needed to compile or document it, not to
     * run it.
     */
    private static final Pattern COMMAND_LINE =
            Pattern.compile("(picocli|jackson-dataformat-toml|jline-terminal)-[\\d.]+\\.jar");

    private ModuleDependencies() {}

    /** The jars an embedder's module path needs beside the library jar. */
    static List<String> runTime() {
        return matching(RUN_TIME, null);
    }

    /** The jars the module's sources need, its static requires included: what javac or javadoc resolves it with. */
    static List<String> compileTime() {
        return matching(RUN_TIME, COMMAND_LINE);
    }

    private static List<String> matching(Pattern pattern, Pattern orPattern) {
        List<String> jars = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            String name = Path.of(entry).getFileName().toString();
            if (pattern.matcher(name).matches()
                    || orPattern != null && orPattern.matcher(name).matches()) {
                jars.add(entry);
            }
        }
        return jars;
    }
}
