package dev.shinpan.adjudicate;

import dev.shinpan.adjudicate.Ruleset.AgreementCount;
import dev.shinpan.adjudicate.Ruleset.DeclarationRule;
import dev.shinpan.adjudicate.Ruleset.HandicapPoints;
import dev.shinpan.adjudicate.Ruleset.IllegalMovePolicy;
import dev.shinpan.adjudicate.Ruleset.MaxMovesRule;
import dev.shinpan.adjudicate.Ruleset.PerpetualCounting;
import dev.shinpan.adjudicate.Ruleset.RepetitionRule;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import java.util.List;
import java.util.Optional;

/** The preset rulesets of RULESETS.md, with who uses each. */
public final class Rulesets {

    public static final Ruleset JSA = new Ruleset("jsa", Variants.STANDARD, IllegalMovePolicy.LOSES,
            RepetitionRule.FOUR_FOLD_DRAW, true, PerpetualCounting.FROM_FIRST_OCCURRENCE, AgreementCount.TWENTY_FOUR,
            DeclarationRule.JSA_31, HandicapPoints.CREDIT_GIVER, 500, MaxMovesRule.EXTEND_WHILE_CHECK, false);

    public static final Ruleset CSA = new Ruleset("csa", Variants.STANDARD, IllegalMovePolicy.LOSES,
            RepetitionRule.FOUR_FOLD_DRAW, false, PerpetualCounting.FROM_FIRST_CHECK, AgreementCount.NONE,
            DeclarationRule.TWENTY_SEVEN, HandicapPoints.NONE, 256, MaxMovesRule.MATE_WINS, false);

    public static final Ruleset AMATEUR = new Ruleset("amateur", Variants.STANDARD, IllegalMovePolicy.LOSES,
            RepetitionRule.FOUR_FOLD_DRAW, true, PerpetualCounting.FROM_FIRST_OCCURRENCE, AgreementCount.TWENTY_SEVEN,
            DeclarationRule.TWENTY_SEVEN, HandicapPoints.LOWER_THRESHOLD, 0, MaxMovesRule.MATE_WINS, false);

    public static final Ruleset USSF = new Ruleset("ussf", Variants.STANDARD, IllegalMovePolicy.LOSES_IF_CLAIMED,
            RepetitionRule.FOUR_FOLD_DRAW, true, PerpetualCounting.FROM_FIRST_OCCURRENCE, AgreementCount.TWENTY_SEVEN,
            DeclarationRule.TWENTY_SEVEN, HandicapPoints.LOWER_THRESHOLD, 0, MaxMovesRule.MATE_WINS, false);

    public static final Ruleset TRY = new Ruleset("try", Variants.STANDARD, IllegalMovePolicy.LOSES,
            RepetitionRule.FOUR_FOLD_DRAW, true, PerpetualCounting.FROM_FIRST_OCCURRENCE, AgreementCount.NONE,
            DeclarationRule.NONE, HandicapPoints.NONE, 0, MaxMovesRule.MATE_WINS, true);

    public static final Ruleset TORI = new Ruleset("tori", Variants.TORI, IllegalMovePolicy.LOSES,
            RepetitionRule.FOUR_FOLD_MOVER_LOSES, true, PerpetualCounting.FROM_FIRST_OCCURRENCE, AgreementCount.NONE,
            DeclarationRule.NONE, HandicapPoints.NONE, 0, MaxMovesRule.MATE_WINS, false);

    public static final Ruleset TORI_3FOLD = new Ruleset("tori-3fold", Variants.TORI, IllegalMovePolicy.LOSES,
            RepetitionRule.THREE_FOLD_MOVER_LOSES, true, PerpetualCounting.FROM_FIRST_OCCURRENCE,
            AgreementCount.NONE, DeclarationRule.NONE, HandicapPoints.NONE, 0, MaxMovesRule.MATE_WINS, false);

    private static final List<Ruleset> ALL = List.of(JSA, CSA, AMATEUR, USSF, TRY, TORI, TORI_3FOLD);

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

    /** Who uses a preset, as RULESETS.md says. */
    public static String usedBy(Ruleset preset) {
        return switch (preset.name()) {
            case "jsa" -> "JSA professional games (対局規定, provisions of 2013 and 2019)";
            case "csa" -> "computer shogi: floodgate, WCSC (CSA rules, shogi-server semantics)";
            case "amateur" -> "JSA amateur events, 81Dojo, Shogi Wars, FESA (27-point rule)";
            case "ussf" -> "USSF tournament rules (2000)";
            case "try" -> "try-rule events (early Shogi Wars, some computer events)";
            case "tori" -> "Tori Shogi as played on pychess.org / Fairy-Stockfish";
            case "tori-3fold" -> "Tori Shogi, Japanese rule text";
            default -> "";
        };
    }
}
