package dev.shinpan.adjudicate;

import dev.shinpan.rules.Variant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** The preset rulesets ({@link Preset}), made from the parameters' declared values ({@link RulesetParameter}). */
public final class Rulesets {

    public static final Ruleset JSA = Ruleset.of(Preset.JSA);
    public static final Ruleset CSA = Ruleset.of(Preset.CSA);
    public static final Ruleset AMATEUR = Ruleset.of(Preset.AMATEUR);
    public static final Ruleset USSF = Ruleset.of(Preset.USSF);
    public static final Ruleset TRY = Ruleset.of(Preset.TRY);
    public static final Ruleset TORI = Ruleset.of(Preset.TORI);
    public static final Ruleset TORI_3FOLD = Ruleset.of(Preset.TORI_3FOLD);
    public static final Ruleset MINISHOGI = Ruleset.of(Preset.MINISHOGI);

    /** Every preset, in the order of {@link Preset} (equal to the constants above: rulesets are values). */
    private static final List<Ruleset> ALL = Arrays.stream(Preset.values()).map(Ruleset::of).toList();

    private Rulesets() {
    }

    public static List<Ruleset> all() {
        return ALL;
    }

    /** The presets for one variant. */
    public static List<Ruleset> forVariant(Variant variant) {
        return ALL.stream().filter(r -> r.variant() == variant).toList();
    }

    public static Optional<Ruleset> byName(String name) {
        return ALL.stream().filter(r -> r.name().equals(name)).findFirst();
    }

    /** The ruleset a record of the variant is judged by when none is named. */
    public static Ruleset defaultFor(Variant variant) {
        return byName(variant.defaultRuleset()).orElseThrow();
    }
}
