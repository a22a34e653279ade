package dev.shinpan.record.kif;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.Problem;
import dev.shinpan.record.build.RecordBuilder;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.WrittenMove;

/**
 * KIF move lines: every line states its move number, origin and destination, so nothing needs the
 * board except {@code 同}, which takes the previous destination of the current path. Move numbers
 * are authoritative: a jump or a repeat is a located problem.
 */
final class KifMoves implements MoveSection {

    private final KakinokiParser reader;
    private KifMoveLineParser parser;
    /** The number of the last numbered line of the current line of play (a terminal word included). */
    private int lastNumber;

    KifMoves(KakinokiParser reader) {
        this.reader = reader;
    }

    /** The parser is made at the first move line, once the start position (so the variant) is settled. */
    @Override
    public void line(TextLine line) {
        RecordBuilder builder = reader.builder();
        if (parser == null) {
            parser = new KifMoveLineParser(reader.variant());
        }
        KifMoveLineParser.Result result = parser.parse(line);
        if (result.error() != null) {
            builder.fail(result.error());
            return;
        }
        KifMoveLine m = result.line();
        m.warnings().forEach(builder::warn);
        boolean closed = builder.lineClosed();
        int expected = closed ? lastNumber + 1 : builder.nextPly();
        if (m.ply() != expected) {
            builder.fail(Problem.error(m.plyText(), "move number " + m.ply() + " where " + expected
                    + " was expected (moves missing or repeated)"));
            return;
        }
        lastNumber = m.ply();
        if (closed) {
            if (!m.isTerminal()) {
                builder.fail(Problem.error(m.text(), "a move after the line's ending statement (expected 変化：N手 or nothing)"));
                return;
            }
            builder.warn(Problem.warning(m.text(), "a further ending statement after the line's ending; kept"));
        }
        if (m.isTerminal()) {
            reader.terminal(m.word(), builder.played(), m.text(), EndingOrigin.TERMINAL_MOVE);
            return;
        }
        Square to = m.to();
        if (m.same()) {
            to = builder.previousDestination();
            if (to == null) {
                builder.fail(Problem.error(m.text(), "同 (same square) but there is no previous move (expected a square such as ７六)"));
                return;
            }
        }
        builder.addMove(new WrittenMove(m.mark(), m.from(), to, m.piece(), null, m.promote()), m.text(), m.time());
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
        lastNumber = 0;
    }
}
