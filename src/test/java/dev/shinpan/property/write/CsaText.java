package dev.shinpan.property.write;

import dev.shinpan.property.Game;
import dev.shinpan.property.Ply;
import dev.shinpan.record.csa.CsaReader;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Side;
import java.util.EnumSet;
import java.util.Set;

/**
 * CSA V2.2 as the CSA standard record format describes it: version, names, {@code PI} with the
 * handicap's removals, the turn line, then one move per line as sign, origin ({@code 00} for a
 * drop), destination and the piece after the move. Standard shogi only.
 */
public final class CsaText extends RecordText {

    public CsaText() {
        super(new CsaReader(), "game.csa");
    }

    @Override
    public boolean canWrite(Game game) {
        // A promotion is stated by the piece after the move, so only a kind that has a promoted
        // form can be said to promote.
        return game.handicap() != null
                && game.plies().stream()
                        .allMatch(p -> !p.move().promote() || p.move().piece().canPromote());
    }

    @Override
    public Set<IllegalMoveCode> fouls() {
        return EnumSet.complementOf(EnumSet.of(IllegalMoveCode.THREE_SWALLOWS));
    }

    @Override
    public String write(Game game) {
        Handicap handicap = game.handicap();
        StringBuilder sb = new StringBuilder("V2.2\nN+black\nN-white\n");
        sb.append("PI").append(handicap.csaRemovals()).append('\n');
        sb.append(sign(game.start().sideToMove())).append('\n');
        for (Ply ply : game.plies()) {
            Move m = ply.move();
            PieceType after = m.promote() ? game.variant().pieceType(m.piece().promotedIndex()) : m.piece();
            sb.append(sign(ply.side()))
                    .append(m.isDrop() ? "00" : m.from().csa())
                    .append(m.to().csa())
                    .append(after.csa())
                    .append('\n');
        }
        return sb.toString();
    }

    private static char sign(Side side) {
        return side == Side.BLACK ? '+' : '-';
    }
}
