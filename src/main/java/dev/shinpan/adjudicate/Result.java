package dev.shinpan.adjudicate;

import dev.shinpan.record.EndingReason;
import dev.shinpan.rules.Side;

/**
 * The adjudicated outcome.
 *
 * <pre>{@code
 * Result result = verdict.result();
 * System.out.println(result.winner() + " wins by " + result.reason().id() + " at ply " + result.ply());
 * }</pre>
 *
 * @param winner the winner, or null for a draw, no result or an unfinished game
 * @param reason why the game ended, in the shared vocabulary
 * @param ply    the ply at which it ended (the number of moves that count)
 */
public record Result(Side winner, EndingReason reason, int ply) {}
