package dev.shinpan.cli.report;

import dev.shinpan.text.Message;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.SourceText;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.ArrayDeque;
import java.util.Deque;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * SARIF 2.1.0, so that code-scanning views annotate a record file at the offending line: one run
 * whose {@code tool.driver.rules} list every code shinpan reports, and one result per finding (see
 * {@link Findings}) with the code as {@code ruleId}, its level, one line of text, and the file,
 * line and column of the move or statement as written. Results stream out as records are judged;
 * only the names of skipped files are held until the end, where they become tool notifications.
 *
 * <p>With {@code --baseline} each result has a {@code baselineState}: {@code unchanged} for a finding the
 * baseline knows, {@code new} for the others. A result is at level {@code error} exactly when the exit
 * code counts its finding ({@link Triage#fails}): an error the baseline knows, or that {@code --select}
 * leaves out, is a {@code note}, and a finding selected by name is an {@code error} whatever its level; one {@code --ignore}d is a {@code note} too and carries an accepted
 * external suppression, so code-scanning views neither flag it nor lose it. Baseline entries that match nothing are listed in the
 * summary ({@code fixed}) rather than as {@code absent} results, which would carry no location and
 * which code-scanning views would show as alerts.
 *
 * <p>File names become relative URI references ({@code samples/nifu.kif}); an archive entry keeps
 * the archive's name with {@code !/} before the entry ({@code games.zip!/2024/r1.kif}), as the other
 * formats name it; absolute paths become {@code file:} URIs.
 */
public final class SarifReport implements Report {

    static final String SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

    private final PrintWriter out;
    private final ReportTexts texts;
    private final Findings findings;
    private final JsonGenerator json;
    private final Map<String, Integer> ruleIndex = new HashMap<>();
    private final List<String[]> skippedFiles = new ArrayList<>();
    private final Triage triage;

    public SarifReport(PrintWriter out, Lang lang, boolean failOnIllegal, String version) {
        this(out, lang, failOnIllegal, false, version);
    }

    /** @param winnerOnly a disagreement in the reason or ply only is a warning ({@code --fail-on winner}) */
    public SarifReport(PrintWriter out, Lang lang, boolean failOnIllegal, boolean winnerOnly, String version) {
        this(out, lang, failOnIllegal, winnerOnly, version, Triage.none());
    }

    /** @param triage with a baseline, gives each result its {@code baselineState} */
    public SarifReport(PrintWriter out, Lang lang, boolean failOnIllegal, boolean winnerOnly, String version,
            Triage triage) {
        this.out = out;
        this.triage = triage;
        this.texts = ReportTexts.of(lang);
        this.findings = new Findings(texts, failOnIllegal, winnerOnly);
        try {
            json = new ObjectMapper().getFactory().createGenerator(out).useDefaultPrettyPrinter();
            json.writeStartObject();
            json.writeStringField("$schema", SCHEMA);
            json.writeStringField("version", "2.1.0");
            json.writeArrayFieldStart("runs");
            json.writeStartObject();
            tool(version);
            json.writeStringField("columnKind", "utf16CodeUnits");
            json.writeArrayFieldStart("results");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void tool(String version) throws IOException {
        json.writeObjectFieldStart("tool");
        json.writeObjectFieldStart("driver");
        json.writeStringField("name", "shinpan");
        if (version != null) {
            json.writeStringField("version", version);
        }
        json.writeArrayFieldStart("rules");
        for (Findings.Rule rule : findings.rules()) {
            ruleIndex.put(rule.id(), ruleIndex.size());
            json.writeStartObject();
            json.writeStringField("id", rule.id());
            json.writeObjectFieldStart("shortDescription");
            json.writeStringField("text", rule.description());
            json.writeEndObject();
            json.writeObjectFieldStart("defaultConfiguration");
            json.writeStringField("level", rule.level().id());
            json.writeEndObject();
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
        json.writeEndObject();
    }

    @Override
    public void record(GameRecord record, List<Verdict> verdicts) {
        try {
            for (Verdict v : verdicts) {
                for (Finding f : findings.of(v)) {
                    result(record, v, f);
                }
            }
            json.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void result(GameRecord record, Verdict v, Finding f) throws IOException {
        json.writeStartObject();
        json.writeStringField("ruleId", f.ruleId());
        json.writeNumberField("ruleIndex", ruleIndex.get(f.ruleId()));
        json.writeStringField("level", level(v, f));
        if (triage.hasBaseline()) {
            // SARIF 2.1.0 §3.27.24: a finding the baseline knows is "unchanged", any other "new"
            json.writeStringField("baselineState", Triage.KNOWN.equals(triage.state(v, f)) ? "unchanged" : "new");
        }
        if (triage.ignores(f.ruleId())) {
            // SARIF 2.1.0 §3.34: suppressed outside the record, by the run's options
            json.writeArrayFieldStart("suppressions");
            json.writeStartObject();
            json.writeStringField("kind", "external");
            json.writeStringField("status", "accepted");
            json.writeStringField("justification", "--ignore " + f.ruleId());
            json.writeEndObject();
            json.writeEndArray();
        }
        json.writeObjectFieldStart("message");
        json.writeStringField("text", f.message());
        json.writeEndObject();
        json.writeArrayFieldStart("locations");
        json.writeStartObject();
        json.writeObjectFieldStart("physicalLocation");
        json.writeObjectFieldStart("artifactLocation");
        json.writeStringField("uri", uri(record.source()));
        json.writeEndObject();
        SourceText where = f.where();
        if (where != null && where.line() >= 1) {
            json.writeObjectFieldStart("region");
            json.writeNumberField("startLine", where.line());
            if (where.column() >= 1) {
                json.writeNumberField("startColumn", where.column());
            }
            if (where.text() != null && !where.text().isEmpty()) {
                json.writeObjectFieldStart("snippet");
                json.writeStringField("text", where.text());
                json.writeEndObject();
            }
            json.writeEndObject();
        }
        json.writeEndObject();
        json.writeEndObject();
        json.writeEndArray();
        json.writeObjectFieldStart("properties");
        json.writeNumberField("index", record.index());
        json.writeStringField("ruleset", v.ruleset().name());
        json.writeStringField("status", v.status().id());
        if (f.citation() != null) {
            // where the rule applied is written; the same object as "citation" in the JSON verdict
            json.writeFieldName("citation");
            JsonWriter.citation(json, f.citation());
        }
        json.writeEndObject();
        json.writeEndObject();
    }

    /**
     * The result's level: an error exactly when the exit code counts the finding (one selected by name
     * at a lower level too); an error it does not count is a note.
     */
    private String level(Verdict v, Finding f) {
        if (triage.fails(v, f)) {
            return Finding.Level.ERROR.id();
        }
        return f.level() == Finding.Level.ERROR ? Finding.Level.NOTE.id() : f.level().id();
    }

    /**
     * A URI reference for a source name as the user gave it, relative to the working directory as
     * given, without {@code ./} and {@code dir/..} steps: {@code ./nifu.kif} is {@code nifu.kif},
     * as code-scanning views match the files of the repository by such paths.
     */
    public static String uri(String source) {
        String path = normalised(source.replace('\\', '/'));
        boolean absolute = path.startsWith("/") || path.matches("[A-Za-z]:/.*");
        try {
            String encoded = new URI(null, null, absolute && !path.startsWith("/") ? "/" + path : path, null)
                    .toASCIIString();
            return absolute ? "file://" + encoded : encoded;
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("no URI for " + source, e);
        }
    }

    /** The file's path without '.' steps and 'dir/..' pairs; an archive's entry (after !/) as written. */
    private static String normalised(String path) {
        int entry = path.indexOf("!/");
        String file = entry < 0 ? path : path.substring(0, entry);
        boolean rooted = file.startsWith("/");
        Deque<String> steps = new ArrayDeque<>();
        for (String step : file.split("/")) {
            if (step.isEmpty() || step.equals(".")) {
                continue;
            }
            if (step.equals("..") && !steps.isEmpty() && !steps.peekLast().equals("..")) {
                steps.removeLast();
            } else if (!(step.equals("..") && rooted && steps.isEmpty())) {
                steps.addLast(step);
            }
        }
        String clean = (rooted ? "/" : "") + String.join("/", steps);
        if (clean.isEmpty()) {
            clean = ".";
        }
        return entry < 0 ? clean : clean + path.substring(entry);
    }

    @Override
    public void skipped(String name, Message reason) {
        skippedFiles.add(new String[] {name, texts.render(reason)});
    }

    @Override
    public void finish(Summary s) {
        try {
            json.writeEndArray();
            json.writeArrayFieldStart("invocations");
            json.writeStartObject();
            json.writeBooleanField("executionSuccessful", true);
            json.writeArrayFieldStart("toolExecutionNotifications");
            for (String[] skipped : skippedFiles) {
                json.writeStartObject();
                json.writeObjectFieldStart("message");
                json.writeStringField("text", skipped[0] + ": " + skipped[1]);
                json.writeEndObject();
                json.writeStringField("level", "note");
                json.writeArrayFieldStart("locations");
                json.writeStartObject();
                json.writeObjectFieldStart("physicalLocation");
                json.writeObjectFieldStart("artifactLocation");
                json.writeStringField("uri", uri(skipped[0]));
                json.writeEndObject();
                json.writeEndObject();
                json.writeEndObject();
                json.writeEndArray();
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
            json.writeEndArray();
            json.writeObjectFieldStart("properties");
            JsonWriter.summary(json, "summary", s);
            json.writeEndObject();
            json.writeEndObject();
            json.writeEndArray();
            json.writeEndObject();
            json.flush();
            out.println();
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
