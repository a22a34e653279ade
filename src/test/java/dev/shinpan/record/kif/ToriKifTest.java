package dev.shinpan.record.kif;

import static dev.shinpan.record.kif.Kakinoki.assertClean;
import static dev.shinpan.record.kif.Kakinoki.errors;
import static dev.shinpan.record.kif.Kakinoki.kif;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.record.encoding.DecodedText;
import dev.shinpan.record.encoding.TextDecoder;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.MoveGenerator;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Variants;
import dev.shinpan.rules.WrittenMove;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The Tori Shogi KIF dialect (docs/formats.md §7, man page "Tori Shogi notation"): 手合割：禽将棋,
 * squares ７一…１七, piece names 鵬 鷹 鶴 雉 左鶉 右鶉 燕 鵰 鴈 (雁), 打, 成, 同, and a 7×7 board
 * diagram whose cells are a side mark and one character (左/右 for the quails). Records typed by
 * hand are read; what the writer writes reads back to the same game; CP932 holds 鵰 (0xFC47).
 */
class ToriKifTest {

    /** A game as a tournament director would type it, with the usual KIF liberties. */
    private static final String TYPED = """
            開始日時：2026/05/16 13:30
            手合割：禽将棋
            先手：佐藤
            後手：中村
            手数----指手---------消費時間--
               1 ７四燕(75)
               2 ３四燕(33)
               3 ２六鶴(37)
               4 ７四燕(73)
               5 ７六左鶉(77)
               6 ４四燕(43)
               7 同燕(45)
               8 ４三鷹(42)
               9 同　燕(44)
              10 ３五燕(34)
              11 ３二燕打
              12 同　鶴(31)
              13 ４二燕成(43)
              14 同　鶴(51)
              15 投了
            まで14手で後手の勝ち
            """;

    private static String written(RecordedMove m) {
        WrittenMove w = m.move();
        return (w.from() == null ? "打" : w.from().csa()) + "-" + w.to().csa() + " "
                + w.piece().kanji() + (w.promote() ? "成" : "");
    }

    @Test
    @DisplayName("a game typed by hand: 手合割：禽将棋 selects Tori Shogi, its start and its piece names")
    void typedByHand() {
        GameRecord r = kif(TYPED);
        assertClean(r);
        assertEquals(Variants.TORI, r.variant());
        assertEquals(
                "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1", r.start().sfen());
        assertEquals("手合割：禽将棋", r.start().written().text());
        List<String> moves =
                r.mainLine().moves().stream().map(ToriKifTest::written).toList();
        assertEquals(14, moves.size());
        assertEquals("77-76 左鶉", moves.get(4));
        assertEquals("45-44 燕", moves.get(6), "同 without a blank takes the last destination");
        assertEquals("打-32 燕", moves.get(10));
        assertEquals("43-42 燕成", moves.get(12));
        assertEquals("51-42 鶴", moves.get(13));
        assertNull(FirstIllegalMove.of(r), "every typed move is legal");
        assertEquals(
                EndingReason.RESIGNATION,
                Kakinoki.ending(r, EndingOrigin.TERMINAL_MOVE).reason());
        assertEquals(Side.WHITE, Kakinoki.ending(r, EndingOrigin.SUMMARY_LINE).winner());
        assertEquals(
                List.of("開始日時", "手合割", "先手", "後手"),
                r.header().stream().map(HeaderEntry::key).toList());
    }

    @Test
    @DisplayName("鳥将棋 names the same start; --variant tori needs no 手合割")
    void otherWaysToSayTori() {
        GameRecord bird = kif("手合割：鳥将棋\n   1 ３四燕(35)\n");
        assertClean(bird);
        assertEquals(Variants.TORI, bird.variant());
        GameRecord asked = new KifReader()
                .read("   1 ３四燕(35)\n", new RecordReader.ReadOptions("t.kif", "UTF-8", Variants.TORI))
                .get(0);
        assertClean(asked);
        assertEquals(Variants.TORI, asked.variant());
        assertEquals(Variants.TORI.startSfen(), asked.start().sfen());
    }

    /** A position of my own (White to move): eagle 4六, goose 3五, quails in both hands and on board. */
    private static final String DIAGRAM = """
            手合割：禽将棋
            後手の持駒：燕二　鶴　
              ７ ６ ５ ４ ３ ２ １
            +---------------------+
            | ・v雉 ・v鵬 ・ ・v左|一
            | ・ ・v鶴v鷹 ・ ・ ・|二
            |v燕v燕 ・v燕 ・v燕 ・|三
            | ・ ・v燕 燕 ・ ・v燕|四
            | 燕 燕 燕 ・ 鴈 燕 ・|五
            | ・ ・ ・ 鵰 ・ ・ ・|六
            | 左 雉 鶴 鵬 ・ 雉 右|七
            +---------------------+
            先手の持駒：燕　右鶉
            後手番
            手数----指手---------消費時間--
               1 ５五燕(54)
               2 同　鵰(46)
               3 ５六燕打
               4 同　鶴(57)
               5 ４四燕(43)
               6 １三雁(35)
               7 投了
            まで6手で先手の勝ち
            """;

    @Test
    @DisplayName("a 7×7 diagram: 左/右 quails, 鵰 and 鴈 on the board, 右鶉 in hand, 後手番; 雁 read as 鴈")
    void boardDiagram() {
        GameRecord r = kif(DIAGRAM);
        assertClean(r);
        assertEquals(Variants.TORI, r.variant());
        assertEquals(
                "1p1k2l/2cf3/ss1s1s1/2sS2s/SSS1+SS1/3+F3/LPCK1PR w SR2sc 1",
                r.start().sfen());
        List<String> moves =
                r.mainLine().moves().stream().map(ToriKifTest::written).toList();
        assertEquals(List.of("54-55 燕", "46-55 鵰", "打-56 燕", "57-56 鶴", "43-44 燕", "35-13 鴈"), moves);
        assertNull(FirstIllegalMove.of(r));
        assertEquals(Side.BLACK, Kakinoki.ending(r, EndingOrigin.TERMINAL_MOVE).winner());
    }

    @Test
    @DisplayName("what the writer writes reads back: 300 random games from the start and from diagrams")
    void writerAndReaderAgree() {
        Random random = new Random(42);
        for (int game = 0; game < 300; game++) {
            Position start = Position.start(Variants.TORI);
            // every third game starts from a position reached by random play, written as a diagram
            int prefix = game % 3 == 0 ? 20 + random.nextInt(60) : 0;
            playRandomly(start, prefix, random);
            start = start.copy();
            Position p = start.copy();
            List<Move> moves = playRandomly(p, 40 + random.nextInt(80), random);
            String text = KifWriter.write(List.of(new HeaderEntry("先手", "甲", null)), start, moves, "投了");
            for (String name : List.of("game.kif", "game.kifu")) {
                DecodedText decoded =
                        TextDecoder.decode(KifWriter.encode(text, name)).orElseThrow();
                assertEquals(text, decoded.text(), name);
                GameRecord r = new KifReader()
                        .read(decoded.text(), new RecordReader.ReadOptions(name, decoded.encoding(), null))
                        .get(0);
                assertClean(r);
                assertEquals(Variants.TORI, r.variant());
                assertEquals(
                        start.toSfen().replaceAll(" \\d+$", ""),
                        r.start().sfen().replaceAll(" \\d+$", ""),
                        () -> text);
                Position replay = r.start().position();
                MoveJudge judge = new MoveJudge(replay);
                for (int i = 0; i < moves.size(); i++) {
                    int v = judge.judge(r.mainLine().moves().get(i).move());
                    assertTrue(MoveJudge.isLegal(v), "ply " + (i + 1) + " of\n" + text);
                    assertEquals(moves.get(i), replay.decode(v), "ply " + (i + 1) + " of\n" + text);
                    replay.play(v);
                }
            }
        }
    }

    private static List<Move> playRandomly(Position p, int plies, Random random) {
        List<Move> played = new ArrayList<>();
        for (int i = 0; i < plies; i++) {
            List<Move> legal = new MoveGenerator(p).legalMoves();
            if (legal.isEmpty()) {
                break;
            }
            // prefer drops and promotions now and then, so that hands and promoted pieces appear
            Move m = legal.get(random.nextInt(legal.size()));
            for (Move candidate : legal) {
                if ((candidate.isDrop() || candidate.promote()) && random.nextInt(4) == 0) {
                    m = candidate;
                    break;
                }
            }
            played.add(m);
            p.play(p.encode(m));
        }
        return played;
    }

    @Test
    @DisplayName("鵰 is written as CP932 0xFC47 in .kif and read back; NEC's duplicate 0xEEE8 reads too")
    void eagleInCp932() {
        String text = "手合割：禽将棋\n   1 ４四鵰(46)\n";
        byte[] kif = KifWriter.encode(text, "game.kif");
        byte[] eagle = {(byte) 0xFC, 0x47};
        assertTrue(indexOf(kif, eagle) >= 0, "鵰 as 0xFC47");
        assertArrayEquals(text.getBytes(StandardCharsets.UTF_8), KifWriter.encode(text, "GAME.KIFU"));
        byte[] nec = replace(kif, eagle, new byte[] {(byte) 0xEE, (byte) 0xE8});
        for (byte[] bytes : List.of(kif, nec)) {
            DecodedText decoded = TextDecoder.decode(bytes).orElseThrow();
            assertEquals("windows-31j", decoded.encoding());
            assertEquals(text, decoded.text());
        }
        IllegalArgumentException refused = assertThrows(
                IllegalArgumentException.class,
                () -> KifWriter.encode("手合割：禽将棋\n* 🐦\n", "game.kif"),
                "a character CP932 lacks is refused, not replaced by '?'");
        assertTrue(
                refused.getMessage().startsWith("'🐦' (line 2) cannot be written in windows-31j"),
                refused.getMessage());
    }

    private static int indexOf(byte[] data, byte[] part) {
        outer:
        for (int i = 0; i + part.length <= data.length; i++) {
            for (int j = 0; j < part.length; j++) {
                if (data[i + j] != part[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private static byte[] replace(byte[] data, byte[] from, byte[] to) {
        byte[] copy = data.clone();
        int at = indexOf(copy, from);
        System.arraycopy(to, 0, copy, at, to.length);
        return copy;
    }

    @Test
    @DisplayName("the sample game.tori.kif (CP932, CRLF) is Tori Shogi and ends in mate")
    void sample() throws Exception {
        byte[] bytes = java.nio.file.Files.readAllBytes(java.nio.file.Path.of("samples/tori/game.tori.kif"));
        DecodedText decoded = TextDecoder.decode(bytes).orElseThrow();
        assertEquals("windows-31j", decoded.encoding());
        GameRecord r = new KifReader()
                .read(decoded.text(), new RecordReader.ReadOptions("game.tori.kif", decoded.encoding(), null))
                .get(0);
        assertClean(r);
        assertEquals(42, r.mainLine().moves().size());
        assertTrue(r.mainLine().moves().stream()
                .anyMatch(m -> m.move().piece().kanji().equals("鵰")));
        assertNull(FirstIllegalMove.of(r));
    }

    @Test
    @DisplayName("mistakes in Tori records are located and say what was expected")
    void mistakes() {
        Problem offBoard = errors(kif("手合割：禽将棋\n   1 ８四燕(85)\n")).get(0);
        assertEquals(2, offBoard.line());
        assertTrue(offBoard.message().contains("not on the board"), offBoard.message());

        Problem quail = errors(kif("手合割：禽将棋\n   1 ７六鶉(77)\n")).get(0);
        assertEquals("expected a piece such as 燕, 鶴 or 左鶉", quail.message());
        assertEquals(8, quail.column());

        String noPreset = DIAGRAM.replace("手合割：禽将棋\n", "");
        Problem hint = errors(kif(noPreset)).get(0);
        assertTrue(hint.message().contains("Tori Shogi piece") && hint.message().contains("手合割：禽将棋"), hint.message());

        Problem origin = errors(kif("手合割：禽将棋\n   1 ３四燕(38)\n")).get(0);
        assertEquals("expected an origin square (11) to (77)", origin.message());

        Problem handQuail =
                errors(kif(DIAGRAM.replace("先手の持駒：燕　右鶉", "先手の持駒：燕　鶉"))).get(0);
        assertTrue(handQuail.message().startsWith("expected a piece name such as 鷹, 左鶉 or 燕"), handQuail.message());

        GameRecord ki2 = Kakinoki.ki2("手合割：禽将棋\n▲３四燕\n");
        assertTrue(
                errors(ki2).get(0).message().contains("Tori Shogi"), errors(ki2).toString());
    }
}
