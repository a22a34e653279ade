package dev.shinpan.property;

import dev.shinpan.rules.Move;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.WrittenMove;

/**
 * One move of a generated game as a record would state it: the side the record names and the move.
 * For a legal game the side is the side to move; an injected wrong-turn foul names the other side.
 */
public record Ply(Side side, Move move) {

    /** The move as a reader of a format that names the piece before the move would produce it. */
    public WrittenMove written() {
        return move.isDrop()
                ? WrittenMove.drop(side, move.to(), move.piece())
                : WrittenMove.boardMove(side, move.from(), move.to(), move.piece(), move.promote());
    }
}
