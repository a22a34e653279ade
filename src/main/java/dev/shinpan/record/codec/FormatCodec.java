package dev.shinpan.record.codec;

import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.Stated;
import dev.shinpan.record.TimeControl;
import java.util.List;

/**
 * All the registry ({@code record.format.Formats}) needs of one format, given by the format's own
 * package: its reader and writer, the facts its header states, how its text is told from the
 * others', and the extensions its files are named with. Adding a format is its package, with one of
 * these, and one line in the registry's list.
 */
public interface FormatCodec {

    /** {@return the format} */
    RecordFormat format();

    /**
     * {@return a new reader of the format} Made when a text of the format is first met: a batch of
     * KIF files loads no JSON parser.
     */
    RecordReader reader();

    /** {@return a new writer of the format} */
    RecordWriter writer();

    /**
     * The facts a record of the format states by its own keys.
     *
     * @param record a record read in the format
     * @return its facts, {@link GameFacts#NONE} when the format states none
     */
    GameFacts facts(GameRecord record);

    /**
     * The time control alone, as {@link #facts} would give it, which costs less to read.
     *
     * @param record a record read in the format
     * @return the time control as stated, or null when the record states none
     */
    Stated<TimeControl> timeControl(GameRecord record);

    /** {@return how the format is told by content; formats told by the same lines share one} */
    FormatEvidence evidence();

    /**
     * {@return the extensions, lower case and without the dot, that name a file of the format} A
     * folder or archive walk opens files so named; the extension breaks ties between formats.
     */
    List<String> extensions();

    /**
     * Whether a file named for the format is worth decoding with its line breaks noted: not for a
     * format of short ASCII lines or few lines, where the noting costs more than the scan for each
     * line's end it spares. A file not of the format its name says is read just as well either way.
     */
    default boolean notesLineBreaks() {
        return true;
    }
}
