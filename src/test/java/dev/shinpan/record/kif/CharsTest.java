package dev.shinpan.record.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.shinpan.rules.Side;
import org.junit.jupiter.api.Test;

/** The turn marks records write (docs/formats.md §1.5, §2.1): ▲▼☗ for Black, △▽☖ for White, nothing else. */
class CharsTest {

    @Test
    void onlyTheSixMarksAreTurnMarks() {
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            Side expected = "▲▼☗".indexOf(c) >= 0 ? Side.BLACK : "△▽☖".indexOf(c) >= 0 ? Side.WHITE : null;
            assertEquals(expected, Chars.turnMark((char) c), "U+" + Integer.toHexString(c));
        }
    }
}
