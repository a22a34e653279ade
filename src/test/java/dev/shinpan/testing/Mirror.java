package dev.shinpan.testing;

/**
 * Turns a position or move around for the other side: the board rotated 180°, colours swapped.
 * Every rule test written for Black gets its White twin this way.
 */
public final class Mirror {

    private Mirror() {}

    /** The SFEN seen from the other side (board, side to move and hands swapped). */
    public static String sfen(String sfen) {
        String[] f = sfen.split(" ");
        String[] rows = f[0].split("/");
        StringBuilder board = new StringBuilder();
        for (int i = rows.length - 1; i >= 0; i--) {
            board.append(reverseRow(rows[i]));
            if (i > 0) {
                board.append('/');
            }
        }
        String side = f[1].equals("b") ? "w" : "b";
        String hands = f[2].equals("-") ? "-" : swapCase(f[2]);
        return board + " " + side + " " + hands + (f.length > 3 ? " " + f[3] : "");
    }

    private static String reverseRow(String row) {
        // Tokens are digits or an optionally '+'-prefixed letter; reverse token order.
        java.util.List<String> tokens = new java.util.ArrayList<>();
        for (int i = 0; i < row.length(); i++) {
            char c = row.charAt(i);
            if (c == '+') {
                tokens.add("+" + row.charAt(++i));
            } else {
                tokens.add(String.valueOf(c));
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int i = tokens.size() - 1; i >= 0; i--) {
            sb.append(swapCase(tokens.get(i)));
        }
        return sb.toString();
    }

    private static String swapCase(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            sb.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return sb.toString();
    }

    /** A USI move ({@code 7g7f+}, {@code P*5e}) on the rotated board of the given size. */
    public static String usi(String move, int files, int ranks) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < move.length(); i++) {
            char c = move.charAt(i);
            if (c >= '1' && c <= '9') {
                sb.append((char) ('0' + files + 1 - (c - '0')));
            } else if (c >= 'a' && c <= 'i' && i > 0 && move.charAt(i - 1) >= '1' && move.charAt(i - 1) <= '9') {
                sb.append((char) ('a' + ranks - 1 - (c - 'a')));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
