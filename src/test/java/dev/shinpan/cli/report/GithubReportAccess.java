package dev.shinpan.cli.report;

/** The escaping of {@link GithubReport}, for tests in other packages. */
public final class GithubReportAccess {
    private GithubReportAccess() {}

    public static String data(String s) {
        return GithubReport.data(s);
    }

    public static String property(String s) {
        return GithubReport.property(s);
    }
}
