package dev.shinpan.record.kif;

import static dev.shinpan.record.kif.Kakinoki.assertClean;
import static dev.shinpan.record.kif.Kakinoki.ending;
import static dev.shinpan.record.kif.Kakinoki.errors;
import static dev.shinpan.record.kif.Kakinoki.kif;
import static dev.shinpan.record.kif.Kakinoki.moves;
import static dev.shinpan.record.kif.Kakinoki.warnings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Result;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Players;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StatedRule;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** KIF as real apps write it, beyond the format's letter: each case builds its input. */
class KifDialectsTest {

    private static final String HEADER = "手合割：平手\n先手：a\n後手：b\n手数----指手---------消費時間--\n";

    @Nested
    @DisplayName("Shogi Club 24 names the side a foul ends the game for")
    class Club24Fouls {

        @Test
        @DisplayName("2 後手 反則負け: White lost by a foul, as the まで line says")
        void theNamedSideLost() {
            GameRecord r = kif(HEADER + "   1 ７六歩(77)   ( 0:01/00:00:01)\n   2 後手 反則負け\n" + "まで1手で反則により先手の勝ち\n");
            assertClean(r);
            RecordedEnding foul = ending(r, EndingOrigin.TERMINAL_MOVE);
            assertEquals(EndingReason.ILLEGAL_MOVE, foul.reason());
            assertEquals(Side.BLACK, foul.winner());
            assertEquals(Side.WHITE, foul.offender());
            assertEquals(1, foul.ply());
            assertEquals("後手 反則負け", foul.text().text());
            RecordedEnding summary = ending(r, EndingOrigin.SUMMARY_LINE);
            assertEquals(EndingReason.ILLEGAL_MOVE, summary.reason());
            assertEquals(Side.BLACK, summary.winner());
            assertEquals(Side.WHITE, summary.offender());

            Verdict v = new Referee(Rulesets.JSA).judge(r);
            assertEquals(Verdict.Status.OK, v.status(), () -> "remarks: " + v.remarks());
            assertEquals(new Result(Side.BLACK, EndingReason.ILLEGAL_MOVE, 1), v.result());
        }

        @Test
        @DisplayName("2 先手 反則負け: the side not to move lost, whichever side is to move")
        void theSideNotToMoveMayBeTheOneThatLost() {
            GameRecord r = kif(HEADER + "   1 ７六歩(77)\n   2 先手 反則負け   ( 0:00/00:00:00)\n" + "まで1手で反則により後手の勝ち\n");
            assertClean(r);
            RecordedEnding foul = ending(r, EndingOrigin.TERMINAL_MOVE);
            assertEquals(Side.WHITE, foul.winner());
            assertEquals(Side.BLACK, foul.offender());
            assertEquals(Side.WHITE, ending(r, EndingOrigin.SUMMARY_LINE).winner());
            assertEquals(Verdict.Status.OK, new Referee(Rulesets.JSA).judge(r).status());
        }

        @Test
        void aSideNameAloneIsStillAnUnknownWord() {
            GameRecord r = kif(HEADER + "   1 ７六歩(77)\n   2 先手\n");
            assertTrue(warnings(r).get(0).message().contains("unknown terminal word '先手'"), r.problems()::toString);
        }
    }

    @Nested
    @DisplayName("move numbers as editors read them")
    class MoveNumbers {

        @Test
        @DisplayName("a start above 1 without a diagram is a numbering slip: a warning on the number")
        void aStartAboveOneIsASlip() {
            GameRecord r = kif(HEADER + "  31 ７六歩(77)\n  32 ３四歩(33)\n  33 中断\nまで32手で中断\n");
            assertEquals(List.of("77-76 FU", "33-34 FU"), moves(r));
            assertEquals(1, r.problems().size(), () -> "problems: " + r.problems());
            Problem slip = r.problems().get(0);
            assertEquals(Problem.Severity.WARNING, slip.severity());
            assertEquals(5, slip.line());
            assertEquals("31", slip.text());
            assertEquals(2, ending(r, EndingOrigin.TERMINAL_MOVE).ply());
            assertEquals(2, ending(r, EndingOrigin.SUMMARY_LINE).ply(), "まで counts the moves as numbered");
        }

        @Test
        @DisplayName("a number going back without 変化 starts a variation there, with a warning naming the line")
        void aNumberGoingBackStartsAVariation() {
            GameRecord r = kif(
                    HEADER + "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n   4 投了\n" + "   3 ６六歩(67)\n   4 ８四歩(83)\n");
            assertEquals(List.of("77-76 FU", "33-34 FU", "27-26 FU"), moves(r));
            RecordedMove third = r.mainLine().moves().get(2);
            assertEquals(1, third.alternatives().size());
            assertEquals(2, third.alternatives().get(0).moves().size());
            assertEquals(
                    Square.of(6, 6),
                    third.alternatives().get(0).moves().get(0).move().to());
            Problem back = warnings(r).get(0);
            assertEquals(9, back.line());
            assertEquals("3", back.text());
            assertEquals(
                    "move number 3 goes back (the line has 3 moves) without a 変化：3手 line: read as a"
                            + " variation replacing move 3, as ShogiHome reads it",
                    back.message());
            assertEquals("read.kif.number-back", back.catalogued().key());
        }

        @Test
        @DisplayName("a diagram's 手数＝N says the game starts later: moves numbered from N+1, no warning")
        void aDiagramThatSaysTheGameStartsLater() {
            GameRecord r = kif("""
                    後手の持駒：角
                      ９ ８ ７ ６ ５ ４ ３ ２ １
                    +---------------------------+
                    |v香v桂v銀v金v玉v金v銀v桂v香|一
                    | ・v飛 ・ ・ ・ ・ ・ ・ ・|二
                    |v歩v歩v歩v歩v歩v歩 ・v歩v歩|三
                    | ・ ・ ・ ・ ・ ・v歩 ・ ・|四
                    | ・ ・ ・ ・ ・ ・ ・ ・ ・|五
                    | ・ ・ 歩 ・ ・ ・ ・ 歩 ・|六
                    | 歩 歩 ・ 歩 歩 歩 歩 ・ 歩|七
                    | ・v馬 ・ ・ ・ ・ ・ 飛 ・|八
                    | 香 桂 銀 金 玉 金 銀 桂 香|九
                    +---------------------------+
                    先手の持駒：なし
                    先手番
                    手数＝4  ８八角成(22)  まで
                    手数----指手---------消費時間--
                       5 同　銀(79)
                       6 ４四歩(43)
                    まで6手で中断
                    """);
            assertClean(r);
            assertEquals(List.of("79-88 GI", "43-44 FU"), moves(r));
            assertEquals(2, ending(r, EndingOrigin.SUMMARY_LINE).ply());
        }

        @Test
        void aDiagramWhoseCountDisagreesIsWarnedOf() {
            GameRecord r = kif("""
                    後手の持駒：なし
                      ９ ８ ７ ６ ５ ４ ３ ２ １
                    +---------------------------+
                    | ・ ・ ・ ・v玉 ・ ・ ・ ・|一
                    | ・ ・ ・ ・ ・ ・ ・ ・ ・|二
                    | ・ ・ ・ ・ 金 ・ ・ ・ ・|三
                    | ・ ・ ・ ・ ・ ・ ・ ・ ・|四
                    | ・ ・ ・ ・ ・ ・ ・ ・ ・|五
                    | ・ ・ ・ ・ ・ ・ ・ ・ ・|六
                    | ・ ・ ・ ・ ・ ・ ・ ・ ・|七
                    | ・ ・ ・ ・ ・ ・ ・ ・ ・|八
                    | ・ ・ ・ ・ 玉 ・ ・ ・ ・|九
                    +---------------------------+
                    先手の持駒：金
                    先手番
                    手数＝10  まで
                    手数----指手---------消費時間--
                      21 ５二金打
                    """);
            assertEquals(1, moves(r).size());
            assertEquals(
                    "read.kif.number-start-diagram",
                    warnings(r).get(0).catalogued().key());
        }

        @Test
        void aDiagramWithoutCountMayNumberFromAnywhere() {
            GameRecord r = kif("""
                    後手の持駒：なし
                      ９ ８ ７ ６ ５ ４ ３ ２ １
                    +---------------------------+
                    | ・ ・ ・ ・v玉 ・ ・ ・ ・|一
                    | ・ ・ ・ ・ ・ ・ ・ ・ ・|二
                    | ・ ・ ・ ・ 金 ・ ・ ・ ・|三
                    | ・ ・ ・ ・ ・ ・ ・ ・ ・|四
                    | ・ ・ ・ ・ ・ ・ ・ ・ ・|五
                    | ・ ・ ・ ・ ・ ・ ・ ・ ・|六
                    | ・ ・ ・ ・ ・ ・ ・ ・ ・|七
                    | ・ ・ ・ ・ ・ ・ ・ ・ ・|八
                    | ・ ・ ・ ・ 玉 ・ ・ ・ ・|九
                    +---------------------------+
                    先手の持駒：金
                    先手番
                    手数----指手---------消費時間--
                      21 ５二金打
                      22 詰み
                    """);
            assertClean(r);
            assertEquals(1, ending(r, EndingOrigin.TERMINAL_MOVE).ply());
        }

        @Test
        void aNumberSkippingAheadIsStillAnError() {
            GameRecord r = kif(HEADER + "   1 ７六歩(77)\n   3 ２六歩(27)\n");
            Problem gap = errors(r).get(0);
            assertEquals("move number 3 where 2 was expected (moves missing or repeated)", gap.message());
            assertEquals(6, gap.line());
            assertEquals(1, r.mainLine().moves().size());
        }
    }

    @Nested
    @DisplayName("header facts: players and declared rules")
    class HeaderFacts {

        @Test
        void theEvenGameWordsWinOverTheHandicapOnesWhateverTheirOrder() {
            GameRecord r = kif("下手：甲\n上手：乙\n先手：丙\n手数----指手---------消費時間--\n   1 ７六歩(77)\n");
            assertEquals(new Players("丙", "乙"), r.players());
        }

        @Test
        void declaredRulesArePlainNumbers() {
            GameRecord r = kif("最大手数：320\n持将棋：24\n" + HEADER + "   1 ７六歩(77)\n");
            assertEquals(
                    List.of(
                            new StatedRule(StatedRule.Subject.MAX_MOVES, 320, SourceText.of("最大手数：320", 1, 1)),
                            new StatedRule(StatedRule.Subject.IMPASSE_POINTS, 24, SourceText.of("持将棋：24", 2, 1))),
                    r.statedRules());
            GameRecord negative = kif("最大手数：-5\n" + HEADER + "   1 ７六歩(77)\n");
            assertTrue(negative.statedRules().isEmpty());
            assertEquals(1, warnings(negative).get(0).line());
            assertEquals("最大手数：-5", warnings(negative).get(0).text());
        }

        @Test
        @DisplayName("a comment after a foul is no refused move: only a server's note names one")
        void commentsAreNotParsedForMoves() {
            GameRecord r = kif(HEADER + "   1 ７六歩(77)\n   2 反則勝ち\n*ILLEGAL_MOVE(+2625FU)\n");
            RecordedEnding foul = ending(r, EndingOrigin.TERMINAL_MOVE);
            assertEquals("ILLEGAL_MOVE(+2625FU)", foul.detail());
            assertNull(foul.refused());
        }
    }
}
