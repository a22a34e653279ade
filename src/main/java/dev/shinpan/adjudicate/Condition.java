package dev.shinpan.adjudicate;

/**
 * One condition of an impasse rule with the value found, e.g. "pieces in the enemy camp, king
 * excluded: at least 10 / found 11 / met".
 *
 * @param id       stable name for JSON, e.g. {@code pieces-in-camp}
 * @param required what the rule requires, e.g. {@code ≥ 10}
 * @param actual   what the position has, e.g. {@code 11}
 * @param met      whether it holds
 */
public record Condition(String id, String required, String actual, boolean met) {
}
