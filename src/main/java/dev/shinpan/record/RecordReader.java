package dev.shinpan.record;

import dev.shinpan.rules.Variant;
import java.util.List;

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

    /** What a reader is told besides the text. */
    record ReadOptions(String source, String encoding, Variant variant) {

        /** @param variant the variant the user asked for, or null to let the record decide */
        public ReadOptions {
        }
    }
}
