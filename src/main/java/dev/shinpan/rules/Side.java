package dev.shinpan.rules;

import dev.shinpan.text.Term;

/**
 * The two players. Black (先手/下手) moves first in an even game; White (後手/上手) is the other.
 * Their names in text come from the message catalogue ({@code side.black}, {@code side.white}).
 */
public enum Side implements Term {
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

    @Override
    public String termKey() {
        return "side." + jsonName();
    }

    public static Side ofIndex(int index) {
        return index == 0 ? BLACK : WHITE;
    }
}
