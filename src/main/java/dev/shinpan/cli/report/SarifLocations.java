package dev.shinpan.cli.report;

import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

/**
 * Where a record's file is, as SARIF names it: relative to the run's base ({@code %SRCROOT%}, the
 * working directory, or the folder above it that holds every input: {@link #baseFor}) as
 * code-scanning views match the files of a repository, never with a {@code ..} step. A file still
 * outside the base (on another drive) is its absolute {@code file:} URI; a record inside an
 * archive is located at the archive file, its entry named apart, since no viewer opens a URI into
 * an archive. Paths are percent-encoded as RFC 3986 asks (a space, {@code %}, any non-ASCII
 * character as its UTF-8 bytes).
 */
final class SarifLocations {

    /** The base every relative URI is resolved against (SARIF 2.1.0 §3.14.14, §3.4.4). */
    static final String BASE_ID = "%SRCROOT%";

    private final Path workingDirectory;
    private final Path base;

    /** @param base the working directory the inputs were named from, which is also the base; made absolute */
    SarifLocations(Path base) {
        this(base, base);
    }

    /**
     * @param workingDirectory the directory relative input names start from
     * @param base             the directory every URI is relative to ({@link #baseFor}); made absolute
     */
    SarifLocations(Path workingDirectory, Path base) {
        this.workingDirectory = workingDirectory.toAbsolutePath().normalize();
        this.base = base.toAbsolutePath().normalize();
    }

    /**
     * The base for a run over these inputs: the working directory, or, when an input lies outside it,
     * the deepest folder that holds the working directory and every input, so that each file is named
     * by a relative URI (code scanning rejects absolute {@code file:} URIs it cannot place, and a
     * {@code ..} step it cannot follow). Standard input and names no path can hold are left out.
     */
    static Path baseFor(Path workingDirectory, List<String> inputs) {
        Path from = workingDirectory.toAbsolutePath().normalize();
        Path base = from;
        for (String input : inputs) {
            if (input.equals("-")) {
                continue;
            }
            Path path;
            try {
                path = from.resolve(input).normalize();
            } catch (InvalidPathException e) {
                continue;
            }
            while (base != null && !path.startsWith(base)) {
                base = base.getParent();
            }
            if (base == null) { // another drive: no folder holds both, so such a file keeps its absolute URI
                return from;
            }
        }
        return base;
    }

    /**
     * The artifact of a record's source.
     *
     * @param uri          the file's URI: relative to {@link #BASE_ID} when {@code underBase}, else absolute
     * @param underBase    whether the URI is relative to the base
     * @param archiveEntry the entry inside the archive ({@code 2024/r1.csa}), or null for a file of its own
     */
    record Place(String uri, boolean underBase, String archiveEntry) {}

    /** The base as the run declares it: a {@code file:} URI ending in {@code /}. */
    String baseUri() {
        String uri = absolute(base);
        return uri.endsWith("/") ? uri : uri + "/";
    }

    /** Where the source (a path as given, an archive's entry after {@code !/}) is. */
    Place of(String source) {
        int bang = source.indexOf("!/");
        String file = bang < 0 ? source : source.substring(0, bang);
        String entry = bang < 0 ? null : source.substring(bang + 2);
        Path path;
        try {
            path = workingDirectory.resolve(file).normalize();
        } catch (InvalidPathException e) {
            return new Place(encode(file), true, entry); // a name no path can hold: named as it is, encoded
        }
        if (path.startsWith(base)) {
            return new Place(relative(base.relativize(path)), true, entry);
        }
        return new Place(absolute(path), false, entry);
    }

    private static String relative(Path path) {
        StringBuilder uri = new StringBuilder();
        for (Path step : path) {
            if (uri.length() > 0) {
                uri.append('/');
            }
            uri.append(encode(step.toString()));
        }
        return uri.toString();
    }

    /** {@code file:///a/b} on Unix, {@code file:///C:/a/b} on Windows. */
    private static String absolute(Path path) {
        StringBuilder uri = new StringBuilder("file://");
        Path root = path.getRoot();
        String drive = root == null ? "" : root.toString().replace('\\', '/');
        if (!drive.startsWith("/")) {
            uri.append('/');
        }
        uri.append(drive.startsWith("//") ? drive.substring(2) : drive); // a UNC share: file://server/share/
        if (!uri.toString().endsWith("/")) {
            uri.append('/');
        }
        return uri.append(relative(root == null ? path : root.relativize(path))).toString();
    }

    /**
     * A path segment with every byte outside RFC 3986's unreserved characters and the sub-delimiters
     * percent-encoded; {@code :} too, which would read as a scheme in a relative reference's first segment.
     */
    static String encode(String segment) {
        StringBuilder out = new StringBuilder(segment.length() + 8);
        for (byte b : segment.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xFF;
            boolean kept = c >= 'a' && c <= 'z'
                    || c >= 'A' && c <= 'Z'
                    || c >= '0' && c <= '9'
                    || "-._~!$&'()*+,;=@".indexOf(c) >= 0;
            if (kept) {
                out.append((char) c);
            } else {
                out.append('%')
                        .append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xF, 16)));
            }
        }
        return out.toString();
    }
}
