package dev.shinpan.rules;

import java.util.Arrays;
import java.util.List;

/**
 * Reads and writes SFEN: {@code board side hands [moveNumber]}. Hands may list any count,
 * two-digit counts included ({@code 18p}), in any order. The number of ranks selects the variant
 * when none is given: 9 for standard shogi, 7 for Tori Shogi, 5 for Minishogi.
 *
 * <pre>{@code
 * Position parsed = Sfen.parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
 * System.out.println(Sfen.format(parsed));
 * }</pre>
 */
public final class Sfen {

    private Sfen() {}

    /**
     * Parses a SFEN, choosing the variant by its number of ranks.
     *
     * @param sfen board, side to move, hands and optionally a move number; white space around is ignored
     * @return a new position, its move number 1 when none is given
     * @throws SfenException if the text is not a position of any variant, with where it goes wrong
     */
    public static Position parse(String sfen) {
        String text = sfen.strip();
        String[] fields = fields(text);
        int ranks = ranks(fields[0]);
        Variant variant = Variants.all().stream()
                .filter(v -> v.ranks() == ranks)
                .findFirst()
                .orElseThrow(() -> new SfenException(
                        "a board of " + ranks + " ranks is none of "
                                + Variants.all().stream()
                                        .map(v -> v.name() + " (" + v.ranks() + ")")
                                        .toList(),
                        sfen,
                        0));
        return parse(variant, sfen, text, fields);
    }

    /**
     * Parses a SFEN of the given variant.
     *
     * @param variant the variant whose board and pieces the text describes
     * @param sfen    board, side to move, hands and optionally a move number
     * @return a new position
     * @throws SfenException if the text is not a position of that variant, with where it goes wrong
     */
    public static Position parse(Variant variant, String sfen) {
        String text = sfen.strip();
        return parse(variant, sfen, text, fields(text));
    }

    /** {@code text} is the SFEN stripped, {@code fields} its fields: each split once per position. */
    private static Position parse(Variant variant, String sfen, String text, String[] fields) {
        if (fields.length < 3 || fields.length > 4) {
            throw new SfenException("expected board, side to move, hands and optionally a move number", sfen, 0);
        }
        Position p = new Position(variant);
        readBoard(p, fields[0], sfen);
        int sideAt = text.indexOf(fields[1], fields[0].length());
        switch (fields[1]) {
            case "b" -> p.setSideToMove(Side.BLACK);
            case "w" -> p.setSideToMove(Side.WHITE);
            default -> throw new SfenException("side to move must be b or w, not '" + fields[1] + "'", sfen, sideAt);
        }
        readHands(p, fields[2], sfen, text.indexOf(fields[2], sideAt + 1));
        if (fields.length == 4) {
            try {
                int number = Integer.parseInt(fields[3]);
                if (number < 1) {
                    throw new NumberFormatException();
                }
                p.setMoveNumber(number);
            } catch (NumberFormatException e) {
                throw new SfenException(
                        "move number must be a positive integer, not '" + fields[3] + "'",
                        sfen,
                        text.lastIndexOf(fields[3]));
            }
        }
        return p;
    }

    /**
     * The number of ranks a board field describes: one more than its slashes.
     *
     * @param board the board field of a SFEN
     * @return its number of ranks
     */
    public static int ranks(String board) {
        int ranks = 1;
        for (int i = 0; i < board.length(); i++) {
            if (board.charAt(i) == '/') {
                ranks++;
            }
        }
        return ranks;
    }

    /**
     * The number of files a board field's first rank describes: a piece letter (after any {@code +})
     * is one, a number that many empty squares ({@code 12} on a Chu Shogi board).
     *
     * @param board the board field of a SFEN
     * @return the number of files of its first rank
     */
    public static int files(String board) {
        int files = 0;
        int empty = 0;
        for (int i = 0; i < board.length() && board.charAt(i) != '/'; i++) {
            char c = board.charAt(i);
            if (c >= '0' && c <= '9') {
                empty = empty * 10 + (c - '0');
                continue;
            }
            files += empty + (c == '+' ? 0 : 1);
            empty = 0;
        }
        return files + empty;
    }

    /**
     * The fields of a stripped SFEN, separated by runs of ASCII white space (what the regular
     * expression {@code \\s+} matches), without compiling a pattern for every position read.
     */
    static String[] fields(String text) {
        String[] found = new String[5];
        int count = 0;
        int i = 0;
        int n = text.length();
        while (i < n) {
            int start = i;
            while (i < n && !isSpace(text.charAt(i))) {
                i++;
            }
            if (count == found.length) {
                found = Arrays.copyOf(found, count * 2);
            }
            found[count++] = text.substring(start, i);
            while (i < n && isSpace(text.charAt(i))) {
                i++;
            }
        }
        return count == 0 ? new String[] {""} : Arrays.copyOf(found, count);
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    private static void readBoard(Position p, String board, String sfen) {
        Variant v = p.variant;
        int ranks = ranks(board);
        if (ranks != v.ranks()) {
            throw new SfenException("expected " + v.ranks() + " ranks separated by '/', found " + ranks, sfen, 0);
        }
        // each rank read in place between its slashes: no string per rank
        int column = 0;
        for (int r = 0; r < ranks; r++) {
            int end = board.indexOf('/', column);
            int length = (end < 0 ? board.length() : end) - column;
            int file = v.files();
            for (int i = 0; i < length; i++) {
                char c = board.charAt(column + i);
                int at = column + i;
                if (c >= '1' && c <= '9') {
                    file -= c - '0';
                } else {
                    boolean promoted = false;
                    if (c == '+') {
                        promoted = true;
                        if (++i >= length) {
                            throw new SfenException("'+' must be followed by a piece letter", sfen, at);
                        }
                        c = board.charAt(column + i);
                    }
                    char letter = c;
                    boolean plus = promoted;
                    PieceType type = v.bySfen(letter, promoted)
                            .orElseThrow(() -> new SfenException(
                                    "no " + v + " piece '" + (plus ? "+" : "") + letter + "'", sfen, at));
                    if (file < 1) {
                        throw new SfenException(
                                "rank " + (r + 1) + " has more than " + v.files() + " squares", sfen, at);
                    }
                    Side owner = Character.isUpperCase(letter) ? Side.BLACK : Side.WHITE;
                    if (type.royal() && p.king[owner.ordinal()] >= 0) {
                        throw new SfenException(owner.jsonName() + " has two kings", sfen, at);
                    }
                    p.put(p.geometry.index(file, r + 1), type, owner);
                    file--;
                }
            }
            if (file != 0) {
                throw new SfenException(
                        "rank " + (r + 1) + " describes " + (v.files() - file) + " squares instead of " + v.files(),
                        sfen,
                        column);
            }
            column += length + 1;
        }
    }

    private static void readHands(Position p, String hands, String sfen, int at) {
        if (hands.equals("-")) {
            return;
        }
        int count = 0;
        int countAt = 0;
        for (int i = 0; i < hands.length(); i++) {
            char c = hands.charAt(i);
            if (c >= '0' && c <= '9') {
                countAt = count == 0 ? i : countAt;
                // Checked digit by digit, so that a long run of digits cannot overflow.
                count = count * 10 + (c - '0');
                if (count > Zobrist.MAX_HAND_COUNT) {
                    // named as written, every digit of it: no number is made of them
                    int end = i + 1;
                    while (end < hands.length() && hands.charAt(end) >= '0' && hands.charAt(end) <= '9') {
                        end++;
                    }
                    throw tooMany(hands.substring(countAt, end), sfen, at + countAt);
                }
                continue;
            }
            int position = at + i;
            PieceType type = p.variant
                    .bySfen(c, false)
                    .filter(t -> !t.royal())
                    .orElseThrow(() -> new SfenException("no piece '" + c + "' can be held in hand", sfen, position));
            Side side = Character.isUpperCase(c) ? Side.BLACK : Side.WHITE;
            int n = count == 0 ? 1 : count;
            int total = p.handCount(side, type) + n;
            if (total > Zobrist.MAX_HAND_COUNT) {
                throw tooMany(String.valueOf(total), sfen, count == 0 ? position : at + countAt);
            }
            p.setHand(side, type, total);
            count = 0;
        }
        if (count != 0) {
            throw new SfenException("hand count " + count + " is not followed by a piece", sfen, at + hands.length());
        }
    }

    private static SfenException tooMany(String count, String sfen, int offset) {
        return new SfenException(
                "a hand of " + count + " pieces of one kind is more than any hand holds (at most "
                        + Zobrist.MAX_HAND_COUNT + ")",
                sfen,
                offset);
    }

    /**
     * Writes the position as SFEN, hands in conventional order.
     *
     * @param p the position
     * @return its SFEN, move number included
     */
    public static String format(Position p) {
        // One builder, no string per piece: a replay writes the SFEN of every record's final position.
        StringBuilder sb = new StringBuilder(96);
        board(p, sb);
        sb.append(' ').append(p.sideToMove().sfenLetter()).append(' ');
        hands(p, sb);
        return sb.append(' ').append(p.moveNumber()).toString();
    }

    /**
     * The board field of the SFEN.
     *
     * @param p the position
     * @return its board, ranks from White's side, each from file 9 (the highest) down to 1
     */
    public static String board(Position p) {
        StringBuilder sb = new StringBuilder(80);
        board(p, sb);
        return sb.toString();
    }

    private static void board(Position p, StringBuilder sb) {
        BoardGeometry g = p.geometry;
        byte[] board = p.board;
        // At most a '+' and a letter per square, and a '/' per rank.
        char[] out = new char[2 * g.squares.length + g.ranks];
        int n = 0;
        int k = 0;
        for (int rank = 1; rank <= g.ranks; rank++) {
            if (rank > 1) {
                out[n++] = '/';
            }
            int empty = 0;
            for (int file = g.files; file >= 1; file--) {
                int code = board[g.squares[k++]];
                if (code == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    out[n++] = (char) ('0' + empty);
                    empty = 0;
                }
                if (g.sfenPromoted[code]) {
                    out[n++] = '+';
                }
                out[n++] = g.sfenLetter[code];
            }
            if (empty > 0) {
                out[n++] = (char) ('0' + empty);
            }
        }
        sb.append(out, 0, n);
    }

    /**
     * The hands field of the SFEN ({@code -} when both are empty).
     *
     * @param p the position
     * @return Black's pieces in hand then White's, in conventional order
     */
    public static String hands(Position p) {
        StringBuilder sb = new StringBuilder(16);
        hands(p, sb);
        return sb.toString();
    }

    private static void hands(Position p, StringBuilder sb) {
        int before = sb.length();
        List<PieceType> order = p.variant.handTypes();
        for (int side = 0; side < 2; side++) {
            for (PieceType t : order) {
                int n = p.hand[side * 16 + t.index()];
                if (n > 1) {
                    sb.append(n);
                }
                if (n > 0) {
                    sb.append(letter(t, side));
                }
            }
        }
        if (sb.length() == before) {
            sb.append('-');
        }
    }

    /** The piece's letter as SFEN writes it for the owner: upper case Black, lower case White. */
    private static char letter(PieceType type, int owner) {
        return owner == 0 ? type.letter() : Character.toLowerCase(type.letter());
    }
}
