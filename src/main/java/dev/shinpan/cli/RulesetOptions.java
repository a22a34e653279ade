package dev.shinpan.cli;

import dev.shinpan.adjudicate.RecordDeclarations;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.RulesetParameter;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.record.GameRecord;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/** Which ruleset to judge by, and overrides of its parameters, as options shared by commands. */
final class RulesetOptions {

    @Option(names = "--ruleset", paramLabel = "NAME", order = 10,
            description = "Ruleset: jsa, csa, amateur, ussf, try (standard shogi), tori, tori-3fold (Tori Shogi),"
                    + " or all to judge under every preset of the record's game and show where they differ."
                    + " Default: jsa for standard shogi, tori for Tori Shogi. See 'shinpan rulesets'.")
    String ruleset;

    @Option(names = "--illegal-move", paramLabel = "POLICY", order = 11,
            description = "Override: loses or loses-if-claimed.")
    String illegalMove;

    @Option(names = "--repetition", paramLabel = "RULE", order = 12,
            description = "Override: 4-fold-draw, 4-fold-mover-loses or 3-fold-mover-loses.")
    String repetition;

    @Option(names = "--repetition-start-counts", paramLabel = "yes|no", order = 13,
            description = "Override: whether the start position counts as an occurrence.")
    String repetitionStartCounts;

    @Option(names = "--perpetual-check", paramLabel = "COUNTING", order = 14,
            description = "Override: from-first-occurrence or from-first-check.")
    String perpetualCheck;

    @Option(names = "--agreement-count", paramLabel = "RULE", order = 15,
            description = "Override: none, 24 or 27-28.")
    String agreementCount;

    @Option(names = "--declaration", paramLabel = "RULE", order = 16,
            description = "Override: none, jsa-31 or 27-28.")
    String declaration;

    @Option(names = "--handicap-points", paramLabel = "RULE", order = 17,
            description = "Override: credit-giver, lower-threshold or none.")
    String handicapPoints;

    @Option(names = "--max-moves", paramLabel = "PLIES", order = 18,
            description = "Override: the ply limit, 0 for none.")
    String maxMoves;

    @Option(names = "--max-moves-rule", paramLabel = "RULE", order = 19,
            description = "Override: extend-while-check or mate-wins.")
    String maxMovesRule;

    @Option(names = "--try-rule", paramLabel = "on|off", order = 20, description = "Override: on or off.")
    String tryRule;

    @Option(names = "--adopt-record-rules", order = 21,
            description = "Apply the rules a record declares for itself (CSA $MAX_MOVES or a server's 'Max_Moves"
                    + " comment, $JISHOGI:27/24, KIF 最大手数) on top of the ruleset; options given here still win."
                    + " Without it such declarations are only reported.")
    boolean adoptRecordRules;

    /** The overrides given, by parameter. */
    Map<RulesetParameter, String> overrides() {
        Map<RulesetParameter, String> o = new LinkedHashMap<>();
        put(o, RulesetParameter.ILLEGAL_MOVE, illegalMove);
        put(o, RulesetParameter.REPETITION, repetition);
        put(o, RulesetParameter.REPETITION_START_COUNTS, repetitionStartCounts);
        put(o, RulesetParameter.PERPETUAL_CHECK, perpetualCheck);
        put(o, RulesetParameter.AGREEMENT_COUNT, agreementCount);
        put(o, RulesetParameter.DECLARATION, declaration);
        put(o, RulesetParameter.HANDICAP_POINTS, handicapPoints);
        put(o, RulesetParameter.MAX_MOVES, maxMoves);
        put(o, RulesetParameter.MAX_MOVES_RULE, maxMovesRule);
        put(o, RulesetParameter.TRY_RULE, tryRule);
        return o;
    }

    private static void put(Map<RulesetParameter, String> o, RulesetParameter p, String value) {
        if (value != null) {
            o.put(p, value);
        }
    }

    /** Checks the options before any input is read; throws IllegalArgumentException with the reason. */
    void validate() {
        if (ruleset != null && !ruleset.equals("all") && Rulesets.byName(ruleset).isEmpty()) {
            throw new IllegalArgumentException("--ruleset: unknown ruleset '" + ruleset + "' (known: "
                    + String.join(", ", Rulesets.all().stream().map(Ruleset::name).toList()) + ", all)");
        }
        Ruleset probe = Rulesets.JSA;
        for (Map.Entry<RulesetParameter, String> e : overrides().entrySet()) {
            probe = e.getKey().apply(probe, e.getValue());
        }
    }

    /** The rulesets to judge a record by: the preset(s), the record's own rules if adopted, the overrides. */
    List<Ruleset> rulesetsFor(GameRecord record) {
        Variant variant = record.variant() != null ? record.variant() : Variants.STANDARD;
        List<Ruleset> base = presetsFor(variant);
        if (adoptRecordRules && record.start() != null) {
            base = base.stream().map(r -> RecordDeclarations.adopt(r, record)).toList();
        }
        return base.stream().map(this::withOverrides).toList();
    }

    /** The rulesets to judge a record of this variant by. */
    List<Ruleset> rulesetsFor(Variant variant) {
        return presetsFor(variant).stream().map(this::withOverrides).toList();
    }

    private List<Ruleset> presetsFor(Variant variant) {
        List<Ruleset> base;
        if ("all".equals(ruleset)) {
            base = Rulesets.forVariant(variant);
        } else if (ruleset != null) {
            base = List.of(Rulesets.byName(ruleset).orElseThrow());
        } else {
            base = List.of(Rulesets.defaultFor(variant));
        }
        return base;
    }

    private Ruleset withOverrides(Ruleset r) {
        for (Map.Entry<RulesetParameter, String> e : overrides().entrySet()) {
            r = e.getKey().apply(r, e.getValue());
        }
        return r;
    }
}
