package dev.shinpan.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.shinpan.adjudicate.AgreementFinding;
import dev.shinpan.adjudicate.Citation;
import dev.shinpan.adjudicate.Condition;
import dev.shinpan.adjudicate.DeclarationFinding;
import dev.shinpan.adjudicate.IllegalFinding;
import dev.shinpan.adjudicate.ImpasseFinding;
import dev.shinpan.adjudicate.PointsCount;
import dev.shinpan.adjudicate.Remark;
import dev.shinpan.adjudicate.RepetitionFinding;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.SidePoints;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.adjudicate.clock.ClockControl;
import dev.shinpan.adjudicate.clock.ClockFinding;
import dev.shinpan.adjudicate.clock.Flag;
import dev.shinpan.adjudicate.clock.SideClock;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.Stated;
import dev.shinpan.record.kif.BodWriter;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;

/**
 * shinpan's one JSON vocabulary, as {@code docs/verdict.schema.json} publishes it: every command
 * that writes JSON ({@code check}, {@code points}, {@code rulesets}) writes its objects here, field
 * by field onto a streaming generator, so that the same object (a side, a declaration, the points
 * of a side, a citation) has the same name and shape wherever it appears. Sides are {@code black} /
 * {@code white}, codes and reasons their stable ids ({@code no-result}, {@code illegal-move}); texts
 * for people are English, with {@code messageJa} where a Japanese text is given too.
 */
public final class JsonWriter {

    private static final Catalogue EN = Catalogue.english();
    private static final Catalogue JA = Catalogue.japanese();
    /** Japanese as it speaks of the record being written: 下手/上手 in a handicap game. */
    private Catalogue ja = JA;

    private static final JsonFactory FACTORY = new JsonFactory();

    private final JsonGenerator g;
    private final GameFactsJson gameFacts;

    private JsonWriter(JsonGenerator g) {
        this.g = g;
        this.gameFacts = new GameFactsJson(g);
    }

    /** One object per line (JSON lines): {@link #endLine()} after each. */
    public static JsonWriter lines(Writer out) {
        JsonGenerator g = generator(out);
        g.setRootValueSeparator(null);
        return new JsonWriter(g);
    }

    /** One document, indented for people. */
    public static JsonWriter document(Writer out) {
        return new JsonWriter(generator(out).useDefaultPrettyPrinter());
    }

    private static JsonGenerator generator(Writer out) {
        try {
            // The caller owns the writer: closing the generator must not close it, and flushing the
            // generator hands its text to the writer without flushing that (a batch flushes when it waits).
            return FACTORY.createGenerator(out)
                    .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
                    .disable(JsonGenerator.Feature.FLUSH_PASSED_TO_STREAM);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The generator, for the frame of a document (its outer object and arrays). */
    public JsonGenerator generator() {
        return g;
    }

    /** Ends a JSON line: writes out what is buffered and a line break. */
    public void endLine() {
        try {
            g.flush();
            g.writeRaw(System.lineSeparator());
            g.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public void flush() {
        try {
            g.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ---- check

    /** A record judged under one ruleset: {@code checkVerdict} in the schema. */
    public void verdict(GameRecord record, Verdict v, boolean board) {
        verdict(record, v, board, null, null, null, null);
    }

    /**
     * A record named as in a report: its source and its index within it.
     *
     * @param source the record's input
     * @param index  its index within that input
     */
    public record Copy(String source, int index) {}

    /**
     * A verdict with the record's fingerprint and the records it copies, when the batch knows them, and
     * {@code "baseline": "known"} or {@code "new"} when {@code --baseline} gave one (else no field).
     */
    public void verdict(
            GameRecord record,
            Verdict v,
            boolean board,
            String fingerprint,
            Copy duplicateOf,
            Copy prefixOf,
            String baseline) {
        ja = JA.forGame(isHandicap(record));
        try {
            g.writeStartObject();
            g.writeStringField("source", record.source());
            g.writeNumberField("index", record.index());
            g.writeStringField(
                    "format", record.format() == null ? null : record.format().id());
            g.writeStringField("encoding", record.encoding());
            g.writeStringField(
                    "variant",
                    record.variant() == null ? null : record.variant().name());
            g.writeStringField("ruleset", v.ruleset().name());
            g.writeNumberField("moves", record.mainLine().moves().size());
            g.writeStringField("fingerprint", fingerprint);
            copy("duplicateOf", duplicateOf);
            copy("prefixOf", prefixOf);
            g.writeStringField("status", v.status().id());
            g.writeBooleanField("consistent", v.consistent());
            g.writeStringField(
                    "disagreement",
                    v.disagreement() == null ? null : v.disagreement().id());
            if (baseline != null) {
                g.writeStringField("baseline", baseline);
            }
            g.writeObjectFieldStart("players");
            g.writeStringField("black", record.blackPlayer().orElse(null));
            g.writeStringField("white", record.whitePlayer().orElse(null));
            g.writeEndObject();
            gameFacts.write(record, ja);
            if (record.start() == null) {
                g.writeNullField("start");
            } else {
                g.writeObjectFieldStart("start");
                g.writeStringField(
                        "handicap",
                        record.start().handicap() == null
                                ? null
                                : record.start().handicap().id());
                g.writeStringField("sfen", record.start().sfen());
                g.writeEndObject();
            }
            illegal(record, v.firstIllegal(), v.ruleset());
            repetition(record, v.repetition(), v.ruleset());
            impasse(record, v.impasse(), v.ruleset());
            ending(record, v.recordedEnding());
            g.writeObjectFieldStart("result");
            g.writeStringField("winner", side(v.result().winner()));
            g.writeStringField("reason", v.result().reason().id());
            ply(record, v.result().ply());
            citation(v.ruleset().citation(v.result().reason()));
            g.writeEndObject();
            clock(record, v.clock());
            g.writeArrayFieldStart("remarks");
            for (Remark r : v.remarks()) {
                g.writeStartObject();
                g.writeStringField("id", r.id());
                messages(r.text());
                location(r.where());
                g.writeEndObject();
            }
            g.writeEndArray();
            problems("errors", record.problems(), true);
            problems("warnings", record.problems(), false);
            if (board && v.board() != null) {
                g.writeObjectFieldStart("board");
                ply(record, v.boardPly());
                g.writeStringField("sfen", v.boardSfen());
                g.writeStringField("bod", BodWriter.of(v.board().position()));
                g.writeEndObject();
            }
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What the move times show ({@code clock} in the schema): null when the record's moves carry none. */
    private void clock(GameRecord record, ClockFinding c) throws IOException {
        if (c == null) {
            g.writeNullField("clock");
            return;
        }
        g.writeObjectFieldStart("clock");
        ClockControl control = c.control();
        if (control == null) {
            g.writeNullField("control");
        } else {
            g.writeObjectFieldStart("control");
            g.writeStringField("source", control.source().id());
            g.writeStringField("kind", control.kind().id());
            g.writeStringField("written", control.written());
            g.writeNumberField("mainSeconds", control.mainSeconds());
            g.writeNumberField("byoyomiSeconds", control.byoyomiSeconds());
            g.writeNumberField("incrementSeconds", control.incrementSeconds());
            g.writeNumberField("leastSecondsPerMove", control.leastPerMove());
            g.writeEndObject();
        }
        sideClock("black", c.black());
        sideClock("white", c.white());
        Flag flag = c.flag();
        if (flag == null) {
            g.writeNullField("flag");
        } else {
            g.writeObjectFieldStart("flag");
            g.writeStringField("side", side(flag.side()));
            ply(record, flag.ply());
            seconds("overSeconds", flag.overSeconds());
            g.writeEndObject();
        }
        g.writeEndObject();
    }

    private void sideClock(String field, SideClock s) throws IOException {
        g.writeObjectFieldStart(field);
        seconds("usedSeconds", s.usedSeconds());
        seconds("chargedSeconds", s.chargedSeconds());
        if (s.remainingSeconds() == null) {
            g.writeNullField("remainingSeconds");
        } else {
            seconds("remainingSeconds", s.remainingSeconds());
        }
        g.writeNumberField("moves", s.moves());
        seconds("longestSeconds", s.longestSeconds());
        g.writeEndObject();
    }

    /** Seconds as an integer where whole (most records), else to the millisecond (CSA V3's {@code T6.123}). */
    private void seconds(String field, double seconds) throws IOException {
        if (seconds == Math.rint(seconds) && Math.abs(seconds) < 1e15) {
            g.writeNumberField(field, (long) seconds);
        } else {
            g.writeNumberField(field, Math.round(seconds * 1000) / 1000.0);
        }
    }

    /**
     * A ply, and beside it the record's own number of that move ({@code number}): they differ in a
     * record resumed from a diagram (moves numbered from 31 are plies from 1).
     */
    private void ply(GameRecord record, int ply) throws IOException {
        g.writeNumberField("ply", ply);
        g.writeNumberField("number", record.number(ply));
    }

    private void illegal(GameRecord record, IllegalFinding f, Ruleset ruleset) throws IOException {
        if (f == null) {
            g.writeNullField("firstIllegal");
            return;
        }
        g.writeObjectFieldStart("firstIllegal");
        ply(record, f.ply());
        g.writeStringField("side", side(f.side()));
        g.writeStringField("code", f.code().code());
        g.writeStringField("move", f.move().text());
        g.writeNumberField("line", f.move().line());
        g.writeNumberField("column", f.move().column());
        messages(f.explanation());
        g.writeBooleanField("claimed", f.claimed());
        g.writeBooleanField("decisive", f.decisive());
        citation(ruleset.citation(EndingReason.ILLEGAL_MOVE));
        g.writeEndObject();
    }

    private void repetition(GameRecord record, RepetitionFinding r, Ruleset ruleset) throws IOException {
        if (r == null) {
            g.writeNullField("repetition");
            return;
        }
        g.writeObjectFieldStart("repetition");
        ply(record, r.ply());
        g.writeArrayFieldStart("plies");
        for (int ply : r.plies()) {
            g.writeNumber(ply);
        }
        g.writeEndArray();
        g.writeArrayFieldStart("numbers");
        for (int ply : r.plies()) {
            g.writeNumber(record.number(ply));
        }
        g.writeEndArray();
        g.writeStringField("perpetualCheck", side(r.perpetualCheck()));
        g.writeBooleanField("mutualCheck", r.mutualCheck());
        citation(ruleset.citation(r.perpetualCheck() != null ? EndingReason.PERPETUAL_CHECK : EndingReason.SENNICHITE));
        g.writeEndObject();
    }

    private void impasse(GameRecord record, ImpasseFinding r, Ruleset ruleset) throws IOException {
        if (r == null) {
            g.writeNullField("impasse");
            return;
        }
        g.writeObjectFieldStart("impasse");
        ply(record, r.ply());
        sidePoints("black", r.black());
        sidePoints("white", r.white());
        g.writeNumberField("handicapShortfall", r.handicapShortfall());
        declaration("declaration", r.declaration(), ruleset);
        agreement(r.agreement(), ruleset);
        g.writeEndObject();
    }

    private void sidePoints(String field, SidePoints p) throws IOException {
        g.writeObjectFieldStart(field);
        g.writeNumberField("all", p.all());
        g.writeNumberField("camp", p.camp());
        g.writeNumberField("piecesInCamp", p.piecesInCamp());
        g.writeBooleanField("kingInCamp", p.kingInCamp());
        g.writeEndObject();
    }

    private void declaration(String field, DeclarationFinding d, Ruleset ruleset) throws IOException {
        if (d == null) {
            g.writeNullField(field);
            return;
        }
        g.writeObjectFieldStart(field);
        g.writeStringField("declarer", side(d.declarer()));
        g.writeStringField("rule", d.rule());
        g.writeStringField("outcome", d.outcome().id());
        g.writeArrayFieldStart("conditions");
        for (Condition c : d.conditions()) {
            g.writeStartObject();
            g.writeStringField("id", c.id());
            g.writeStringField("required", EN.render(c.required()));
            g.writeStringField("actual", EN.render(c.actual()));
            g.writeBooleanField("met", c.met());
            g.writeEndObject();
        }
        g.writeEndArray();
        citation(ruleset.citation(EndingReason.DECLARATION));
        g.writeEndObject();
    }

    private void agreement(AgreementFinding a, Ruleset ruleset) throws IOException {
        if (a == null) {
            g.writeNullField("agreement");
            return;
        }
        g.writeObjectFieldStart("agreement");
        g.writeStringField("rule", a.rule());
        g.writeNumberField("black", a.black());
        g.writeNumberField("white", a.white());
        g.writeStringField("winner", side(a.winner()));
        g.writeStringField("explanation", EN.render(a.explanation()));
        citation(ruleset.citation(EndingReason.IMPASSE));
        g.writeEndObject();
    }

    /** What the JSON and the reports say of a fact that does not parse. */
    public static Message unreadFact(GameFacts f, Stated<?> s) {
        String kind = s == f.timeControl()
                ? "time-control"
                : s == f.blackRating() || s == f.whiteRating() ? "rating" : "date";
        return Message.of("game.unread", s.key(), s.written(), Message.of("game.kind." + kind));
    }

    private void ending(GameRecord record, RecordedEnding e) throws IOException {
        if (e == null) {
            g.writeNullField("recordedEnding");
            return;
        }
        g.writeObjectFieldStart("recordedEnding");
        g.writeStringField("code", e.reason().id());
        g.writeStringField("text", e.text().text());
        ply(record, e.ply());
        g.writeNumberField("line", e.text().line());
        g.writeStringField("winner", side(e.winner()));
        g.writeEndObject();
    }

    private void problems(String field, List<Problem> problems, boolean errors) throws IOException {
        g.writeArrayFieldStart(field);
        for (Problem p : problems) {
            if (p.isError() == errors) {
                g.writeStartObject();
                g.writeNumberField("line", p.line());
                g.writeNumberField("column", p.column());
                g.writeStringField("text", p.text());
                g.writeStringField("message", p.message());
                g.writeEndObject();
            }
        }
        g.writeEndArray();
    }

    /** A file or entry not read: {@code skipped} in the schema. */
    public void skipped(String name, String reason) {
        try {
            g.writeStartObject();
            g.writeStringField("skipped", name);
            g.writeStringField("reason", reason);
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A record another copies, or nothing when there is none. */
    private void copy(String field, Copy ref) throws IOException {
        if (ref == null) {
            return;
        }
        g.writeObjectFieldStart(field);
        g.writeStringField("source", ref.source());
        g.writeNumberField("index", ref.index());
        g.writeEndObject();
    }

    // ---- points

    /** Impasse points at a ply: {@code points} in the schema, the same objects as in {@code check}'s impasse. */
    public void points(GameRecord record, Ruleset ruleset, PointsCount r) {
        ja = JA.forGame(isHandicap(record));
        try {
            g.writeStartObject();
            g.writeStringField("source", record.source());
            g.writeNumberField("index", record.index());
            g.writeStringField(
                    "variant",
                    record.variant() == null ? null : record.variant().name());
            g.writeStringField("ruleset", ruleset.name());
            ply(record, r.ply());
            g.writeStringField("sideToMove", side(r.sideToMove()));
            g.writeStringField("sfen", r.sfen());
            g.writeArrayFieldStart("notes");
            for (Message note : r.notes()) {
                g.writeStartObject();
                g.writeStringField("id", note.key().substring(note.key().lastIndexOf('.') + 1));
                messages(note);
                g.writeEndObject();
            }
            g.writeEndArray();
            sidePoints("black", r.counts().black());
            sidePoints("white", r.counts().white());
            g.writeNumberField("handicapShortfall", r.counts().handicapShortfall());
            g.writeObjectFieldStart("declarations");
            declaration("black", r.black(), ruleset);
            declaration("white", r.white(), ruleset);
            g.writeEndObject();
            agreement(r.agreement(), ruleset);
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ---- rulesets

    /**
     * The presets, every parameter, and where each preset's rules are written: {@code rulesets} in
     * the schema.
     *
     * @param everyRuleset rules no parameter changes, said once
     */
    public void rulesets(List<String> everyRuleset) {
        try {
            RulesetsJson.write(g, everyRuleset);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ---- shared pieces

    /** The rule applied: {@code "citation": {source, clause, url}}, or null where no rule decides. */
    private void citation(Citation c) throws IOException {
        if (c == null) {
            g.writeNullField("citation");
            return;
        }
        g.writeFieldName("citation");
        citation(g, c);
    }

    /** {@code {source, clause, url}} onto any generator: the SARIF report names rules the same way. */
    public static void citation(JsonGenerator g, Citation c) throws IOException {
        g.writeStartObject();
        g.writeStringField("source", c.source());
        g.writeStringField("clause", c.clause());
        g.writeStringField("url", c.url());
        g.writeEndObject();
    }

    private void messages(Message text) throws IOException {
        messages(g, ja, text);
    }

    /** A text for people in English, {@code message}, and in Japanese as {@code ja} speaks, {@code messageJa}. */
    static void messages(JsonGenerator g, Catalogue ja, Message text) throws IOException {
        g.writeStringField("message", EN.render(text));
        g.writeStringField("messageJa", ja.render(text));
    }

    /** Where a remark points in the record, or nulls. */
    private void location(SourceText where) throws IOException {
        if (where == null) {
            g.writeNullField("line");
            g.writeNullField("column");
        } else {
            g.writeNumberField("line", where.line());
            g.writeNumberField("column", where.column());
        }
    }

    /** Japanese speaks of a handicap game's sides as 下手/上手. */
    private static boolean isHandicap(GameRecord record) {
        return record != null
                && record.start() != null
                && record.start().handicap() != null
                && record.start().handicap() != Handicap.EVEN;
    }

    private static String side(Side side) {
        return side == null ? null : side.jsonName();
    }
}
