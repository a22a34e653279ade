package dev.shinpan.cli.report;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.shinpan.record.EndingReason;
import dev.shinpan.rules.IllegalMoveCode;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.Map;

/**
 * A run's closing counts in the JSON vocabulary of {@link dev.shinpan.json.JsonWriter}: a batch's
 * concern, kept beside the batch's reports so that the writer of verdicts needs nothing of the command line.
 */
final class RunTotalsJson {

    private RunTotalsJson() {}

    /** The closing counts of a run, and the config file it read: {@code summary} in the schema. */
    static void write(JsonGenerator g, String field, RunTotals s) throws IOException {
        summary(g, field, s, true);
    }

    /**
     * The same object into another document's generator: SARIF's run properties, which carry the
     * config file beside it ({@link #config}) rather than inside.
     */
    static void summary(JsonGenerator g, String field, RunTotals s) throws IOException {
        summary(g, field, s, false);
    }

    /**
     * The config file the run read, as {@code "config": {"path": ..., "found": "searched"}}; nothing
     * without one, so that a run without a config file writes what it always wrote.
     */
    static void config(JsonGenerator g, RunConfig config) throws IOException {
        if (config == null) {
            return;
        }
        g.writeObjectFieldStart("config");
        g.writeStringField("path", config.path());
        g.writeStringField("found", config.found());
        g.writeEndObject();
    }

    private static void summary(JsonGenerator g, String field, RunTotals s, boolean withConfig) throws IOException {
        g.writeObjectFieldStart(field);
        g.writeNumberField("records", s.records());
        g.writeNumberField("ok", s.ok());
        g.writeNumberField("inconsistent", s.inconsistent());
        g.writeNumberField("unreadable", s.unreadable());
        g.writeNumberField("notJudged", s.notJudged());
        g.writeNumberField("withIllegalMove", s.withIllegalMove());
        g.writeNumberField("skipped", s.skipped());
        g.writeNumberField("verdicts", s.verdicts());
        g.writeNumberField("moves", s.moves());
        g.writeNumberField("duplicates", s.duplicates());
        g.writeNumberField("prefixes", s.prefixes());
        Duration elapsed = s.elapsed();
        g.writeNumberField("elapsedSeconds", rounded(elapsed.toNanos() / 1e9, 3));
        g.writeNumberField("recordsPerSecond", rounded(RunTotals.perSecond(s.records(), elapsed), 1));
        g.writeNumberField("movesPerSecond", rounded(RunTotals.perSecond(s.moves(), elapsed), 1));
        g.writeObjectFieldStart("illegalMoves");
        for (Map.Entry<IllegalMoveCode, Integer> e : s.illegalMoves().entrySet()) {
            g.writeNumberField(e.getKey().code(), e.getValue());
        }
        g.writeEndObject();
        g.writeObjectFieldStart("results");
        for (Map.Entry<EndingReason, Integer> e : s.results().entrySet()) {
            g.writeNumberField(e.getKey().id(), e.getValue());
        }
        g.writeEndObject();
        if (s.fixed() == null) {
            g.writeNullField("fixed");
        } else {
            g.writeArrayFieldStart("fixed");
            for (Map.Entry<Triage.Entry, String> fixed : s.fixed().entrySet()) {
                // as --write-baseline writes an entry
                Triage.Entry e = fixed.getKey();
                g.writeStartObject();
                g.writeStringField("record", e.record());
                g.writeStringField("ruleset", e.ruleset());
                g.writeStringField("code", e.code());
                g.writeNumberField("ply", e.ply());
                g.writeStringField("source", fixed.getValue());
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        if (withConfig) {
            config(g, s.config());
        }
        g.writeEndObject();
    }

    private static BigDecimal rounded(double value, int places) {
        return BigDecimal.valueOf(value).setScale(places, RoundingMode.HALF_UP);
    }
}
