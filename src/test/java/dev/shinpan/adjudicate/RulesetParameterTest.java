package dev.shinpan.adjudicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.rules.Variants;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The parameters as declared: the presets they make, and how each is read and spelled. */
class RulesetParameterTest {

    /**
     * The presets as the Rulesets table of docs/usage.md publishes them, column by column: illegal-move,
     * repetition, start counts, perpetual check, agreement count, declaration, handicap points,
     * max moves, max-moves rule, try rule, strict notation, time forfeit.
     */
    private static final String[][] TABLE = {
        {
            "jsa",
            "loses",
            "4-fold-draw",
            "yes",
            "from-first-occurrence",
            "24",
            "jsa-31",
            "credit-giver",
            "500",
            "extend-while-check",
            "off",
            "off",
            "claim"
        },
        {
            "csa",
            "loses",
            "4-fold-draw",
            "no",
            "from-first-check",
            "none",
            "27-28",
            "none",
            "256",
            "mate-wins",
            "off",
            "on",
            "server"
        },
        {
            "amateur",
            "loses",
            "4-fold-draw",
            "yes",
            "from-first-occurrence",
            "27-28",
            "27-28",
            "lower-threshold",
            "0",
            "mate-wins",
            "off",
            "off",
            "claim"
        },
        {
            "ussf",
            "loses-if-claimed",
            "4-fold-draw",
            "yes",
            "from-first-occurrence",
            "27-28",
            "27-28",
            "lower-threshold",
            "0",
            "mate-wins",
            "off",
            "off",
            "claim"
        },
        {
            "try",
            "loses",
            "4-fold-draw",
            "yes",
            "from-first-occurrence",
            "none",
            "none",
            "none",
            "0",
            "mate-wins",
            "on",
            "off",
            "claim"
        },
        {
            "tori",
            "loses",
            "4-fold-mover-loses",
            "yes",
            "from-first-occurrence",
            "none",
            "none",
            "none",
            "0",
            "mate-wins",
            "off",
            "off",
            "claim"
        },
        {
            "tori-3fold",
            "loses",
            "3-fold-mover-loses",
            "yes",
            "from-first-occurrence",
            "none",
            "none",
            "none",
            "0",
            "mate-wins",
            "off",
            "off",
            "claim"
        },
        {
            "minishogi",
            "loses",
            "4-fold-gote-wins",
            "yes",
            "from-first-occurrence",
            "none",
            "none",
            "none",
            "0",
            "mate-wins",
            "off",
            "off",
            "claim"
        },
    };

    @Test
    void thePresetsAreTheTable() {
        List<RulesetParameter<?>> parameters = RulesetParameter.all();
        assertEquals(TABLE.length, Rulesets.all().size());
        for (String[] row : TABLE) {
            Ruleset preset = Rulesets.byName(row[0]).orElseThrow();
            for (int i = 0; i < parameters.size(); i++) {
                assertEquals(
                        row[i + 1],
                        parameters.get(i).valueIn(preset),
                        row[0] + " " + parameters.get(i).id());
            }
        }
        assertEquals(Variants.TORI, Rulesets.TORI_3FOLD.variant());
        assertEquals(List.of(Rulesets.TORI, Rulesets.TORI_3FOLD), Rulesets.forVariant(Variants.TORI));
        assertEquals(Rulesets.JSA, Rulesets.defaultFor(Variants.STANDARD));
        assertEquals(Rulesets.TORI, Rulesets.defaultFor(Variants.TORI));
        assertEquals(List.of(Rulesets.MINISHOGI), Rulesets.forVariant(Variants.MINISHOGI));
        assertEquals(Rulesets.MINISHOGI, Rulesets.defaultFor(Variants.MINISHOGI));
    }

    /** A parameter declared but left out of all() would have no option and no listing. */
    @Test
    void everyDeclaredParameterIsListed() throws IllegalAccessException {
        List<Object> declared = new ArrayList<>();
        for (Field f : RulesetParameter.class.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == RulesetParameter.class) {
                declared.add(f.get(null));
            }
        }
        assertEquals(declared, new ArrayList<>(RulesetParameter.all()));
    }

    @Test
    void everyValueReadsBackAsSpelled() {
        for (RulesetParameter<?> p : RulesetParameter.all()) {
            List<String> values = p.accepted().isEmpty() ? List.of("0", "320") : p.accepted();
            for (String value : values) {
                Ruleset changed = p.apply(Rulesets.JSA, value);
                assertEquals(value, p.valueIn(changed), p.id());
                assertEquals("jsa+", changed.name());
                for (RulesetParameter<?> other : RulesetParameter.all()) {
                    if (other != p) {
                        assertEquals(
                                other.valueIn(Rulesets.JSA), other.valueIn(changed), "only " + p.id() + " changes");
                    }
                }
            }
        }
    }

    @Test
    void aValueNotTakenNamesTheValuesThatAre() {
        IllegalArgumentException bad = assertThrows(
                IllegalArgumentException.class, () -> RulesetParameter.DECLARATION.apply(Rulesets.JSA, "25"));
        assertEquals("--declaration takes none, jsa-31, 27-28, not '25'", bad.getMessage());
        for (String plies : List.of("-5", "many", "1,000", "")) {
            assertThrows(
                    IllegalArgumentException.class, () -> RulesetParameter.MAX_MOVES.apply(Rulesets.JSA, plies), plies);
        }
        assertFalse(RulesetParameter.TRY_RULE.accepted().contains("yes"));
        assertTrue(RulesetParameter.REPETITION_START_COUNTS.accepted().contains("yes"));
    }

    @Test
    void aRulesetHoldsAValueOfTheRightTypeForEveryParameter() {
        Map<RulesetParameter<?>, Object> values = new HashMap<>(Rulesets.JSA.values());
        values.put(RulesetParameter.MAX_MOVES, "500");
        assertThrows(IllegalArgumentException.class, () -> new Ruleset("odd", Variants.STANDARD, values));
        values.remove(RulesetParameter.MAX_MOVES);
        assertThrows(IllegalArgumentException.class, () -> new Ruleset("short", Variants.STANDARD, values));
    }

    @Test
    void anOverriddenRulesetIsAValue() {
        Ruleset a = RulesetParameter.MAX_MOVES.apply(Rulesets.CSA, "320");
        Ruleset b = RulesetParameter.MAX_MOVES.apply(Rulesets.CSA, "320");
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertEquals(320, a.get(RulesetParameter.MAX_MOVES));
        // an override says so in the name even where it sets the preset's own value
        assertEquals(
                "csa+", RulesetParameter.MAX_MOVES.apply(Rulesets.CSA, "256").name());
    }
}
