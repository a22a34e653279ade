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

    /** The name in English text: Black or White. */
    public String english() {
        return this == BLACK ? "Black" : "White";
    }

    /** The name in Japanese text: 先手 or 後手 (handicap games say 下手 / 上手; callers that know choose). */
    public String japanese() {
        return this == BLACK ? "先手" : "後手";
    }

    public static Side ofIndex(int index) {
        return index == 0 ? BLACK : WHITE;
    }
}
