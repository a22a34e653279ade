package dev.shinpan.record;

/**
 * Time recorded for a move, in seconds: spent on this move, the mover's running total and, where
 * the record states it instead (Shogi Wars' {@code +7776FU,L599}), the time the mover has left
 * after the move. Informational only; any may be absent (null).
 *
 * <p>A value like a record, but holding its times unboxed: readers make one for nearly every move
 * of millions, and boxed {@code Double}s would double the objects. Absence is kept as NaN, which no
 * record's time can be (every reader parses digits). The time left is a {@code float}: it fills the
 * four bytes the object header leaves before the two {@code double}s, so a move's time is no bigger
 * for it, and it is whole seconds as written (a float holds those exactly up to 194 days).
 *
 * <pre>{@code
 * for (RecordedMove move : record.mainLine().moves()) {
 *     MoveTime time = move.time();
 *     System.out.println(move.ply() + " " + (time == null ? "-" : time.seconds()));
 * }
 * }</pre>
 */
public final class MoveTime {

    private final double seconds;
    private final double totalSeconds;
    private final float remainingSeconds;

    /**
     * Times in seconds, either null when absent.
     *
     * @param seconds      the time spent on the move, or null
     * @param totalSeconds the mover's running total after it, or null
     */
    public MoveTime(Double seconds, Double totalSeconds) {
        this(seconds == null ? Double.NaN : seconds, totalSeconds == null ? Double.NaN : totalSeconds);
    }

    /**
     * Times in seconds, either NaN when absent.
     *
     * @param seconds      the time spent on the move, or NaN
     * @param totalSeconds the mover's running total after it, or NaN
     */
    public MoveTime(double seconds, double totalSeconds) {
        this(seconds, totalSeconds, Float.NaN);
    }

    private MoveTime(double seconds, double totalSeconds, float remainingSeconds) {
        this.seconds = seconds;
        this.totalSeconds = totalSeconds;
        this.remainingSeconds = remainingSeconds;
    }

    /**
     * Only the time the mover has left after the move, in seconds.
     *
     * @param seconds the time left, whole seconds
     * @return a time with nothing else stated
     */
    public static MoveTime remaining(double seconds) {
        return new MoveTime(Double.NaN, Double.NaN, (float) seconds);
    }

    /**
     * These times with the time left stated by {@code other} (this one's own when {@code other} states none).
     *
     * @param other a time whose time left is wanted, or null
     * @return the combined time; this one when there is nothing to take
     */
    public MoveTime withRemainingOf(MoveTime other) {
        return other == null || Float.isNaN(other.remainingSeconds)
                ? this
                : new MoveTime(seconds, totalSeconds, other.remainingSeconds);
    }

    /** {@return the time spent on this move in seconds, or null when not stated} */
    public Double seconds() {
        return Double.isNaN(seconds) ? null : seconds;
    }

    /** {@return the time spent on this move in seconds, or NaN when not stated; no boxing, for the clock on every move} */
    public double secondsOrNaN() {
        return seconds;
    }

    /** {@return the mover's running total in seconds after this move, or NaN when not stated; no boxing} */
    public double totalSecondsOrNaN() {
        return totalSeconds;
    }

    /** {@return whether the time spent on this move is stated and below zero; no boxing, for readers on every move} */
    public boolean negative() {
        return seconds < 0;
    }

    /** {@return the mover's running total in seconds after this move, or null when not stated} */
    public Double totalSeconds() {
        return Double.isNaN(totalSeconds) ? null : totalSeconds;
    }

    /** {@return the time in seconds the mover has left after this move, or null when not stated} */
    public Double remainingSeconds() {
        return Float.isNaN(remainingSeconds) ? null : (double) remainingSeconds;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MoveTime t
                && Double.compare(seconds, t.seconds) == 0
                && Double.compare(totalSeconds, t.totalSeconds) == 0
                && Float.compare(remainingSeconds, t.remainingSeconds) == 0;
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Double.hashCode(seconds) + Double.hashCode(totalSeconds)) + Float.hashCode(remainingSeconds);
    }

    @Override
    public String toString() {
        return "MoveTime[seconds=" + seconds() + ", totalSeconds=" + totalSeconds() + ", remainingSeconds="
                + remainingSeconds() + "]";
    }
}
