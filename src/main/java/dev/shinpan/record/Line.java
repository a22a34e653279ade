package dev.shinpan.record;

import java.util.List;

/**
 * A sequence of moves: the main line of a record, or a variation. A variation's first move has
 * the ply it replaces. {@code endings} are the statements of how this line ended (a terminal word
 * and a {@code まで} line may both be present and may disagree).
 */
public record Line(List<RecordedMove> moves, List<RecordedEnding> endings) {

    public Line {
        moves = List.copyOf(moves);
        endings = List.copyOf(endings);
    }

    public static Line empty() {
        return new Line(List.of(), List.of());
    }
}
