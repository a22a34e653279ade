package dev.shinpan.record;

import java.util.List;

/**
 * A sequence of moves: the main line of a record, or a variation. A variation's first move has
 * the ply it replaces. {@code endings} are the statements of how this line ended (a terminal word
 * and a {@code まで} line may both be present and may disagree).
 *
 * <pre>{@code
 * Line main = record.mainLine();
 * System.out.println(main.moves().size() + " moves, " + main.endings().size() + " ending(s) stated");
 * }</pre>
 *
 * @param moves   the moves, in order
 * @param endings the line's statements of how it ended, in record order; empty when it states none
 */
public record Line(List<RecordedMove> moves, List<RecordedEnding> endings) {

    /**
     * Keeps unmodifiable copies of the lists.
     *
     * @param moves   the moves, in order
     * @param endings the statements of how it ended
     */
    public Line {
        moves = List.copyOf(moves);
        endings = List.copyOf(endings);
    }

    /** {@return a line of no moves and no ending} */
    public static Line empty() {
        return new Line(List.of(), List.of());
    }
}
