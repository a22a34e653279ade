package dev.shinpan.cli.config;

import dev.shinpan.cli.terminal.TerminalText;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Objects;

/**
 * Whether a {@code shinpan.toml} found by search is one the user's own: as git ignores a repository
 * another user owns ({@code safe.directory}), a file that another user wrote, or could have written
 * (it or its folder writable by everyone, as the system's temporary folder is), is not read. Where
 * the file system has no owners and permissions of this kind, every file passes.
 */
public final class ConfigOwnership {

    private ConfigOwnership() {}

    /** Why the file is not to be read, or null when it may be. */
    public static Message distrusted(Path file) {
        Path absolute = file.toAbsolutePath();
        Path folder = absolute.getParent();
        try {
            if (folder != null && Files.getPosixFilePermissions(folder).contains(PosixFilePermission.OTHERS_WRITE)) {
                return Message.of("cli.config.ignored.open-folder", TerminalText.name(folder.toString()));
            }
            if (Files.getPosixFilePermissions(absolute).contains(PosixFilePermission.OTHERS_WRITE)) {
                return Message.of("cli.config.ignored.open-file");
            }
            if (!ownedByUser(absolute)) {
                return Message.of(
                        "cli.config.ignored.owner",
                        TerminalText.name(Files.getOwner(absolute).getName()),
                        TerminalText.name(String.valueOf(System.getProperty("user.name"))));
            }
        } catch (UnsupportedOperationException e) {
            return null; // no POSIX permissions here (Windows): nothing to tell by
        } catch (IOException e) {
            return null; // reading the file then says what is wrong, at its place
        }
        return null;
    }

    /**
     * Whether the user running shinpan owns the file: by number where the system shows the
     * process's own (Linux's {@code /proc/self}), else by name.
     */
    private static boolean ownedByUser(Path file) throws IOException {
        Object self = uid(Path.of("/proc/self"));
        Object owner = uid(file);
        if (self != null && owner != null) {
            return self.equals(owner);
        }
        return Objects.equals(Files.getOwner(file).getName(), System.getProperty("user.name"));
    }

    private static Object uid(Path path) {
        try {
            return Files.getAttribute(path, "unix:uid");
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return null;
        }
    }
}
