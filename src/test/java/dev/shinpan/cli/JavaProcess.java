package dev.shinpan.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** Runs shinpan in a JVM of its own, as a user would, with the test's classpath. */
final class JavaProcess {

    /** What a run printed and how it ended; output decoded as the UTF-8 shinpan writes. */
    record Result(int exit, String out, String err) {}

    private JavaProcess() {}

    static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The classpath of this test run: target/classes and every dependency. */
    static String classpath() {
        return System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    }

    /** {@code java -Xmx256m -cp … dev.shinpan.cli.Main args…} */
    static List<String> command(String... args) {
        return command(256, List.of(args));
    }

    static List<String> command(int heapMegabytes, List<String> args) {
        List<String> command = new ArrayList<>(
                List.of(java(), "-Xmx" + heapMegabytes + "m", "-cp", classpath(), Main.class.getName()));
        command.addAll(args);
        return command;
    }

    /** Starts the process, writes {@code stdin} (if any) and collects everything it prints. */
    static Result run(ProcessBuilder builder, byte[] stdin) throws IOException, InterruptedException {
        Process p = builder.start();
        CompletableFuture<byte[]> out = drain(p.getInputStream());
        CompletableFuture<byte[]> err = drain(p.getErrorStream());
        try (var in = p.getOutputStream()) {
            if (stdin != null) {
                in.write(stdin);
            }
        }
        int exit = p.waitFor();
        return new Result(
                exit, new String(out.join(), StandardCharsets.UTF_8), new String(err.join(), StandardCharsets.UTF_8));
    }

    private static CompletableFuture<byte[]> drain(InputStream in) {
        return CompletableFuture.supplyAsync(() -> {
            try (in) {
                return in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }
}
