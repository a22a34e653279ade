package dev.shinpan.record.kif;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.Problem;
import dev.shinpan.record.build.RecordSink;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.text.Message;

/**
 * KIF move lines: every line states its move number, origin and destination, so nothing needs the
 * board except {@code 同}, which takes the previous destination of the current path.
 *
 * <p>Move numbers are read as the editors users load these files into read them (ShogiHome's
 * tsshogi): a number lower than the next one, without a {@code 変化} line, starts a variation
 * replacing the move of that number; a first number above 1 is a numbering slip, unless a board
 * diagram says the game starts later ({@code 手数＝N}), and the moves are numbered from there. Both
 * are located warnings. A number that skips ahead means moves are missing: an error.
 */
final class KifMoves implements MoveLineReader {

    private final KakinokiParser reader;
    private KifMoveLineParser parser;
    /** The number of the last numbered line of the current line of play (a terminal word included). */
    private int lastNumber;
    /** Whether the first numbered line has been read, which fixes how the moves are numbered. */
    private boolean numbered;
    /** What the numbers as written add to the ply: the number of the first move, less one. */
    private int offset;

    KifMoves(KakinokiParser reader) {
        this.reader = reader;
    }

    /** The parser is made at the first move line, once the start position (so the variant) is settled. */
    @Override
    public void line(TextLine line) {
        RecordSink builder = reader.builder();
        if (parser == null) {
            parser = new KifMoveLineParser(reader.variant());
        }
        KifMoveLine m = parser.parse(line);
        if (m == null) {
            builder.problem(parser.error());
            return;
        }
        builder.problems(m.warnings());
        if (!numbered) {
            numbered = true;
            firstNumber(m, builder);
        }
        boolean closed = builder.lineClosed();
        int expected = closed ? lastNumber + 1 : builder.played() + 1 + offset;
        if (m.ply() < expected && m.ply() - offset >= 1) {
            if (!branchBack(m, expected, builder)) {
                return;
            }
            closed = false;
        } else if (m.ply() != expected) {
            builder.problem(Problem.error(m.plyText(), Message.of("read.kif.number-unexpected", m.ply(), expected)));
            return;
        }
        lastNumber = m.ply();
        if (closed) {
            if (!m.isTerminal()) {
                builder.problem(Problem.error(m.text(), Message.of("read.kakinoki.move-after-ending", "変化：N手")));
                return;
            }
            builder.problem(Problem.warning(m.text(), Message.of("read.kakinoki.second-ending")));
        }
        if (m.isTerminal()) {
            reader.terminal(m.word(), m.named(), builder.played(), m.text(), EndingOrigin.TERMINAL_MOVE, m.time());
            return;
        }
        Square to = m.to();
        if (m.same()) {
            to = builder.previousDestination();
            if (to == null) {
                builder.problem(Problem.error(m.text(), Message.of("read.kakinoki.same-without-move", "同", "７六")));
                return;
            }
        }
        builder.addMove(new WrittenMove(m.mark(), m.from(), to, m.piece(), null, m.promote()), m.text(), m.time());
    }

    /**
     * The first numbered line: numbered 1, or from where a board diagram's {@code 手数＝N} says the
     * game stands, or else a slip, warned of, after which the moves are numbered from there.
     */
    private void firstNumber(KifMoveLine m, RecordSink builder) {
        int first = m.ply();
        if (builder.inVariation()) {
            return;
        }
        builder.firstNumber(first); // the numbers as written are the ones a TD looks for
        if (first == 1) {
            return;
        }
        offset = first - 1;
        int before = reader.movesBeforeStart();
        if (before >= 0 ? first != before + 1 : !reader.startsFromDiagram()) {
            builder.problem(Problem.warning(
                    m.plyText(),
                    before >= 0
                            ? Message.of("read.kif.number-start-diagram", first, "手数＝" + before)
                            : Message.of("read.kif.number-start", first, "手数＝N")));
        }
    }

    /**
     * A number lower than the next one without a {@code 変化} line: a variation replacing the move
     * of that number, as ShogiHome reads it; false when there is no such move (an error then).
     */
    private boolean branchBack(KifMoveLine m, int expected, RecordSink builder) {
        int ply = m.ply() - offset;
        int last = builder.played() + offset;
        if (!builder.branch(ply, m.plyText())) {
            if (builder.treeCut()) {
                builder.skipVariation(); // past a limit on variations: said once, by the builder
            } else if (!builder.stopped()) {
                builder.problem(
                        Problem.error(m.plyText(), Message.of("read.kif.number-unexpected", m.ply(), expected)));
            }
            return false;
        }
        builder.problem(
                Problem.warning(m.plyText(), Message.of("read.kif.number-back", m.ply(), last, "変化：" + m.ply() + "手")));
        variationStarted(ply);
        return true;
    }

    @Override
    public boolean continues(TextLine line) {
        return false;
    }

    @Override
    public void flush() {}

    @Override
    public void variationStarted(int ply) {
        lastNumber = 0;
    }

    @Override
    public int plyOf(int written) {
        return written - offset;
    }
}
