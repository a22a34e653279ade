package dev.shinpan.cli;

import dev.shinpan.record.Limits;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.function.ToLongFunction;

/** The limits a user can set with {@code --limit NAME=VALUE}, one per component of {@link Limits}. */
enum LimitName {
    INPUT(Limits.INPUT_BYTES, true, Limits::inputBytes, "bytes of one record, standard input or archive entry"),
    ARCHIVE(Limits.ARCHIVE_BYTES, true, Limits::archiveBytes, "uncompressed bytes of one archive and those inside it"),
    ENTRIES(Limits.ARCHIVE_ENTRIES, false, Limits::archiveEntries, "entries of one archive and those inside it"),
    NESTING(Limits.NESTING_DEPTH, false, Limits::nestingDepth, "archives or compressed files inside archives"),
    LINE(Limits.LINE_LENGTH, false, Limits::lineLength, "characters of one line of a record"),
    MOVES(Limits.MOVES, false, Limits::moves, "moves of one line of play (main line or variation)"),
    VARIATIONS(
            Limits.VARIATIONS,
            false,
            Limits::variations,
            "variations of one record (past it, the rest"
                    + " of the tree is skipped with a warning and the main line judged)"),
    VARIATION_DEPTH(
            Limits.VARIATION_DEPTH,
            false,
            Limits::variationDepth,
            "variations nested inside variations (past" + " it, as past variations)"),
    TREE_MOVES(Limits.TREE_MOVES, false, Limits::treeMoves, "moves of one record, main line and variations together"),
    HEADER(Limits.HEADER_LINES, false, Limits::headerLines, "header lines of one record"),
    COMMENTS(Limits.COMMENTS, false, Limits::comments, "comment lines of one record"),
    RECORDS(
            Limits.RECORDS_PER_FILE,
            false,
            Limits::recordsPerFile,
            "records of one multi-record file (CSA '/', USI lines)"),
    JSON_VALUES(
            Limits.JSON_VALUES,
            false,
            Limits::jsonValues,
            "JSON values a JKF reading holds at once (an entry, the header)");

    private final String id;
    private final boolean bytes;
    private final ToLongFunction<Limits> value;
    private final String help;

    LimitName(String id, boolean bytes, ToLongFunction<Limits> value, String help) {
        this.id = id;
        this.bytes = bytes;
        this.value = value;
        this.help = help;
    }

    /** The help's row for this limit: its name, its default and what it bounds. */
    String helpRow() {
        return String.format(Locale.ROOT, "  %-24s%s", id + "=" + display(of(Limits.DEFAULT)), help);
    }

    String id() {
        return id;
    }

    /** Whether the value is a size in bytes (which takes K, M, G, T suffixes) rather than a count. */
    boolean bytes() {
        return bytes;
    }

    long of(Limits limits) {
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
    String display(long v) {
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

    static Optional<LimitName> byId(String id) {
        return Arrays.stream(values()).filter(n -> n.id.equalsIgnoreCase(id)).findFirst();
    }
}
