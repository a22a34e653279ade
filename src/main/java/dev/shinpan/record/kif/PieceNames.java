package dev.shinpan.record.kif;

import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import java.util.Optional;

/**
 * Piece names in move text and board diagrams, as the variant knows them ({@link Variant#byName}):
 * two-character names first (成銀, and Tori's 左鶉), then one character (歩, 全, 竜, 王 …). Nothing
 * here assumes standard shogi, so another variant's names are read the same way.
 */
final class PieceNames {

    /** A piece name found in text: the kind and how many characters it took. */
    record Found(PieceType type, int length) {
    }

    private PieceNames() {
    }

    /** The piece name starting at {@code index}, if any. */
    static Optional<Found> at(Variant variant, String text, int index) {
        for (int length = 2; length >= 1; length--) {
            if (index + length <= text.length()) {
                String name = text.substring(index, index + length);
                if (!isAscii(name)) {
                    Optional<PieceType> type = variant.byName(name);
                    if (type.isPresent()) {
                        return Optional.of(new Found(type.get(), length));
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** The kind a one-character board-diagram name denotes, if any. */
    static Optional<PieceType> boardChar(Variant variant, char c) {
        return c < 128 ? Optional.empty() : variant.byName(String.valueOf(c));
    }

    /** Why a diagram or hand may hold unknown pieces: the record is Tori Shogi but was not announced so. */
    static final String TORI_HINT =
            " (a Tori Shogi diagram needs 手合割：禽将棋 before it, or reading with --variant tori)";

    /**
     * A hint for a name unknown to the variant that is a Tori Shogi piece, to append to the
     * message; empty otherwise.
     */
    static String toriHint(Variant variant, String text, int index) {
        if (variant == Variants.TORI) {
            return "";
        }
        return at(Variants.TORI, text, index)
                .map(found -> "; " + text.substring(index, index + found.length()) + " is a Tori Shogi piece" + TORI_HINT)
                .orElse("");
    }

    private static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < 128) {
                return true;
            }
        }
        return false;
    }
}
