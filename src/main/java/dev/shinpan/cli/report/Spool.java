package dev.shinpan.cli.report;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Text a report must hold back until it can be written (a JUnit suite until its counts are known,
 * the HTML boards until the table is closed): kept in memory up to a limit, then in a temporary
 * file, so that a report over an archive of any size stays within bounded memory.
 */
final class Spool implements AutoCloseable {

    static final int MEMORY_LIMIT = 1 << 20;

    private final int limit;
    private StringBuilder memory = new StringBuilder();
    private Path file;
    private Writer fileWriter;

    Spool() {
        this(MEMORY_LIMIT);
    }

    /** @param limit characters kept in memory before the spool moves to a temporary file */
    Spool(int limit) {
        this.limit = limit;
    }

    void append(String text) {
        try {
            if (fileWriter != null) {
                fileWriter.write(text);
                return;
            }
            memory.append(text);
            if (memory.length() > limit) {
                file = Files.createTempFile("shinpan-", ".part");
                file.toFile().deleteOnExit();
                fileWriter = new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8));
                fileWriter.write(memory.toString());
                memory = new StringBuilder();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    boolean inMemory() {
        return fileWriter == null;
    }

    /** Writes everything held to {@code out} and empties the spool. */
    void drainTo(Writer out) {
        try {
            if (fileWriter == null) {
                out.write(memory.toString());
                memory.setLength(0);
                return;
            }
            fileWriter.close();
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                in.transferTo(out);
            }
            close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            if (fileWriter != null) {
                fileWriter.close();
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            fileWriter = null;
            file = null;
            memory.setLength(0);
        }
    }
}
