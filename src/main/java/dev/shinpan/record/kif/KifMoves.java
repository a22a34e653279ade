package dev.shinpan.record.kif;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.Problem;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.WrittenMove;

/**
 * KIF move lines: every line states its move number, origin and destination, so nothing needs the
 * board except {@code 同}, which takes the previous destination of the current path. Move numbers
 * are authoritative: a jump or a repeat is a located problem.
 */
final class KifMoves implements MoveSection {

    private final ReadContext ctx;
    private KifMoveLineParser parser;

    KifMoves(ReadContext ctx) {
        this.ctx = ctx;
    }

    /** The parser is made at the first move line, once the start position (so the variant) is settled. */
    @Override
    public void line(TextLine line) {
        if (parser == null) {
            parser = new KifMoveLineParser(ctx.variant());
        }
        KifMoveLineParser.Result result = parser.parse(line);
        if (result.error() != null) {
            ctx.fail(result.error());
            return;
        }
        KifMoveLine m = result.line();
        m.warnings().forEach(ctx::warn);
        MoveTree.LineDraft current = ctx.tree.current();
        int expected = current.closed ? current.lastNumber + 1 : current.nextPly();
        if (m.ply() != expected) {
            ctx.fail(Problem.error(m.plyText(), "move number " + m.ply() + " where " + expected
                    + " was expected (moves missing or repeated)"));
            return;
        }
        current.lastNumber = m.ply();
        if (current.closed) {
            if (!m.isTerminal()) {
                ctx.fail(Problem.error(m.text(), "a move after the line's ending statement (expected 変化：N手 or nothing)"));
                return;
            }
            ctx.warn(Problem.warning(m.text(), "a further ending statement after the line's ending; kept"));
        }
        if (m.isTerminal()) {
            ctx.addTerminal(m.word(), current.lastPly(), m.text(), EndingOrigin.TERMINAL_MOVE);
            return;
        }
        Square to = m.to();
        if (m.same()) {
            to = ctx.previousDestination(m.ply());
            if (to == null) {
                ctx.fail(Problem.error(m.text(), "同 (same square) but there is no previous move (expected a square such as ７六)"));
                return;
            }
        }
        WrittenMove move = new WrittenMove(m.mark(), m.from(), to, m.piece(), null, m.promote());
        ctx.tree.add(new MoveTree.MoveDraft(m.ply(), move, m.text(), m.time()));
    }

    @Override
    public boolean continues(TextLine line) {
        return false;
    }

    @Override
    public void flush() {
    }

    @Override
    public void variationStarted(int ply) {
    }
}
