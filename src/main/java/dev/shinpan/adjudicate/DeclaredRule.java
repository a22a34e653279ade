package dev.shinpan.adjudicate;

/**
 * A rule parameter a record declares for itself, e.g. CSA V3 {@code $MAX_MOVES:320}, a server's
 * {@code 'Max_Moves:256} comment, {@code $JISHOGI:27}, or KIF {@code 最大手数：320}.
 *
 * @param parameter the parameter it sets
 * @param value     the value, spelled as on the command line
 * @param written   the declaration as written in the record
 */
public record DeclaredRule(RulesetParameter<?> parameter, String value, String written) {
}
