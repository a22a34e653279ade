package dev.shinpan.record.jkf;

/** Characters of a JKF move read in place, as writers write them, without a string made (a word is matched with {@code LineChars.startsWith}). */
final class WrittenChars {

    /** {@code {"x":7,"y":7}}, a square as writers write it. */
    static final int SQUARE_LENGTH = 13;

    private WrittenChars() {}

    /** {@code {"x":D,"y":D}} written without blanks at {@code b[i]}: {@code 10 * x + y} for D from 1 to 9, else -1. */
    static int squareAt(char[] b, int n, int i) {
        if (i + SQUARE_LENGTH > n
                || b[i] != '{'
                || b[i + 1] != '"'
                || b[i + 2] != 'x'
                || b[i + 3] != '"'
                || b[i + 4] != ':'
                || b[i + 6] != ','
                || b[i + 7] != '"'
                || b[i + 8] != 'y'
                || b[i + 9] != '"'
                || b[i + 10] != ':'
                || b[i + 12] != '}') {
            return -1;
        }
        int x = b[i + 5] - '0';
        int y = b[i + 11] - '0';
        return x >= 1 && x <= 9 && y >= 1 && y <= 9 ? 10 * x + y : -1;
    }

    /** How many characters an int takes written out. */
    static int digits(int v) {
        int length = v < 0 ? 2 : 1;
        for (long k = Math.abs((long) v); k >= 10; k /= 10) {
            length++;
        }
        return length;
    }
}
