package dev.shinpan.record.format;

import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.Stated;
import dev.shinpan.record.TimeControl;
import dev.shinpan.record.codec.Converted;
import dev.shinpan.record.codec.RecordWriter;
import dev.shinpan.record.csa.CsaGameFacts;
import dev.shinpan.record.csa.CsaWriter;
import dev.shinpan.record.jkf.JkfWriter;
import dev.shinpan.record.kif.Ki2Writer;
import dev.shinpan.record.kif.KifGameFacts;
import dev.shinpan.record.kif.KifWriter;
import dev.shinpan.record.usi.UsiWriter;

/**
 * The one place above every format that chooses by format: each format's writer and the reader of
 * the facts its header states. The model ({@code dev.shinpan.record}) names formats but knows none of
 * their words; each format's package knows its own; whoever needs a format's words for a record
 * whose format it does not know asks here.
 */
public final class Formats {

    private Formats() {}

    /**
     * The writer for a target format.
     *
     * @param format the format to write
     * @return a new writer
     */
    public static RecordWriter writer(RecordFormat format) {
        return switch (format) {
            case KIF -> new KifWriter.Record();
            case KI2 -> new Ki2Writer();
            case CSA -> new CsaWriter();
            case USI -> new UsiWriter();
            case JKF -> new JkfWriter();
        };
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
        if (record.format() == null) {
            return GameFacts.NONE;
        }
        return switch (record.format()) {
            case KIF, KI2, JKF -> KifGameFacts.of(record.header()); // JKF's header has the KIF keys
            case CSA -> CsaGameFacts.of(record);
            case USI -> GameFacts.NONE;
        };
    }

    /**
     * The time control alone, as {@link #facts} would give it: the clock asks for it of every record
     * with move times, and the other facts cost more to read than it does.
     *
     * @param record a record as read
     * @return the time control as stated, or null when the record states none
     */
    public static Stated<TimeControl> timeControl(GameRecord record) {
        if (record.format() == null) {
            return null;
        }
        return switch (record.format()) {
            case KIF, KI2, JKF -> KifGameFacts.timeControl(record.header());
            case CSA -> CsaGameFacts.timeControl(record);
            case USI -> null;
        };
    }
}
