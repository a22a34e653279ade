package dev.shinpan.record.io;

import java.util.Locale;
import java.util.Set;

/**
 * Which names found in a directory or archive are worth opening: records by their extension, and
 * archives and compressed files that may hold records. Whatever is opened is then recognised by
 * its bytes, not by this name. The record extensions are the formats' own, given by the caller
 * from the format registry ({@code record.format.Formats}), which reads what this package finds
 * and so cannot be asked from here.
 */
public final class InputNames {

    /** Extensions of archives. */
    public static final Set<String> ARCHIVE_EXTENSIONS = Set.of("zip", "7z", "tar", "tgz", "tbz", "tbz2", "txz");
    /** Compression of one file: {@code game.kif.gz} holds a record, {@code notes.txt.gz} does not. */
    public static final Set<String> COMPRESSION_EXTENSIONS = Set.of("gz", "xz", "bz2");

    private final Set<String> recordExtensions;

    /** @param recordExtensions the extensions of record files, lower case, without the dot */
    public InputNames(Set<String> recordExtensions) {
        this.recordExtensions = Set.copyOf(recordExtensions);
    }

    /** {@return the extensions of record files, lower case, without the dot} */
    public Set<String> recordExtensions() {
        return recordExtensions;
    }

    /** Whether a directory walk opens a file of this name (a record, an archive, or one of them compressed). */
    public boolean worthOpening(String name) {
        String extension = extension(name);
        if (recordExtensions.contains(extension) || ARCHIVE_EXTENSIONS.contains(extension)) {
            return true;
        }
        return COMPRESSION_EXTENSIONS.contains(extension)
                && worthOpening(name.substring(0, name.length() - extension.length() - 1));
    }

    /** The lower-case extension of the last path element, or "" when it has none. */
    static String extension(String name) {
        int dot = name.lastIndexOf('.');
        int slash = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
        return dot > slash ? name.substring(dot + 1).toLowerCase(Locale.ROOT) : "";
    }
}
