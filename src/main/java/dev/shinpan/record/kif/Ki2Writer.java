package dev.shinpan.record.kif;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.ResolvedMove;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.record.codec.PlayedLine;
import dev.shinpan.record.codec.RecordWriter;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.Piece;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * KI2 as the JSA notation rules (shogi.or.jp, 棋譜の表記方法) write moves: side mark, destination or
 * 同, the piece, then only as many of the movement words 上/寄/引 and the position words 右/左/直 as
 * it takes to tell the moving piece from the others of its kind that reach the square, then
 * 成/不成 where promotion is possible and 打 where a drop could be taken for a board move. A move
 * those words cannot name (a foul: a piece that cannot reach the square, a square of one's own)
 * gets the old form's origin {@code (77)} (docs/formats.md §2.1), and so does every move after
 * the first one the board could not carry out, so that the record reads back move for move.
 * Header and start as in KIF; the result is the {@code まで} line. Standard shogi only.
 */
public final class Ki2Writer extends RecordWriter {

    private static final int MOVES_PER_LINE = 6;
    private static final List<String> SIDE_WORDS = List.of("勝ち", "反則勝ち", "反則負け", "入玉勝ち", "不戦勝", "切れ負け");
    private static final List<String> WORDS = List.of("千日手", "持将棋", "中断", "詰み", "最大手数", "トライ");

    @Override
    public String extension() {
        return "ki2";
    }

    @Override
    protected String write(
            GameRecord record, PlayedLine moves, RecordedEnding ending, Side toMove, List<Message> dropped) {
        StringBuilder sb = new StringBuilder();
        KifWriter.headerAndStart(record, moves.facts(), sb, dropped);
        Move previous = null;
        int onLine = 0;
        for (ResolvedMove m : moves) {
            Move move = new Move(m.from(), m.to(), m.piece(), m.promote());
            String text = moves.boardKnown() ? notation(moves.board(), m.side(), move, previous) : null;
            if (text == null) {
                text = withOrigin(m.side(), move, previous);
            }
            if (m.move().time() != null) {
                dropOnce(dropped, "convert.dropped.times");
            }
            boolean comments = !m.move().comments().isEmpty();
            onLine++;
            boolean endOfLine = onLine == MOVES_PER_LINE || comments;
            sb.append(text).append(endOfLine ? "\n" : " ".repeat(Math.max(1, 12 - 2 * text.length())));
            if (endOfLine) {
                onLine = 0;
            }
            m.move().comments().forEach(c -> comment(sb, '*', c, dropped));
            previous = move;
        }
        if (onLine > 0) {
            int end = sb.length();
            while (end > 0 && sb.charAt(end - 1) == ' ') {
                end--;
            }
            sb.setLength(end);
            sb.append('\n');
        }
        String result = result(ending, toMove);
        if (result != null) {
            sb.append("まで").append(ending.ply()).append("手で").append(result).append('\n');
        } else if (ending != null) {
            dropOnce(dropped, "convert.dropped.ending", ending.text().text());
        }
        return sb.toString();
    }

    /** The result a まで line writes for the ending, read back as the same statement; null if none is. */
    static String result(RecordedEnding ending, Side toMove) {
        if (ending == null) {
            return null;
        }
        StatedEnding want = new StatedEnding(ending.reason(), ending.winner(), ending.offender());
        List<String> candidates = new ArrayList<>();
        for (String side : List.of("先手", "後手")) {
            candidates.add(side + "の勝ち");
            candidates.add("時間切れにより" + side + "の勝ち");
            candidates.add("反則により" + side + "の勝ち");
            SIDE_WORDS.forEach(w -> candidates.add(side + "の" + w));
        }
        candidates.addAll(WORDS);
        for (String c : candidates) {
            ResultLine.Parsed parsed = ResultLine.parse("まで" + ending.ply() + "手で" + c, n -> toMove);
            if (parsed != null && want.equals(parsed.stated())) {
                return c;
            }
        }
        return null;
    }

    /** The move in the old form with its origin, for a move the JSA words cannot name. */
    private static String withOrigin(Side side, Move m, Move previous) {
        StringBuilder sb = start(side, m, previous);
        if (m.isDrop()) {
            return sb.append("打").toString();
        }
        return sb.append(m.promote() ? "成" : "")
                .append('(')
                .append(m.from().file())
                .append(m.from().rank())
                .append(')')
                .toString();
    }

    private static StringBuilder start(Side side, Move m, Move previous) {
        StringBuilder sb = new StringBuilder(side == Side.BLACK ? "▲" : "△");
        sb.append(previous != null && previous.to().equals(m.to()) ? "同　" : m.to().japanese());
        return sb.append(m.piece().kanji());
    }

    /**
     * The move as KI2 writes it by the JSA rules, or null when those words cannot name its origin.
     *
     * @param p the position before the move
     */
    public static String notation(Position p, Side side, Move m, Move previous) {
        StringBuilder sb = start(side, m, previous);
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
        return p.squaresOf(side, kind).stream()
                .filter(from -> p.canReach(from, to))
                .toList();
    }

    /** Movement word alone, else position word alone, else both (JSA order); null if none suffices. */
    private static String distinguish(Move m, Side side, List<Square> candidates) {
        String vertical = vertical(m.from(), m.to(), side);
        List<Square> sameVertical = candidates.stream()
                .filter(c -> vertical(c, m.to(), side).equals(vertical))
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
        boolean dragonOrHorse = m.piece().promoted()
                && m.piece().index() != m.piece().baseIndex()
                && (m.piece().csa().equals("RY") || m.piece().csa().equals("UM"));
        if (!dragonOrHorse
                && m.from().file() == m.to().file()
                && vertical(m.from(), m.to(), side).equals("上")) {
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
