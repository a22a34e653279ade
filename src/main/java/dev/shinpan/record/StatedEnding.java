package dev.shinpan.record;

import dev.shinpan.record.csa.CsaSpecial;
import dev.shinpan.rules.Side;

/**
 * What a terminal statement means once the side to move is known: the reason in the shared
 * vocabulary, the winner it names (or null) and the offender or declarer (or null).
 *
 * <pre>{@code
 * StatedEnding resigned = StatedEnding.resignation(Side.BLACK);
 * System.out.println(resigned.reason().id() + ", " + resigned.winner() + " wins");
 * }</pre>
 *
 * @param reason   what the statement says happened
 * @param winner   the side it says won, or null
 * @param offender for a foul the side it says committed it, for a declaration the declarer; otherwise null
 */
public record StatedEnding(EndingReason reason, Side winner, Side offender) {

    /**
     * The side to move resigns: the other side wins.
     *
     * @param toMove the side to move when the resignation is written
     * @return the meaning
     */
    public static StatedEnding resignation(Side toMove) {
        return new StatedEnding(EndingReason.RESIGNATION, toMove.opponent(), null);
    }

    /**
     * The side to move declares a win by entering king (入玉宣言, CSA {@code %KACHI}, USI {@code win}).
     *
     * @param toMove the declarer
     * @return the meaning: the declarer named winner and declarer; the referee checks the claim
     */
    public static StatedEnding declaration(Side toMove) {
        return new StatedEnding(EndingReason.DECLARATION, toMove, toMove);
    }

    /** {@return the meaning of an unknown or unreadable statement, kept as an interruption with no winner} */
    public static StatedEnding interrupted() {
        return new StatedEnding(EndingReason.INTERRUPTED, null, null);
    }

    /**
     * The meaning of a CSA special move ({@code %TORYO}, …) or JKF {@code special} (the same names,
     * without {@code %}), given the side to move when it is written; null for an unknown name.
     *
     * @param name   the special move's name without its {@code %}, e.g. {@code TORYO}
     * @param toMove the side to move when it is written
     * @return the meaning, or null
     */
    public static StatedEnding ofCsaSpecial(String name, Side toMove) {
        CsaSpecial special = CsaSpecial.byName(name);
        return special == null ? null : special.meaning(toMove);
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
    public static StatedEnding ofKifWord(String word, Side toMove) {
        Side other = toMove.opponent();
        return switch (word) {
            case "投了" -> resignation(toMove);
            case "詰み", "詰" -> new StatedEnding(EndingReason.CHECKMATE, other, null);
            case "切れ負け", "時間切れ" -> new StatedEnding(EndingReason.TIMEOUT, other, null);
            case "反則勝ち" -> new StatedEnding(EndingReason.ILLEGAL_MOVE, toMove, other);
            case "反則負け" -> new StatedEnding(EndingReason.ILLEGAL_MOVE, other, toMove);
            case "千日手" -> new StatedEnding(EndingReason.SENNICHITE, null, null);
            case "持将棋" -> new StatedEnding(EndingReason.IMPASSE, null, null);
            case "入玉勝ち", "宣言勝ち", "勝ち宣言" -> declaration(toMove);
            case "中断", "封じ手", "不詰" -> new StatedEnding(EndingReason.INTERRUPTED, null, null);
            case "不戦勝", "不戦敗" -> new StatedEnding(EndingReason.FORFEIT, null, null);
            case "最大手数" -> new StatedEnding(EndingReason.MAX_MOVES, null, null);
            case "トライ" -> new StatedEnding(EndingReason.TRY, toMove, null);
            default -> null;
        };
    }
}
