package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.shinpan.cli.batch.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.commons.io.file.PathUtils;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The GitHub action (action.yml) and the pre-commit hooks (.pre-commit-hooks.yaml) as the files say:
 * parsed, and their commands run here as GitHub's runner and pre-commit would run them, on a copy of
 * samples/ — the action's install step unpacking the distribution archive, its judging step with the
 * inputs substituted, the hooks' entries with the record files pre-commit would pass. Tagged slow: the
 * commands run the package.
 */
@Tag("slow")
@Timeout(300)
class ActionAndHookTest {

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final Path REPO = Path.of("").toAbsolutePath();
    private static final Pattern EXPRESSION = Pattern.compile("\\$\\{\\{\\s*([^}]*?)\\s*}}");

    @TempDir
    Path tmp;

    private Path workspace;

    @BeforeAll
    static void packaged() {
        String ci = System.getenv("CI");
        if (ci == null || ci.isEmpty()) {
            Assumptions.assumeTrue(
                    Files.isExecutable(REPO.resolve("target/shinpan")) && Files.isRegularFile(tarGz()),
                    "no package here (mvn test runs before mvn package)");
        }
    }

    private static Path tarGz() {
        try (Stream<Path> files = Files.list(REPO.resolve("target"))) {
            return files.filter(f -> f.getFileName().toString().matches("shinpan-.*\\.tar\\.gz"))
                    .findFirst()
                    .orElse(REPO.resolve("target/shinpan-VERSION.tar.gz"));
        } catch (IOException e) {
            return REPO.resolve("target/shinpan-VERSION.tar.gz");
        }
    }

    /** The user's repository: a copy of samples/, where the action's step and the hooks run. */
    @BeforeEach
    void copySamples() throws IOException {
        workspace = Files.createDirectory(tmp.resolve("workspace"));
        PathUtils.copyDirectory(REPO.resolve("samples"), workspace.resolve("samples"));
    }

    // ---------------------------------------------------------------- the action

    /** What a step left: its exit code, what it printed, what it wrote to GITHUB_OUTPUT and GITHUB_STEP_SUMMARY. */
    record StepRun(int exit, String out, String err, Map<String, String> outputs, String summary) {}

    private static JsonNode action() throws IOException {
        return YAML.readTree(REPO.resolve("action.yml").toFile());
    }

    private static JsonNode step(JsonNode action, String id) {
        for (JsonNode step : action.at("/runs/steps")) {
            if (step.path("id").asText().equals(id)) {
                return step;
            }
        }
        throw new AssertionError("no step " + id + " in action.yml");
    }

    /** The inputs' defaults, overridden by those given, as the runner makes ${{ inputs.* }}. */
    private static Map<String, String> inputs(JsonNode action, Map<String, String> given) {
        Map<String, String> inputs = new LinkedHashMap<>();
        action.path("inputs")
                .properties()
                .forEach(
                        e -> inputs.put(e.getKey(), e.getValue().path("default").asText("")));
        for (String name : given.keySet()) {
            assertTrue(inputs.containsKey(name), "action.yml declares the input " + name);
        }
        inputs.putAll(given);
        return inputs;
    }

    /** ${{ … }} replaced from the known expressions; an unknown one fails the test. */
    private static String substitute(String text, Map<String, String> expressions) {
        Matcher m = EXPRESSION.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String value = expressions.get(m.group(1));
            assertTrue(value != null, "an expression the test knows: " + m.group());
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        return m.appendTail(out).toString();
    }

    /** Runs a {@code shell: bash} step as the runner does: {@code bash --noprofile --norc -eo pipefail FILE}. */
    private StepRun runStep(JsonNode step, Map<String, String> expressions) throws Exception {
        assertEquals("bash", step.path("shell").asText(), "a composite step names its shell");
        String run = step.path("run").asText();
        assertFalse(EXPRESSION.matcher(run).find(), "inputs reach the script through env, never spliced into it");
        Path script = Files.createTempFile(tmp, "step", ".sh");
        Files.writeString(script, run);
        Path output = Files.createTempFile(tmp, "github-output", ".txt");
        Path summary = Files.createTempFile(tmp, "step-summary", ".md");
        ProcessBuilder pb = new ProcessBuilder("bash", "--noprofile", "--norc", "-eo", "pipefail", script.toString())
                .directory(workspace.toFile());
        step.path("env")
                .properties()
                .forEach(e ->
                        pb.environment().put(e.getKey(), substitute(e.getValue().asText(), expressions)));
        pb.environment().put("GITHUB_OUTPUT", output.toString());
        pb.environment().put("GITHUB_STEP_SUMMARY", summary.toString());
        pb.environment()
                .put(
                        "RUNNER_TEMP",
                        Files.createDirectories(tmp.resolve("runner-temp")).toString());
        // setup-java's Java: the one this test runs on
        pb.environment()
                .put(
                        "JAVA_HOME",
                        Path.of(JavaProcess.java()).getParent().getParent().toString());
        pb.environment().remove("JDK_JAVA_OPTIONS");
        JavaProcess.Result r = JavaProcess.run(pb, null);
        Map<String, String> outputs = new HashMap<>();
        for (String line : Files.readAllLines(output)) {
            int eq = line.indexOf('=');
            outputs.put(line.substring(0, eq), line.substring(eq + 1));
        }
        return new StepRun(r.exit(), r.out(), r.err(), outputs, Files.readString(summary));
    }

    /** The expressions of the steps: the inputs, the action's folder, and the install step's output. */
    private Map<String, String> expressions(JsonNode action, Map<String, String> given, String shinpan) {
        Map<String, String> expressions = new HashMap<>();
        inputs(action, given).forEach((k, v) -> expressions.put("inputs." + k, v));
        expressions.put("github.action_path", REPO.toString());
        if (shinpan != null) {
            expressions.put("steps.install.outputs.shinpan", shinpan);
        }
        return expressions;
    }

    /** The install step unpacking the release archive (the path a user gives as archive), then the judging step. */
    private StepRun judge(Map<String, String> given) throws Exception {
        JsonNode action = action();
        Map<String, String> withArchive = new HashMap<>(given);
        withArchive.put("archive", tarGz().toString());
        StepRun install = runStep(step(action, "install"), expressions(action, withArchive, null));
        assertEquals(0, install.exit(), install.err());
        String shinpan = install.outputs().get("shinpan");
        assertTrue(
                shinpan != null && Files.isExecutable(Path.of(shinpan)),
                "the install step names an executable: " + install);
        StepRun judge = runStep(step(action, "judge"), expressions(action, withArchive, shinpan));
        assertEquals(0, judge.exit(), "the judging step itself passes, so the reports are uploaded: " + judge.err());
        return judge;
    }

    /** The last step, which fails the job on shinpan's exit code. */
    private int failStep(StepRun judge) throws Exception {
        JsonNode last =
                action().at("/runs/steps").get(action().at("/runs/steps").size() - 1);
        Map<String, String> expressions = new HashMap<>();
        expressions.put("steps.judge.outputs.exit-code", judge.outputs().get("exit-code"));
        return runStep(last, expressions).exit();
    }

    @Test
    void theActionJudgesWithAnnotationsSarifAndJunitAndFailsOnTheInconsistentSamples() throws Exception {
        StepRun judge = judge(Map.of("paths", "samples", "formats", "github,sarif,junit"));
        assertEquals(String.valueOf(ExitCodes.INCONSISTENT), judge.outputs().get("exit-code"), judge.err());
        assertTrue(
                judge.out().lines().anyMatch(l -> l.startsWith("::error file=samples/")),
                "annotations in the log:\n" + judge.out());
        Path sarif = workspace.resolve(judge.outputs().get("sarif"));
        JsonNode log = new ObjectMapper().readTree(sarif.toFile());
        assertEquals("2.1.0", log.path("version").asText());
        assertTrue(log.at("/runs/0/results").size() > 0, "the findings are in the SARIF file");
        String junit = Files.readString(workspace.resolve(judge.outputs().get("junit")));
        assertTrue(
                junit.contains("<testsuite") && junit.contains("<failure"),
                junit.substring(0, Math.min(400, junit.length())));
        assertEquals(ExitCodes.INCONSISTENT, failStep(judge), "the job fails");
    }

    @Test
    void withABaselineOfTodaysFindingsTheJobPassesUntilANewBadRecordComes() throws Exception {
        // today's collection: the inconsistent samples but one, which comes in a later pull request
        Path later = workspace.resolve("perpetual-check.ki2");
        Files.move(workspace.resolve("samples/perpetual-check.ki2"), later);
        JavaProcess.Result written = JavaProcess.run(
                new ProcessBuilder(
                                REPO.resolve("target/shinpan").toString(),
                                "check",
                                "--write-baseline",
                                "shinpan-baseline.json",
                                "samples")
                        .directory(workspace.toFile()),
                null);
        assertTrue(Files.isRegularFile(workspace.resolve("shinpan-baseline.json")), written.err());
        StepRun known = judge(Map.of("paths", "samples", "baseline", "shinpan-baseline.json"));
        assertEquals("0", known.outputs().get("exit-code"), known.out() + known.err());
        assertEquals(0, failStep(known), "only known findings: the job passes");

        Files.move(later, workspace.resolve("samples/perpetual-check.ki2"));
        StepRun fresh = judge(Map.of("paths", "samples", "baseline", "shinpan-baseline.json"));
        assertEquals(String.valueOf(ExitCodes.INCONSISTENT), fresh.outputs().get("exit-code"), fresh.out());
        assertTrue(
                fresh.out().contains("::error file=samples/perpetual-check.ki2"),
                "the new record is annotated:\n" + fresh.out());
        assertEquals(ExitCodes.INCONSISTENT, failStep(fresh));
    }

    @Test
    void theRulesetAndPathsReachShinpan() throws Exception {
        StepRun unknown = judge(Map.of("paths", "samples/nifu.kif", "ruleset", "no-such-ruleset"));
        assertEquals(
                String.valueOf(ExitCodes.USAGE),
                unknown.outputs().get("exit-code"),
                "the ruleset is passed: " + unknown.err());
        StepRun two = judge(Map.of("paths", "samples/nifu.kif\nsamples/mate.jkf", "formats", "json"));
        assertEquals("0", two.outputs().get("exit-code"), two.err());
        JsonNode json =
                new ObjectMapper().readTree(workspace.resolve("shinpan.json").toFile());
        assertEquals(2, json.path("records").size(), "both lines of paths are judged: " + json);
        assertTrue(two.out().contains("\"records\""), "the main format is in the log as well as in its file");
        // a main format that goes to a file too keeps shinpan's exit code, not that of the copy
        StepRun sarif = judge(Map.of("paths", "samples", "formats", "sarif", "reports-dir", "reports"));
        assertEquals(String.valueOf(ExitCodes.INCONSISTENT), sarif.outputs().get("exit-code"), sarif.err());
        assertEquals("reports/shinpan.sarif", sarif.outputs().get("sarif"));
        assertTrue(Files.size(workspace.resolve("reports/shinpan.sarif")) > 0);
    }

    /**
     * The runner's bash has no globstar: the step turns it on, so {@code **} goes down every level; a
     * path with a space stays one path (one a line), in a glob too; a glob that matches nothing is a
     * warning; and the job summary counts the records and lists those with a finding.
     */
    @Test
    void globsGoDownEveryLevelNamesWithSpacesStayWholeAndTheSummaryListsTheFindings() throws Exception {
        Path deep = Files.createDirectories(workspace.resolve("kifu/club games/2024/final"));
        Files.copy(workspace.resolve("samples/nifu.kif"), deep.resolve("round 1.kif"));
        Files.copy(workspace.resolve("samples/sennichite.kif"), workspace.resolve("kifu/top.kif"));
        Files.copy(
                workspace.resolve("samples/perpetual-check.ki2"), workspace.resolve("kifu/club games/late game.ki2"));
        StepRun judge = judge(
                Map.of("paths", "kifu/**/*.kif\nkifu/club games/late game.ki2\n  \nkifu/**/*.csa", "formats", "json"));
        assertEquals(String.valueOf(ExitCodes.INCONSISTENT), judge.outputs().get("exit-code"), judge.err());
        JsonNode json =
                new ObjectMapper().readTree(workspace.resolve("shinpan.json").toFile());
        List<String> sources = new ArrayList<>();
        json.path("records").forEach(r -> sources.add(r.path("source").asText()));
        assertEquals(
                List.of("kifu/club games/2024/final/round 1.kif", "kifu/club games/late game.ki2", "kifu/top.kif"),
                sources.stream().sorted().toList(),
                "three levels down, and the names with spaces whole");
        assertTrue(judge.out().contains("::warning title=shinpan::paths: kifu/**/*.csa matches no file"), judge.out());
        String summary = judge.summary();
        assertTrue(
                summary.contains("| 3 | 2 | 1 | 0 | 1 |"), "records, ok, inconsistent, unreadable, fouls:\n" + summary);
        assertTrue(summary.contains("| kifu/club games/2024/final/round 1.kif | ok | nifu ７五歩打 | 19 |"), summary);
        assertTrue(
                summary.contains("| kifu/club games/late game.ki2 | inconsistent | disagreement: winner | 12 |"),
                summary);
        assertFalse(summary.contains("top.kif"), "a record without a finding is counted, not listed: " + summary);
    }

    /** Third-party actions are pinned by a full commit, the tag in a comment beside it; the uploads cannot fail the job. */
    @Test
    void actionsArePinnedByCommitAndTheUploadsAreSkippedOnForks() throws Exception {
        String text = Files.readString(REPO.resolve("action.yml"));
        Matcher uses = Pattern.compile("uses: (\\S+)@(\\S+)( # v[0-9.]+)?").matcher(text);
        int count = 0;
        while (uses.find()) {
            count++;
            assertTrue(
                    uses.group(2).matches("[0-9a-f]{40}") && uses.group(3) != null,
                    uses.group() + ": pinned by commit, its tag named");
        }
        assertEquals(4, count, "setup-java, cache, upload-sarif, junit report");
        for (JsonNode step : action().at("/runs/steps")) {
            String uses1 = step.path("uses").asText();
            if (uses1.contains("upload-sarif") || uses1.contains("junit-report")) {
                assertTrue(step.path("continue-on-error").asBoolean(), uses1);
                assertTrue(
                        step.path("if").asText().contains("github.event.pull_request.head.repo.fork != true"), uses1);
            }
            if (uses1.contains("junit-report")) {
                // the JUnit test cases carry no file (the schemas allow none): that action would annotate a folder
                assertTrue(step.at("/with/skip_annotations").asBoolean(), "annotations are the github format's");
            }
            if (uses1.startsWith("actions/cache@")) {
                assertEquals("~/.m2/repository", step.at("/with/path").asText());
            }
        }
    }

    // ---------------------------------------------------------------- the hooks

    private static List<JsonNode> hooks() throws IOException {
        List<JsonNode> hooks = new ArrayList<>();
        YAML.readTree(REPO.resolve(".pre-commit-hooks.yaml").toFile()).forEach(hooks::add);
        return hooks;
    }

    /** The record files pre-commit would pass to a hook: those of the workspace its files pattern matches. */
    private List<String> filesFor(JsonNode hook) throws IOException {
        Pattern files = Pattern.compile(hook.path("files").asText());
        Pattern exclude = Pattern.compile(hook.path("exclude").asText("(?!)"));
        try (Stream<Path> all = Files.walk(workspace)) {
            return all.filter(Files::isRegularFile)
                    .map(f -> workspace.relativize(f).toString())
                    .filter(name ->
                            files.matcher(name).find() && !exclude.matcher(name).find())
                    .sorted()
                    .toList();
        }
    }

    @Test
    void theHooksTakeEveryRecordFormatAndNothingElse() throws Exception {
        List<JsonNode> hooks = hooks();
        assertEquals(
                List.of("shinpan", "shinpan-build"),
                hooks.stream().map(h -> h.path("id").asText()).toList());
        for (JsonNode hook : hooks) {
            for (String key : List.of("id", "name", "entry", "language", "files")) {
                assertTrue(hook.hasNonNull(key), hook + " has " + key);
            }
            assertTrue(
                    List.of("system", "script").contains(hook.path("language").asText()), hook.toString());
            // every extension, in any case: PreCommitHookFilesTest
        }
        assertTrue(filesFor(hooks.get(0))
                .containsAll(List.of(
                        "samples/nifu.kif",
                        "samples/declaration.kifu",
                        "samples/perpetual-check.ki2",
                        "samples/jishogi.csa",
                        "samples/mate.jkf",
                        "samples/games.usi")));
    }

    /** Runs a hook's entry, the file names appended, from the workspace, as pre-commit does. */
    private JavaProcess.Result runHook(JsonNode hook, Path executable, List<String> files) throws Exception {
        List<String> entry =
                new ArrayList<>(Arrays.asList(hook.path("entry").asText().trim().split("\\s+")));
        entry.set(0, executable.toString());
        entry.addAll(files);
        ProcessBuilder pb = new ProcessBuilder(entry).directory(workspace.toFile());
        pb.environment()
                .put(
                        "JAVA_HOME",
                        Path.of(JavaProcess.java()).getParent().getParent().toString());
        pb.environment().remove("JDK_JAVA_OPTIONS");
        return JavaProcess.run(pb, null);
    }

    @Test
    void theSystemHookRunsTheShinpanOnThePath() throws Exception {
        JsonNode hook = hooks().get(0);
        assertEquals("system", hook.path("language").asText());
        // the user's PATH holds a link to the launcher, as the README's install paragraph makes
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Path link = Files.createSymbolicLink(
                bin.resolve(hook.path("entry").asText().split("\\s+")[0]), REPO.resolve("target/shinpan"));
        try {
            JavaProcess.Result all = runHook(hook, link, filesFor(hook));
            assertEquals(ExitCodes.INCONSISTENT, all.exit(), "the samples hold inconsistent records: " + all.out());
            JavaProcess.Result good = runHook(hook, link, List.of("samples/nifu.kif", "samples/mate.jkf"));
            assertEquals(ExitCodes.OK, good.exit(), good.out() + good.err());
        } finally {
            Files.delete(link);
        }
    }

    @Test
    void theScriptHookRunsThePackageOfItsCheckout() throws Exception {
        JsonNode hook = hooks().get(1);
        assertEquals("script", hook.path("language").asText());
        // a script entry is a path in the hook's repository: this one
        Path script = REPO.resolve(hook.path("entry").asText().split("\\s+")[0]);
        assertTrue(Files.isExecutable(script), script.toString());
        JavaProcess.Result all = runHook(hook, script, filesFor(hook));
        assertEquals(ExitCodes.INCONSISTENT, all.exit(), all.out() + all.err());
        JavaProcess.Result good = runHook(hook, script, List.of("samples/nifu.kif"));
        assertEquals(ExitCodes.OK, good.exit(), good.out() + good.err());
        assertTrue(good.out().contains("samples/nifu.kif"), good.out());
    }
}
