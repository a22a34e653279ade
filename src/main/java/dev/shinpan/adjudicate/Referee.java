package dev.shinpan.adjudicate;

import dev.shinpan.adjudicate.Verdict.Status;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.text.Message;
import java.util.List;

/**
 * Judges records under a ruleset: replays the main line, finds the first event that ends the
 * game by rule, weighs the record's own statement of its ending, and explains the verdict.
 * One referee serves one thread and may judge any number of records.
 */
public final class Referee {

    private final Ruleset ruleset;
    private final Replay replay;

    public Referee(Ruleset ruleset) {
        this.ruleset = ruleset;
        this.replay = new Replay(ruleset);
    }

    public Ruleset ruleset() {
        return ruleset;
    }

    public Verdict judge(GameRecord record) {
        if (record.start() == null) {
            return new Verdict(record, ruleset, Status.UNREADABLE, null, null, null, null,
                    new Result(null, EndingReason.UNFINISHED, 0), false, List.of(), 0, null);
        }
        if (record.variant() != ruleset.variant()) {
            Remark mismatch = new Remark("variant-mismatch", Message.of("remark.variant-mismatch", ruleset.name(),
                    ruleset.variant().name(), record.variant().name()));
            return new Verdict(record, ruleset, Status.UNREADABLE, null, null, null, null,
                    new Result(null, EndingReason.UNFINISHED, 0), false, List.of(mismatch), 0, null);
        }
        return new Reconciler(ruleset, record, replay.run(record), RecordDeclarations.of(record)).verdict();
    }
}
