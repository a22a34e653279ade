package dev.shinpan.record;

/**
 * A time control in seconds: the time each side starts with, the byoyomi once it is spent (0 for
 * none: sudden death or Fischer), and the Fischer increment added after every move (0 for none).
 */
public record TimeControl(long initialSeconds, long byoyomiSeconds, long incrementSeconds) {

    public TimeControl withIncrement(long seconds) {
        return new TimeControl(initialSeconds, byoyomiSeconds, seconds);
    }
}
