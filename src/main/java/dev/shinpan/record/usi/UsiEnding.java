package dev.shinpan.record.usi;

import dev.shinpan.record.StatedEnding;
import dev.shinpan.record.csa.CsaSpecial;
import dev.shinpan.rules.Side;
import java.util.StringJoiner;

/**
 * The words that may end the moves of a USI game line (docs/formats.md §4): {@code resign} and
 * {@code win} as engines and tsshogi write them, and ShogiGUI's {@code rep_draw}, {@code draw},
 * {@code timeout} and {@code break}. Each means what the CSA special it names means (tsshogi writes
 * the same endings as those specials), so no USI word says something a CSA record could not.
 */
enum UsiEnding {
    RESIGN("resign", CsaSpecial.TORYO),
    WIN("win", CsaSpecial.KACHI),
    REPETITION_DRAW("rep_draw", CsaSpecial.SENNICHITE),
    DRAW("draw", CsaSpecial.HIKIWAKE),
    TIMEOUT("timeout", CsaSpecial.TIME_UP),
    BREAK("break", CsaSpecial.CHUDAN);

    /** The constants, made once: {@code values()} copies its array at every call. */
    private static final UsiEnding[] ALL = values();
    /** Every word but the last, quoted, for messages: {@code 'resign', 'win', …}. */
    static final String WORDS_BUT_LAST;
    /** The last word, quoted, for messages that say "… or 'break'". */
    static final String LAST_WORD = "'" + ALL[ALL.length - 1].word + "'";

    static {
        StringJoiner words = new StringJoiner(", ");
        for (int i = 0; i < ALL.length - 1; i++) {
            words.add("'" + ALL[i].word + "'");
        }
        WORDS_BUT_LAST = words.toString();
    }

    private final String word;
    private final CsaSpecial special;

    UsiEnding(String word, CsaSpecial special) {
        this.word = word;
        this.special = special;
    }

    String word() {
        return word;
    }

    CsaSpecial special() {
        return special;
    }

    /** The ending the word at {@code token} writes, or null for any other word. */
    static UsiEnding of(UsiReader.Token token) {
        // asked of every move of every USI record: a move starts with a digit or a capital, every word here
        // with a small letter, so a move is told at its first character
        if (!token.startsWithLowerCase()) {
            return null;
        }
        for (UsiEnding e : ALL) {
            if (token.is(e.word)) {
                return e;
            }
        }
        return null;
    }

    /** What the word states when written with {@code toMove} to move. */
    StatedEnding meaning(Side toMove) {
        return special.meaning(toMove);
    }
}
