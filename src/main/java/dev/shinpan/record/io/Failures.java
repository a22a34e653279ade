package dev.shinpan.record.io;

import java.io.EOFException;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.Locale;
import org.apache.commons.compress.MemoryLimitException;
import org.apache.commons.compress.PasswordRequiredException;

/**
 * What went wrong, in words a user can act on: "permission denied" rather than an exception's
 * class name, never "null".
 */
public final class Failures {

    private Failures() {
    }

    /** Why an input could not be read, from the exception that said so. */
    public static String describe(Throwable e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof NotDirectoryException) {
            return "not a directory";
        }
        if (e instanceof FileSystemLoopException) {
            return "a symbolic link loop";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return lowerFirst(f.getReason());
        }
        if (e instanceof FileNotFoundException && e.getMessage() != null && e.getMessage().endsWith(")")
                && e.getMessage().contains(" (")) {
            // "name (Permission denied)": the reason without the name, which the report gives anyway.
            String message = e.getMessage();
            return lowerFirst(message.substring(message.lastIndexOf(" (") + 2, message.length() - 1));
        }
        if (e instanceof EOFException) {
            return "the data ends too early (a truncated file?)";
        }
        if (e instanceof PasswordRequiredException) {
            return "the archive is encrypted; shinpan reads no encrypted archives";
        }
        if (e instanceof MemoryLimitException) {
            return "decompressing it would need more memory than shinpan allows (" + e.getMessage() + ")";
        }
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return (e instanceof IOException ? "damaged or not what its first bytes announce" : "malformed data")
                    + " (" + e.getClass().getSimpleName() + ")";
        }
        return lowerFirst(message);
    }

    /** A message for a failure that is shinpan's own fault, naming what to do about it. */
    public static String internal(Throwable e) {
        if (e instanceof StackOverflowError) {
            return "internal error: the input nests too deeply for shinpan (StackOverflowError); please report it"
                    + " with this file";
        }
        if (e instanceof OutOfMemoryError) {
            return "internal error: out of memory while reading or judging this input (" + e.getMessage()
                    + "); give Java more heap (-Xmx) or lower the limits, and please report it with this file";
        }
        return "internal error (" + e + "); please report it with this file";
    }

    private static String lowerFirst(String s) {
        if (s.length() > 1 && Character.isUpperCase(s.charAt(0)) && Character.isLowerCase(s.charAt(1))) {
            return s.substring(0, 1).toLowerCase(Locale.ROOT) + s.substring(1);
        }
        return s;
    }
}
