package dev.shinpan.record.kif;

import dev.shinpan.record.EndingReason;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.rules.Side;
import java.util.Map;

/**
 * Terminal words of KIF move lines and KI2 pseudo-moves (docs/formats.md §1.6): the shared vocabulary of
 * {@link #specWord}, plus spellings real files use for the same statements.
 */
public final class TerminalWords {

    /** Other spellings of spec words, with their source. */
    private static final Map<String, String> ALIASES = Map.of(
            // 81Dojo writes its English clock result into KIF move lines (mog-core-scala 002.kif);
            // scalashogi's KIF reader accepts it as a loss on time.
            "Time-up", "切れ負け");

    private TerminalWords() {}

    /** Whether the word is in the vocabulary (its meaning does not depend on the side to move). */
    static boolean known(String word) {
        return meaning(word, Side.BLACK) != null;
    }

    /** The meaning of the word for the given side to move, or null for a word outside the vocabulary. */
    /**
     * The meaning of a terminal word.
     *
     * @param word   the word as written, a spec word or another spelling of one
     * @param toMove the side to move at that ply
     * @return the meaning, or null for a word outside the vocabulary
     */
    public static StatedEnding meaning(String word, Side toMove) {
        return specWord(ALIASES.getOrDefault(word, word), toMove);
    }

    /**
     * The meaning of a KIF terminal move word ({@code 投了}, {@code 反則勝ち}, …), given the side to
     * move at that ply; null for a word outside docs/formats.md §1.6 (callers treat it as interrupted
     * and keep the text).
     *
     * @param word   the terminal word as written, e.g. {@code 投了}
     * @param toMove the side to move at that ply
     * @return the meaning, or null
     */
    static StatedEnding specWord(String word, Side toMove) {
        Side other = toMove.opponent();
        return switch (word) {
            case "投了" -> StatedEnding.resignation(toMove);
            case "詰み", "詰" -> new StatedEnding(EndingReason.CHECKMATE, other, null);
            case "切れ負け", "時間切れ" -> new StatedEnding(EndingReason.TIMEOUT, other, null);
            case "反則勝ち" -> new StatedEnding(EndingReason.ILLEGAL_MOVE, toMove, other);
            case "反則負け" -> new StatedEnding(EndingReason.ILLEGAL_MOVE, other, toMove);
            case "千日手" -> new StatedEnding(EndingReason.SENNICHITE, null, null);
            case "持将棋" -> new StatedEnding(EndingReason.IMPASSE, null, null);
            case "入玉勝ち", "宣言勝ち", "勝ち宣言" -> StatedEnding.declaration(toMove);
            case "中断", "封じ手", "不詰" -> new StatedEnding(EndingReason.INTERRUPTED, null, null);
            case "不戦勝", "不戦敗" -> new StatedEnding(EndingReason.FORFEIT, null, null);
            case "最大手数" -> new StatedEnding(EndingReason.MAX_MOVES, null, null);
            case "トライ" -> new StatedEnding(EndingReason.TRY, toMove, null);
            default -> null;
        };
    }
}
