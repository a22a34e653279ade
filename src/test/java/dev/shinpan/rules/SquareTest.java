package dev.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Ranks as KIF and KI2 write them, in kanji numerals. */
class SquareTest {

    @Test
    void kanjiNumeralsReadAsTheNumbersTheyWrite() {
        String numerals = "一二三四五六七八九";
        for (int n = 1; n <= 9; n++) {
            assertEquals(n, Square.ofKanjiDigit(numerals.charAt(n - 1)));
            assertEquals(numerals.charAt(n - 1), Square.kanjiDigit(n));
        }
        for (char c : "〇十1９壱弐参零百".toCharArray()) {
            assertEquals(0, Square.ofKanjiDigit(c), String.valueOf(c));
        }
    }

    @Test
    void noOtherCharacterIsANumeral() {
        String numerals = "一二三四五六七八九";
        for (int code = Character.MIN_VALUE; code <= Character.MAX_VALUE; code++) {
            char c = (char) code;
            assertEquals(numerals.indexOf(c) + 1, Square.ofKanjiDigit(c), () -> "U+" + Integer.toHexString(c));
        }
    }
}
