package dev.shinpan.adjudicate;

import dev.shinpan.rules.Side;
import dev.shinpan.text.Message;

/**
 * An agreed impasse (持将棋, %JISHOGI) decided by points on the ALL basis.
 *
 * <pre>{@code
 * AgreementFinding agreement = new PointsCounter(Rulesets.JSA).count(record, 0).agreement();
 * System.out.println(agreement == null ? "no agreement rule" : agreement.rule());
 * }</pre>
 *
 * @param rule        the agreement-count rule applied ({@code 24}, {@code 27-28}, {@code none})
 * @param black       Black's points as counted for the rule (handicap credit included)
 * @param white       White's points as counted for the rule
 * @param explanation how the rule decides, with the thresholds used
 * @param winner      the winner, or null for no result
 */
public record AgreementFinding(String rule, int black, int white, Message explanation, Side winner) {}
