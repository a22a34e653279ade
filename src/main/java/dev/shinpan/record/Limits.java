package dev.shinpan.record;

/**
 * What one input may cost at most, so that a hostile or broken file costs bounded time and memory
 * and the records around it are still judged. Every limit ends the input (or the record) it is
 * exceeded in with a located error that names the limit; nothing is cut off silently. Limits are made
 * by name ({@link #builder}, {@link #toBuilder}), never by position.
 *
 * <pre>{@code
 * Limits limits = Limits.builder().moves(2000).archiveEntries(10_000).build();
 * try (Stream<GameRecord> records = Shinpan.reader().limits(limits).read(Path.of("wdoor2024.zip"))) {
 *     System.out.println(records.count());
 * }
 * }</pre>
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
 * @param jsonValues     JSON values (objects, arrays, strings, numbers, literals) the JKF reader
 *                       holds at once: its header, its start position, or one entry of its moves
 *                       (whose forks are entries of their own); the document itself is streamed
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
     * The name of {@link #inputBytes()}. Each limit has a name, as errors name it and as
     * {@code --limit NAME=VALUE} and {@link Builder#set} take it: an error's "over the limit
     * tree-moves=200000" says what to raise.
     */
    public static final String INPUT_BYTES = "input";
    /** The name of {@link #archiveBytes()}. */
    public static final String ARCHIVE_BYTES = "archive";
    /** The name of {@link #archiveEntries()}. */
    public static final String ARCHIVE_ENTRIES = "entries";
    /** The name of {@link #nestingDepth()}. */
    public static final String NESTING_DEPTH = "nesting";
    /** The name of {@link #lineLength()}. */
    public static final String LINE_LENGTH = "line";
    /** The name of {@link #moves()}. */
    public static final String MOVES = "moves";
    /** The name of {@link #variations()}. */
    public static final String VARIATIONS = "variations";
    /** The name of {@link #variationDepth()}. */
    public static final String VARIATION_DEPTH = "variation-depth";
    /** The name of {@link #treeMoves()}. */
    public static final String TREE_MOVES = "tree-moves";
    /** The name of {@link #headerLines()}. */
    public static final String HEADER_LINES = "header";
    /** The name of {@link #comments()}. */
    public static final String COMMENTS = "comments";
    /** The name of {@link #recordsPerFile()}. */
    public static final String RECORDS_PER_FILE = "records";
    /** The name of {@link #jsonValues()}. */
    public static final String JSON_VALUES = "json-values";

    private static final long MIB = 1L << 20;
    private static final long GIB = 1L << 30;

    /** Every limit at its default ({@link Builder}). */
    public static final Limits DEFAULT = new Builder().build();

    /**
     * Limits set by name, each one not set at its default: {@code Limits.builder().moves(1).build()}.
     *
     * @return a builder holding the defaults
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * These limits, to change some of by name: {@code limits.toBuilder().treeMoves(10).build()}.
     *
     * @return a builder holding these limits
     */
    public Builder toBuilder() {
        return new Builder()
                .inputBytes(inputBytes)
                .archiveBytes(archiveBytes)
                .archiveEntries(archiveEntries)
                .nestingDepth(nestingDepth)
                .lineLength(lineLength)
                .moves(moves)
                .variations(variations)
                .variationDepth(variationDepth)
                .treeMoves(treeMoves)
                .headerLines(headerLines)
                .comments(comments)
                .recordsPerFile(recordsPerFile)
                .jsonValues(jsonValues);
    }

    /**
     * Limits named one by one, starting from the defaults. These are generous for every real record
     * and archive seen, tight enough for a 256 MB heap: the largest tree of moves among some 500 real
     * records held 428 moves; 200,000 moves and 200,000 comment lines in one record of the largest
     * input size (some 230 and 60 bytes each beside their text) fit at once, 500,000 of each did not;
     * real headers hold a few dozen lines. A JKF entry holds some ten JSON values, so 500,000 in one
     * is a file made to fill the heap: an entry of two million comments did not fit in 96 MB.
     */
    public static final class Builder {
        private long inputBytes = 64 * MIB;
        private long archiveBytes = 64 * GIB;
        private long archiveEntries = 10_000_000;
        private int nestingDepth = 4;
        private int lineLength = 1 << 20;
        private int moves = 10_000;
        private int variations = 100_000;
        private int variationDepth = 1_000;
        private int treeMoves = 200_000;
        private int headerLines = 10_000;
        private int comments = 200_000;
        private int recordsPerFile = 1_000_000;
        private int jsonValues = 500_000;

        private Builder() {}

        /**
         * Sets {@link Limits#inputBytes()}.
         *
         * @param limit the most bytes of one file, standard input or archive entry, uncompressed
         * @return this builder
         */
        public Builder inputBytes(long limit) {
            this.inputBytes = limit;
            return this;
        }

        /**
         * Sets {@link Limits#archiveBytes()}.
         *
         * @param limit the most uncompressed bytes of all entries of one archive together
         * @return this builder
         */
        public Builder archiveBytes(long limit) {
            this.archiveBytes = limit;
            return this;
        }

        /**
         * Sets {@link Limits#archiveEntries()}.
         *
         * @param limit the most entries of one archive, nested archives' entries counted
         * @return this builder
         */
        public Builder archiveEntries(long limit) {
            this.archiveEntries = limit;
            return this;
        }

        /**
         * Sets {@link Limits#nestingDepth()}.
         *
         * @param limit how deep archives may nest inside archives
         * @return this builder
         */
        public Builder nestingDepth(int limit) {
            this.nestingDepth = limit;
            return this;
        }

        /**
         * Sets {@link Limits#lineLength()}.
         *
         * @param limit the most characters of one line of text
         * @return this builder
         */
        public Builder lineLength(int limit) {
            this.lineLength = limit;
            return this;
        }

        /**
         * Sets {@link Limits#moves()}.
         *
         * @param limit the most moves of one line of play
         * @return this builder
         */
        public Builder moves(int limit) {
            this.moves = limit;
            return this;
        }

        /**
         * Sets {@link Limits#variations()}.
         *
         * @param limit the most variations of one record
         * @return this builder
         */
        public Builder variations(int limit) {
            this.variations = limit;
            return this;
        }

        /**
         * Sets {@link Limits#variationDepth()}.
         *
         * @param limit how deep variations may nest inside variations
         * @return this builder
         */
        public Builder variationDepth(int limit) {
            this.variationDepth = limit;
            return this;
        }

        /**
         * Sets {@link Limits#treeMoves()}.
         *
         * @param limit the most moves of one record, every variation counted
         * @return this builder
         */
        public Builder treeMoves(int limit) {
            this.treeMoves = limit;
            return this;
        }

        /**
         * Sets {@link Limits#headerLines()}.
         *
         * @param limit the most header lines of one record
         * @return this builder
         */
        public Builder headerLines(int limit) {
            this.headerLines = limit;
            return this;
        }

        /**
         * Sets {@link Limits#comments()}.
         *
         * @param limit the most comment lines of one record
         * @return this builder
         */
        public Builder comments(int limit) {
            this.comments = limit;
            return this;
        }

        /**
         * Sets {@link Limits#recordsPerFile()}.
         *
         * @param limit the most records of one multi-record file
         * @return this builder
         */
        public Builder recordsPerFile(int limit) {
            this.recordsPerFile = limit;
            return this;
        }

        /**
         * Sets {@link Limits#jsonValues()}.
         *
         * @param limit the most JSON values the JKF reader holds at once (one entry, the header, the start)
         * @return this builder
         */
        public Builder jsonValues(int limit) {
            this.jsonValues = limit;
            return this;
        }

        /**
         * Sets the limit of this name as errors and {@code --limit NAME=VALUE} name it ({@link #MOVES},
         * ...); a count must be within int range.
         *
         * @param name  a limit's name, e.g. {@code tree-moves}
         * @param value its new value
         * @return this builder
         * @throws IllegalArgumentException for a name no limit has
         * @throws ArithmeticException      for a count beyond int range
         */
        public Builder set(String name, long value) {
            return switch (name) {
                case INPUT_BYTES -> inputBytes(value);
                case ARCHIVE_BYTES -> archiveBytes(value);
                case ARCHIVE_ENTRIES -> archiveEntries(value);
                case NESTING_DEPTH -> nestingDepth(Math.toIntExact(value));
                case LINE_LENGTH -> lineLength(Math.toIntExact(value));
                case MOVES -> moves(Math.toIntExact(value));
                case VARIATIONS -> variations(Math.toIntExact(value));
                case VARIATION_DEPTH -> variationDepth(Math.toIntExact(value));
                case TREE_MOVES -> treeMoves(Math.toIntExact(value));
                case HEADER_LINES -> headerLines(Math.toIntExact(value));
                case COMMENTS -> comments(Math.toIntExact(value));
                case RECORDS_PER_FILE -> recordsPerFile(Math.toIntExact(value));
                case JSON_VALUES -> jsonValues(Math.toIntExact(value));
                default -> throw new IllegalArgumentException("no limit named " + name);
            };
        }

        /** {@return the limits as set} */
        public Limits build() {
            return new Limits(
                    inputBytes,
                    archiveBytes,
                    archiveEntries,
                    nestingDepth,
                    lineLength,
                    moves,
                    variations,
                    variationDepth,
                    treeMoves,
                    headerLines,
                    comments,
                    recordsPerFile,
                    jsonValues);
        }
    }
}
