package dev.shinpan.record.kif;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.record.text.RecordText;
import java.util.function.Consumer;

/**
 * Reads KI2 (docs/formats.md §2): moves without numbers or origins ({@code ▲７六歩 △同　銀}), resolved on
 * the board by the JSA modifier rules while the record is replayed; the result is stated only in
 * the {@code まで} line. Header, board diagram, comments and variations are read as in KIF.
 */
public final class Ki2Reader implements RecordReader {

    private final StartNames presets;

    /** A reader of standard-shogi records (平手 and the fifteen handicaps of 手合割). */
    public Ki2Reader() {
        this(StartNames.STANDARD);
    }

    /** A reader for a dialect whose 手合割 names other presets, e.g. a Tori Shogi dialect. */
    Ki2Reader(StartNames presets) {
        this.presets = presets;
    }

    @Override
    public RecordFormat format() {
        return RecordFormat.KI2;
    }

    @Override
    public void read(RecordText text, ReadOptions options, Consumer<GameRecord> sink) {
        sink.accept(new KakinokiParser(RecordFormat.KI2, options, presets, Ki2Moves::new).read(text));
    }
}
