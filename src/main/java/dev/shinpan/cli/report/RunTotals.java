package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.Disagreement;
import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Remark;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.EndingReason;
import dev.shinpan.rules.IllegalMoveCode;
import java.time.Duration;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.LongSupplier;

/**
 * Counts over a whole run, for the closing summary and the exit code: records by their worst
 * verdict, the moves judged, how long it took, and how often each illegal-move code and each result
 * reason came up. The clock starts when the summary is made.
 */
public final class RunTotals {

    private final LongSupplier nanoClock;
    private final long started;
    private int records;
    private int ok;
    private int inconsistent;
    private int unreadable;
    private int notJudged;
    private int unsupportedGames;
    private int withIllegalMove;
    private int winnerDisagreements;
    private int skipped;
    private int verdicts;
    private long moves;
    private int duplicates;
    private int prefixes;
    private final Map<IllegalMoveCode, Integer> illegalMoves = new EnumMap<>(IllegalMoveCode.class);
    private final Map<EndingReason, Integer> results = new EnumMap<>(EndingReason.class);
    /** Baseline entries no finding matched, each with the input the baseline names, or null without a baseline. */
    private Map<Triage.Entry, String> fixed;
    /** The config file the run read, or null. */
    private RunConfig config;

    /** Sets the config file the run read, before it starts. */
    public void config(RunConfig config) {
        this.config = config;
    }

    /** The config file the run read; null when it read none. */
    public RunConfig config() {
        return config;
    }

    /**
     * The baseline's entries that no finding of the run matched, each with the input the baseline saw it
     * in: set once the run is over; with no baseline, never.
     */
    public void fixed(Map<Triage.Entry, String> entries) {
        this.fixed = Collections.unmodifiableMap(new TreeMap<>(entries));
    }

    /** The baseline entries fixed, sorted, with their inputs; null when no baseline was given. */
    public Map<Triage.Entry, String> fixed() {
        return fixed;
    }

    /**
     * How many records so far repeat an earlier one (same fingerprint), and how many are truncated
     * copies of another (their main line a strict prefix of its), whichever of the two came first.
     */
    public void copies(int duplicates, int prefixes) {
        this.duplicates = duplicates;
        this.prefixes = prefixes;
    }

    public int duplicates() {
        return duplicates;
    }

    public int prefixes() {
        return prefixes;
    }

    public RunTotals() {
        this(System::nanoTime);
    }

    /** @param nanoClock a monotonic clock in nanoseconds ({@link System#nanoTime()}, or a test's own) */
    public RunTotals(LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
        this.started = nanoClock.getAsLong();
    }

    /**
     * Counts a record by its worst verdict, its main-line moves once (however many rulesets judged
     * it; none when no ruleset could), each judged verdict's result reason, and the record's
     * illegal-move code once (under --ruleset all every preset finds the same move).
     */
    public void add(List<Verdict> verdicts) {
        records++;
        boolean anyUnreadable = false;
        boolean anyInconsistent = false;
        boolean anyNotJudged = false;
        boolean anyUnsupportedGame = false;
        boolean anyIllegal = false;
        boolean anyOtherWinner = false;
        for (Verdict v : verdicts) {
            anyOtherWinner |= v.status() == Verdict.Status.INCONSISTENT && v.disagreement() == Disagreement.WINNER;
            anyUnreadable |= v.status() == Verdict.Status.UNREADABLE;
            anyInconsistent |= v.status() == Verdict.Status.INCONSISTENT;
            anyNotJudged |= v.status() == Verdict.Status.NOT_JUDGED;
            anyUnsupportedGame |= unsupportedGame(v);
            anyIllegal |= v.firstIllegal() != null;
        }
        if (anyUnreadable) {
            unreadable++;
        } else if (anyNotJudged) {
            notJudged++;
            if (anyUnsupportedGame) {
                unsupportedGames++;
            }
        } else if (anyInconsistent) {
            inconsistent++;
        } else {
            ok++;
        }
        if (anyIllegal) {
            withIllegalMove++;
        }
        if (anyOtherWinner && !anyUnreadable && !anyNotJudged) {
            winnerDisagreements++;
        }
        boolean judged = false;
        // a record's foul is one move however many rulesets judged it: each code counted once a
        // record, by a bit per code rather than an EnumSet made for every record of a batch
        int foulsCounted = 0;
        for (Verdict v : verdicts) {
            if (v.status() == Verdict.Status.OK || v.status() == Verdict.Status.INCONSISTENT) {
                judged = true;
                this.verdicts++;
                results.merge(v.result().reason(), 1, Integer::sum);
                if (v.firstIllegal() != null
                        && (foulsCounted & 1 << v.firstIllegal().code().ordinal()) == 0) {
                    foulsCounted |= 1 << v.firstIllegal().code().ordinal();
                    illegalMoves.merge(v.firstIllegal().code(), 1, Integer::sum);
                }
            }
        }
        if (judged) {
            moves += verdicts.get(0).record().mainLine().moves().size();
        }
    }

    public void skip() {
        skipped++;
    }

    public int records() {
        return records;
    }

    public int ok() {
        return ok;
    }

    public int inconsistent() {
        return inconsistent;
    }

    public int unreadable() {
        return unreadable;
    }

    /**
     * Records not judged: the ruleset asked for is for another game, or shinpan does not judge
     * the record's game ({@link #unsupportedGames()}).
     */
    public int notJudged() {
        return notJudged;
    }

    /** Of the records not judged, those of a game shinpan does not judge (Minishogi, …), whatever the ruleset. */
    public int unsupportedGames() {
        return unsupportedGames;
    }

    /** Whether the verdict is one of a record not judged because shinpan does not judge its game. */
    static boolean unsupportedGame(Verdict v) {
        if (v.status() != Verdict.Status.NOT_JUDGED) {
            return false;
        }
        for (Remark r : v.remarks()) {
            if (r.id().equals(Referee.UNSUPPORTED_VARIANT)) {
                return true;
            }
        }
        return false;
    }

    /** Inconsistent records that name another winner than the rules under some ruleset ({@code --fail-on winner}). */
    public int winnerDisagreements() {
        return winnerDisagreements;
    }

    public int withIllegalMove() {
        return withIllegalMove;
    }

    public int skipped() {
        return skipped;
    }

    /** Verdicts given: one per readable record and ruleset that could judge it. */
    public int verdicts() {
        return verdicts;
    }

    /** Main-line moves of the records judged, each record counted once. */
    public long moves() {
        return moves;
    }

    /** Time since the summary was made. */
    public Duration elapsed() {
        return Duration.ofNanos(Math.max(0, nanoClock.getAsLong() - started));
    }

    /** Per illegal-move code, the records whose first illegal move breaks it; codes in their declared order. */
    public Map<IllegalMoveCode, Integer> illegalMoves() {
        return Collections.unmodifiableMap(illegalMoves);
    }

    /** Per result reason, the verdicts that end the game so; reasons in their declared order. */
    public Map<EndingReason, Integer> results() {
        return Collections.unmodifiableMap(results);
    }

    /** How many per second over an elapsed time: 0 when no time could be measured. */
    public static double perSecond(long count, Duration elapsed) {
        double seconds = elapsed.toNanos() / 1e9;
        return seconds <= 0 ? 0 : count / seconds;
    }
}
