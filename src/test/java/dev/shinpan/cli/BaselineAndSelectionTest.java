package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
        assertTrue(file.contains("\"shinpan-baseline\" : 2"), file);
        assertEquals(
                file,
                Cli.run("check", "--write-baseline", dir.resolve("again.json").toString(), games.toString())
                                        .exit()
                                == 0
                        ? Files.readString(dir.resolve("again.json"))
                        : "",
                "the same findings give the same file");

        // a rename keeps a finding known: it is keyed by content, not name
        Files.move(games.resolve("a.ki2"), games.resolve("renamed.ki2"));
        Cli known = Cli.run("check", "--baseline", baseline.toString(), "--format", "json", games.toString());
        assertEquals(0, known.exit(), known.out() + known.err());
        assertTrue(known.out().contains("\"baseline\" : \"known\""), known.out());

        Files.copy(SAMPLES.resolve("declaration.kifu"), games.resolve("new.kifu"), StandardCopyOption.REPLACE_EXISTING);
        Cli added = Cli.run("check", "--baseline", baseline.toString(), "-l", games.toString());
        assertEquals(1, added.exit(), added.err());
        assertEquals(
                List.of(games.resolve("new.kifu").toString()),
                added.out().lines().toList());

        Files.delete(games.resolve("renamed.ki2"));
        Cli fixed = Cli.run("check", "--baseline", baseline.toString(), games.toString());
        assertTrue(fixed.err().contains("fixed since the baseline"), fixed.err());
    }

    @Test
    void fixedEntriesAreInTheTextAndHtmlSummaries(@TempDir Path dir) throws Exception {
        Path games = collection(dir);
        String baseline = dir.resolve("baseline.json").toString();
        Cli none = Cli.run("check", "--lang", "en", "--baseline", baseline, games.toString());
        assertTrue(none.out().contains("\nFixed since the baseline: none\n"), none.out());
        Files.delete(games.resolve("a.ki2"));
        Cli en = Cli.run("check", "--lang", "en", "--baseline", baseline, games.toString());
        String last = en.out().lines().reduce((a, b) -> b).orElse("");
        assertTrue(last.startsWith("Fixed since the baseline: 2 finding(s): "), en.out());
        String seenIn = games.resolve("a.ki2").toString();
        assertTrue(
                last.contains("ending-disagrees at ply 12 (jsa) of " + seenIn + " (record ")
                        && last.contains("perpetual-check at ply 12 (jsa) of " + seenIn + " (record "),
                last);
        assertFalse(last.contains("sennichite"), "b.kif's repetition is still there: " + last);
        Cli ja = Cli.run("check", "--lang", "ja", "--baseline", baseline, games.toString());
        assertTrue(ja.out().contains("ベースライン以降に解消：2件（" + seenIn + "（棋譜 "), ja.out());
        assertTrue(ja.out().contains("12 手目の perpetual-check（jsa）"), ja.out());
        Cli html = Cli.run("check", "--lang", "en", "--format", "html", "--baseline", baseline, games.toString());
        String summary = html.out().substring(html.out().indexOf("<section class=\"summary\""));
        assertTrue(summary.contains("<p>Fixed since the baseline: 2 finding(s): "), summary);
        Cli plain = Cli.run("check", "--lang", "en", games.toString());
        assertFalse(plain.out().contains("Fixed since"), "no baseline, no line");
    }

    /** games/ with a perpetual check and a repetition known to baseline.json, then a bad record added: new.kifu. */
    private static Path collection(Path dir) throws Exception {
        Path games = Files.createDirectory(dir.resolve("games"));
        Files.copy(SAMPLES.resolve("perpetual-check.ki2"), games.resolve("a.ki2"));
        Files.copy(SAMPLES.resolve("sennichite.kif"), games.resolve("b.kif"));
        Cli written = Cli.run(
                "check", "--write-baseline", dir.resolve("baseline.json").toString(), games.toString());
        assertEquals(0, written.exit(), written.err());
        Files.copy(SAMPLES.resolve("declaration.kifu"), games.resolve("new.kifu"));
        return games;
    }

    @Test
    void sarifResultsSayWhetherTheBaselineKnowsThem(@TempDir Path dir) throws Exception {
        Path games = collection(dir);
        Path sarif = dir.resolve("out.sarif");
        Cli run = Cli.run(
                "check",
                "--baseline",
                dir.resolve("baseline.json").toString(),
                "--report",
                "sarif=" + sarif,
                games.toString());
        assertEquals(1, run.exit(), run.err());
        String text = Files.readString(sarif);
        SarifReportTest.loadSchema();
        SarifReportTest.assertValidSarif(text);
        JsonNode results = new ObjectMapper().readTree(text).get("runs").get(0).get("results");
        int known = 0;
        int added = 0;
        for (JsonNode r : results) {
            String uri = r.get("locations")
                    .get(0)
                    .get("physicalLocation")
                    .get("artifactLocation")
                    .get("uri")
                    .asText();
            String state = r.get("baselineState").asText();
            assertEquals(uri.endsWith("new.kifu") ? "new" : "unchanged", state, r.toString());
            if (uri.endsWith("new.kifu")) {
                added++;
            } else {
                known++;
            }
        }
        assertEquals(3, known, "perpetual check and its disagreement in a.ki2, the repetition in b.kif: " + results);
        assertTrue(added >= 1, results.toString());

        Cli plain = Cli.run("check", "--format", "sarif", games.toString());
        assertFalse(plain.out().contains("baselineState"), "no baseline, no state");
    }

    @Test
    void textAndHtmlMarkEachFindingKnownOrNewInEitherLanguage(@TempDir Path dir) throws Exception {
        Path games = collection(dir);
        String baseline = dir.resolve("baseline.json").toString();
        Cli en = Cli.run("check", "--lang", "en", "--baseline", baseline, games.toString());
        Map<String, String> blocks = blocks(en.out());
        assertTrue(blocks.get("a.ki2").contains("Black checked with every move [known]"), blocks.get("a.ki2"));
        assertFalse(blocks.get("a.ki2").contains("[new]"), blocks.get("a.ki2"));
        assertTrue(blocks.get("new.kifu").contains("[new]"), blocks.get("new.kifu"));
        assertFalse(blocks.get("new.kifu").contains("[known]"), blocks.get("new.kifu"));

        Cli ja = Cli.run("check", "--lang", "ja", "--baseline", baseline, games.toString());
        Map<String, String> jaBlocks = blocks(ja.out());
        assertTrue(
                jaBlocks.get("a.ki2").contains("［既知］") && !jaBlocks.get("a.ki2").contains("［新規］"), ja.out());
        assertTrue(
                jaBlocks.get("new.kifu").contains("［新規］")
                        && !jaBlocks.get("new.kifu").contains("［既知］"),
                ja.out());

        Cli html = Cli.run("check", "--lang", "ja", "--format", "html", "--baseline", baseline, games.toString());
        for (String rowAndAfter : html.out().split("<tr ")) {
            String row = rowAndAfter.split("</tr>")[0];
            if (row.contains("new.kifu")) {
                assertTrue(row.contains("data-baseline=\"new\">新規</span>"), row);
                assertFalse(row.contains("data-baseline=\"known\""), row);
            } else if (row.contains("a.ki2")) {
                assertTrue(row.contains("data-baseline=\"known\">既知</span>"), row);
                assertFalse(row.contains("data-baseline=\"new\""), row);
            }
        }
        assertTrue(html.out().contains("<h3>") && html.out().contains("data-baseline"), "the finding sections too");

        Cli plain = Cli.run("check", "--lang", "en", games.toString());
        assertFalse(plain.out().contains("[known]") || plain.out().contains("[new]"), "no baseline, no word");
    }

    /** A text report's blocks by the file name they start with. */
    private static Map<String, String> blocks(String report) {
        Map<String, String> blocks = new HashMap<>();
        for (String block : report.split("\n\n")) {
            String name = Path.of(block.lines().findFirst().orElse("").split(" ")[0])
                    .getFileName()
                    .toString();
            blocks.put(name, block);
        }
        return blocks;
    }

    @Test
    void githubAnnotationsParseAsWorkflowCommands() {
        Cli run = Cli.run("check", "--format", "github", "--lang", "en", "samples/perpetual-check.ki2");
        assertEquals(1, run.exit(), run.err());
        Pattern command = Pattern.compile(
                "::(error|warning|notice) file=([^,:]+)(?:,line=(\\d+))?(?:,col=(\\d+))?" + ",title=([^,:]*)::(.*)");
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
        assertEquals(
                0,
                Cli.run("check", "--select", "nifu", "samples/perpetual-check.ki2")
                        .exit());
        assertEquals(
                1, Cli.run("check", "--select", "nifu", "samples/nifu.kif").exit(), "selected: fails at any level");
        Cli typo = Cli.run("check", "--select", "nifuu", "samples/nifu.kif");
        assertEquals(2, typo.exit());
        assertTrue(typo.err().contains("nifu"), typo.err());
    }
}
