package dev.shinpan.cli.output;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.SecureRandom;

/**
 * Writes a file whole or not at all, the one way shinpan writes a file: the bytes go to a
 * temporary dot name in the same folder, are synced to the disk, and the temporary file is then
 * renamed onto the target in one step, so that a reader, a crash, a full disk or Ctrl-C leaves
 * the old file or the whole new one, never a torn one. Whatever fails, and when the JVM is stopped
 * meanwhile (a shutdown hook per pending file), the temporary file is removed.
 */
public final class AtomicFile {

    private static final SecureRandom RANDOM = new SecureRandom();
    /** The reason given for a folder at the target, in the system's words, which {@code WriteFailures} knows. */
    private static final String FOLDER_STANDS_THERE = "Is a directory";
    /** Room left in a temporary name for the dot, a random part and {@code .part}. */
    private static final int TEMPORARY_NAME_BYTES = FileNameLength.MAX_BYTES - 20;

    private AtomicFile() {}

    /**
     * Writes a whole file at once, making its folders ({@code convert}). A link standing at the
     * target is replaced, never written through.
     *
     * @param replace whether an existing file may be replaced
     * @return false, writing nothing, when the target exists and may not be replaced
     * @throws IOException when the folder, the temporary file or the rename cannot be made
     */
    public static boolean write(Path target, byte[] bytes, boolean replace) throws IOException {
        if (!replace && Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        Path folder = target.toAbsolutePath().getParent();
        try {
            Files.createDirectories(folder);
        } catch (FileAlreadyExistsException e) {
            throw new NotDirectoryException(e.getFile()); // a file stands where the folder would go
        }
        refuseFolder(target);
        try (Pending pending = new Pending(target, folder, null)) {
            pending.write(bytes);
            if (replace) {
                pending.commit();
                return true;
            }
            return pending.commitIfAbsent();
        }
    }

    /**
     * Starts a file that is written bit by bit and put in place by {@link Pending#commit()}
     * ({@code --report}, the baseline, the board): made now, so that a file that cannot be written
     * costs no judging. Its folder must exist. A link at the target is followed: the file it names
     * is replaced and the link stays. A device or a pipe ({@code /dev/null}, {@code /dev/stdout})
     * is written straight, as it cannot be replaced.
     *
     * @throws IOException when the target is a folder or the temporary file cannot be made
     */
    public static Pending create(Path target) throws IOException {
        Path real = target;
        if (Files.exists(target)) {
            BasicFileAttributes a = Files.readAttributes(target, BasicFileAttributes.class);
            if (a.isDirectory()) {
                throw new FileSystemException(target.toString(), null, FOLDER_STANDS_THERE);
            }
            if (!a.isRegularFile()) {
                return new Pending(target, Files.newOutputStream(target)); // /dev/stdout's link leads to no path
            }
            real = target.toRealPath();
        }
        Path folder = real.toAbsolutePath().getParent();
        if (!Files.isDirectory(folder)) {
            // said as the system says a missing folder, or a file standing where a folder should be
            throw Files.exists(folder)
                    ? new NotDirectoryException(folder.toString())
                    : new NoSuchFileException(folder.toString());
        }
        return new Pending(real, folder, real);
    }

    /** A folder where the file should be: the rename would replace an empty one, so it is refused before. */
    private static void refuseFolder(Path target) throws FileSystemException {
        if (Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileSystemException(target.toString(), null, FOLDER_STANDS_THERE);
        }
    }

    /**
     * A file being written: an output stream into the temporary file (64 KiB buffered, as a
     * report's stream always was), put in place by {@link #commit()}; {@link #close()} without a
     * commit throws the temporary file away and leaves the target as it was.
     */
    public static final class Pending extends OutputStream {

        private final Path target;
        private final Path temporary;
        private final FileChannel channel;
        private final OutputStream out;
        private final Thread cleanup;
        private boolean done;

        /** Into a temporary file beside {@code target}; {@code keepModeOf}, when it exists, lends its permissions. */
        private Pending(Path target, Path folder, Path keepModeOf) throws IOException {
            this.target = target;
            this.temporary = temporary(folder, target.getFileName().toString());
            this.cleanup = new Thread(this::deleteTemporary, "shinpan-remove-" + temporary.getFileName());
            try {
                Runtime.getRuntime().addShutdownHook(cleanup);
            } catch (IllegalStateException e) {
                // the JVM is stopping already: write nothing
                Files.deleteIfExists(temporary);
                throw new FileSystemException(target.toString(), null, "shutting down");
            }
            FileChannel opened = null;
            try {
                keepMode(keepModeOf, temporary);
                opened = FileChannel.open(temporary, StandardOpenOption.WRITE);
            } catch (IOException | RuntimeException e) {
                abandon();
                throw e;
            }
            this.channel = opened;
            this.out = new BufferedOutputStream(Channels.newOutputStream(opened), 1 << 16);
        }

        /** Straight into a device or pipe, which has no folder to rename in. */
        private Pending(Path target, OutputStream device) {
            this.target = target;
            this.temporary = null;
            this.channel = null;
            this.cleanup = null;
            this.out = new BufferedOutputStream(device, 1 << 16);
        }

        /** The file the bytes go to until they are put in place; null for a device written directly. */
        public Path growing() {
            return temporary;
        }

        Path target() {
            return target;
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void flush() throws IOException {
            out.flush();
        }

        /**
         * Syncs what was written to the disk and renames it onto the target, replacing what was
         * there; on failure the temporary file is removed and the target left as it was.
         */
        public void commit() throws IOException {
            finish(true);
        }

        /** As {@link #commit()}, but only when no file stands at the target; false, writing nothing, when one does. */
        boolean commitIfAbsent() throws IOException {
            return finish(false);
        }

        private boolean finish(boolean replace) throws IOException {
            if (done) {
                throw new IllegalStateException("already finished: " + target);
            }
            done = true;
            try {
                out.flush();
                if (temporary == null) {
                    out.close();
                    return true;
                }
                channel.force(true);
                out.close();
                if (replace) {
                    Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } else if (!linkInPlace()) {
                    return false;
                }
                // The folder is not synced: a crash may undo the rename, but then the old file is there, whole,
                // and convert's thousands of files would pay a second sync each.
                return true;
            } finally {
                release();
            }
        }

        /** A hard link fails where the target exists, so that no file appearing meanwhile is replaced. */
        private boolean linkInPlace() throws IOException {
            try {
                Files.createLink(target, temporary);
            } catch (FileAlreadyExistsException e) {
                return false;
            } catch (UnsupportedOperationException | FileSystemException e) {
                if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                    return false;
                }
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE);
            }
            return true;
        }

        /** Throws the temporary file away, leaving the target as it was; nothing after a commit. */
        public void abandon() {
            if (!done) {
                done = true;
                try {
                    if (out != null) {
                        out.close();
                    } else if (channel != null) {
                        channel.close();
                    }
                } catch (IOException e) {
                    // the file is thrown away: why it would not close does not matter
                }
            }
            release();
        }

        /** Without a commit: throws the file away. */
        @Override
        public void close() {
            abandon();
        }

        private void release() {
            deleteTemporary();
            if (cleanup != null) {
                try {
                    Runtime.getRuntime().removeShutdownHook(cleanup);
                } catch (IllegalStateException e) {
                    // stopping already: the hook removes the file (gone by now) itself
                }
            }
        }

        private void deleteTemporary() {
            if (temporary != null) {
                try {
                    Files.deleteIfExists(temporary);
                } catch (IOException e) {
                    // left behind under a dot name, which a later run's walk passes over as no record
                }
            }
        }
    }

    /**
     * A new empty file beside the target, made as an ordinary file is (Files.createTempFile would
     * make it readable by its owner only, and so the renamed result). Its name is short enough for
     * any target name the file system takes.
     */
    private static Path temporary(Path folder, String name) throws IOException {
        String kept = "." + FileNameLength.cut(name, TEMPORARY_NAME_BYTES);
        // the same name every run first, so that a walk of the folder meanwhile lists the same names
        String suffix = ".part";
        while (true) {
            Path p = folder.resolve(kept + suffix);
            suffix = "." + Long.toUnsignedString(RANDOM.nextLong(), 36) + ".part";
            try {
                return Files.createFile(p);
            } catch (FileAlreadyExistsException e) {
                // another name, then
            }
        }
    }

    /** The replaced file's permissions go to its successor, as writing over it kept them. */
    private static void keepMode(Path old, Path temporary) {
        if (old == null || !Files.isRegularFile(old)) {
            return;
        }
        try {
            Files.setPosixFilePermissions(temporary, Files.getPosixFilePermissions(old));
        } catch (IOException | UnsupportedOperationException e) {
            // not a POSIX file system, or not the owner: the file gets the usual permissions
        }
    }
}
