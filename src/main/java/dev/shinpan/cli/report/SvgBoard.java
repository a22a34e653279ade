package dev.shinpan.cli.report;

import static dev.shinpan.cli.report.Markup.escape;

import dev.shinpan.record.kif.BodWriter;
import dev.shinpan.rules.Piece;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Draws a position as SVG: the board of the variant's size with Black at the bottom and White's
 * pieces turned, both hands with the player and side names, the side to move, and the marked move
 * (origin and destination squares with an arrow, or the dropped piece on its square and in the
 * hand). Plain SVG 1.1 with presentation attributes and no ids, so that any number of boards can
 * share an HTML page and a standalone file needs nothing else.
 */
public final class SvgBoard {

    private static final int CELL = 44;
    private static final int PAD = 12;
    private static final int LINE = 30;
    private static final int FILE_ROW = 20;
    private static final int RANK_COLUMN = 22;
    private static final int CAPTION = 22;
    private static final int MIN_WIDTH = 460;
    private static final String KANJI_RANKS = "一二三四五六七八九";
    private static final String FONT =
            "'Noto Serif CJK JP','IPAexMincho','IPAMincho','Hiragino Mincho ProN'," + "'Yu Mincho',serif";
    private static final String FROM_FILL = "#cfe3ff";
    private static final String TO_FILL = "#ffd58a";
    /** A piece giving check, e.g. the one a declaration fails for. */
    private static final String CHECK_FILL = "#f4a6a6";

    private static final String MARK = "#c62828";
    private static final String PROMOTED = "#b71c1c";

    private final ReportTexts texts;

    public SvgBoard(ReportTexts texts) {
        this.texts = texts;
    }

    /** An SVG document of its own, for a file. */
    public String standalone(BoardPicture picture) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg(picture, " xmlns=\"http://www.w3.org/2000/svg\"");
    }

    /** An {@code <svg>} element for an HTML page (HTML puts it in the SVG namespace itself). */
    public String inline(BoardPicture picture) {
        return svg(picture, "");
    }

    private String svg(BoardPicture pic, String namespace) {
        Position p = pic.position();
        Variant v = p.variant();
        int boardWidth = v.files() * CELL;
        int width = Math.max(MIN_WIDTH, boardWidth + RANK_COLUMN + 2 * PAD);
        int left = (width - boardWidth - RANK_COLUMN) / 2;
        int top = PAD + LINE + FILE_ROW;
        int bottom = top + v.ranks() * CELL;
        int height = bottom + LINE + pic.captions().size() * CAPTION + PAD;
        String label = texts.text("out.board.label", String.join(" — ", pic.captions()));
        StringBuilder s = new StringBuilder(8192);
        s.append("<svg")
                .append(namespace)
                .append(" class=\"shinpan-board\" role=\"img\" viewBox=\"0 0 ")
                .append(width)
                .append(' ')
                .append(height)
                .append("\" width=\"")
                .append(width)
                .append("\" height=\"")
                .append(height)
                .append("\" data-variant=\"")
                .append(v.name())
                .append("\" data-files=\"")
                .append(v.files())
                .append("\" data-ranks=\"")
                .append(v.ranks())
                .append("\" data-to-move=\"")
                .append(p.sideToMove().jsonName())
                .append("\" aria-label=\"")
                .append(escape(label))
                .append("\" font-family=\"")
                .append(escape(FONT))
                .append("\">\n");
        s.append("<title>").append(escape(label)).append("</title>\n");
        s.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        handLine(s, pic, Side.WHITE, PAD + 20);
        coordinates(s, v, left, top);
        s.append("<rect x=\"")
                .append(left)
                .append("\" y=\"")
                .append(top)
                .append("\" width=\"")
                .append(boardWidth)
                .append("\" height=\"")
                .append(v.ranks() * CELL)
                .append("\" fill=\"#f3d9a4\"/>\n");
        squareMarks(s, pic, v, left, top);
        grid(s, v, left, top, boardWidth);
        pieces(s, p, v, left, top);
        moveMarks(s, pic, v, left, top);
        handLine(s, pic, Side.BLACK, bottom + 22);
        int y = bottom + LINE + 16;
        for (String caption : pic.captions()) {
            s.append("<text class=\"caption\" x=\"")
                    .append(PAD)
                    .append("\" y=\"")
                    .append(y)
                    .append("\" font-size=\"15\" fill=\"#222\">")
                    .append(escape(caption))
                    .append("</text>\n");
            y += CAPTION;
        }
        s.append("</svg>\n");
        return s.toString();
    }

    private void coordinates(StringBuilder s, Variant v, int left, int top) {
        for (int file = v.files(); file >= 1; file--) {
            int x = left + (v.files() - file) * CELL + CELL / 2;
            s.append("<text x=\"")
                    .append(x)
                    .append("\" y=\"")
                    .append(top - 6)
                    .append("\" font-size=\"13\" text-anchor=\"middle\" fill=\"#444\">")
                    .append(file)
                    .append("</text>\n");
        }
        for (int rank = 1; rank <= v.ranks(); rank++) {
            int y = top + (rank - 1) * CELL + CELL / 2 + 5;
            String name = texts.lang() == Lang.JA ? String.valueOf(KANJI_RANKS.charAt(rank - 1)) : String.valueOf(rank);
            s.append("<text x=\"")
                    .append(left + v.files() * CELL + RANK_COLUMN / 2)
                    .append("\" y=\"")
                    .append(y)
                    .append("\" font-size=\"13\" text-anchor=\"middle\" fill=\"#444\">")
                    .append(name)
                    .append("</text>\n");
        }
    }

    private static void grid(StringBuilder s, Variant v, int left, int top, int boardWidth) {
        s.append("<g stroke=\"#333\" stroke-width=\"1\">\n");
        for (int i = 0; i <= v.files(); i++) {
            int x = left + i * CELL;
            s.append("<line x1=\"")
                    .append(x)
                    .append("\" y1=\"")
                    .append(top)
                    .append("\" x2=\"")
                    .append(x)
                    .append("\" y2=\"")
                    .append(top + v.ranks() * CELL)
                    .append("\"/>\n");
        }
        for (int i = 0; i <= v.ranks(); i++) {
            int y = top + i * CELL;
            s.append("<line x1=\"")
                    .append(left)
                    .append("\" y1=\"")
                    .append(y)
                    .append("\" x2=\"")
                    .append(left + boardWidth)
                    .append("\" y2=\"")
                    .append(y)
                    .append("\"/>\n");
        }
        s.append("</g>\n");
    }

    private static void squareMarks(StringBuilder s, BoardPicture pic, Variant v, int left, int top) {
        if (pic.from() != null) {
            cell(s, "mark-from", pic.from(), v, left, top, FROM_FILL);
        }
        if (pic.to() != null) {
            cell(s, "mark-to", pic.to(), v, left, top, TO_FILL);
        }
        for (Square checker : pic.checkers()) {
            cell(s, "mark-check", checker, v, left, top, CHECK_FILL);
        }
    }

    private static void cell(StringBuilder s, String cls, Square sq, Variant v, int left, int top, String fill) {
        s.append("<rect class=\"")
                .append(cls)
                .append("\" data-square=\"")
                .append(sq.usi())
                .append("\" x=\"")
                .append(x(sq, v, left))
                .append("\" y=\"")
                .append(y(sq, top))
                .append("\" width=\"")
                .append(CELL)
                .append("\" height=\"")
                .append(CELL)
                .append("\" fill=\"")
                .append(fill)
                .append("\"/>\n");
    }

    private static void pieces(StringBuilder s, Position p, Variant v, int left, int top) {
        for (int rank = 1; rank <= v.ranks(); rank++) {
            for (int file = v.files(); file >= 1; file--) {
                Square sq = new Square(file, rank);
                Piece piece = p.pieceAt(sq);
                if (piece != null) {
                    piece(s, "piece", sq, piece.type(), piece.owner(), v, left, top, 1.0);
                }
            }
        }
    }

    private static void piece(
            StringBuilder s,
            String cls,
            Square sq,
            PieceType type,
            Side owner,
            Variant v,
            int left,
            int top,
            double opacity) {
        int cx = x(sq, v, left) + CELL / 2;
        int cy = y(sq, top) + CELL / 2;
        s.append("<text class=\"")
                .append(cls)
                .append("\" data-square=\"")
                .append(sq.usi())
                .append("\" data-piece=\"")
                .append(escape(type.sfen(owner)))
                .append("\" x=\"")
                .append(cx)
                .append("\" y=\"")
                .append(cy + 9)
                .append("\" font-size=\"26\" text-anchor=\"middle\" fill=\"")
                .append(cls.equals("piece") ? type.promoted() ? PROMOTED : "#111" : MARK)
                .append('"');
        if (opacity < 1) {
            s.append(" fill-opacity=\"")
                    .append(String.format(Locale.ROOT, "%.2f", opacity))
                    .append('"');
        }
        if (owner == Side.WHITE) {
            s.append(" transform=\"rotate(180 ")
                    .append(cx)
                    .append(' ')
                    .append(cy)
                    .append(")\"");
        }
        s.append('>').append(escape(String.valueOf(type.boardKanji()))).append("</text>\n");
    }

    /** The arrow of a board move, or the dropped piece on its square (in a corner when the square is taken). */
    private static void moveMarks(StringBuilder s, BoardPicture pic, Variant v, int left, int top) {
        if (pic.to() == null) {
            return;
        }
        int tx = x(pic.to(), v, left) + CELL / 2;
        int ty = y(pic.to(), top) + CELL / 2;
        if (pic.from() != null) {
            int fx = x(pic.from(), v, left) + CELL / 2;
            int fy = y(pic.from(), top) + CELL / 2;
            double length = Math.hypot(tx - fx, ty - fy);
            if (length > 0) {
                double ux = (tx - fx) / length;
                double uy = (ty - fy) / length;
                double ex = tx - ux * 12;
                double ey = ty - uy * 12;
                s.append("<g class=\"mark-arrow\" stroke=\"")
                        .append(MARK)
                        .append("\" fill=\"")
                        .append(MARK)
                        .append("\" stroke-width=\"3\" opacity=\"0.8\">\n");
                s.append("<line x1=\"")
                        .append(fx)
                        .append("\" y1=\"")
                        .append(fy)
                        .append("\" x2=\"")
                        .append(num(ex - ux * 10))
                        .append("\" y2=\"")
                        .append(num(ey - uy * 10))
                        .append("\"/>\n");
                s.append("<polygon stroke-width=\"1\" points=\"")
                        .append(num(ex))
                        .append(',')
                        .append(num(ey))
                        .append(' ')
                        .append(num(ex - ux * 14 - uy * 8))
                        .append(',')
                        .append(num(ey - uy * 14 + ux * 8))
                        .append(' ')
                        .append(num(ex - ux * 14 + uy * 8))
                        .append(',')
                        .append(num(ey - uy * 14 - ux * 8))
                        .append("\"/>\n</g>\n");
            }
        } else if (pic.dropped() != null && pic.mover() != null) {
            if (pic.position().pieceAt(pic.to()) == null) {
                piece(s, "mark-drop", pic.to(), pic.dropped(), pic.mover(), v, left, top, 0.85);
            } else {
                s.append("<text class=\"mark-drop\" data-square=\"")
                        .append(pic.to().usi())
                        .append("\" data-piece=\"")
                        .append(escape(pic.dropped().sfen(pic.mover())))
                        .append("\" x=\"")
                        .append(tx + CELL / 2 - 3)
                        .append("\" y=\"")
                        .append(ty - CELL / 2 + 14)
                        .append("\" font-size=\"13\" text-anchor=\"end\" fill=\"")
                        .append(MARK)
                        .append("\">")
                        .append(escape(String.valueOf(pic.dropped().boardKanji())))
                        .append("</text>\n");
            }
            s.append("<rect x=\"")
                    .append(tx - CELL / 2 + 2)
                    .append("\" y=\"")
                    .append(ty - CELL / 2 + 2)
                    .append("\" width=\"")
                    .append(CELL - 4)
                    .append("\" height=\"")
                    .append(CELL - 4)
                    .append("\" fill=\"none\" stroke=\"")
                    .append(MARK)
                    .append("\" stroke-width=\"2\" stroke-dasharray=\"4 3\"/>\n");
        }
    }

    /** A side's line: mark, side and player, the hand (a dropped kind marked), and whether it is to move. */
    private void handLine(StringBuilder s, BoardPicture pic, Side side, int y) {
        Position p = pic.position();
        String mark = side == Side.BLACK ? "☗" : "☖";
        String player = pic.player(side) == null ? "" : " " + pic.player(side);
        s.append("<text class=\"hand\" data-side=\"")
                .append(side.jsonName())
                .append("\" x=\"")
                .append(PAD)
                .append("\" y=\"")
                .append(y)
                .append("\" font-size=\"15\" fill=\"#111\">");
        s.append(escape(mark + " " + pic.sideName(side) + player + "　"));
        List<String> items = new ArrayList<>();
        List<Boolean> marked = new ArrayList<>();
        for (PieceType t : p.variant().handTypes()) {
            int n = p.handCount(side, t);
            if (n > 0) {
                // counted as the rank labels are: kanji in Japanese (歩九), digits in English (歩9)
                String count = n <= 1 ? "" : texts.lang() == Lang.JA ? BodWriter.kanjiNumber(n) : String.valueOf(n);
                items.add(t.kanji() + count);
                marked.add(side == pic.mover() && t == baseOf(pic.dropped(), p.variant()));
            }
        }
        String handLabel = texts.text("out.board.hand", "");
        s.append(escape(handLabel));
        if (items.isEmpty()) {
            s.append(escape(texts.text("out.board.handNone")));
        }
        for (int i = 0; i < items.size(); i++) {
            s.append(i == 0 ? "" : " ");
            if (marked.get(i)) {
                s.append("<tspan class=\"mark-hand\" fill=\"")
                        .append(MARK)
                        .append("\" font-weight=\"bold\" text-decoration=\"underline\">")
                        .append(escape(items.get(i)))
                        .append("</tspan>");
            } else {
                s.append(escape(items.get(i)));
            }
        }
        if (p.sideToMove() == side) {
            s.append("<tspan class=\"to-move\" fill=\"#0d47a1\" font-weight=\"bold\">")
                    .append(escape("　◀ " + texts.text("out.board.toMove", pic.sideName(side))))
                    .append("</tspan>");
        }
        s.append("</text>\n");
    }

    private static PieceType baseOf(PieceType type, Variant v) {
        return type == null ? null : v.pieceType(type.baseIndex());
    }

    private static int x(Square sq, Variant v, int left) {
        return left + (v.files() - sq.file()) * CELL;
    }

    private static int y(Square sq, int top) {
        return top + (sq.rank() - 1) * CELL;
    }

    private static String num(double d) {
        return String.format(Locale.ROOT, "%.1f", d);
    }
}
