package dev.shinpan.cli.report;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a record stands in a JUnit report. Jenkins splits a test case's {@code classname} at its dots
 * into packages and a class, and GitLab lists it beside each test, so the classname is the record's
 * folder as a dotted name: the input named on the command line heads it (a folder or an archive by its
 * own name, a file given alone by the name of its folder), then each folder below it, an archive met in
 * a folder counting as one more folder and the folders within the archive after it. A dot inside a name
 * becomes {@code _}, so that {@code v1.2/} stays one level. The test case's name is the file's own name.
 */
final class JunitNames {

    /** @param classname the folder as a dotted name, never empty; @param file the file's own name */
    record Place(String classname, String file) {}

    /** A name for the top level when a path has none (the file system's root). */
    private static final String ROOT = "root";

    private final List<Path> inputs = new ArrayList<>();

    /** @param inputs the inputs as named on the command line ({@code -}, standard input, names no folder) */
    JunitNames(List<String> inputs) {
        for (String input : inputs) {
            Path path = pathOf(input);
            if (path != null && !input.equals("-")) {
                this.inputs.add(path);
            }
        }
    }

    /** @param source a record's source as reports name it: a path, or {@code archive.zip!/dir/game.kif} */
    Place of(String source) {
        int bang = source.indexOf("!/");
        String onDisk = bang < 0 ? source : source.substring(0, bang);
        Path disk = pathOf(onDisk);
        List<String> folders = new ArrayList<>();
        String file;
        if (disk == null) {
            folders.add(ROOT);
            file = onDisk;
        } else {
            Path input = inputOf(disk);
            boolean alone = input == null || input.equals(disk);
            if (bang < 0) {
                file = nameOf(disk);
                if (alone) {
                    folders.add(disk.getParent() == null ? nameOf(Path.of("")) : nameOf(disk.getParent()));
                } else {
                    folders.add(nameOf(input));
                    addAll(folders, input.relativize(disk).getParent());
                }
            } else {
                // the archive is a folder: named alone, it heads the name; met in a folder, it follows it
                if (alone) {
                    folders.add(nameOf(disk));
                } else {
                    folders.add(nameOf(input));
                    addAll(folders, input.relativize(disk));
                }
                String[] inside = source.substring(bang + 2).replace("!/", "/").split("/");
                file = "";
                for (int i = 0; i < inside.length; i++) {
                    if (inside[i].isEmpty()) {
                        continue;
                    }
                    if (!file.isEmpty()) {
                        folders.add(file);
                    }
                    file = inside[i];
                }
                if (file.isEmpty()) {
                    file = source; // an entry without a name: shown as written
                }
            }
        }
        return new Place(dotted(folders), file);
    }

    /** The input named that holds a path: the longest one it starts with, or null. */
    private Path inputOf(Path path) {
        Path best = null;
        for (Path input : inputs) {
            if (path.startsWith(input) && (best == null || input.getNameCount() > best.getNameCount())) {
                best = input;
            }
        }
        return best;
    }

    private static void addAll(List<String> folders, Path path) {
        if (path == null) {
            return;
        }
        for (Path name : path) {
            String n = name.toString();
            if (!n.isEmpty() && !n.equals(".")) {
                folders.add(n);
            }
        }
    }

    /** A path's last name; for {@code .}, {@code ..} or the empty path, that of the folder they stand for. */
    private static String nameOf(Path path) {
        Path name = path.getFileName();
        if (name == null
                || name.toString().isEmpty()
                || name.toString().equals(".")
                || name.toString().equals("..")) {
            name = path.toAbsolutePath().normalize().getFileName();
        }
        return name == null ? ROOT : name.toString();
    }

    private static String dotted(List<String> folders) {
        StringBuilder s = new StringBuilder();
        for (String folder : folders) {
            if (s.length() > 0) {
                s.append('.');
            }
            s.append(folder.replace('.', '_'));
        }
        return s.toString();
    }

    /** The path a name stands for, or null for one no path can be (a NUL in it). */
    private static Path pathOf(String name) {
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            return null;
        }
    }
}
