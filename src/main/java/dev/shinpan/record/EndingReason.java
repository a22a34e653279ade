package dev.shinpan.record;

/**
 * How a game ended, in the vocabulary of the JSON verdicts ({@code result.reason} in
 * docs/verdict.schema.json). Used both for what a record states and for what the referee decides.
 *
 * <pre>{@code
 * EndingReason reason = verdict.result().reason();
 * System.out.println(reason.id());
 * }</pre>
 */
public enum EndingReason {
    /** The side to move is in check and has no legal move (詰み). */
    CHECKMATE("checkmate"),
    /** A side resigned (投了). */
    RESIGNATION("resignation"),
    /** A side made an illegal move, a foul (反則). */
    ILLEGAL_MOVE("illegal-move"),
    /** The fourth occurrence of a position (千日手): no result. */
    SENNICHITE("sennichite"),
    /** A repetition in which every move of one side gave check: that side loses. */
    PERPETUAL_CHECK("perpetual-check"),
    /** Both kings entered and the game was decided, or drawn, by counting points (持将棋). */
    IMPASSE("impasse"),
    /** A side declared a win by entering king (入玉宣言). */
    DECLARATION("declaration"),
    /** The game reached its move limit (最大手数). */
    MAX_MOVES("max-moves"),
    /** A king reached the opponent king's start square under the try rule (トライ). */
    TRY("try"),
    /** The side to move has no legal move while not in check, and loses. */
    STALEMATE("stalemate"),
    /** A side ran out of time (切れ負け). */
    TIMEOUT("timeout"),
    /** The game stopped without a result: 中断, a sealed move, a lost connection, a statement not understood. */
    INTERRUPTED("interrupted"),
    /** The game was not played: a win or loss by default (不戦勝, 不戦敗). */
    FORFEIT("forfeit"),
    /** The record stops with neither a statement nor a position the rules decide. */
    UNFINISHED("unfinished");

    private final String id;

    EndingReason(String id) {
        this.id = id;
    }

    /** {@return the stable name used in JSON output, e.g. {@code perpetual-check}} */
    public String id() {
        return id;
    }
}
