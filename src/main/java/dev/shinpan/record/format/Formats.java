package dev.shinpan.record.format;

import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.Stated;
import dev.shinpan.record.TimeControl;
import dev.shinpan.record.codec.Converted;
import dev.shinpan.record.codec.FormatCodec;
import dev.shinpan.record.codec.FormatEvidence;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.record.codec.RecordWriter;
import dev.shinpan.record.csa.CsaFormat;
import dev.shinpan.record.io.InputNames;
import dev.shinpan.record.jkf.JkfFormat;
import dev.shinpan.record.kif.Ki2Format;
import dev.shinpan.record.kif.KifFormat;
import dev.shinpan.record.usi.UsiFormat;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The one list of the formats shinpan reads and writes, each given by its own package's
 * {@link FormatCodec}, and the one place above every format that chooses by format: the loader
 * takes each format's reader here, the detector its evidence, the input walk its extensions, and
 * whoever needs a format's words for a record whose format it does not know (its writer, the facts
 * its header states) asks here. The model ({@code dev.shinpan.record}) names formats but knows none
 * of their words.
 */
public final class Formats {

    /**
     * Every format. The order is the detector's: a line is evidence for the first format that
     * claims it (the Kakinoki family's many shapes, then CSA's statements, then USI's words).
     */
    private static final List<FormatCodec> ALL =
            List.of(new KifFormat(), new Ki2Format(), new CsaFormat(), new UsiFormat(), new JkfFormat());

    private static final Map<RecordFormat, FormatCodec> BY_FORMAT = byFormat();
    private static final Map<String, RecordFormat> BY_EXTENSION = byExtension();
    /** Each evidence once, in the order of {@link #ALL}: KIF and KI2 share one. */
    private static final List<FormatEvidence> EVIDENCE = evidence();
    /** What a walk of folders and archives opens: every format's extensions, archives and compressed files. */
    private static final InputNames INPUT_NAMES = new InputNames(extensions());

    private Formats() {}

    private static Map<RecordFormat, FormatCodec> byFormat() {
        Map<RecordFormat, FormatCodec> map = new EnumMap<>(RecordFormat.class);
        for (FormatCodec codec : ALL) {
            map.put(codec.format(), codec);
        }
        if (map.size() != RecordFormat.values().length) {
            throw new IllegalStateException("a format without its codec: " + map.keySet());
        }
        return map;
    }

    private static Map<String, RecordFormat> byExtension() {
        Map<String, RecordFormat> map = new HashMap<>();
        for (FormatCodec codec : ALL) {
            for (String extension : codec.extensions()) {
                map.put(extension, codec.format());
            }
        }
        return Map.copyOf(map);
    }

    private static List<FormatEvidence> evidence() {
        List<FormatEvidence> list = new ArrayList<>();
        for (FormatCodec codec : ALL) {
            if (!list.contains(codec.evidence())) {
                list.add(codec.evidence());
            }
        }
        return List.copyOf(list);
    }

    /** {@return the format's codec} */
    static FormatCodec codec(RecordFormat format) {
        return BY_FORMAT.get(format);
    }

    /** {@return every format's evidence, once each, in the detector's order} */
    static List<FormatEvidence> evidence(boolean byLines) {
        List<FormatEvidence> list = new ArrayList<>();
        for (FormatEvidence e : EVIDENCE) {
            if (e.byLines() == byLines) {
                list.add(e);
            }
        }
        return list;
    }

    /**
     * The extensions, lower case and without the dot, that name a record file of some format: the
     * names a folder or archive walk opens.
     *
     * @return the extensions
     */
    public static Set<String> extensions() {
        Set<String> all = new LinkedHashSet<>();
        for (FormatCodec codec : ALL) {
            all.addAll(codec.extensions());
        }
        return Set.copyOf(all);
    }

    /**
     * The names a walk of folders and archives opens: files with a format's extension, archives and
     * compressed files. Whoever walks inputs ({@code record.io.Inputs}) is given this.
     *
     * @return the names
     */
    public static InputNames inputNames() {
        return INPUT_NAMES;
    }

    /**
     * The format a file name's extension suggests.
     *
     * @param fileName a file name, or null
     * @return the format, or null when the name has no record extension
     */
    public static RecordFormat byName(String fileName) {
        if (fileName == null) {
            return null;
        }
        int dot = fileName.lastIndexOf('.');
        return BY_EXTENSION.get(dot < 0 ? "" : fileName.substring(dot + 1).toLowerCase(Locale.ROOT));
    }

    /**
     * A new reader of a format.
     *
     * @param format the format to read
     * @return a new reader
     */
    public static RecordReader reader(RecordFormat format) {
        return codec(format).reader();
    }

    /**
     * The writer for a target format.
     *
     * @param format the format to write
     * @return a new writer
     */
    public static RecordWriter writer(RecordFormat format) {
        return codec(format).writer();
    }

    /**
     * Writes a readable record in a format, with the facts its own format states.
     *
     * @param record the record, {@link GameRecord#readable() readable}
     * @param target the format to write
     * @return the text and what it could not hold
     */
    public static Converted write(GameRecord record, RecordFormat target) {
        return writer(target).write(record, facts(record));
    }

    /**
     * The facts a record's header (and, for floodgate, its comments) states, by its format's own keys.
     *
     * @param record a record as read
     * @return its facts; {@link GameFacts#NONE} for USI, which states none, and for a record of no known format
     */
    public static GameFacts facts(GameRecord record) {
        return record.format() == null ? GameFacts.NONE : codec(record.format()).facts(record);
    }

    /**
     * The time control alone, as {@link #facts} would give it: the clock asks for it of every record
     * with move times, and the other facts cost more to read than it does.
     *
     * @param record a record as read
     * @return the time control as stated, or null when the record states none
     */
    public static Stated<TimeControl> timeControl(GameRecord record) {
        return record.format() == null ? null : codec(record.format()).timeControl(record);
    }
}
