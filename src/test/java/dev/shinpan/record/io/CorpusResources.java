package dev.shinpan.record.io;

import dev.shinpan.record.encoding.DecodedText;
import dev.shinpan.record.encoding.TextDecoder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;

/** The third-party corpus under test resources ({@code corpus/}), read from the test classpath. */
public final class CorpusResources {

    private CorpusResources() {}

    /** The corpus folder on the test classpath. */
    public static Path root() {
        URL url = CorpusResources.class.getResource("/corpus");
        if (url == null) {
            throw new IllegalStateException("corpus/ is not on the test classpath");
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A corpus file by its path under {@code corpus/}. */
    public static Path file(String relative) {
        return root().resolve(relative);
    }

    public static byte[] bytes(String relative) {
        try {
            return Files.readAllBytes(file(relative));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The file decoded by {@link TextDecoder}; fails when it cannot be decoded. */
    public static DecodedText decoded(String relative) {
        return TextDecoder.decode(bytes(relative)).orElseThrow(() -> new AssertionError(relative + " is not text"));
    }

    /** Corpus files whose (case-insensitive) extension is one of the given ones, sorted. */
    public static List<Path> withExtensions(String... extensions) {
        Set<String> wanted = Set.of(extensions);
        return files(p -> wanted.contains(extension(p)));
    }

    public static List<Path> files(Predicate<Path> filter) {
        try (Stream<Path> walk = Files.walk(root())) {
            return walk.filter(Files::isRegularFile).filter(filter).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static String extension(Path p) {
        String name = p.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    /** The path under {@code corpus/}, with forward slashes, for messages and exception lists. */
    public static String relative(Path p) {
        return root().relativize(p).toString().replace('\\', '/');
    }

    public static byte[] read(Path p) {
        try {
            return Files.readAllBytes(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
