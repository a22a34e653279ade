package dev.shinpan.record.kif;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RelativeMoveResolver;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Violation;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.text.Catalogue;

/**
 * KI2 moves: any number per line, each starting at its turn mark, possibly wrapped onto the next
 * line. A KI2 move names no origin, so each is resolved on the board by the JSA modifier rules
 * ({@link RelativeMoveResolver}) while the line is replayed. Illegal moves are played anyway where
 * that is physically possible (judging them is the referee's job); a move that cannot be carried
 * out, or whose origin is ambiguous, is a located problem and never a guess.
 */
final class Ki2Moves implements MoveSection {

    private final ReadContext ctx;
    private Ki2MoveParser parser;
    private Position position;
    private MoveJudge judge;
    /** The last move of the previous line, kept until we know the next line does not continue it. */
    private StringBuilder pending;
    private SourceText pendingAt;

    Ki2Moves(ReadContext ctx) {
        this.ctx = ctx;
    }

    @Override
    public void line(TextLine line) {
        flush();
        tokens(line, Chars.skipBlanks(line.text(), 0));
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
        int next = nextMark(text, start);
        String head = text.substring(start, next);
        String alone = Chars.stripTrailingBlanks(pending.toString());
        if (reads(alone) && !reads(alone + head)) {
            return false;
        }
        pending.append(head);
        if (next < text.length()) {
            flush();
            tokens(line, next);
        }
        return true;
    }

    /** Splits a line at its turn marks; the last move waits for a possible continuation. */
    private void tokens(TextLine line, int from) {
        String text = line.text();
        int start = from;
        while (start < text.length() && !ctx.stopped && !ctx.skipping) {
            int end = nextMark(text, start + 1);
            if (end >= text.length()) {
                pending = new StringBuilder(text.substring(start));
                pendingAt = line.at(start);
                return;
            }
            move(line.at(start, end));
            start = end;
        }
    }

    private static int nextMark(String text, int from) {
        for (int i = from; i < text.length(); i++) {
            if (Chars.turnMark(text.charAt(i)) != null) {
                return i;
            }
        }
        return text.length();
    }

    @Override
    public void flush() {
        if (pending != null) {
            SourceText token = SourceText.of(Chars.stripTrailingBlanks(pending.toString()), pendingAt.line(),
                    pendingAt.column());
            pending = null;
            if (!ctx.stopped && !ctx.skipping) {
                move(token);
            }
        }
    }

    private boolean reads(String token) {
        return parser().parse(SourceText.of(token, 0, 0)).error() == null;
    }

    /** The move parser of the record's variant, once the start position is settled. */
    private Ki2MoveParser parser() {
        if (parser == null && ctx.start() != null) {
            parser = new Ki2MoveParser(ctx.variant());
        }
        return parser;
    }

    private void move(SourceText written) {
        SourceText token = SourceText.of(Chars.stripTrailingBlanks(written.text()), written.line(), written.column());
        StartPosition start = ctx.start();
        if (start == null) {
            return;
        }
        if (position == null) {
            reset(start);
        }
        Ki2MoveParser.Result result = parser().parse(token);
        if (result.error() != null) {
            ctx.fail(result.error());
            return;
        }
        Ki2Move m = result.move();
        m.warnings().forEach(ctx::warn);
        MoveTree.LineDraft current = ctx.tree.current();
        if (current.closed) {
            ctx.fail(Problem.error(token, "a move after the line's ending statement (expected 変化：N手 or nothing)"));
            return;
        }
        int ply = current.nextPly();
        if (m.isPseudoMove()) {
            if (m.mark() != ctx.sideAt(ply)) {
                ctx.warn(Problem.warning(token, "turn mark of " + m.mark().jsonName() + " but "
                        + ctx.sideAt(ply).jsonName() + " is to move; the statement is read for the side to move"));
            }
            ctx.addTerminal(m.word(), ply - 1, token, EndingOrigin.OTHER);
            return;
        }
        Square to = m.to();
        if (m.same()) {
            to = ctx.previousDestination(ply);
            if (to == null) {
                ctx.fail(Problem.error(token, "同 (same square) but there is no previous move (expected a square such as ７六)"));
                return;
            }
        }
        Square from = m.from();
        boolean drop = m.drop() && from == null;
        if (from == null && !drop) {
            RelativeMoveResolver.Resolution r = RelativeMoveResolver.resolve(position, to, m.piece(), m.vertical(),
                    m.horizontal(), false);
            if (!r.ok()) {
                ctx.fail(Problem.error(token, "cannot tell which piece moves: " + r.error() + " (expected modifiers 右/左/直 and 上/寄/引 that single one out)"));
                return;
            }
            from = r.from();
            drop = r.drop();
        }
        WrittenMove move = new WrittenMove(m.mark(), drop ? null : from, to, m.piece(), null, m.promote());
        if (!play(move, token)) {
            return;
        }
        ctx.tree.add(new MoveTree.MoveDraft(ply, move, token, null));
    }

    /** Plays the move, legal or not; false (after reporting) when it cannot be carried out at all. */
    private boolean play(WrittenMove move, SourceText token) {
        if (judge.playAsWritten(move)) {
            return true;
        }
        Violation why = judge.explain(move);
        ctx.fail(Problem.error(token, "the move cannot be carried out on the board"
                + (why == null ? "" : ": " + Catalogue.ENGLISH.render(why.explanation()))));
        return false;
    }

    @Override
    public void variationStarted(int ply) {
        StartPosition start = ctx.start();
        if (start == null) {
            return;
        }
        reset(start);
        for (MoveTree.MoveDraft m : ctx.tree.pathBefore(ply)) {
            if (!play(m.move, m.text)) {
                return;
            }
        }
    }

    private void reset(StartPosition start) {
        position = start.position();
        judge = new MoveJudge(position);
    }
}
