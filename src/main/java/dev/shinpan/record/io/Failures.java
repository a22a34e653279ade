package dev.shinpan.record.io;

import dev.shinpan.text.Message;
import java.io.EOFException;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Locale;
import org.apache.commons.compress.MemoryLimitException;
import org.apache.commons.compress.PasswordRequiredException;

/**
 * What went wrong, in words a user can act on: "permission denied" rather than an exception's
 * class name, never "null". Each reason is a catalogue message ({@code input.*}); what only the
 * system or a library can say (its own words) is passed on as it said it.
 */
public final class Failures {

    private Failures() {}

    /** Why an input could not be read, from the exception that said so. */
    public static Message describe(Throwable e) {
        if (e instanceof InputException known) {
            return known.reason();
        }
        if (e instanceof AccessDeniedException) {
            return Message.of("input.permission-denied");
        }
        if (e instanceof NoSuchFileException) {
            return Message.of("input.no-such-file");
        }
        if (e instanceof NotDirectoryException) {
            return Message.of("input.not-a-directory");
        }
        if (e instanceof FileSystemLoopException) {
            return Message.of("input.link-loop");
        }
        if (e instanceof FileSystemException f && "File name too long".equals(f.getReason()) && f.getFile() != null) {
            // a folder tree deeper than the system lets a path name (4096 bytes on Linux)
            return Message.of("input.path-too-long", f.getFile().getBytes(StandardCharsets.UTF_8).length);
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return saidElsewhere(f.getReason());
        }
        if (e instanceof FileNotFoundException
                && e.getMessage() != null
                && e.getMessage().endsWith(")")
                && e.getMessage().contains(" (")) {
            // "name (Permission denied)": the reason without the name, which the report gives anyway.
            String message = e.getMessage();
            String reason = message.substring(message.lastIndexOf(" (") + 2, message.length() - 1);
            return reason.equalsIgnoreCase("permission denied")
                    ? Message.of("input.permission-denied")
                    : saidElsewhere(reason);
        }
        if (e instanceof EOFException) {
            return Message.of("input.truncated");
        }
        if (e instanceof PasswordRequiredException) {
            return Message.of("input.encrypted-archive");
        }
        if (e instanceof MemoryLimitException) {
            return Message.of("input.decoder-memory", String.valueOf(e.getMessage()));
        }
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return Message.of(
                    e instanceof IOException ? "input.damaged" : "input.malformed",
                    e.getClass().getSimpleName());
        }
        return saidElsewhere(message);
    }

    /**
     * Why an input could not be read, where it was read from a file of shinpan's own (a zip or 7z
     * on standard input or inside another archive is copied to one): a library's words name that
     * file by its path, which the user never saw, so the input's name stands there instead.
     */
    static Message describe(Throwable e, Path readFrom, String name) {
        Message m = describe(e);
        if (m.key().equals("input.as-said") && m.args().get(0) instanceof String words) {
            return saidElsewhere(words.replace(readFrom.toString(), name));
        }
        return m;
    }

    /** A message for a failure that is shinpan's own fault, naming what to do about it. */
    public static Message internal(Throwable e) {
        if (e instanceof StackOverflowError) {
            return Message.of("input.internal.stack", "StackOverflowError");
        }
        if (e instanceof OutOfMemoryError) {
            return Message.of("input.internal.memory", String.valueOf(e.getMessage()), "-Xmx");
        }
        return Message.of("input.internal", e.toString());
    }

    /** The system's or a library's own words, which no catalogue holds. */
    private static Message saidElsewhere(String words) {
        return Message.of("input.as-said", lowerFirst(words));
    }

    private static String lowerFirst(String s) {
        if (s.length() > 1 && Character.isUpperCase(s.charAt(0)) && Character.isLowerCase(s.charAt(1))) {
            return s.substring(0, 1).toLowerCase(Locale.ROOT) + s.substring(1);
        }
        return s;
    }
}
