package dev.shinpan.record.kif;

import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Piece names in move text and board diagrams, as the variant knows them ({@link Variant#byName}):
 * two-character names first (成銀, and Tori's 左鶉), then one character (歩, 全, 竜, 王 …). Nothing
 * here assumes standard shogi, so another variant's names are read the same way.
 */
final class PieceNames {

    /** A piece name found in text: the kind and how many characters it took. */
    record Found(PieceType type, int length) {
    }

    /** A variant's names without ASCII (CSA codes are no names in Japanese text), one or two characters. */
    record Table(char[] pairFirst, char[] pairSecond, Found[] pairs, char[] singles, Found[] singleFound) {

        static Table of(Variant variant) {
            List<String> pairNames = new ArrayList<>();
            List<String> singleNames = new ArrayList<>();
            for (String name : variant.names()) {
                if (!hasAscii(name) && name.length() == 2) {
                    pairNames.add(name);
                } else if (!hasAscii(name) && name.length() == 1) {
                    singleNames.add(name);
                }
            }
            char[] pairFirst = new char[pairNames.size()];
            char[] pairSecond = new char[pairNames.size()];
            Found[] pairs = new Found[pairNames.size()];
            for (int i = 0; i < pairs.length; i++) {
                String name = pairNames.get(i);
                pairFirst[i] = name.charAt(0);
                pairSecond[i] = name.charAt(1);
                pairs[i] = new Found(variant.byName(name).orElseThrow(), 2);
            }
            char[] singles = new char[singleNames.size()];
            Found[] singleFound = new Found[singleNames.size()];
            for (int i = 0; i < singles.length; i++) {
                singles[i] = singleNames.get(i).charAt(0);
                singleFound[i] = new Found(variant.byName(singleNames.get(i)).orElseThrow(), 1);
            }
            return new Table(pairFirst, pairSecond, pairs, singles, singleFound);
        }

        Found find(String text, int index, int end) {
            return index < end ? find(text.charAt(index), index + 1 < end ? text.charAt(index + 1) : NONE) : null;
        }

        Found find(char[] text, int index, int end) {
            return index < end ? find(text[index], index + 1 < end ? text[index + 1] : NONE) : null;
        }

        /** The name that is {@code a} and {@code b}, or else {@code a} alone ({@code b} is {@link #NONE} at the end of the text). */
        private Found find(char a, char b) {
            if (b != NONE) {
                for (int i = 0; i < pairs.length; i++) {
                    if (pairFirst[i] == a && pairSecond[i] == b) {
                        return pairs[i];
                    }
                }
            }
            for (int i = 0; i < singles.length; i++) {
                if (singles[i] == a) {
                    return singleFound[i];
                }
            }
            return null;
        }
    }

    /** No character: the text ends there (a NUL never is a piece name's second character). */
    private static final char NONE = 0;

    /** The tables of the variants, made once. */
    private static final Map<Variant, Table> TABLES = new ConcurrentHashMap<>();

    private PieceNames() {
    }

    /** The piece name starting at {@code index}, or null: two-character names first. */
    static Found find(Variant variant, String text, int index) {
        return table(variant).find(text, index, text.length());
    }

    /** The names of a variant, for a parser to keep rather than look up at every move. */
    static Table table(Variant variant) {
        return TABLES.computeIfAbsent(variant, Table::of);
    }

    /** The piece name starting at {@code index}, if any. */
    static Optional<Found> at(Variant variant, String text, int index) {
        return Optional.ofNullable(find(variant, text, index));
    }

    /** The kind a one-character board-diagram name denotes, if any. */
    static Optional<PieceType> boardChar(Variant variant, char c) {
        return c < 128 ? Optional.empty() : variant.byName(String.valueOf(c));
    }

    /** Why a diagram or hand may hold unknown pieces: the record is Tori Shogi but was not announced so. */
    static final Message TORI_HINT = Message.of("read.kakinoki.tori-hint", "手合割：禽将棋", "--variant tori");

    /**
     * A hint for a name unknown to the variant that is a Tori Shogi piece, to append to the
     * message; empty otherwise.
     */
    static Object toriHint(Variant variant, String text, int index) {
        if (variant == Variants.TORI) {
            return "";
        }
        return at(Variants.TORI, text, index)
                .<Object>map(found -> Message.of("read.kakinoki.tori-piece", text.substring(index,
                        index + found.length()), TORI_HINT))
                .orElse("");
    }

    /** Whether any character is ASCII: such a name is a CSA code, not Japanese text. */
    private static boolean hasAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < 128) {
                return true;
            }
        }
        return false;
    }
}
