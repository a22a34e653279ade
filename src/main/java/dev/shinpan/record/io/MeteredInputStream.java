package dev.shinpan.record.io;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * The content of one archive entry, counted as it is read: past {@code limit} bytes it fails
 * instead of reading on, and every byte counts towards the whole archive's tally.
 */
final class MeteredInputStream extends FilterInputStream {

    private final String name;
    private final long limit;
    private final ArchiveTally tally;
    private long count;

    MeteredInputStream(InputStream in, String name, long limit, ArchiveTally tally) {
        super(in);
        this.name = name;
        this.limit = limit;
        this.tally = tally;
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            counted(1);
        }
        return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n = super.read(b, off, (int) Math.min(len, limit + 1 - count));
        if (n > 0) {
            counted(n);
        }
        return n;
    }

    /** Skipped bytes are decompressed all the same, so they are read and counted too. */
    @Override
    public long skip(long n) throws IOException {
        byte[] buffer = new byte[(int) Math.min(n, 8192)];
        long skipped = 0;
        while (skipped < n) {
            int r = read(buffer, 0, (int) Math.min(buffer.length, n - skipped));
            if (r < 0) {
                break;
            }
            skipped += r;
        }
        return skipped;
    }

    @Override
    public boolean markSupported() {
        return false;
    }

    private void counted(int n) throws IOException {
        count += n;
        if (count > limit) {
            throw LimitExceededException.tooLarge(name, limit);
        }
        tally.bytes(n, name);
    }
}
