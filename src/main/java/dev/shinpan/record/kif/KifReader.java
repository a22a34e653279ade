package dev.shinpan.record.kif;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordReader;
import java.util.List;

/**
 * Reads KIF (Kakinoki format, FORMATS.md §1): numbered move lines with origins, terminal words,
 * variations, comments, board diagrams, and the deviations real files show (§6). Reading does not
 * judge legality; a record that cannot be read completely carries a located ERROR and keeps what
 * came before it.
 */
public final class KifReader implements RecordReader {

    @Override
    public RecordFormat format() {
        return RecordFormat.KIF;
    }

    @Override
    public List<GameRecord> read(String text, ReadOptions options) {
        return List.of(new KakinokiParser(RecordFormat.KIF, options, StartPresets.STANDARD, KifMoves::new)
                .read(text));
    }
}
