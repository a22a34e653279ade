package dev.shinpan.record.kif;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.record.text.RecordText;
import java.util.function.Consumer;

/**
 * Reads KIF (Kakinoki format, docs/formats.md §1): numbered move lines with origins, terminal words,
 * variations, comments, board diagrams, and the deviations real files show (§6). Reading does not
 * judge legality; a record that cannot be read completely carries a located ERROR and keeps what
 * came before it.
 */
public final class KifReader implements RecordReader {

    private final StartNames presets;

    /**
     * A reader of standard-shogi records (平手 and the fifteen handicaps of 手合割) and of the Tori
     * Shogi dialect ({@code 手合割：禽将棋}, 7×7 squares and diagrams, Tori piece names).
     */
    public KifReader() {
        this(StartNames.DEFAULT);
    }

    /** A reader for a dialect whose 手合割 names other presets, e.g. a Tori Shogi dialect. */
    KifReader(StartNames presets) {
        this.presets = presets;
    }

    @Override
    public RecordFormat format() {
        return RecordFormat.KIF;
    }

    @Override
    public void read(RecordText text, ReadOptions options, Consumer<GameRecord> sink) {
        sink.accept(new KakinokiParser(RecordFormat.KIF, options, presets, KifMoves::new).read(text));
    }
}
