package dev.shinpan.record;

import dev.shinpan.rules.WrittenMove;
import java.util.Objects;

/**
 * A move a game server refused, which the record names only in a note about the ending (shogi-server
 * writes {@code 'ILLEGAL_MOVE(+2625FU)} and no move line): the move as written, not yet judged, and
 * the note, located.
 */
public record RefusedMove(WrittenMove move, SourceText text) {

    public RefusedMove {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(text, "text");
    }
}
