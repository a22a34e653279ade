package dev.shinpan.adjudicate;

import dev.shinpan.rules.Side;
import dev.shinpan.text.Term;
import java.util.List;

/**
 * An entering-king declaration judged: every condition with its value, and the outcome.
 *
 * @param declarer   the side that declared
 * @param rule       the declaration rule applied ({@code jsa-31}, {@code 27-28}, {@code none})
 * @param conditions the rule's conditions in order, each with the value found
 * @param outcome    win for the declarer, no result, or loss for the declarer
 */
public record DeclarationFinding(Side declarer, String rule, List<Condition> conditions, Ruling outcome) {

    public DeclarationFinding {
        conditions = List.copyOf(conditions);
    }

    /** What a declaration wins: the game for the declarer, no result, or the game for the opponent. */
    public enum Ruling implements Term {
        WIN("win"), NO_RESULT("no-result"), LOSS("loss");

        private final String id;

        Ruling(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }

        @Override
        public String termKey() {
            return "outcome." + id;
        }
    }

    /** The winner the outcome gives, or null for no result. */
    public Side winner() {
        return switch (outcome) {
            case WIN -> declarer;
            case LOSS -> declarer.opponent();
            case NO_RESULT -> null;
        };
    }
}
