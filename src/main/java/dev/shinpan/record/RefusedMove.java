package dev.shinpan.record;

import dev.shinpan.rules.WrittenMove;
import java.util.Objects;

/**
 * A move a game server refused, which the record names only in a note about the ending (shogi-server
 * writes {@code 'ILLEGAL_MOVE(+2625FU)} and no move line): the move as written, not yet judged,
 * located where the note names it, and the ply it was refused at (the one due after the moves the
 * record plays).
 */
public record RefusedMove(WrittenMove move, SourceText text, int ply) {

    public RefusedMove {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(text, "text");
        if (ply < 1) {
            throw new IllegalArgumentException("ply " + ply);
        }
    }
}
