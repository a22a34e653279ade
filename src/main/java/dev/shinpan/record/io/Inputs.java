package dev.shinpan.record.io;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.commons.compress.archivers.ArchiveEntry;
import org.apache.commons.compress.archivers.ArchiveInputStream;
import org.apache.commons.compress.archivers.sevenz.SevenZArchiveEntry;
import org.apache.commons.compress.archivers.sevenz.SevenZFile;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;

/**
 * Turns what the user named into inputs, one at a time so that an archive of millions of games
 * is never held in memory: files as they are, directories walked in name order, archives (zip,
 * tar, tar.gz, 7z) entry by entry. Inside directories and archives only files with record
 * extensions are read; everything else is reported as skipped, never dropped silently. A file
 * named explicitly is always read, whatever its extension.
 */
public final class Inputs {

    /** Extensions of record files. */
    public static final Set<String> RECORD_EXTENSIONS =
            Set.of("kif", "kifu", "ki2", "ki2u", "csa", "sfen", "usi", "jkf", "json");

    /** Receives inputs and the names of what was not read. */
    public interface Visitor {
        void entry(InputEntry entry);

        void skipped(String name, String reason);
    }

    private Inputs() {
    }

    public static void walk(List<Path> paths, Visitor visitor) {
        for (Path path : paths) {
            walk(path, visitor);
        }
    }

    private static void walk(Path path, Visitor visitor) {
        String name = path.toString();
        if (!Files.exists(path)) {
            visitor.entry(InputEntry.failed(name, "no such file or directory"));
        } else if (Files.isDirectory(path)) {
            walkDirectory(path, visitor);
        } else {
            readFile(path, visitor, true);
        }
    }

    private static void walkDirectory(Path dir, Visitor visitor) {
        List<Path> children = new ArrayList<>();
        try (Stream<Path> list = Files.list(dir)) {
            list.sorted().forEach(children::add);
        } catch (IOException e) {
            visitor.entry(InputEntry.failed(dir.toString(), "cannot list the directory: " + e.getMessage()));
            return;
        }
        for (Path child : children) {
            if (Files.isDirectory(child)) {
                walkDirectory(child, visitor);
            } else if (isRecordName(child.toString()) || archiveKind(child.toString()) != null) {
                readFile(child, visitor, false);
            } else {
                visitor.skipped(child.toString(), "not a record file by its extension");
            }
        }
    }

    private static void readFile(Path path, Visitor visitor, boolean explicit) {
        String name = path.toString();
        String kind = archiveKind(name);
        try {
            if (kind == null && explicit) {
                kind = archiveKindByContent(path);
            }
            if (kind == null) {
                visitor.entry(InputEntry.of(name, Files.readAllBytes(path)));
            } else if (kind.equals("7z")) {
                readSevenZ(path, visitor);
            } else {
                try (InputStream in = new BufferedInputStream(Files.newInputStream(path))) {
                    readArchive(name, open(kind, in), visitor);
                }
            }
        } catch (NoSuchFileException e) {
            visitor.entry(InputEntry.failed(name, "no such file"));
        } catch (IOException | RuntimeException e) {
            visitor.entry(InputEntry.failed(name, "cannot read " + (kind == null ? "the file" : "the " + kind
                    + " archive") + ": " + e.getMessage()));
        }
    }

    private static ArchiveInputStream<? extends ArchiveEntry> open(String kind, InputStream in) throws IOException {
        return switch (kind) {
            case "zip" -> new ZipArchiveInputStream(in);
            case "tar" -> new TarArchiveInputStream(in);
            case "tar.gz" -> new TarArchiveInputStream(new GzipCompressorInputStream(in));
            default -> throw new IOException("unsupported archive " + kind);
        };
    }

    private static void readArchive(String archive, ArchiveInputStream<? extends ArchiveEntry> in, Visitor visitor)
            throws IOException {
        ArchiveEntry entry;
        while ((entry = in.getNextEntry()) != null) {
            if (entry.isDirectory()) {
                continue;
            }
            String name = archive + "!/" + entry.getName();
            if (!in.canReadEntryData(entry)) {
                visitor.entry(InputEntry.failed(name, "the archive entry uses a method that cannot be read"));
            } else if (isRecordName(entry.getName())) {
                visitor.entry(InputEntry.of(name, in.readAllBytes()));
            } else {
                visitor.skipped(name, "not a record file by its extension");
            }
        }
    }

    private static void readSevenZ(Path path, Visitor visitor) throws IOException {
        try (SevenZFile file = SevenZFile.builder().setPath(path).get()) {
            SevenZArchiveEntry entry;
            while ((entry = file.getNextEntry()) != null) {
                if (entry.isDirectory()) {
                    continue;
                }
                String name = path + "!/" + entry.getName();
                if (!isRecordName(entry.getName())) {
                    visitor.skipped(name, "not a record file by its extension");
                    continue;
                }
                byte[] bytes = new byte[Math.toIntExact(entry.getSize())];
                int off = 0;
                while (off < bytes.length) {
                    int n = file.read(bytes, off, bytes.length - off);
                    if (n < 0) {
                        break;
                    }
                    off += n;
                }
                visitor.entry(InputEntry.of(name, bytes));
            }
        }
    }

    static boolean isRecordName(String name) {
        int dot = name.lastIndexOf('.');
        int slash = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
        return dot > slash && RECORD_EXTENSIONS.contains(name.substring(dot + 1).toLowerCase(Locale.ROOT));
    }

    /** The archive kind by file name: zip, tar, tar.gz or 7z; null for anything else. */
    static String archiveKind(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".zip")) {
            return "zip";
        }
        if (lower.endsWith(".tar.gz") || lower.endsWith(".tgz")) {
            return "tar.gz";
        }
        if (lower.endsWith(".tar")) {
            return "tar";
        }
        return lower.endsWith(".7z") ? "7z" : null;
    }

    /** The archive kind by magic bytes, for archives named without a telling extension. */
    private static String archiveKindByContent(Path path) throws IOException {
        byte[] head = new byte[6];
        int n;
        try (InputStream in = Files.newInputStream(path)) {
            n = in.readNBytes(head, 0, head.length);
        }
        if (n >= 4 && head[0] == 'P' && head[1] == 'K' && head[2] == 3 && head[3] == 4) {
            return "zip";
        }
        if (n >= 6 && head[0] == '7' && head[1] == 'z' && (head[2] & 0xFF) == 0xBC && (head[3] & 0xFF) == 0xAF) {
            return "7z";
        }
        if (n >= 2 && (head[0] & 0xFF) == 0x1F && (head[1] & 0xFF) == 0x8B) {
            return "tar.gz";
        }
        return null;
    }
}
