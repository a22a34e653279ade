package dev.shinpan.adjudicate.clock;

import dev.shinpan.record.TimeControl;

/**
 * A time control as the clock replay applies it: the clock's kind, the main time each side starts
 * with, the byoyomi once that is spent (it never banks), the increment per move, the least a move
 * is charged, where it came from and how it was written.
 *
 * @param kind           how moves are charged
 * @param mainSeconds    each side's main time
 * @param byoyomiSeconds the time per move once the main time is spent, 0 for none
 * @param incrementSeconds the time added at each move, 0 for none
 * @param leastPerMove   the least a move is charged (shogi-server), 0 for none
 * @param source         the record or the {@code --time-control} option
 * @param written        the control as written, for reports
 */
public record ClockControl(
        ClockKind kind,
        long mainSeconds,
        long byoyomiSeconds,
        long incrementSeconds,
        long leastPerMove,
        Source source,
        String written) {

    /** Where the control came from. */
    public enum Source {
        /** The record's own header (持ち時間, {@code $TIME_LIMIT}, {@code $TIME}, a game name). */
        RECORD("record"),
        /** The {@code --time-control} option, which overrides the record. */
        OPTION("option");

        private final String id;

        Source(String id) {
            this.id = id;
        }

        /** {@return the stable name used in JSON} */
        public String id() {
            return id;
        }
    }

    /**
     * A record's time control under a clock kind.
     *
     * @param kind         how moves are charged
     * @param control      the record's control
     * @param leastPerMove the least a move is charged
     * @param written      the control as written
     * @return the control, from the record
     */
    public static ClockControl of(ClockKind kind, TimeControl control, long leastPerMove, String written) {
        return new ClockControl(
                kind,
                control.initialSeconds(),
                control.byoyomiSeconds(),
                control.incrementSeconds(),
                leastPerMove,
                Source.RECORD,
                written);
    }

    /** {@return whether any time is limited at all: a control of all zeros limits nothing} */
    public boolean limited() {
        return mainSeconds > 0 || byoyomiSeconds > 0 || incrementSeconds > 0;
    }
}
