package dev.shinpan.adjudicate;

import dev.shinpan.rules.Variant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The preset rulesets ({@link Preset}), made from the parameters' declared values ({@link RulesetParameter}).
 *
 * <pre>{@code
 * Verdict underCsa = Shinpan.judge(record, Rulesets.CSA);
 * System.out.println(underCsa.result().reason());
 * }</pre>
 */
public final class Rulesets {

    /** {@link Preset#JSA}: professional shogi, the default for a shogi record. */
    public static final Ruleset JSA = Ruleset.of(Preset.JSA);
    /** {@link Preset#CSA}: computer shogi. */
    public static final Ruleset CSA = Ruleset.of(Preset.CSA);
    /** {@link Preset#AMATEUR}: amateur events and online play, the 27-point rule. */
    public static final Ruleset AMATEUR = Ruleset.of(Preset.AMATEUR);
    /** {@link Preset#USSF}: the USSF tournament rules. */
    public static final Ruleset USSF = Ruleset.of(Preset.USSF);
    /** {@link Preset#TRY}: the try rule. */
    public static final Ruleset TRY = Ruleset.of(Preset.TRY);
    /** {@link Preset#TORI}: Tori Shogi, the default for a Tori Shogi record. */
    public static final Ruleset TORI = Ruleset.of(Preset.TORI);
    /** {@link Preset#TORI_3FOLD}: Tori Shogi by the Japanese rule text. */
    public static final Ruleset TORI_3FOLD = Ruleset.of(Preset.TORI_3FOLD);
    /** {@link Preset#MINISHOGI}: Minishogi, the default for a Minishogi record. */
    public static final Ruleset MINISHOGI = Ruleset.of(Preset.MINISHOGI);

    /** Every preset, in the order of {@link Preset} (equal to the constants above: rulesets are values). */
    private static final List<Ruleset> ALL =
            Arrays.stream(Preset.values()).map(Ruleset::of).toList();

    private Rulesets() {}

    /** {@return every preset ruleset, in the order of {@link Preset}} */
    public static List<Ruleset> all() {
        return ALL;
    }

    /**
     * The presets for one variant.
     *
     * @param variant the game
     * @return its preset rulesets, in the order of {@link Preset}
     */
    public static List<Ruleset> forVariant(Variant variant) {
        return ALL.stream().filter(r -> r.variant() == variant).toList();
    }

    /**
     * A preset by its name.
     *
     * @param name a preset's name exactly as {@link Preset#id()} spells it, e.g. {@code jsa}
     * @return the ruleset, or empty for another name
     */
    public static Optional<Ruleset> byName(String name) {
        return ALL.stream().filter(r -> r.name().equals(name)).findFirst();
    }

    /**
     * The ruleset a record of the variant is judged by when none is named.
     *
     * @param variant the game
     * @return its default preset ({@link Variant#defaultRuleset()})
     */
    public static Ruleset defaultFor(Variant variant) {
        return byName(variant.defaultRuleset()).orElseThrow();
    }
}
