package dev.shinpan.record.io;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordReader;
import dev.shinpan.record.RecordReader.ReadOptions;
import dev.shinpan.record.csa.CsaReader;
import dev.shinpan.record.jkf.JkfReader;
import dev.shinpan.record.kif.Ki2Reader;
import dev.shinpan.record.kif.KifReader;
import dev.shinpan.record.usi.UsiReader;
import dev.shinpan.rules.Variant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one input into records: decodes the bytes, recognises the format by content and hands
 * the text to that format's reader. Never throws for bad input; an input that cannot be read at
 * all becomes one unreadable record saying why.
 */
public final class RecordLoader {

    private final Map<RecordFormat, RecordReader> readers = new EnumMap<>(RecordFormat.class);

    public RecordLoader() {
        for (RecordReader r : List.<RecordReader>of(new KifReader(), new Ki2Reader(), new CsaReader(), new UsiReader(),
                new JkfReader())) {
            readers.put(r.format(), r);
        }
    }

    /**
     * @param entry   the input
     * @param variant the variant the user asked for, or null to let each record decide
     */
    public List<GameRecord> load(InputEntry entry, Variant variant) {
        if (entry.bytes() == null) {
            return List.of(unreadable(entry.name(), null, null, entry.error()));
        }
        FormatDetector.Detection detection = FormatDetector.detect(entry.bytes(), entry.name());
        String encoding = detection.text() == null ? null : detection.text().encoding();
        if (detection.format() == null) {
            return List.of(unreadable(entry.name(), null, encoding, detection.reason()));
        }
        RecordReader reader = readers.get(detection.format());
        if (reader == null) {
            return List.of(unreadable(entry.name(), detection.format(), encoding,
                    detection.format().id() + " records cannot be read yet"));
        }
        try {
            return reader.read(detection.text().text(), new ReadOptions(entry.name(), encoding, variant));
        } catch (RuntimeException e) {
            // A reader bug must not stop a batch; report it against the file.
            return List.of(unreadable(entry.name(), detection.format(), encoding,
                    "internal error while reading (" + e + "); please report this file"));
        }
    }

    private static GameRecord unreadable(String source, RecordFormat format, String encoding, String why) {
        return GameRecord.unreadable(source, 0, format, encoding, List.of(Problem.error(0, 0, "", why)));
    }
}
