package dev.shinpan.record;

import dev.shinpan.rules.Side;

/**
 * What a terminal statement means once the side to move is known: the reason in the shared
 * vocabulary, the winner it names (or null) and the offender or declarer (or null).
 */
public record StatedEnding(EndingReason reason, Side winner, Side offender) {

    /**
     * The meaning of a CSA special move ({@code %TORYO}, …) or JKF {@code special} (the same names,
     * without {@code %}), given the side to move when it is written; null for an unknown name.
     */
    public static StatedEnding ofCsaSpecial(String name, Side toMove) {
        Side other = toMove.opponent();
        return switch (name) {
            case "TORYO" -> new StatedEnding(EndingReason.RESIGNATION, other, null);
            case "TSUMI" -> new StatedEnding(EndingReason.CHECKMATE, other, null);
            case "TIME_UP" -> new StatedEnding(EndingReason.TIMEOUT, other, null);
            case "ILLEGAL_MOVE" -> new StatedEnding(EndingReason.ILLEGAL_MOVE, other, toMove);
            case "+ILLEGAL_ACTION" -> new StatedEnding(EndingReason.ILLEGAL_MOVE, Side.WHITE, Side.BLACK);
            case "-ILLEGAL_ACTION" -> new StatedEnding(EndingReason.ILLEGAL_MOVE, Side.BLACK, Side.WHITE);
            case "SENNICHITE" -> new StatedEnding(EndingReason.SENNICHITE, null, null);
            case "OUTE_SENNICHITE" -> new StatedEnding(EndingReason.PERPETUAL_CHECK, null, null);
            case "JISHOGI", "HIKIWAKE" -> new StatedEnding(EndingReason.IMPASSE, null, null);
            case "KACHI" -> new StatedEnding(EndingReason.DECLARATION, toMove, toMove);
            case "MAX_MOVES" -> new StatedEnding(EndingReason.MAX_MOVES, null, null);
            case "CHUDAN", "FUZUMI", "ERROR", "MATTA" -> new StatedEnding(EndingReason.INTERRUPTED, null, null);
            default -> null;
        };
    }

    /**
     * The meaning of a KIF terminal move word ({@code 投了}, {@code 反則勝ち}, …), given the side to
     * move at that ply; null for a word outside FORMATS.md §1.6 (callers treat it as interrupted
     * and keep the text).
     */
    public static StatedEnding ofKifWord(String word, Side toMove) {
        Side other = toMove.opponent();
        return switch (word) {
            case "投了" -> new StatedEnding(EndingReason.RESIGNATION, other, null);
            case "詰み", "詰" -> new StatedEnding(EndingReason.CHECKMATE, other, null);
            case "切れ負け", "時間切れ" -> new StatedEnding(EndingReason.TIMEOUT, other, null);
            case "反則勝ち" -> new StatedEnding(EndingReason.ILLEGAL_MOVE, toMove, other);
            case "反則負け" -> new StatedEnding(EndingReason.ILLEGAL_MOVE, other, toMove);
            case "千日手" -> new StatedEnding(EndingReason.SENNICHITE, null, null);
            case "持将棋" -> new StatedEnding(EndingReason.IMPASSE, null, null);
            case "入玉勝ち", "宣言勝ち", "勝ち宣言" -> new StatedEnding(EndingReason.DECLARATION, toMove, toMove);
            case "中断", "封じ手", "不詰" -> new StatedEnding(EndingReason.INTERRUPTED, null, null);
            case "不戦勝", "不戦敗" -> new StatedEnding(EndingReason.FORFEIT, null, null);
            case "最大手数" -> new StatedEnding(EndingReason.MAX_MOVES, null, null);
            case "トライ" -> new StatedEnding(EndingReason.TRY, toMove, null);
            default -> null;
        };
    }
}
