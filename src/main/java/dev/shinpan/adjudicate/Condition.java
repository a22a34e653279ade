package dev.shinpan.adjudicate;

import dev.shinpan.text.Message;

/**
 * One condition of an impasse rule with the value found, e.g. "pieces in the enemy camp, king
 * excluded: at least 10 / found 11 / met".
 *
 * <pre>{@code
 * DeclarationFinding black = new PointsCounter(Rulesets.JSA).count(record, 0).black();
 * for (Condition condition : black == null ? List.<Condition>of() : black.conditions()) {
 *     System.out.println(condition.id() + " " + condition.met());
 * }
 * }</pre>
 *
 * @param id       stable name for JSON, e.g. {@code pieces-in-camp}
 * @param required what the rule requires, e.g. "≥ 10 pieces in the enemy camp", for the catalogue
 * @param actual   what the position has, e.g. {@code 11}, for the catalogue
 * @param met      whether it holds
 */
public record Condition(String id, Message required, Message actual, boolean met) {}
