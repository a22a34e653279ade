package dev.shinpan.adjudicate;

import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.WrittenMove;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The move a CSA server refused, as shogi-server logs it in a comment:
 * {@code 'ILLEGAL_MOVE(+2625FU)}. The move itself is not in the record, so only this note tells
 * what the foul was.
 */
final class RefusedMove {

    private static final Pattern CSA_MOVE = Pattern.compile("([+-])([0-9])([0-9])([1-9])([1-9])([A-Z]{2})");

    private RefusedMove() {
    }

    /** The move in the note, or null when the note holds no CSA move this variant knows. */
    static WrittenMove parse(String note, Variant variant) {
        Matcher m = CSA_MOVE.matcher(note);
        if (!m.find()) {
            return null;
        }
        PieceType piece = variant.byName(m.group(6)).orElse(null);
        if (piece == null) {
            return null;
        }
        Side side = m.group(1).equals("+") ? Side.BLACK : Side.WHITE;
        int fromFile = m.group(2).charAt(0) - '0';
        int fromRank = m.group(3).charAt(0) - '0';
        Square from = fromFile == 0 ? null : fromRank == 0 ? null : new Square(fromFile, fromRank);
        if (fromFile == 0 != (fromRank == 0)) {
            return null;
        }
        Square to = new Square(m.group(4).charAt(0) - '0', m.group(5).charAt(0) - '0');
        return WrittenMove.csa(side, from, to, piece);
    }
}
