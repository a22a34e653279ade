package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.Verdict;
import java.util.List;

/** Counts over a whole run, for the closing line and the exit code. */
public final class Summary {

    private int records;
    private int ok;
    private int inconsistent;
    private int unreadable;
    private int withIllegalMove;
    private int skipped;

    /** Counts a record by its worst verdict. */
    public void add(List<Verdict> verdicts) {
        records++;
        boolean anyUnreadable = verdicts.stream().anyMatch(v -> v.status() == Verdict.Status.UNREADABLE);
        boolean anyInconsistent = verdicts.stream().anyMatch(v -> v.status() == Verdict.Status.INCONSISTENT);
        if (anyUnreadable) {
            unreadable++;
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

    public int withIllegalMove() {
        return withIllegalMove;
    }

    public int skipped() {
        return skipped;
    }
}
