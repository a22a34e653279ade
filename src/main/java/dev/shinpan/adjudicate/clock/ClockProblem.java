package dev.shinpan.adjudicate.clock;

import dev.shinpan.rules.Side;

/**
 * A move time the clock cannot take as written: a running total that is not the sum of the
 * per-move times, a negative time, or one longer than any game allows.
 *
 * @param kind     what is wrong
 * @param ply      the move's ply
 * @param side     its mover
 * @param written  the time written (the move's, or for a total the total)
 * @param expected for a total, the sum of the side's per-move times; otherwise 0
 */
public record ClockProblem(Kind kind, int ply, Side side, double written, double expected) {

    /** What is wrong, each with the remark id reports use. */
    public enum Kind {
        /** The running total differs from the sum of the side's per-move times. */
        TOTAL_MISMATCH("clock-total-mismatch"),
        /** A move time below zero: charged as zero. */
        NEGATIVE("clock-negative-time"),
        /** A move time over a day, which no game's clock allows. */
        ABSURD("clock-absurd-time");

        private final String id;

        Kind(String id) {
            this.id = id;
        }

        /** {@return the remark id} */
        public String id() {
            return id;
        }
    }
}
