package dev.shinpan.record;

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
     * @param text    the decoded file content (a leading BOM already removed)
     * @param options what the user told shinpan about the input
     * @return at least one record; records carry {@code source} and {@code encoding} from options
     */
    List<GameRecord> read(String text, ReadOptions options);

    /**
     * Reads records one by one, handing each to the sink as soon as it is complete, so that a
     * file of many records never holds them all. Readers of multi-record formats override this.
     */
    default void read(String text, ReadOptions options, Consumer<GameRecord> sink) {
        read(text, options).forEach(sink);
    }

    /** Reads all records into a list; for tests and small inputs. */
    static List<GameRecord> readAll(RecordReader reader, String text, ReadOptions options) {
        List<GameRecord> all = new ArrayList<>();
        reader.read(text, options, all::add);
        return all;
    }

    /** What a reader is told besides the text. */
    record ReadOptions(String source, String encoding, Variant variant, Limits limits) {

        /**
         * @param variant the variant the user asked for, or null to let the record decide
         * @param limits  what one input may cost
         */
        public ReadOptions {
        }

        public ReadOptions(String source, String encoding, Variant variant) {
            this(source, encoding, variant, Limits.DEFAULT);
        }
    }
}
