package dev.shinpan.record.codec;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.text.RecordText;
import dev.shinpan.rules.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads decoded text of one format into records. Never throws for bad input: what cannot be read
 * becomes a located {@link Problem} in the record, and what was read before it is kept.
 */
public interface RecordReader {

    RecordFormat format();

    /**
     * Reads records one by one, handing each to the sink as soon as it is complete and keeping
     * nothing of it afterwards, so that a file of many records never holds them all.
     *
     * @param text    the decoded file content (a leading BOM already removed)
     * @param options what the user told shinpan about the input
     * @param sink    receives at least one record; records carry {@code source} and
     *                {@code encoding} from options
     */
    void read(RecordText text, ReadOptions options, Consumer<GameRecord> sink);

    /** Reads records from text given as a String; see {@link #read(RecordText, ReadOptions, Consumer)}. */
    default void read(String text, ReadOptions options, Consumer<GameRecord> sink) {
        read(RecordText.of(text), options, sink);
    }

    /** Reads all records into a list; for tests and small inputs. */
    default List<GameRecord> read(String text, ReadOptions options) {
        List<GameRecord> all = new ArrayList<>();
        read(text, options, all::add);
        return all;
    }

    /** Reads all records into a list; for tests and small inputs. */
    static List<GameRecord> readAll(RecordReader reader, String text, ReadOptions options) {
        return reader.read(text, options);
    }

    /**
     * What a reader is told besides the text.
     *
     * @param source   the name to report
     * @param encoding the encoding the text was decoded from, or null
     * @param variant  the variant the user asked for, or null to let the record decide
     * @param limits   what one input may cost
     * @param notes    problems found before reading, located in the text (a byte the decoder had
     *                 to replace); each goes to the record whose lines hold it
     */
    record ReadOptions(String source, String encoding, Variant variant, Limits limits, List<Problem> notes) {

        public ReadOptions {
            notes = List.copyOf(notes);
        }

        public ReadOptions(String source, String encoding, Variant variant, Limits limits) {
            this(source, encoding, variant, limits, List.of());
        }

        public ReadOptions(String source, String encoding, Variant variant) {
            this(source, encoding, variant, Limits.DEFAULT);
        }
    }
}
