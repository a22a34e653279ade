package dev.shinpan.adjudicate.clock;

/**
 * One side's clock over the record.
 *
 * @param usedSeconds      the record's own times of the side's moves, summed
 * @param chargedSeconds   what the clock charged for them
 * @param remainingSeconds the main time left after the side's last move, or null without a control
 * @param moves            how many of the side's moves the record times
 * @param longestSeconds   the longest of those times
 */
public record SideClock(
        double usedSeconds, double chargedSeconds, Double remainingSeconds, int moves, double longestSeconds) {}
