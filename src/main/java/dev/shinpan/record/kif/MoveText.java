package dev.shinpan.record.kif;

import dev.shinpan.record.SourceText;
import java.util.ArrayList;
import java.util.List;

/**
 * The text of one KI2 move, which may run on over several lines ({@code ▲７六} / {@code 歩},
 * docs/formats.md deviation 32), with where each of its pieces stands, so that a problem inside
 * the move is located at the line and column of the character it concerns.
 */
final class MoveText {

    /** One piece of the move: where it starts in {@link #text} and where it stands in the record. */
    private record Piece(int offset, int line, int column) {
    }

    private final StringBuilder text = new StringBuilder();
    private final List<Piece> pieces = new ArrayList<>(2);

    private MoveText() {
    }

    /** A move written in one piece. */
    static MoveText of(SourceText first) {
        MoveText move = new MoveText();
        move.pieces.add(new Piece(0, first.line(), first.column()));
        move.text.append(first.text());
        return move;
    }

    /** Continues the move with text from a later line. */
    void append(SourceText next) {
        if (!next.text().isEmpty()) {
            pieces.add(new Piece(text.length(), next.line(), next.column()));
            text.append(next.text());
        }
    }

    /** Drops the blanks at the end, which belong to no move, and any piece that held only them. */
    void stripTrailingBlanks() {
        text.setLength(Chars.stripTrailingBlanks(text.toString()).length());
        while (pieces.size() > 1 && pieces.get(pieces.size() - 1).offset() >= text.length()) {
            pieces.remove(pieces.size() - 1);
        }
    }

    String text() {
        return text.toString();
    }

    /** The whole move, located where it begins. */
    SourceText located() {
        Piece first = pieces.get(0);
        return SourceText.of(text(), first.line(), first.column());
    }

    /** The text from {@code start} to {@code end}, located where the character at {@code start} stands. */
    SourceText at(int start, int end) {
        Piece piece = pieces.get(0);
        for (Piece p : pieces) {
            if (p.offset() <= start) {
                piece = p;
            }
        }
        return SourceText.of(text.substring(start, end), piece.line(), piece.column() + start - piece.offset());
    }

    /** The text from {@code start} to the end of the move, located where it begins. */
    SourceText from(int start) {
        return at(start, text.length());
    }
}
