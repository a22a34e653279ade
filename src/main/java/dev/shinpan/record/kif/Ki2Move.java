package dev.shinpan.record.kif;

import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.kif.RelativeMoveResolver.Horizontal;
import dev.shinpan.record.kif.RelativeMoveResolver.Vertical;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import java.util.List;

/**
 * One KI2 move as written ({@code ▲同銀右上成}), before its origin is known; or a pseudo-move such
 * as {@code △投了} (then only {@code word} is set).
 *
 * @param mark       the side the turn mark names
 * @param text       the move as written, located
 * @param word       the terminal word of a pseudo-move, or null
 * @param same       written {@code 同}
 * @param to         the destination, or null for {@code 同}
 * @param piece      the piece named (before the move)
 * @param horizontal 右/左/直, or null
 * @param vertical   上/寄/引 (行, 入 read as 上), or null
 * @param promote    成 written
 * @param drop       打 (or 合) written
 * @param from       an origin written in the old {@code (77)} style, or null
 * @param warnings   tolerated deviations
 */
record Ki2Move(
        Side mark,
        SourceText text,
        String word,
        boolean same,
        Square to,
        PieceType piece,
        Horizontal horizontal,
        Vertical vertical,
        boolean promote,
        boolean drop,
        Square from,
        List<Problem> warnings) {

    boolean isPseudoMove() {
        return word != null;
    }
}
