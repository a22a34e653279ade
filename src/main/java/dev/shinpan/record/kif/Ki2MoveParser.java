package dev.shinpan.record.kif;

import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.kif.RelativeMoveResolver.Horizontal;
import dev.shinpan.record.kif.RelativeMoveResolver.Vertical;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import dev.shinpan.text.Message;
import java.util.List;

/**
 * Reads one KI2 move (docs/formats.md §2.1): {@code mark (dest|同) piece [右|左|直] [上|寄|引|行]
 * [成|不成|生|打|合] [(xy)]}. Destinations may be {@code ７六}, {@code ７６} or {@code 76}.
 */
final class Ki2MoveParser {

    private final Variant variant;
    private final PieceNames.Table names;
    /** The error that stopped reading the last move, or null when it was read. */
    private Problem error;

    Ki2MoveParser(Variant variant) {
        this.variant = variant;
        this.names = PieceNames.table(variant);
    }

    /**
     * The move read, or null after an error, which {@link #error()} then tells.
     *
     * @param token the move's text from its turn mark on, located piece by piece
     */
    Ki2Move parse(Ki2MoveText token) {
        error = null;
        // read where the move stands in its line's characters: indexes below count from the move's start
        char[] c = token.chars();
        int base = token.offset();
        int n = token.length();
        Side mark = Chars.turnMark(c[base]);
        List<Problem> warnings = List.of();
        int i = skipBlanks(c, base, 1, n);
        if (i >= n) {
            return error(token, i, Message.of("read.ki2.move-missing"));
        }
        char first = c[base + i];
        if (!(first == '同' || first == '仝' || Chars.digit(first) > 0)) {
            String word = Chars.stripBlanks(new String(c, base + i, n - i));
            return new Ki2Move(
                    mark, token.located(), word, false, null, null, null, null, false, false, null, warnings);
        }
        boolean same = false;
        Square to = null;
        if (first == '同' || first == '仝') {
            same = true;
            i = skipBlanks(c, base, i + 1, n);
        } else {
            int rank = i + 1 < n ? Chars.rank(c[base + i + 1]) : 0;
            if (rank == 0) {
                return error(token, i, Message.of("read.destination", "７六, ７６, 76", "同"));
            }
            to = Square.of(Chars.digit(first), rank);
            if (!variant.contains(to)) {
                return error(token, i, Message.of("read.square-off-board", to.label()));
            }
            i += 2;
        }
        PieceNames.Found found = names.find(c, base + i, base + n);
        if (found == null) {
            return error(token, i, Message.of("read.piece", "歩, 銀", "成銀"));
        }
        PieceType piece = found.type();
        i += found.length();
        Horizontal horizontal = null;
        if (i < n) {
            horizontal = switch (c[base + i]) {
                case '右' -> Horizontal.RIGHT;
                case '左' -> Horizontal.LEFT;
                case '直' -> Horizontal.STRAIGHT;
                default -> null;
            };
            if (horizontal != null) {
                i++;
            }
        }
        Vertical vertical = null;
        if (i < n) {
            char v = c[base + i];
            vertical = switch (v) {
                case '上', '行', '入' -> Vertical.UP;
                case '寄' -> Vertical.SIDEWAYS;
                case '引' -> Vertical.DOWN;
                default -> null;
            };
            if (v == '入') {
                // the only warning a move can have: its list is made here, not for every move
                warnings = List.of(Problem.warning(token.at(i, i + 1), Message.of("read.ki2.modifier-in", "入", "上")));
            }
            if (vertical != null) {
                i++;
            }
        }
        boolean promote = false;
        boolean drop = false;
        char word = i < n ? c[base + i] : 0;
        if (word == '不' && i + 1 < n && c[base + i + 1] == '成') {
            i += 2;
        } else if (word == '成') {
            promote = true;
            i++;
        } else if (word == '生') {
            i++;
        } else if (word == '打' || word == '合') {
            drop = true;
            i++;
        }
        Square from = null;
        if (i + 3 < n && c[base + i] == '(' && c[base + i + 3] == ')') {
            char fileChar = c[base + i + 1];
            char rankChar = c[base + i + 2];
            int file = Chars.digit(fileChar);
            int rank = Chars.digit(rankChar);
            if (file > 0 && rank > 0 && variant.contains(Square.of(file, rank))) {
                from = Square.of(file, rank);
            } else if (!(fileChar == '0' && rankChar == '0')) {
                return error(token, i, Message.of("read.origin-range", "99"));
            } else {
                drop = true;
            }
            i += 4;
        }
        i = skipBlanks(c, base, i, n);
        if (i < n) {
            return error(token, i, Message.of("read.ki2.after-move", "右左直 上寄引", "成/不成/打"));
        }
        return new Ki2Move(
                mark, token.located(), null, same, to, piece, horizontal, vertical, promote, drop, from, warnings);
    }

    /** The first index at or after {@code i} of a move {@code c[base, base + n)} that is no blank, or {@code n}. */
    private static int skipBlanks(char[] c, int base, int i, int n) {
        return Chars.skipBlanks(c, base + i, base + n) - base;
    }

    /** The error that stopped reading the last move given to {@link #parse}, or null when it was read. */
    Problem error() {
        return error;
    }

    /** The error located where the character at {@code index} stands, naming the text from there on. */
    private Ki2Move error(Ki2MoveText token, int index, Message message) {
        SourceText rest = token.from(index);
        error = Problem.error(rest.line(), rest.column(), rest.text().isEmpty() ? token.text() : rest.text(), message);
        return null;
    }
}
