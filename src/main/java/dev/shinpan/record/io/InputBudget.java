package dev.shinpan.record.io;

import java.io.InterruptedIOException;

/**
 * Bytes of input held in memory at once, across every input read but not yet judged. Reading
 * waits for room before it holds more, so many large files never sit in memory together; one
 * input alone may always go up to its own limit, or nothing could be read at all.
 */
public final class InputBudget {

    private final long capacity;
    private long held;

    public InputBudget(long capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive, not " + capacity);
        }
        this.capacity = capacity;
    }

    /** A budget that never waits: for one input at a time. */
    public static InputBudget unlimited() {
        return new InputBudget(Long.MAX_VALUE);
    }

    /**
     * Waits until {@code bytes} more fit, or until this input's own {@code alreadyHeld} bytes are all
     * that is held; then holds them.
     *
     * @throws InterruptedIOException when the reader is told to stop while waiting
     */
    public synchronized void reserve(long bytes, long alreadyHeld) throws InterruptedIOException {
        while (held > alreadyHeld && held + bytes > capacity) {
            try {
                wait();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("stopped while waiting for memory");
            }
        }
        held += bytes;
    }

    /** Gives back bytes reserved earlier, once they are no longer held. */
    public synchronized void release(long bytes) {
        held -= bytes;
        notifyAll();
    }

    public synchronized long held() {
        return held;
    }
}
