package dev.shinpan.adjudicate;

/**
 * A ruleset parameter a record sets for itself, from a rule the record declares
 * ({@link dev.shinpan.record.StatedRule}): e.g. {@code $MAX_MOVES:320} sets max-moves 320.
 *
 * <pre>{@code
 * for (DeclaredRule rule : RecordDeclarations.of(record)) {
 *     System.out.println(rule.parameter().id() + "=" + rule.value() + " (line " + rule.line() + ")");
 * }
 * }</pre>
 *
 * @param parameter the parameter it sets
 * @param value     the value, spelled as on the command line; always one the parameter takes
 * @param written   the declaration as written in the record
 * @param line      the line it is written on
 */
public record DeclaredRule(RulesetParameter<?> parameter, String value, String written, int line) {}
