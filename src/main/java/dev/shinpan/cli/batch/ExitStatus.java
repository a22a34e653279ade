package dev.shinpan.cli.batch;

import dev.shinpan.cli.options.FailOn;
import dev.shinpan.cli.report.RunTotals;

/**
 * What a command came to, and the one table that turns it into the process's exit code
 * ({@link ExitCodes}, documented in docs/usage.md and the help's exit-code list). Commands return
 * one and {@code Main} hands its {@link #code()} to the shell; when several things happened in a
 * batch, {@link #worst} names the one that wins.
 */
public enum ExitStatus {
    /** Every record readable, and its ending agrees with the rules. */
    OK(ExitCodes.OK),
    /** Some record disagrees with the rules (as {@code --fail-on} counts it). */
    INCONSISTENT(ExitCodes.INCONSISTENT),
    /** A usage error, or a ruleset of another game than a record's. */
    USAGE(ExitCodes.USAGE),
    /** An unreadable input, a record of a game shinpan does not judge, or no record at all. */
    UNREADABLE(ExitCodes.UNREADABLE),
    /** A bug in shinpan, or memory running out on one input. */
    INTERNAL_ERROR(ExitCodes.INTERNAL_ERROR),
    /** The output or a file asked for could not be written. */
    OUTPUT_FAILED(ExitCodes.OUTPUT_FAILED);

    private final int code;

    ExitStatus(int code) {
        this.code = code;
    }

    /** The process's exit code. */
    public int code() {
        return code;
    }

    /**
     * What a batch came to, the worst that happened: an internal error wins over a ruleset of the
     * other game (a usage mismatch), which wins over what could not be judged (an unreadable input,
     * no record at all, a game shinpan does not judge), which wins over an inconsistent record. The
     * code names the worst, the report says where.
     */
    public static ExitStatus worst(boolean internalError, boolean usage, boolean unreadable, boolean inconsistent) {
        if (internalError) {
            return INTERNAL_ERROR;
        }
        if (usage) {
            return USAGE;
        }
        if (unreadable) {
            return UNREADABLE;
        }
        return inconsistent ? INCONSISTENT : OK;
    }

    /** What a run of {@code check} came to by its summary's counts (see {@link #worst}). */
    public static ExitStatus of(RunTotals summary, boolean internalError, FailOn failOn) {
        int failing = failOn.winnerOnly() ? summary.winnerDisagreements() : summary.inconsistent();
        return worst(
                internalError,
                summary.notJudged() > summary.unsupportedGames(), // --ruleset named a preset of another game
                summary.records() == 0 || summary.unreadable() > 0 || summary.unsupportedGames() > 0,
                failing > 0 || failOn.illegal() && summary.withIllegalMove() > 0);
    }

    /** Whether findings (selected, not in the baseline) may still change it: it is about records, not the run. */
    boolean aboutRecords() {
        return this == OK || this == INCONSISTENT || this == UNREADABLE;
    }
}
