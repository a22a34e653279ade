package dev.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The rules core against {@link ToriReference}, a naive generator written from docs/rules.md §C alone,
 * on positions from random games and on random setups with pieces in hand (drops, three
 * swallows, swallow-drop mate, promoted pieces, pins). Both must list exactly the same legal
 * moves, and the move judge must accept exactly those. Tagged slow (the naive reference takes
 * seconds): {@code mvn test} leaves it out, {@code mvn verify} and {@code -Pslow} run it.
 */
@Tag("slow")
class ToriCrossCheckTest {

    private static final String START = "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1";

    private static Set<String> coreMoves(Position p) {
        Set<String> moves = new TreeSet<>();
        for (Move m : new MoveGenerator(p).legalMoves()) {
            moves.add(m.usi());
        }
        return moves;
    }

    private static void compare(Position p) {
        String sfen = p.toSfen();
        Set<String> expected = ToriReference.fromSfen(sfen).legalMoves();
        assertEquals(expected, coreMoves(Sfen.parse(sfen)), () -> "legal moves of " + sfen);
    }

    @Test
    @DisplayName("positions of 200 random games: the same legal moves as the reference")
    void randomGames() {
        Random random = new Random(20240705);
        int positions = 0;
        for (int game = 0; game < 200; game++) {
            Position p = Sfen.parse(START);
            for (int ply = 0; ply < 150; ply++) {
                compare(p);
                positions++;
                List<Move> moves = new MoveGenerator(p).legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                p.play(p.encode(moves.get(random.nextInt(moves.size()))));
            }
        }
        assertTrue(positions > 10_000, "enough positions: " + positions);
    }

    @Test
    @DisplayName("random setups with hands: the same legal moves as the reference")
    void randomSetups() {
        Random random = new Random(7);
        int compared = 0;
        while (compared < 3000) {
            String sfen = randomSetup(random);
            Position p;
            try {
                p = Sfen.parse(sfen);
            } catch (SfenException e) {
                continue;
            }
            // the side that has just moved may not be in check
            if (p.inCheck(p.sideToMove().opponent())) {
                continue;
            }
            compare(p);
            compared++;
        }
    }

    /** Phoenixes plus a random part of the other pieces, some promoted, the rest in hand. */
    private static String randomSetup(Random random) {
        String[][] board = new String[8][8];
        List<String> pieces = new ArrayList<>();
        for (String letter : new String[] {"S", "S", "S", "S", "S", "S", "S", "S", "F", "C", "C", "P", "P", "L", "R"}) {
            pieces.add(letter);
            pieces.add(letter.toLowerCase());
        }
        place(board, "K", random);
        place(board, "k", random);
        StringBuilder hands = new StringBuilder();
        for (String piece : pieces) {
            int where = random.nextInt(10);
            if (where < 3) {
                String placed = piece;
                boolean promotable = piece.equalsIgnoreCase("S") || piece.equalsIgnoreCase("F");
                if (promotable && random.nextInt(3) == 0) {
                    placed = "+" + piece;
                }
                place(board, placed, random);
            } else if (where < 6) {
                hands.append(random.nextBoolean() ? piece.toUpperCase() : piece.toLowerCase());
            }
        }
        StringBuilder sfen = new StringBuilder();
        for (int rank = 1; rank <= 7; rank++) {
            int empty = 0;
            for (int file = 7; file >= 1; file--) {
                String p = board[file][rank];
                if (p == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sfen.append(empty);
                    empty = 0;
                }
                sfen.append(p);
            }
            if (empty > 0) {
                sfen.append(empty);
            }
            if (rank < 7) {
                sfen.append('/');
            }
        }
        return sfen + (random.nextBoolean() ? " b " : " w ") + (hands.isEmpty() ? "-" : hands) + " 1";
    }

    private static void place(String[][] board, String piece, Random random) {
        while (true) {
            int file = 1 + random.nextInt(7);
            int rank = 1 + random.nextInt(7);
            boolean black = Character.isUpperCase(piece.charAt(piece.length() - 1));
            boolean lastRank = rank == (black ? 1 : 7);
            if (board[file][rank] == null && !(piece.equalsIgnoreCase("S") && lastRank)) {
                board[file][rank] = piece;
                return;
            }
        }
    }
}
