package dev.shinpan.adjudicate;

import dev.shinpan.rules.Side;
import dev.shinpan.text.Term;
import java.util.List;

/**
 * An entering-king declaration judged: every condition with its value, and the outcome.
 *
 * <pre>{@code
 * DeclarationFinding black = new PointsCounter(Rulesets.JSA).count(record, 0).black();
 * System.out.println(black == null ? "no declaration rule" : black.rule() + " " + black.outcome());
 * }</pre>
 *
 * @param declarer   the side that declared
 * @param rule       the declaration rule applied ({@code jsa-31}, {@code 27-28}, {@code none})
 * @param conditions the rule's conditions in order, each with the value found
 * @param outcome    win for the declarer, no result, or loss for the declarer
 */
public record DeclarationFinding(Side declarer, String rule, List<Condition> conditions, Ruling outcome) {

    /**
     * Keeps an unmodifiable copy of the conditions.
     *
     * @param declarer   the side that declared
     * @param rule       the declaration rule applied
     * @param conditions the rule's conditions in order
     * @param outcome    what the declaration wins
     */
    public DeclarationFinding {
        conditions = List.copyOf(conditions);
    }

    /** What a declaration wins: the game for the declarer, no result, or the game for the opponent. */
    public enum Ruling implements Term {
        /** The declarer wins: every condition is met. */
        WIN("win"),
        /** No result: every condition is met but the points reach only a draw (24 to 30 under {@code jsa-31}). */
        NO_RESULT("no-result"),
        /** The declarer loses: a condition is not met, or the ruleset allows no declaration. */
        LOSS("loss");

        private final String id;

        Ruling(String id) {
            this.id = id;
        }

        /** {@return the stable name used in JSON output: {@code win}, {@code no-result} or {@code loss}} */
        public String id() {
            return id;
        }

        @Override
        public String termKey() {
            return "outcome." + id;
        }
    }

    /** {@return the winner the outcome gives, or null for no result} */
    public Side winner() {
        return switch (outcome) {
            case WIN -> declarer;
            case LOSS -> declarer.opponent();
            case NO_RESULT -> null;
        };
    }
}
