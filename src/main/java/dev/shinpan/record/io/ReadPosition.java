package dev.shinpan.record.io;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * How far reading has come through the inputs the user named, in bytes as they lie on disk (or
 * come through standard input): compressed bytes for archives, so that it can be set against the
 * inputs' sizes. Kept by the one thread that reads the inputs.
 */
final class ReadPosition {

    private long finished;
    private long current;

    /** Bytes of the inputs finished, and of the current one as far as it was read. */
    long bytes() {
        return finished + current;
    }

    /** The raw stream of a named input, counted as it is read. */
    InputStream counting(InputStream in) {
        current = 0;
        return new FilterInputStream(in) {
            @Override
            public int read() throws IOException {
                int b = super.read();
                if (b >= 0) {
                    current++;
                }
                return b;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                int n = super.read(b, off, len);
                if (n > 0) {
                    current += n;
                }
                return n;
            }

            @Override
            public long skip(long n) throws IOException {
                long skipped = super.skip(n);
                current += Math.max(0, skipped);
                return skipped;
            }
        };
    }

    /** An archive read from its file (not as a stream) has reached this offset into it. */
    void reached(long offset) {
        current = Math.max(current, offset);
    }

    /**
     * The current input is done: it counts whole, by its size when known (a damaged archive is
     * done without being read to its end), else by what was read of it.
     */
    void finish(long size) {
        finished += size >= 0 ? size : current;
        current = 0;
    }
}
