package dev.shinpan.adjudicate;

import dev.shinpan.adjudicate.clock.ClockControl;
import dev.shinpan.adjudicate.clock.ClockFinding;
import dev.shinpan.adjudicate.clock.ClockProblem;
import dev.shinpan.adjudicate.clock.ClockTime;
import dev.shinpan.adjudicate.clock.Flag;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.MoveTime;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Message;

/**
 * What the record's move times say about its ending, for {@link Reconciler}: whether a declaration
 * came after the declarer's flag or used up its time itself, whether a recorded loss on time holds,
 * and the remarks on the times (totals not as written, the flag, the time left after a repetition).
 * Built on the {@link ClockFinding} of the replay of the times, null when the record has none.
 */
final class ClockJudge {

    private final Ruleset ruleset;
    private final GameRecord record;
    /** What the record's move times show, or null when it has none. */
    private final ClockFinding clock;

    private final VerdictRemarks remarks;

    ClockJudge(Ruleset ruleset, GameRecord record, ClockFinding clock, VerdictRemarks remarks) {
        this.ruleset = ruleset;
        this.record = record;
        this.clock = clock;
        this.remarks = remarks;
    }

    /**
     * The declarer's flag, when it fell before the declaration and the ruleset's declaration needs time
     * left (docs/rules.md, "The clock"): such a declaration loses. Null when time remained or is not known.
     */
    Flag declaredOutOfTime(Side declarer, int ply) {
        Flag flag = clock == null ? null : clock.flag();
        boolean needsTime = ruleset.get(RulesetParameter.DECLARATION).needsTimeLeft();
        return needsTime && flag != null && flag.side() == declarer && flag.ply() <= ply ? flag : null;
    }

    /**
     * Whether the declaration's own recorded time ({@code %KACHI} and its {@code T} line, {@code 入玉勝ち
     * ( 0:05/…)}), charged to the declarer as its clock charges a move, used up what the declarer had
     * left, under a declaration rule that needs time left (docs/rules.md F5): then the declaration
     * loses, and the remark, at the declaration, says by how much and cites the rule.
     */
    boolean declarationUsedUpTime(RecordedEnding e, Side declarer, int ply) {
        MoveTime own = e.time();
        ClockControl c = clock == null ? null : clock.control();
        if (own == null
                || own.seconds() == null
                || c == null
                || !c.limited()
                || !ruleset.get(RulesetParameter.DECLARATION).needsTimeLeft()) {
            return false;
        }
        double left = clock.remainingAfter(declarer, ply);
        double available = left + c.byoyomiSeconds() + (c.kind().incrementBefore() ? c.incrementSeconds() : 0);
        double charged = c.kind().charge(Math.max(0, own.seconds()), c.leastPerMove());
        if (!c.kind().outOfTime(charged, available)) {
            return false;
        }
        Citation cited = ruleset.citation(EndingReason.DECLARATION);
        Message rule = cited == null ? Message.of("remark.clock-no-citation") : cited.brief();
        remarks.remarkAt(
                e.text(),
                "clock-declaration-own-time",
                declarer,
                ClockTime.of(own.seconds()),
                ClockTime.of(available),
                ClockTime.of(charged - available),
                ruleset.name(),
                rule);
        return true;
    }

    /**
     * What the clock says about the game: the times not taken as written, the flag and what the
     * ruleset makes of it, whether a recorded time forfeit holds, and the time each side keeps for
     * the replay of a repetition.
     *
     * @param primary the record's statement of its ending, or null
     * @param result  the result the referee gives
     * @param byRule  whether that result is the rules' own ending, found by the replay
     */
    void weigh(RecordedEnding primary, Result result, boolean byRule) {
        if (primary != null && primary.reason() == EndingReason.TIMEOUT) {
            verifyTimeForfeit(primary);
        }
        if (clock == null) {
            return;
        }
        for (ClockProblem p : clock.problems()) {
            Message label = record.plyLabel(p.ply());
            switch (p.kind()) {
                case TOTAL_MISMATCH ->
                    remarks.remarkAt(
                            remarks.moveText(p.ply()),
                            p.kind().id(),
                            label,
                            p.side(),
                            ClockTime.of(p.written()),
                            ClockTime.of(p.expected()));
                case NEGATIVE, ABSURD ->
                    remarks.remarkAt(
                            remarks.moveText(p.ply()), p.kind().id(), label, p.side(), ClockTime.of(p.written()));
            }
        }
        Flag flag = clock.flag();
        if (flag != null) {
            Message label = record.plyLabel(flag.ply());
            if (result.reason() == EndingReason.TIMEOUT && byRule) {
                Citation cited = RulesetParameter.TIME_FORFEIT.citationIn(ruleset);
                remarks.remarkAt(
                        remarks.moveText(flag.ply()),
                        "clock-flag-server",
                        flag.side(),
                        label,
                        ClockTime.of(flag.overSeconds()),
                        ruleset.name(),
                        cited == null ? Message.of("remark.clock-no-citation") : cited.source());
            } else if (ruleset.get(RulesetParameter.TIME_FORFEIT) == Ruleset.TimeForfeit.CLAIM
                    && flag.ply() <= result.ply()
                    && !endsOnTime(primary)) {
                remarks.remarkAt(
                        remarks.moveText(flag.ply()),
                        "clock-flag-played-past",
                        flag.side(),
                        label,
                        ClockTime.of(flag.overSeconds()),
                        ruleset.name());
            }
        }
        if (result.reason() == EndingReason.SENNICHITE
                && clock.control() != null
                && clock.control().limited()) {
            Double black = clock.remainingAfter(Side.BLACK, result.ply());
            Double white = clock.remainingAfter(Side.WHITE, result.ply());
            remarks.remark("clock-sennichite-left", ClockTime.of(black), ClockTime.of(white));
            // USSF (2000), Sennichite 3: under ten minutes left, the referee sets the replay's time
            if (ruleset.preset() == Preset.USSF && Math.min(black, white) < USSF_REPLAY_FLOOR) {
                remarks.remark("clock-sennichite-ussf", ClockTime.of(USSF_REPLAY_FLOOR));
            }
        }
    }

    /** Whether the record's own ending is a loss on time: then the flag is weighed as that ending, not noted. */
    private static boolean endsOnTime(RecordedEnding primary) {
        return primary != null && primary.reason() == EndingReason.TIMEOUT;
    }

    /** USSF: a side with less than this left after a repetition gets the time the referee decides. */
    private static final double USSF_REPLAY_FLOOR = 600;

    /**
     * A recorded loss on time, weighed against the times: it cannot be verified without them or a
     * control; it disagrees when the times show the other side out first.
     */
    private void verifyTimeForfeit(RecordedEnding e) {
        if (clock == null || clock.control() == null || !clock.control().limited()) {
            remarks.remarkAt(
                    e.text(),
                    "clock-cannot-verify",
                    e.text().text(),
                    Message.of(
                            clock == null
                                    ? "remark.clock-cannot-verify.no-times"
                                    : "remark.clock-cannot-verify.no-control"));
            return;
        }
        Flag flag = clock.flag();
        Side loser = e.winner() == null ? null : e.winner().opponent();
        if (flag != null && loser != null && flag.side() != loser && flag.ply() <= e.ply() + 1) {
            remarks.disagreeAt(
                    Disagreement.WINNER,
                    e.text(),
                    "clock-timeout-other-side",
                    e.text().text(),
                    loser,
                    flag.side(),
                    record.plyLabel(flag.ply()));
        } else if (flag == null && loser != null) {
            timeLeftAtTheEnd(e, loser);
        }
    }

    /**
     * A loss on time whose own line records how long the loser thought ({@code 切れ負け ( 0:05/…)}):
     * it disagrees when that time leaves a whole second or more of what the loser's clock had.
     * A recorded 0:00 says nothing: ShogiHome writes it on the line of every time-out, whatever the
     * clock showed (its CSA-bridge test records), so only a time the application measured is weighed.
     */
    private void timeLeftAtTheEnd(RecordedEnding e, Side loser) {
        MoveTime own = e.time();
        Double left = clock.of(loser).remainingSeconds();
        if (own == null || own.seconds() == null || own.seconds() <= 0 || left == null) {
            return;
        }
        ClockControl c = clock.control();
        double available = left + c.byoyomiSeconds() + (c.kind().incrementBefore() ? c.incrementSeconds() : 0);
        // a whole second to spare: records round each time to the second
        if (available - c.kind().charge(own.seconds(), c.leastPerMove()) >= 1) {
            remarks.disagreeAt(
                    Disagreement.REASON,
                    e.text(),
                    "clock-timeout-time-left",
                    e.text().text(),
                    loser,
                    ClockTime.of(own.seconds()),
                    ClockTime.of(available));
        }
    }
}
