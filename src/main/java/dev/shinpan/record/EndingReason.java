package dev.shinpan.record;

/**
 * How a game ended, in the vocabulary of the JSON verdicts ({@code result.reason} in
 * docs/verdict.schema.json). Used both for what a record states and for what the referee decides.
 */
public enum EndingReason {
    CHECKMATE("checkmate"),
    RESIGNATION("resignation"),
    ILLEGAL_MOVE("illegal-move"),
    SENNICHITE("sennichite"),
    PERPETUAL_CHECK("perpetual-check"),
    IMPASSE("impasse"),
    DECLARATION("declaration"),
    MAX_MOVES("max-moves"),
    TRY("try"),
    STALEMATE("stalemate"),
    TIMEOUT("timeout"),
    INTERRUPTED("interrupted"),
    FORFEIT("forfeit"),
    UNFINISHED("unfinished");

    private final String id;

    EndingReason(String id) {
        this.id = id;
    }

    /** The stable name used in JSON output. */
    public String id() {
        return id;
    }
}
