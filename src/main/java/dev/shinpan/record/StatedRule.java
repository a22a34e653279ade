package dev.shinpan.record;

import java.util.Objects;

/**
 * A rule a record declares for itself, as a typed value: the move limit of CSA {@code $MAX_MOVES:320},
 * a server's {@code 'Max_Moves:256} comment or KIF {@code 最大手数：320}; the impasse points of
 * {@code $JISHOGI:27} or KIF {@code 持将棋：27}. The reader has checked the value: a declaration whose
 * value is no plain number is a located warning instead.
 *
 * <pre>{@code
 * for (StatedRule rule : record.statedRules()) {
 *     System.out.println(rule.subject() + " " + rule.value());
 * }
 * }</pre>
 *
 * @param subject what the declaration is about
 * @param value   its value, 0 to {@link #MAX_VALUE}
 * @param text    the declaration as written, located
 */
public record StatedRule(Subject subject, int value, SourceText text) {

    /** The largest value a declaration can hold; more is no real rule (no game reaches it). */
    public static final int MAX_VALUE = 999_999_999;

    /**
     * Checks the value's range.
     *
     * @param subject what the declaration is about
     * @param value   its value
     * @param text    the declaration as written
     * @throws IllegalArgumentException for a value below 0 or above {@link #MAX_VALUE}
     */
    public StatedRule {
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(text, "text");
        if (value < 0 || value > MAX_VALUE) {
            throw new IllegalArgumentException("a stated rule's value is 0 to " + MAX_VALUE + ", not " + value);
        }
    }

    /** What a record may declare about its rules. */
    public enum Subject {
        /** The ply at which the game ends (0: none). */
        MAX_MOVES,
        /** The points an impasse declaration needs (24 or 27 in the CSA V3 format). */
        IMPASSE_POINTS
    }
}
