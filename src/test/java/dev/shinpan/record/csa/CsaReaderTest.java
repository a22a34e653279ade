package dev.shinpan.record.csa;

import static dev.shinpan.record.csa.CsaTestSupport.assertAllLegal;
import static dev.shinpan.record.csa.CsaTestSupport.assertNoErrors;
import static dev.shinpan.record.csa.CsaTestSupport.assertNoProblems;
import static dev.shinpan.record.csa.CsaTestSupport.csa;
import static dev.shinpan.record.csa.CsaTestSupport.errors;
import static dev.shinpan.record.csa.CsaTestSupport.problem;
import static dev.shinpan.record.csa.CsaTestSupport.read;
import static dev.shinpan.record.csa.CsaTestSupport.readAll;
import static dev.shinpan.record.csa.CsaTestSupport.readCorpus;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.Piece;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** CSA reading beyond the deviations of docs/formats.md §6: structure, position section, specials, problems. */
class CsaReaderTest {

    @Test
    @DisplayName("formats §3.1: records separated by / are read one by one, numbered from 0 (tsshogi multi-records)")
    void multiRecordFile() {
        List<GameRecord> rs = readCorpus("sunfish-tsshogi/extracted-from-spec/csa__import_multi-records__1.csa");
        assertEquals(2, rs.size());
        assertEquals(List.of(0, 1), rs.stream().map(GameRecord::index).collect(Collectors.toList()));
        assertEquals(2, rs.get(0).mainLine().moves().size());
        assertEquals(3, rs.get(1).mainLine().moves().size());
        assertEquals("+7776FU", rs.get(1).mainLine().moves().get(0).text().text());
        assertEquals(11, rs.get(1).mainLine().moves().get(0).text().line(), "lines count through the whole file");
        rs.forEach(CsaTestSupport::assertNoProblems);
        rs.forEach(r -> assertEquals(RecordFormat.CSA, r.format()));
    }

    @Test
    @DisplayName("formats §3.1: a broken record keeps its problems to itself")
    void badRecordDoesNotSpoilOthers() {
        List<GameRecord> rs = readAll(csa(
                "PI",
                "+",
                "+7776FU",
                "%TORYO",
                "/",
                "PI",
                "+",
                "+7776FU",
                "-33",
                "+2726FU",
                "%TORYO",
                "/",
                "PI82HI22KA",
                "-",
                "-3334FU",
                "+7776FU",
                "%CHUDAN",
                "/"));
        assertEquals(3, rs.size());
        assertNoProblems(rs.get(0));
        assertNoErrors(rs.get(2));
        assertEquals(Handicap.TWO_PIECE, rs.get(2).start().handicap());
        assertEquals(2, rs.get(2).mainLine().moves().size());
        GameRecord bad = rs.get(1);
        assertEquals(1, bad.index());
        assertEquals(1, errors(bad).size());
        Problem p = errors(bad).get(0);
        assertEquals(9, p.line());
        assertEquals(1, p.column());
        assertEquals("-33", p.text());
        assertEquals(1, bad.mainLine().moves().size(), "what came before the error is kept");
        assertTrue(bad.mainLine().endings().isEmpty(), "reading stops at the error");
        assertFalse(bad.readable());
        assertEquals(
                1,
                rs.get(2).problems().size(),
                "the trailing / is noticed: " + rs.get(2).problems());
    }

    @Test
    @DisplayName("formats §3.2: PI82HI22KA with gote to move is 二枚落ち; 8-piece removals in another order too")
    void piHandicaps() {
        GameRecord two = readCorpus("gunyarakun-python-shogi/extracted-from-tests/csa_test__TEST_CSA_WITH_PI.csa")
                .get(0);
        // That file writes "+" after PI82HI22KA: the same board with sente to move is no preset.
        assertNull(two.start().handicap());
        assertEquals(
                "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
                two.start().sfen());
        assertEquals("PI82HI22KA", two.start().written().text());

        GameRecord proper = read(csa("PI82HI22KA", "-", "-3334FU"));
        assertEquals(Handicap.TWO_PIECE, proper.start().handicap());
        GameRecord eight = readCorpus("na2hiro-json-kifu-format/test/files/csa/8mai_hirate.csa")
                .get(0);
        assertEquals(Handicap.EIGHT_PIECE, eight.start().handicap());
        assertAllLegal(eight);
    }

    @ParameterizedTest
    @ValueSource(strings = {"PI82KA", "PI55FU", "PI82HI82HI", "PI8HI", "PI82XX"})
    @DisplayName("formats §3.2: PI removals must name the piece on that square")
    void piRemovalChecked(String pi) {
        GameRecord r = read(csa(pi, "+", "+7776FU"));
        assertNull(r.start());
        Problem p = errors(r).get(0);
        assertEquals(1, p.line());
        assertTrue(p.column() >= 1 && p.column() <= pi.length(), p.toString());
        assertTrue(r.mainLine().moves().isEmpty());
    }

    @Test
    @DisplayName(
            "formats §3.2: only P+/P- lines: empty board; 00AL gives every remaining piece (tsumeshogi, 9fu_komabetsu)")
    void piecesLinesAndAll() {
        GameRecord komabetsu = readCorpus("na2hiro-json-kifu-format/test/files/csa/9fu_komabetsu.csa")
                .get(0);
        GameRecord board =
                readCorpus("na2hiro-json-kifu-format/test/files/csa/9fu.csa").get(0);
        assertEquals(board.start().sfen(), komabetsu.start().sfen(), "P-11OU21FU… equals the P1–P9 diagram");
        Position p = komabetsu.start().position();
        assertEquals(
                Variants.STANDARD.byName("OU").get(),
                p.pieceAt(new Square(1, 1)).type());
        assertNull(p.pieceAt(new Square(5, 9)), "nothing but what the lines place");
        assertAllLegal(komabetsu);

        GameRecord tsume = readCorpus("sugyan-shogi-kifu-converter/data/tests/csa/tsumeshogi.csa")
                .get(0);
        Position t = tsume.start().position();
        // Board: 2 KA, 2 RY, 1 KY, 1 TO(FU), 4 FU, 1 OU; everything else is gote's by P-00AL.
        assertEquals(4, t.handCount(Side.WHITE, Variants.STANDARD.byName("KI").get()));
        assertEquals(14, t.handCount(Side.WHITE, Variants.STANDARD.byName("FU").get()));
        assertEquals(3, t.handCount(Side.WHITE, Variants.STANDARD.byName("KY").get()));
        assertEquals(0, t.handCount(Side.WHITE, Variants.STANDARD.byName("KA").get()));
        assertEquals(0, t.handCount(Side.BLACK, Variants.STANDARD.byName("FU").get()));
        assertAllLegal(tsume);

        // Empty P+ / P- lines after a full diagram, as shogi.js and Kifu for Windows write them (docs/formats.md §3.2).
        GameRecord emptyLines = readCorpus("sunfish-tsshogi/extracted-from-spec/detect__csa__1.csa")
                .get(0);
        assertNoProblems(emptyLines);
        assertEquals(Handicap.EVEN, emptyLines.start().handicap());

        GameRecord alFirst = read(csa("P-00AL", "P+00KI", "P-51OU", "P+59OU", "+"));
        assertEquals(
                1,
                alFirst.start()
                        .position()
                        .handCount(Side.BLACK, Variants.STANDARD.byName("KI").get()),
                "00AL is what is left after every other line, wherever it stands");
        assertEquals(
                3,
                alFirst.start()
                        .position()
                        .handCount(Side.WHITE, Variants.STANDARD.byName("KI").get()));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "P+55OU|P+55KI|55 already holds",
                "P+00OU|+|king cannot be put in hand",
                "P+00TO|+|unpromoted",
                "P+55AL|+|only allowed with 00",
                "P+5|+|groups of 4",
                "P+00AL|P-00AL|both sides",
                "P+51OU|P+59OU|two kings",
            })
    @DisplayName("formats §3.2: impossible P+/P- setups are located errors")
    void piecesLineErrors(String first, String second, String fragment) {
        GameRecord r = read(second.equals("+") ? csa(first, "+") : csa(first, second, "+"));
        assertNull(r.start());
        assertEquals(Problem.Severity.ERROR, problem(r, fragment).severity());
    }

    @Test
    @DisplayName("formats §3.2: the turn line is mandatory; P1–P9 must all be there; PI and P rows do not mix")
    void positionStructure() {
        GameRecord noTurn = read(csa("PI", "+7776FU"));
        Problem p = errors(noTurn).get(0);
        assertEquals(2, p.line());
        assertTrue(p.message().contains("turn line"), p.message());

        GameRecord missingRow = read(csa("P1-KY-KE-GI-KI-OU-KI-GI-KE-KY", "P9+KY+KE+GI+KI+OU+KI+GI+KE+KY", "+"));
        assertTrue(problem(missingRow, "P2 is missing").isError());

        GameRecord mixed = read(csa("PI", "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY", "+"));
        assertTrue(problem(mixed, "one or the other").isError());

        GameRecord nothing = read(csa("V2.2", "N+a", "'just a comment"));
        assertNull(nothing.start());
        assertTrue(problem(nothing, "ends before its start position").isError());

        // a turn line alone: + is the even start (Shogi Wars exports); - has lost its handicap position
        GameRecord blackTurn = read(csa("+"));
        assertEquals(
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
                blackTurn.start().sfen());
        assertEquals(
                Problem.Severity.WARNING,
                problem(blackTurn, "read as the even start").severity());
        GameRecord whiteTurn = read(csa("-"));
        assertNull(whiteTurn.start());
        assertTrue(problem(whiteTurn, "an even game starts with Black").isError());
    }

    @ParameterizedTest(name = "%{0} with {1} to move")
    @CsvSource({
        // name, side to move, reason, winner, offender — docs/formats.md §3.4 table
        "TORYO, BLACK, RESIGNATION, WHITE, ",
        "TORYO, WHITE, RESIGNATION, BLACK, ",
        "CHUDAN, BLACK, INTERRUPTED, , ",
        "SENNICHITE, WHITE, SENNICHITE, , ",
        "OUTE_SENNICHITE, BLACK, PERPETUAL_CHECK, , ",
        "TIME_UP, BLACK, TIMEOUT, WHITE, ",
        "TIME_UP, WHITE, TIMEOUT, BLACK, ",
        "ILLEGAL_MOVE, BLACK, ILLEGAL_MOVE, WHITE, BLACK",
        "ILLEGAL_MOVE, WHITE, ILLEGAL_MOVE, BLACK, WHITE",
        "+ILLEGAL_ACTION, BLACK, ILLEGAL_MOVE, WHITE, BLACK",
        "+ILLEGAL_ACTION, WHITE, ILLEGAL_MOVE, WHITE, BLACK",
        "-ILLEGAL_ACTION, BLACK, ILLEGAL_MOVE, BLACK, WHITE",
        "-ILLEGAL_ACTION, WHITE, ILLEGAL_MOVE, BLACK, WHITE",
        "JISHOGI, BLACK, IMPASSE, , ",
        "HIKIWAKE, WHITE, IMPASSE, , ",
        "KACHI, BLACK, DECLARATION, BLACK, BLACK",
        "KACHI, WHITE, DECLARATION, WHITE, WHITE",
        "MATTA, BLACK, INTERRUPTED, , ",
        "MAX_MOVES, WHITE, MAX_MOVES, , ",
        "TSUMI, WHITE, CHECKMATE, BLACK, ",
        "FUZUMI, BLACK, INTERRUPTED, , ",
        "ERROR, BLACK, INTERRUPTED, , ",
    })
    @DisplayName("formats §3.4: every % special, with either side to move")
    void specials(String name, Side toMove, EndingReason reason, Side winner, Side offender) {
        String text = toMove == Side.BLACK
                ? csa("PI", "+", "+7776FU", "-3334FU", "%" + name)
                : csa("PI", "+", "+7776FU", "%" + name);
        GameRecord r = read(text);
        assertNoProblems(r);
        RecordedEnding e = r.mainLine().endings().get(0);
        assertEquals(reason, e.reason());
        assertEquals(winner, e.winner());
        assertEquals(offender, e.offender());
        assertEquals(toMove == Side.BLACK ? 2 : 1, e.ply());
        assertEquals(EndingOrigin.TERMINAL_MOVE, e.origin());
        assertEquals("%" + name, e.text().text());
    }

    @Test
    @DisplayName("formats §3.4: %+ILLEGAL_ACTION from a real record: the sign names the offender (tsshogi export)")
    void illegalActionSignIsOffender() {
        GameRecord black = readCorpus("sunfish-tsshogi/extracted-from-spec/csa__export_black_illegal_action__1.csa")
                .get(0);
        RecordedEnding e = black.mainLine().endings().get(0);
        assertEquals(Side.BLACK, e.offender());
        assertEquals(Side.WHITE, e.winner());
        GameRecord white = readCorpus("na2hiro-json-kifu-format/test/files/csa/illegal_win.csa")
                .get(0);
        // Sente to move at ply 2, gote's foul: Kifu for Windows' KIF of the same game says "3 反則勝ち".
        RecordedEnding w = white.mainLine().endings().get(0);
        assertEquals(Side.WHITE, w.offender());
        assertEquals(Side.BLACK, w.winner());
    }

    @Test
    @DisplayName("formats §3.4: an unknown %WORD is an interruption, kept as written, with a warning")
    void unknownSpecial() {
        GameRecord r = read(csa("PI", "+", "+7776FU", "%SEALED_MOVE"));
        RecordedEnding e = r.mainLine().endings().get(0);
        assertEquals(EndingReason.INTERRUPTED, e.reason());
        assertEquals("%SEALED_MOVE", e.text().text());
        Problem p = problem(r, "unknown special move");
        assertEquals(Problem.Severity.WARNING, p.severity());
        assertEquals(4, p.line());
    }

    @Test
    @DisplayName("formats §3.4: a record may have no % line at all (pro games): no ending")
    void noSpecial() {
        GameRecord r = readCorpus("sunfish-sunfish4/learn/pro10/kifu09136.csa").get(0);
        assertNoProblems(r);
        assertTrue(r.mainLine().endings().isEmpty());
        assertEquals(102, r.mainLine().moves().size());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                // summary, reason, winner, offender — brief / shogi-server game_result.rb
                "toryo:a win:b lose|RESIGNATION|BLACK|",
                "time up:a lose:b win|TIMEOUT|WHITE|",
                "illegal move:a lose:b win|ILLEGAL_MOVE|WHITE|BLACK",
                "uchifuzume:a win:b lose|ILLEGAL_MOVE|BLACK|WHITE",
                "oute_kaihimore:a lose:b win|ILLEGAL_MOVE|WHITE|BLACK",
                "outori:a lose:b win|ILLEGAL_MOVE|WHITE|BLACK",
                "kachi:a win:b lose|DECLARATION|BLACK|BLACK",
                "illegal kachi:a win:b lose|DECLARATION|BLACK|WHITE",
                "oute_sennichite:a lose:b win|PERPETUAL_CHECK|WHITE|BLACK",
                "sennichite:a draw:b draw|SENNICHITE||",
                "max_moves:a draw:b draw|MAX_MOVES||",
                "abnormal:a win:b lose|INTERRUPTED|BLACK|",
            })
    @DisplayName("formats §3.5: floodgate 'summary: types")
    void summaryTypes(String summary, EndingReason reason, Side winner, Side offender) {
        GameRecord r = read(csa("N+a", "N-b", "PI", "+", "+7776FU", "T1", "'summary:" + summary));
        assertNoProblems(r);
        RecordedEnding e = r.mainLine().endings().get(0);
        assertEquals(EndingOrigin.SERVER_SUMMARY, e.origin());
        assertEquals(reason, e.reason());
        assertEquals(winner, e.winner());
        assertEquals(offender, e.offender());
        assertEquals(1, e.ply());
    }

    @Test
    @DisplayName("formats §3.5: summary with names holding blanks and colons; unknown types and odd words warn")
    void summaryEdgeCases() {
        GameRecord names = read(csa("PI", "+", "'summary:toryo:A.I. AN shogi ver.1 lose:a:b win"));
        assertEquals(Side.WHITE, names.mainLine().endings().get(0).winner());
        assertEquals(0, names.mainLine().endings().get(0).ply());

        GameRecord unknown = read(csa("PI", "+", "'summary:resign:a lose:b win"));
        assertEquals(
                EndingReason.INTERRUPTED, unknown.mainLine().endings().get(0).reason());
        assertEquals(Side.WHITE, unknown.mainLine().endings().get(0).winner());
        assertEquals(
                Problem.Severity.WARNING,
                problem(unknown, "unknown summary type").severity());

        GameRecord both = read(csa("PI", "+", "'summary:toryo:a win:b win"));
        assertNull(both.mainLine().endings().get(0).winner());
        problem(both, "no winner");

        GameRecord garbled = read(csa("PI", "+", "'summary:toryo"));
        assertTrue(garbled.mainLine().endings().isEmpty());
        assertEquals(List.of("summary:toryo"), garbled.startComments());
        problem(garbled, "kept as a comment");
    }

    @Test
    @DisplayName("formats §3.5: every comment goes to the move before it ('* and '** too), or to the start")
    void commentAttachment() {
        GameRecord r = read(csa(
                "V2.2",
                "'header note",
                "PI",
                "'before the turn",
                "+",
                "'before move 1",
                "+7776FU",
                "T1",
                "'** 30 -3334FU",
                "'*program",
                "-3334FU",
                "'plain",
                "%TORYO",
                "'after the end"));
        assertNoProblems(r);
        assertEquals(List.of("header note", "before the turn", "before move 1"), r.startComments());
        List<RecordedMove> moves = r.mainLine().moves();
        assertEquals(List.of("** 30 -3334FU", "*program"), moves.get(0).comments());
        assertEquals(List.of("plain", "after the end"), moves.get(1).comments());
    }

    @Test
    @DisplayName("moves after a special are kept, with a warning (the adjudicator sees both)")
    void movesAfterSpecial() {
        GameRecord r = read(csa("PI", "+", "+7776FU", "%TORYO", "-3334FU"));
        assertEquals(2, r.mainLine().moves().size());
        assertEquals(1, r.mainLine().endings().get(0).ply());
        Problem p = problem(r, "after the special move %TORYO");
        assertEquals(Problem.Severity.WARNING, p.severity());
        assertEquals(5, p.line());
    }

    @Test
    @DisplayName("side marks are kept as written; the judge, not the reader, reports the wrong turn")
    void sideMarksKept() {
        GameRecord r = read(csa("PI", "+", "-3334FU", "+7776FU"));
        assertNoProblems(r);
        assertEquals(Side.WHITE, r.mainLine().moves().get(0).move().side());
        MoveJudge judge = new MoveJudge(r.start().position());
        int verdict = judge.judge(r.mainLine().moves().get(0).move());
        assertEquals(IllegalMoveCode.WRONG_TURN, MoveJudge.codeOf(verdict));
    }

    @Test
    @DisplayName("moves are origin, destination and the piece after the move; 00 is a drop")
    void moveFields() {
        GameRecord r = read(csa("P-51OU", "P+59OU", "P+23FU", "P+00KA", "+", "+2322TO", "-5142OU", "+0055KA"));
        assertNoProblems(r);
        var promote = r.mainLine().moves().get(0).move();
        assertEquals(new Square(2, 3), promote.from());
        assertEquals(new Square(2, 2), promote.to());
        assertEquals("TO", promote.pieceAfter().csa());
        var drop = r.mainLine().moves().get(2).move();
        assertTrue(drop.isDrop());
        assertEquals("KA", drop.droppedType().csa());
        assertAllLegal(r);
    }

    @ParameterizedTest
    @ValueSource(strings = {"+7776XX", "+7076FU", "+777FU", "+7776FUX", "+77a6FU", "+7700FU", "+7776歩"})
    @DisplayName("a move that does not parse is a located error; moves before it are kept")
    void badMoveIsError(String bad) {
        GameRecord r = read(csa("PI", "+", "+2726FU", "-3334FU,T1," + bad, "+7776FU", "%TORYO"));
        assertEquals(1, errors(r).size());
        Problem p = errors(r).get(0);
        assertEquals(bad, p.text());
        assertEquals(4, p.line());
        assertEquals(12, p.column());
        assertEquals(2, r.mainLine().moves().size());
    }

    @Test
    @DisplayName("unknown lines: harmless ones warn, move-like ones are errors")
    void unknownLines() {
        GameRecord harmless = read(csa("PI", "+", "+7776FU", "hello", "-3334FU"));
        assertEquals(2, harmless.mainLine().moves().size());
        assertEquals(
                Problem.Severity.WARNING,
                problem(harmless, "not a CSA statement").severity());

        GameRecord lost = read(csa("PI", "+", "+7776FU", "3334FU", "+2726FU"));
        assertEquals(1, lost.mainLine().moves().size());
        assertEquals("3334FU", errors(lost).get(0).text());

        GameRecord protocol = readCorpus("gunyarakun-python-shogi/extracted-from-tests/csa_test__TEST_SUMMARY_STR.csa")
                .get(0);
        assertEquals("BEGIN Game_Summary", errors(protocol).get(0).text());
        assertNull(protocol.start());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "\n",
                "/",
                "/\n/\n",
                "+",
                "P1",
                "PI99",
                "P+00",
                "%TORYO",
                "T1",
                "'",
                "V",
                "N",
                "$",
                "PI\n+\n%",
                "PI\n+\n+",
                "P1 * \n+",
                "P+0011FU\n+",
                "\uFEFFPI\r+\r+7776FU\r",
                ",,,",
                "+7776FU,,T",
                "\r\n\r\n"
            })
    @DisplayName("odd input never throws; it gives records with located problems")
    void neverThrows(String text) {
        List<GameRecord> rs = assertDoesNotThrow(() -> readAll(text));
        assertFalse(rs.isEmpty());
        for (GameRecord r : rs) {
            for (Problem p : r.problems()) {
                assertTrue(p.line() >= 0 && p.column() >= 0, p.toString());
                assertFalse(p.message().isBlank());
            }
            assertTrue(r.start() != null || !errors(r).isEmpty(), () -> "no start and no error for " + text);
        }
    }

    /**
     * A move or a time alone on its line is read without a statement of its own (the quick way);
     * written with commas, the same moves take the general way. Both give the same moves, times,
     * comments and problems, each located where it is written.
     */
    @Test
    void movesOnTheirOwnLinesAndCommaSeparatedReadAlike() {
        GameRecord lines = read(csa(
                "PI", "+", "+7776FU", "T12", "-3334FU", "T3.5", "'a note", "+2726FU", "T-1", "-8384FU", "T", "+0055FU",
                "%TORYO"));
        GameRecord commas = read(csa(
                "PI", "+", "+7776FU,T12", "-3334FU,T3.5", "'a note", "+2726FU,T-1", "-8384FU,T", "+0055FU", "%TORYO"));
        assertEquals(
                commas.mainLine().moves().stream()
                        .map(m -> m.move() + " " + m.time() + " " + m.comments())
                        .toList(),
                lines.mainLine().moves().stream()
                        .map(m -> m.move() + " " + m.time() + " " + m.comments())
                        .toList());
        assertEquals(
                commas.problems().stream().map(p -> p.catalogued().key()).toList(),
                lines.problems().stream().map(p -> p.catalogued().key()).toList());
        assertEquals(
                List.of("read.csa.time-negative", "read.csa.time-shape"),
                lines.problems().stream().map(p -> p.catalogued().key()).toList());
        RecordedMove third = lines.mainLine().moves().get(2);
        assertEquals("8:1 +2726FU", third.text().toString());
        assertEquals("10:1 -8384FU", lines.mainLine().moves().get(3).text().toString());
        assertEquals(
                List.of(11, 1),
                List.of(lines.problems().get(1).line(), lines.problems().get(1).column()));
    }

    /**
     * Rank lines that spell a preset's board exactly are taken as that preset without building a
     * board; the start must be what building it gives. An empty {@code P+} line sends the same rows
     * the general way (it is a piece line, with no pieces), so the two are compared for every preset.
     */
    @Test
    void presetRanksReadAsTheBoardTheySpell() {
        int presets = 0;
        for (Handicap h : Handicap.values()) {
            List<String> lines = new ArrayList<>();
            for (int rank = 1; rank <= 9; rank++) {
                StringBuilder row = new StringBuilder("P" + rank);
                for (int file = 9; file >= 1; file--) {
                    Piece piece = h.position().pieceAt(new Square(file, rank));
                    row.append(
                            piece == null
                                    ? " * "
                                    : (piece.owner() == Side.BLACK ? "+" : "-")
                                            + piece.type().csa());
                }
                lines.add(row.toString());
            }
            String turn = h.position().sideToMove() == Side.BLACK ? "+" : "-";
            List<String> quick = new ArrayList<>(lines);
            quick.addAll(List.of(turn, "%TORYO"));
            List<String> general = new ArrayList<>(lines);
            general.addAll(List.of("P+", turn, "%TORYO"));
            GameRecord fast = read(csa(quick.toArray(String[]::new)));
            GameRecord built = read(csa(general.toArray(String[]::new)));
            assertEquals(built.start(), fast.start(), h.name());
            assertEquals(h, fast.start().handicap(), h.name());
            assertEquals(List.of(), fast.problems(), h.name());
            presets++;
        }
        assertTrue(presets >= 10, "presets: " + presets);
    }

    /**
     * A comment after a move is taken without the statement splitter when it starts its line; one
     * after a blank goes the general way. Both must give the same comments, times and problems,
     * including a move glued to the end of a comment (floodgate 2012), found through the comment.
     */
    @Test
    void commentsAfterMovesReadAlikeEitherWay() {
        String[] lines = {
            "PI",
            "+",
            "'before the first move",
            "+7776FU",
            "T12",
            "'** 30 -3334FU +2726FU",
            "-3334FU",
            "'a note, with a comma",
            "T3",
            "'x+2726FU",
            "T5",
            "'ILLEGAL_MOVE(-8384FU)",
            "-8384FU",
            "%TORYO"
        };
        String[] blanked = lines.clone();
        for (int i = 0; i < blanked.length; i++) {
            if (blanked[i].startsWith("'")) {
                blanked[i] = " " + blanked[i];
            }
        }
        GameRecord quick = read(csa(lines));
        GameRecord general = read(csa(blanked));
        assertEquals(
                general.mainLine().moves().stream()
                        .map(m -> m.move() + " " + m.time() + " " + m.comments())
                        .toList(),
                quick.mainLine().moves().stream()
                        .map(m -> m.move() + " " + m.time() + " " + m.comments())
                        .toList());
        assertEquals(
                general.problems().stream().map(p -> p.catalogued().key()).toList(),
                quick.problems().stream().map(p -> p.catalogued().key()).toList());
        assertEquals(4, quick.mainLine().moves().size(), "the glued move is recovered");
        assertEquals(
                List.of("** 30 -3334FU +2726FU"),
                quick.mainLine().moves().get(0).comments());
        assertTrue(quick.problems().stream().anyMatch(p -> p.catalogued().key().equals("read.csa.move-in-comment")));
    }
}
