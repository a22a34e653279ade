package dev.shinpan.record.build;

import dev.shinpan.record.Line;
import dev.shinpan.record.MoveTime;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.SourceText;
import dev.shinpan.rules.WrittenMove;
import java.util.ArrayList;
import java.util.List;

/** A move being read: its time and comments may follow it in the text. */
public final class MoveDraft {

    final LineDraft line;
    final int ply;
    final WrittenMove move;
    final SourceText text;
    private MoveTime time;
    private List<String> comments;
    List<LineDraft> alternatives;

    MoveDraft(LineDraft line, int ply, WrittenMove move, SourceText text, MoveTime time) {
        this.line = line;
        this.ply = ply;
        this.move = move;
        this.text = text;
        this.time = time;
    }

    public int ply() {
        return ply;
    }

    public WrittenMove move() {
        return move;
    }

    public SourceText text() {
        return text;
    }

    public void time(MoveTime time) {
        this.time = time;
    }

    public void comment(String comment) {
        comments().add(comment);
    }

    /** The comments so far, to add to or correct. */
    List<String> comments() {
        if (comments == null) {
            comments = new ArrayList<>(2);
        }
        return comments;
    }

    void alternative(LineDraft line) {
        if (alternatives == null) {
            alternatives = new ArrayList<>(2);
        }
        alternatives.add(line);
    }

    /** The move as read; its variations must have been built. */
    RecordedMove build() {
        List<Line> lines = List.of();
        if (alternatives != null) {
            Line[] built = new Line[alternatives.size()];
            for (int i = 0; i < built.length; i++) {
                built[i] = alternatives.get(i).built;
            }
            lines = List.of(built);
        }
        return new RecordedMove(ply, move, text, time, kept(comments), lines);
    }

    /**
     * The comments as the record keeps them, immutable, so that the record takes the list as it is.
     * Most commented moves have one comment (a floodgate record, every move), which the general
     * copy would first copy into an array.
     */
    private static List<String> kept(List<String> comments) {
        if (comments == null) {
            return List.of();
        }
        return comments.size() == 1 ? List.of(comments.get(0)) : List.copyOf(comments);
    }
}
