package dev.shinpan.record.kif;

import dev.shinpan.record.text.Blanks;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;

/** Character classes of the Kakinoki formats: blanks, the three digit sets, turn marks. */
final class Chars {

    static final char IDSP = Blanks.IDSP;

    private Chars() {}

    /** SP, IDSP or TAB: the blanks real files use as separators and padding. */
    static boolean isBlank(char c) {
        return Blanks.isBlank(c);
    }

    static int skipBlanks(String s, int from) {
        return Blanks.skip(s, from);
    }

    /**
     * Whether {@code s[at, end)} starts with the one character {@code c}; with {@link
     * #startsWith(char[], int, char, char, int)}, what a move line's words are compared with, since
     * {@code String.charAt} on a constant costs a call and its checks under the quick JIT.
     */
    static boolean startsWith(char[] s, int end, char c, int at) {
        return at < end && s[at] == c;
    }

    /** Whether {@code s[at, end)} starts with the two characters {@code a b}. */
    static boolean startsWith(char[] s, int end, char a, char b, int at) {
        return at + 1 < end && s[at] == a && s[at + 1] == b;
    }

    /** The index of the first non-blank in {@code s[from, end)}, or {@code end}. */
    static int skipBlanks(char[] s, int from, int end) {
        int i = from;
        while (i < end && isBlank(s[i])) {
            i++;
        }
        return i;
    }

    static String stripTrailingBlanks(String s) {
        return Blanks.stripTrailing(s);
    }

    static String stripBlanks(String s) {
        return Blanks.strip(s);
    }

    /** 1..9 for a half-width or full-width digit 1-9, else 0. */
    static int digit(char c) {
        if (c >= '1' && c <= '9') {
            return c - '0';
        }
        if (c >= '１' && c <= '９') {
            return c - '１' + 1;
        }
        return 0;
    }

    /** 0..9 for a half-width or full-width decimal digit, else -1. */
    static int decimal(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= '０' && c <= '９') {
            return c - '０';
        }
        return -1;
    }

    /** 1..9 for a kanji numeral 一..九, else 0. */
    static int kanjiDigit(char c) {
        return Square.ofKanjiDigit(c);
    }

    /** A rank written as a kanji numeral (KIF, KI2) or a digit (KI2 {@code ７６}, {@code 76}). */
    static int rank(char c) {
        int k = kanjiDigit(c);
        return k > 0 ? k : digit(c);
    }

    /** The side a turn mark stands for, or null when the character is none. */
    static Side turnMark(char c) {
        if (c < '▲' || c > '☗') {
            return null; // the marks lie from U+25B2 to U+2617; KI2 lines are searched for them char by char
        }
        return switch (c) {
            case '▲', '▼', '☗' -> Side.BLACK;
            case '△', '▽', '☖' -> Side.WHITE;
            default -> null;
        };
    }

    /**
     * The value of a kanji count as written in hands (二..九, 十, 十一..十八), or -1 when the
     * text is none.
     */
    static int kanjiCount(String s) {
        if (s.isEmpty()) {
            return -1;
        }
        if (s.length() == 1) {
            return s.charAt(0) == '十' ? 10 : kanjiDigit(s.charAt(0)) > 0 ? kanjiDigit(s.charAt(0)) : -1;
        }
        if (s.length() == 2 && s.charAt(0) == '十' && kanjiDigit(s.charAt(1)) > 0) {
            return 10 + kanjiDigit(s.charAt(1));
        }
        return -1;
    }
}
