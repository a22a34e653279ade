package dev.shinpan.property.write;

import dev.shinpan.property.Game;
import dev.shinpan.property.Ply;
import dev.shinpan.record.kif.Ki2Reader;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.Piece;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * KI2 as the JSA notation rules (shogi.or.jp, 棋譜の表記方法) write moves: side mark, destination or
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
        return EnumSet.of(IllegalMoveCode.WRONG_TURN, IllegalMoveCode.ILLEGAL_PROMOTION, IllegalMoveCode.DEAD_PIECE,
                IllegalMoveCode.NOT_IN_HAND, IllegalMoveCode.OCCUPIED_DROP, IllegalMoveCode.NIFU,
                IllegalMoveCode.UCHIFUZUME, IllegalMoveCode.IGNORED_CHECK, IllegalMoveCode.SELF_CHECK);
    }

    @Override
    public String write(Game game) {
        StringBuilder sb = new StringBuilder("手合割：").append(game.handicap().japanese()).append('\n');
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
        Move m = ply.move();
        Side side = ply.side();
        StringBuilder sb = new StringBuilder(side == Side.BLACK ? "▲" : "△");
        sb.append(previous != null && previous.to().equals(m.to()) ? "同　" : m.to().japanese());
        sb.append(m.piece().kanji());
        List<Square> candidates = candidates(p, side, m.piece(), m.to());
        if (m.isDrop()) {
            if (!candidates.isEmpty() || p.handCount(side, m.piece()) == 0) {
                sb.append("打");
            }
            return sb.toString();
        }
        Piece own = p.pieceAt(m.to());
        if (!candidates.contains(m.from()) || own != null && own.owner() == side) {
            return null;
        }
        String words = candidates.size() == 1 ? "" : distinguish(m, side, candidates);
        if (words == null) {
            return null;
        }
        sb.append(words);
        boolean zone = p.variant().inZone(side, m.from()) || p.variant().inZone(side, m.to());
        if (m.piece().canPromote() && zone) {
            sb.append(m.promote() ? "成" : "不成");
        } else if (m.promote()) {
            sb.append("成");
        }
        return sb.toString();
    }

    /** The side's pieces of the kind that can reach the square by their movement. */
    private static List<Square> candidates(Position p, Side side, PieceType kind, Square to) {
        return p.squaresOf(side, kind).stream().filter(from -> p.canReach(from, to)).toList();
    }

    /** Movement word alone, else position word alone, else both (JSA order); null if none suffices. */
    private static String distinguish(Move m, Side side, List<Square> candidates) {
        String vertical = vertical(m.from(), m.to(), side);
        List<Square> sameVertical = candidates.stream().filter(c -> vertical(c, m.to(), side).equals(vertical))
                .toList();
        if (sameVertical.size() == 1) {
            return vertical;
        }
        String horizontal = horizontal(m, side, candidates);
        if (horizontal != null) {
            return horizontal;
        }
        horizontal = horizontal(m, side, sameVertical);
        return horizontal == null ? null : horizontal + vertical;
    }

    /** 上 forward, 寄 sideways, 引 backward, from the mover's side. */
    private static String vertical(Square from, Square to, Side side) {
        int forward = side == Side.BLACK ? from.rank() - to.rank() : to.rank() - from.rank();
        return forward > 0 ? "上" : forward == 0 ? "寄" : "引";
    }

    /**
     * 直 for a straight step forward (not for dragons and horses), else 右/左 for the piece that is
     * rightmost/leftmost of the group as the mover sees it; null when it is neither.
     */
    private static String horizontal(Move m, Side side, List<Square> group) {
        boolean dragonOrHorse = m.piece().promoted() && m.piece().index() != m.piece().baseIndex()
                && (m.piece().csa().equals("RY") || m.piece().csa().equals("UM"));
        if (!dragonOrHorse && m.from().file() == m.to().file() && vertical(m.from(), m.to(), side).equals("上")) {
            return "直";
        }
        int mine = right(m.from(), side);
        boolean rightmost = group.stream().filter(c -> !c.equals(m.from())).allMatch(c -> right(c, side) < mine);
        boolean leftmost = group.stream().filter(c -> !c.equals(m.from())).allMatch(c -> right(c, side) > mine);
        return rightmost ? "右" : leftmost ? "左" : null;
    }

    /** How far right a square lies as the side sees the board (Black's right is file 1). */
    private static int right(Square s, Side side) {
        return side == Side.BLACK ? -s.file() : s.file();
    }
}
