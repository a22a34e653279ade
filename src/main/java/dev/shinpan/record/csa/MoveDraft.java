package dev.shinpan.record.csa;

import dev.shinpan.record.MoveTime;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.SourceText;
import dev.shinpan.rules.WrittenMove;
import java.util.ArrayList;
import java.util.List;

/** A move being read: its time and comments arrive in the statements after it. */
final class MoveDraft {

    final int ply;
    final WrittenMove move;
    final SourceText text;
    MoveTime time;
    final List<String> comments = new ArrayList<>();

    MoveDraft(int ply, WrittenMove move, SourceText text) {
        this.ply = ply;
        this.move = move;
        this.text = text;
    }

    RecordedMove toRecordedMove() {
        return new RecordedMove(ply, move, text, time, comments, List.of());
    }
}
