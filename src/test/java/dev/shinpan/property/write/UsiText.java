package dev.shinpan.property.write;

import dev.shinpan.property.Game;
import dev.shinpan.property.Ply;
import dev.shinpan.record.usi.UsiReader;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.Piece;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Sfen;
import dev.shinpan.rules.Square;
import java.util.EnumSet;
import java.util.Set;

/**
 * USI through {@link Sfen} and USI move text: {@code position startpos|sfen … moves …}. USI names
 * neither the side nor, for board moves, the piece, so a drop is the only move that names its piece.
 */
public final class UsiText extends RecordText {

    public UsiText() {
        super(new UsiReader(), "game.usi");
    }

    @Override
    public boolean canWrite(Game game) {
        boolean[] ok = {game.inTurn()}; // no side marker: every ply is by the side to move
        game.forEachPly(
                (p, ply) -> ok[0] &= ply.move().isDrop() ? !ply.move().piece().promoted() : named(p, ply));
        return ok[0];
    }

    /**
     * Whether USI says what the ply says: a board move names no piece, so the piece named must be
     * the mover's own piece on the origin (or the origin must not hold one of the mover's pieces).
     */
    private static boolean named(Position p, Ply ply) {
        Square square = ply.move().from();
        if (!p.variant().contains(square)) {
            return false;
        }
        Piece piece = p.pieceAt(square);
        return piece == null
                || piece.owner() != ply.side()
                || piece.type().equals(ply.move().piece());
    }

    @Override
    public Set<IllegalMoveCode> fouls() {
        return EnumSet.complementOf(EnumSet.of(IllegalMoveCode.WRONG_TURN, IllegalMoveCode.PIECE_MISMATCH));
    }

    @Override
    public String write(Game game) {
        StringBuilder sb = new StringBuilder("position ");
        if (game.handicap() == Handicap.EVEN) {
            sb.append("startpos");
        } else {
            sb.append("sfen ").append(Sfen.format(game.start()));
        }
        if (!game.plies().isEmpty()) {
            sb.append(" moves");
            game.plies().forEach(p -> sb.append(' ').append(p.move().usi()));
        }
        return sb.append('\n').toString();
    }
}
