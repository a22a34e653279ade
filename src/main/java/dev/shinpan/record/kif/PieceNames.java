package dev.shinpan.record.kif;

import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Message;
import java.util.Arrays;
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
    record Found(PieceType type, int length) {}

    /**
     * A variant's names without ASCII (CSA codes are no names in Japanese text), one or two
     * characters, looked up by their first character in a small open-addressed table: every move
     * line names a piece, and a scan through the variant's names cost a comparison per name.
     */
    static final class Table {

        /** Slots of the table: a power of two, well above the names a variant has (about 20). */
        private static final int SLOTS = 128;

        private final char[] keys = new char[SLOTS];
        private final Found[] single = new Found[SLOTS];
        /** Per slot, the two-character names starting with its character, or null. */
        private final char[][] pairSecond = new char[SLOTS][];

        private final Found[][] pairFound = new Found[SLOTS][];
        private int used;

        private Table() {}

        static Table of(Variant variant) {
            Table table = new Table();
            for (String name : variant.names()) {
                if (hasAscii(name) || name.isEmpty() || name.length() > 2) {
                    continue;
                }
                Found found = new Found(variant.byName(name).orElseThrow(), name.length());
                int slot = table.slotFor(name.charAt(0));
                if (name.length() == 1) {
                    table.single[slot] = found;
                } else {
                    table.addPair(slot, name.charAt(1), found);
                }
            }
            return table;
        }

        /** The slot holding {@code c}, claimed for it when free. */
        private int slotFor(char c) {
            int slot = slot(c);
            if (keys[slot] == NONE) {
                if (++used > SLOTS / 2) {
                    throw new IllegalStateException("more than " + SLOTS / 2 + " first characters of piece names");
                }
                keys[slot] = c;
            }
            return slot;
        }

        /** Where {@code c} stands, or the free slot where it would. */
        private int slot(char c) {
            int slot = (c ^ c >>> 7) & SLOTS - 1;
            while (keys[slot] != c && keys[slot] != NONE) {
                slot = slot + 1 & SLOTS - 1;
            }
            return slot;
        }

        private void addPair(int slot, char second, Found found) {
            char[] seconds = pairSecond[slot];
            int n = seconds == null ? 0 : seconds.length;
            pairSecond[slot] = seconds == null ? new char[1] : Arrays.copyOf(seconds, n + 1);
            pairFound[slot] = pairFound[slot] == null ? new Found[1] : Arrays.copyOf(pairFound[slot], n + 1);
            pairSecond[slot][n] = second;
            pairFound[slot][n] = found;
        }

        Found find(String text, int index, int end) {
            return index < end ? find(text.charAt(index), index + 1 < end ? text.charAt(index + 1) : NONE) : null;
        }

        Found find(char[] text, int index, int end) {
            return index < end ? find(text[index], index + 1 < end ? text[index + 1] : NONE) : null;
        }

        /** The name that is {@code a} and {@code b}, or else {@code a} alone ({@code b} is {@link #NONE} at the end of the text). */
        private Found find(char a, char b) {
            if (a == NONE) {
                return null;
            }
            int slot = slot(a);
            char[] seconds = pairSecond[slot];
            if (seconds != null && b != NONE) {
                for (int i = 0; i < seconds.length; i++) {
                    if (seconds[i] == b) {
                        return pairFound[slot][i];
                    }
                }
            }
            return single[slot];
        }
    }

    /** No character: the text ends there (a NUL never is a piece name's second character). */
    private static final char NONE = 0;

    /** The tables of the variants, made once. */
    private static final Map<Variant, Table> TABLES = new ConcurrentHashMap<>();

    private PieceNames() {}

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

    /**
     * Why a diagram or hand may hold unknown pieces: the record is of {@code other}, a variant with a
     * 手合割 name of its own, but was not announced so.
     */
    static Message variantHint(Variant other) {
        return Message.of(
                "read.kakinoki.variant-hint",
                "手合割：" + other.kifNames().startName(),
                "--variant " + other.name(),
                other);
    }

    /**
     * A hint for a name unknown to the variant that is a piece of exactly one other variant, and
     * that one with a 手合割 name of its own (燕 of Tori Shogi), to append to the message; empty
     * otherwise: a name several games share (香 of shogi) says nothing of which game the record is.
     */
    static Object variantHint(Variant variant, String text, int index) {
        Variant owner = null;
        Found named = null;
        for (Variant v : Variants.all()) {
            Found found = v == variant ? null : find(v, text, index);
            if (found != null) {
                if (owner != null) {
                    return "";
                }
                owner = v;
                named = found;
            }
        }
        if (owner == null || owner.kifNames().startName() == null) {
            return "";
        }
        return Message.of(
                "read.kakinoki.variant-piece",
                text.substring(index, index + named.length()),
                variantHint(owner),
                owner);
    }

    /**
     * The hint for a diagram row of {@code cells} squares where the variant has another number: the one
     * other variant with a 手合割 name whose board is that wide, or empty.
     */
    static Object rowHint(Variant variant, int cells) {
        Variant owner = null;
        for (Variant v : Variants.all()) {
            if (v != variant && v.files() == cells && v.kifNames().startName() != null) {
                if (owner != null) {
                    return "";
                }
                owner = v;
            }
        }
        return owner == null ? "" : variantHint(owner);
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
