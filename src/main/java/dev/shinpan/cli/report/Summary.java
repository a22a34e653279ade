package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.Verdict;
import java.util.List;

/** Counts over a whole run, for the closing line and the exit code. */
public final class Summary {

    private int records;
    private int ok;
    private int inconsistent;
    private int unreadable;
    private int notJudged;
    private int withIllegalMove;
    private int skipped;

    /** Counts a record by its worst verdict. */
    public void add(List<Verdict> verdicts) {
        records++;
        boolean anyUnreadable = verdicts.stream().anyMatch(v -> v.status() == Verdict.Status.UNREADABLE);
        boolean anyInconsistent = verdicts.stream().anyMatch(v -> v.status() == Verdict.Status.INCONSISTENT);
        boolean anyNotJudged = verdicts.stream().anyMatch(v -> v.status() == Verdict.Status.NOT_JUDGED);
        if (anyUnreadable) {
            unreadable++;
        } else if (anyNotJudged) {
            notJudged++;
        } else if (anyInconsistent) {
            inconsistent++;
        } else {
            ok++;
        }
        if (verdicts.stream().anyMatch(v -> v.firstIllegal() != null)) {
            withIllegalMove++;
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

    /** Records not judged because the ruleset asked for is for another game. */
    public int notJudged() {
        return notJudged;
    }

    public int withIllegalMove() {
        return withIllegalMove;
    }

    public int skipped() {
        return skipped;
    }
}
