package dev.shinpan.record.kif;

import static dev.shinpan.record.kif.Kakinoki.assertClean;
import static dev.shinpan.record.kif.Kakinoki.assertNoErrors;
import static dev.shinpan.record.kif.Kakinoki.errors;
import static dev.shinpan.record.kif.Kakinoki.ki2;
import static dev.shinpan.record.kif.Kakinoki.kif;
import static dev.shinpan.record.kif.Kakinoki.usi;
import static dev.shinpan.record.kif.Kakinoki.warnings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Line;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.rules.Side;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** 変化 blocks (docs/formats.md §1.8): the tree Kifu for Windows writes depth-first, latest branch first. */
class VariationTreeTest {

    private static final String NA2HIRO = "na2hiro-json-kifu-format/test/files/";

    @Test
    @DisplayName("henka.kif: each 変化 replaces move N of the line most recently read")
    void kifuForWindowsTree() {
        GameRecord record = Corpus.read(NA2HIRO + "kif/henka.kif", RecordFormat.KIF);
        assertClean(record);
        Line main = record.mainLine();
        assertEquals(12, main.moves().size());
        // 変化：3手, 変化：3手, 変化：2手, 変化：1手 attach to the main line; the last 変化：2手 to the
        // variation that starts at move 1, whose move 2 carries the branch mark '+'.
        assertEquals(
                List.of(1, 1, 2),
                List.of(
                        main.moves().get(0).alternatives().size(),
                        main.moves().get(1).alternatives().size(),
                        main.moves().get(2).alternatives().size()));
        List<Line> third = main.moves().get(2).alternatives();
        assertEquals("79-68 GI", usi(third.get(0).moves().get(0).move()));
        assertEquals("28-68 HI", usi(third.get(1).moves().get(0).move()));
        Line fromFirst = main.moves().get(0).alternatives().get(0);
        assertEquals(6, fromFirst.moves().size());
        assertEquals(1, fromFirst.moves().get(1).alternatives().size());
        Line nested = fromFirst.moves().get(1).alternatives().get(0);
        assertEquals(2, nested.moves().get(0).ply());
        assertEquals("33-34 FU", usi(nested.moves().get(0).move()));
        assertEquals(List.of("コメント"), fromFirst.moves().get(2).comments());
        RecordedEnding nestedEnd = nested.endings().get(1);
        assertEquals(EndingOrigin.SUMMARY_LINE, nestedEnd.origin());
        assertEquals(5, nestedEnd.ply());
        assertEquals(11, record.startComments().size(), "ten comment lines and a bookmark before move 1");
        assertEquals("&読み込み時表示", record.startComments().get(10), "bookmarks are kept with their & mark");
    }

    @Test
    @DisplayName("one rule: an error that would end the record in the main line only skips the variation it is in")
    void anErrorInAVariationSkipsOnlyThatVariation() {
        String head = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n";
        GameRecord inVariation =
                kif(head + "\n変化：2手\n   2 ８四歩(83)\n手合割：香落ち\n   3 ２六歩(27)\n" + "\n変化：1手\n   1 ２六歩(27)\n");
        assertNoErrors(inVariation);
        assertEquals(2, inVariation.mainLine().moves().size(), "the game is read and judged");
        assertEquals(1, warnings(inVariation).size(), warnings(inVariation).toString());
        assertEquals(
                "read.in-variation", warnings(inVariation).get(0).catalogued().key());
        assertEquals(8, warnings(inVariation).get(0).line(), "at the handicap line inside the variation");
        Line skipped = inVariation.mainLine().moves().get(1).alternatives().get(0);
        assertEquals(1, skipped.moves().size(), "the rest of that variation is skipped");
        assertEquals(1, inVariation.mainLine().moves().get(0).alternatives().size(), "the next variation is read");

        GameRecord inMainLine = kif(head + "手合割：香落ち\n   3 ２六歩(27)\n");
        assertEquals(1, errors(inMainLine).size(), "in the main line the same line ends the reading");
        assertEquals(2, inMainLine.mainLine().moves().size());
    }

    @Test
    @DisplayName("a variation starting with 同 takes the square of the parent line's previous move")
    void sameAtTheStartOfAVariation() {
        GameRecord record = Corpus.read(NA2HIRO + "kif/doh_branch.kifu", RecordFormat.KIF);
        assertClean(record);
        Line atThree = record.mainLine().moves().get(2).alternatives().get(0);
        assertEquals("88-22 KA+", usi(atThree.moves().get(0).move()));
        Line atFour = atThree.moves().get(1).alternatives().get(0);
        assertEquals("82-22 HI", usi(atFour.moves().get(0).move()), "4 同　飛(82) recaptures on 2二");

        GameRecord ki2 = ki2("▲７六歩 △３四歩 ▲２二角成 △同　銀\n\n変化：4手\n△同　飛\nまで4手で後手の勝ち\n");
        assertClean(ki2);
        Line alt = ki2.mainLine().moves().get(3).alternatives().get(0);
        assertEquals("82-22 HI", usi(alt.moves().get(0).move()), "resolved on the parent line's board");
        assertEquals(Side.WHITE, alt.endings().get(0).winner());
    }

    @Test
    @DisplayName("each line keeps its own terminal word and まで line; the main line is the game")
    void endingsPerLine() {
        GameRecord record = Corpus.read(NA2HIRO + "kif/fork.kif", RecordFormat.KIF);
        assertClean(record);
        assertEquals(
                List.of(EndingReason.RESIGNATION, EndingReason.RESIGNATION),
                record.mainLine().endings().stream().map(RecordedEnding::reason).toList());
        Line sennichite = record.mainLine()
                .moves()
                .get(0)
                .alternatives()
                .get(0)
                .moves()
                .get(2)
                .alternatives()
                .get(0);
        assertEquals(
                List.of(EndingReason.SENNICHITE, EndingReason.SENNICHITE),
                sennichite.endings().stream().map(RecordedEnding::reason).toList());
        Line foul = record.mainLine().moves().get(0).alternatives().get(0);
        RecordedEnding word = foul.endings().get(0);
        assertEquals(EndingReason.ILLEGAL_MOVE, word.reason());
        assertEquals(Side.WHITE, word.winner(), "4 反則勝ち: White is to move and wins");
        assertEquals(Side.WHITE, foul.endings().get(1).winner(), "まで3手で後手の反則勝ち");
    }

    @Test
    @DisplayName("a numbering error inside a variation skips that variation only, with a warning")
    void brokenVariation() {
        GameRecord record = Corpus.read(NA2HIRO + "kif/fork-test.kif", RecordFormat.KIF);
        assertNoErrors(record);
        assertEquals(2, warnings(record).size(), warnings(record).toString());
        assertEquals(18, warnings(record).get(0).line(), "the second '5' of the variation");
        // read as a variation replacing move 5, Black's ４二銀(31) moves White's silver: said at the move
        assertEquals(
                "read.variation-illegal", warnings(record).get(1).catalogued().key());
        assertEquals(18, warnings(record).get(1).line());
        Line alt = record.mainLine().moves().get(1).alternatives().get(0);
        assertEquals(4, alt.moves().size(), "moves 2..5 before the repeated number");
        assertEquals(1, alt.moves().get(2).alternatives().size(), "変化：4手 after it still attaches");
    }

    @Test
    @DisplayName("変化 for a move the current line does not have: warning, block skipped")
    void variationWithoutAMoveToReplace() {
        GameRecord record = kif("   1 ７六歩(77)\n   2 ３四歩(33)\n\n変化：5手\n   5 ２六歩(27)\n\n変化：2手\n   2 ８四歩(83)\n");
        assertNoErrors(record);
        assertEquals(1, warnings(record).size());
        assertEquals(4, warnings(record).get(0).line());
        assertEquals(1, record.mainLine().moves().get(1).alternatives().size());
        assertEquals(
                "83-84 FU",
                usi(record.mainLine()
                        .moves()
                        .get(1)
                        .alternatives()
                        .get(0)
                        .moves()
                        .get(0)
                        .move()));
    }

    @Test
    @DisplayName("a main-line numbering jump is an error; the moves before it are kept")
    void mainLineJump() {
        GameRecord record = kif("   1 ７六歩(77)\n   2 ３四歩(33)\n   4 ２六歩(27)\n   5 ８四歩(83)\n");
        assertEquals(1, errors(record).size());
        assertEquals(3, errors(record).get(0).line());
        assertEquals(4, errors(record).get(0).column());
        assertEquals("4", errors(record).get(0).text());
        assertEquals(2, record.mainLine().moves().size());
        assertTrue(!record.readable());
    }

    @Test
    @DisplayName("comments in a variation before its first move go to that move")
    void commentBeforeAVariationsFirstMove() {
        GameRecord record = kif("   1 ７六歩(77)\n\n変化：1手\n*別の手\n   1 ２六歩(27)\n*二手目\n");
        assertClean(record);
        RecordedMove first =
                record.mainLine().moves().get(0).alternatives().get(0).moves().get(0);
        assertEquals(List.of("別の手", "二手目"), first.comments());
        assertTrue(record.mainLine().moves().get(0).comments().isEmpty());
    }

    @Test
    @DisplayName("KI2 variations are resolved on the board of their own path")
    void ki2VariationsReplayTheirPath() {
        GameRecord record =
                Corpus.read("sunfish-tsshogi/extracted-from-spec/record__usen_branches__1.ki2", RecordFormat.KI2);
        assertClean(record);
        assertEquals(134, record.mainLine().moves().size());
        Line at26 = record.mainLine().moves().get(25).alternatives().get(0);
        Line at7 = record.mainLine().moves().get(6).alternatives().get(0);
        assertEquals(144 - 25, at26.moves().size());
        assertEquals(181 - 6, at7.moves().size());
        assertEquals(EndingReason.INTERRUPTED, at26.endings().get(0).reason());
        assertEquals(Side.BLACK, at7.endings().get(0).winner());
        assertEquals(null, FirstIllegalMove.of(record));
    }
}
