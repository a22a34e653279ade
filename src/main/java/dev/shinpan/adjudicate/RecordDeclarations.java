package dev.shinpan.adjudicate;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.StatedRule;
import java.util.ArrayList;
import java.util.List;

/**
 * The rules a record declares for itself, as ruleset parameters (docs/formats.md §1.2, §3.3: they
 * are reported, and adopted only with an explicit option): the move
 * limit, and the impasse points where a preset's declaration rule matches them. The readers have
 * found the declarations and checked their values; nothing here knows how a format writes them.
 *
 * <pre>{@code
 * Ruleset asTheRecordSays = RecordDeclarations.adopt(Rulesets.JSA, record);
 * System.out.println(Shinpan.judge(record, asTheRecordSays).status());
 * }</pre>
 */
public final class RecordDeclarations {

    private RecordDeclarations() {}

    /**
     * The record's declarations that a ruleset parameter can take: a move limit, and impasse points of 27
     * ({@code 27-28}) or 24 ({@code jsa-31}); other point values are left out.
     *
     * @param record a record as read
     * @return the declared rules, in file order
     */
    public static List<DeclaredRule> of(GameRecord record) {
        List<DeclaredRule> found = new ArrayList<>();
        for (StatedRule rule : record.statedRules()) {
            String written = rule.text().text();
            int line = rule.text().line();
            switch (rule.subject()) {
                case MAX_MOVES ->
                    found.add(
                            new DeclaredRule(RulesetParameter.MAX_MOVES, String.valueOf(rule.value()), written, line));
                case IMPASSE_POINTS -> {
                    // the CSA V3 format's $JISHOGI: 27 is the 27-point rule, 24 the JSA's 24-point one
                    String declaration = switch (rule.value()) {
                        case 27 -> "27-28";
                        case 24 -> "jsa-31";
                        default -> null;
                    };
                    if (declaration != null) {
                        found.add(new DeclaredRule(RulesetParameter.DECLARATION, declaration, written, line));
                    }
                }
            }
        }
        return found;
    }

    /**
     * The ruleset with the record's declarations applied, each cited as the record's own rule (its
     * statement as written, at its line), not as an option the user never passed.
     *
     * @param ruleset the ruleset to start from
     * @param record  the record whose declarations to adopt
     * @return the ruleset with them applied; the same ruleset when the record declares nothing it differs in
     */
    public static Ruleset adopt(Ruleset ruleset, GameRecord record) {
        Ruleset adopted = ruleset;
        for (DeclaredRule d : of(record)) {
            if (!d.parameter().valueIn(adopted).equals(d.value())) {
                adopted = d.parameter().apply(adopted, d.value()).citing(d.parameter(), Citation.recordRule(d));
            }
        }
        return adopted;
    }
}
