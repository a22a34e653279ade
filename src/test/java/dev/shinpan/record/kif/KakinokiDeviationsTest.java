package dev.shinpan.record.kif;

import static dev.shinpan.record.kif.Kakinoki.assertClean;
import static dev.shinpan.record.kif.Kakinoki.assertNoErrors;
import static dev.shinpan.record.kif.Kakinoki.ending;
import static dev.shinpan.record.kif.Kakinoki.errors;
import static dev.shinpan.record.kif.Kakinoki.ki2;
import static dev.shinpan.record.kif.Kakinoki.kif;
import static dev.shinpan.record.kif.Kakinoki.moves;
import static dev.shinpan.record.kif.Kakinoki.usi;
import static dev.shinpan.record.kif.Kakinoki.warnings;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.MoveTime;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Side;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * docs/formats.md §6 "Real-world deviations", 5–33 (the KIF and KI2 ones): one test per deviation, on
 * small records modelled on the cited real files and, where the corpus has one, on the real file.
 */
class KakinokiDeviationsTest {

    private static final String EVEN_SFEN = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    private static final String NA2HIRO = "na2hiro-json-kifu-format/test/files/";
    private static final String TSSHOGI = "sunfish-tsshogi/extracted-from-spec/";

    @Test
    @DisplayName("deviation 5: missing final newline (noeol test files)")
    void deviation05_missingFinalNewline() {
        GameRecord record = kif("手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 中断");
        assertClean(record);
        assertEquals(List.of("77-76 FU", "33-34 FU"), moves(record));
        assertEquals(
                EndingReason.INTERRUPTED,
                ending(record, EndingOrigin.TERMINAL_MOVE).reason());

        GameRecord noeol = Corpus.read(NA2HIRO + "kif/noeol.kif", RecordFormat.KIF);
        assertNoErrors(noeol);
        assertEquals(3, noeol.mainLine().moves().size());
        RecordedEnding summary = ending(noeol, EndingOrigin.SUMMARY_LINE);
        assertEquals(3, summary.ply());
        assertEquals(EndingReason.INTERRUPTED, summary.reason());
    }

    @Test
    @DisplayName("deviation 6: trailing SP/IDSP/TAB before the line end, with CRLF and CR line ends")
    void deviation06_trailingBlanks() {
        String text = "手合割：平手　　\r\n先手：羽生 \t\r\n手数----指手--\r\n   1 ７六歩(77)   \r\n"
                + "   2 ３四歩(33)  　\r   3 投了    \r\nまで2手で後手の勝ち　\r\n";
        GameRecord record = kif(text);
        assertClean(record);
        assertEquals(Handicap.EVEN, record.start().handicap());
        assertEquals("羽生", record.headerValue("先手").orElseThrow());
        assertEquals(List.of("77-76 FU", "33-34 FU"), moves(record));
        assertEquals(Side.WHITE, ending(record, EndingOrigin.TERMINAL_MOVE).winner());
        assertEquals(5, record.mainLine().moves().get(1).text().line());
        assertEquals(6, ending(record, EndingOrigin.TERMINAL_MOVE).text().line(), "CR alone ends a line too");

        // Kifu for Windows pads move lines with blanks: "   1 ７六歩(77)  " (fork-test.kif)
        GameRecord real = Corpus.read(NA2HIRO + "kif/fork-test.kif", RecordFormat.KIF);
        assertNoErrors(real);
        assertEquals(List.of("77-76 FU", "33-34 FU", "27-26 FU"), moves(real));
    }

    @Test
    @DisplayName("deviation 7: half-width ':' in header keys")
    void deviation07_halfWidthColon() {
        GameRecord record = kif("手合割:香落ち\n先手:下手氏\n後手：上手氏\n   1 ３四歩(33)\n");
        assertClean(record);
        assertEquals(Handicap.LANCE, record.start().handicap());
        assertEquals(
                List.of("手合割", "先手", "後手"),
                record.header().stream().map(HeaderEntry::key).toList());
        assertEquals("下手氏", record.headerValue("先手").orElseThrow());

        GameRecord real = Corpus.read(TSSHOGI + "kakinoki__import_half-size-colon__1.kif", RecordFormat.KIF);
        assertClean(real);
        assertEquals("関ヶ原の戦い", real.headerValue("棋戦").orElseThrow());
        assertEquals("石田三成", real.headerValue("後手").orElseThrow());
        assertEquals(3, real.mainLine().moves().size());
    }

    @Test
    @DisplayName("deviation 8: '*' comment lines before the header keys belong to the start position (shogi-extend)")
    void deviation08_commentsBeforeHeader() {
        String text = """
                *詳細URL：https://www.shogi-extend.com/swars/battles/x
                *KENTO：https://www.kento-shogi.com/?moves=7g7f
                先手：a
                手合割：平手
                手数----指手---------消費時間--
                   1 ７六歩(77)   (00:01/00:00:01)
                *▲戦型：嬉野流
                """;
        GameRecord record = kif(text);
        assertClean(record);
        assertEquals(
                List.of(
                        "詳細URL：https://www.shogi-extend.com/swars/battles/x",
                        "KENTO：https://www.kento-shogi.com/?moves=7g7f"),
                record.startComments());
        assertEquals(
                List.of("先手", "手合割"),
                record.header().stream().map(HeaderEntry::key).toList());
        assertEquals(List.of("▲戦型：嬉野流"), record.mainLine().moves().get(0).comments());

        GameRecord real = Corpus.read(
                "muzudho-kif-parser/docs/examples/" + "surokiti0510-muzudho-20211004_204159[shogiextend].kifu",
                RecordFormat.KIF);
        assertClean(real);
        assertEquals(3, real.startComments().size());
        assertTrue(real.startComments().get(0).startsWith("詳細URL："));
        assertEquals("surokiti0510 初段", real.headerValue("先手").orElseThrow());
    }

    @Test
    @DisplayName("deviation 9: 手合割 with trailing IDSP, 詰将棋, その他 and lishogi's extra names")
    void deviation09_handicapNames() {
        GameRecord padded = kif("手合割：角落ち　\n   1 ３四歩(33)\n");
        assertClean(padded);
        assertEquals(Handicap.BISHOP, padded.start().handicap());

        String board = """
                後手の持駒：なし
                  ９ ８ ７ ６ ５ ４ ３ ２ １
                +---------------------------+
                | ・ ・ ・ ・ ・ ・ ・v桂v香|一
                | ・ ・ ・ ・ ・ ・ ・v玉 ・|二
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|三
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|四
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|五
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|六
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|七
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|八
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|九
                +---------------------------+
                先手の持駒：金二
                """;
        for (String name : List.of("詰将棋　", "その他　")) {
            GameRecord tsume = kif("手合割：" + name + "\n" + board + "   1 ２三金打\n");
            assertClean(tsume);
            assertEquals("7nl/7k1/9/9/9/9/9/9/9 b 2G 1", tsume.start().sfen(), name);
            assertNull(tsume.start().handicap());
        }

        GameRecord otherWithoutBoard = kif("手合割：その他\n   1 ７六歩(77)\n");
        assertEquals(1, errors(otherWithoutBoard).size());
        assertEquals(1, errors(otherWithoutBoard).get(0).line());

        GameRecord lishogi = kif("手合割：香得\n   1 ７六歩(77)\n");
        assertNoErrors(lishogi);
        assertEquals(1, warnings(lishogi).size());
        assertTrue(warnings(lishogi).get(0).message().contains("香得"));
        assertEquals(EVEN_SFEN, lishogi.start().sfen());

        GameRecord isShogi = Corpus.read(TSSHOGI + "kakinoki__import_tsumeshogi__1.kif", RecordFormat.KIF);
        assertClean(isShogi);
        assertEquals(
                "9/7S1/5P1k1/7pP/6P2/9/2B6/9/9 b 2rb4g3s4n4l14p 1",
                isShogi.start().sfen());
        GameRecord kifuForWindows = Corpus.read(NA2HIRO + "kif/9fu.kif", RecordFormat.KIF);
        assertNoErrors(kifuForWindows);
        assertEquals(
                "7pk/7p1/7p1/7p1/7p1/7p1/7p1/7p1/7p1 b 2R4L4s4n 1",
                kifuForWindows.start().sfen());
    }

    @Test
    @DisplayName("deviation 10: a board diagram together with a handicap preset: the diagram wins (下手番)")
    void deviation10_boardOverridesPreset() {
        GameRecord real = Corpus.read(TSSHOGI + "kakinoki__import_handicap-initial-position__1.kif", RecordFormat.KIF);
        assertClean(real);
        assertEquals(
                "lnsg1gsnl/1r4k2/p1ppppp1p/7R1/1p7/9/PPPPPPP1P/1BG6/LNS1KGSNL b Pp 1",
                real.start().sfen());
        assertNull(real.start().handicap());
        assertEquals(Side.BLACK, real.start().position().sideToMove());
        assertEquals("39-38 GI", usi(real.mainLine().moves().get(0).move()));

        // the same board as 平手 with 手合割：角落ち: the diagram decides, and names the preset it equals
        String text = "手合割：角落ち\n後手の持駒：なし\n" + evenBoard() + "先手の持駒：なし\n   1 ７六歩(77)\n";
        GameRecord inline = kif(text);
        assertClean(inline);
        assertEquals(Handicap.EVEN, inline.start().handicap());
    }

    @Test
    @DisplayName("deviation 11: hands separated by SP, IDSP or nothing; なし or empty")
    void deviation11_handSeparators() {
        String expected = "7pk/7p1/7p1/7p1/7p1/7p1/7p1/7p1/7p1 b 2R4L4s4n 1";
        for (String[] hands : new String[][] {{"銀四　桂四　", "飛二　香四　"}, {"銀四 桂四 ", "飛二 香四 "}, {"銀四桂四", "飛二香四"}}) {
            GameRecord record = kif("上手の持駒：" + hands[0] + "\n" + ninePawns() + "下手の持駒：" + hands[1] + "\n");
            assertClean(record);
            assertEquals(expected, record.start().sfen(), String.join("|", hands));
        }
        for (String none : List.of("なし", "", "　")) {
            GameRecord record = kif("後手の持駒：" + none + "\n" + evenBoard() + "先手の持駒：" + none + "\n");
            assertClean(record);
            assertEquals(EVEN_SFEN, record.start().sfen(), "'" + none + "'");
        }
        GameRecord noColon = kif("後手の持駒\n" + evenBoard() + "先手の持駒\n");
        assertClean(noColon);
        assertEquals(EVEN_SFEN, noColon.start().sfen(), "hand lines without even a colon");
        GameRecord eighteen = kif("後手の持駒：歩十八\n" + kingsOnly() + "先手の持駒：\n");
        assertClean(eighteen);
        assertEquals(
                18,
                eighteen.start()
                        .position()
                        .handCount(
                                Side.WHITE,
                                eighteen.start().variant().byName("歩").orElseThrow()));

        GameRecord real = Corpus.read(NA2HIRO + "kif/kifu_for_iphone.kif", RecordFormat.KIF);
        assertNoErrors(real);
        assertEquals(
                "3sks3/9/4+P4/6+B2/9/9/9/9/9 b S2rb4gs4n4l17p 1", real.start().sfen());
    }

    @Test
    @DisplayName("deviation 12: 盤面回転 line is a no-op")
    void deviation12_boardRotation() {
        GameRecord record = kif("手合割：平手\n盤面回転\n先手：a\n   1 ７六歩(77)\n");
        assertClean(record);
        assertEquals(1, record.mainLine().moves().size());
        assertEquals(
                List.of("手合割", "先手"),
                record.header().stream().map(HeaderEntry::key).toList());
    }

    @Test
    @DisplayName("deviation 13: header keys after the board diagram (下手/上手 after the board)")
    void deviation13_headerAfterBoard() {
        GameRecord real = Corpus.read(NA2HIRO + "kif/9fu.kif", RecordFormat.KIF);
        assertNoErrors(real);
        List<String> keys = real.header().stream().map(HeaderEntry::key).toList();
        // the program line before the header is kept under '#' (it names the application: game.application)
        assertEquals(List.of(HeaderEntry.PROGRAM_LINE, "開始日時", "終了日時", "手合割", "上手の持駒", "下手の持駒", "下手", "上手"), keys);
        assertEquals("shitate", real.blackPlayer().orElseThrow());
        assertEquals("uwate", real.whitePlayer().orElseThrow());

        GameRecord inline =
                kif("上手の持駒：銀四　桂四　\n" + ninePawns() + "下手の持駒：飛二　香四　\n下手番\n下手：shitate\n" + "上手：uwate\n   1 １三香打\n");
        assertClean(inline);
        assertEquals("uwate", inline.whitePlayer().orElseThrow());
    }

    @Test
    @DisplayName("deviation 14: a 変化： line inside the header (ShogiHome #570) is ignored with a warning")
    void deviation14_variationInHeader() {
        GameRecord record = kif("手合割：平手\n変化：1手\n先手：a\n手数----指手--\n   1 ７六歩(77)\n");
        assertNoErrors(record);
        assertEquals(1, warnings(record).size());
        assertEquals(2, warnings(record).get(0).line());
        assertEquals(List.of("77-76 FU"), moves(record));
        assertEquals("a", record.blackPlayer().orElseThrow());
    }

    @Test
    @DisplayName("deviation 15: dates in every shape are kept verbatim")
    void deviation15_dates() {
        GameRecord record = kif("開始日時：1999/07/15(木) 19:07:12\n終了日時：2021/10/17\n対局日：0000/00/00 00:00:00\n" + "手合割：平手\n");
        assertClean(record);
        assertEquals("1999/07/15(木) 19:07:12", record.headerValue("開始日時").orElseThrow());
        assertEquals("2021/10/17", record.headerValue("終了日時").orElseThrow());
        assertEquals("0000/00/00 00:00:00", record.headerValue("対局日").orElseThrow());
    }

    @Test
    @DisplayName("deviation 16: move numbers unpadded, followed by three spaces (81Dojo) or flush left (24)")
    void deviation16_moveNumberPadding() {
        GameRecord dojo = kif("手合割：平手\n1   ７六歩(77)   (0:23/0:0:23)\n2   ３四歩(33)   (0:29/0:0:29)\n" + "10 ２六歩(27)\n");
        assertEquals(1, errors(dojo).size(), "a jump from 2 to 10 is reported");
        assertEquals(4, errors(dojo).get(0).line());
        assertEquals(List.of("77-76 FU", "33-34 FU"), moves(dojo));

        GameRecord flush = kif("1 ７六歩(77) ( 0:01/00:00:01)\n2 ３四歩(33) ( 0:01/00:00:01)\n   3 ２六歩(27)\n");
        assertClean(flush);
        assertEquals(3, flush.mainLine().moves().size());

        GameRecord real = Corpus.read(TSSHOGI + "kakinoki__import_handicap__1.kif", RecordFormat.KIF);
        assertClean(real);
        assertEquals(177, real.mainLine().moves().size());
        assertEquals(Handicap.BISHOP, real.start().handicap());
    }

    @Test
    @DisplayName("deviation 17: 王 for Black's king (ぴよ将棋) or for both kings (old files)")
    void deviation17_kingAsOu() {
        GameRecord record = kif("手合割：平手\n   1 ５八王(59)\n   2 ５二王(51)\n   3 ５九玉(58)\n");
        assertClean(record);
        assertEquals(List.of("59-58 OU", "51-52 OU", "58-59 OU"), moves(record));

        GameRecord real = Corpus.read(NA2HIRO + "kif/20081220kyoochi.kif", RecordFormat.KIF);
        assertClean(real);
        assertEquals("51-62 OU", usi(real.mainLine().moves().get(12).move()), "13 ６二王(51), White's king");
        assertEquals("59-68 OU", usi(real.mainLine().moves().get(15).move()), "16 ６八王(59), Black's king");
    }

    @Test
    @DisplayName("deviation 18: 同 without IDSP (同銀(79)), with SP, or with IDSP after the piece (同銀　(79))")
    void deviation18_sameWithoutIdeographicSpace() {
        GameRecord record = kif("""
                手合割：平手
                   1 ７六歩(77)
                   2 ３四歩(33)
                   3 ２二角成(88)
                   4 同銀(31)
                   5 ８八角打
                   6 同 角成(22)
                   7 同銀　(79)
                   8 仝　飛(82)
                """);
        assertClean(record);
        assertEquals(
                List.of(
                        "77-76 FU",
                        "33-34 FU",
                        "88-22 KA+",
                        "31-22 GI",
                        "drop-88 KA",
                        "22-88 KA+",
                        "79-88 GI",
                        "82-88 HI"),
                moves(record));

        GameRecord android = Corpus.read(TSSHOGI + "kakinoki__import_KifuForAndroid__1.kif", RecordFormat.KIF);
        GameRecord emSpace = Corpus.read(TSSHOGI + "kakinoki__import_emSpaceAfterPieceType__1.kif", RecordFormat.KIF);
        assertClean(android);
        assertClean(emSpace);
        assertEquals("79-88 GI", usi(android.mainLine().moves().get(4).move()), "5 同銀(79)");
        assertEquals(moves(android), moves(emSpace));
    }

    @Test
    @DisplayName("deviation 19: 不成 written in KIF (Shogi DB2 ７七銀不成(68)) is accepted as no promotion")
    void deviation19_nonPromotionWritten() {
        GameRecord record =
                kif(board("""
                | ・ ・ ・ ・v玉 ・ ・ ・ ・|一
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|二
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|三
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|四
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|五
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|六
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|七
                | ・ ・ ・v銀 ・ ・ ・ ・ ・|八
                | ・ ・ ・ ・ ・ 玉 ・ ・ ・|九
                """, "後手番") + "   1 ７七銀不成(68)\n   2 ５八玉(49)\n   3 ６八銀生(77)\n   4 ４九玉(58)\n   5 ５九銀成(68)\n");
        assertClean(record);
        assertEquals(List.of("68-77 GI", "49-58 OU", "77-68 GI", "58-49 OU", "68-59 GI+"), moves(record));
    }

    @Test
    @DisplayName("deviation 20: drops with a placeholder origin ３三角打(00) (電竜戦 KIF)")
    void deviation20_dropWithPlaceholderOrigin() {
        GameRecord record = kif(
                "手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同　銀(31)\n" + "   5 ３三角打(00)\n   6 ４二銀(31)\n");
        assertNoErrors(record);
        assertEquals(
                List.of("77-76 FU", "33-34 FU", "88-22 KA+", "31-22 GI", "drop-33 KA", "31-42 GI"),
                moves(record),
                "the drop is kept and nothing after it shifts (cshogi #35)");
        assertEquals(1, warnings(record).size());
        assertEquals(6, warnings(record).get(0).line());
    }

    @Test
    @DisplayName("deviation 21: no 同 at all: recaptures restate the square (Shogi Club 24)")
    void deviation21_noSame() {
        GameRecord record = kif("1 ７六歩(77) ( 0:01/00:00:01)\n2 ３四歩(33) ( 0:01/00:00:01)\n"
                + "3 ２二角成(88) ( 0:01/00:00:02)\n4 ２二銀(31) ( 0:02/00:00:03)\n");
        assertClean(record);
        assertEquals(List.of("77-76 FU", "33-34 FU", "88-22 KA+", "31-22 GI"), moves(record));

        GameRecord real = Corpus.read("mogproject-mog-core-scala/kif/game/017.kif", RecordFormat.KIF);
        assertNoErrors(real);
        assertEquals("31-22 GI", usi(real.mainLine().moves().get(7).move()), "8 ２二銀(31)");
    }

    @Test
    @DisplayName("deviation 22: time fields in every shape, missing, 81Dojo ( 0:5/), minutes > 59, fractions")
    void deviation22_timeFields() {
        GameRecord record = kif("""
                   1 ７六歩(77)   ( 0:16/00:00:16)
                   2 ３四歩(33)   (0:23/0:0:23)
                   3 ２六歩(27)   ( 0:5/)
                   4 ８四歩(83)    (00:31 / 00:00:31)
                   5 ２五歩(26)   (90:00/1:30:00)
                   6 ８五歩(84)   ( 0:01.5/00:00:32.25)
                   7 ７八金(69)
                   8 ３二金(41)        \s
                   9 投了 ( 0:07/00:00:30)
                """);
        assertClean(record);
        List<MoveTime> times =
                record.mainLine().moves().stream().map(RecordedMove::time).toList();
        assertEquals(new MoveTime(16.0, 16.0), times.get(0));
        assertEquals(new MoveTime(23.0, 23.0), times.get(1));
        assertEquals(new MoveTime(5.0, null), times.get(2));
        assertEquals(new MoveTime(31.0, 31.0), times.get(3));
        assertEquals(new MoveTime(5400.0, 5400.0), times.get(4));
        assertEquals(new MoveTime(1.5, 32.25), times.get(5));
        assertNull(times.get(6));
        assertNull(times.get(7));
        assertEquals(8, ending(record, EndingOrigin.TERMINAL_MOVE).ply());

        GameRecord sealed = Corpus.read(TSSHOGI + "kakinoki__import_sealed-move__1.kif", RecordFormat.KIF);
        assertClean(sealed);
        assertEquals(
                new MoveTime(5400.0, 5400.0), sealed.mainLine().moves().get(0).time());
    }

    @Test
    @DisplayName("deviation 23: trailing + branch marker after the time, or after the move without time")
    void deviation23_branchMarker() {
        GameRecord record =
                kif("   1 ７六歩(77)   ( 0:02/00:00:02)+\n   2 ３四歩(33)   +\n   3 ２六歩(27)+\n" + "\n変化：2手\n   2 ８四歩(83)\n");
        assertClean(record);
        assertEquals(List.of("77-76 FU", "33-34 FU", "27-26 FU"), moves(record));
        assertEquals(1, record.mainLine().moves().get(1).alternatives().size());

        GameRecord real = Corpus.read(NA2HIRO + "kif/fork.kif", RecordFormat.KIF);
        assertClean(real);
        assertEquals(List.of("77-76 FU", "33-34 FU", "27-26 FU"), moves(real));
    }

    @Test
    @DisplayName("deviation 24: ▲/△ marks inside KIF move text become the move's side")
    void deviation24_turnMarksInKif() {
        GameRecord record = kif("   1 ▲７六歩(77)\n   2 △３四歩(33)\n   3 ７八金(69)\n   4 ▽８四歩(83)\n");
        assertClean(record);
        List<Side> sides =
                record.mainLine().moves().stream().map(m -> m.move().side()).toList();
        assertEquals(java.util.Arrays.asList(Side.BLACK, Side.WHITE, null, Side.WHITE), sides);
        assertEquals("▲７六歩(77)", record.mainLine().moves().get(0).text().text());
    }

    @Test
    @DisplayName("deviation 25: terminal words outside the spec: 封じ手, Time-up, unknown words kept as interrupted")
    void deviation25_nonSpecTerminalWords() {
        GameRecord sealed = kif("   1 ２六歩(27)\n   2 ８四歩(83)\n   3 封じ手\n");
        assertClean(sealed);
        RecordedEnding e = ending(sealed, EndingOrigin.TERMINAL_MOVE);
        assertEquals(EndingReason.INTERRUPTED, e.reason());
        assertEquals(2, e.ply());

        GameRecord pass = kif("   1 ２六歩(27)\n   2 パス\n");
        assertNoErrors(pass);
        RecordedEnding unknown = ending(pass, EndingOrigin.TERMINAL_MOVE);
        assertEquals(EndingReason.INTERRUPTED, unknown.reason());
        assertEquals("パス", unknown.text().text());
        assertEquals(1, warnings(pass).size());

        GameRecord dojo = Corpus.read("mogproject-mog-core-scala/kif/game/002.kif", RecordFormat.KIF);
        assertClean(dojo);
        RecordedEnding timeUp = ending(dojo, EndingOrigin.TERMINAL_MOVE);
        assertEquals(EndingReason.TIMEOUT, timeUp.reason(), "194 Time-up: White ran out of time");
        assertEquals(Side.BLACK, timeUp.winner());

        GameRecord real = Corpus.read(NA2HIRO + "kif/meijinsen_20180508_M7_10034.kif", RecordFormat.KIF);
        assertClean(real);
        assertEquals(
                EndingReason.INTERRUPTED,
                ending(real, EndingOrigin.TERMINAL_MOVE).reason());
        assertEquals(52, ending(real, EndingOrigin.TERMINAL_MOVE).ply());
    }

    @Test
    @DisplayName("deviation 26: terminal move without time (150 詰み, 28 反則勝ち)")
    void deviation26_terminalWithoutTime() {
        GameRecord record = kif("1 ７六歩(77) ( 0:01/00:00:01)\n2 ３四歩(33) ( 0:01/00:00:01)\n3 詰み\n");
        assertClean(record);
        RecordedEnding mate = ending(record, EndingOrigin.TERMINAL_MOVE);
        assertEquals(EndingReason.CHECKMATE, mate.reason());
        assertEquals(Side.WHITE, mate.winner());
        assertEquals(2, mate.ply());

        GameRecord real = Corpus.read("mogproject-mog-core-scala/kif/game/017.kif", RecordFormat.KIF);
        RecordedEnding foul = ending(real, EndingOrigin.TERMINAL_MOVE);
        assertEquals(EndingReason.ILLEGAL_MOVE, foul.reason());
        assertEquals(27, foul.ply());
        assertEquals("王手放置の反則", foul.detail(), "the comment after the terminal line");
    }

    @Test
    @DisplayName("deviation 27: the illegal move itself is recorded before 反則勝ち (24): the reader does not reject it")
    void deviation27_illegalMoveRecorded() {
        GameRecord real = Corpus.read("mogproject-mog-core-scala/kif/game/017.kif", RecordFormat.KIF);
        assertClean(real);
        assertEquals(27, real.mainLine().moves().size());
        assertEquals("37-45 KE", usi(real.mainLine().moves().get(26).move()));
        RecordedEnding foul = ending(real, EndingOrigin.TERMINAL_MOVE);
        assertEquals(Side.WHITE, foul.winner());
        assertEquals(Side.BLACK, foul.offender());
        assertEquals(
                new FirstIllegalMove.Found(27, dev.shinpan.rules.IllegalMoveCode.SELF_CHECK),
                FirstIllegalMove.of(real),
                "the replay finds what the reader kept");
    }

    @Test
    @DisplayName("deviation 28: a summary line disagreeing with the terminal word: both statements are kept")
    void deviation28_summaryDisagrees() {
        GameRecord real = Corpus.read("mogproject-mog-core-scala/kif/game/017.kif", RecordFormat.KIF);
        List<RecordedEnding> endings = real.mainLine().endings();
        assertEquals(2, endings.size());
        RecordedEnding summary = ending(real, EndingOrigin.SUMMARY_LINE);
        assertEquals(EndingReason.RESIGNATION, summary.reason(), "まで27手で後手の勝ち says no more than a win");
        assertEquals(Side.WHITE, summary.winner());
        assertEquals(
                EndingReason.ILLEGAL_MOVE,
                ending(real, EndingOrigin.TERMINAL_MOVE).reason());

        GameRecord inline = kif("   1 ７六歩(77)\n   2 ３四歩(33)\n   3 反則負け\nまで2手で先手の反則負け\n");
        RecordedEnding word = ending(inline, EndingOrigin.TERMINAL_MOVE);
        RecordedEnding line = ending(inline, EndingOrigin.SUMMARY_LINE);
        assertAll(
                () -> assertEquals(word.reason(), line.reason()),
                () -> assertEquals(word.winner(), line.winner()),
                () -> assertEquals(word.offender(), line.offender()),
                () -> assertEquals(word.ply(), line.ply()));
    }

    @Test
    @DisplayName("deviation 29: ** (ShogiGUI) and *# (ぴよ将棋) comment dialects; comments before move 1 go to the start")
    void deviation29_commentDialects() {
        GameRecord record =
                kif("手合割：平手\n手数----指手--\n*開始局面\n   1 ７六歩(77)\n**対局 評価値 0 読み筋 ▲７六歩(77)\n" + "*#定跡手\n   2 ３四歩(33)\n");
        assertClean(record);
        assertEquals(List.of("開始局面"), record.startComments());
        assertEquals(
                List.of("*対局 評価値 0 読み筋 ▲７六歩(77)", "#定跡手"),
                record.mainLine().moves().get(0).comments());
        assertEquals(2, record.mainLine().moves().size(), "move-like text in comments is no move");

        GameRecord piyo = Corpus.read(TSSHOGI + "kakinoki__import_PiyoShogi__1.kif", RecordFormat.KIF);
        assertClean(piyo);
        assertEquals(3, piyo.startComments().size());
        assertEquals(
                List.of("#定跡手", "#推奨定跡: ▲２六歩   ▲７六歩   ▲６八銀"),
                piyo.mainLine().moves().get(0).comments());
        GameRecord engine = Corpus.read(TSSHOGI + "jkf__importJKF__4.kif", RecordFormat.KIF);
        assertClean(engine);
        assertEquals("*評価値=159", engine.mainLine().moves().get(10).comments().get(1));
    }

    @Test
    @DisplayName("deviation 30: KI2 with half-width coordinates, mixed ▲/▽ and ☗/☖ marks")
    void deviation30_ki2MarksAndDigits() {
        GameRecord record = ki2("▲26歩 ▽34歩 ☗７６歩 ☖８４歩\n▼２五歩 △８五歩\n");
        assertClean(record);
        assertEquals(List.of("27-26 FU", "33-34 FU", "77-76 FU", "83-84 FU", "26-25 FU", "84-85 FU"), moves(record));
        assertEquals(
                List.of(Side.BLACK, Side.WHITE, Side.BLACK, Side.WHITE, Side.BLACK, Side.WHITE),
                record.mainLine().moves().stream().map(m -> m.move().side()).toList());

        GameRecord fullWidthRank = ki2("▲７６歩 △３４歩\n");
        assertEquals(List.of("77-76 FU", "33-34 FU"), moves(fullWidthRank));

        GameRecord real = Corpus.read("mogproject-mog-core-scala/ki2/game/004.ki2", RecordFormat.KI2);
        assertClean(real);
        assertEquals(27, real.mainLine().moves().size());
        assertEquals(Side.WHITE, real.mainLine().moves().get(1).move().side(), "▽３四歩");
    }

    @Test
    @DisplayName("deviation 31: △投了, △千日手 as KI2 pseudo-moves (Shogi DB2), also with the wrong turn mark")
    void deviation31_ki2PseudoMoves() {
        GameRecord resign = ki2("▲７六歩 △３四歩 ▲２二角成 △投了\nまで3手で先手の勝ち\n");
        assertNoErrors(resign);
        assertEquals(3, resign.mainLine().moves().size());
        RecordedEnding pseudo = ending(resign, EndingOrigin.OTHER);
        assertEquals(EndingReason.RESIGNATION, pseudo.reason());
        assertEquals(Side.BLACK, pseudo.winner());
        assertEquals(3, pseudo.ply());
        assertEquals("△投了", pseudo.text().text());
        assertEquals(
                EndingReason.RESIGNATION,
                ending(resign, EndingOrigin.SUMMARY_LINE).reason());

        GameRecord wrongMark = ki2("▲７六歩 △３四歩 △千日手\n");
        assertNoErrors(wrongMark);
        assertEquals(
                EndingReason.SENNICHITE, ending(wrongMark, EndingOrigin.OTHER).reason());
        assertEquals(1, warnings(wrongMark).size(), "the mark names White but Black is to move");
    }

    @Test
    @DisplayName("deviation 32: KI2 同角成 vs 同　銀, six per line with padding, several moves without blanks, wrapped moves")
    void deviation32_ki2Layout() {
        GameRecord record = ki2("▲７六歩    △３四歩    ▲７七角    △同角成    ▲同　桂    △３三角\n" + "▲２二角△同　銀▲６六歩\n△８\n四歩\n");
        assertClean(record);
        assertEquals(
                List.of(
                        "77-76 FU",
                        "33-34 FU",
                        "88-77 KA",
                        "22-77 KA+",
                        "89-77 KE",
                        "drop-33 KA",
                        "drop-22 KA",
                        "31-22 GI",
                        "67-66 FU",
                        "83-84 FU"),
                moves(record));
        assertEquals(3, record.mainLine().moves().get(9).text().line(), "the wrapped move is located at its start");
        assertEquals("△８四歩", record.mainLine().moves().get(9).text().text());

        GameRecord promotionWrapped = ki2("▲７六歩 △３四歩 ▲２二角\n成\n");
        assertClean(promotionWrapped);
        assertEquals("88-22 KA+", usi(promotionWrapped.mainLine().moves().get(2).move()));
        GameRecord note = ki2("▲７六歩 △３四歩\n指し手はここまで\n");
        assertEquals(List.of("77-76 FU", "33-34 FU"), moves(note), "a stray note is not glued to a complete move");
        assertEquals(1, warnings(note).size());
        assertNoErrors(note);

        GameRecord real =
                Corpus.read("sunfish-tsshogi/extracted-from-spec/kakinoki__export_ki2_long__1.ki2", RecordFormat.KI2);
        assertClean(real);
        assertEquals(124, real.mainLine().moves().size());
        assertEquals("72-63 GI", usi(real.mainLine().moves().get(38).move()), "39 ▲同　銀不成 directly followed by △４二金寄");
        assertEquals("52-42 KI", usi(real.mainLine().moves().get(39).move()), "40 △４二金寄 (sideways from 5二)");
    }

    @Test
    @DisplayName("deviation 33: 竜/馬 with 左/右 resolve to the piece on the mover's left/right (Kifu-for-JS #43)")
    void deviation33_dragonHorseLeftRight() {
        // White's king on 2一, off the 5五 horse's diagonal: a side not to move in check is no start (rules.md §A6)
        String horses = """
                | 馬 ・ ・ ・ ・ ・ ・v玉 ・|一
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|二
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|三
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|四
                | ・ ・ ・ ・ 馬 ・ ・ ・ ・|五
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|六
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|七
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|八
                | ・ ・ ・ ・ ・ ・ ・ ・ 玉|九
                """;
        assertEquals(
                "91-73 UM",
                usi(ki2(board(horses, null) + "▲７三馬左\n")
                        .mainLine()
                        .moves()
                        .get(0)
                        .move()));
        assertEquals(
                "55-73 UM",
                usi(ki2(board(horses, null) + "▲７三馬右\n")
                        .mainLine()
                        .moves()
                        .get(0)
                        .move()));
        GameRecord ambiguous = ki2(board(horses, null) + "▲７三馬\n");
        assertEquals(1, errors(ambiguous).size(), "both horses reach 7三: no guess");
        assertEquals(0, ambiguous.mainLine().moves().size());

        // White sits opposite: its right-hand side is file 9
        String whiteHorses =
                horses.replace(" 馬", "v馬").replace("v玉 ・|一", " 玉 ・|一").replace(" 玉|九", "v玉|九");
        assertEquals(
                "91-73 UM",
                usi(ki2(board(whiteHorses, "後手番") + "△７三馬右\n")
                        .mainLine()
                        .moves()
                        .get(0)
                        .move()));
        assertEquals(
                "55-73 UM",
                usi(ki2(board(whiteHorses, "後手番") + "△７三馬左\n")
                        .mainLine()
                        .moves()
                        .get(0)
                        .move()));

        String dragons = """
                | ・ ・ ・ ・ ・ ・ ・ ・v玉|一
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|二
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|三
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|四
                | 龍 ・ ・ ・ ・ ・ ・ 竜 ・|五
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|六
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|七
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|八
                | ・ ・ ・ ・ 玉 ・ ・ ・ ・|九
                """;
        assertEquals(
                "95-55 RY",
                usi(ki2(board(dragons, null) + "▲５五竜左\n")
                        .mainLine()
                        .moves()
                        .get(0)
                        .move()));
        assertEquals(
                "25-55 RY",
                usi(ki2(board(dragons, null) + "▲５五龍右\n")
                        .mainLine()
                        .moves()
                        .get(0)
                        .move()));

        GameRecord real = Corpus.read(NA2HIRO + "ki2/kobayashi_kinsho196702.ki2", RecordFormat.KI2);
        assertClean(real);
        // horses on 1三/3四 (13), 3五/5六 (17), 5六/7九 (25), 7五/9六 (35), 9三/7四 (41)
        assertEquals("13-35 UM", usi(real.mainLine().moves().get(12).move()), "13 ▲３５馬右");
        assertEquals("35-57 UM", usi(real.mainLine().moves().get(16).move()), "17 ▲５７馬右");
        assertEquals("56-78 UM", usi(real.mainLine().moves().get(24).move()), "25 ▲７８馬引");
        assertEquals("96-74 UM", usi(real.mainLine().moves().get(34).move()), "35 ▲７４馬左");
        assertEquals("93-92 UM", usi(real.mainLine().moves().get(40).move()), "41 ▲同馬左");
    }

    private static String board(String rows, String turn) {
        return "後手の持駒：なし\n+---------------------------+\n" + rows + "+---------------------------+\n先手の持駒：なし\n"
                + (turn == null ? "" : turn + "\n");
    }

    private static String evenBoard() {
        return """
                  ９ ８ ７ ６ ５ ４ ３ ２ １
                +---------------------------+
                |v香v桂v銀v金v玉v金v銀v桂v香|一
                | ・v飛 ・ ・ ・ ・ ・v角 ・|二
                |v歩v歩v歩v歩v歩v歩v歩v歩v歩|三
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|四
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|五
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|六
                | 歩 歩 歩 歩 歩 歩 歩 歩 歩|七
                | ・ 角 ・ ・ ・ ・ ・ 飛 ・|八
                | 香 桂 銀 金 玉 金 銀 桂 香|九
                +---------------------------+
                """;
    }

    private static String ninePawns() {
        return """
                  ９ ８ ７ ６ ５ ４ ３ ２ １
                +---------------------------+
                | ・ ・ ・ ・ ・ ・ ・v歩v玉|一
                | ・ ・ ・ ・ ・ ・ ・v歩 ・|二
                | ・ ・ ・ ・ ・ ・ ・v歩 ・|三
                | ・ ・ ・ ・ ・ ・ ・v歩 ・|四
                | ・ ・ ・ ・ ・ ・ ・v歩 ・|五
                | ・ ・ ・ ・ ・ ・ ・v歩 ・|六
                | ・ ・ ・ ・ ・ ・ ・v歩 ・|七
                | ・ ・ ・ ・ ・ ・ ・v歩 ・|八
                | ・ ・ ・ ・ ・ ・ ・v歩 ・|九
                +---------------------------+
                """;
    }

    private static String kingsOnly() {
        return """
                | ・ ・ ・ ・v玉 ・ ・ ・ ・|一
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|二
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|三
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|四
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|五
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|六
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|七
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|八
                | ・ ・ ・ ・ 玉 ・ ・ ・ ・|九
                """;
    }
}
