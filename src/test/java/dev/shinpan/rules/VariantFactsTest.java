package dev.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.Locale;
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

    @Test
    void minishogi() {
        Variant v = Variants.MINISHOGI;
        assertFalse(v.hasImpasseRules(), "no source on Minishogi has an impasse rule");
        assertEquals(IllegalMoveCode.NIFU, v.fileLimitCode());
        assertEquals(1, v.fileLimit());
        assertEquals(1, v.zoneDepth(), "the camp is the far rank");
        assertEquals("minishogi", v.defaultRuleset());
        assertEquals("5五将棋", v.kifNames().startName());
        assertEquals(
                "RBGSP",
                v.handTypes().stream().map(t -> String.valueOf(t.letter())).reduce("", String::concat));
        assertTrue(v.hasCsaCodes(), "every piece is a shogi piece, with its CSA code");
        // a pawn, never dropped on the far rank, and a silver, dropped anywhere: the rule of §A2 from the moves
        Position p = Sfen.parse("4k/5/5/5/K4 b PS 1");
        assertFalse(
                new MoveGenerator(p).legalMoves().stream().anyMatch(m -> m.usi().equals("P*3a")));
        assertTrue(
                new MoveGenerator(p).legalMoves().stream().anyMatch(m -> m.usi().equals("S*3a")));
    }

    @Test
    void indexConstantsNameTheKindsInTheOrderDeclared() throws IllegalAccessException {
        Class<?>[] holders = {Variants.Standard.class, Variants.Tori.class, Variants.Mini.class};
        Variant[] variants = {Variants.STANDARD, Variants.TORI, Variants.MINISHOGI};
        for (int v = 0; v < holders.length; v++) {
            Field[] constants = holders[v].getFields();
            assertEquals(variants[v].pieceTypes().size(), constants.length, holders[v].getSimpleName());
            for (Field f : constants) {
                String kind = f.getName().toLowerCase(Locale.ROOT).replace('_', ' ');
                assertEquals(kind, variants[v].pieceType(f.getInt(null)).name(), holders[v].getSimpleName());
            }
        }
    }

    @Test
    void promotionLinksFollowFromNames() {
        PieceType pawn = Variants.STANDARD.pieceType(Variants.Standard.PAWN);
        PieceType tokin = Variants.STANDARD.pieceType(Variants.Standard.TOKIN);
        assertEquals(tokin.index(), pawn.promotedIndex());
        assertEquals(pawn.index(), tokin.baseIndex());
        assertTrue(tokin.promoted());
        assertEquals('P', tokin.letter(), "a promoted form takes its base's letter");
        assertEquals(-1, tokin.promotedIndex());
        Variant.Builder unknown = Variant.named("broken")
                .board(1, 1)
                .pieces(PieceType.named("pawn").letter('P').kanji("歩").promotesTo("tokin"));
        assertThrows(IllegalStateException.class, unknown::build, "a promotion to a kind never declared");
        Variant.Builder lettered = Variant.named("broken")
                .board(1, 1)
                .pieces(
                        PieceType.named("pawn").letter('P').kanji("歩").promotesTo("tokin"),
                        PieceType.named("tokin").letter('T').kanji("と"));
        assertThrows(IllegalStateException.class, lettered::build, "a promoted form declaring a letter of its own");
    }
}
