package dev.shinpan.record.io;

import dev.shinpan.record.Limits;
import dev.shinpan.text.Message;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.Function;
import java.util.stream.Stream;
import org.apache.commons.io.input.CloseShieldInputStream;

/**
 * Turns what the user named into inputs, one at a time, so that an archive of millions of games
 * is never held in memory: files as they are, standard input ({@code -}), directories walked in
 * name order, archives and compressed files (zip, tar, tar.gz/.xz/.bz2, 7z, gz, xz, bz2) entry by
 * entry, recognised by their bytes. Every input is read once, within the {@link Limits}.
 *
 * <p>Inside directories and archives only names with record, archive or compression extensions
 * are opened; everything else, and whatever is not a regular file (a named pipe would block the
 * walk), is reported as skipped, never dropped silently. A file or directory reached twice through
 * links is walked once; one named twice (or inside a folder also named) is read once, and the
 * visitor told. A file named explicitly is always read, whatever its name or kind; one met in a
 * walk or an archive whose bytes say it is no record (a tool's own report or baseline with a
 * record's extension) is reported as skipped too. Names are shown as {@link FileNames} shows them,
 * with the bytes of a name that is not UTF-8.
 *
 * <p>Nothing here throws for bad input: each failure becomes a failed {@link InputEntry} naming
 * the input, and the next input is read. A visitor may throw {@link CancellationException} to stop.
 */
public final class Inputs {

    /** The argument that stands for standard input. */
    public static final String STDIN = "-";

    /** Receives inputs and the names of what was not read, in order. */
    public interface Visitor {
        void entry(InputEntry entry);

        /** @param reason why, as a catalogue message ({@code skip.*}, {@code input.*}) */
        void skipped(String name, Message reason);

        /**
         * A file or folder named as an argument and reached again (named twice, under another
         * name, or inside a folder also named): it is read once, and this says so. Unless the
         * visitor says it otherwise, it is reported as skipped.
         */
        default void readAlready(String name) {
            skipped(name, Message.of("skip.read-already"));
        }
    }

    private final InputNames names;
    private final Limits limits;
    private final InputBudget budget;
    private final String stdinName;
    private final InputStream stdin;
    /** Why a file or folder met in a walk is left out (a config file's exclude globs), or null to go on. */
    private final Function<Path, Message> excluded;
    /** Why the bytes of a file met in a walk or an archive are no record though its name says so, or null to read it. */
    private final Function<byte[], Message> notRecord;
    /** File keys of directories walked and files read, so that links never lead anywhere twice. */
    private final Set<Object> visited = new HashSet<>();
    /** File keys of what the arguments named: met again, it was named twice rather than linked to. */
    private final Set<Object> named = new HashSet<>();

    private final ReadPosition position = new ReadPosition();
    private boolean stdinRead;

    /**
     * @param names     which names a walk opens: the record extensions come from the format registry
     * @param stdinName the name standard input is reported under
     * @param stdin     standard input, read when {@code -} is named
     */
    public Inputs(InputNames names, Limits limits, InputBudget budget, String stdinName, InputStream stdin) {
        this(names, limits, budget, stdinName, stdin, path -> null);
    }

    /**
     * @param excluded why a file or folder met in a directory walk is not read, or null to read it; a
     *                 path named as an argument is always read
     */
    public Inputs(
            InputNames names,
            Limits limits,
            InputBudget budget,
            String stdinName,
            InputStream stdin,
            Function<Path, Message> excluded) {
        this(names, limits, budget, stdinName, stdin, excluded, bytes -> null);
    }

    /**
     * @param excluded  why a file or folder met in a directory walk is not read, or null to read it; a
     *                  path named as an argument is always read
     * @param notRecord why the bytes of a file met in a walk or an archive are no record, or null to
     *                  read them; asked of every such file, so it must be cheap for a record
     */
    public Inputs(
            InputNames names,
            Limits limits,
            InputBudget budget,
            String stdinName,
            InputStream stdin,
            Function<Path, Message> excluded,
            Function<byte[], Message> notRecord) {
        this.names = names;
        this.limits = limits;
        this.budget = budget;
        this.stdinName = stdinName;
        this.stdin = stdin;
        this.excluded = excluded;
        this.notRecord = notRecord;
    }

    /** Reads paths with the default limits, one input at a time: for tests and tools. */
    public static void walk(InputNames names, List<Path> paths, Visitor visitor) {
        Inputs inputs =
                new Inputs(names, Limits.DEFAULT, InputBudget.unlimited(), STDIN, InputStream.nullInputStream());
        for (Path path : paths) {
            inputs.named(path, visitor);
        }
    }

    /**
     * How far reading has come, in bytes of the inputs as they lie on disk (an archive's compressed
     * bytes), to set against {@link #knownSize}: for showing progress. Ask from the visitor, on the
     * reading thread, where it counts the input just handed over.
     */
    public long bytesRead() {
        return position.bytes();
    }

    /**
     * The bytes the arguments will take to read, when every one is a file or a directory: a file's
     * size, and for a directory the sizes of the files its walk will open (those {@link #read}
     * opens, by the same names, each file once however many links lead to it), found with one stat
     * per file, as {@code du} counts. Empty when one is standard input, a pipe or a device, or
     * cannot be looked at.
     *
     * @param names which names a walk opens, as {@link #read} is given them
     */
    public static OptionalLong knownSize(InputNames names, List<String> arguments) {
        long total = 0;
        Set<Object> seen = new HashSet<>();
        for (String argument : arguments) {
            try {
                Path path = argument.equals(STDIN) ? null : Path.of(argument);
                BasicFileAttributes a = path == null ? null : Files.readAttributes(path, BasicFileAttributes.class);
                if (a != null && a.isDirectory()) {
                    total += directorySize(path, a, seen, names);
                } else if (a != null && a.isRegularFile()) {
                    total += seen.add(key(path, a)) ? a.size() : 0;
                } else {
                    return OptionalLong.empty();
                }
            } catch (IOException | InvalidPathException e) {
                return OptionalLong.empty();
            }
        }
        return OptionalLong.of(total);
    }

    /** What {@link #directory} will read of this directory, in bytes; what cannot be looked at counts nothing. */
    private static long directorySize(Path dir, BasicFileAttributes attributes, Set<Object> seen, InputNames names) {
        if (!seen.add(key(dir, attributes))) {
            return 0;
        }
        long total = 0;
        Deque<Path> folders = new ArrayDeque<>(); // no recursion: a tree may be thousands of folders deep
        folders.push(dir);
        while (!folders.isEmpty()) {
            try (DirectoryStream<Path> children = Files.newDirectoryStream(folders.pop())) {
                for (Path child : children) {
                    BasicFileAttributes a;
                    try {
                        a = Files.readAttributes(child, BasicFileAttributes.class);
                    } catch (IOException e) {
                        continue;
                    }
                    if (a.isDirectory()) {
                        if (seen.add(key(child, a))) {
                            folders.push(child);
                        }
                    } else if (a.isRegularFile() && names.worthOpening(child.toString()) && seen.add(key(child, a))) {
                        total += a.size();
                    }
                }
            } catch (IOException | RuntimeException e) {
                // what cannot be listed counts nothing
            }
        }
        return total;
    }

    /** Reads every argument in order: {@code -} for standard input, else a path. */
    public void read(List<String> arguments, Visitor visitor) {
        for (String argument : arguments) {
            if (argument.equals(STDIN)) {
                readStdin(visitor);
                continue;
            }
            Path path;
            try {
                path = Path.of(argument);
            } catch (InvalidPathException e) {
                visitor.entry(InputEntry.failed(
                        argument,
                        Message.of(
                                "input.bad-file-name",
                                e.getReason(),
                                String.valueOf(System.getProperty("sun.jnu.encoding")),
                                "LC_ALL=C.UTF-8")));
                continue;
            }
            named(path, visitor);
        }
    }

    private void readStdin(Visitor visitor) {
        if (stdinRead) {
            visitor.entry(InputEntry.failed(stdinName, Message.of("input.stdin-twice")));
            return;
        }
        stdinRead = true;
        guarded(
                stdinName,
                -1,
                visitor,
                false,
                reader -> reader.read(stdinName, position.counting(Shield.of(stdin)), null, -1));
    }

    /** A path named on the command line: read whatever it is, a named pipe included. */
    private void named(Path path, Visitor visitor) {
        String name = FileNames.shown(path);
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(path, BasicFileAttributes.class);
        } catch (IOException e) {
            visitor.entry(InputEntry.failed(name, whyNoAttributes(path, e)));
            return;
        }
        Object key = key(path, attributes);
        if (visited.contains(key)) {
            visitor.readAlready(name); // a.kif a.kif, a.kif ./a.kif, a folder and then a file in it
            return;
        }
        named.add(key);
        if (attributes.isDirectory()) {
            directory(path, attributes, visitor);
            return;
        }
        visited.add(key);
        file(path, attributes, visitor, false);
    }

    /** @param walked whether the file was met in a walk rather than named: its bytes are then asked whether they are a record */
    private void file(Path path, BasicFileAttributes attributes, Visitor visitor, boolean walked) {
        String name = FileNames.shown(path);
        boolean regular = attributes.isRegularFile();
        long size = regular ? attributes.size() : -1;
        guarded(name, size, visitor, walked, reader -> {
            // Files.newInputStream would ask a pipe for its position, which fails ("illegal seek").
            try (InputStream in =
                    position.counting(regular ? Files.newInputStream(path) : new FileInputStream(path.toFile()))) {
                reader.read(name, in, regular ? path : null, size);
            }
        });
    }

    /**
     * Walks a folder in name order, depth first. The folders being walked are kept on a stack, each
     * with the children still to visit, so that a tree ten thousand folders deep costs a list per
     * level rather than a frame of recursion per level (which ran out of stack).
     */
    private void directory(Path dir, BasicFileAttributes attributes, Visitor visitor) {
        Deque<Iterator<Path>> walking = new ArrayDeque<>();
        Iterator<Path> top = enter(dir, attributes, visitor);
        if (top != null) {
            walking.push(top);
        }
        while (!walking.isEmpty()) {
            Iterator<Path> children = walking.peek();
            if (!children.hasNext()) {
                walking.pop();
                continue;
            }
            Path child = children.next();
            BasicFileAttributes folder = child(child, visitor);
            Iterator<Path> below = folder == null ? null : enter(child, folder, visitor);
            if (below != null) {
                walking.push(below);
            }
        }
    }

    /** The children of a folder to walk, in name order; null after saying why it is not walked. */
    private Iterator<Path> enter(Path dir, BasicFileAttributes attributes, Visitor visitor) {
        Object key = key(dir, attributes);
        if (!visited.add(key)) {
            if (named.contains(key) && !Files.isSymbolicLink(dir)) { // a link back to a named folder is a link
                visitor.readAlready(FileNames.shown(dir));
            } else {
                visitor.skipped(FileNames.shown(dir), Message.of("skip.directory-again"));
            }
            return null;
        }
        List<Path> children = new ArrayList<>();
        try (Stream<Path> list = Files.list(dir)) {
            list.forEach(children::add);
        } catch (IOException | RuntimeException e) {
            visitor.entry(InputEntry.failed(
                    FileNames.shown(dir),
                    Message.of(
                            "input.cannot-list", Failures.describe(e.getCause() instanceof IOException io ? io : e))));
            return null;
        }
        children.sort(null);
        return children.iterator();
    }

    /** Reads or reports one child of a folder; its attributes when it is a folder to walk, else null. */
    private BasicFileAttributes child(Path child, Visitor visitor) {
        String name = FileNames.shown(child);
        Message left = excluded.apply(child);
        if (left != null) {
            visitor.skipped(name, left); // counted and named like any file not read, never dropped silently
            return null;
        }
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(child, BasicFileAttributes.class);
        } catch (IOException e) {
            Message why = whyNoAttributes(child, e);
            if (Files.isSymbolicLink(child)) {
                visitor.skipped(name, why);
            } else {
                visitor.entry(InputEntry.failed(name, why));
            }
            return null;
        }
        if (attributes.isDirectory()) {
            return attributes;
        }
        if (!attributes.isRegularFile()) {
            visitor.skipped(name, Message.of("skip.not-regular"));
        } else if (!names.worthOpening(name)) {
            visitor.skipped(name, SourceReader.NOT_A_RECORD_NAME);
        } else if (visited.add(key(child, attributes))) {
            file(child, attributes, visitor, true);
        } else if (named.contains(key(child, attributes)) && !Files.isSymbolicLink(child)) {
            visitor.readAlready(name);
        } else {
            visitor.skipped(name, Message.of("skip.file-again"));
        }
        return null;
    }

    private static Message whyNoAttributes(Path path, IOException e) {
        if (e instanceof NoSuchFileException && Files.isSymbolicLink(path)) {
            return Message.of("input.broken-link");
        }
        if (e instanceof NoSuchFileException && path.toString().indexOf('\uFFFD') >= 0) {
            // Java decodes arguments as UTF-8 and puts U+FFFD for a byte that is not: the name no longer names the file
            return Message.of("input.name-not-utf8");
        }
        if (e instanceof FileSystemException f
                && f.getReason() != null
                && f.getReason().contains("symbolic links")) {
            return Message.of("input.link-loop");
        }
        return Failures.describe(e);
    }

    /** What identifies a file however it is reached: its file key (device and inode), else its real path. */
    private static Object key(Path path, BasicFileAttributes attributes) {
        Object key = attributes.fileKey();
        if (key != null) {
            return key;
        }
        try {
            return path.toRealPath();
        } catch (IOException e) {
            return path.toAbsolutePath().normalize();
        }
    }

    /**
     * Reads one input the user named; nothing that goes wrong in it stops the others.
     *
     * @param size its size on disk, or -1 when unknown
     */
    private void guarded(String name, long size, Visitor visitor, boolean walked, SourceRead read) {
        try {
            read.run(new SourceReader(names, limits, budget, visitor, position, walked ? notRecord : null, notRecord));
            position.finish(size);
        } catch (LimitExceededException e) {
            position.finish(size);
            visitor.entry(InputEntry.failed(e.where(), e.reason()));
        } catch (InterruptedIOException e) {
            throw new CancellationException("stopped");
        } catch (CancellationException e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            position.finish(size);
            visitor.entry(InputEntry.failed(name, Failures.describe(e)));
        } catch (StackOverflowError | OutOfMemoryError | LinkageError e) {
            // LinkageError: a library missing a class it needs (an optional codec), shinpan's fault
            position.finish(size);
            visitor.entry(InputEntry.internalError(name, e));
        }
    }

    /** Standard input, never closed by reading it; a class of its own so that only reading it loads Commons IO. */
    private static final class Shield {
        static InputStream of(InputStream in) {
            return CloseShieldInputStream.wrap(in);
        }
    }

    @FunctionalInterface
    private interface SourceRead {
        void run(SourceReader reader) throws IOException;
    }
}
