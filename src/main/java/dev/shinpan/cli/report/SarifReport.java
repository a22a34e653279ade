package dev.shinpan.cli.report;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.json.JsonWriter;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.SourceText;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * SARIF 2.1.0, so that code-scanning views annotate a record file at the offending line: one run
 * whose {@code tool.driver.rules} list every code shinpan reports (with {@code --select}, the codes
 * selected), each with its full description and help ({@link Findings#rules()}), and one result per
 * finding (see {@link Findings}) with the code as {@code ruleId}, its level, one line of text, the
 * file, line and column of the move or statement as written, and {@code partialFingerprints} that
 * stay the same across runs ({@link #fingerprint}). Results stream out as records are judged; only
 * the names of skipped files are held until the end, where they become tool notifications. This is
 * what GitHub code scanning asks of a SARIF file, as Microsoft's SARIF Multitool checks it
 * ({@code validate --rule-kind "Gh;Ghas"}; src/test/conformance/check.sh runs it).
 *
 * <p>With {@code --baseline} each result has a {@code baselineState}: {@code unchanged} for a finding the
 * baseline knows, {@code new} for the others. A result is at level {@code error} exactly when the exit
 * code counts its finding ({@link Triage#fails}): an error the baseline knows is a {@code note}, and a
 * finding selected by name is an {@code error} whatever its level; one {@code --ignore}d is a {@code note}
 * too and carries an accepted external suppression, so code-scanning views neither flag it nor lose it.
 * A code {@code --select} leaves out has neither rule nor results (a game not judged is always
 * reported: it fails the run whatever is selected). Baseline entries that match nothing are listed in the
 * summary ({@code fixed}) rather than as {@code absent} results, which would carry no location and
 * which code-scanning views would show as alerts.
 *
 * <p>Files are located as {@link SarifLocations} says: a URI relative to {@code %SRCROOT%} (the
 * working directory, or the folder above it that holds every input, declared in
 * {@code originalUriBaseIds}), never a {@code ..} step. Every result has a region: the line and column
 * as written, or line 1 where nothing in the file is to blame (an unreadable record read nowhere).
 * A record inside an archive is located at the archive file from line 1 (its lines are the entry's);
 * the entry is named in the result's {@code properties} ({@code archiveEntry}, with its line and column
 * as {@code archiveEntryRegion}) and as a logical location.
 */
public final class SarifReport implements Report {

    /** The key of {@code partialFingerprints}: versioned, as a change of recipe must not match old alerts. */
    static final String FINGERPRINT = "shinpanFinding/v1";

    static final String SCHEMA =
            "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

    private final PrintWriter out;
    private final ReportTexts texts;
    private final Findings findings;
    private final JsonGenerator json;
    private final Map<String, Integer> ruleIndex = new HashMap<>();
    private final List<String[]> skippedFiles = new ArrayList<>();
    private final Triage triage;
    private final SarifLocations locations;

    public SarifReport(PrintWriter out, Lang lang, boolean failOnIllegal, String version) {
        this(out, lang, failOnIllegal, false, version);
    }

    /** @param winnerOnly a disagreement in the reason or ply only is a warning ({@code --fail-on winner}) */
    public SarifReport(PrintWriter out, Lang lang, boolean failOnIllegal, boolean winnerOnly, String version) {
        this(out, lang, failOnIllegal, winnerOnly, version, Triage.none());
    }

    /** @param triage with a baseline, gives each result its {@code baselineState} */
    public SarifReport(
            PrintWriter out, Lang lang, boolean failOnIllegal, boolean winnerOnly, String version, Triage triage) {
        this(out, lang, failOnIllegal, winnerOnly, version, triage, List.of());
    }

    /** @param inputs the inputs as named, which decide the run's base ({@link SarifLocations#baseFor}) */
    public SarifReport(
            PrintWriter out,
            Lang lang,
            boolean failOnIllegal,
            boolean winnerOnly,
            String version,
            Triage triage,
            List<String> inputs) {
        this(
                out,
                lang,
                failOnIllegal,
                winnerOnly,
                version,
                triage,
                new SarifLocations(Path.of(""), SarifLocations.baseFor(Path.of(""), inputs)));
    }

    /** @param base the directory relative input names start from and the run's base: a test's own */
    SarifReport(
            PrintWriter out,
            Lang lang,
            boolean failOnIllegal,
            boolean winnerOnly,
            String version,
            Triage triage,
            Path base) {
        this(out, lang, failOnIllegal, winnerOnly, version, triage, new SarifLocations(base));
    }

    private SarifReport(
            PrintWriter out,
            Lang lang,
            boolean failOnIllegal,
            boolean winnerOnly,
            String version,
            Triage triage,
            SarifLocations locations) {
        this.out = out;
        this.locations = locations;
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
            json.writeObjectFieldStart("originalUriBaseIds");
            json.writeObjectFieldStart(SarifLocations.BASE_ID);
            json.writeStringField("uri", locations.baseUri());
            json.writeEndObject();
            json.writeEndObject();
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
            if (!listed(rule.id())) {
                continue;
            }
            ruleIndex.put(rule.id(), ruleIndex.size());
            json.writeStartObject();
            json.writeStringField("id", rule.id());
            json.writeObjectFieldStart("shortDescription");
            json.writeStringField("text", rule.description());
            json.writeEndObject();
            json.writeObjectFieldStart("fullDescription");
            json.writeStringField("text", rule.fullDescription());
            json.writeEndObject();
            json.writeObjectFieldStart(
                    "help"); // code scanning shows it on the alert: what to check, where the rule is written
            json.writeStringField("text", rule.help());
            json.writeStringField("markdown", rule.helpMarkdown());
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

    /**
     * Whether a code's rule and results are in the run: a code {@code --select} leaves out is not (the
     * run reports what was asked for), a game not judged always is (it fails the run whatever is selected).
     */
    private boolean listed(String code) {
        return triage.chooses(code) || code.equals("not-judged");
    }

    /** Takes the record's fingerprint the batch took, so that no result's fingerprint plays the game again. */
    @Override
    public void record(GameRecord record, List<Verdict> verdicts, Identity identity) {
        triage.know(record, identity.print());
        record(record, verdicts);
    }

    @Override
    public void record(GameRecord record, List<Verdict> verdicts) {
        try {
            Map<Triage.Entry, Integer> seen =
                    new HashMap<>(); // the same finding twice in a record: told apart by count
            for (Verdict v : verdicts) {
                for (Finding f : findings.of(v)) {
                    if (listed(f.ruleId())) {
                        Triage.Entry entry = triage.entry(v, f);
                        result(record, v, f, fingerprint(entry, seen.merge(entry, 1, Integer::sum)));
                    }
                }
            }
            json.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void result(GameRecord record, Verdict v, Finding f, String fingerprint) throws IOException {
        json.writeStartObject();
        json.writeStringField("ruleId", f.ruleId());
        json.writeNumberField("ruleIndex", ruleIndex.get(f.ruleId()));
        json.writeStringField("level", level(v, f));
        json.writeObjectFieldStart("partialFingerprints");
        json.writeStringField(FINGERPRINT, fingerprint);
        json.writeEndObject();
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
        SarifLocations.Place place = locations.of(record.source());
        SourceText where = f.where();
        boolean located = where != null && where.line() >= 1;
        json.writeArrayFieldStart("locations");
        json.writeStartObject();
        json.writeObjectFieldStart("physicalLocation");
        artifact(place);
        json.writeObjectFieldStart("region");
        if (located && place.archiveEntry() == null) {
            lineAndColumn(where);
            if (where.text() != null && !where.text().isEmpty()) {
                json.writeObjectFieldStart("snippet");
                json.writeStringField("text", where.text());
                json.writeEndObject();
            }
        } else {
            // code scanning needs a line: the whole record (or archive, whose lines are not the entry's) from line 1
            json.writeNumberField("startLine", 1);
        }
        json.writeEndObject();
        json.writeEndObject();
        entryLocation(place, record.source());
        json.writeEndObject();
        json.writeEndArray();
        json.writeObjectFieldStart("properties");
        if (place.archiveEntry() != null) {
            json.writeStringField("archiveEntry", place.archiveEntry());
            if (located) {
                json.writeObjectFieldStart("archiveEntryRegion"); // the lines of the entry, not of the archive
                lineAndColumn(where);
                json.writeEndObject();
            }
        }
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
        return f.level() == Finding.Level.ERROR
                ? Finding.Level.NOTE.id()
                : f.level().id();
    }

    /**
     * The result's fingerprint, the same in every run over the same record whatever its file is called
     * or where in the file it stands: a SHA-256 of the baseline's key of the finding (the record's
     * fingerprint, the ruleset, the code and the ply; docs/fingerprints.md) and its count in the record.
     */
    static String fingerprint(Triage.Entry entry, int count) {
        String key = entry.record() + "\n" + entry.ruleset() + "\n" + entry.code() + "\n" + entry.ply() + "\n" + count;
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    private void lineAndColumn(SourceText where) throws IOException {
        json.writeNumberField("startLine", where.line());
        if (where.column() >= 1) {
            json.writeNumberField("startColumn", where.column());
        }
    }

    /** The file's artifactLocation: relative to the base with its id, or absolute without one. */
    private void artifact(SarifLocations.Place place) throws IOException {
        json.writeObjectFieldStart("artifactLocation");
        json.writeStringField("uri", place.uri());
        if (place.underBase()) {
            json.writeStringField("uriBaseId", SarifLocations.BASE_ID);
        }
        json.writeEndObject();
    }

    /** An archive's entry as the location's logical location: its name, and the source as the run names it. */
    private void entryLocation(SarifLocations.Place place, String source) throws IOException {
        if (place.archiveEntry() == null) {
            return;
        }
        json.writeArrayFieldStart("logicalLocations");
        json.writeStartObject();
        json.writeStringField("name", place.archiveEntry());
        json.writeStringField("fullyQualifiedName", source);
        json.writeEndObject();
        json.writeEndArray();
    }

    @Override
    public void skipped(String name, Message reason) {
        skippedFiles.add(new String[] {name, texts.render(reason)});
    }

    @Override
    public void finish(RunTotals s) {
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
                SarifLocations.Place place = locations.of(skipped[0]);
                json.writeArrayFieldStart("locations");
                json.writeStartObject();
                json.writeObjectFieldStart("physicalLocation");
                artifact(place);
                json.writeEndObject();
                entryLocation(place, skipped[0]);
                json.writeEndObject();
                json.writeEndArray();
                if (place.archiveEntry() != null) {
                    json.writeObjectFieldStart("properties");
                    json.writeStringField("archiveEntry", place.archiveEntry());
                    json.writeEndObject();
                }
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
            json.writeEndArray();
            json.writeObjectFieldStart("properties");
            RunTotalsJson.summary(json, "summary", s);
            RunTotalsJson.config(json, s.config());
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
