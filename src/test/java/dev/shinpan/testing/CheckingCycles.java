package dev.shinpan.testing;

import dev.shinpan.rules.MoveGenerator;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Sfen;
import dev.shinpan.rules.Side;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Searches with the move generator for a mutual perpetual check: a sequence of legal moves that
 * returns to its start position and in which every move of both sides gives check. The roots are
 * small random positions (the two kings and a few pieces each, nothing in hand); from each, a
 * depth-first search follows only checking moves. A king escaping a check must uncover a check by
 * its own slider to keep the cycle going, so cycles need a few pieces and several plies.
 */
public final class CheckingCycles {

    /** A cycle found: the start position and its moves in USI. */
    public record Cycle(String sfen, List<String> moves) {
    }

    /** Pieces a root may get besides the kings, per side: sliders for discovered checks, steppers to check with. */
    private static final String PIECES = "RBLGS+R+B";
    /** Pieces a root may hold in hand, one a side. */
    private static final String HAND = "RBGSL";

    private CheckingCycles() {
    }

    /** The first cycle of at most {@code maxPlies} plies found from up to {@code roots} random positions. */
    public static Optional<Cycle> search(long seed, int roots, int piecesPerSide, int maxPlies) {
        Random random = new Random(seed);
        for (int r = 0; r < roots; r++) {
            Position root = randomPosition(random, piecesPerSide);
            if (root == null) {
                continue;
            }
            String sfen = root.toSfen();
            Deque<String> path = new ArrayDeque<>();
            if (cycle(root, new MoveGenerator(root), root.hash(), path, maxPlies)) {
                return Optional.of(new Cycle(sfen, new ArrayList<>(path)));
            }
        }
        return Optional.empty();
    }

    /**
     * The four-ply cross-check: each side answers a check by putting a slider between the checker
     * and its king, and the slider checks from there; the two sliders shuttle back and forth. Black's
     * slider goes p1→p2 and back, White's q1→q2: from q1 White checks through p2, from p2 Black
     * checks through q2, from q2 White checks through p1, from p1 Black checks through q1. Every
     * placement of the kings and the sliders (rooks or bishops, promoted or not) that fits those lines
     * is played out with the move generator; the first whose four moves are all legal checks is returned.
     */
    public static Optional<Cycle> crossChecks() {
        String[] kinds = {"R", "B", "+R", "+B"};
        for (int king = 0; king < 81; king++) {
            for (int k = 0; k < 81; k++) {
                if (Math.abs(king / 9 - k / 9) < 2 && Math.abs(king % 9 - k % 9) < 2) {
                    continue;
                }
                for (String black : kinds) {
                    for (String white : kinds) {
                        Optional<Cycle> found = crossChecks(king, k, black, white);
                        if (found.isPresent()) {
                            return found;
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Cycle> crossChecks(int king, int k, String black, String white) {
        for (int q1 = 0; q1 < 81; q1++) {
            for (int p2 : slidesThrough(q1, king, white)) {
                for (int q2 : slidesThrough(p2, k, black)) {
                    for (int p1 : slidesThrough(q2, king, white)) {
                        if (!slidesThrough(p1, k, black).contains(q1) || !reaches(p1, p2, black)
                                || !reaches(q1, q2, white)
                                || Arrays.stream(new int[] {king, k, p1, p2, q1, q2}).distinct().count() < 6) {
                            continue;
                        }
                        String[][] board = new String[9][9];
                        put(board, king, "K");
                        put(board, k, "k");
                        put(board, p1, black);
                        put(board, q1, white.toLowerCase());
                        String sfen = sfen(board) + " b - 1";
                        List<String> moves = List.of(usi(p1, p2), usi(q1, q2), usi(p2, p1), usi(q2, q1));
                        if (isCheckingCycle(sfen, moves)) {
                            return Optional.of(new Cycle(sfen, moves));
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The squares strictly between {@code from} and {@code target} when a slider of this kind on
     * {@code from} attacks {@code target} along a sliding line from two or more squares away; else none.
     */
    private static List<Integer> slidesThrough(int from, int target, String kind) {
        int dr = target / 9 - from / 9;
        int df = target % 9 - from % 9;
        boolean straight = (dr == 0) != (df == 0);
        boolean diagonal = dr != 0 && Math.abs(dr) == Math.abs(df);
        int distance = Math.max(Math.abs(dr), Math.abs(df));
        List<Integer> between = new ArrayList<>();
        if (distance < 2 || (kind.endsWith("R") ? !straight : !diagonal)) {
            return between;
        }
        for (int t = 1; t < distance; t++) {
            between.add((from / 9 + Integer.signum(dr) * t) * 9 + from % 9 + Integer.signum(df) * t);
        }
        return between;
    }

    /** Whether a piece of this kind moves from one square to the other on an empty board. */
    private static boolean reaches(int from, int to, String kind) {
        int dr = Math.abs(to / 9 - from / 9);
        int df = Math.abs(to % 9 - from % 9);
        boolean straight = (dr == 0) != (df == 0);
        boolean diagonal = dr != 0 && dr == df;
        boolean step = dr <= 1 && df <= 1 && dr + df > 0;
        boolean promoted = kind.startsWith("+");
        return kind.endsWith("R") ? straight || promoted && step : diagonal || promoted && step;
    }

    /** Rank, file, diagonal, antidiagonal as (rank step, file step). */
    private static final int[][] LINES = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

    private static String usi(int from, int to) {
        return square(from) + square(to);
    }

    private static String square(int sq) {
        return "" + (9 - sq % 9) + (char) ('a' + sq / 9);
    }

    private static void put(String[][] board, int sq, String piece) {
        board[sq / 9][sq % 9] = piece;
    }

    /** Whether every move of {@code moves} from {@code sfen} is legal and gives check, and the last one restores the start. */
    public static boolean isCheckingCycle(String sfen, List<String> moves) {
        Position p = Sfen.parse(sfen);
        long start = p.hash();
        MoveGenerator generator = new MoveGenerator(p);
        for (String usi : moves) {
            int move = find(p, generator, usi);
            if (move < 0) {
                return false;
            }
            p.play(move);
            if (!p.inCheck()) {
                return false;
            }
        }
        return p.hash() == start;
    }

    private static int find(Position p, MoveGenerator generator, String usi) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = generator.generate(moves, 0);
        for (int i = 0; i < n; i++) {
            if (p.decode(moves[i]).usi().equals(usi)) {
                return moves[i];
            }
        }
        return -1;
    }

    private static boolean cycle(Position p, MoveGenerator generator, long start, Deque<String> path, int left) {
        if (left == 0) {
            return false;
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = generator.generate(moves, 0);
        for (int i = 0; i < n; i++) {
            String usi = p.decode(moves[i]).usi();
            p.play(moves[i]);
            if (p.inCheck()) {
                path.addLast(usi);
                // an even number of plies brings the same side back to move
                if (p.hash() == start && path.size() % 2 == 0 || cycle(p, generator, start, path, left - 1)) {
                    p.undo();
                    return true;
                }
                path.removeLast();
            }
            p.undo();
        }
        return false;
    }

    /**
     * Two kings a few squares apart and a few pieces a side, each on a rank, file or diagonal through
     * one of the kings (where checks and discovered checks come from), perhaps a piece in hand each;
     * Black to move, White not in check; null when illegal.
     */
    private static Position randomPosition(Random random, int piecesPerSide) {
        String[][] board = new String[9][9];
        int king = 20 + random.nextInt(41);
        put(board, king, "K");
        int other;
        do {
            other = king + (random.nextInt(7) - 3) * 9 + random.nextInt(7) - 3;
        } while (other < 0 || other > 80 || Math.abs(other % 9 - king % 9) > 3 || board[other / 9][other % 9] != null
                || Math.abs(other / 9 - king / 9) < 2 && Math.abs(other % 9 - king % 9) < 2);
        put(board, other, "k");
        int[] kings = {king, other};
        for (int i = 0; i < piecesPerSide; i++) {
            onALine(board, random, kings, piece(random));
            onALine(board, random, kings, piece(random).toLowerCase());
        }
        String hands = random.nextBoolean() ? "-"
                : "" + HAND.charAt(random.nextInt(HAND.length())) + Character.toLowerCase(HAND.charAt(random.nextInt(5)));
        Position p = Sfen.parse(sfen(board) + " b " + hands + " 1");
        return p.inCheck(Side.WHITE) ? null : p;
    }

    private static void onALine(String[][] board, Random random, int[] kings, String piece) {
        for (int tries = 0; tries < 50; tries++) {
            int from = kings[random.nextInt(2)];
            int[] line = LINES[random.nextInt(4)];
            int t = (random.nextInt(4) + 1) * (random.nextBoolean() ? 1 : -1);
            int r = from / 9 + line[0] * t;
            int f = from % 9 + line[1] * t;
            boolean deadLance = piece.equals("L") && r == 0 || piece.equals("l") && r == 8;
            if (r >= 0 && r < 9 && f >= 0 && f < 9 && board[r][f] == null && !deadLance) {
                board[r][f] = piece;
                return;
            }
        }
    }

    /** The board part of a SFEN from rows of SFEN letters (null for empty), rank 一 first, file 9 first. */
    private static String sfen(String[][] board) {
        StringBuilder sfen = new StringBuilder();
        for (int rank = 0; rank < 9; rank++) {
            int empty = 0;
            for (int file = 0; file < 9; file++) {
                String s = board[rank][file];
                if (s == null || s.equals(".")) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sfen.append(empty);
                    empty = 0;
                }
                sfen.append(s);
            }
            if (empty > 0) {
                sfen.append(empty);
            }
            if (rank < 8) {
                sfen.append('/');
            }
        }
        return sfen.toString();
    }

    private static String piece(Random random) {
        int i = random.nextInt(7);
        return i < 5 ? PIECES.substring(i, i + 1) : i == 5 ? "+R" : "+B";
    }

    private static void place(String[][] board, Random random, String piece) {
        while (true) {
            int rank = random.nextInt(9);
            int file = random.nextInt(9);
            boolean deadLance = piece.equals("L") && rank == 0 || piece.equals("l") && rank == 8;
            if (board[rank][file] == null && !deadLance) {
                board[rank][file] = piece;
                return;
            }
        }
    }
}
