package dev.shinpan.adjudicate.clock;

/**
 * How a clock charges a move and when a side is out of time (docs/rules.md, "The clock"). Every kind
 * flags a side whose charged time reaches what it has for the move; they differ in what is charged
 * and when an increment is credited.
 */
public enum ClockKind {
    /**
     * shogi-server (floodgate, WCSC): each move's time floored to whole seconds and never below the
     * least time per move; the increment credited before the move is charged, so it counts toward
     * the time the move may take (shogi-server {@code time_clock.rb}, ChessClock).
     */
    SERVER("server", true),
    /**
     * A stopwatch (JSA title games with 記録係, shogi-server's {@code -060} names): each move's
     * seconds under a whole minute are dropped, so the last minute can never be spent
     * (shogi-server {@code time_clock.rb}, StopWatchClock).
     */
    STOPWATCH("stopwatch", true),
    /**
     * A chess clock (amateur events, online play): every second counts; an increment is added after
     * the move, as on a Fischer chess clock. Records write its times in whole seconds, rounded as each
     * application rounds, so a move recorded as taking exactly the time left is taken as in time.
     */
    CHESS_CLOCK("chess-clock", false);

    private final String id;
    private final boolean incrementBefore;

    ClockKind(String id, boolean incrementBefore) {
        this.id = id;
        this.incrementBefore = incrementBefore;
    }

    /** {@return the stable name, as JSON and {@code --time-control} spell it} */
    public String id() {
        return id;
    }

    /**
     * What this clock charges for a move recorded as taking {@code recorded} seconds.
     *
     * @param recorded     the record's time for the move, 0 or more
     * @param leastPerMove the least a move is charged (shogi-server's Least_Time_Per_Move), else 0
     * @return the seconds charged
     */
    public double charge(double recorded, long leastPerMove) {
        return switch (this) {
            case SERVER -> Math.max(Math.floor(recorded), leastPerMove);
            case STOPWATCH -> Math.floor(recorded / 60) * 60;
            case CHESS_CLOCK -> recorded;
        };
    }

    /**
     * Whether a move charged this long was too late.
     *
     * @param charged   what the move is charged
     * @param available the main time, byoyomi and any increment credited before it
     * @return true when the side's time ran out with this move
     */
    public boolean outOfTime(double charged, double available) {
        // shogi-server: in time only while t < main + byoyomi + increment (time_clock.rb); likewise its stopwatch
        return this == CHESS_CLOCK ? charged > available : charged >= available;
    }

    /** {@return whether the increment is credited before the move is charged (so the move may use it)} */
    public boolean incrementBefore() {
        return incrementBefore;
    }

    /**
     * The kind a spelling names.
     *
     * @param id the stable name
     * @return the kind, or null for another name
     */
    public static ClockKind byId(String id) {
        for (ClockKind k : values()) {
            if (k.id.equals(id)) {
                return k;
            }
        }
        return null;
    }
}
