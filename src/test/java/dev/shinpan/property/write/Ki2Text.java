package dev.shinpan.property.write;

import dev.shinpan.property.Game;
import dev.shinpan.property.Ply;
import dev.shinpan.record.kif.Ki2Reader;
import dev.shinpan.record.kif.Ki2Writer;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.Position;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * KI2 through the moves of the project's own {@link Ki2Writer}, for generated games: no origin
 * form, so a game is written only when every move's origin follows from the JSA words.
 *
 * <p>KI2 as the JSA notation rules (shogi.or.jp, 棋譜の表記方法) write moves: side mark, destination or
 * 同, the piece, then only as many of the movement words 上/寄/引 and the position words 右/左/直 as
 * it takes to tell the moving piece from the others of its kind that reach the square, then
 * 成/不成 where promotion is possible and 打 where a drop could be taken for a board move. KI2 has
 * no origin squares, so a move is written only when those words name its origin. Standard shogi only.
 */
public final class Ki2Text extends RecordText {

    private static final int MOVES_PER_LINE = 6;

    public Ki2Text() {
        super(new Ki2Reader(), "game.ki2u");
    }

    @Override
    public boolean canWrite(Game game) {
        if (game.handicap() == null) {
            return false;
        }
        boolean[] ok = {true};
        game.forEachPly((p, ply) -> ok[0] &= notation(p, ply, null) != null);
        return ok[0];
    }

    @Override
    public Set<IllegalMoveCode> fouls() {
        return EnumSet.of(
                IllegalMoveCode.WRONG_TURN,
                IllegalMoveCode.ILLEGAL_PROMOTION,
                IllegalMoveCode.DEAD_PIECE,
                IllegalMoveCode.NOT_IN_HAND,
                IllegalMoveCode.OCCUPIED_DROP,
                IllegalMoveCode.NIFU,
                IllegalMoveCode.UCHIFUZUME,
                IllegalMoveCode.IGNORED_CHECK,
                IllegalMoveCode.SELF_CHECK);
    }

    @Override
    public String write(Game game) {
        StringBuilder sb =
                new StringBuilder("手合割：").append(game.handicap().japanese()).append('\n');
        List<String> texts = new ArrayList<>();
        Move[] previous = {null};
        game.forEachPly((p, ply) -> {
            texts.add(notation(p, ply, previous[0]));
            previous[0] = ply.move();
        });
        for (int i = 0; i < texts.size(); i++) {
            String t = texts.get(i);
            boolean endOfLine = i % MOVES_PER_LINE == MOVES_PER_LINE - 1 || i == texts.size() - 1;
            sb.append(endOfLine ? t + "\n" : t + " ".repeat(Math.max(1, 12 - 2 * t.length())));
        }
        return sb.toString();
    }

    /** The move as KI2 writes it, or null when KI2 cannot name its origin. */
    static String notation(Position p, Ply ply, Move previous) {
        return Ki2Writer.notation(p, ply.side(), ply.move(), previous);
    }
}
