package dev.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What the referee asks of a game, answered by the variant rather than by comparing names. */
class VariantFactsTest {

    @Test
    void standardShogi() {
        Variant v = Variants.STANDARD;
        // JSA impasse counting: rook and bishop 5, every other piece but the king 1, so 2 × (2 × 5 + 17).
        assertEquals(54, v.fullPointTotal());
        assertTrue(v.hasImpasseRules());
        assertEquals(IllegalMoveCode.NIFU, v.fileLimitCode());
        assertEquals("jsa", v.defaultRuleset());
    }

    @Test
    void toriShogi() {
        Variant v = Variants.TORI;
        assertFalse(v.hasImpasseRules(), "an entering phoenix decides nothing");
        assertEquals(IllegalMoveCode.THREE_SWALLOWS, v.fileLimitCode());
        assertEquals(2, v.fileLimit());
        assertEquals("tori", v.defaultRuleset());
    }
}
