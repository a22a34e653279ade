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
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Variants;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The KIF and KI2 readers beyond the deviations of docs/formats.md §6: start positions, endings, errors. */
class KakinokiReaderTest {

    private static final String EMPTY_ROWS = """
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|二
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|三
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|四
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|五
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|六
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|七
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|八
            """;

    @Test
    @DisplayName(
            "all header lines are kept in file order, unknown keys included; source and encoding come from options")
    void headerKeptInOrder() {
        GameRecord record = new KifReader()
                .read(
                        "対局ID：3115\n先手の囲い：居玉\n手合割：平手\n先手：羽生善治\n",
                        new RecordReader.ReadOptions("game.kif", "windows-31j", null))
                .get(0);
        assertClean(record);
        assertEquals(
                List.of("対局ID", "先手の囲い", "手合割", "先手"),
                record.header().stream().map(HeaderEntry::key).toList());
        assertEquals(3, record.header().get(2).source().line());
        assertEquals("game.kif", record.source());
        assertEquals("windows-31j", record.encoding());
        assertEquals(RecordFormat.KIF, record.format());
    }

    @Test
    @DisplayName("no 手合割 and no diagram: 平手; every named preset gives its position and first mover")
    void presets() {
        assertEquals(Handicap.EVEN, kif("先手：a\n").start().handicap());
        for (Handicap h : Handicap.values()) {
            GameRecord record = kif("手合割：" + h.japanese() + "\n");
            assertClean(record);
            assertEquals(h, record.start().handicap(), h.japanese());
            assertEquals(h.sfen(), record.start().sfen());
        }
        GameRecord eightPiece = Corpus.read("na2hiro-json-kifu-format/test/files/ki2/8mai.ki2", RecordFormat.KI2);
        assertEquals(Side.WHITE, eightPiece.start().position().sideToMove());
        assertEquals("61-72 KI", usi(eightPiece.mainLine().moves().get(0).move()), "△７二金 opens a handicap game");
    }

    @Test
    @DisplayName("a board diagram with no moves is a position-only record")
    void positionOnly() {
        GameRecord record = Corpus.read(
                "sunfish-tsshogi/extracted-from-spec/kakinoki__export_start-position__1.kif", RecordFormat.KIF);
        assertClean(record);
        assertTrue(record.readable());
        assertEquals(0, record.mainLine().moves().size());
        assertEquals(
                "lnsgk2nl/4r1g2/1Ppp1ps1p/pR7/4p4/2P6/P1BPPPP1P/2S1KSG2/LN1G3NL w 2Pb2p 1",
                record.start().sfen());
        assertEquals(1, record.start().written().line(), "the diagram is located at its first line");
    }

    @Test
    @DisplayName("board rows without their rank kanji are read in order (akicho8 illegal_check.kif)")
    void rowsWithoutRank() {
        GameRecord record = Corpus.read("akicho8-shogi-player/illegal_check.kif", RecordFormat.KIF);
        assertClean(record);
        assertEquals("4r4/9/9/9/9/9/5P3/4B4/4K3P b Pp 1", record.start().sfen());
    }

    @Test
    @DisplayName("board diagrams use one-character names: 全 圭 杏 と 馬 龍 竜 王, and v for White")
    void boardCharacters() {
        GameRecord record = kif("| ・ ・ ・ ・v王 ・ ・ ・ ・|一\n|v全v圭v杏vとv馬v龍 ・ ・ ・|二\n"
                + EMPTY_ROWS.replace("| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n", "").replace("| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n", "")
                + "| 全 圭 杏 と 馬 竜 ・ ・ ・|八\n| ・ ・ ・ ・ 王 ・ ・ ・ ・|九\n");
        assertClean(record);
        assertEquals(
                "4k4/+s+n+l+p+b+r3/9/9/9/9/9/+S+N+L+P+B+R3/4K4 b - 1",
                record.start().sfen());
    }

    @Test
    @DisplayName("an unreadable or impossible board diagram is a located error")
    void badDiagrams() {
        GameRecord missingRank = kif("| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n   1 ５八玉(59)\n");
        assertEquals(1, errors(missingRank).size());
        assertNull(missingRank.start());
        assertTrue(errors(missingRank).get(0).message().contains("lacks rank"));

        GameRecord twoKings = kif("| ・ ・ ・ 玉v玉 ・ ・ ・ 玉|一\n" + EMPTY_ROWS + "| ・ ・ ・ ・ ・ ・ ・ ・ ・|九\n");
        assertEquals(1, errors(twoKings).size());
        assertTrue(errors(twoKings).get(0).message().contains("two kings"));

        GameRecord badPiece = kif("| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n| ・ ・ ・ ・ 象 ・ ・ ・ ・|二\n");
        Problem p = errors(badPiece).get(0);
        assertEquals(2, p.line());
        assertEquals(11, p.column());
        assertEquals("象", p.text());

        GameRecord badHand = kif("先手の持駒：歩二　玉\n| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n");
        assertEquals(1, errors(badHand).size());
        assertEquals(10, errors(badHand).get(0).column());
    }

    @Test
    @DisplayName("position lines or 手合割 after the moves began are errors")
    void positionAfterMoves() {
        GameRecord record = kif("手合割：平手\n   1 ７六歩(77)\n手合割：香落ち\n   2 ３四歩(33)\n");
        assertEquals(3, errors(record).get(0).line());
        assertEquals(1, record.mainLine().moves().size());
        assertEquals(Handicap.EVEN, record.start().handicap());
    }

    @Test
    @DisplayName("同 at the first move of a diagram refers to the diagram's last move (手数＝N …)")
    void sameAfterDiagramMoveCount() {
        GameRecord bod =
                Corpus.read("sunfish-tsshogi/extracted-from-spec/kakinoki__exportBOD__1.kif", RecordFormat.KIF);
        assertClean(bod);
        String text = new String(
                        Corpus.bytes("sunfish-tsshogi/extracted-from-spec/kakinoki__exportBOD__1.kif"),
                        java.nio.charset.StandardCharsets.UTF_8)
                + "   1 同　銀(79)\n";
        GameRecord record = kif(text);
        assertClean(record);
        assertEquals(List.of("79-88 GI"), moves(record));

        GameRecord orphan = kif("   1 同　歩(77)\n");
        assertEquals(1, errors(orphan).size());
        assertEquals("同　歩(77)", errors(orphan).get(0).text());
    }

    @Test
    @DisplayName("KIF move lines that cannot be read are located errors")
    void unreadableKifMoves() {
        GameRecord noOrigin = kif("   1 ７六歩\n");
        Problem p = errors(noOrigin).get(0);
        assertEquals(1, p.line());
        assertEquals(9, p.column());
        assertTrue(p.message().contains("origin"));

        GameRecord noPiece = kif("   1 ７六(77)\n");
        assertEquals(8, errors(noPiece).get(0).column());

        GameRecord badDest = kif("   1 ７歩(77)\n");
        assertEquals(6, errors(badDest).get(0).column());
    }

    @Test
    @DisplayName("a KIF move line is read inside its own line, though it is read where it stands in the whole text")
    void kifMoveLineStaysInItsLine() {
        // the blanks after 歩 are the line's end: the origin on the next line is not this move's
        GameRecord noOrigin = kif("   1 ７六歩 \u3000\n(77)\n");
        Problem p = errors(noOrigin).get(0);
        assertEquals(1, p.line());
        assertEquals(9, p.column());
        assertTrue(p.message().contains("origin"));

        // a time field left open is unclosed, even when a later line holds a closing parenthesis
        GameRecord open = kif("   1 ７六歩(77)   ( 0:01/\n*comment)\n");
        assertEquals(List.of("77-76 FU"), moves(open));
        Problem unclosed = warnings(open).get(0);
        assertEquals(1, unclosed.line());
        assertEquals(16, unclosed.column());
        assertEquals("( 0:01/", unclosed.text());
        assertEquals(List.of("comment)"), open.mainLine().moves().get(0).comments());
    }

    @Test
    @DisplayName("a further terminal word after the ending is kept with a warning (mog-core-scala 012.kif)")
    void secondTerminal() {
        GameRecord record = Corpus.read("mogproject-mog-core-scala/kif/game/012.kif", RecordFormat.KIF);
        assertNoErrors(record);
        List<RecordedEnding> endings = record.mainLine().endings();
        assertEquals(
                List.of(EndingReason.RESIGNATION, EndingReason.INTERRUPTED, EndingReason.INTERRUPTED),
                endings.stream().map(RecordedEnding::reason).toList());
        assertEquals(121, endings.get(1).ply());
        assertEquals(122, endings.get(2).ply(), "まで122手で中断, as written");
        assertEquals(2, warnings(record).size(), "the second terminal word, and the summary's move count");
    }

    @Test
    @DisplayName("まで lines: every result form of docs/formats.md §1.9")
    void summaryLines() {
        String moves = "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n";
        Object[][] cases = {
            {"まで3手で先手の勝ち", EndingReason.RESIGNATION, Side.BLACK, null},
            {"まで3手で時間切れにより先手の勝ち", EndingReason.TIMEOUT, Side.BLACK, null},
            {"まで3手で先手の反則勝ち", EndingReason.ILLEGAL_MOVE, Side.BLACK, Side.WHITE},
            {"まで3手で後手の反則負け", EndingReason.ILLEGAL_MOVE, Side.BLACK, Side.WHITE},
            {"まで3手で後手の入玉勝ち", EndingReason.DECLARATION, Side.WHITE, Side.WHITE},
            {"まで3手で中断", EndingReason.INTERRUPTED, null, null},
            {"まで3手で千日手", EndingReason.SENNICHITE, null, null},
            {"まで3手で持将棋", EndingReason.IMPASSE, null, null},
            {"まで3手で詰", EndingReason.CHECKMATE, Side.BLACK, null},
            {"まで3手詰", EndingReason.CHECKMATE, Side.BLACK, null},
            {"まで、3手で詰み", EndingReason.CHECKMATE, Side.BLACK, null},
            {"まで3手で封じ手", EndingReason.INTERRUPTED, null, null},
            {"まで3手で下手の勝ち", EndingReason.RESIGNATION, Side.BLACK, null},
            {"まで3手で上手の勝ち", EndingReason.RESIGNATION, Side.WHITE, null},
        };
        for (Object[] c : cases) {
            GameRecord record = kif(moves + c[0] + "\n");
            assertClean(record);
            RecordedEnding e = ending(record, EndingOrigin.SUMMARY_LINE);
            assertEquals(c[1], e.reason(), (String) c[0]);
            assertEquals(c[2], e.winner(), (String) c[0]);
            assertEquals(c[3], e.offender(), (String) c[0]);
            assertEquals(3, e.ply(), (String) c[0]);
        }
        GameRecord unknown = kif(moves + "まで3手でfoo\n");
        assertEquals(
                EndingReason.INTERRUPTED,
                ending(unknown, EndingOrigin.SUMMARY_LINE).reason());
        assertEquals(1, warnings(unknown).size());
        GameRecord miscounted = kif(moves + "まで4手で中断\n");
        assertEquals(1, warnings(miscounted).size(), "the summary counts 4 moves but the line has 3");
    }

    @Test
    @DisplayName("KI2: modifiers, 入 (with a warning), 生, 打 when a board piece could also move, (77) tails")
    void ki2Modifiers() {
        // White's left is the file-1 side: it sits facing Black
        GameRecord record = ki2("▲５八金右 △５二金左 ▲６八金入 △６二銀 ▲４八銀 △４二金寄 ▲６九金引\n");
        assertNoErrors(record);
        assertEquals(
                List.of("49-58 KI", "41-52 KI", "69-68 KI", "71-62 GI", "39-48 GI", "52-42 KI", "68-69 KI"),
                moves(record));
        assertEquals(1, warnings(record).size());
        assertEquals(17, warnings(record).get(0).column(), "the 入 of ▲６八金入");

        GameRecord interposed = ki2("▲７六歩 △３四歩 ▲２二角成 △同　銀 ▲５五角 △３三角合\n");
        assertClean(interposed);
        assertEquals("drop-33 KA", usi(interposed.mainLine().moves().get(5).move()), "合: a drop to interpose");

        GameRecord old = ki2("▲７六歩(77) △３四歩(33) ▲２二角成(88) △同銀(31) ▲５五角打 △３三角打\n");
        assertClean(old);
        assertEquals(List.of("77-76 FU", "33-34 FU", "88-22 KA+", "31-22 GI", "drop-55 KA", "drop-33 KA"), moves(old));
    }

    @Test
    @DisplayName("KI2: an ambiguous or unresolvable move is a located error, never a guess")
    void ki2Ambiguity() {
        GameRecord ambiguous = ki2("▲７六歩 △３四歩 ▲５八金\n");
        Problem p = errors(ambiguous).get(0);
        assertEquals("▲５八金", p.text());
        assertEquals(1, p.line());
        assertEquals(11, p.column());
        assertTrue(p.message().contains("ambiguous"));
        assertEquals(2, ambiguous.mainLine().moves().size());

        GameRecord noSuchPiece = ki2("▲５五馬\n");
        assertTrue(errors(noSuchPiece).get(0).message().contains("no horse"));

        // Black has no bishop in hand: the drop is read as written and is the referee's to judge,
        // but the board cannot carry it out, so a later move that needs the board to find its
        // piece cannot be read.
        GameRecord notInHand = ki2("▲７六歩 △３四歩 ▲５五角打 △８四歩\n");
        assertEquals(3, notInHand.mainLine().moves().size());
        assertEquals("drop-55 KA", usi(notInHand.mainLine().moves().get(2).move()));
        assertEquals(new FirstIllegalMove.Found(3, IllegalMoveCode.NOT_IN_HAND), FirstIllegalMove.of(notInHand));
        Problem lost = errors(notInHand).get(0);
        assertEquals("1:17 △８四歩", lost.line() + ":" + lost.column() + " " + lost.text());
        assertEquals("read.origin-unknown", lost.catalogued().key());
        assertTrue(lost.message().contains("after the move at ply 3"), lost.message());
    }

    @Test
    @DisplayName("KI2: a move the board cannot carry out is read as written when its piece is named without the board")
    void ki2AfterAnUnplayableMove() {
        // 打 and the old (77) origin need no board: the drop onto an occupied square is read, and so
        // are the moves after it that say where they come from.
        GameRecord record = ki2("▲７六歩 △３四歩 ▲２二角成 △同　銀 ▲３四角打 △８四歩(83) ▲５五歩打\n");
        assertNoErrors(record);
        assertEquals(7, record.mainLine().moves().size());
        assertEquals(new FirstIllegalMove.Found(5, IllegalMoveCode.OCCUPIED_DROP), FirstIllegalMove.of(record));
    }

    @Test
    @DisplayName("KI2: illegal but playable moves are kept and the replay goes on; a wrong turn mark is the judge's")
    void ki2IllegalMovesGoOn() {
        GameRecord record = ki2("▲７六歩 △３四歩 ▲７五歩 △４四歩 ▲７四歩 △同　歩 ▲６六歩 △４五歩打 ▲６五歩\n");
        assertClean(record);
        assertEquals(9, record.mainLine().moves().size());
        assertEquals("drop-45 FU", usi(record.mainLine().moves().get(7).move()));
        assertEquals(
                new FirstIllegalMove.Found(8, IllegalMoveCode.NIFU),
                FirstIllegalMove.of(record),
                "White's pawn on 4四 makes the drop on 4五 a second pawn on the file");
    }

    @Test
    @DisplayName("a file of the other format is refused at its first move line")
    void wrongFormat() {
        GameRecord kifAsKi2 = ki2("手合割：平手\n   1 ７六歩(77)\n");
        assertEquals(2, errors(kifAsKi2).get(0).line());
        GameRecord ki2AsKif = kif("手合割：平手\n▲７六歩\n");
        assertEquals(2, errors(ki2AsKif).get(0).line());
        assertTrue(errors(ki2AsKif).get(0).message().contains("KI2"));
    }

    @Test
    @DisplayName("a byte-order mark and #KIF declaration lines are skipped")
    void bomAndDeclaration() {
        GameRecord record = kif("\uFEFF#KIF version=2.0 encoding=UTF-8\n手合割：平手\n   1 ７六歩(77)\n");
        assertClean(record);
        assertEquals("手合割", record.header().get(0).key());
    }

    @Test
    @DisplayName("the variant decides board size and piece names (Tori Shogi, 7×7, chosen by the caller)")
    void variantHook() {
        String tori = """
                後手の持駒：なし
                |v右v雉v鶴v鵬v鶴v雉v左|一
                | ・ ・ ・v鷹 ・ ・ ・|二
                |v燕v燕v燕v燕v燕v燕v燕|三
                | ・ ・v燕 ・ 燕 ・ ・|四
                | 燕 燕 燕 燕 燕 燕 燕|五
                | ・ ・ ・ 鷹 ・ ・ ・|六
                | 左 雉 鶴 鵬 鶴 雉 右|七
                先手の持駒：なし
                   1 ３三燕(34)
                   2 同　燕(32)
                """;
        GameRecord record = new KifReader()
                .read(tori, new RecordReader.ReadOptions("tori.kif", "UTF-8", Variants.TORI))
                .get(0);
        assertClean(record);
        assertEquals(Variants.TORI, record.variant());
        assertEquals(Variants.TORI.startSfen(), record.start().sfen());
        assertEquals(
                List.of("34-33 null", "32-33 null"),
                record.mainLine().moves().stream()
                        .map(m -> m.move().from().csa() + "-" + m.move().to().csa() + " "
                                + m.move().piece().csa())
                        .toList());
        assertEquals("swallow", record.mainLine().moves().get(0).move().piece().name());

        // the hook a Tori dialect would use: a 手合割 name that selects the variant and its start
        StartNames toriDialect = name -> name.equals("禽将棋")
                ? java.util.Optional.of(new StartNames.NamedStart(Variants.TORI, Variants.TORI.startSfen(), null))
                : StartNames.STANDARD.byName(name);
        GameRecord named = new KifReader(toriDialect)
                .read("手合割：禽将棋\n   1 ３三燕(34)\n", new RecordReader.ReadOptions("tori.kif", "UTF-8", null))
                .get(0);
        assertClean(named);
        assertEquals(Variants.TORI, named.variant());
        assertEquals("手合割：禽将棋", named.start().written().text());
        assertEquals("swallow", named.mainLine().moves().get(0).move().piece().name());
    }

    @Test
    @DisplayName("reading never throws: mutilated corpus files give problems, not exceptions")
    void neverThrows() {
        List<String> files = List.of(
                "na2hiro-json-kifu-format/test/files/kif/henka.kif",
                "na2hiro-json-kifu-format/test/files/ki2/kobayashi_kinsho196702.ki2",
                "sunfish-tsshogi/extracted-from-spec/kakinoki__import_PiyoShogi__1.kif",
                "sunfish-tsshogi/extracted-from-spec/record__usen_branches__1.ki2");
        Random random = new Random(20261129L);
        String alphabet = "▲△同成打生不(): ：|v・一二三四五六七八九１２３４５６７８９123456789歩金銀龍馬玉\n変化手まで*&#+";
        for (String file : files) {
            String text = Corpus.decode(file).text();
            for (int round = 0; round < 200; round++) {
                StringBuilder s = new StringBuilder(text);
                for (int edit = 0; edit < 1 + random.nextInt(6); edit++) {
                    int at = random.nextInt(s.length());
                    switch (random.nextInt(3)) {
                        case 0 -> s.deleteCharAt(at);
                        case 1 -> s.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                        default -> s.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    }
                }
                for (RecordReader reader : List.of(new KifReader(), new Ki2Reader())) {
                    GameRecord record = reader.read(s.toString(), new RecordReader.ReadOptions(file, "UTF-8", null))
                            .get(0);
                    assertTrue(
                            record.problems().stream()
                                    .noneMatch(p -> p.message().startsWith("internal error")),
                            () -> file + ": " + record.problems());
                }
            }
        }
    }

    @Test
    @DisplayName("KI2: two moves in a row by one side are read as written, the second for the side its mark names")
    void ki2TwoMovesInARow() {
        GameRecord record = ki2("▲７六歩 ▲２六歩\n");
        assertNoErrors(record);
        assertEquals(2, record.mainLine().moves().size());
        assertEquals(Side.BLACK, record.mainLine().moves().get(1).move().side());
        assertEquals("27-26 FU", usi(record.mainLine().moves().get(1).move()));
        assertEquals(new FirstIllegalMove.Found(2, IllegalMoveCode.WRONG_TURN), FirstIllegalMove.of(record));
    }

    @Test
    @DisplayName("KI2: the modifiers of a move out of turn describe the pieces of the side its mark names")
    void ki2ModifiersOutOfTurnAreTheMarkedSides() {
        // White to move, but ▲ names Black: of Black's golds on 6九 and 4九, 右 is 4九 (Black's
        // right). Read for White, whose golds cannot get there, it would have become a drop.
        GameRecord record = ki2("▲７六歩 ▲５八金右\n");
        assertNoErrors(record);
        assertEquals("49-58 KI", usi(record.mainLine().moves().get(1).move()));
        assertEquals(new FirstIllegalMove.Found(2, IllegalMoveCode.WRONG_TURN), FirstIllegalMove.of(record));
    }
}
