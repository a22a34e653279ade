package dev.shinpan.cli.report;

import dev.shinpan.record.io.Failures;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/** Why a file shinpan writes (a board, a report) could not be written, in the catalogue's words. */
public final class WriteFailures {

    private WriteFailures() {}

    /** The reason: a missing folder, a full disk, a folder where the file should be, or what the system said. */
    public static Message why(IOException e) {
        // a missing file on writing is a missing folder; the other reasons are the reader's too
        String said = e instanceof FileSystemException f ? f.getReason() : e.getMessage();
        return e instanceof NoSuchFileException
                ? Message.of("out.no-such-directory")
                : "No space left on device".equalsIgnoreCase(said)
                        ? Message.of("out.no-space")
                        : "Is a directory".equalsIgnoreCase(said)
                                ? Message.of("out.is-directory")
                                : Failures.describe(e);
    }
}
