package dev.shinpan.record.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Piece names in move text: two-character names before one-character ones, as each variant names its pieces. */
class PieceNamesTest {

    @ParameterizedTest
    @CsvSource({"成銀, 2", "成香, 2", "銀, 1", "歩成, 1", "竜, 1", "龍, 1", "全, 1"})
    void readsTheLongestNameOfStandardShogi(String text, int length) {
        PieceNames.Found found = PieceNames.find(Variants.STANDARD, text, 0);
        assertEquals(length, found.length(), text);
        assertEquals(Variants.STANDARD.byName(text.substring(0, length)).orElseThrow(), found.type());
    }

    /**
     * Every pair of characters drawn from the variants' names and a few others is read as the
     * variant's names say: the two-character name where there is one, else the one-character name,
     * else nothing.
     */
    @ParameterizedTest
    @CsvSource({"STANDARD", "TORI"})
    void agreesWithTheVariantsNamesOnEveryPairOfCharacters(String name) {
        Variant variant = name.equals("TORI") ? Variants.TORI : Variants.STANDARD;
        StringBuilder alphabet = new StringBuilder("成不打同生右左直上引寄x1７\u0000");
        for (Variant v : List.of(Variants.STANDARD, Variants.TORI)) {
            v.names().forEach(alphabet::append);
        }
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < alphabet.length(); i++) {
            texts.add(String.valueOf(alphabet.charAt(i)));
            for (int j = 0; j < alphabet.length(); j++) {
                texts.add("" + alphabet.charAt(i) + alphabet.charAt(j));
            }
        }
        for (String text : texts) {
            Optional<PieceType> two = text.length() == 2 && !ascii(text) ? variant.byName(text) : Optional.empty();
            Optional<PieceType> one =
                    ascii(text.substring(0, 1)) ? Optional.empty() : variant.byName(text.substring(0, 1));
            PieceNames.Found found = PieceNames.find(variant, text, 0);
            if (two.isPresent()) {
                assertEquals(new PieceNames.Found(two.get(), 2), found, text);
            } else if (one.isPresent()) {
                assertEquals(new PieceNames.Found(one.get(), 1), found, text);
            } else {
                assertNull(found, text);
            }
        }
    }

    private static boolean ascii(String s) {
        return s.chars().anyMatch(c -> c < 128);
    }
}
