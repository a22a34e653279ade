package dev.shinpan.record;

/**
 * Which kind of statement in a record gives its ending.
 *
 * <pre>{@code
 * for (RecordedEnding ending : record.mainLine().endings()) {
 *     System.out.println(ending.reason().id() + " from " + ending.origin());
 * }
 * }</pre>
 */
public enum EndingOrigin {
    /** A KIF terminal move line ({@code 投了}), a CSA {@code %} special, a JKF {@code special}. */
    TERMINAL_MOVE,
    /** A KIF/KI2 {@code まで…} summary line. */
    SUMMARY_LINE,
    /** A floodgate/shogi-server {@code 'summary:} trailer comment. */
    SERVER_SUMMARY,
    /** Header lines that state the result, such as Shogi Wars' {@code $X_FINAL} and {@code $X_WINNER}. */
    RESULT_HEADER,
    /** A pseudo-move or comment that states the ending (e.g. {@code △投了} among KI2 moves). */
    OTHER
}
