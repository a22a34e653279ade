package dev.shinpan.adjudicate.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.shinpan.adjudicate.Remark;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.text.Catalogue;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** What the clock tests share: one record read from a text, a verdict's remark by id, and its English. */
final class ClockRecords {

    private ClockRecords() {}

    /** The one record of a text, read as a file of that name. */
    static GameRecord read(String name, String text) {
        return read(name, text.getBytes(StandardCharsets.UTF_8));
    }

    /** The one record of these bytes, read as a file of that name. */
    static GameRecord read(String name, byte[] bytes) {
        List<GameRecord> records = new RecordLoader().load(InputEntry.of(name, bytes), null);
        assertEquals(1, records.size());
        return records.get(0);
    }

    /** The verdict's remark of that id, or null. */
    static Remark remark(Verdict v, String id) {
        return v.remarks().stream().filter(r -> r.id().equals(id)).findFirst().orElse(null);
    }

    /** What the remark says, in English. */
    static String english(Remark r) {
        return Catalogue.english().render(r.text());
    }
}
