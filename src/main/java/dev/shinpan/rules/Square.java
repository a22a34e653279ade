package dev.shinpan.rules;

/**
 * A board square in Japanese notation: file counts right to left as Black sees the board, rank
 * counts top to bottom, both from 1. 7六 is {@code new Square(7, 6)}, USI {@code 7f}.
 *
 * <pre>{@code
 * Square square = Square.of(7, 6);
 * System.out.println(square.usi()); // 7f
 * }</pre>
 *
 * @param file 1 to 9, counted from Black's right
 * @param rank 1 to 9, counted from White's side
 */
public record Square(int file, int rank) {

    /** The one home of the Japanese numerals that notation uses for files and ranks. */
    private static final String KANJI_DIGITS = "一二三四五六七八九";

    private static final String WIDE_DIGITS = "１２３４５６７８９";

    /** The kanji numerals by {@link #kanjiSlot}, and the value of each; a slot of no numeral holds U+0000. */
    private static final char[] KANJI_BY_SLOT = new char[32];

    private static final byte[] DIGIT_BY_SLOT = new byte[32];

    static {
        for (int n = 1; n <= KANJI_DIGITS.length(); n++) {
            char c = KANJI_DIGITS.charAt(n - 1);
            int slot = kanjiSlot(c);
            if (KANJI_BY_SLOT[slot] != 0) {
                throw new IllegalStateException("two kanji numerals share slot " + slot);
            }
            KANJI_BY_SLOT[slot] = c;
            DIGIT_BY_SLOT[slot] = (byte) n;
        }
    }

    /** Every square, made once: readers name millions of them. */
    private static final Square[] ALL = new Square[100];

    static {
        for (int file = 1; file <= 9; file++) {
            for (int rank = 1; rank <= 9; rank++) {
                ALL[file * 10 + rank] = new Square(file, rank);
            }
        }
    }

    /**
     * Checks that the square is on a 9×9 board; a smaller variant's squares count from 1 up to its size.
     *
     * @param file 1 to 9
     * @param rank 1 to 9
     * @throws IllegalArgumentException for a file or rank off the board
     */
    public Square {
        if (file < 1 || file > 9 || rank < 1 || rank > 9) {
            throw new IllegalArgumentException("no square " + file + "," + rank);
        }
    }

    /**
     * The square, shared; throws like the constructor for one off every board.
     *
     * @param file 1 to 9
     * @param rank 1 to 9
     * @return the one instance of that square
     * @throws IllegalArgumentException for a file or rank off the board
     */
    public static Square of(int file, int rank) {
        if (file < 1 || file > 9 || rank < 1 || rank > 9) {
            throw new IllegalArgumentException("no square " + file + "," + rank);
        }
        return ALL[file * 10 + rank];
    }

    /** {@return USI coordinates, e.g. {@code 7f}} */
    public String usi() {
        return "" + file + (char) ('a' + rank - 1);
    }

    /** {@return two digits as in CSA, e.g. {@code 76}} */
    public String csa() {
        return "" + file + rank;
    }

    /** {@return the square as KIF writes it, e.g. {@code ７六}} */
    public String japanese() {
        return "" + wideDigit(file) + kanjiDigit(rank);
    }

    /** {@return digit and kanji rank, as used in messages, e.g. {@code 5七}} */
    public String label() {
        return "" + file + kanjiDigit(rank);
    }

    /**
     * The kanji numeral for 1 to 9 ({@code 一} … {@code 九}), as ranks and counts are written.
     *
     * @param n 1 to 9
     * @return its numeral
     * @throws IndexOutOfBoundsException for any other number
     */
    public static char kanjiDigit(int n) {
        return KANJI_DIGITS.charAt(n - 1);
    }

    /**
     * The value of a kanji numeral, as a reader of ranks asks for it.
     *
     * @param c any character
     * @return 1 to 9 for a kanji numeral {@code 一} … {@code 九}; 0 for any other character
     */
    public static int ofKanjiDigit(char c) {
        // a table by a hash of the character: every KIF move line asks, and a switch over these
        // scattered characters is a search of several branches that no predictor learns
        int slot = kanjiSlot(c);
        return KANJI_BY_SLOT[slot] == c ? DIGIT_BY_SLOT[slot] : 0;
    }

    /** Where a character would stand in {@link #KANJI_BY_SLOT}: distinct for the nine numerals. */
    private static int kanjiSlot(char c) {
        return (c ^ c >>> 9) & 31;
    }

    /**
     * The full-width digit for 1 to 9 ({@code １} … {@code ９}), as files are written.
     *
     * @param n 1 to 9
     * @return its full-width digit
     * @throws IndexOutOfBoundsException for any other number
     */
    public static char wideDigit(int n) {
        return WIDE_DIGITS.charAt(n - 1);
    }

    @Override
    public String toString() {
        return usi();
    }
}
