package dev.shinpan.property;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.shinpan.property.write.RecordText;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.record.codec.RecordReader.ReadOptions;
import java.util.List;

/** Writes a game in a format and reads it back with that format's reader. */
public final class ReadBack {

    private ReadBack() {}

    /** The one record the text holds; fails on anything but exactly one record without errors. */
    public static GameRecord read(RecordText format, Game game) {
        String text = format.write(game);
        List<GameRecord> records =
                RecordReader.readAll(format.reader(), text, new ReadOptions(format.fileName(), "UTF-8", null));
        assertEquals(
                1, records.size(), () -> format.format() + " text read as " + records.size() + " records:\n" + text);
        GameRecord record = records.get(0);
        List<Problem> errors =
                record.problems().stream().filter(Problem::isError).toList();
        assertEquals(List.of(), errors, () -> format.format() + " text read with errors:\n" + text);
        return record;
    }
}
