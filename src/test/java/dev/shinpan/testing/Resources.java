package dev.shinpan.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Reads test resources from the classpath, so tests run the same on a fresh clone. */
public final class Resources {

    private Resources() {}

    public static byte[] bytes(String path) {
        String absolute = path.startsWith("/") ? path : "/" + path;
        try (InputStream in = Resources.class.getResourceAsStream(absolute)) {
            if (in == null) {
                throw new IllegalArgumentException("no test resource " + absolute);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static String utf8(String path) {
        return new String(bytes(path), StandardCharsets.UTF_8);
    }

    /** Non-blank lines that are not {@code #} comments. */
    public static List<String> dataLines(String path) {
        return utf8(path)
                .lines()
                .filter(l -> !l.isBlank() && !l.startsWith("#"))
                .toList();
    }

    /** A perft table of shogiops' shape (SFEN, depth, leaf count, tab-separated) as test arguments. */
    public static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> perftTable(String path) {
        return dataLines(path).stream()
                .map(line -> line.split("\t"))
                .map(f -> org.junit.jupiter.params.provider.Arguments.of(
                        f[0], Integer.parseInt(f[1]), Long.parseLong(f[2])));
    }
}
