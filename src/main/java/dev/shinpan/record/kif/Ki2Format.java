package dev.shinpan.record.kif;

import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.Stated;
import dev.shinpan.record.TimeControl;
import dev.shinpan.record.codec.FormatCodec;
import dev.shinpan.record.codec.FormatEvidence;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.record.codec.RecordWriter;
import java.util.List;

/** KI2, moves in JSA notation, as the registry knows it; its header is KIF's. */
public final class Ki2Format implements FormatCodec {

    @Override
    public RecordFormat format() {
        return RecordFormat.KI2;
    }

    @Override
    public RecordReader reader() {
        return new Ki2Reader();
    }

    @Override
    public RecordWriter writer() {
        return new Ki2Writer();
    }

    @Override
    public GameFacts facts(GameRecord record) {
        return KifGameFacts.of(record.header());
    }

    @Override
    public Stated<TimeControl> timeControl(GameRecord record) {
        return KifGameFacts.timeControl(record.header());
    }

    /** Shared with KIF: the same lines tell both, and tell them apart. */
    @Override
    public FormatEvidence evidence() {
        return KakinokiEvidence.INSTANCE;
    }

    @Override
    public List<String> extensions() {
        return List.of("ki2", "ki2u");
    }
}
