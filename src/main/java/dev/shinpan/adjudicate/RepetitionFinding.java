package dev.shinpan.adjudicate;

import dev.shinpan.rules.Side;
import java.util.List;

/**
 * A repetition that ended the game.
 *
 * <pre>{@code
 * RepetitionFinding repetition = verdict.repetition();
 * System.out.println(repetition == null ? "no repetition" : repetition.plies().toString());
 * }</pre>
 *
 * @param ply            the ply that created the deciding occurrence
 * @param plies          the plies at which the position occurred (0 = the start position)
 * @param perpetualCheck the side that checked with every move and so loses, or null
 * @param mutualCheck    whether both sides checked throughout (no perpetual-check loser)
 */
public record RepetitionFinding(int ply, List<Integer> plies, Side perpetualCheck, boolean mutualCheck) {

    /**
     * Keeps an unmodifiable copy of the plies.
     *
     * @param ply            the ply that created the deciding occurrence
     * @param plies          the plies at which the position occurred
     * @param perpetualCheck the side that loses by perpetual check, or null
     * @param mutualCheck    whether both sides checked throughout
     */
    public RepetitionFinding {
        plies = List.copyOf(plies);
    }
}
