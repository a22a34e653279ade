package dev.shinpan.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A deliberately naive Tori Shogi move generator, written only from docs/rules.md §C (not from the
 * rules core): the piece moves come from Fairy-Stockfish's Betza strings of §C2 through a small
 * Betza reader, legality is "play it on a copy and see whether the own phoenix is attacked", and
 * the drop rules of §C4 are applied literally. Slow and simple, so that the fast core can be
 * compared with it on many positions.
 */
final class ToriReference {

    /** Fairy-Stockfish's Betza notation per SFEN letter (docs/rules.md §C2); '+S' goose, '+F' eagle. */
    static final Map<String, String> BETZA = Map.of(
            "K",
            "K",
            "S",
            "fW",
            "F",
            "FsfW",
            "C",
            "FvW",
            "L",
            "fRrbBlbF",
            "R",
            "fRlbBrbF",
            "P",
            "bFfD",
            "+S",
            "fAbD",
            "+F",
            "KbRfBbF2");

    private static final int N = 7;

    /** One line of movement in the owner's frame: x to the owner's right, y forward. */
    record Ray(int dx, int dy, int range, boolean leap) {}

    private static final Map<String, List<Ray>> RAYS = new HashMap<>();

    static {
        BETZA.forEach((piece, betza) -> RAYS.put(piece, parseBetza(betza)));
    }

    /** Board [file][rank], 1-based; "S" Black swallow, "s" White, "+S" Black goose, null empty. */
    private final String[][] board = new String[N + 1][N + 1];
    /** Hands per side (0 Black, 1 White) by upper-case letter. */
    private final List<Map<Character, Integer>> hands = List.of(new HashMap<>(), new HashMap<>());

    private int toMove;

    static ToriReference fromSfen(String sfen) {
        ToriReference r = new ToriReference();
        String[] f = sfen.trim().split("\\s+");
        String[] rows = f[0].split("/");
        for (int rank = 1; rank <= N; rank++) {
            int file = N;
            String row = rows[rank - 1];
            for (int i = 0; i < row.length(); i++) {
                char c = row.charAt(i);
                if (Character.isDigit(c)) {
                    file -= c - '0';
                } else if (c == '+') {
                    r.board[file--][rank] = "+" + row.charAt(++i);
                } else {
                    r.board[file--][rank] = String.valueOf(c);
                }
            }
        }
        r.toMove = f[1].equals("b") ? 0 : 1;
        if (!f[2].equals("-")) {
            int count = 0;
            for (char c : f[2].toCharArray()) {
                if (Character.isDigit(c)) {
                    count = count * 10 + (c - '0');
                } else {
                    r.hands
                            .get(Character.isUpperCase(c) ? 0 : 1)
                            .merge(Character.toUpperCase(c), count == 0 ? 1 : count, Integer::sum);
                    count = 0;
                }
            }
        }
        return r;
    }

    private ToriReference copy() {
        ToriReference c = new ToriReference();
        for (int f = 1; f <= N; f++) {
            c.board[f] = board[f].clone();
        }
        c.hands.get(0).putAll(hands.get(0));
        c.hands.get(1).putAll(hands.get(1));
        c.toMove = toMove;
        return c;
    }

    /** The legal moves in USI, sorted. */
    Set<String> legalMoves() {
        return legalMoves(true);
    }

    private Set<String> legalMoves(boolean testDropMate) {
        Set<String> legal = new TreeSet<>();
        for (String m : pseudoMoves(toMove)) {
            ToriReference after = copy();
            after.play(m);
            if (after.attacked(after.phoenix(toMove), 1 - toMove)) {
                continue;
            }
            if (testDropMate && m.startsWith("S*") && after.isMated()) {
                continue; // swallow-drop mate (打ち燕詰め)
            }
            legal.add(m);
        }
        return legal;
    }

    /** The side to move is in check and has no legal move. */
    private boolean isMated() {
        return attacked(phoenix(toMove), 1 - toMove) && legalMoves(false).isEmpty();
    }

    private List<String> pseudoMoves(int side) {
        List<String> moves = new ArrayList<>();
        for (int f = 1; f <= N; f++) {
            for (int r = 1; r <= N; r++) {
                String piece = board[f][r];
                if (piece == null || owner(piece) != side) {
                    continue;
                }
                for (int[] to : targets(f, r)) {
                    String base = "" + f + (char) ('a' + r - 1) + to[0] + (char) ('a' + to[1] - 1);
                    boolean promotes = kind(piece).equals("S") || kind(piece).equals("F");
                    boolean zone = inZone(side, r) || inZone(side, to[1]);
                    moves.add(promotes && zone ? base + "+" : base);
                }
            }
        }
        for (Map.Entry<Character, Integer> e : hands.get(side).entrySet()) {
            if (e.getValue() == 0) {
                continue;
            }
            char letter = e.getKey();
            for (int f = 1; f <= N; f++) {
                for (int r = 1; r <= N; r++) {
                    if (board[f][r] != null) {
                        continue;
                    }
                    if (letter == 'S' && (r == (side == 0 ? 1 : N) || swallowsOnFile(side, f) >= 2)) {
                        continue;
                    }
                    moves.add(letter + "*" + f + (char) ('a' + r - 1));
                }
            }
        }
        return moves;
    }

    private int swallowsOnFile(int side, int file) {
        int n = 0;
        for (int r = 1; r <= N; r++) {
            String p = board[file][r];
            if (p != null && owner(p) == side && kind(p).equals("S")) {
                n++;
            }
        }
        return n;
    }

    /** Squares the piece on (file, rank) moves to: not off the board, not onto its own side's pieces. */
    private List<int[]> targets(int file, int rank) {
        String piece = board[file][rank];
        int side = owner(piece);
        int sign = side == 0 ? -1 : 1; // Black: right = lower file, forward = lower rank
        List<int[]> out = new ArrayList<>();
        for (Ray ray : RAYS.get(kind(piece))) {
            int f = file;
            int r = rank;
            for (int k = 1; k <= ray.range(); k++) {
                f += sign * ray.dx();
                r += sign * ray.dy();
                if (f < 1 || f > N || r < 1 || r > N) {
                    break;
                }
                String there = board[f][r];
                if (there != null && owner(there) == side) {
                    break;
                }
                out.add(new int[] {f, r});
                if (there != null) {
                    break;
                }
            }
        }
        return out;
    }

    private boolean attacked(int[] square, int by) {
        for (int f = 1; f <= N; f++) {
            for (int r = 1; r <= N; r++) {
                String p = board[f][r];
                if (p != null && owner(p) == by) {
                    for (int[] t : targets(f, r)) {
                        if (t[0] == square[0] && t[1] == square[1]) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    private int[] phoenix(int side) {
        for (int f = 1; f <= N; f++) {
            for (int r = 1; r <= N; r++) {
                if ((side == 0 ? "K" : "k").equals(board[f][r])) {
                    return new int[] {f, r};
                }
            }
        }
        throw new IllegalStateException("no phoenix");
    }

    private void play(String usi) {
        int side = toMove;
        if (usi.charAt(1) == '*') {
            char letter = usi.charAt(0);
            hands.get(side).merge(letter, -1, Integer::sum);
            board[usi.charAt(2) - '0'][usi.charAt(3) - 'a' + 1] =
                    side == 0 ? String.valueOf(letter) : String.valueOf(Character.toLowerCase(letter));
        } else {
            int ff = usi.charAt(0) - '0';
            int fr = usi.charAt(1) - 'a' + 1;
            int tf = usi.charAt(2) - '0';
            int tr = usi.charAt(3) - 'a' + 1;
            String piece = board[ff][fr];
            String captured = board[tf][tr];
            if (captured != null) {
                String base = kind(captured).replace("+", "");
                hands.get(side).merge(base.charAt(0), 1, Integer::sum);
            }
            board[ff][fr] = null;
            board[tf][tr] = usi.endsWith("+") ? "+" + piece : piece;
        }
        toMove = 1 - side;
    }

    private static boolean inZone(int side, int rank) {
        return side == 0 ? rank <= 2 : rank >= N - 1;
    }

    private static int owner(String piece) {
        return Character.isUpperCase(piece.charAt(piece.length() - 1)) ? 0 : 1;
    }

    private static String kind(String piece) {
        return piece.toUpperCase();
    }

    /**
     * Reads the Betza subset Fairy-Stockfish uses for Tori: atoms W F D A K R B, direction
     * modifiers f b l r s v (a pair such as {@code rb} names one diagonal), a range after the atom.
     */
    static List<Ray> parseBetza(String betza) {
        List<Ray> rays = new ArrayList<>();
        int i = 0;
        while (i < betza.length()) {
            int start = i;
            while ("fblrsv".indexOf(betza.charAt(i)) >= 0) {
                i++;
            }
            String modifiers = betza.substring(start, i);
            char atom = betza.charAt(i++);
            int range = 0;
            while (i < betza.length() && Character.isDigit(betza.charAt(i))) {
                range = range * 10 + betza.charAt(i++) - '0';
            }
            switch (atom) {
                case 'W' -> addOrthogonal(rays, modifiers, 1, range == 0 ? 1 : range, false);
                case 'F' -> addDiagonal(rays, modifiers, 1, range == 0 ? 1 : range, false);
                case 'D' -> addOrthogonal(rays, modifiers, 2, 1, true);
                case 'A' -> addDiagonal(rays, modifiers, 2, 1, true);
                case 'R' -> addOrthogonal(rays, modifiers, 1, range == 0 ? N : range, false);
                case 'B' -> addDiagonal(rays, modifiers, 1, range == 0 ? N : range, false);
                case 'K' -> {
                    addOrthogonal(rays, modifiers, 1, 1, false);
                    addDiagonal(rays, modifiers, 1, 1, false);
                }
                default -> throw new IllegalArgumentException("atom " + atom);
            }
        }
        return rays;
    }

    private static void addOrthogonal(List<Ray> rays, String modifiers, int step, int range, boolean leap) {
        String m = modifiers.replace("s", "lr").replace("v", "fb");
        int[][] dirs = {{0, 1, 'f'}, {0, -1, 'b'}, {-1, 0, 'l'}, {1, 0, 'r'}};
        for (int[] d : dirs) {
            if (m.isEmpty() || m.indexOf(d[2]) >= 0) {
                rays.add(new Ray(d[0] * step, d[1] * step, range, leap));
            }
        }
    }

    private static void addDiagonal(List<Ray> rays, String modifiers, int step, int range, boolean leap) {
        for (int dx : new int[] {-1, 1}) {
            for (int dy : new int[] {-1, 1}) {
                if (diagonalAllowed(modifiers, dx, dy)) {
                    rays.add(new Ray(dx * step, dy * step, range, leap));
                }
            }
        }
    }

    private static boolean diagonalAllowed(String m, int dx, int dy) {
        if (m.isEmpty()) {
            return true;
        }
        char vertical = dy > 0 ? 'f' : 'b';
        char horizontal = dx > 0 ? 'r' : 'l';
        int i = 0;
        while (i < m.length()) {
            char a = m.charAt(i);
            char b = i + 1 < m.length() ? m.charAt(i + 1) : 0;
            boolean pair = ("fb".indexOf(a) >= 0 && "lr".indexOf(b) >= 0 && b != 0)
                    || ("lr".indexOf(a) >= 0 && "fb".indexOf(b) >= 0 && b != 0);
            if (pair) {
                if ((a == vertical || a == horizontal) && (b == vertical || b == horizontal)) {
                    return true;
                }
                i += 2;
            } else {
                if (a == vertical || a == horizontal) {
                    return true;
                }
                i++;
            }
        }
        return false;
    }
}
