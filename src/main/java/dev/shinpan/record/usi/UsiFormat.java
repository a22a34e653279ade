package dev.shinpan.record.usi;

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

/** USI and SFEN, a {@code position} command's text, as the registry knows it. */
public final class UsiFormat implements FormatCodec {

    @Override
    public RecordFormat format() {
        return RecordFormat.USI;
    }

    @Override
    public RecordReader reader() {
        return new UsiReader();
    }

    @Override
    public RecordWriter writer() {
        return new UsiWriter();
    }

    /** USI states no facts. */
    @Override
    public GameFacts facts(GameRecord record) {
        return GameFacts.NONE;
    }

    @Override
    public Stated<TimeControl> timeControl(GameRecord record) {
        return null;
    }

    @Override
    public FormatEvidence evidence() {
        return UsiEvidence.INSTANCE;
    }

    @Override
    public List<String> extensions() {
        return List.of("usi", "sfen");
    }

    /** Few lines, each long. */
    @Override
    public boolean notesLineBreaks() {
        return false;
    }
}
