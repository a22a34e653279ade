package dev.shinpan.record.kif;

import dev.shinpan.record.SourceText;
import java.util.ArrayList;
import java.util.List;

/**
 * The text of one KI2 move, which may run on over several lines ({@code ▲７六} / {@code 歩},
 * docs/formats.md deviation 32), with where each of its pieces stands, so that a problem inside
 * the move is located at the line and column of the character it concerns. Almost every move is
 * written in one piece, which costs nothing more than its text.
 */
final class MoveText {

    /** One piece of the move: where it starts in {@link #text} and where it stands in the record. */
    private record Piece(int offset, int line, int column) {
    }

    private String text;
    /** The text the move was made of, kept to stand for the whole move while it is unchanged. */
    private final SourceText first;
    private final int line;
    private final int column;
    /** The pieces after the first, once the move runs on; null while it is written in one. */
    private List<Piece> pieces;

    private MoveText(SourceText first) {
        this.text = first.text();
        this.first = first;
        this.line = first.line();
        this.column = first.column();
    }

    /** A move written in one piece. */
    static MoveText of(SourceText first) {
        return new MoveText(first);
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
        pieces.add(new Piece(text.length(), next.line(), next.column()));
        text = text + next.text();
    }

    /** Drops the blanks at the end, which belong to no move, and any piece that held only them. */
    void stripTrailingBlanks() {
        text = Chars.stripTrailingBlanks(text);
        while (pieces != null && pieces.size() > 1 && pieces.get(pieces.size() - 1).offset() >= text.length()) {
            pieces.remove(pieces.size() - 1);
        }
    }

    String text() {
        return text;
    }

    /** The whole move, located where it begins. */
    SourceText located() {
        return text == first.text() ? first : SourceText.of(text, line, column);
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
        return SourceText.of(text.substring(start, end), piece.line(), piece.column() + start - piece.offset());
    }

    /** The text from {@code start} to the end of the move, located where it begins. */
    SourceText from(int start) {
        return at(start, text.length());
    }
}
