package dev.shinpan.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Reads test resources from the classpath, so tests run the same on a fresh clone. */
public final class Resources {

    private Resources() {
    }

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
        return utf8(path).lines().filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
    }
}
