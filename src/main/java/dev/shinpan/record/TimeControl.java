package dev.shinpan.record;

/**
 * A time control in seconds: the time each side starts with, the byoyomi once it is spent (0 for
 * none: sudden death or Fischer), and the Fischer increment added after every move (0 for none).
 *
 * <pre>{@code
 * TimeControl blitz = new TimeControl(600, 30, 0);
 * System.out.println(blitz.initialSeconds() + " s and " + blitz.byoyomiSeconds() + " s a move");
 * }</pre>
 *
 * @param initialSeconds   the time each side starts with
 * @param byoyomiSeconds   the time per move once that is spent, 0 for none
 * @param incrementSeconds the time added after every move, 0 for none
 */
public record TimeControl(long initialSeconds, long byoyomiSeconds, long incrementSeconds) {

    /**
     * The same time control with another increment, for a format that states the increment apart.
     *
     * @param seconds the increment
     * @return a new time control
     */
    public TimeControl withIncrement(long seconds) {
        return new TimeControl(initialSeconds, byoyomiSeconds, seconds);
    }
}
