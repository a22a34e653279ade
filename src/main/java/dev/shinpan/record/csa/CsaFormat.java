package dev.shinpan.record.csa;

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

/** CSA, the Computer Shogi Association's format, as the registry knows it. */
public final class CsaFormat implements FormatCodec {

    @Override
    public RecordFormat format() {
        return RecordFormat.CSA;
    }

    @Override
    public RecordReader reader() {
        return new CsaReader();
    }

    @Override
    public RecordWriter writer() {
        return new CsaWriter();
    }

    /** The header's facts, and for floodgate's records those its comments state. */
    @Override
    public GameFacts facts(GameRecord record) {
        return CsaGameFacts.of(record);
    }

    @Override
    public Stated<TimeControl> timeControl(GameRecord record) {
        return CsaGameFacts.timeControl(record);
    }

    @Override
    public FormatEvidence evidence() {
        return CsaEvidence.INSTANCE;
    }

    @Override
    public List<String> extensions() {
        return List.of("csa");
    }

    /** Short ASCII lines. */
    @Override
    public boolean notesLineBreaks() {
        return false;
    }
}
