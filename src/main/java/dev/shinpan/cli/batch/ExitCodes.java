package dev.shinpan.cli.batch;

/**
 * The numbers of the process exit codes, as docs/usage.md and the help list them; which one a run
 * gets is {@link ExitStatus}'s to say.
 */
public final class ExitCodes {

    public static final int OK = 0;
    public static final int INCONSISTENT = 1;
    public static final int USAGE = 2;
    public static final int UNREADABLE = 3;
    public static final int INTERNAL_ERROR = 4;
    public static final int OUTPUT_FAILED = 5;

    private ExitCodes() {}
}
