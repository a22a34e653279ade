package dev.shinpan.property;

import dev.shinpan.adjudicate.IllegalFinding;
import dev.shinpan.adjudicate.RepetitionFinding;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.EndingReason;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.Side;

/**
 * What a verdict decided, without where the record came from: two verdicts on the same game read
 * from different texts must agree on exactly this.
 */
public record Judged(
        String status,
        Side winner,
        EndingReason reason,
        int ply,
        Integer illegalPly,
        IllegalMoveCode illegalCode,
        Integer repetitionPly,
        Side perpetualChecker,
        boolean consistent) {

    public static Judged of(Verdict v) {
        IllegalFinding illegal = v.firstIllegal();
        RepetitionFinding repetition = v.repetition();
        return new Judged(
                v.status().id(),
                v.result().winner(),
                v.result().reason(),
                v.result().ply(),
                illegal == null ? null : illegal.ply(),
                illegal == null ? null : illegal.code(),
                repetition == null ? null : repetition.ply(),
                repetition == null ? null : repetition.perpetualCheck(),
                v.consistent());
    }
}
