package dev.shinpan.record.build;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.MoveTime;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RefusedMove;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.rules.Side;

/** An ending statement being read: text that explains it may still follow. */
public final class EndingDraft {

    private StatedEnding stated;
    private final int ply;
    private final SourceText text;
    private final EndingOrigin origin;
    private String detail;
    private RefusedMove refused;
    private MoveTime time;

    EndingDraft(StatedEnding stated, int ply, SourceText text, EndingOrigin origin) {
        this.stated = stated;
        this.ply = ply;
        this.text = text;
        this.origin = origin;
    }

    public EndingReason reason() {
        return stated.reason();
    }

    /** The side the statement says won, or null. */
    public Side winner() {
        return stated.winner();
    }

    /**
     * The server's ruling on this statement, which replaces what the statement claimed: a {@code %KACHI}
     * that floodgate ruled an invalid declaration ({@code 'summary:illegal kachi}) is that one ending.
     */
    public void ruled(StatedEnding ruling) {
        stated = ruling;
    }

    public EndingOrigin origin() {
        return origin;
    }

    public SourceText text() {
        return text;
    }

    /** The moves played when the statement applies. */
    public int ply() {
        return ply;
    }

    /** Sets what the record further says about the ending, replacing anything said before. */
    public void detail(String text) {
        detail = text;
    }

    /** Adds a line to what the record further says about the ending. */
    public void addDetail(String line) {
        detail = detail == null ? line : detail + "\n" + line;
    }

    /** The move a server refused, which the ending's note names. */
    public void refused(RefusedMove move) {
        refused = move;
    }

    /** The time the statement's own line records, as a move's would be. */
    public void time(MoveTime recorded) {
        time = recorded;
    }

    RecordedEnding build() {
        return new RecordedEnding(
                stated.reason(), stated.winner(), stated.offender(), ply, text, origin, detail, refused, time);
    }
}
