package dev.shinpan.adjudicate.clock;

import dev.shinpan.record.MoveTime;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.rules.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * Walks a record's move times once under a time control: what each side used and was charged, the
 * time left after every move, the first flag, and the times not taken as written. It runs only for
 * a record whose moves carry times, so a batch of records without times pays one look at each move.
 */
public final class ClockReplay {

    /** A move time over a day is not a move's time: no game's clock allows it. */
    static final double ABSURD_SECONDS = 24 * 3600;

    private ClockReplay() {}

    /**
     * Whether any move of the line states the time it took.
     *
     * @param moves the main line
     * @return true when the clock replay has something to walk
     */
    public static boolean timed(List<RecordedMove> moves) {
        for (int i = 0, n = moves.size(); i < n; i++) { // indexed: asked of every record in a batch
            MoveTime t = moves.get(i).time();
            if (t != null && !Double.isNaN(t.secondsOrNaN())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Replays the clock over a line.
     *
     * @param moves   the main line
     * @param first   the side that makes the first move
     * @param control the control to apply, or null to sum the times only
     * @return what the clock shows, or null when no move states its time
     */
    public static ClockFinding of(List<RecordedMove> moves, Side first, ClockControl control) {
        if (!timed(moves)) {
            return null;
        }
        int n = moves.size();
        boolean limited = control != null && control.limited();
        double[] used = new double[2];
        double[] charged = new double[2];
        double[] longest = new double[2];
        double[] recordedTotal = new double[2];
        int[] timedMoves = new int[2];
        double[] main = new double[2];
        double[] left = control == null ? new double[0] : new double[2 * (n + 1)];
        if (control != null) {
            main[0] = control.mainSeconds();
            main[1] = control.mainSeconds();
            left[0] = main[0];
            left[1] = main[1];
        }
        boolean totalsAgree = true;
        Flag flag = null;
        List<ClockProblem> problems = new ArrayList<>(0);
        for (int i = 0; i < n; i++) {
            int ply = i + 1;
            Side mover = ply % 2 == 1 ? first : first.opponent();
            int s = mover.ordinal();
            MoveTime time = moves.get(i).time();
            // unboxed: this runs for every move of every timed record
            double written = time == null ? Double.NaN : time.secondsOrNaN();
            boolean stated = !Double.isNaN(written);
            double seconds = stated ? written : 0;
            if (stated) {
                timedMoves[s]++;
                if (seconds < 0) {
                    problems.add(new ClockProblem(ClockProblem.Kind.NEGATIVE, ply, mover, seconds, 0));
                    seconds = 0;
                } else if (seconds > ABSURD_SECONDS) {
                    problems.add(new ClockProblem(ClockProblem.Kind.ABSURD, ply, mover, seconds, 0));
                }
                used[s] += seconds;
                longest[s] = Math.max(longest[s], seconds);
                recordedTotal[s] += written;
                double total = time.totalSecondsOrNaN();
                // the first mismatch only: later totals follow from it
                if (totalsAgree && !Double.isNaN(total) && Math.abs(total - recordedTotal[s]) >= 0.5) {
                    problems.add(
                            new ClockProblem(ClockProblem.Kind.TOTAL_MISMATCH, ply, mover, total, recordedTotal[s]));
                    totalsAgree = false;
                }
            }
            if (control != null) {
                double t = !stated ? 0 : control.kind().charge(seconds, control.leastPerMove());
                charged[s] += t;
                long inc = control.incrementSeconds();
                double before = control.kind().incrementBefore() ? main[s] + inc : main[s];
                double available = before + control.byoyomiSeconds();
                if (limited && flag == null && stated && control.kind().outOfTime(t, available)) {
                    flag = new Flag(mover, ply, Math.max(0, t - available));
                }
                main[s] = Math.max(0, before - t) + (control.kind().incrementBefore() ? 0 : inc);
                left[2 * ply] = main[0];
                left[2 * ply + 1] = main[1];
            }
        }
        return new ClockFinding(
                control,
                side(0, used, charged, main, timedMoves, longest, limited),
                side(1, used, charged, main, timedMoves, longest, limited),
                flag,
                problems,
                limited ? left : new double[0]);
    }

    private static SideClock side(
            int s, double[] used, double[] charged, double[] main, int[] moves, double[] longest, boolean limited) {
        return new SideClock(used[s], charged[s], limited ? main[s] : null, moves[s], longest[s]);
    }
}
