package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.cli.terminal.Terminals;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.testing.LishogiGames;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import picocli.CommandLine;

/**
 * What a run loads and starts before it judges anything: only the command it runs, no library a
 * single record does not need, and no process to find out whether a bar may be drawn.
 */
class StartupTest {

    @Test
    void eachRunBuildsTheCommandItNamesAndHelpGetsThemAll() {
        assertEquals(List.of("check"), Main.onlyNeeded(new String[] {"check", "game.kif", "--format", "json"}));
        assertEquals(List.of("perft"), Main.onlyNeeded(new String[] {"perft", "--depth", "3"}));
        assertEquals(List.of(), Main.onlyNeeded(new String[] {"--version"}));
        assertEquals(Main.SUBCOMMANDS, Main.onlyNeeded(new String[] {"help", "check"}));
        assertEquals(Main.SUBCOMMANDS, Main.onlyNeeded(new String[] {"--help"}));
        assertEquals(Main.SUBCOMMANDS, Main.onlyNeeded(new String[] {"chekc", "game.kif"}));
        assertEquals(Main.SUBCOMMANDS, Main.onlyNeeded(new String[0]));
    }

    @Test
    void theSubcommandNamesAreThoseTheCommandsDeclare() {
        CommandLine all = Main.commandLine();
        assertEquals(Main.SUBCOMMANDS, new ArrayList<>(all.getSubcommands().keySet()));
        all.getSubcommands()
                .forEach((name, cl) -> assertEquals(name, cl.getCommandSpec().name()));
    }

    /** Runs the command line a user's run builds, in-process. */
    private static Cli alone(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLineFor(args);
        cl.setOut(new PrintWriter(out, false));
        cl.setErr(new PrintWriter(err, true));
        int exit = cl.execute(args);
        cl.getOut().flush();
        return new Cli(exit, out.toString(), err.toString());
    }

    @Test
    void aCommandBuiltAloneBehavesAsAmongAllOthers() {
        for (String[] args : List.of(
                new String[] {"check", "--format", "jsonl", "samples/nifu.kif", "samples/games.usi"},
                new String[] {"check", "--no-such-option", "samples/nifu.kif"},
                new String[] {"check", "--help"},
                new String[] {"check", "--max-moves", "10", "--format", "jsonl", "samples/sennichite.kif"},
                new String[] {"rulesets"},
                new String[] {"--version"},
                new String[] {"help", "points"},
                new String[] {"chekc"})) {
            assertEquals(Cli.run(args), alone(args), String.join(" ", args));
        }
    }

    @Test
    void terminalDevicesAreToldByTheirPaths() {
        assertTrue(Terminals.isTerminalDevice("/dev/pts/3"));
        assertTrue(Terminals.isTerminalDevice("/dev/tty1"));
        assertTrue(Terminals.isTerminalDevice("/dev/ttyS0"));
        assertTrue(Terminals.isTerminalDevice("/dev/console"));
        assertFalse(Terminals.isTerminalDevice("pipe:[40211]"));
        assertFalse(Terminals.isTerminalDevice("socket:[40212]"));
        assertFalse(Terminals.isTerminalDevice("/dev/null"));
        assertFalse(Terminals.isTerminalDevice("/home/td/report.txt"));
    }

    @Test
    void onLinuxAPipeIsNoTerminal() {
        Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")), "no /proc here");
        // The test JVM's standard output is the pipe to the build tool.
        assertEquals(Optional.of(false), Terminals.linuxTerminal(1));
    }

    /**
     * {@code --version} shows no help, so it reads no help texts; and where they are read (every
     * other run), what they make from the code (the ruleset parameters' help) is made only when a help
     * is shown: the version loads nothing of the game.
     */
    @Test
    @Timeout(120)
    void versionLoadsNeitherTheRulesNorTheRulesets() throws Exception {
        List<String> loaded = classesLoadedBy("--version");
        assertTrue(loaded.stream().anyMatch(l -> l.contains(" dev.shinpan.cli.Main ")), "shinpan ran");
        for (String game :
                List.of("dev.shinpan.rules.", "dev.shinpan.adjudicate.", "java.util.PropertyResourceBundle ")) {
            assertTrue(loaded.stream().noneMatch(l -> l.contains(" " + game)), game + " was loaded");
        }
    }

    @Test
    @Timeout(120)
    void aSingleRecordCheckedToTextLoadsNoLibraryItDoesNotNeedAndStartsNoProcess() throws Exception {
        List<String> loaded = classesLoaded("samples/nifu.kif");
        assertTrue(loaded.stream().anyMatch(l -> l.contains(" dev.shinpan.record.kif.KifReader ")), "KIF was read");
        for (String library : List.of(
                "com.fasterxml.jackson.",
                "org.apache.commons.compress.",
                "org.apache.commons.io.",
                "org.tukaani.",
                "org.jline.",
                "java.lang.ProcessBuilder ")) {
            assertTrue(loaded.stream().noneMatch(l -> l.contains(" " + library)), library + " was loaded");
        }
    }

    @Test
    @Timeout(120)
    void aJkfFileIsReadByJacksonsStreamingParserWithoutItsTree() throws Exception {
        // the one JKF reader streams the document with jackson-core's parser: databind stays unloaded
        Path jkf = Files.createTempFile("shinpan-startup", ".jkf");
        try {
            Files.write(jkf, LishogiGames.bytes(LishogiGames.games().get(3), RecordFormat.JKF));
            List<String> loaded = classesLoaded(jkf.toString());
            assertTrue(
                    loaded.stream().anyMatch(l -> l.contains(" dev.shinpan.record.jkf.JkfDocument ")), "JKF was read");
            assertTrue(
                    loaded.stream().noneMatch(l -> l.contains(" com.fasterxml.jackson.databind.")),
                    "Jackson's tree was loaded");
        } finally {
            Files.deleteIfExists(jkf);
        }
    }

    /** The classes a run of {@code check FILE} loads, one log line each. */
    private static List<String> classesLoaded(String file) throws Exception {
        return classesLoadedBy("check", file);
    }

    private static List<String> classesLoadedBy(String... args) throws Exception {
        List<String> command = new ArrayList<>(JavaProcess.command(args));
        command.add(1, "-Xlog:class+load=info:stdout");
        // standard error a file, standard output a pipe: the case where a bar would be looked for
        Path err = Files.createTempFile("shinpan-startup", ".err");
        try {
            ProcessBuilder pb = new ProcessBuilder(command).redirectError(err.toFile());
            pb.environment().put("LC_ALL", "C.UTF-8"); // the C locale would start a second JVM
            JavaProcess.Result r = JavaProcess.run(pb, null);
            assertEquals(0, r.exit(), r.out());
            return r.out().lines().filter(l -> l.contains("[class,load]")).toList();
        } finally {
            Files.deleteIfExists(err);
        }
    }
}
