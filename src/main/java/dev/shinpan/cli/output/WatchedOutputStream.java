package dev.shinpan.cli.output;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Locale;

/**
 * Standard output that remembers why a write failed: a PrintWriter only says that one did, and
 * the user should hear "Broken pipe" or "No space left on device".
 */
public final class WatchedOutputStream extends FilterOutputStream {

    private volatile IOException failure;

    public WatchedOutputStream(OutputStream out) {
        super(out);
    }

    @Override
    public void write(int b) throws IOException {
        try {
            out.write(b);
        } catch (IOException e) {
            throw failed(e);
        }
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        try {
            out.write(b, off, len);
        } catch (IOException e) {
            throw failed(e);
        }
    }

    @Override
    public void flush() throws IOException {
        try {
            out.flush();
        } catch (IOException e) {
            throw failed(e);
        }
    }

    private IOException failed(IOException e) {
        if (failure == null) {
            failure = e;
        }
        return e;
    }

    /** Whether a write or flush has failed. */
    boolean failed() {
        return failure != null;
    }

    /** The first failure of a write or flush, or null. */
    IOException failure() {
        return failure;
    }

    /**
     * Whether the reader closed the pipe (as {@code head} does once it has its lines): for a
     * filter a normal end, which the exit code tells and nothing needs to say.
     */
    public boolean closedPipe() {
        IOException e = failure;
        return e != null
                && e.getMessage() != null
                && e.getMessage().toLowerCase(Locale.ROOT).contains("broken pipe");
    }

    /** Why the first write failed, as a clause to append to a message, or "" when none did. */
    public String why() {
        IOException e = failure;
        return e == null || e.getMessage() == null ? "" : " (" + e.getMessage() + ")";
    }
}
