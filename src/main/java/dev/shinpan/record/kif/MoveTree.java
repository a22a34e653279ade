package dev.shinpan.record.kif;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.Line;
import dev.shinpan.record.MoveTime;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.WrittenMove;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the main line and its variations as a record states them. The <em>current path</em> is the
 * main line followed by the variation most recently read, and so on down: a {@code 変化：N手} block
 * replaces move N of the current path (FORMATS.md §1.8; Kifu for Windows writes the tree depth-first,
 * latest branch point first), and {@code 同} refers to the previous move of the current path, which
 * for a variation's first move lies on its parent line.
 */
final class MoveTree {

    /** A line being read. */
    static final class LineDraft {
        final int startPly;
        final List<MoveDraft> moves = new ArrayList<>();
        final List<EndingDraft> endings = new ArrayList<>();
        /** Comments that came before the line's first move (variations only). */
        final List<String> leadingComments = new ArrayList<>();
        /** Whether a terminal statement closed the line. */
        boolean closed;
        /** The number of the last numbered KIF line read (a terminal word included). */
        int lastNumber;

        LineDraft(int startPly) {
            this.startPly = startPly;
        }

        MoveDraft moveAt(int ply) {
            int index = ply - startPly;
            return index >= 0 && index < moves.size() ? moves.get(index) : null;
        }

        int nextPly() {
            return startPly + moves.size();
        }

        /** The ply of the last move, or startPly-1 for an empty line. */
        int lastPly() {
            return nextPly() - 1;
        }

        Line build() {
            List<RecordedMove> built = new ArrayList<>(moves.size());
            for (MoveDraft m : moves) {
                built.add(m.build());
            }
            List<RecordedEnding> stated = new ArrayList<>(endings.size());
            for (EndingDraft e : endings) {
                stated.add(e.build());
            }
            return new Line(built, stated);
        }
    }

    /** An ending statement being read; comments that follow it become its detail. */
    static final class EndingDraft {
        final StatedEnding stated;
        final int ply;
        final SourceText text;
        final EndingOrigin origin;
        private final StringBuilder detail = new StringBuilder();

        EndingDraft(StatedEnding stated, int ply, SourceText text, EndingOrigin origin) {
            this.stated = stated;
            this.ply = ply;
            this.text = text;
            this.origin = origin;
        }

        void addDetail(String comment) {
            if (!detail.isEmpty()) {
                detail.append('\n');
            }
            detail.append(comment);
        }

        RecordedEnding build() {
            return new RecordedEnding(stated.reason(), stated.winner(), stated.offender(), ply, text, origin,
                    detail.isEmpty() ? null : detail.toString());
        }
    }

    /** A move being read. */
    static final class MoveDraft {
        final int ply;
        final WrittenMove move;
        final SourceText text;
        final MoveTime time;
        final List<String> comments = new ArrayList<>();
        final List<LineDraft> alternatives = new ArrayList<>();

        MoveDraft(int ply, WrittenMove move, SourceText text, MoveTime time) {
            this.ply = ply;
            this.move = move;
            this.text = text;
            this.time = time;
        }

        RecordedMove build() {
            List<Line> lines = new ArrayList<>(alternatives.size());
            for (LineDraft alt : alternatives) {
                lines.add(alt.build());
            }
            return new RecordedMove(ply, move, text, time, comments, lines);
        }
    }

    private final LineDraft main = new LineDraft(1);
    private final List<LineDraft> path = new ArrayList<>();

    MoveTree() {
        path.add(main);
    }

    LineDraft main() {
        return main;
    }

    LineDraft current() {
        return path.get(path.size() - 1);
    }

    boolean inVariation() {
        return path.size() > 1;
    }

    /** The move at this ply on the current path, or null. */
    MoveDraft moveOnPath(int ply) {
        for (int i = path.size() - 1; i >= 0; i--) {
            LineDraft line = path.get(i);
            if (ply >= line.startPly) {
                return line.moveAt(ply);
            }
        }
        return null;
    }

    /** The destination of the move at this ply on the current path, or null. */
    Square destinationOnPath(int ply) {
        MoveDraft m = moveOnPath(ply);
        return m == null ? null : m.move.to();
    }

    /** The moves of the current path before the given ply, in order. */
    List<MoveDraft> pathBefore(int ply) {
        List<MoveDraft> moves = new ArrayList<>(Math.max(0, ply - 1));
        for (int p = 1; p < ply; p++) {
            MoveDraft m = moveOnPath(p);
            if (m == null) {
                break;
            }
            moves.add(m);
        }
        return moves;
    }

    void add(MoveDraft move) {
        LineDraft line = current();
        if (line.moves.isEmpty() && !line.leadingComments.isEmpty()) {
            move.comments.addAll(line.leadingComments);
            line.leadingComments.clear();
        }
        line.moves.add(move);
    }

    /**
     * Starts a variation replacing move {@code ply} of the current path: leaves the variations that
     * start at or after that ply, then branches from the move there. Returns false (and changes
     * nothing) when the current path has no move at that ply.
     */
    boolean startVariation(int ply) {
        int depth = path.size();
        while (depth > 1 && path.get(depth - 1).startPly >= ply) {
            depth--;
        }
        MoveDraft replaced = path.get(depth - 1).moveAt(ply);
        if (replaced == null) {
            return false;
        }
        while (path.size() > depth) {
            path.remove(path.size() - 1);
        }
        LineDraft variation = new LineDraft(ply);
        replaced.alternatives.add(variation);
        path.add(variation);
        return true;
    }

    /** Where a comment goes now: the last move of the current line, or null before its first move. */
    MoveDraft lastMove() {
        LineDraft line = current();
        return line.moves.isEmpty() ? null : line.moves.get(line.moves.size() - 1);
    }
}
