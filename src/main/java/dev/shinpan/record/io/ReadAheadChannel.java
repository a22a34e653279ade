package dev.shinpan.record.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A file channel that reads ahead: a zip of a hundred thousand records is read entry by entry,
 * local header then data, each a few hundred bytes, and straight from the file every one of those
 * reads is a system call. Here one read of {@link #WINDOW} bytes serves the entries that follow.
 * Read-only.
 */
final class ReadAheadChannel implements SeekableByteChannel {

    static final int WINDOW = 64 * 1024;

    private final FileChannel file;
    private final byte[] window = new byte[WINDOW];
    /** Where in the file the window starts, and how many of its bytes hold the file's. */
    private long windowStart;

    private int windowLength;
    private long position;

    private ReadAheadChannel(FileChannel file) {
        this.file = file;
    }

    static ReadAheadChannel open(Path path) throws IOException {
        return new ReadAheadChannel(FileChannel.open(path, StandardOpenOption.READ));
    }

    @Override
    public synchronized int read(ByteBuffer dst) throws IOException {
        if (!file.isOpen()) {
            file.position(); // throws ClosedChannelException as the file channel would
        }
        if (!dst.hasRemaining()) {
            return 0;
        }
        if (dst.remaining() >= WINDOW) {
            // As large as the window or larger: nothing to gain from it.
            int n = file.read(dst, position);
            if (n > 0) {
                position += n;
            }
            return n;
        }
        if (position < windowStart || position >= windowStart + windowLength) {
            windowStart = position;
            windowLength = 0;
            int n = file.read(ByteBuffer.wrap(window), position);
            if (n <= 0) {
                return -1;
            }
            windowLength = n;
        }
        int offset = (int) (position - windowStart);
        int n = Math.min(dst.remaining(), windowLength - offset);
        dst.put(window, offset, n);
        position += n;
        return n;
    }

    @Override
    public int write(ByteBuffer src) {
        throw new NonWritableChannelException();
    }

    @Override
    public synchronized long position() throws IOException {
        if (!file.isOpen()) {
            return file.position();
        }
        return position;
    }

    @Override
    public synchronized SeekableByteChannel position(long newPosition) throws IOException {
        if (newPosition < 0) {
            throw new IllegalArgumentException("negative position " + newPosition);
        }
        if (!file.isOpen()) {
            file.position(newPosition);
        }
        position = newPosition;
        return this;
    }

    @Override
    public long size() throws IOException {
        return file.size();
    }

    @Override
    public SeekableByteChannel truncate(long size) {
        throw new NonWritableChannelException();
    }

    @Override
    public boolean isOpen() {
        return file.isOpen();
    }

    @Override
    public void close() throws IOException {
        file.close();
    }
}
