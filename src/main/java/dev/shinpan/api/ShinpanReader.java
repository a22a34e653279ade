package dev.shinpan.api;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputBudget;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.text.Message;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Reads records as the command line does, one at a time: files, folders (walked in name order), archives
 * and compressed files (zip, tar, tar.gz, 7z, gz, xz, bz2) entry by entry, recognised by their bytes, each
 * within the {@link Limits}. Made by {@link Shinpan#reader()}; each setting returns a new reader, so one
 * reader may be kept and shared.
 *
 * <p>The records come as a {@link Stream} read a few records ahead of the caller on a thread of its own:
 * close it (try-with-resources) to stop the reading when you stop early. Bad content never throws: an input
 * that cannot be read comes back as an unreadable record saying why ({@link GameRecord#problems()}).
 *
 * <pre>{@code
 * try (Stream<GameRecord> records = Shinpan.reader()
 *         .limits(Limits.builder().moves(2000).build())
 *         .read(Path.of("wdoor2024.zip"))) {
 *     records.map(Shinpan::judge)
 *             .filter(verdict -> verdict.firstIllegal() != null)
 *             .forEach(verdict -> System.out.println(verdict.record().source()));
 * }
 * }</pre>
 */
public final class ShinpanReader {

    /** The name a stream or a text is read under when the caller gives none. */
    private static final String UNNAMED = "-";

    private final Limits limits;
    private final Charset encoding;
    private final RecordFormat format;
    private final BiConsumer<String, Message> skipped;

    ShinpanReader(Limits limits, Charset encoding, RecordFormat format, BiConsumer<String, Message> skipped) {
        this.limits = limits;
        this.encoding = encoding;
        this.format = format;
        this.skipped = skipped;
    }

    /**
     * A reader within other limits (the command line's {@code --limit}).
     *
     * @param limits what one input may cost at most, e.g. {@code Limits.builder().moves(2000).build()}
     * @return a reader like this one with those limits
     */
    public ShinpanReader limits(Limits limits) {
        return new ShinpanReader(Objects.requireNonNull(limits, "limits"), encoding, format, skipped);
    }

    /**
     * A reader that reads text which is not UTF-8 in this encoding when it can: Shift_JIS and EUC-JP cannot
     * always be told apart by their bytes. UTF-8 is read as UTF-8 whatever the hint.
     *
     * @param encoding the encoding expected, e.g. {@code Charset.forName("Shift_JIS")}, or null to detect it
     * @return a reader like this one with that hint
     */
    public ShinpanReader encoding(Charset encoding) {
        return new ShinpanReader(limits, encoding, format, skipped);
    }

    /**
     * A reader that expects this format: the hint counts as a file's extension does, breaking ties, while
     * the content still decides (a CSA file read with a KIF hint is read as CSA).
     *
     * @param format the format expected, or null to go by each file's name
     * @return a reader like this one with that hint
     */
    public ShinpanReader format(RecordFormat format) {
        return new ShinpanReader(limits, encoding, format, skipped);
    }

    /**
     * A reader that tells what it leaves unread in a folder or an archive (a file whose name is no
     * record's, a link to a file read already) and why; by default such entries are passed over silently.
     * The listener is called on the reading thread.
     *
     * @param listener given each entry's name and the reason, a catalogue message
     *                 ({@code Catalogue.english().render(reason)})
     * @return a reader like this one with that listener
     */
    public ShinpanReader onSkipped(BiConsumer<String, Message> listener) {
        return new ShinpanReader(limits, encoding, format, listener);
    }

    /**
     * The records of a file, a folder or an archive, in order.
     *
     * @param path what to read
     * @return the records, to close when done; an input that cannot be opened is one unreadable record
     */
    public Stream<GameRecord> read(Path path) {
        String argument = path.toString();
        return pump(visitor -> inputs(InputStream.nullInputStream(), UNNAMED).read(List.of(argument), visitor));
    }

    /**
     * The records of a stream (a record, a multi-record file, or an archive), read to its end; the stream
     * is not closed.
     *
     * @param in   the bytes
     * @param name the name the records are located by, e.g. {@code upload.zip}
     * @return the records, to close when done
     */
    public Stream<GameRecord> read(InputStream in, String name) {
        Objects.requireNonNull(in, "in");
        return pump(visitor -> inputs(in, name).read(List.of(Inputs.STDIN), visitor));
    }

    /**
     * The records of a stream, named {@code -} as standard input is.
     *
     * @param in the bytes
     * @return the records, to close when done
     */
    public Stream<GameRecord> read(InputStream in) {
        return read(in, UNNAMED);
    }

    /**
     * The records of a text (KIF, KI2, CSA, USI/SFEN or JKF), named {@code -}.
     *
     * @param text the record's text, e.g. {@code "position startpos moves 7g7f 3c3d"}
     * @return the records, to close when done
     */
    public Stream<GameRecord> read(String text) {
        return read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), UNNAMED);
    }

    private Inputs inputs(InputStream in, String name) {
        return new Inputs(Formats.inputNames(), limits, InputBudget.unlimited(), name, in);
    }

    private Stream<GameRecord> pump(Consumer<Inputs.Visitor> read) {
        return new RecordPump(read, new RecordLoader(limits, format, encoding), skipped).stream();
    }
}
