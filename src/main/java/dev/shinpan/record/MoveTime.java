package dev.shinpan.record;

/**
 * Time recorded for a move, in seconds: spent on this move and, when the record states it, the
 * mover's running total. Informational only; either may be null.
 */
public record MoveTime(Double seconds, Double totalSeconds) {
}
