package dev.shinpan.record.csa;

import dev.shinpan.record.EndingReason;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.rules.Side;

/**
 * Shogi Wars' result headers as shogi-extend writes them into its CSA exports
 * (github.com/akicho8/shogi-extend, {@code app/models/swars/battle/csa_seq_to_csa.rb} and
 * {@code final_info.rb}): {@code $X_WINNER:▲} or {@code △} names the winner, {@code $X_FINAL} how
 * the game ended (投了, 切断, 時間切れ, 詰み, 入玉, 千日手, 持将棋, …). The exporter writes them "to
 * tell the parser the winner for certain"; they state the ending beside the {@code %} line.
 */
final class WarsResult {

    static final String FINAL_KEY = "$X_FINAL";
    static final String WINNER_KEY = "$X_WINNER";
    /** The endings Shogi Wars is known to write, for messages. */
    static final String KNOWN = "投了, 切断, 時間切れ, 詰み, 入玉, 持将棋, 千日手, 反則";

    private WarsResult() {}

    /** The side a {@code $X_WINNER} value names, or null when it names none. */
    static Side winner(String value) {
        return switch (value) {
            case "▲", "☗", "+", "black" -> Side.BLACK;
            case "△", "▽", "☖", "-", "white" -> Side.WHITE;
            default -> null;
        };
    }

    /**
     * What {@code $X_FINAL} states with the winner {@code $X_WINNER} names (null: none named),
     * {@code toMove} being the side to move after the last move; null for a word Shogi Wars is not
     * known to write.
     */
    static StatedEnding meaning(String finalWord, Side winner, Side toMove) {
        Side loser = winner == null ? null : winner.opponent();
        return switch (finalWord) {
            case "投了" -> ending(EndingReason.RESIGNATION, winner, toMove.opponent(), null);
            case "詰み" -> ending(EndingReason.CHECKMATE, winner, toMove.opponent(), null);
            case "時間切れ", "切れ負け" -> ending(EndingReason.TIMEOUT, winner, toMove.opponent(), null);
            // a disconnection: the side that stayed is declared the winner
            case "切断" -> new StatedEnding(EndingReason.INTERRUPTED, winner, null);
            case "入玉", "入玉勝ち" ->
                winner == null
                        ? StatedEnding.declaration(toMove)
                        : new StatedEnding(EndingReason.DECLARATION, winner, winner);
            // Shogi Wars ends an entering-king game by a declaration that has a winner
            case "持将棋" ->
                winner == null
                        ? new StatedEnding(EndingReason.IMPASSE, null, null)
                        : new StatedEnding(EndingReason.DECLARATION, winner, winner);
            // both kinds of repetition are called 千日手; only perpetual check has a winner
            case "千日手" ->
                winner == null
                        ? new StatedEnding(EndingReason.SENNICHITE, null, null)
                        : new StatedEnding(EndingReason.PERPETUAL_CHECK, winner, loser);
            case "反則", "反則負け" -> new StatedEnding(EndingReason.ILLEGAL_MOVE, winner, loser);
            default -> null;
        };
    }

    /** The stated winner, or the one the word implies when none is stated. */
    private static StatedEnding ending(EndingReason reason, Side stated, Side implied, Side offender) {
        return new StatedEnding(reason, stated != null ? stated : implied, offender);
    }
}
