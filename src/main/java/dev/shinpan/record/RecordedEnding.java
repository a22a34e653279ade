package dev.shinpan.record;

import dev.shinpan.rules.Side;
import java.util.List;

/**
 * A record's own statement of how the game ended, mapped to the shared vocabulary.
 *
 * <pre>{@code
 * RecordedEnding ending = verdict.recordedEnding();
 * System.out.println(ending == null ? "no ending stated" : ending.reason().id());
 * }</pre>
 *
 * @param reason    what the statement says happened
 * @param winner    the side it says won, or null for a draw, no result, or when it does not say
 * @param offender  for fouls, the side it says committed the foul; for declarations, the
 *                  declarer; otherwise null
 * @param ply       the number of real moves played when the statement applies (a terminal
 *                  word at line "N 投了" gives N-1; "まで77手で…" gives 77)
 * @param text      the statement as written, located
 * @param origin    which kind of statement it is
 * @param detail    further text the record gives (e.g. floodgate's {@code 'ILLEGAL_MOVE(+1234FU)}), or null
 * @param refused   the move a server refused, when the record names it (floodgate's {@code 'ILLEGAL_MOVE(…)}
 *                  note), or null
 * @param time      the time the statement's own line records ({@code 87 切れ負け ( 1:05/00:10:00)}: the
 *                  thought before the game ended), or null
 */
public record RecordedEnding(
        EndingReason reason,
        Side winner,
        Side offender,
        int ply,
        SourceText text,
        EndingOrigin origin,
        String detail,
        RefusedMove refused,
        MoveTime time) {

    /**
     * A statement whose line records no time of its own.
     *
     * @param reason   what the statement says happened
     * @param winner   the side it says won, or null
     * @param offender the offender or declarer, or null
     * @param ply      the number of real moves played when it applies
     * @param text     the statement as written, located
     * @param origin   which kind of statement it is
     * @param detail   further text the record gives, or null
     * @param refused  the move a server refused, or null
     */
    public RecordedEnding(
            EndingReason reason,
            Side winner,
            Side offender,
            int ply,
            SourceText text,
            EndingOrigin origin,
            String detail,
            RefusedMove refused) {
        this(reason, winner, offender, ply, text, origin, detail, refused, null);
    }

    /**
     * A statement that names no refused move.
     *
     * @param reason   what the statement says happened
     * @param winner   the side it says won, or null
     * @param offender the offender or declarer, or null
     * @param ply      the number of real moves played when it applies
     * @param text     the statement as written, located
     * @param origin   which kind of statement it is
     * @param detail   further text the record gives, or null
     */
    public RecordedEnding(
            EndingReason reason,
            Side winner,
            Side offender,
            int ply,
            SourceText text,
            EndingOrigin origin,
            String detail) {
        this(reason, winner, offender, ply, text, origin, detail, null);
    }

    /**
     * The statement that gives a line's ending: a terminal move first, then a server summary, a
     * result header, then まで; but an interruption that names no winner ({@code %CHUDAN}) yields to
     * a statement that does (Shogi Wars writes {@code %CHUDAN} and names the winner of a
     * disconnection in {@code $X_WINNER}). The referee takes it as the record's result, and a
     * writer writes it first.
     *
     * @param endings a line's statements, in record order
     * @return the primary statement, the first of equals; null for none
     */
    public static RecordedEnding primary(List<RecordedEnding> endings) {
        RecordedEnding best = null;
        int bestRank = Integer.MAX_VALUE;
        for (RecordedEnding e : endings) { // a loop, not a stream and comparators: asked for every record
            int rank = (e.saysNothing() ? 10 : 0)
                    + switch (e.origin()) {
                        case TERMINAL_MOVE -> 0;
                        case SERVER_SUMMARY -> 1;
                        case RESULT_HEADER -> 2;
                        case SUMMARY_LINE -> 3;
                        case OTHER -> 4;
                    };
            if (rank < bestRank) { // strictly less: the first of equals stands, as with Stream.min
                best = e;
                bestRank = rank;
            }
        }
        return best;
    }

    /** {@return whether it is an interruption without a winner: it says the game stopped, nothing about its result} */
    public boolean saysNothing() {
        return reason == EndingReason.INTERRUPTED && winner == null;
    }

    /** {@return whether the statement says who won (a draw counts: it says nobody did)} */
    public boolean decidesWinner() {
        return switch (reason) {
            case INTERRUPTED, UNFINISHED, FORFEIT, IMPASSE, DECLARATION -> winner != null;
            default -> true;
        };
    }
}
