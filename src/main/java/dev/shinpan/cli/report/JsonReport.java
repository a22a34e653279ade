package dev.shinpan.cli.report;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.json.JsonWriter;
import dev.shinpan.record.GameRecord;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The report for scripts: one JSON object per record and ruleset, either as JSON lines
 * ({@code jsonl}: the verdicts and the skipped entries in input order, no summary, so the stream is
 * the same on every run) or inside one document ({@code json}: {@code {"records": [...],
 * "skipped": [...], "summary": {...}}}). Written by {@link JsonWriter} in the vocabulary that
 * {@code docs/verdict.schema.json} publishes.
 */
public final class JsonReport implements Report {

    private final PrintWriter out;
    private final boolean lines;
    private final boolean board;
    private final JsonWriter json;
    private final Triage triage;
    private final Findings findings;
    /** Names and reasons of skipped entries, which a document lists after its records. */
    private final List<String[]> skippedEntries = new ArrayList<>();

    public JsonReport(PrintWriter out, boolean lines, boolean board) {
        this(out, lines, board, Triage.none());
    }

    /** @param triage tells each verdict's baseline state, when there is a baseline */
    public JsonReport(PrintWriter out, boolean lines, boolean board, Triage triage) {
        this.triage = triage;
        this.findings = new Findings(ReportTexts.of(Lang.EN), false);
        this.out = out;
        this.lines = lines;
        this.board = board;
        this.json = lines ? JsonWriter.lines(out) : JsonWriter.document(out);
        if (!lines) {
            try {
                JsonGenerator g = json.generator();
                g.writeStartObject();
                g.writeArrayFieldStart("records");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    @Override
    public void record(GameRecord record, List<Verdict> verdicts) {
        record(record, verdicts, Identity.NONE);
    }

    @Override
    public void record(GameRecord record, List<Verdict> verdicts, Identity identity) {
        for (Verdict v : verdicts) {
            json.verdict(
                    record,
                    v,
                    board,
                    identity.fingerprint(),
                    copy(identity.duplicateOf()),
                    copy(identity.prefixOf()),
                    triage.hasBaseline() ? triage.state(v, findings.of(v)) : null);
            if (lines) {
                json.endLine();
            }
        }
        json.flush();
    }

    private static JsonWriter.Copy copy(Identity.Ref ref) {
        return ref == null ? null : new JsonWriter.Copy(ref.source(), ref.index());
    }

    @Override
    public void skipped(String name, Message reason) {
        // JSON keeps the reason in English, as it always was
        String english = Catalogue.english().render(reason);
        if (lines) {
            json.skipped(name, english);
            json.endLine();
            json.flush();
        } else {
            skippedEntries.add(new String[] {name, english});
        }
    }

    @Override
    public void finish(RunTotals s) {
        if (lines) {
            return;
        }
        try {
            JsonGenerator g = json.generator();
            g.writeEndArray();
            g.writeArrayFieldStart("skipped");
            for (String[] entry : skippedEntries) {
                json.skipped(entry[0], entry[1]);
            }
            g.writeEndArray();
            RunTotalsJson.write(g, "summary", s);
            g.writeEndObject();
            g.flush();
            out.println();
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
