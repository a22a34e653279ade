package dev.shinpan.record;

/**
 * What one input may cost at most, so that a hostile or broken file costs bounded time and memory
 * and the records around it are still judged. Every limit ends the input (or the record) it is
 * exceeded in with a located error that names the limit; nothing is cut off silently.
 *
 * @param inputBytes     bytes of one file, standard input or archive entry (uncompressed)
 * @param archiveBytes   uncompressed bytes of all entries of one archive together
 * @param archiveEntries entries of one archive, counting nested archives' entries
 * @param nestingDepth   archives inside archives (a compressed file counts as one level)
 * @param lineLength     characters of one line of text
 * @param moves          moves of one line of play (main line or variation)
 * @param variations     variations of one record
 * @param variationDepth variations nested inside variations
 * @param treeMoves      moves of one record, its main line and every variation together: what a
 *                       record holds in memory grows with them (some 160 bytes a move)
 * @param headerLines    header lines of one record (KIF/KI2 header, CSA {@code $} and {@code N}
 *                       lines, JKF header keys)
 * @param comments       comment lines of one record, wherever they stand
 * @param recordsPerFile records of one multi-record file (CSA {@code /}, USI lines)
 * @param jsonValues     JSON values (objects, arrays, strings, numbers, literals) of one JKF file
 *                       that is not in the shape writers save: such a file is read through a tree of
 *                       the whole document, which costs some 170 bytes a value
 */
public record Limits(
        long inputBytes,
        long archiveBytes,
        long archiveEntries,
        int nestingDepth,
        int lineLength,
        int moves,
        int variations,
        int variationDepth,
        int treeMoves,
        int headerLines,
        int comments,
        int recordsPerFile,
        int jsonValues) {

    /**
     * The names of the limits, as errors name them and as {@code --limit NAME=VALUE} takes them: an
     * error's "over the limit tree-moves=200000" says what to raise.
     */
    public static final String INPUT_BYTES = "input";
    public static final String ARCHIVE_BYTES = "archive";
    public static final String ARCHIVE_ENTRIES = "entries";
    public static final String NESTING_DEPTH = "nesting";
    public static final String LINE_LENGTH = "line";
    public static final String MOVES = "moves";
    public static final String VARIATIONS = "variations";
    public static final String VARIATION_DEPTH = "variation-depth";
    public static final String TREE_MOVES = "tree-moves";
    public static final String HEADER_LINES = "header";
    public static final String COMMENTS = "comments";
    public static final String RECORDS_PER_FILE = "records";
    public static final String JSON_VALUES = "json-values";

    private static final long MIB = 1L << 20;
    private static final long GIB = 1L << 30;

    /**
     * Generous for every real record and archive seen, tight enough for a 256 MB heap: the largest
     * tree of moves among some 500 real records held 428 moves; 200,000 moves and 200,000 comment
     * lines in one record of the largest input size (some 230 and 60 bytes each beside their text)
     * fit at once, 500,000 of each did not; real headers hold a few dozen lines. A JKF move written
     * out holds some ten JSON values, so 500,000 values (about 85 MB as a tree) are some 45,000 moves.
     */
    public static final Limits DEFAULT = new Limits(64 * MIB, 64 * GIB, 10_000_000, 4, 1 << 20, 10_000, 100_000, 1_000,
            200_000, 10_000, 200_000, 1_000_000, 500_000);
}
