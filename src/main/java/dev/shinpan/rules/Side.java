package dev.shinpan.rules;

import dev.shinpan.text.Term;

/**
 * The two players. Black (先手/下手) moves first in an even game; White (後手/上手) is the other.
 * Their names in text come from the message catalogue ({@code side.black}, {@code side.white}).
 *
 * <pre>{@code
 * Side toMove = position.sideToMove();
 * System.out.println(toMove.jsonName() + ", then " + toMove.opponent().jsonName());
 * }</pre>
 */
public enum Side implements Term {
    /** 先手 (下手 in a handicap game): moves first in an even game. */
    BLACK,
    /** 後手 (上手, the handicap giver in a handicap game). */
    WHITE;

    /** {@return the other side} */
    public Side opponent() {
        return this == BLACK ? WHITE : BLACK;
    }

    /** {@return the SFEN turn letter: {@code b} or {@code w}} */
    public char sfenLetter() {
        return this == BLACK ? 'b' : 'w';
    }

    /** {@return the stable name used in JSON output: {@code black} or {@code white}} */
    public String jsonName() {
        return this == BLACK ? "black" : "white";
    }

    @Override
    public String termKey() {
        return "side." + jsonName();
    }

    /**
     * The side by its index, as positions and JKF's {@code color} number them.
     *
     * @param index 0 for Black; any other value for White
     * @return the side
     */
    public static Side ofIndex(int index) {
        return index == 0 ? BLACK : WHITE;
    }
}
