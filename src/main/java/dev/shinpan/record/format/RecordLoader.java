package dev.shinpan.record.format;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.record.codec.RecordReader.ReadOptions;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.rules.Variant;
import dev.shinpan.text.Message;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Reads one input into records: decodes the bytes, recognises the format by content and hands
 * the text to that format's reader. Never throws for bad input; an input that cannot be read at
 * all becomes one unreadable record saying why.
 */
public final class RecordLoader {

    private final Map<RecordFormat, RecordReader> readers = new EnumMap<>(RecordFormat.class);
    private final Limits limits;
    private final RecordFormat formatHint;
    private final Charset encodingHint;

    public RecordLoader() {
        this(Limits.DEFAULT);
    }

    public RecordLoader(Limits limits) {
        this(limits, null, null);
    }

    /**
     * @param formatHint   the format an embedder expects, standing for each input's extension, or null
     * @param encodingHint the encoding an embedder expects of text that is not UTF-8, or null
     */
    public RecordLoader(Limits limits, RecordFormat formatHint, Charset encodingHint) {
        this.limits = limits;
        this.formatHint = formatHint;
        this.encodingHint = encodingHint;
    }

    /** The format's reader, made when first needed: a single KIF loads no JSON parser, for one. */
    private RecordReader reader(RecordFormat format) {
        return readers.computeIfAbsent(format, Formats::reader);
    }

    /**
     * @param entry   the input
     * @param variant the variant the user asked for, or null to let each record decide
     */
    public List<GameRecord> load(InputEntry entry, Variant variant) {
        List<GameRecord> all = new ArrayList<>();
        load(entry, variant, all::add);
        return all;
    }

    /**
     * Reads one input, handing each record to the sink as soon as it is read, so that a file of
     * many records is never held whole.
     *
     * @param variant the variant the user asked for, or null to let each record decide
     */
    public void load(InputEntry entry, Variant variant, Consumer<GameRecord> sink) {
        if (entry.bytes() == null) {
            sink.accept(unreadable(entry.name(), null, null, Problem.error(entry.error())));
            return;
        }
        FormatDetector.Detection detection =
                FormatDetector.detect(entry.bytes(), entry.name(), formatHint, encodingHint);
        String encoding = detection.text() == null ? null : detection.text().encoding();
        if (detection.format() == null) {
            sink.accept(unreadable(entry.name(), null, encoding, Problem.error(detection.why())));
            return;
        }
        RecordReader reader = reader(detection.format());
        try {
            reader.read(
                    detection.text().content(),
                    new ReadOptions(
                            entry.name(),
                            encoding,
                            variant,
                            limits,
                            detection.text().problems()),
                    sink);
        } catch (RuntimeException e) {
            // A reader bug must not stop a batch; report it against the file.
            sink.accept(unreadable(
                    entry.name(),
                    detection.format(),
                    encoding,
                    Problem.error(Message.of("input.internal.reader", e.toString()))));
        }
    }

    private static GameRecord unreadable(String source, RecordFormat format, String encoding, Problem why) {
        return GameRecord.unreadable(source, 0, format, encoding, List.of(why));
    }
}
