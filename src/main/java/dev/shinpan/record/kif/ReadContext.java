package dev.shinpan.record.kif;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * What the readers of one record share while reading: the variant, the problems found, the move
 * tree, and the start position once it is settled.
 *
 * <p>A problem in the main line is an ERROR and ends reading: what follows cannot be trusted. A
 * problem inside a variation (analysis, not the game) is a WARNING, and only the rest of that
 * variation is skipped.
 */
final class ReadContext {

    final List<Problem> problems = new ArrayList<>();
    final MoveTree tree = new MoveTree();
    private final Supplier<StartPosition> startSupplier;
    private StartPosition start;
    private Side startSide;
    /** The last move named by a position-only diagram ({@code 手数＝N …}), for a first move 同. */
    Square diagramLastMove;
    /** A main-line error ended reading. */
    boolean stopped;
    /** The rest of the current variation is being skipped. */
    boolean skipping;

    ReadContext(Supplier<StartPosition> startSupplier) {
        this.startSupplier = startSupplier;
    }

    /** The start position, settled on first use; null when it cannot be established. */
    StartPosition start() {
        if (start == null && !stopped) {
            start = startSupplier.get();
            if (start != null) {
                startSide = start.position().sideToMove();
            }
        }
        return start;
    }

    /** The variant of the settled start position. */
    Variant variant() {
        return start.variant();
    }

    boolean startSettled() {
        return start != null;
    }

    /** The side making move {@code ply} (1-based), given the start position. */
    Side sideAt(int ply) {
        return ply % 2 == 1 ? startSide : startSide.opponent();
    }

    Side startSide() {
        return startSide;
    }

    void warn(Problem problem) {
        problems.add(problem);
    }

    /** Adds an error that ends reading (also used outside the move section). */
    void stop(Problem error) {
        problems.add(error);
        stopped = true;
    }

    /**
     * A problem in the line being read: in the main line an ERROR that ends reading; in a
     * variation a WARNING, and the rest of that variation is skipped.
     */
    void fail(Problem problem) {
        if (tree.inVariation()) {
            problems.add(Problem.warning(problem.line(), problem.column(), problem.text(),
                    problem.message() + " (in a variation: the rest of it is skipped)"));
            skipping = true;
        } else {
            stop(problem.isError() ? problem
                    : Problem.error(problem.line(), problem.column(), problem.text(), problem.message()));
        }
    }

    /** The destination {@code 同} refers to for a move at this ply, or null when there is none. */
    Square previousDestination(int ply) {
        if (ply <= 1) {
            return diagramLastMove;
        }
        return tree.destinationOnPath(ply - 1);
    }

    /**
     * Records a terminal statement ({@code 投了}, a KI2 pseudo-move {@code △投了}) made after
     * {@code played} moves, when the mover of the next ply is to move.
     */
    void addTerminal(String word, int played, SourceText text, EndingOrigin origin) {
        StatedEnding stated = TerminalWords.meaning(word, sideAt(played + 1));
        if (stated == null) {
            warn(Problem.warning(text, "unknown terminal word '" + word
                    + "'; read as an interrupted game (expected 投了, 中断, 詰み, 千日手, 持将棋, 反則勝ち, …)"));
            stated = new StatedEnding(EndingReason.INTERRUPTED, null, null);
        }
        MoveTree.LineDraft line = tree.current();
        line.endings.add(new MoveTree.EndingDraft(stated, played, text, origin));
        line.closed = true;
    }
}
