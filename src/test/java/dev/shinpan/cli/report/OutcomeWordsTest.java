package dev.shinpan.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.shinpan.adjudicate.Result;
import dev.shinpan.record.EndingReason;
import dev.shinpan.rules.Side;
import dev.shinpan.testing.Languages;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The result as a tournament director would write it, for every reason a game ends, with a winner
 * and without, in both languages: who did what ("by Black's illegal move", "on time"), and a
 * result without a winner as the reason with "no winner".
 */
class OutcomeWordsTest {

    private static final Words EN = new Words(Lang.EN);
    private static final Words JA = new Words(Lang.JA);

    /** White wins at ply 12, and no winner at ply 12, for every reason (unfinished: after 12 moves). */
    private static List<String> everyOutcome(Words w) {
        List<String> said = new ArrayList<>();
        for (EndingReason reason : EndingReason.values()) {
            said.add(reason.id() + ": " + w.outcome(new Result(Side.WHITE, reason, 12), null, null));
            said.add(reason.id() + ": " + w.outcome(new Result(null, reason, 12), null, null));
        }
        return said;
    }

    @Test
    void everyReasonReadsAsASentenceInEnglish() {
        assertEquals(
                List.of(
                        "checkmate: White wins by checkmate at ply 12",
                        "checkmate: checkmate at ply 12, no winner",
                        "resignation: White wins by resignation at ply 12",
                        "resignation: resignation at ply 12, no winner",
                        "illegal-move: White wins by Black's illegal move at ply 12",
                        "illegal-move: illegal move at ply 12, no winner",
                        "sennichite: White wins by repetition (千日手) at ply 12",
                        "sennichite: repetition (千日手) at ply 12, no winner",
                        "perpetual-check: White wins by Black's perpetual check at ply 12",
                        "perpetual-check: perpetual check at ply 12, no winner",
                        "impasse: White wins the impasse (持将棋) on points at ply 12",
                        "impasse: impasse (持将棋) at ply 12, no winner",
                        "declaration: White wins by entering-king declaration at ply 12",
                        "declaration: entering-king declaration at ply 12, no winner",
                        "max-moves: White wins at the move limit at ply 12",
                        "max-moves: move limit at ply 12, no winner",
                        "try: White wins by a try at ply 12",
                        "try: try at ply 12, no winner",
                        "stalemate: White wins by stalemate at ply 12",
                        "stalemate: stalemate at ply 12, no winner",
                        "timeout: White wins on time at ply 12",
                        "timeout: timeout at ply 12, no winner",
                        "interrupted: White wins by interruption at ply 12",
                        "interrupted: interrupted at ply 12, no winner",
                        "forfeit: White wins by forfeit at ply 12",
                        "forfeit: forfeit at ply 12, no winner",
                        "unfinished: unfinished after 12 moves",
                        "unfinished: unfinished after 12 moves"),
                everyOutcome(EN));
        everyOutcome(EN).forEach(s -> Languages.assertEnglish(s, s));
    }

    @Test
    void everyReasonReadsAsASentenceInJapanese() {
        assertEquals(
                List.of(
                        "checkmate: 後手の勝ち（詰み、12手目）",
                        "checkmate: 勝敗なし（詰み、12手目）",
                        "resignation: 後手の勝ち（先手の投了、12手目）",
                        "resignation: 勝敗なし（投了、12手目）",
                        "illegal-move: 後手の勝ち（先手の反則、12手目）",
                        "illegal-move: 勝敗なし（反則、12手目）",
                        "sennichite: 後手の勝ち（千日手、12手目）",
                        "sennichite: 勝敗なし（千日手、12手目）",
                        "perpetual-check: 後手の勝ち（先手の連続王手の千日手、12手目）",
                        "perpetual-check: 勝敗なし（連続王手の千日手、12手目）",
                        "impasse: 後手の勝ち（持将棋の点数、12手目）",
                        "impasse: 勝敗なし（持将棋、12手目）",
                        "declaration: 後手の勝ち（入玉宣言、12手目）",
                        "declaration: 勝敗なし（入玉宣言、12手目）",
                        "max-moves: 後手の勝ち（手数制限、12手目）",
                        "max-moves: 勝敗なし（手数制限、12手目）",
                        "try: 後手の勝ち（トライ、12手目）",
                        "try: 勝敗なし（トライ、12手目）",
                        "stalemate: 後手の勝ち（先手の手詰まり、12手目）",
                        "stalemate: 勝敗なし（手詰まり、12手目）",
                        "timeout: 後手の勝ち（先手の時間切れ、12手目）",
                        "timeout: 勝敗なし（時間切れ、12手目）",
                        "interrupted: 後手の勝ち（中断、12手目）",
                        "interrupted: 勝敗なし（中断、12手目）",
                        "forfeit: 後手の不戦勝（12手目）",
                        "forfeit: 勝敗なし（不戦、12手目）",
                        "unfinished: 未終局（12手まで）",
                        "unfinished: 未終局（12手まで）"),
                everyOutcome(JA));
        everyOutcome(JA).forEach(s -> Languages.assertJapanese(s, s.substring(s.indexOf(' ') + 1)));
    }

    @Test
    void aFailedDeclarationIsTheDeclarersAndAGameEndedBeforeItsFirstMoveSaysSo() {
        Result blackFails = new Result(Side.WHITE, EndingReason.DECLARATION, 250);
        assertEquals(
                "White wins as Black's entering-king declaration fails at ply 250",
                EN.outcome(blackFails, Side.BLACK, null));
        assertEquals("後手の勝ち（先手の入玉宣言が不成立、250手目）", JA.outcome(blackFails, Side.BLACK, null));
        assertEquals("White wins by entering-king declaration at ply 250", EN.outcome(blackFails, Side.WHITE, null));
        Result forfeit = new Result(Side.BLACK, EndingReason.FORFEIT, 0);
        assertEquals("Black wins by forfeit before the first move", EN.outcome(forfeit, null, null));
        assertEquals("先手の不戦勝（開始前）", JA.outcome(forfeit, null, null));
    }
}
