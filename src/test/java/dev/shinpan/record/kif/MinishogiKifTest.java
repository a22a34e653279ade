package dev.shinpan.record.kif;

import static dev.shinpan.record.kif.Kakinoki.assertClean;
import static dev.shinpan.record.kif.Kakinoki.errors;
import static dev.shinpan.record.kif.Kakinoki.kif;
import static dev.shinpan.record.kif.Kakinoki.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.HeaderEntry;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Sfen;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import dev.shinpan.testing.Resources;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Minishogi (5五将棋) in KIF as lishogi writes it: {@code 手合割：5五将棋} (and the other spellings
 * writers use) names the variant, whose board size and piece names the reader then follows, with no
 * reader knowing Minishogi by name (docs/rules.md §E5).
 */
class MinishogiKifTest {

    private static final String START = "rbsgk/4p/5/P4/KGSBR b - 1";

    @ParameterizedTest
    @ValueSource(strings = {"5五将棋", "５五将棋", "五々将棋", "5五", "五々"})
    void theStartNamesReadAsMinishogi(String name) {
        GameRecord r = kif("手合割：" + name + "\n手数----指手---------消費時間--\n   1 １四飛(15)\n   2 ５二飛(51)\n");
        assertClean(r);
        assertSame(Variants.MINISHOGI, r.variant());
        assertEquals(START, r.start().position().toSfen());
        assertEquals(List.of("15-14 HI", "51-52 HI"), moves(r));
    }

    @Test
    void theHandWrittenRecordsRead() {
        GameRecord repetition = kif(Resources.utf8("minishogi/repetition.kifu"));
        assertClean(repetition);
        assertSame(Variants.MINISHOGI, repetition.variant());
        assertEquals(12, moves(repetition).size());
        GameRecord resign = kif(Resources.utf8("minishogi/resign.kifu"));
        assertClean(resign);
        assertEquals(List.of("35-44 GI", "31-22 GI", "54-53 FU", "51-53 HI"), moves(resign));
    }

    /** What the writer writes for a Minishogi game reads back as the same game: 手合割 names the variant. */
    @Test
    void whatTheWriterWritesReadsBack() {
        Position start = Position.start(Variants.MINISHOGI);
        Move rook =
                new Move(new Square(1, 5), new Square(1, 4), Variants.MINISHOGI.pieceType(Variants.Mini.ROOK), false);
        String text = KifWriter.write(List.of(new HeaderEntry("先手", "Sente", null)), start, List.of(rook), "投了");
        assertTrue(text.contains("手合割：5五将棋\n"), text);
        GameRecord back = kif(text);
        assertClean(back);
        assertSame(Variants.MINISHOGI, back.variant());
        assertEquals(List.of("15-14 HI"), moves(back));

        // a position not the start: 手合割 and a 5×5 board diagram, read back to the same position
        Position middle = Sfen.parse("rbsg1/4k/5/P4/KGSBR w P 1");
        String diagram = KifWriter.write(List.of(), middle, List.of(), null);
        assertTrue(diagram.startsWith("手合割：5五将棋\n"), diagram);
        GameRecord board = kif(diagram);
        assertClean(board);
        assertEquals(middle.toSfen(), board.start().position().toSfen());
    }

    /** A 5×5 diagram read as shogi says what would read it, as a 7×7 one points to Tori Shogi. */
    @Test
    void anUnannouncedFiveByFiveDiagramPointsToMinishogi() {
        String kif = "後手の持駒：なし\n  ５ ４ ３ ２ １\n+---------------+\n|v飛v角v銀v金v玉|一\n| ・ ・ ・ ・v歩|二\n"
                + "| ・ ・ ・ ・ ・|三\n| 歩 ・ ・ ・ ・|四\n| 玉 金 銀 角 飛|五\n+---------------+\n先手の持駒：なし\n"
                + "手数----指手---------消費時間--\n   1 １四飛(15)\n";
        GameRecord shogi = kif(kif);
        String said = errors(shogi).get(0).message();
        assertTrue(said.contains("a row of this board has 9 squares, found 5"), said);
        assertTrue(
                said.contains("(a Minishogi diagram needs 手合割：5五将棋 before it, or reading with --variant minishogi)"),
                said);
        GameRecord mini = kif("手合割：5五将棋\n" + kif);
        assertClean(mini);
        assertEquals(START, mini.start().position().toSfen());
    }
}
