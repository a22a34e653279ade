package dev.shinpan.adjudicate;

import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;

/**
 * The preset rulesets by name, game and who plays by them (README, Rulesets). What each sets is declared
 * with each parameter ({@link RulesetParameter}); {@link Rulesets} holds the resulting rulesets.
 */
public enum Preset {
    JSA("jsa", Variants.STANDARD, "JSA professional games (対局規定, provisions of 2013 and 2019)"),
    CSA("csa", Variants.STANDARD, "computer shogi: floodgate, WCSC (CSA rules, shogi-server semantics)"),
    AMATEUR("amateur", Variants.STANDARD, "JSA amateur events, 81Dojo, Shogi Wars, FESA (27-point rule)"),
    USSF("ussf", Variants.STANDARD, "USSF tournament rules (2000)"),
    TRY("try", Variants.STANDARD, "try-rule events (early Shogi Wars, some computer events)"),
    TORI("tori", Variants.TORI, "Tori Shogi as played on pychess.org / Fairy-Stockfish"),
    TORI_3FOLD("tori-3fold", Variants.TORI, "Tori Shogi, Japanese rule text");

    private final String id;
    private final Variant variant;
    private final String usedBy;

    Preset(String id, Variant variant, String usedBy) {
        this.id = id;
        this.variant = variant;
        this.usedBy = usedBy;
    }

    /** The name on the command line, e.g. {@code jsa}. */
    public String id() {
        return id;
    }

    public Variant variant() {
        return variant;
    }

    /** Who plays by it. */
    public String usedBy() {
        return usedBy;
    }
}
