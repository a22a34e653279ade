package dev.shinpan.cli.options;

import dev.shinpan.record.Limits;
import java.util.Arrays;
import java.util.Optional;
import java.util.function.ToLongFunction;

/**
 * The limits a user can set with {@code --limit NAME=VALUE}, one per component of {@link Limits}; what
 * each bounds is its {@code limit.<id>} help text.
 */
public enum LimitName {
    INPUT(Limits.INPUT_BYTES, true, Limits::inputBytes),
    ARCHIVE(Limits.ARCHIVE_BYTES, true, Limits::archiveBytes),
    ENTRIES(Limits.ARCHIVE_ENTRIES, false, Limits::archiveEntries),
    NESTING(Limits.NESTING_DEPTH, false, Limits::nestingDepth),
    LINE(Limits.LINE_LENGTH, false, Limits::lineLength),
    MOVES(Limits.MOVES, false, Limits::moves),
    VARIATIONS(Limits.VARIATIONS, false, Limits::variations),
    VARIATION_DEPTH(Limits.VARIATION_DEPTH, false, Limits::variationDepth),
    TREE_MOVES(Limits.TREE_MOVES, false, Limits::treeMoves),
    HEADER(Limits.HEADER_LINES, false, Limits::headerLines),
    COMMENTS(Limits.COMMENTS, false, Limits::comments),
    RECORDS(Limits.RECORDS_PER_FILE, false, Limits::recordsPerFile),
    JSON_VALUES(Limits.JSON_VALUES, false, Limits::jsonValues);

    private final String id;
    private final boolean bytes;
    private final ToLongFunction<Limits> value;

    LimitName(String id, boolean bytes, ToLongFunction<Limits> value) {
        this.id = id;
        this.bytes = bytes;
        this.value = value;
    }

    public String id() {
        return id;
    }

    /** Whether the value is a size in bytes (which takes K, M, G, T suffixes) rather than a count. */
    boolean bytes() {
        return bytes;
    }

    public long of(Limits limits) {
        return value.applyAsLong(limits);
    }

    /** The smallest value that makes sense: no nesting at all is a choice, no bytes or moves is not. */
    long minimum() {
        return this == NESTING ? 0 : 1;
    }

    /** The largest value the limit can hold. */
    long maximum() {
        return this == INPUT ? Integer.MAX_VALUE - 16 : bytes || this == ENTRIES ? Long.MAX_VALUE : Integer.MAX_VALUE;
    }

    /** The value as the user would write it: 64M for sizes, digits for counts. */
    public String display(long v) {
        if (bytes) {
            String[] units = {"K", "M", "G", "T"};
            String unit = "";
            for (String u : units) {
                if (v == 0 || v % 1024 != 0) {
                    break;
                }
                v /= 1024;
                unit = u;
            }
            return v + unit;
        }
        return Long.toString(v);
    }

    public static Optional<LimitName> byId(String id) {
        return Arrays.stream(values()).filter(n -> n.id.equalsIgnoreCase(id)).findFirst();
    }
}
