package dev.shinpan.record.kif;

import dev.shinpan.rules.Piece;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a position as a KIF board diagram (BOD, docs/formats.md §1.4): White's hand, the board with
 * {@code v} marking White's pieces, Black's hand, and {@code 後手番} when White is to move. Works
 * for any board size (Tori Shogi's 7×7 too).
 */
public final class BodWriter {

    private BodWriter() {}

    /** The diagram, lines separated by {@code \n}, ending with a newline. */
    public static String of(Position p) {
        return of(p, "先手", "後手");
    }

    /** The diagram with the given names for Black and White (e.g. 下手 / 上手 in handicap games). */
    public static String of(Position p, String blackName, String whiteName) {
        Variant v = p.variant();
        StringBuilder sb = new StringBuilder();
        sb.append(whiteName).append("の持駒：").append(hand(p, Side.WHITE)).append('\n');
        sb.append(' ');
        for (int file = v.files(); file >= 1; file--) {
            sb.append(' ').append(Square.wideDigit(file));
        }
        sb.append('\n');
        String border = "+" + "-".repeat(v.files() * 3) + "+\n";
        sb.append(border);
        for (int rank = 1; rank <= v.ranks(); rank++) {
            sb.append('|');
            for (int file = v.files(); file >= 1; file--) {
                Piece piece = p.pieceAt(new Square(file, rank));
                if (piece == null) {
                    sb.append(" ・");
                } else {
                    sb.append(piece.owner() == Side.WHITE ? 'v' : ' ')
                            .append(piece.type().boardKanji());
                }
            }
            sb.append('|').append(Square.kanjiDigit(rank)).append('\n');
        }
        sb.append(border);
        sb.append(blackName).append("の持駒：").append(hand(p, Side.BLACK)).append('\n');
        if (p.sideToMove() == Side.WHITE) {
            sb.append(whiteName).append("番\n");
        }
        return sb.toString();
    }

    /** A hand as KIF writes it: {@code 飛　金二　歩十八}, or {@code なし}. */
    public static String hand(Position p, Side side) {
        List<String> items = new ArrayList<>();
        for (PieceType t : p.variant().handTypes()) {
            int n = p.handCount(side, t);
            if (n > 0) {
                items.add(t.kanji() + (n > 1 ? kanjiNumber(n) : ""));
            }
        }
        return items.isEmpty() ? "なし" : String.join("　", items) + "　";
    }

    /** 2 → 二, 10 → 十, 18 → 十八. */
    public static String kanjiNumber(int n) {
        if (n < 1 || n > 99) {
            throw new IllegalArgumentException("no kanji number for " + n);
        }
        String tens = n >= 20 ? Square.kanjiDigit(n / 10) + "十" : n >= 10 ? "十" : "";
        int units = n % 10;
        return tens + (units == 0 ? "" : String.valueOf(Square.kanjiDigit(units)));
    }
}
