package dev.shinpan.rules;

/** The two players. Black (先手/下手) moves first in an even game; White (後手/上手) is the other. */
public enum Side {
    BLACK, WHITE;

    public Side opponent() {
        return this == BLACK ? WHITE : BLACK;
    }

    /** The SFEN turn letter: {@code b} or {@code w}. */
    public char sfenLetter() {
        return this == BLACK ? 'b' : 'w';
    }

    /** The stable name used in JSON output. */
    public String jsonName() {
        return this == BLACK ? "black" : "white";
    }

    public static Side ofIndex(int index) {
        return index == 0 ? BLACK : WHITE;
    }
}
