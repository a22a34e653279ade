package dev.shinpan.record.kif;

import dev.shinpan.record.SourceText;
import java.util.ArrayList;
import java.util.List;

/**
 * The text of one KI2 move, which may run on over several lines ({@code ▲７六} / {@code 歩},
 * docs/formats.md deviation 32), with where each of its pieces stands, so that a problem inside
 * the move is located at the line and column of the character it concerns. Almost every move is
 * written in one piece: it is then read where it stands in the line's characters, and its text is
 * copied out only when a report asks for it.
 */
final class Ki2MoveText {

    /** One piece of the move: where it starts in {@link #text} and where it stands in the record. */
    private record Piece(int offset, int line, int column) {}

    /** The characters the move is read from, {@code chars[from, to)}: the line's, or the joined text's. */
    private char[] chars;

    private int from;
    private int to;
    /** The text once copied out or joined; null while the move is only a stretch of its line. */
    private String text;
    /** The text the move was made of, kept to stand for the whole move while it is unchanged. */
    private final SourceText first;

    private final int line;
    private final int column;
    /** The pieces after the first, once the move runs on; null while it is written in one. */
    private List<Piece> pieces;
    /** Whether the text is no longer {@link #first}'s: joined with a later line, or blanks dropped. */
    private boolean changed;

    private Ki2MoveText(SourceText first, char[] chars, int from, int to) {
        this.first = first;
        this.line = first.line();
        this.column = first.column();
        this.chars = chars;
        this.from = from;
        this.to = to;
    }

    /** A move written in one piece, {@code line[start, end)} (indexes in the line's own text). */
    static Ki2MoveText of(TextLine line, int start, int end) {
        return new Ki2MoveText(line.at(start, end), line.chars(), line.start() + start, line.start() + end);
    }

    /** A move written in one piece, given as text. */
    static Ki2MoveText of(SourceText first) {
        Ki2MoveText move = new Ki2MoveText(first, null, 0, 0);
        move.join(first.text());
        return move;
    }

    /** Continues the move with text from a later line. */
    void append(SourceText next) {
        if (next.text().isEmpty()) {
            return;
        }
        if (pieces == null) {
            pieces = new ArrayList<>(2);
            pieces.add(new Piece(0, line, column));
        }
        String before = text();
        pieces.add(new Piece(before.length(), next.line(), next.column()));
        join(before + next.text());
        changed = true;
    }

    /** Drops the blanks at the end, which belong to no move, and any piece that held only them. */
    void stripTrailingBlanks() {
        while (to > from && Chars.isBlank(chars[to - 1])) {
            to--;
            changed = true;
        }
        if (text != null && text.length() != to - from) {
            text = text.substring(0, to - from);
        }
        while (pieces != null
                && pieces.size() > 1
                && pieces.get(pieces.size() - 1).offset() >= length()) {
            pieces.remove(pieces.size() - 1);
        }
    }

    private void join(String joined) {
        text = joined;
        chars = joined.toCharArray();
        from = 0;
        to = chars.length;
    }

    /** The characters the move is read from; the move is {@code chars()[offset(), offset() + length())}. */
    char[] chars() {
        return chars;
    }

    int offset() {
        return from;
    }

    int length() {
        return to - from;
    }

    String text() {
        if (text == null) {
            text = new String(chars, from, to - from);
        }
        return text;
    }

    /** The whole move, located where it begins. */
    SourceText located() {
        return changed ? SourceText.of(text(), line, column) : first;
    }

    /** The text from {@code start} to {@code end}, located where the character at {@code start} stands. */
    SourceText at(int start, int end) {
        Piece piece = new Piece(0, line, column);
        if (pieces != null) {
            for (Piece p : pieces) {
                if (p.offset() <= start) {
                    piece = p;
                }
            }
        }
        return SourceText.of(text().substring(start, end), piece.line(), piece.column() + start - piece.offset());
    }

    /** The text from {@code start} to the end of the move, located where it begins. */
    SourceText from(int start) {
        return at(start, length());
    }
}
