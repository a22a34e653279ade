package dev.shinpan.adjudicate;

import dev.shinpan.adjudicate.clock.ClockControl;
import dev.shinpan.adjudicate.clock.ClockControls;
import dev.shinpan.adjudicate.clock.ClockFinding;
import dev.shinpan.adjudicate.clock.ClockReplay;
import dev.shinpan.adjudicate.clock.Flag;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.UnsupportedGame;
import dev.shinpan.rules.Variant;
import dev.shinpan.text.Message;
import java.util.List;
import java.util.Optional;

/**
 * Judges records under a ruleset: replays the main line, finds the first event that ends the
 * game by rule, weighs the record's own statement of its ending, and explains the verdict.
 * One referee serves one thread and may judge any number of records.
 *
 * <pre>{@code
 * Referee referee = new Referee(Rulesets.CSA); // one per thread, for many records
 * System.out.println(referee.judge(record).status());
 * }</pre>
 */
public final class Referee {

    /** The remark of a record not judged because shinpan does not judge its game. */
    public static final String UNSUPPORTED_VARIANT = "unsupported-variant";

    private final Ruleset ruleset;
    private final Replay replay;
    /** The time control {@code --time-control} names, which overrides every record's; null for the record's own. */
    private final ClockControl timeControl;

    private final boolean serverFlags;

    /**
     * A referee for one ruleset.
     *
     * @param ruleset the rules every record is judged by
     */
    public Referee(Ruleset ruleset) {
        this(ruleset, null);
    }

    /**
     * A referee for one ruleset that audits every record's clock under one time control.
     *
     * @param ruleset     the rules every record is judged by
     * @param timeControl the control to apply instead of each record's own, or null for the record's
     */
    public Referee(Ruleset ruleset, ClockControl timeControl) {
        this.ruleset = ruleset;
        this.replay = new Replay(ruleset);
        this.timeControl = timeControl;
        this.serverFlags = ruleset.get(RulesetParameter.TIME_FORFEIT) == Ruleset.TimeForfeit.SERVER;
    }

    /** {@return the ruleset this referee judges by} */
    public Ruleset ruleset() {
        return ruleset;
    }

    /**
     * The fingerprint of the record this referee judged last, taken from the moves its replay
     * played: the same as {@link Fingerprint#of(GameRecord)}, without playing the game again
     * where the replay went through the whole main line.
     *
     * @param fingerprint the caller's fingerprinter, used when the game must be played again
     * @param record      the record this referee judged last
     * @return its fingerprint, or null when it has no start position
     */
    public Fingerprint.Print fingerprint(Fingerprint fingerprint, GameRecord record) {
        int plies = replay.playedPlies(record);
        if (plies < 0 || plies != record.mainLine().moves().size()) {
            return fingerprint.of(record);
        }
        return fingerprint.of(record, plies, replay.playedLine());
    }

    /**
     * Judges one record. Nothing is thrown for bad content: a record that could not be read is
     * {@link Verdict.Status#UNREADABLE}; one of a game this ruleset is not for, or that shinpan does not
     * judge, is {@link Verdict.Status#NOT_JUDGED}, with a remark that says why.
     *
     * @param record a record as read
     * @return the verdict
     */
    public Verdict judge(GameRecord record) {
        // asked also of a record with a start: lishogi's Chu Shogi moves tell the game only after 手合割
        Optional<Problem> unsupported = UnsupportedGame.of(record);
        if (unsupported.isPresent()) {
            return Verdict.notJudged(record, ruleset, unsupportedRemark(unsupported.get()));
        }
        if (record.start() == null) {
            return Verdict.unreadable(record, ruleset);
        }
        Optional<Message> mismatch = mismatch(ruleset, record.variant());
        if (mismatch.isPresent()) {
            return Verdict.notJudged(record, ruleset, new Remark("variant-mismatch", mismatch.get()));
        }
        ClockFinding clock = clock(record);
        Flag timeLoss = serverFlags && clock != null ? clock.flag() : null;
        return new Reconciler(ruleset, record, replay.run(record, timeLoss), RecordDeclarations.of(record), clock)
                .verdict();
    }

    /** The record's clock, or null when its moves carry no times (one look at each move, nothing made). */
    private ClockFinding clock(GameRecord record) {
        List<RecordedMove> moves = record.mainLine().moves();
        if (!ClockReplay.timed(moves)) {
            return null;
        }
        ClockControl control = timeControl != null ? timeControl : ClockControls.of(record);
        return ClockReplay.of(moves, record.start().sideToMove(), control);
    }

    /** The record is of a game shinpan does not judge: named by the reader's error, where the record names it. */
    private static Remark unsupportedRemark(Problem named) {
        return new Remark(
                UNSUPPORTED_VARIANT,
                Message.of(
                        "remark.unsupported-variant", named.catalogued().args().get(0)),
                SourceText.of(named.text(), named.line(), named.column()));
    }

    /**
     * Why a ruleset cannot judge a game of this variant, naming the rulesets that can; empty when it
     * can. A ruleset of the other game is a usage mismatch (--ruleset tori on a shogi record), not
     * something wrong with the record.
     *
     * @param ruleset the ruleset asked for
     * @param variant the record's game
     * @return the reason, or empty when the ruleset is for that game
     */
    public static Optional<Message> mismatch(Ruleset ruleset, Variant variant) {
        if (variant == ruleset.variant()) {
            return Optional.empty();
        }
        List<String> fitting =
                Rulesets.forVariant(variant).stream().map(Ruleset::name).toList();
        return Optional.of(Message.of(
                "remark.variant-mismatch",
                ruleset.name(),
                ruleset.variant(),
                variant,
                Message.join("list.comma", fitting)));
    }
}
