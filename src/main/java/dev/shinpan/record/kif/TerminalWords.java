package dev.shinpan.record.kif;

import dev.shinpan.record.StatedEnding;
import dev.shinpan.rules.Side;
import java.util.Map;

/**
 * Terminal words of KIF move lines and KI2 pseudo-moves (docs/formats.md §1.6): the shared vocabulary of
 * {@link StatedEnding#ofKifWord}, plus spellings real files use for the same statements.
 */
final class TerminalWords {

    /** Other spellings of spec words, with their source. */
    private static final Map<String, String> ALIASES = Map.of(
            // 81Dojo writes its English clock result into KIF move lines (mog-core-scala 002.kif);
            // scalashogi's KIF reader accepts it as a loss on time.
            "Time-up", "切れ負け");

    private TerminalWords() {
    }

    /** Whether the word is in the vocabulary (its meaning does not depend on the side to move). */
    static boolean known(String word) {
        return meaning(word, Side.BLACK) != null;
    }

    /** The meaning of the word for the given side to move, or null for a word outside the vocabulary. */
    static StatedEnding meaning(String word, Side toMove) {
        return StatedEnding.ofKifWord(ALIASES.getOrDefault(word, word), toMove);
    }
}
