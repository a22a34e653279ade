package dev.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.testing.Mirror;
import dev.shinpan.testing.Resources;
import dev.shinpan.testing.Written;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Tori Shogi pieces, setup and hands (docs/rules.md §C1–§C4): the move lists Fairy-Stockfish gives for
 * single pieces, the start position of §C1, and the pieces' life in hand (left and right quails
 * stay distinct, promoted pieces return unpromoted, drops are unpromoted).
 */
class ToriPiecesTest {

    private static final String START = "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1";

    /** Destinations (USI, {@code +} for promotion) of the piece on {@code from}, sorted. */
    private static Set<String> movesFrom(Position p, String from) {
        Set<String> out = new TreeSet<>();
        for (Move m : new MoveGenerator(p).legalMoves()) {
            if (!m.isDrop() && m.from().usi().equals(from)) {
                out.add(m.to().usi() + (m.promote() ? "+" : ""));
            }
        }
        return out;
    }

    /**
     * name, SFEN with the piece alone (phoenixes off its lines), square, the destinations
     * Fairy-Stockfish (commit c19b5f6) lists (docs/rules.md §C2, §C3).
     */
    private static final Object[][] FAIRY_STOCKFISH = {
        {"falcon on 4c", "7/5k1/3F3/7/7/K6/7 b - 1", "4c", "5d 3d 5c 3c 5b+ 4b+ 3b+"},
        {"eagle on 4b", "7/3+F1k1/7/7/7/K6/7 b - 1", "4b", "4c 4d 4e 4f 4g 6d 2d 5c 3c 5b 3b 5a 4a 3a"},
        {"goose on 4d", "7/5k1/7/3+S3/7/K6/7 b - 1", "4d", "4f 6b 2b"},
        {"left quail on 4d", "7/5k1/7/3L3/7/K6/7 b - 1", "4d", "4c 4b 4a 3e 2f 1g 5e"},
        {"right quail on 4d", "7/5k1/7/3R3/7/K6/7 b - 1", "4d", "4c 4b 4a 5e 6f 7g 3e"},
        {"swallow on 4c", "7/5k1/3S3/7/7/K6/7 b - 1", "4c", "4b+"},
    };

    static Stream<Arguments> fairyStockfishMoveLists() {
        List<Arguments> all = new ArrayList<>();
        for (Object[] c : FAIRY_STOCKFISH) {
            all.add(Arguments.of("Black: " + c[0], c[1], c[2], c[3]));
            String mirrored = Arrays.stream(((String) c[3]).split(" "))
                    .map(m -> Mirror.usi(m, 7, 7))
                    .collect(Collectors.joining(" "));
            all.add(Arguments.of(
                    "White: " + c[0], Mirror.sfen((String) c[1]), Mirror.usi((String) c[2], 7, 7), mirrored));
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fairyStockfishMoveLists")
    @DisplayName("single pieces move as Fairy-Stockfish lists (docs/rules.md §C2)")
    void fairyStockfishMoveList(String name, String sfen, String from, String expected) {
        assertEquals(new TreeSet<>(List.of(expected.split(" "))), movesFrom(Sfen.parse(sfen), from));
    }

    @Test
    @DisplayName("the start position of docs/rules.md §C1, 16 pieces a side, 17 legal moves for Black")
    void startPosition() {
        Position p = Position.start(Variants.TORI);
        assertEquals(START, p.toSfen());
        Map<String, String> black = new TreeMap<>(Map.of(
                "4g",
                "phoenix",
                "4f",
                "falcon",
                "5g",
                "crane",
                "3g",
                "crane",
                "6g",
                "pheasant",
                "2g",
                "pheasant",
                "7g",
                "left quail",
                "1g",
                "right quail"));
        for (String sq : List.of("7e", "6e", "5e", "4e", "3e", "2e", "1e", "3d")) {
            black.put(sq, "swallow");
        }
        Map<String, String> white = new TreeMap<>(Map.of(
                "4a",
                "phoenix",
                "4b",
                "falcon",
                "5a",
                "crane",
                "3a",
                "crane",
                "6a",
                "pheasant",
                "2a",
                "pheasant",
                "1a",
                "left quail",
                "7a",
                "right quail"));
        for (String sq : List.of("7c", "6c", "5c", "4c", "3c", "2c", "1c", "5d")) {
            white.put(sq, "swallow");
        }
        Map<String, String> foundBlack = new TreeMap<>();
        Map<String, String> foundWhite = new TreeMap<>();
        for (int file = 1; file <= 7; file++) {
            for (int rank = 1; rank <= 7; rank++) {
                Square sq = new Square(file, rank);
                Piece piece = p.pieceAt(sq);
                if (piece != null) {
                    (piece.owner() == Side.BLACK ? foundBlack : foundWhite)
                            .put(sq.usi(), piece.type().name());
                }
            }
        }
        assertEquals(black, foundBlack);
        assertEquals(white, foundWhite);
        assertEquals(16, foundBlack.size());
        assertEquals(17, new MoveGenerator(p).legalMoves().size());
    }

    @Test
    @DisplayName("the corpus's Fairy-Stockfish facts: its start FEN is our start, its perft figure our count")
    void fairyStockfishReference() {
        String reference = Resources.utf8("corpus/tori-shogi/tori_shogi_reference.txt");
        Matcher fen = Pattern.compile("\\n\\s*([a-zA-Z0-9/]+)\\[-\\] w 0 1").matcher(reference);
        assertTrue(fen.find(), "the start FEN line");
        // Fairy-Stockfish's FEN lists the same ranks; its 'w' is the first player, shogi's Black ('b')
        assertEquals(fen.group(1) + " b - 1", Variants.TORI.startSfen());
        Matcher perft = Pattern.compile("startpos : depth (\\d+) = (\\d+)").matcher(reference);
        assertTrue(perft.find(), "the perft line");
        int depth = Integer.parseInt(perft.group(1));
        assertEquals(Long.parseLong(perft.group(2)), new Perft(Position.start(Variants.TORI), depth).count(depth));
    }

    @Test
    @DisplayName("left and right quails stay distinct in hand and are dropped as what they were (docs/rules.md §C2)")
    void quailsStayDistinctInHand() {
        for (boolean white : new boolean[] {false, true}) {
            // Black's right quail takes White's left quail on 7一; then White's right quail is taken.
            String sfen = "l5k/r6/7/7/7/7/R5K b - 1";
            List<String> moves = List.of("7g7b", "1a2a", "7b7a");
            if (white) {
                sfen = Mirror.sfen(sfen);
                moves = moves.stream().map(m -> Mirror.usi(m, 7, 7)).toList();
            }
            Position p = Sfen.parse(sfen);
            Side side = p.sideToMove();
            MoveJudge judge = new MoveJudge(p);
            for (String m : moves) {
                int v = judge.judge(Written.usi(p.variant(), p.sideToMove(), m));
                assertEquals(true, MoveJudge.isLegal(v), m);
                p.play(v);
            }
            PieceType left = Variants.TORI.pieceType(Variants.Tori.LEFT_QUAIL);
            PieceType right = Variants.TORI.pieceType(Variants.Tori.RIGHT_QUAIL);
            assertEquals(1, p.handCount(side, left));
            assertEquals(1, p.handCount(side, right));
            assertEquals(white ? "lr" : "LR", Sfen.hands(p));
            p.play(judge.judge(Written.usi(p.variant(), p.sideToMove(), white ? "6g6f" : "2a2b")));
            // the dropped left quail moves as the dropper's left quail: back-right slide, back-left step
            int v = judge.judge(Written.usi(p.variant(), side, "L*4d"));
            p.play(v);
            assertEquals(left, p.pieceAt(new Square(4, 4)).type());
            assertEquals(side, p.pieceAt(new Square(4, 4)).owner());
            p.play(judge.judge(Written.usi(p.variant(), p.sideToMove(), white ? "6f6g" : "2b2a")));
            // forward to 4一, back to the right as far as its own phoenix on 1七, one step back to the left
            Set<String> expected = new TreeSet<>(List.of("4c", "4b", "4a", "3e", "2f", "5e"));
            if (white) {
                expected =
                        expected.stream().map(s -> Mirror.usi(s, 7, 7)).collect(Collectors.toCollection(TreeSet::new));
            }
            Set<String> found = movesFrom(p, "4d");
            assertEquals(expected, found, (white ? "White" : "Black") + " left quail dropped on 4d");
        }
    }

    @Test
    @DisplayName("a captured eagle returns to hand as a falcon, a goose as a swallow (docs/rules.md §C3)")
    void promotedPiecesReturnUnpromoted() {
        for (boolean white : new boolean[] {false, true}) {
            String sfen = "6k/7/7/3+f3/3C+s2/K6/7 b - 1";
            List<String> moves = List.of("4e4d", "1a1b", "4d3e");
            if (white) {
                sfen = Mirror.sfen(sfen);
                moves = moves.stream().map(m -> Mirror.usi(m, 7, 7)).toList();
            }
            Position p = Sfen.parse(sfen);
            MoveJudge judge = new MoveJudge(p);
            for (String m : moves) {
                int v = judge.judge(Written.usi(p.variant(), p.sideToMove(), m));
                assertEquals(true, MoveJudge.isLegal(v), m + ": " + (v < 0 ? MoveJudge.codeOf(v) : ""));
                p.play(v);
            }
            Side taker = white ? Side.WHITE : Side.BLACK;
            assertEquals(1, p.handCount(taker, Variants.TORI.pieceType(Variants.Tori.FALCON)));
            assertEquals(1, p.handCount(taker, Variants.TORI.pieceType(Variants.Tori.SWALLOW)));
            assertEquals(0, p.handCount(taker, Variants.TORI.pieceType(Variants.Tori.EAGLE)));
            assertEquals(0, p.handCount(taker, Variants.TORI.pieceType(Variants.Tori.GOOSE)));
        }
    }

    @Test
    @DisplayName(
            "drops are unpromoted: a drop written as an eagle or goose is an illegal promotion (docs/rules.md §C3)")
    void dropsAreUnpromoted() {
        for (String sfen : List.of("6k/7/7/7/7/7/K6 b SF 1", Mirror.sfen("6k/7/7/7/7/7/K6 b SF 1"))) {
            Position p = Sfen.parse(sfen);
            MoveJudge judge = new MoveJudge(p);
            for (int index : new int[] {Variants.Tori.EAGLE, Variants.Tori.GOOSE}) {
                WrittenMove drop = WrittenMove.drop(p.sideToMove(), new Square(4, 4), Variants.TORI.pieceType(index));
                assertEquals(IllegalMoveCode.ILLEGAL_PROMOTION, MoveJudge.codeOf(judge.judge(drop)));
            }
            int falcon = judge.judge(Written.usi(p.variant(), p.sideToMove(), "F*4b"));
            p.play(falcon);
            assertEquals("falcon", p.pieceAt(new Square(4, 2)).type().name());
            assertNull(p.pieceAt(new Square(4, 4)));
        }
    }
}
