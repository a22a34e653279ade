package dev.shinpan.adjudicate;

import static dev.shinpan.adjudicate.RuleSource.FAIRY_STOCKFISH;
import static dev.shinpan.adjudicate.RuleSource.JSA_RULES;
import static dev.shinpan.adjudicate.RuleSource.PYCHESS_TORI;

import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;

/**
 * The preset rulesets by name, game and who plays by them (README, Rulesets), with where the rules
 * of the game itself are written (what mate and stalemate decide). What each preset sets, and where
 * each of those rules is written, is declared with each parameter ({@link RulesetParameter});
 * {@link Rulesets} holds the resulting rulesets.
 */
public enum Preset {
    JSA("jsa", Variants.STANDARD, "JSA professional games (対局規定, provisions of 2013 and 2019)", Game.SHOGI),
    CSA("csa", Variants.STANDARD, "computer shogi: floodgate, WCSC (CSA rules, shogi-server semantics)", Game.SHOGI),
    AMATEUR("amateur", Variants.STANDARD, "JSA amateur events, 81Dojo, Shogi Wars, FESA (27-point rule)", Game.SHOGI),
    USSF("ussf", Variants.STANDARD, "USSF tournament rules (2000)", Game.SHOGI),
    TRY("try", Variants.STANDARD, "try-rule events (early Shogi Wars, some computer events)", Game.SHOGI),
    TORI("tori", Variants.TORI, "Tori Shogi as played on pychess.org / Fairy-Stockfish", Game.TORI),
    TORI_3FOLD("tori-3fold", Variants.TORI, "Tori Shogi, Japanese rule text", Game.TORI);

    /**
     * Where a game's own rules are written. Shogi: the JSA rules state the object of the game
     * (第2条); no JSA text names stalemate, which engines score as a loss for the side that cannot
     * move. Tori Shogi: the pychess guide states both.
     */
    private enum Game {
        SHOGI(JSA_RULES.at("第2条"), FAIRY_STOCKFISH.whole()),
        TORI(PYCHESS_TORI.whole(), PYCHESS_TORI.whole());

        private final Citation checkmate;
        private final Citation stalemate;

        Game(Citation checkmate, Citation stalemate) {
            this.checkmate = checkmate;
            this.stalemate = stalemate;
        }
    }

    private final String id;
    private final Variant variant;
    private final String usedBy;
    private final Game game;

    Preset(String id, Variant variant, String usedBy, Game game) {
        this.id = id;
        this.variant = variant;
        this.usedBy = usedBy;
        this.game = game;
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

    /** Where the rule that a mate wins is written. */
    Citation checkmate() {
        return game.checkmate;
    }

    /** Where the rule that having no legal move (not in check) loses is written. */
    Citation stalemate() {
        return game.stalemate;
    }

    /** The preset a ruleset was made from ({@code jsa} or {@code jsa+}), or null for one made otherwise. */
    static Preset of(Ruleset ruleset) {
        String name = ruleset.name().endsWith("+") ? ruleset.name().substring(0, ruleset.name().length() - 1)
                : ruleset.name();
        for (Preset p : values()) {
            if (p.id.equals(name)) {
                return p;
            }
        }
        return null;
    }
}
