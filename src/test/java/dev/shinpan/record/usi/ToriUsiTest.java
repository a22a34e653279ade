package dev.shinpan.record.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.codec.RecordReader.ReadOptions;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.Piece;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Tori Shogi SFEN and USI as Fairy-Stockfish writes them (docs/formats.md §7, docs/rules.md §C7): promoted
 * pieces {@code +s}/{@code +f}, left and right quails {@code l}/{@code r} on the board and in
 * hands, quail drops, and the game's end words.
 */
class ToriUsiTest {

    private static GameRecord read(String line) {
        return new UsiReader()
                .read(line, new ReadOptions("t.sfen", "UTF-8", null))
                .get(0);
    }

    @Test
    @DisplayName("+S goose, +F eagle, L and R quails in SFEN and hands (2Sl) mean what Fairy-Stockfish means")
    void letters() {
        GameRecord r = read("position sfen 3k3/7/2+S1+f2/7/7/7/L2K2r w 2SRl 40");
        assertTrue(r.problems().isEmpty(), r.problems().toString());
        assertSame(Variants.TORI, r.variant());
        Position p = r.start().position();
        assertEquals(Side.WHITE, p.sideToMove());
        assertEquals(new Piece(Variants.TORI.pieceType(Variants.Tori.GOOSE), Side.BLACK), p.pieceAt(new Square(5, 3)));
        assertEquals(new Piece(Variants.TORI.pieceType(Variants.Tori.EAGLE), Side.WHITE), p.pieceAt(new Square(3, 3)));
        assertEquals(
                new Piece(Variants.TORI.pieceType(Variants.Tori.LEFT_QUAIL), Side.BLACK), p.pieceAt(new Square(7, 7)));
        assertEquals(
                new Piece(Variants.TORI.pieceType(Variants.Tori.RIGHT_QUAIL), Side.WHITE), p.pieceAt(new Square(1, 7)));
        assertEquals(2, p.handCount(Side.BLACK, Variants.TORI.pieceType(Variants.Tori.SWALLOW)));
        assertEquals(1, p.handCount(Side.BLACK, Variants.TORI.pieceType(Variants.Tori.RIGHT_QUAIL)));
        assertEquals(1, p.handCount(Side.WHITE, Variants.TORI.pieceType(Variants.Tori.LEFT_QUAIL)));
        assertEquals(0, p.handCount(Side.WHITE, Variants.TORI.pieceType(Variants.Tori.RIGHT_QUAIL)));
    }

    @Test
    @DisplayName("quail drops L*/R* are the dropper's left and right quails; resign ends the game")
    void quailDrops() {
        GameRecord r = read("sfen 3k3/7/7/7/7/7/3K3 b LR 1 moves L*2d 4a5a R*6d resign");
        assertTrue(r.problems().isEmpty(), r.problems().toString());
        Position p = r.start().position();
        MoveJudge judge = new MoveJudge(p);
        for (var m : r.mainLine().moves()) {
            int v = judge.judge(m.move());
            assertTrue(MoveJudge.isLegal(v), m.text().text());
            p.play(v);
        }
        assertEquals("left quail", p.pieceAt(new Square(2, 4)).type().name());
        assertEquals("right quail", p.pieceAt(new Square(6, 4)).type().name());
        assertEquals(
                List.of(EndingReason.RESIGNATION),
                r.mainLine().endings().stream().map(e -> e.reason()).toList());
        assertEquals(Side.BLACK, r.mainLine().endings().get(0).winner(), "White resigned at ply 4");
    }

    @Test
    @DisplayName("a piece letter Tori lacks is a located error naming the variant")
    void unknownLetter() {
        GameRecord r = read("sfen 3k3/7/7/3G3/7/7/3K3 b - 1");
        assertEquals(null, r.start());
        assertTrue(
                r.problems().get(0).message().contains("no tori piece 'G'"),
                r.problems().toString());
    }
}
