package dev.shinpan.record;

import dev.shinpan.rules.WrittenMove;
import java.util.Objects;

/**
 * A move a game server refused, which the record names only in a note about the ending (shogi-server
 * writes {@code 'ILLEGAL_MOVE(+2625FU)} and no move line): the move as written, not yet judged,
 * located where the note names it, and the ply it was refused at (the one due after the moves the
 * record plays).
 *
 * <pre>{@code
 * RecordedEnding ending = RecordedEnding.primary(record.mainLine().endings());
 * RefusedMove refused = ending == null ? null : ending.refused();
 * System.out.println(refused == null ? "no move refused" : refused.text().text());
 * }</pre>
 *
 * @param move the move as the note writes it, not yet judged
 * @param text the note's move text, located
 * @param ply  the ply it was refused at, 1 or more
 */
public record RefusedMove(WrittenMove move, SourceText text, int ply) {

    /**
     * Checks that move and text are given and the ply is a ply.
     *
     * @param move the move as the note writes it
     * @param text the note's move text, located
     * @param ply  the ply it was refused at
     * @throws IllegalArgumentException for a ply below 1
     */
    public RefusedMove {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(text, "text");
        if (ply < 1) {
            throw new IllegalArgumentException("ply " + ply);
        }
    }
}
