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

/** KIF, Kakinoki's format, as the registry knows it. */
public final class KifFormat implements FormatCodec {

    @Override
    public RecordFormat format() {
        return RecordFormat.KIF;
    }

    @Override
    public RecordReader reader() {
        return new KifReader();
    }

    @Override
    public RecordWriter writer() {
        return new KifWriter.Record();
    }

    @Override
    public GameFacts facts(GameRecord record) {
        return KifGameFacts.of(record.header());
    }

    @Override
    public Stated<TimeControl> timeControl(GameRecord record) {
        return KifGameFacts.timeControl(record.header());
    }

    /** Shared with KI2: the same lines tell both, and tell them apart. */
    @Override
    public FormatEvidence evidence() {
        return KakinokiEvidence.INSTANCE;
    }

    @Override
    public List<String> extensions() {
        return List.of("kif", "kifu");
    }
}
