package dev.shinpan.record;

/**
 * Time recorded for a move, in seconds: spent on this move and, when the record states it, the
 * mover's running total. Informational only; either may be absent (null).
 *
 * <p>A value like a record, but holding its times unboxed: readers make one for nearly every move
 * of millions, and two boxed {@code Double}s each would double the objects. Absence is kept as NaN,
 * which no record's time can be (every reader parses digits).
 */
public final class MoveTime {

    private final double seconds;
    private final double totalSeconds;

    /** Times in seconds, either null when absent. */
    public MoveTime(Double seconds, Double totalSeconds) {
        this(seconds == null ? Double.NaN : seconds, totalSeconds == null ? Double.NaN : totalSeconds);
    }

    /** Times in seconds, either NaN when absent. */
    public MoveTime(double seconds, double totalSeconds) {
        this.seconds = seconds;
        this.totalSeconds = totalSeconds;
    }

    /** The time spent on this move, or null when not stated. */
    public Double seconds() {
        return Double.isNaN(seconds) ? null : seconds;
    }

    /** Whether the time spent on this move is stated and below zero; no boxing, for readers on every move. */
    public boolean negative() {
        return seconds < 0;
    }

    /** The mover's running total after this move, or null when not stated. */
    public Double totalSeconds() {
        return Double.isNaN(totalSeconds) ? null : totalSeconds;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MoveTime t && Double.compare(seconds, t.seconds) == 0
                && Double.compare(totalSeconds, t.totalSeconds) == 0;
    }

    @Override
    public int hashCode() {
        return 31 * Double.hashCode(seconds) + Double.hashCode(totalSeconds);
    }

    @Override
    public String toString() {
        return "MoveTime[seconds=" + seconds() + ", totalSeconds=" + totalSeconds() + "]";
    }
}
