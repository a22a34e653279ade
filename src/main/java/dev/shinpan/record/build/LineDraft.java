package dev.shinpan.record.build;

import dev.shinpan.record.Line;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A line of play being read: the main line, or a variation replacing one move of another line. */
final class LineDraft {

    final int startPly;
    /** 0 for the main line, 1 for a variation of it, and so on. */
    final int depth;
    /**
     * The moves read, in an array of their own rather than a list: a move is added, counted and
     * looked at several times as it is read, and each of those is a call on a list under the quick
     * JIT compiler.
     */
    private MoveDraft[] moves;

    private int count;
    List<EndingDraft> endings;
    /** Comments before the line's first move (variations only); they go to that move. */
    List<String> leading;
    /** Whether an ending statement closed the line. */
    boolean closed;
    /** Whether an illegal move of this variation was said already: once a variation is enough. */
    boolean illegalNoted;
    /** The line as read, once built. */
    Line built;

    LineDraft(int startPly, int depth) {
        this(startPly, depth, 10);
    }

    /** @param capacity the moves the line is expected to hold, so its list does not grow move by move */
    LineDraft(int startPly, int depth, int capacity) {
        this.startPly = startPly;
        this.depth = depth;
        this.moves = new MoveDraft[Math.max(1, capacity)];
    }

    /** Moves read so far. */
    int size() {
        return count;
    }

    void add(MoveDraft move) {
        if (count == moves.length) {
            moves = Arrays.copyOf(moves, count * 2);
        }
        moves[count++] = move;
    }

    int nextPly() {
        return startPly + count;
    }

    MoveDraft moveAt(int ply) {
        int index = ply - startPly;
        return index >= 0 && index < count ? moves[index] : null;
    }

    MoveDraft last() {
        return count == 0 ? null : moves[count - 1];
    }

    List<EndingDraft> endings() {
        if (endings == null) {
            endings = new ArrayList<>(2);
        }
        return endings;
    }

    /** Builds the line; the lines of its moves' variations must have been built. */
    void build() {
        RecordedMove[] recorded = new RecordedMove[count];
        for (int i = 0; i < recorded.length; i++) {
            recorded[i] = moves[i].build();
        }
        List<RecordedEnding> stated = List.of();
        if (endings != null) {
            RecordedEnding[] e = new RecordedEnding[endings.size()];
            for (int i = 0; i < e.length; i++) {
                e[i] = endings.get(i).build();
            }
            stated = List.of(e);
        }
        built = new Line(List.of(recorded), stated);
    }
}
