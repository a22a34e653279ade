package dev.shinpan.record.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.codec.RecordReader.ReadOptions;
import dev.shinpan.record.io.CorpusResources;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.rules.WrittenMove;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class UsiReaderTest {

    private static final String LISHOGI = "WandererXII-shogiops/lishogi_500_games_usi.txt";
    private static final String TORI_START = "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1";

    /**
     * Corpus records that really contain an illegal move, by file#record, with the ply. Evidence:
     * test_drops.usi is "position startpos moves 7g7f 3c3d 8h2b+ 3a2b P*5e": the only captures are
     * a bishop (8h2b+) and a horse (3a2b), so Black has no pawn to drop at ply 5.
     */
    private static final Map<String, Integer> ILLEGAL_AT =
            Map.of("hnakada123-ShogiBoardQ/tests/fixtures/test_drops.usi#0", 5);

    private final UsiReader reader = new UsiReader();

    private List<GameRecord> read(String text) {
        return reader.read(text, new ReadOptions("test.usi", "UTF-8", null));
    }

    private GameRecord readOne(String text) {
        List<GameRecord> records = read(text);
        assertEquals(1, records.size());
        return records.get(0);
    }

    private static List<Problem> errors(GameRecord r) {
        return r.problems().stream().filter(Problem::isError).toList();
    }

    /** Replays the main line; returns the 1-based ply of the first move MoveJudge rejects, or 0. */
    private static int firstIllegalPly(GameRecord r) {
        Position p = r.start().position();
        MoveJudge judge = new MoveJudge(p);
        for (RecordedMove m : r.mainLine().moves()) {
            int verdict = judge.judge(m.move());
            if (!MoveJudge.isLegal(verdict)) {
                return m.ply();
            }
            p.play(verdict);
        }
        return 0;
    }

    /** The words after "moves", or all words of a bare move line: counted from the file itself. */
    private static List<String> movesOf(String line) {
        List<String> words = Arrays.asList(line.trim().split("\\s+"));
        int keyword = words.indexOf("moves");
        if (keyword >= 0) {
            return words.subList(keyword + 1, words.size());
        }
        return words.get(0).contains("/") || words.get(0).equals("position") ? List.of() : words;
    }

    @Test
    @DisplayName("all 500 lishogi games read, with every move legal on replay")
    void lishogi500GamesAreReadAndLegal() {
        String text = CorpusResources.decoded(LISHOGI).text();
        List<String> gameLines =
                text.lines().filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        assertEquals(500, gameLines.size(), "the file holds 500 games, one per line");
        List<GameRecord> records = reader.read(text, new ReadOptions(LISHOGI, "UTF-8", null));
        assertEquals(500, records.size());
        int totalMoves = 0;
        for (int i = 0; i < 500; i++) {
            GameRecord r = records.get(i);
            assertEquals(i, r.index());
            assertEquals(RecordFormat.USI, r.format());
            assertEquals(List.of(), r.problems(), "game " + i);
            assertSame(Handicap.EVEN, r.start().handicap());
            List<String> words = movesOf(gameLines.get(i));
            assertEquals(words.size(), r.mainLine().moves().size(), "game " + i);
            assertEquals(
                    words.get(words.size() - 1),
                    r.mainLine().moves().get(words.size() - 1).text().text(),
                    "game " + i);
            assertEquals(0, firstIllegalPly(r), "game " + i + " has an illegal move");
            totalMoves += words.size();
        }
        assertTrue(totalMoves > 30_000, "moves read: " + totalMoves);
    }

    @Test
    @DisplayName("every .sfen / .usi file of the corpus reads without error and replays legally")
    void corpusUsiFiles() {
        List<Path> files = CorpusResources.withExtensions("sfen", "usi");
        assertEquals(8, files.size(), "corpus .sfen/.usi files: " + files);
        for (Path file : files) {
            String name = CorpusResources.relative(file);
            String text = CorpusResources.decoded(name).text();
            List<String> lines =
                    text.lines().filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
            List<GameRecord> records = reader.read(text, new ReadOptions(name, "UTF-8", null));
            assertEquals(lines.size(), records.size(), name);
            for (int i = 0; i < records.size(); i++) {
                GameRecord r = records.get(i);
                assertEquals(List.of(), errors(r), name + " record " + i);
                List<String> words = new ArrayList<>(movesOf(lines.get(i)));
                boolean resigned =
                        !words.isEmpty() && words.get(words.size() - 1).equals("resign");
                if (resigned) {
                    words.remove(words.size() - 1);
                }
                assertEquals(words.size(), r.mainLine().moves().size(), name + " record " + i);
                assertEquals(resigned ? 1 : 0, r.mainLine().endings().size(), name + " record " + i);
                assertEquals(ILLEGAL_AT.getOrDefault(name + "#" + i, 0), firstIllegalPly(r), name + " record " + i);
            }
        }
    }

    @Test
    @DisplayName("a bishop-handicap game as SFEN starts from the 角落ち preset, 107 moves as its KIF says")
    void handicapSfenIsNamedAfterPreset() {
        // akicho8's 15733.kif says 手合割：角落ち and "まで107手で上手の勝ち"; 15733.sfen is the same game.
        GameRecord r = readOne(
                CorpusResources.decoded("akicho8-shogi-player/15733.sfen").text());
        assertSame(Handicap.BISHOP, r.start().handicap());
        assertEquals(Side.WHITE, r.start().position().sideToMove());
        assertEquals(107, r.mainLine().moves().size());
        assertEquals(0, firstIllegalPly(r));
    }

    @Test
    @DisplayName("resign ends the game by the side to move; moves and drops are taken as written")
    void resignAndDrops() {
        GameRecord r = readOne(CorpusResources.decoded("hnakada123-ShogiBoardQ/tests/fixtures/test_resign.usi")
                .text());
        // "position startpos moves 7g7f 3c3d resign": after two moves Black is to move and resigns.
        RecordedEnding ending = r.mainLine().endings().get(0);
        assertEquals(EndingReason.RESIGNATION, ending.reason());
        assertEquals(Side.WHITE, ending.winner());
        assertEquals(2, ending.ply());
        assertEquals("resign", ending.text().text());
        assertEquals(1, ending.text().line());
        assertEquals(35, ending.text().column());

        GameRecord drops = readOne("position startpos moves 7g7f 3c3d 8h2b+ 3a2b P*5e");
        List<RecordedMove> moves = drops.mainLine().moves();
        WrittenMove promotion = moves.get(2).move();
        assertEquals(new Square(8, 8), promotion.from());
        assertEquals(new Square(2, 2), promotion.to());
        assertTrue(promotion.promote());
        assertNull(promotion.piece(), "USI names no piece for board moves");
        WrittenMove drop = moves.get(4).move();
        assertTrue(drop.isDrop());
        assertEquals(Variants.STANDARD.byName("歩").orElseThrow(), drop.piece());
        assertEquals(new Square(5, 5), drop.to());
        assertEquals(5, moves.get(4).ply());
        // Read as written although illegal: 8h2b+ took a bishop and 3a2b a horse, so Black holds a
        // bishop, not the pawn it drops.
        assertEquals(5, firstIllegalPly(drops));
    }

    @Test
    @DisplayName("win is an entering-king declaration by the side to move")
    void winIsDeclaration() {
        RecordedEnding e =
                readOne("startpos moves 7g7f win").mainLine().endings().get(0);
        assertEquals(EndingReason.DECLARATION, e.reason());
        assertEquals(Side.WHITE, e.winner());
        assertEquals(Side.WHITE, e.offender());
        assertEquals(1, e.ply());
    }

    /**
     * ShogiGUI ends its USI game lines with words besides resign and win (ShogiHome #1275; tsshogi
     * reads them as 千日手, 引き分け, 時間切れ and 中断, and writes them as %SENNICHITE, %HIKIWAKE,
     * %TIME_UP and %CHUDAN): each is an ending, stated by the side to move, at its word.
     */
    @Test
    @DisplayName("ShogiGUI's rep_draw, draw, timeout and break end the moves as endings")
    void shogiGuiEndings() {
        RecordedEnding repetition = onlyEnding("position startpos moves 2h3h 8b7b 3h2h 7b8b rep_draw", 4);
        assertEquals(EndingReason.SENNICHITE, repetition.reason());
        assertNull(repetition.winner());
        assertEquals("rep_draw", repetition.text().text());
        assertEquals(45, repetition.text().column());

        RecordedEnding draw = onlyEnding("position startpos moves 7g7f 3c3d draw", 2);
        assertEquals(EndingReason.IMPASSE, draw.reason(), "an agreed draw is 持将棋, as %HIKIWAKE");
        assertNull(draw.winner());

        RecordedEnding blackTimesOut = onlyEnding("position startpos moves 7g7f 3c3d timeout", 2);
        assertEquals(EndingReason.TIMEOUT, blackTimesOut.reason());
        assertEquals(Side.WHITE, blackTimesOut.winner(), "Black is to move after two moves and loses on time");
        RecordedEnding whiteTimesOut = onlyEnding("startpos moves 7g7f timeout", 1);
        assertEquals(Side.BLACK, whiteTimesOut.winner());

        RecordedEnding interrupted = onlyEnding(
                "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1" + " moves 7g7f break", 1);
        assertEquals(EndingReason.INTERRUPTED, interrupted.reason());
        assertNull(interrupted.winner());

        Problem after = errors(readOne("startpos moves 7g7f timeout 3c3d")).get(0);
        assertEquals("3c3d", after.text(), "nothing may follow the ending");
        assertTrue(after.message().contains("'timeout'"), after.message());
        Problem unknown = errors(readOne("startpos moves 7g7f rep_inf")).get(0);
        assertTrue(
                unknown.message().contains("'rep_draw'") && unknown.message().contains("'break'"),
                "the message lists the words read: " + unknown.message());
    }

    /** The one ending of a readable record of one line, after {@code ply} moves, without problems. */
    private RecordedEnding onlyEnding(String line, int ply) {
        GameRecord r = readOne(line);
        assertTrue(r.readable(), () -> line + ": " + r.problems());
        assertEquals(List.of(), r.problems(), line);
        assertEquals(ply, r.mainLine().moves().size(), line);
        assertEquals(1, r.mainLine().endings().size(), line);
        RecordedEnding e = r.mainLine().endings().get(0);
        assertEquals(ply, e.ply(), line);
        return e;
    }

    @Test
    @DisplayName("the accepted line shapes all give the same game")
    void lineShapes() {
        String sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
        String threeFields = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -";
        List<String> shapes = List.of(
                "position startpos moves 7g7f 3c3d",
                "position sfen " + sfen + " moves 7g7f 3c3d",
                "position sfen " + threeFields + " moves 7g7f 3c3d",
                "startpos moves 7g7f 3c3d",
                "sfen " + sfen + " moves 7g7f 3c3d",
                sfen + " moves 7g7f 3c3d",
                "moves 7g7f 3c3d",
                "7g7f 3c3d");
        for (String shape : shapes) {
            GameRecord r = readOne(shape);
            assertEquals(List.of(), r.problems(), shape);
            assertSame(Handicap.EVEN, r.start().handicap(), shape);
            assertEquals(
                    List.of("7g7f", "3c3d"),
                    r.mainLine().moves().stream().map(m -> m.text().text()).toList(),
                    shape);
        }
        GameRecord bare = readOne(sfen);
        assertEquals(0, bare.mainLine().moves().size());
        assertEquals(sfen, bare.start().written().text());
    }

    @Test
    @DisplayName("comments and blank lines are skipped; each other line is a record")
    void oneRecordPerLine() {
        List<GameRecord> records = read("# two games\n\n7g7f 3c3d\r\n  \nposition startpos moves 2g2f\n");
        assertEquals(2, records.size());
        assertEquals(1, records.get(1).index());
        assertEquals(5, records.get(1).mainLine().moves().get(0).text().line());
        assertEquals(25, records.get(1).mainLine().moves().get(0).text().column());
        List<GameRecord> none = read("# nothing here\n");
        assertEquals(1, none.size());
        assertFalse(none.get(0).readable());
    }

    @Test
    @DisplayName("pass and 0000 are engine null moves, located errors; earlier moves are kept")
    void nullMovesAreErrors() {
        for (String token : List.of("pass", "0000")) {
            GameRecord r = readOne("position startpos moves 7g7f " + token + " 3c3d");
            assertEquals(1, r.mainLine().moves().size());
            Problem p = errors(r).get(0);
            assertEquals(1, p.line());
            assertEquals(30, p.column());
            assertEquals(token, p.text());
            assertTrue(p.message().contains("expected a USI move"), p.message());
        }
    }

    @Test
    @DisplayName("a token that is not a move is a located error")
    void badTokens() {
        GameRecord r = readOne("startpos moves 7g7f 3c3d 7i6h+x 8c8d");
        Problem p = errors(r).get(0);
        assertEquals("7i6h+x", p.text());
        assertEquals(26, p.column());
        assertEquals(2, r.mainLine().moves().size());

        Problem drop = errors(readOne("startpos moves 7g7f 3c3d K*5e")).get(0);
        assertEquals("K*5e", drop.text());
        Problem moves = errors(readOne("position startpos 7g7f")).get(0);
        assertEquals("7g7f", moves.text());
        assertTrue(moves.message().contains("'moves'"), moves.message());
        Problem after = errors(readOne("startpos moves 7g7f resign 3c3d")).get(0);
        assertEquals("3c3d", after.text());
        Problem start = errors(readOne("go movetime 1000")).get(0);
        assertEquals("go", start.text());
        assertEquals(1, start.column());
    }

    @Test
    @DisplayName("a bad SFEN is located at the offending character")
    void badSfenIsLocated() {
        // 'X' is no piece: the 4th character of the board, which begins at column 15.
        GameRecord r = readOne("position sfen lnsXkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
        assertNull(r.start());
        Problem p = errors(r).get(0);
        assertEquals(18, p.column());
        assertTrue(p.text().startsWith("X"), p.text());
        assertTrue(p.message().startsWith("bad SFEN"), p.message());

        Problem side = errors(readOne("sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1"))
                .get(0);
        assertEquals("x", side.text());
        assertEquals(64, side.column());

        Problem missing = errors(readOne("position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b"))
                .get(0);
        assertTrue(missing.message().contains("hands"), missing.message());
    }

    @Test
    @DisplayName("Tori: the 7-rank SFEN of Fairy-Stockfish's torishogi selects Tori Shogi")
    void toriSfenSelectsTori() {
        GameRecord r = readOne("position sfen " + TORI_START + " moves 3e3d");
        assertSame(Variants.TORI, r.variant());
        assertEquals(List.of(), r.problems());
        WrittenMove m = r.mainLine().moves().get(0).move();
        assertEquals(new Square(3, 5), m.from());
        assertEquals(new Square(3, 4), m.to());
        // Read as written; judging is not the reader's job. (3d holds Black's own advanced swallow.)
        assertEquals(
                "own-capture",
                MoveJudge.codeOf(new MoveJudge(r.start().position()).judge(m)).code());
    }

    @Test
    @DisplayName("Tori: a game with a capture, a drop (S*) and promotion replays legally")
    void toriGameReplays() {
        // Black's advanced swallow takes on 3c; White's takes on 5e; Black drops the captured swallow
        // on 4d; White's swallow enters the zone on 5f and must become a goose; so must Black's on 3b.
        GameRecord r = readOne("sfen " + TORI_START + " moves 3d3c 5d5e S*4d 5e5f+ 3c3b+");
        assertSame(Variants.TORI, r.variant());
        assertEquals(List.of(), r.problems());
        assertEquals(0, firstIllegalPly(r));
        assertTrue(r.mainLine().moves().get(2).move().isDrop());
        assertTrue(r.mainLine().moves().get(4).move().promote());
        assertEquals("swallow", r.mainLine().moves().get(2).move().piece().name());
        assertNull(r.start().handicap());
    }

    @Test
    @DisplayName("Tori: squares outside the 7×7 board are located errors")
    void toriOffBoard() {
        GameRecord r = readOne("sfen " + TORI_START + " moves 3d3c 8d8e");
        Problem p = errors(r).get(0);
        assertEquals("8d8e", p.text());
        assertTrue(p.message().contains("7×7"), p.message());
        Problem rank = errors(readOne("sfen " + TORI_START + " moves 3d3h")).get(0);
        assertEquals("3d3h", rank.text());
    }

    @Test
    @DisplayName("a 9-rank SFEN is standard shogi; startpos is standard unless Tori is requested")
    void variantSelection() {
        assertSame(
                Variants.STANDARD, readOne("sfen 4k4/9/9/9/9/9/9/9/4K4 b G 1").variant());
        assertSame(Variants.STANDARD, readOne("position startpos").variant());
        GameRecord tori = reader.read("position startpos moves 3d3c", new ReadOptions("t.usi", "UTF-8", Variants.TORI))
                .get(0);
        assertSame(Variants.TORI, tori.variant());
        assertEquals(0, firstIllegalPly(tori));
        // The user asked for standard shogi, but the SFEN has 7 ranks.
        Variant standard = Variants.STANDARD;
        GameRecord clash = reader.read("sfen " + TORI_START, new ReadOptions("t.usi", "UTF-8", standard))
                .get(0);
        assertNull(clash.start());
        assertTrue(
                errors(clash).get(0).message().contains("7 ranks"),
                errors(clash).get(0).message());
    }

    @Test
    @DisplayName("deviation 5: a USI file without a final newline reads the same")
    void deviation05_missingFinalNewline() {
        String name = "hnakada123-ShogiBoardQ/tests/fixtures/test_drops.usi";
        String text = CorpusResources.decoded(name).text();
        assertTrue(text.endsWith("\n"));
        String cut = text.substring(0, text.length() - 1);
        GameRecord withEol = readOne(text);
        GameRecord withoutEol = readOne(cut);
        assertEquals(List.of(), withoutEol.problems());
        // The file's own list: "moves 7g7f 3c3d 8h2b+ 3a2b P*5e".
        assertEquals(
                List.of("7g7f", "3c3d", "8h2b+", "3a2b", "P*5e"),
                withoutEol.mainLine().moves().stream().map(m -> m.text().text()).toList());
        assertEquals(withEol.mainLine(), withoutEol.mainLine());
    }

    @Test
    @DisplayName("deviation 6: trailing blanks (SP, TAB, IDSP) before the end of line are ignored")
    void deviation06_trailingBlanksBeforeEol() {
        String name = "sunfish-shogihome/book/source/src05.sfen";
        String text = CorpusResources.decoded(name).text();
        String padded = text.replace("\n", " \t\u3000 \r\n");
        List<GameRecord> plain = read(text);
        List<GameRecord> blanks = read(padded);
        assertEquals(2, blanks.size());
        for (int i = 0; i < 2; i++) {
            assertEquals(List.of(), blanks.get(i).problems());
            assertEquals(plain.get(i).mainLine(), blanks.get(i).mainLine());
        }
        assertEquals(5, blanks.get(0).mainLine().moves().size());
        assertEquals(6, blanks.get(1).mainLine().moves().size());
    }
}
