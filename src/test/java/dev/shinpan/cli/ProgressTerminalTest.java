package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.cli.terminal.ProgressBar;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The progress bar as a user meets it: shinpan in its own JVM on a real pseudo-terminal, made by
 * util-linux's {@code script} (Debian's bsdutils, an essential package), whose transcript is what
 * the terminal showed. The bar is drawn at every record ({@code -Dshinpan.progress.interval=0})
 * so that no test waits for the clock. Under CI=true a missing {@code script} fails the test.
 */
@Timeout(120)
class ProgressTerminalTest {

    /** Words of the English bar that no report contains. */
    /** What only the bar writes: the closing summary also gives records/s, but never "  records N". */
    private static final String BAR = "  records ";

    @TempDir
    Path tmp;

    @BeforeAll
    static void scriptIsThere() throws InterruptedException {
        boolean found;
        try {
            found = new ProcessBuilder("script", "--version").start().waitFor() == 0;
        } catch (IOException e) {
            found = false;
        }
        String ci = System.getenv("CI");
        if (ci != null && !ci.isEmpty()) {
            assertTrue(found, "util-linux's script (Debian: bsdutils) is needed for the terminal tests");
        }
        Assumptions.assumeTrue(found, "no util-linux script here to make a pseudo-terminal");
    }

    /** What the terminal showed while the shell command ran on it; CI is unset unless given. */
    private static String onTerminal(String shellCommand, String ci) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("script", "-qefc", shellCommand, "/dev/null");
        pb.environment().remove("CI");
        if (ci != null) {
            pb.environment().put("CI", ci);
        }
        JavaProcess.Result r = JavaProcess.run(pb, null);
        assertEquals(ExitCodes.INCONSISTENT, r.exit(), "the samples hold inconsistent records: " + r.out());
        return r.out();
    }

    /** {@code java … check --lang en samples} as a shell command line, each word quoted. */
    private static String shinpan(String... extra) {
        List<String> args = new ArrayList<>(List.of("check", "--lang", "en"));
        args.addAll(List.of(extra));
        args.add("samples");
        List<String> command = new ArrayList<>(JavaProcess.command(256, args));
        command.add(1, "-D" + ProgressBar.INTERVAL_PROPERTY + "=0");
        return command.stream().map(w -> "'" + w.replace("'", "'\\''") + "'").collect(Collectors.joining(" "));
    }

    @Test
    void aTerminalShowsTheBarWhileTheReportGoesToAFile() throws Exception {
        Path report = tmp.resolve("report.txt");
        String shown = onTerminal(shinpan() + " > '" + report + "'", null);

        assertTrue(shown.contains(BAR), "the bar is drawn: " + shown);
        assertTrue(shown.chars().filter(c -> c == '\r').count() > 10, "drawn over itself, record by record");
        String lastFrame = shown.substring(shown.lastIndexOf(BAR));
        assertTrue(lastFrame.matches("(?s)[^\r]*\r {20,}\r"), "and blanked at the end: " + lastFrame);
        String text = Files.readString(report, StandardCharsets.UTF_8);
        assertFalse(text.contains("\r") || text.contains(BAR), "never on standard output");
        assertEquals(
                withoutTimes(JavaProcess.run(
                                new ProcessBuilder(JavaProcess.command("check", "--lang", "en", "samples")), null)
                        .out()),
                withoutTimes(text),
                "the report is the one a pipe gets");
    }

    @Test
    void noBarWhenTheReportItselfScrollsOnTheTerminal() throws Exception {
        String shown = onTerminal(shinpan(), null);
        assertTrue(shown.contains("record(s):"), shown);
        assertFalse(shown.contains(BAR), shown);
    }

    @Test
    void noBarInACiJob() throws Exception {
        String shown = onTerminal(shinpan() + " > /dev/null", "true");
        assertFalse(shown.contains(BAR), shown);
        assertEquals("", shown.strip());
    }

    @Test
    void noBarWhenQuiet() throws Exception {
        assertEquals("", onTerminal(shinpan("--quiet") + " > /dev/null", null).strip());
        assertEquals("", onTerminal(shinpan("-q") + " > /dev/null", null).strip());
    }

    @Test
    void noBarThroughAPipe() throws Exception {
        List<String> command = new ArrayList<>(JavaProcess.command("check", "--lang", "en", "samples"));
        command.add(1, "-D" + ProgressBar.INTERVAL_PROPERTY + "=0");
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().remove("CI");
        JavaProcess.Result r = JavaProcess.run(pb, null);
        assertEquals(ExitCodes.INCONSISTENT, r.exit());
        assertEquals("", r.err(), "standard error is a pipe: nothing drawn");
    }

    /** The report without the summary's timing line, which differs from run to run. */
    private static String withoutTimes(String report) {
        return report.replaceAll("(?m)^.* verdict\\(s\\), .* moves/s\\)\\R", "");
    }
}
