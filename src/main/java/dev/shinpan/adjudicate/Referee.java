package dev.shinpan.adjudicate;

import dev.shinpan.adjudicate.Verdict.Status;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.rules.Variant;
import dev.shinpan.text.Message;
import java.util.List;
import java.util.Optional;

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
        Optional<Message> mismatch = mismatch(ruleset, record.variant());
        if (mismatch.isPresent()) {
            return new Verdict(record, ruleset, Status.NOT_JUDGED, null, null, null, null,
                    new Result(null, EndingReason.UNFINISHED, 0), false,
                    List.of(new Remark("variant-mismatch", mismatch.get())), 0, null);
        }
        return new Reconciler(ruleset, record, replay.run(record), RecordDeclarations.of(record)).verdict();
    }

    /**
     * Why a ruleset cannot judge a game of this variant, naming the rulesets that can; empty when it
     * can. A ruleset of the other game is a usage mismatch (--ruleset tori on a shogi record), not
     * something wrong with the record.
     */
    public static Optional<Message> mismatch(Ruleset ruleset, Variant variant) {
        if (variant == ruleset.variant()) {
            return Optional.empty();
        }
        List<String> fitting = Rulesets.forVariant(variant).stream().map(Ruleset::name).toList();
        return Optional.of(Message.of("remark.variant-mismatch", ruleset.name(), ruleset.variant(), variant,
                Message.join("list.comma", fitting)));
    }
}
