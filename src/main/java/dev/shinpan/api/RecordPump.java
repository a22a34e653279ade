package dev.shinpan.api;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.text.Message;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Turns the command line's way of reading, which hands each record to a visitor as it is read
 * ({@link Inputs}, {@link RecordLoader}), into records to pull one at a time: the reading runs on a
 * thread of its own a few records ahead of the caller, so that a zip of 100,000 records is never held
 * whole; closing the stream stops it.
 */
final class RecordPump implements Iterator<GameRecord>, AutoCloseable {

    /** How far reading may run ahead of the caller, in records. */
    private static final int AHEAD = 64;

    /** What the reading thread hands over last: the end, or what stopped it. */
    private record End(RuntimeException failure) {}

    private final BlockingQueue<Object> queue = new ArrayBlockingQueue<>(AHEAD);
    private final Thread reading;
    private volatile boolean closed;
    private Object next;
    private boolean ended;

    /**
     * @param read     reads the input, handing each entry to the visitor
     * @param loader   reads an entry into records
     * @param skipped  told of each entry not read (not a record's name, a folder reached twice), or null
     */
    RecordPump(Consumer<Inputs.Visitor> read, RecordLoader loader, BiConsumer<String, Message> skipped) {
        Inputs.Visitor visitor = new Inputs.Visitor() {
            @Override
            public void entry(InputEntry entry) {
                loader.load(entry, null, RecordPump.this::put);
            }

            @Override
            public void skipped(String name, Message reason) {
                if (skipped != null && !closed) {
                    skipped.accept(name, reason);
                }
            }
        };
        reading = new Thread(
                () -> {
                    RuntimeException failure = null;
                    try {
                        read.accept(visitor);
                    } catch (CancellationException e) {
                        return; // closed: nobody waits for the end
                    } catch (RuntimeException e) {
                        failure = e;
                    }
                    try {
                        put(new End(failure));
                    } catch (CancellationException e) {
                        // closed while handing over the end: nobody waits for it
                    }
                },
                "shinpan-reader");
        // a stream left open must not keep the program alive
        reading.setDaemon(true);
        reading.start();
    }

    /** On the reading thread: waits for room, and stops reading once the caller has closed. */
    private void put(Object item) {
        if (closed) {
            throw new CancellationException("closed");
        }
        try {
            queue.put(item);
        } catch (InterruptedException e) {
            throw new CancellationException("closed");
        }
    }

    @Override
    public boolean hasNext() {
        if (next == null && !ended) {
            try {
                next = queue.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CancellationException("interrupted while waiting for the next record");
            }
            if (next instanceof End end) {
                next = null;
                ended = true;
                if (end.failure() != null) {
                    throw end.failure();
                }
            }
        }
        return next != null;
    }

    @Override
    public GameRecord next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        GameRecord record = (GameRecord) next;
        next = null;
        return record;
    }

    /** Stops the reading and lets go of what it read ahead; reading again after this ends the stream. */
    @Override
    public void close() {
        closed = true;
        ended = true;
        next = null;
        reading.interrupt();
        queue.clear();
    }

    /** The records as a sequential stream whose {@link Stream#close()} stops the reading. */
    Stream<GameRecord> stream() {
        return StreamSupport.stream(
                        Spliterators.spliteratorUnknownSize(this, Spliterator.ORDERED | Spliterator.NONNULL), false)
                .onClose(this::close);
    }
}
