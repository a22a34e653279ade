package dev.shinpan.record.kif;

import dev.shinpan.record.EndingReason;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.rules.Side;
import java.util.function.IntFunction;

/**
 * The {@code まで…} line (docs/formats.md §1.9, §2.3): {@code まで[、]N手[で]result}. N is the number of
 * moves played; the result is read as follows.
 * <ul>
 *   <li>{@code 時間切れにより先手の勝ち} — the named side won on time;</li>
 *   <li>{@code 反則により先手の勝ち} (Shogi Club 24) — the named side won by the other's foul;</li>
 *   <li>{@code 先手の勝ち} — the named side won, by resignation (the conventional reading);</li>
 *   <li>{@code 先手の反則勝ち}, {@code 後手の反則負け}, {@code 先手の入玉勝ち}, … — the terminal word
 *       with the named side in the role of the side to move;</li>
 *   <li>{@code 中断}, {@code 千日手}, {@code 持将棋}, {@code 詰}, {@code 詰み}, {@code 不詰},
 *       {@code 封じ手}, … — the terminal word, for the side to move after N moves.</li>
 * </ul>
 */
final class ResultLine {

    /**
     * @param moves   N as written
     * @param result  the result text after {@code 手[で]}
     * @param stated  its meaning, or null when it cannot be read
     */
    record Parsed(int moves, String result, StatedEnding stated) {}

    private static final String ON_TIME = "時間切れにより";
    /** Shogi Club 24: まで1手で反則により先手の勝ち. */
    private static final String BY_FOUL = "反則により";

    private ResultLine() {}

    /**
     * Null when the line does not have the shape {@code まで[、]N手…}.
     *
     * @param toMoveAfter the side to move after a number of moves
     */
    static Parsed parse(String line, IntFunction<Side> toMoveAfter) {
        String s = Chars.stripBlanks(line);
        if (!s.startsWith("まで")) {
            return null;
        }
        int i = 2;
        if (i < s.length() && (s.charAt(i) == '、' || s.charAt(i) == ',' || s.charAt(i) == '，')) {
            i++;
        }
        i = Chars.skipBlanks(s, i);
        int digitsStart = i;
        int n = 0;
        while (i < s.length() && Chars.decimal(s.charAt(i)) >= 0 && i - digitsStart < 7) {
            n = n * 10 + Chars.decimal(s.charAt(i));
            i++;
        }
        if (i == digitsStart || i >= s.length() || s.charAt(i) != '手') {
            return null;
        }
        i++;
        if (s.startsWith("で", i)) {
            i++;
        }
        String result = Chars.stripBlanks(s.substring(i));
        return new Parsed(n, result, meaning(result, toMoveAfter.apply(n)));
    }

    private static StatedEnding meaning(String result, Side toMove) {
        if (result.isEmpty()) {
            return null;
        }
        String rest = result;
        EndingReason cause = null;
        if (rest.startsWith(ON_TIME)) {
            cause = EndingReason.TIMEOUT;
            rest = rest.substring(ON_TIME.length());
        } else if (rest.startsWith(BY_FOUL)) {
            cause = EndingReason.ILLEGAL_MOVE;
            rest = rest.substring(BY_FOUL.length());
        }
        Side named = sideName(rest);
        if (named != null && rest.startsWith("の", 2)) {
            String word = rest.substring(3);
            if (word.equals("勝ち")) {
                return cause == null
                        ? new StatedEnding(EndingReason.RESIGNATION, named, null)
                        : new StatedEnding(cause, named, cause == EndingReason.ILLEGAL_MOVE ? named.opponent() : null);
            }
            if (cause != null) {
                return null;
            }
            return TerminalWords.meaning(word, named);
        }
        return cause != null ? null : TerminalWords.meaning(rest, toMove);
    }

    /** 先手/下手 = Black, 後手/上手 = White at the start of the text, else null. */
    static Side sideName(String s) {
        if (s.length() < 2 || s.charAt(1) != '手') {
            return null;
        }
        return switch (s.charAt(0)) {
            case '先', '下' -> Side.BLACK;
            case '後', '上' -> Side.WHITE;
            default -> null;
        };
    }
}
