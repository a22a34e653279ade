package dev.shinpan.adjudicate.clock;

import dev.shinpan.rules.Side;
import java.util.List;

/**
 * What the clock replay found in a record's move times: each side's clock, the first flag, and the
 * times it could not take as written.
 *
 * @param control  the control applied, or null when neither the record nor the option gives one
 * @param black    Black's clock
 * @param white    White's clock
 * @param flag     the first move after which a side was out of time, or null
 * @param problems the times not taken as written, in ply order
 * @param left     per ply (0 = the start), Black's then White's main time left after it, interleaved;
 *                 empty without a control
 */
public record ClockFinding(
        ClockControl control, SideClock black, SideClock white, Flag flag, List<ClockProblem> problems, double[] left) {

    /**
     * Keeps an unmodifiable copy of the problems.
     *
     * @param control  the control applied, or null
     * @param black    Black's clock
     * @param white    White's clock
     * @param flag     the first flag, or null
     * @param problems the times not taken as written
     * @param left     per ply, both sides' main time left
     */
    public ClockFinding {
        problems = List.copyOf(problems);
    }

    /** Equal by value, the times left included (a record's array would compare by identity). */
    @Override
    public boolean equals(Object o) {
        return o instanceof ClockFinding f
                && java.util.Objects.equals(control, f.control)
                && black.equals(f.black)
                && white.equals(f.white)
                && java.util.Objects.equals(flag, f.flag)
                && problems.equals(f.problems)
                && java.util.Arrays.equals(left, f.left);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(control, black, white, flag, problems) * 31 + java.util.Arrays.hashCode(left);
    }

    @Override
    public String toString() {
        return "ClockFinding[control=" + control + ", black=" + black + ", white=" + white + ", flag=" + flag
                + ", problems=" + problems + "]";
    }

    /**
     * One side's clock.
     *
     * @param side the side
     * @return its clock
     */
    public SideClock of(Side side) {
        return side == Side.BLACK ? black : white;
    }

    /**
     * The main time a side had left after a ply, or null without a control.
     *
     * @param side the side
     * @param ply  the ply, 0 for the start; past the record's last move, its last
     * @return the seconds left, or null
     */
    public Double remainingAfter(Side side, int ply) {
        if (left.length == 0) {
            return null;
        }
        int at = Math.max(0, Math.min(ply, left.length / 2 - 1));
        return left[2 * at + side.ordinal()];
    }
}
