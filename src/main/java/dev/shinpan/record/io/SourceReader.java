package dev.shinpan.record.io;

import dev.shinpan.record.Limits;
import dev.shinpan.text.Message;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.function.Function;
import org.apache.commons.io.function.IOConsumer;

/**
 * Reads one input the user named (a file or standard input) once, front to back: by its first
 * bytes a record, a compressed file or an archive, and an archive's entries likewise, to the
 * nesting limit. Every record found goes to the visitor as it is read; every entry that cannot be
 * read becomes a failed entry under its own name, and the entries after it are still read.
 */
final class SourceReader {

    static final Message NOT_A_RECORD_NAME = Message.of("skip.not-a-record");
    private static final int BUFFER = 8192;

    private final InputNames names;
    private final Limits limits;
    private final InputBudget budget;
    private final Inputs.Visitor visitor;
    private final ArchiveTally tally;
    private final ReadPosition position;
    private final int decoderMemoryKib;
    /** Why the bytes of the input itself are no record, or null when it is read whatever it holds (named). */
    private final Function<byte[], Message> inputNotRecord;
    /** Why the bytes of an archive's entry are no record, or null to read them. */
    private final Function<byte[], Message> entryNotRecord;

    /** @param position told how far an archive read from the named file has come */
    SourceReader(InputNames names, Limits limits, InputBudget budget, Inputs.Visitor visitor, ReadPosition position) {
        this(names, limits, budget, visitor, position, null, null);
    }

    /**
     * @param inputNotRecord why the input's own bytes are no record (for a file met in a walk), or null
     * @param entryNotRecord why an archive entry's bytes are no record, or null
     */
    SourceReader(
            InputNames names,
            Limits limits,
            InputBudget budget,
            Inputs.Visitor visitor,
            ReadPosition position,
            Function<byte[], Message> inputNotRecord,
            Function<byte[], Message> entryNotRecord) {
        this.names = names;
        this.inputNotRecord = inputNotRecord;
        this.entryNotRecord = entryNotRecord;
        this.limits = limits;
        this.budget = budget;
        this.visitor = visitor;
        this.position = position;
        this.tally = new ArchiveTally(limits);
        // Decoders may take half the heap at most: a header asking for more is hostile or broken.
        this.decoderMemoryKib =
                (int) Math.min(Integer.MAX_VALUE, Runtime.getRuntime().maxMemory() / 2 / 1024);
    }

    /**
     * @param file the file the stream reads, when it is a regular file (archives needing random
     *             access then use it), or null
     * @param size its size, or -1 when unknown
     */
    void read(String name, InputStream in, Path file, long size) throws IOException {
        read(name, in, file, size, 0, inputNotRecord);
    }

    /**
     * @param depth     how many archives or compressed files enclose this input
     * @param notRecord why these bytes are no record, or null to read them whatever they hold
     */
    private void read(
            String name, InputStream raw, Path file, long size, int depth, Function<byte[], Message> notRecord)
            throws IOException {
        BufferedInputStream in = new BufferedInputStream(raw, bufferFor(size));
        Container container = Container.sniff(in);
        if (container == null) {
            byte[] bytes = BoundedRead.bytes(in, size, limits.inputBytes(), name, budget);
            Message why = notRecord == null ? null : notRecord.apply(bytes);
            if (why != null) {
                budget.release(bytes.length); // held for an entry no task will judge
                visitor.skipped(name, why); // named like any file not read, never dropped silently
            } else {
                visitor.entry(InputEntry.of(name, bytes));
            }
            return;
        }
        if (depth > limits.nestingDepth()) {
            throw new LimitExceededException(
                    LimitExceededException.Limit.NESTING,
                    name,
                    Message.of(
                            "input.limit.nesting",
                            container.label(),
                            limits.nestingDepth(),
                            LimitExceededException.Limit.NESTING.id()));
        }
        switch (container) {
            case GZIP, XZ, BZIP2 -> decompressed(name, container, in, depth, notRecord);
            case TAR -> entries(name, container, new TarCursor(in), depth + 1, false);
            case ZIP -> fromFile(name, in, file, path -> zip(name, path, depth + 1, path.equals(file)));
            case SEVEN_Z ->
                fromFile(
                        name,
                        in,
                        file,
                        path -> entries(name, container, sevenZ(name, path), depth + 1, path.equals(file)));
        }
    }

    /**
     * The read buffer for an input of this size (-1 unknown): no more than it holds, and at least
     * what telling its container takes. An archive of a hundred thousand small records opens a
     * stream per entry, and a full buffer for each was a tenth of reading the archive.
     */
    static int bufferFor(long size) {
        return size < 0 ? BUFFER : (int) Math.max(Container.HEAD_BYTES, Math.min(BUFFER, size + 1));
    }

    /** A compressed tar is one archive; anything else compressed is read for what it holds. */
    private void decompressed(
            String name, Container compression, InputStream in, int depth, Function<byte[], Message> notRecord)
            throws IOException {
        BufferedInputStream content =
                new BufferedInputStream(Decompression.of(compression, in, decoderMemoryKib), BUFFER);
        if (Container.sniff(content) == Container.TAR) {
            entries(name, Container.TAR, new TarCursor(content), depth + 1, false);
        } else {
            read(name, content, null, -1, depth + 1, notRecord);
        }
    }

    /** Zip and 7z are read from a file: standard input and archive entries are copied to one first. */
    private void fromFile(String name, InputStream in, Path file, IOConsumer<Path> reader) throws IOException {
        if (file != null) {
            reader.accept(file);
            return;
        }
        Path copy = BoundedRead.toTemporaryFile(in, limits.inputBytes(), name);
        try {
            reader.accept(copy);
        } finally {
            Files.deleteIfExists(copy);
        }
    }

    private SevenZCursor sevenZ(String name, Path file) throws IOException {
        try {
            return new SevenZCursor(file, decoderMemoryKib);
        } catch (IOException | RuntimeException e) {
            // The library's words ("nextHeaderOffset is out of bounds") need saying what was being read.
            throw new InputException(
                    Message.of("input.archive-unreadable", Container.SEVEN_Z.label(), Failures.describe(e, file, name)),
                    e);
        }
    }

    /** @param named whether the zip is the file the user named, whose progress is then told */
    private void zip(String name, Path file, int depth, boolean named) throws IOException {
        // the hand-written reader of plain zips saves a tenth and more of reading a large one (see its comment)
        ArchiveCursor cursor = PlainZipCursor.open(file);
        try {
            if (cursor == null) {
                cursor = new ZipCursor(file);
            }
        } catch (IOException e) {
            visitor.entry(InputEntry.failed(
                    name,
                    Message.of(
                            "input.zip-directory-damaged", Container.ZIP.label(), Failures.describe(e, file, name))));
            try (InputStream in = Files.newInputStream(file)) {
                entries(name, Container.ZIP, new ZipStreamCursor(in), depth, false);
            }
            return;
        }
        entries(name, Container.ZIP, cursor, depth, named);
    }

    /** @param named whether the cursor reads the file the user named, whose progress is then told */
    private void entries(String archive, Container container, ArchiveCursor cursor, int depth, boolean named)
            throws IOException {
        int files = 0;
        try (cursor) {
            while (true) {
                ArchiveCursor.Entry e;
                try {
                    e = cursor.next();
                } catch (LimitExceededException | InterruptedIOException x) {
                    throw x;
                } catch (IOException | RuntimeException x) {
                    visitor.entry(InputEntry.failed(
                            archive, Message.of("input.archive-cut", container.label(), Failures.describe(x))));
                    return;
                }
                if (e == null) {
                    if (files == 0) { // an archive that gave nothing is said to, as an entry that is no record is
                        visitor.skipped(archive, Message.of("skip.archive-empty", container.label()));
                    }
                    return;
                }
                if (named) {
                    position.reached(cursor.offset());
                }
                if (!e.directory()) {
                    files++;
                    entry(archive + "!/" + e.path(), e, cursor.skippingReads(), depth);
                }
            }
        }
    }

    private void entry(String name, ArchiveCursor.Entry e, boolean skippingReads, int depth) throws IOException {
        tally.entry(name);
        if (e.skipReason() != null || !names.worthOpening(e.path())) {
            passOver(name, e, skippingReads);
            visitor.skipped(name, e.skipReason() != null ? e.skipReason() : NOT_A_RECORD_NAME);
        } else if (e.unreadable() != null) {
            passOver(name, e, skippingReads);
            visitor.entry(InputEntry.failed(name, e.unreadable()));
        } else if (e.size() > limits.inputBytes()) {
            passOver(name, e, skippingReads);
            visitor.entry(InputEntry.failed(
                    name,
                    LimitExceededException.tooLarge(name, limits.inputBytes()).reason()));
        } else {
            guarded(name, () -> {
                try (InputStream content =
                        new MeteredInputStream(e.content().get(), name, limits.inputBytes(), tally)) {
                    read(name, content, null, e.size(), depth, entryNotRecord);
                }
            });
        }
    }

    /** Passing over an entry of a streamed archive decompresses it all the same: that counts too. */
    private void passOver(String name, ArchiveCursor.Entry e, boolean skippingReads) throws LimitExceededException {
        if (skippingReads && e.size() > 0) {
            tally.bytes(e.size(), name);
        }
    }

    /** The unit of failure inside an archive: one entry; a limit of the whole archive ends it. */
    private void guarded(String name, IORunnable read) throws IOException {
        try {
            read.run();
        } catch (LimitExceededException x) {
            if (x.limit().endsArchive()) {
                throw x;
            }
            visitor.entry(InputEntry.failed(x.where(), x.reason()));
        } catch (InterruptedIOException | CancellationException x) {
            throw x;
        } catch (IOException | RuntimeException x) {
            visitor.entry(InputEntry.failed(name, Failures.describe(x)));
        } catch (StackOverflowError | OutOfMemoryError | LinkageError x) {
            visitor.entry(InputEntry.internalError(name, x));
        }
    }

    /** Reading that may fail. */
    @FunctionalInterface
    interface IORunnable {
        void run() throws IOException;
    }
}
