package dev.shinpan.rules;

/**
 * What a byte of {@link Position}'s board says: 0 an empty square, {@code 1 + type} a Black piece,
 * {@code 17 + type} a White one ({@link #WHITE_FLAG} set), {@link BoardGeometry#WALL} a square off
 * the board. The hand's slots, the hash and the attack tables are indexed by the same codes.
 */
final class PieceCodes {

    static final int WHITE_FLAG = 16;

    private PieceCodes() {}

    static int code(int type, int side) {
        return type + 1 + (side == 0 ? 0 : WHITE_FLAG);
    }

    static int typeOf(int code) {
        return (code & 15) - 1;
    }

    static int ownerOf(int code) {
        return (code & WHITE_FLAG) == 0 ? 0 : 1;
    }

    /** Whether the code is a piece of the given side (false for empty squares and the wall). */
    static boolean isOwn(int code, int side) {
        return code != 0 && code != BoardGeometry.WALL && ownerOf(code) == side;
    }
}
