package dev.shinpan.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;

/**
 * Writes a file whole or not at all: the bytes go to a temporary name in the same folder, which is
 * then renamed onto the target in one step, so a reader (or a crash, or a full disk) never sees
 * half a file; whatever fails, the temporary file is removed.
 */
final class AtomicFile {

    private static final SecureRandom RANDOM = new SecureRandom();

    private AtomicFile() {
    }

    /**
     * @param replace whether an existing file may be replaced
     * @return false, writing nothing, when the target exists and may not be replaced
     * @throws IOException when the folder, the temporary file or the rename cannot be made
     */
    static boolean write(Path target, byte[] bytes, boolean replace) throws IOException {
        if (!replace && Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        Path folder = target.toAbsolutePath().getParent();
        try {
            Files.createDirectories(folder);
        } catch (FileAlreadyExistsException e) {
            throw new NotDirectoryException(e.getFile()); // a file stands where the folder would go
        }
        // a dot name, so that a directory listing or a later walk of the folder passes over it
        Path temporary = null;
        try {
            temporary = temporary(folder, target.getFileName().toString());
            try (OutputStream out = Files.newOutputStream(temporary, StandardOpenOption.WRITE)) {
                out.write(bytes);
            }
            if (replace) {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } else {
                // a hard link fails where the target exists, so no file appearing meanwhile is replaced
                try {
                    Files.createLink(target, temporary);
                } catch (FileAlreadyExistsException e) {
                    return false;
                } catch (UnsupportedOperationException | FileSystemException e) {
                    Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE);
                }
            }
            return true;
        } finally {
            if (temporary != null) {
                Files.deleteIfExists(temporary);
            }
        }
    }

    /**
     * A new empty file beside the target, made as an ordinary file is (Files.createTempFile would make it
     * readable by its owner only, and so the renamed result).
     */
    private static Path temporary(Path folder, String name) throws IOException {
        while (true) {
            Path p = folder.resolve("." + name + "." + Long.toUnsignedString(RANDOM.nextLong(), 36) + ".part");
            try {
                return Files.createFile(p);
            } catch (FileAlreadyExistsException e) {
                // another name, then
            }
        }
    }
}
