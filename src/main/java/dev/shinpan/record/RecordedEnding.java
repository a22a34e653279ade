package dev.shinpan.record;

import dev.shinpan.rules.Side;

/**
 * A record's own statement of how the game ended, mapped to the shared vocabulary.
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
 */
public record RecordedEnding(
        EndingReason reason,
        Side winner,
        Side offender,
        int ply,
        SourceText text,
        EndingOrigin origin,
        String detail,
        RefusedMove refused) {

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
    public RecordedEnding(EndingReason reason, Side winner, Side offender, int ply, SourceText text,
            EndingOrigin origin, String detail) {
        this(reason, winner, offender, ply, text, origin, detail, null);
    }
}
