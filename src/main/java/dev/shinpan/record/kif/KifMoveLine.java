package dev.shinpan.record.kif;

import dev.shinpan.record.MoveTime;
import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import java.util.List;

/**
 * A numbered KIF move line as written, before {@code 同} is resolved: either a move or a terminal
 * word ({@code 投了}, {@code 中断}, …).
 *
 * @param ply      the move number written
 * @param line     the line it was read from
 * @param plyStart where the move number starts in the line's source
 * @param plyEnd   where the move number ends in the line's source (exclusive)
 * @param mark     the side a ▲/△ mark names, or null when there is none
 * @param text     the move or word as written (turn mark included, time excluded), located
 * @param word     the terminal word, or null for a move
 * @param named    the side a terminal word is said of ({@code 2 先手 反則負け}), or null: then it is
 *                 said of the side to move
 * @param same     whether the destination is written {@code 同}
 * @param to       the destination, or null when written {@code 同} (or for a word)
 * @param piece    the piece named (before the move)
 * @param promote  whether the move says 成
 * @param from     the origin, or null for a drop
 * @param time     the time field, or null
 * @param warnings tolerated deviations found on the line
 */
record KifMoveLine(
        int ply,
        TextLine line,
        int plyStart,
        int plyEnd,
        Side mark,
        SourceText text,
        String word,
        Side named,
        boolean same,
        Square to,
        PieceType piece,
        boolean promote,
        Square from,
        MoveTime time,
        List<Problem> warnings) {

    /** The move number, located; made only when a problem needs it. */
    SourceText plyText() {
        return line.at(plyStart - line.start(), plyEnd - line.start());
    }

    boolean isTerminal() {
        return word != null;
    }
}
