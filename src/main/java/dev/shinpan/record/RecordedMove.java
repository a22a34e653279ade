package dev.shinpan.record;

import dev.shinpan.rules.WrittenMove;
import java.util.List;

/**
 * One move of a record as written.
 *
 * <pre>{@code
 * for (RecordedMove move : record.mainLine().moves()) {
 *     System.out.println(move.ply() + " " + move.text().text());
 * }
 * }</pre>
 *
 * @param ply          1-based ply in its line
 * @param move         what the text says, not yet checked against the rules
 * @param text         the move's original text, located (e.g. {@code ▲７六歩(77)} at line 12, column 3)
 * @param time         time recorded for it, or null
 * @param comments     comment lines attached to it, in order, without their {@code *} / {@code '} markers
 * @param alternatives variations that replace this move (KIF 変化, JKF forks), in record order
 */
public record RecordedMove(
        int ply, WrittenMove move, SourceText text, MoveTime time, List<String> comments, List<Line> alternatives) {

    /** The empty list {@code List.of()} always returns: most moves have no comment and no variation. */
    private static final List<?> NONE = List.of();

    /**
     * Keeps unmodifiable copies of the lists.
     *
     * @param ply          1-based ply in its line
     * @param move         what the text says
     * @param text         the move's original text, located
     * @param time         time recorded for it, or null
     * @param comments     comment lines attached to it
     * @param alternatives variations that replace this move
     */
    public RecordedMove {
        // the empty list is taken as it is, by identity: under the launcher's C1 compiler the
        // general copy is a chain of calls, twice for every move read
        comments = comments == NONE ? comments : List.copyOf(comments);
        alternatives = alternatives == NONE ? alternatives : List.copyOf(alternatives);
    }
}
