package dev.shinpan.cli.commands;

import dev.shinpan.cli.output.FileNameLength;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.io.InputNames;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Where {@code convert} writes a record, relative to {@code --out}: the input's name with the target's
 * extension ({@code game.kif} → {@code game.csa}); below a directory named on the command line, the path
 * inside it ({@code dir/a/game.kif} → {@code a/game.csa}); inside an archive, the archive's name and the
 * entry's path ({@code games.zip!/2024/x.kif} → {@code games/2024/x.csa}); the second record of one input
 * {@code name-2}, the third {@code name-3}; an input whose name another took ({@code game.csa} after
 * {@code game.kif}) keeps its own extension too ({@code game.csa.jkf}). Archive entry names are chosen by whoever made the archive, so
 * {@code ..}, absolute paths and control characters never leave {@code --out} or reach a file name.
 */
public final class OutputNames {

    // the names a directory walk opens (InputNames), taken off again
    private static final Set<String> RECORD = Formats.inputNames().recordExtensions();
    private static final Set<String> ARCHIVE = InputNames.ARCHIVE_EXTENSIONS;
    private static final Set<String> COMPRESSION = InputNames.COMPRESSION_EXTENSIONS;

    private OutputNames() {}

    /**
     * @param argument  the input as named on the command line ({@code -} for standard input)
     * @param directory whether the argument is a directory
     * @param entry     the input's name as the reader gives it (an archive entry's with {@code !/})
     * @param index     the record's index within the input, from 0
     * @param extension the target's extension, without the dot
     * @param keep      whether the input's own extension stays in the name ({@code game.csa.jkf}), for an input
     *                  whose name another input of the run already took
     */
    static Path of(String argument, boolean directory, String entry, int index, String extension, boolean keep) {
        String named = argument.equals("-") ? "-" : Path.of(argument).toString();
        String relative;
        if (directory && entry.startsWith(named + "/")) {
            relative = entry.substring(named.length() + 1);
        } else if (entry.startsWith(named)) {
            String base = named.equals("-") ? "stdin" : last(named);
            relative = base + entry.substring(named.length());
        } else {
            relative = last(entry);
        }
        String[] segments = relative.split("!/", -1);
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < segments.length; i++) {
            boolean lastSegment = i == segments.length - 1;
            List<String> names = safe(segments[i]);
            if (names.isEmpty()) {
                continue;
            }
            int end = names.size() - 1;
            if (!(keep && lastSegment)) {
                names.set(end, stripped(names.get(end), lastSegment ? RECORD : ARCHIVE));
            }
            parts.addAll(names);
        }
        if (parts.isEmpty()) {
            parts.add("record");
        }
        int end = parts.size() - 1;
        parts.set(end, parts.get(end) + (index == 0 ? "" : "-" + (index + 1)) + "." + extension);
        return Path.of(parts.get(0), parts.subList(1, parts.size()).toArray(String[]::new));
    }

    /**
     * The path with every name the file system would refuse as too long ({@link FileNameLength})
     * shortened: the start of the name, cut between characters, {@code ~} and 12 hex digits of
     * the full name's SHA-256, and the extension kept ({@code 長い名前….csa} → {@code 長い…~1a2b3c4d5e6f.csa}),
     * so that the same name is shortened the same way every run and two names never meet in one.
     * The path itself when every name fits.
     */
    public static Path fitted(Path relative) {
        Path fitted = null;
        for (Path name : relative) {
            String s = name.toString();
            String kept = FileNameLength.fits(s) ? s : shortened(s);
            fitted = fitted == null ? Path.of(kept) : fitted.resolve(kept);
        }
        return fitted == null || fitted.equals(relative) ? relative : fitted;
    }

    private static final int HASH_DIGITS = 12;
    /** An extension longer than this is taken for part of the name. */
    private static final int EXTENSION_BYTES = 16;

    private static String shortened(String name) {
        int dot = name.lastIndexOf('.');
        String extension =
                dot > 0 && FileNameLength.bytes(name.substring(dot)) <= EXTENSION_BYTES ? name.substring(dot) : "";
        String stem = name.substring(0, name.length() - extension.length());
        String tail = "~" + hash(name);
        return FileNameLength.cut(stem, FileNameLength.MAX_BYTES - tail.length() - FileNameLength.bytes(extension))
                + tail
                + extension;
    }

    private static String hash(String name) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(name.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest).substring(0, HASH_DIGITS);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** The path's elements that may name a file: no empty ones, no {@code .} or {@code ..}, no control characters. */
    private static List<String> safe(String path) {
        List<String> names = new ArrayList<>();
        for (String name : path.split("[/\\\\]")) {
            if (name.isEmpty() || name.equals(".") || name.equals("..")) {
                continue;
            }
            StringBuilder sb = new StringBuilder(name.length());
            name.codePoints().forEach(c -> sb.appendCodePoint(Character.isISOControl(c) ? '_' : c));
            names.add(sb.toString());
        }
        return names;
    }

    /** The name without a compression extension and then one of {@code kinds} ({@code x.kif.gz} → {@code x}). */
    private static String stripped(String name, Set<String> kinds) {
        String s = without(name, COMPRESSION);
        if (kinds == ARCHIVE && s.toLowerCase(Locale.ROOT).endsWith(".tar")) {
            return s.substring(0, s.length() - 4);
        }
        String t = without(s, kinds);
        return t.isEmpty() ? name : t;
    }

    private static String without(String name, Set<String> extensions) {
        int dot = name.lastIndexOf('.');
        if (dot > 0 && extensions.contains(name.substring(dot + 1).toLowerCase(Locale.ROOT))) {
            return name.substring(0, dot);
        }
        return name;
    }

    private static String last(String path) {
        String[] names = path.split("[/\\\\]");
        for (int i = names.length - 1; i >= 0; i--) {
            if (!names[i].isEmpty()) {
                return names[i];
            }
        }
        return path;
    }
}
