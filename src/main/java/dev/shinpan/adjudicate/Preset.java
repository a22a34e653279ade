package dev.shinpan.adjudicate;

import static dev.shinpan.adjudicate.RuleSource.FAIRY_STOCKFISH;
import static dev.shinpan.adjudicate.RuleSource.JSA_RULES;
import static dev.shinpan.adjudicate.RuleSource.PYCHESS_MINISHOGI;
import static dev.shinpan.adjudicate.RuleSource.PYCHESS_TORI;

import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Catalogue;

/**
 * The preset rulesets by name, game and who plays by them (docs/usage.md, Rulesets), with where the rules
 * of the game itself are written (what mate and stalemate decide). What each preset sets, and where
 * each of those rules is written, is declared with each parameter ({@link RulesetParameter});
 * {@link Rulesets} holds the resulting rulesets.
 *
 * <pre>{@code
 * for (Preset preset : Preset.values()) {
 *     System.out.println(preset.id() + ": " + preset.usedBy());
 * }
 * }</pre>
 */
public enum Preset {
    /** JSA professional games: the JSA's rules and regulations. */
    JSA("jsa", Variants.STANDARD, Game.SHOGI),
    /** Computer shogi (floodgate, WCSC): the CSA's rules, as shogi-server applies them. */
    CSA("csa", Variants.STANDARD, Game.SHOGI),
    /** Amateur events, 81Dojo, Shogi Wars: the 27-point rule. */
    AMATEUR("amateur", Variants.STANDARD, Game.SHOGI),
    /** The USSF tournament rules (2000). */
    USSF("ussf", Variants.STANDARD, Game.SHOGI),
    /** Try-rule events: a king that reaches the opponent king's start square wins. */
    TRY("try", Variants.STANDARD, Game.SHOGI),
    /** Tori Shogi as pychess.org and Fairy-Stockfish play it. */
    TORI("tori", Variants.TORI, Game.TORI),
    /** Tori Shogi by the Japanese rule text. */
    TORI_3FOLD("tori-3fold", Variants.TORI, Game.TORI),
    /** Minishogi as lishogi and pychess.org play it: a repetition is won by White. */
    MINISHOGI("minishogi", Variants.MINISHOGI, Game.MINISHOGI);

    /**
     * Where a game's own rules are written. Shogi: the JSA rules state the object of the game
     * (第2条); no JSA text names stalemate, which engines score as a loss for the side that cannot
     * move. Tori Shogi: the pychess guide states both. Minishogi: the pychess guide gives it shogi's rules.
     */
    private enum Game {
        SHOGI(JSA_RULES.at("第2条"), FAIRY_STOCKFISH.whole()),
        TORI(PYCHESS_TORI.whole(), PYCHESS_TORI.whole()),
        /** Minishogi is shogi on a small board: mate wins as in shogi; stalemate as engines score it. */
        MINISHOGI(PYCHESS_MINISHOGI.whole(), FAIRY_STOCKFISH.whole());

        private final Citation checkmate;
        private final Citation stalemate;

        Game(Citation checkmate, Citation stalemate) {
            this.checkmate = checkmate;
            this.stalemate = stalemate;
        }
    }

    private final String id;
    private final Variant variant;
    private final Game game;

    Preset(String id, Variant variant, Game game) {
        this.id = id;
        this.variant = variant;
        this.game = game;
    }

    /** {@return the name on the command line and in JSON, e.g. {@code jsa}} */
    public String id() {
        return id;
    }

    /** {@return the game the preset is for} */
    public Variant variant() {
        return variant;
    }

    /** {@return who plays by it, in English (as JSON says it)} */
    public String usedBy() {
        return usedBy(Catalogue.english());
    }

    /**
     * Who plays by it, in the catalogue's language ({@code preset.used-by.<id>}).
     *
     * @param texts the catalogue of the language wanted
     * @return the text
     */
    public String usedBy(Catalogue texts) {
        return texts.text("preset.used-by." + id);
    }

    /** Where the rule that a mate wins is written. */
    Citation checkmate() {
        return game.checkmate;
    }

    /** Where the rule that having no legal move (not in check) loses is written. */
    Citation stalemate() {
        return game.stalemate;
    }
}
