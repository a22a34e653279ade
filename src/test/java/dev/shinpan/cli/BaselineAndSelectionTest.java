package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CI options over a real folder of records: a baseline, GitHub annotations, selecting findings. */
class BaselineAndSelectionTest {

    private static final Path SAMPLES = Path.of("samples");

    @Test
    void onlyARecordAddedAfterTheBaselineFails(@TempDir Path dir) throws Exception {
        Path games = Files.createDirectory(dir.resolve("games"));
        Files.copy(SAMPLES.resolve("perpetual-check.ki2"), games.resolve("a.ki2"));
        Files.copy(SAMPLES.resolve("sennichite.kif"), games.resolve("b.kif"));
        Path baseline = dir.resolve("baseline.json");
        assertEquals(1, Cli.run("check", games.toString()).exit(), "the collection has a known bad record");
        Cli written = Cli.run("check", "--write-baseline", baseline.toString(), games.toString());
        assertEquals(0, written.exit(), written.err());
        String file = Files.readString(baseline);
        assertTrue(file.contains("\"shinpan-baseline\" : 1"), file);
        assertEquals(file, Cli.run("check", "--write-baseline", dir.resolve("again.json").toString(), games.toString())
                .exit() == 0 ? Files.readString(dir.resolve("again.json")) : "", "the same findings give the same file");

        // a rename keeps a finding known: it is keyed by content, not name
        Files.move(games.resolve("a.ki2"), games.resolve("renamed.ki2"));
        Cli known = Cli.run("check", "--baseline", baseline.toString(), "--format", "json", games.toString());
        assertEquals(0, known.exit(), known.out() + known.err());
        assertTrue(known.out().contains("\"baseline\" : \"known\""), known.out());

        Files.copy(SAMPLES.resolve("declaration.kifu"), games.resolve("new.kifu"), StandardCopyOption.REPLACE_EXISTING);
        Cli added = Cli.run("check", "--baseline", baseline.toString(), "-l", games.toString());
        assertEquals(1, added.exit(), added.err());
        assertEquals(List.of(games.resolve("new.kifu").toString()), added.out().lines().toList());

        Files.delete(games.resolve("renamed.ki2"));
        Cli fixed = Cli.run("check", "--baseline", baseline.toString(), games.toString());
        assertTrue(fixed.err().contains("fixed since the baseline"), fixed.err());
    }

    @Test
    void githubAnnotationsParseAsWorkflowCommands() {
        Cli run = Cli.run("check", "--format", "github", "--lang", "en", "samples/perpetual-check.ki2");
        assertEquals(1, run.exit(), run.err());
        Pattern command = Pattern.compile("::(error|warning|notice) file=([^,:]+)(?:,line=(\\d+))?(?:,col=(\\d+))?"
                + ",title=([^,:]*)::(.*)");
        List<String> lines = run.out().lines().toList();
        assertFalse(lines.isEmpty());
        for (String line : lines) {
            Matcher m = command.matcher(line);
            assertTrue(m.matches(), line);
            assertEquals("samples/perpetual-check.ki2", m.group(2));
        }
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("::error") && l.contains(",line=")), run.out());
    }

    @Test
    void escapingFollowsTheRunner() {
        assertEquals("a%25b%0D%0Ac", dev.shinpan.cli.report.GithubReportAccess.data("a%b\r\nc"));
        assertEquals("x%3Ay%2Cz", dev.shinpan.cli.report.GithubReportAccess.property("x:y,z"));
    }

    @Test
    void selectionDecidesTheExitCodeAndUnknownCodesAreUsageErrors() {
        assertEquals(1, Cli.run("check", "samples/perpetual-check.ki2").exit());
        assertEquals(0, Cli.run("check", "--select", "nifu", "samples/perpetual-check.ki2").exit());
        assertEquals(1, Cli.run("check", "--select", "nifu", "samples/nifu.kif").exit(), "selected: fails at any level");
        Cli typo = Cli.run("check", "--select", "nifuu", "samples/nifu.kif");
        assertEquals(2, typo.exit());
        assertTrue(typo.err().contains("nifu"), typo.err());
    }
}
