package dev.shinpan.adjudicate;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.SourceText;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * The remarks of one verdict as the referee makes them, in order, and whether any of them is a
 * disagreement, which makes the record inconsistent. A remark's text is the catalogue's
 * {@code remark.<id>} with its arguments.
 */
final class VerdictRemarks {

    private final GameRecord record;
    private final List<Remark> remarks = new ArrayList<>();
    private boolean consistent = true;

    VerdictRemarks(GameRecord record) {
        this.record = record;
    }

    /** A remark about the record as a whole, or a rule: no one place. */
    void remark(String id, Object... args) {
        remarkAt(null, id, args);
    }

    /** A remark about one statement or move of the record. */
    void remarkAt(SourceText where, String id, Object... args) {
        remarks.add(new Remark(id, Message.of("remark." + id, args), where));
    }

    /** A remark that makes the verdict inconsistent, saying how far the record is wrong. */
    void disagreeAt(Disagreement kind, SourceText where, String id, Object... args) {
        disagree(new Remark(id, Message.of("remark." + id, args), where, kind));
    }

    /** A remark, made by the caller, that makes the verdict inconsistent. */
    void disagree(Remark remark) {
        consistent = false;
        remarks.add(remark);
    }

    /** A remark made by the caller, that explains or interprets. */
    void add(Remark remark) {
        remarks.add(remark);
    }

    /** Whether a remark with this id has been made. */
    boolean has(String id) {
        return remarks.stream().anyMatch(r -> r.id().equals(id));
    }

    /** {@return whether no remark so far is a disagreement} */
    boolean consistent() {
        return consistent;
    }

    /** {@return the remarks made, in order} */
    List<Remark> list() {
        return remarks;
    }

    /** The move at a ply as written, where a remark about it points, or null when the main line is shorter. */
    SourceText moveText(int ply) {
        List<RecordedMove> moves = record.mainLine().moves();
        return ply >= 1 && ply <= moves.size() ? moves.get(ply - 1).text() : null;
    }
}
