package dev.shinpan.record.build;

import dev.shinpan.record.Limits;
import dev.shinpan.record.Line;
import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * The lines of one record as they are read, and the <em>current path</em>: the main line, or the
 * variation being read preceded by the lines it branches from. Moves go to the last line of the
 * path; a variation replaces a move of the path and becomes its last line. Nothing is recursive:
 * lines are built from the deepest up, so variations nest as deep as the limits allow.
 */
final class LineTree {

    /** Room for the main line of most games (about 120 moves), so its list rarely grows. */
    private static final int MAIN_LINE_CAPACITY = 128;

    private final Limits limits;
    private final ProblemLog problems;
    /** Every line, in the order they were opened: a variation always comes after its parent. */
    private final List<LineDraft> lines = new ArrayList<>();
    /** The lines of the current path, the main line first. */
    private final List<LineDraft> path = new ArrayList<>();
    /** The last line of the path, where moves go: asked for on every move. */
    private LineDraft current;
    /** A limit on variations was passed: the variations after it are skipped. */
    private boolean cut;

    LineTree(Limits limits, ProblemLog problems) {
        this.limits = limits;
        this.problems = problems;
        LineDraft main = new LineDraft(1, 0, MAIN_LINE_CAPACITY);
        lines.add(main);
        path.add(main);
        current = main;
    }

    /** The last line of the current path, where moves go. */
    LineDraft current() {
        return current;
    }

    boolean inVariation() {
        return path.size() > 1;
    }

    /** Whether a limit on variations was passed, so that every later variation is skipped. */
    boolean cut() {
        return cut;
    }

    /** The move at {@code ply} of the current path, leaving the lines that begin at or after it; null when none. */
    MoveDraft pathMoveAt(int ply) {
        int depth = path.size();
        while (depth > 1 && path.get(depth - 1).startPly >= ply) {
            depth--;
        }
        return path.get(depth - 1).moveAt(ply);
    }

    /**
     * Opens a variation replacing {@code replaced}, which lies on the current path, and makes it
     * current. False, changing nothing, when a limit on variations is passed: then one located
     * warning names the limit, and every variation from here on is refused, so that a book of
     * thousands of variations is still judged by its main line.
     */
    boolean branch(MoveDraft replaced, SourceText at) {
        if (cut) {
            return false;
        }
        if (lines.size() - 1 >= limits.variations()) {
            cut(at, "read.limit.variations", Limits.VARIATIONS, limits.variations());
            return false;
        }
        LineDraft parent = replaced.line;
        if (parent.depth + 1 > limits.variationDepth()) {
            cut(at, "read.limit.variation-depth", Limits.VARIATION_DEPTH, limits.variationDepth());
            return false;
        }
        leaveTo(parent);
        LineDraft variation = new LineDraft(replaced.ply, parent.depth + 1);
        replaced.alternative(variation);
        lines.add(variation);
        path.add(variation);
        current = variation;
        return true;
    }

    private void cut(SourceText at, String key, String name, int limit) {
        problems.add(Problem.warning(at, Message.of(key, limit, name + "=" + limit)));
        cut = true;
    }

    /** Leaves the lines of the current path below {@code line}, which must lie on it. */
    void leaveTo(LineDraft line) {
        int depth = path.size();
        while (depth > 0 && path.get(depth - 1) != line) {
            depth--;
        }
        if (depth == 0) {
            throw new IllegalStateException("the line is not on the current path");
        }
        while (path.size() > depth) {
            path.remove(path.size() - 1);
        }
        current = line;
    }

    /** The main line, with every variation in it, the deepest built first. */
    Line build() {
        for (int i = lines.size() - 1; i >= 0; i--) {
            lines.get(i).build();
        }
        return lines.get(0).built;
    }
}
