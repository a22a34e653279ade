package dev.shinpan.cli;

/** The process exit codes, as documented in the man page. */
public final class ExitCodes {

    public static final int OK = 0;
    public static final int INCONSISTENT = 1;
    public static final int USAGE = 2;
    public static final int UNREADABLE = 3;
    public static final int INTERNAL_ERROR = 4;
    public static final int OUTPUT_FAILED = 5;

    private ExitCodes() {}
}
