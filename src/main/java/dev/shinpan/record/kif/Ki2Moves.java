package dev.shinpan.record.kif;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.build.RecordSink;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.text.Message;

/**
 * KI2 moves: any number per line, each starting at its turn mark, possibly wrapped onto the next
 * line. A KI2 move names no origin, so each is resolved on the board of the current path by the
 * JSA modifier rules ({@link RelativeMoveResolver}), for the side its mark names. Every move whose
 * piece is identified is read as written, fouls included (a move out of turn, a drop of a piece
 * not in hand or onto an occupied square): judging them is the referee's job. Only a move whose
 * piece cannot be identified is a located problem, never a guess; after a move the board cannot
 * carry out, a later move that needs the board to find its piece is one.
 */
final class Ki2Moves implements MoveLineReader {

    private final KakinokiParser reader;
    private Ki2MoveParser parser;
    /** The last move of the previous line, kept until we know the next line does not continue it. */
    private Ki2MoveText pending;

    Ki2Moves(KakinokiParser reader) {
        this.reader = reader;
    }

    @Override
    public void line(TextLine line) {
        flush();
        tokens(line, Chars.skipBlanks(line.chars(), line.start(), line.end()) - line.start());
    }

    /**
     * A line that is no move line continues the last move when that move is incomplete without it
     * ({@code ▲７六} / {@code 歩}), or still reads as a move with it ({@code ▲２二角} / {@code 成}).
     * Anything else (a stray note) is not glued to the move.
     */
    @Override
    public boolean continues(TextLine line) {
        if (pending == null || parser() == null) {
            return false;
        }
        String text = line.text();
        int start = Chars.skipBlanks(text, 0);
        int next = nextMark(line.chars(), line.start(), text.length(), start);
        String head = text.substring(start, next);
        String alone = Chars.stripTrailingBlanks(pending.text());
        if (reads(alone) && !reads(alone + head)) {
            return false;
        }
        pending.append(line.at(start, next));
        if (next < text.length()) {
            flush();
            tokens(line, next);
        }
        return true;
    }

    /** Splits a line at its turn marks; the last move waits for a possible continuation. */
    private void tokens(TextLine line, int from) {
        RecordSink builder = reader.builder();
        // indexes below count from the line's start; the line is read in its source's characters
        char[] chars = line.chars();
        int base = line.start();
        int length = line.end() - base;
        int start = from;
        while (start < length && !builder.stopped() && !builder.skipping()) {
            int end = nextMark(chars, base, length, start + 1);
            if (end >= length) {
                pending = Ki2MoveText.of(line, start, length);
                return;
            }
            // the blanks before the next mark belong to no move: leave them out of the text now
            // rather than copy the move twice
            int last = end;
            while (last > start && Chars.isBlank(chars[base + last - 1])) {
                last--;
            }
            move(Ki2MoveText.of(line, start, last));
            start = end;
        }
    }

    /** The line-relative index of the first turn mark at or after {@code from}, or {@code length}. */
    private static int nextMark(char[] chars, int base, int length, int from) {
        for (int i = from; i < length; i++) {
            if (Chars.turnMark(chars[base + i]) != null) {
                return i;
            }
        }
        return length;
    }

    @Override
    public void flush() {
        if (pending != null) {
            Ki2MoveText token = pending;
            pending = null;
            RecordSink builder = reader.builder();
            if (!builder.stopped() && !builder.skipping()) {
                move(token);
            }
        }
    }

    private boolean reads(String token) {
        return parser().parse(Ki2MoveText.of(SourceText.of(token, 0, 0))) != null;
    }

    /** The move parser of the record's variant, once the start position is settled. */
    private Ki2MoveParser parser() {
        if (parser == null && reader.start() != null) {
            parser = new Ki2MoveParser(reader.variant());
        }
        return parser;
    }

    private void move(Ki2MoveText written) {
        if (reader.start() == null) {
            return;
        }
        written.stripTrailingBlanks();
        RecordSink builder = reader.builder();
        Ki2Move m = parser().parse(written);
        if (m == null) {
            builder.problem(parser().error());
            return;
        }
        SourceText token = m.text();
        builder.problems(m.warnings());
        if (builder.lineClosed()) {
            builder.problem(Problem.error(token, Message.of("read.kakinoki.move-after-ending", "変化：N手")));
            return;
        }
        int ply = builder.played() + 1;
        if (m.isPseudoMove()) {
            if (m.mark() != builder.sideToMove()) {
                builder.problem(Problem.warning(
                        token, Message.of("read.ki2.mark-not-to-move", m.mark(), builder.sideToMove())));
            }
            reader.terminal(m.word(), null, ply - 1, token, EndingOrigin.OTHER);
            return;
        }
        Square to = m.to();
        if (m.same()) {
            to = builder.previousDestination();
            if (to == null) {
                builder.problem(Problem.error(token, Message.of("read.kakinoki.same-without-move", "同", "７六")));
                return;
            }
        }
        Square from = m.from();
        boolean drop = m.drop() && from == null;
        if (from == null && !drop) {
            Position board = builder.board();
            if (board == null) {
                builder.problem(Problem.error(
                        token,
                        Message.of(
                                "read.origin-unknown",
                                Message.of("read.origin-unknown.board-lost", builder.boardLostAt()))));
                return;
            }
            // The modifiers describe the pieces of the side the mark names, also out of turn.
            RelativeMoveResolver.Resolution r =
                    RelativeMoveResolver.resolve(board, m.mark(), to, m.piece(), m.vertical(), m.horizontal(), false);
            if (!r.ok()) {
                builder.problem(Problem.error(token, Message.of("read.ki2.which-piece", r.error())));
                return;
            }
            from = r.from();
            drop = r.drop();
        }
        builder.addMove(new WrittenMove(m.mark(), drop ? null : from, to, m.piece(), null, m.promote()), token, null);
    }

    @Override
    public void variationStarted(int ply) {
        // the cursor takes the board back to the branch point by itself
    }
}
