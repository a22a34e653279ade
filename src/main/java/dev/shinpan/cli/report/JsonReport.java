package dev.shinpan.cli.report;

import dev.shinpan.text.Message;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shinpan.adjudicate.AgreementReport;
import dev.shinpan.adjudicate.Condition;
import dev.shinpan.adjudicate.DeclarationReport;
import dev.shinpan.adjudicate.IllegalFinding;
import dev.shinpan.adjudicate.ImpasseReport;
import dev.shinpan.adjudicate.Remark;
import dev.shinpan.adjudicate.RepetitionFinding;
import dev.shinpan.adjudicate.SidePoints;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.BodWriter;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.rules.Sfen;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Catalogue;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The report for scripts: one JSON object per record and ruleset, either as JSON lines
 * ({@code jsonl}) or inside one document ({@code json}: {@code {"records": [...], "summary": {...}}}).
 * The field names are the stable schema documented in the man page. Texts for people come from the
 * message catalogue: {@code message} in English, {@code messageJa} in Japanese, other texts in English.
 */
public final class JsonReport implements Report {

    private static final Catalogue EN = Catalogue.ENGLISH;
    private static final Catalogue JA = Catalogue.JAPANESE;

    private final ObjectMapper mapper = new ObjectMapper().disable(SerializationFeature.FLUSH_AFTER_WRITE_VALUE);
    private final PrintWriter out;
    private final boolean lines;
    private final boolean board;
    private final JsonGenerator document;
    private final List<ObjectNode> skippedEntries = new java.util.ArrayList<>();

    public JsonReport(PrintWriter out, boolean lines, boolean board) {
        this.out = out;
        this.lines = lines;
        this.board = board;
        if (lines) {
            this.document = null;
        } else {
            try {
                this.document = mapper.getFactory().createGenerator(out).useDefaultPrettyPrinter();
                document.writeStartObject();
                document.writeArrayFieldStart("records");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    @Override
    public void record(GameRecord record, List<Verdict> verdicts) {
        try {
            for (Verdict v : verdicts) {
                ObjectNode node = verdict(record, v);
                if (lines) {
                    out.println(mapper.writeValueAsString(node));
                } else {
                    mapper.writeTree(document, node);
                }
            }
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    ObjectNode verdict(GameRecord record, Verdict v) {
        ObjectNode n = mapper.createObjectNode();
        n.put("source", record.source());
        n.put("index", record.index());
        n.put("format", record.format() == null ? null : record.format().id());
        n.put("encoding", record.encoding());
        n.put("variant", record.variant() == null ? null : record.variant().name());
        n.put("ruleset", v.ruleset().name());
        n.put("moves", record.mainLine().moves().size());
        n.put("status", v.status().id());
        n.put("consistent", v.consistent());
        ObjectNode players = n.putObject("players");
        players.put("black", record.blackPlayer().orElse(null));
        players.put("white", record.whitePlayer().orElse(null));
        if (record.start() == null) {
            n.putNull("start");
        } else {
            ObjectNode start = n.putObject("start");
            start.put("handicap", record.start().handicap() == null ? null : record.start().handicap().id());
            start.put("sfen", record.start().sfen());
        }
        illegal(n, v.firstIllegal());
        repetition(n, v.repetition());
        impasse(n, v.impasse());
        ending(n, v.recordedEnding());
        ObjectNode result = n.putObject("result");
        result.put("winner", side(v.result().winner()));
        result.put("reason", v.result().reason().id());
        result.put("ply", v.result().ply());
        ArrayNode remarks = n.putArray("remarks");
        for (Remark r : v.remarks()) {
            remarks.addObject().put("id", r.id()).put("message", EN.render(r.text())).put("messageJa", JA.render(r.text()));
        }
        problems(n.putArray("errors"), record.problems(), true);
        problems(n.putArray("warnings"), record.problems(), false);
        if (board && v.boardSfen() != null) {
            ObjectNode b = n.putObject("board");
            b.put("ply", v.boardPly());
            b.put("sfen", v.boardSfen());
            b.put("bod", BodWriter.of(Sfen.parse(record.variant(), v.boardSfen())));
        }
        return n;
    }

    private static String side(Side side) {
        return side == null ? null : side.jsonName();
    }

    private static void illegal(ObjectNode n, IllegalFinding f) {
        if (f == null) {
            n.putNull("firstIllegal");
            return;
        }
        ObjectNode o = n.putObject("firstIllegal");
        o.put("ply", f.ply());
        o.put("side", side(f.side()));
        o.put("code", f.code().code());
        o.put("move", f.move().text());
        o.put("line", f.move().line());
        o.put("column", f.move().column());
        o.put("message", EN.render(f.explanation()));
        o.put("messageJa", JA.render(f.explanation()));
        o.put("claimed", f.claimed());
        o.put("decisive", f.decisive());
    }

    private static void repetition(ObjectNode n, RepetitionFinding r) {
        if (r == null) {
            n.putNull("repetition");
            return;
        }
        ObjectNode o = n.putObject("repetition");
        o.put("ply", r.ply());
        ArrayNode plies = o.putArray("plies");
        r.plies().forEach(plies::add);
        o.put("perpetualCheck", side(r.perpetualCheck()));
        o.put("mutualCheck", r.mutualCheck());
    }

    private static void impasse(ObjectNode n, ImpasseReport r) {
        if (r == null) {
            n.putNull("impasse");
            return;
        }
        ObjectNode o = n.putObject("impasse");
        o.put("ply", r.ply());
        points(o.putObject("black"), r.black());
        points(o.putObject("white"), r.white());
        o.put("handicapShortfall", r.handicapShortfall());
        DeclarationReport d = r.declaration();
        if (d == null) {
            o.putNull("declaration");
        } else {
            ObjectNode dn = o.putObject("declaration");
            dn.put("declarer", side(d.declarer()));
            dn.put("rule", d.rule());
            dn.put("outcome", d.outcome().id());
            ArrayNode conditions = dn.putArray("conditions");
            for (Condition c : d.conditions()) {
                conditions.addObject().put("id", c.id()).put("required", EN.render(c.required()))
                        .put("actual", EN.render(c.actual())).put("met", c.met());
            }
        }
        AgreementReport a = r.agreement();
        if (a == null) {
            o.putNull("agreement");
        } else {
            o.putObject("agreement").put("rule", a.rule()).put("black", a.black()).put("white", a.white())
                    .put("winner", side(a.winner())).put("explanation", EN.render(a.explanation()));
        }
    }

    private static void points(ObjectNode o, SidePoints p) {
        o.put("all", p.all());
        o.put("camp", p.camp());
        o.put("piecesInCamp", p.piecesInCamp());
        o.put("kingInCamp", p.kingInCamp());
    }

    private static void ending(ObjectNode n, RecordedEnding e) {
        if (e == null) {
            n.putNull("recordedEnding");
            return;
        }
        ObjectNode o = n.putObject("recordedEnding");
        o.put("code", e.reason().id());
        o.put("text", e.text().text());
        o.put("ply", e.ply());
        o.put("line", e.text().line());
        o.put("winner", side(e.winner()));
    }

    private static void problems(ArrayNode array, List<Problem> problems, boolean errors) {
        for (Problem p : problems) {
            if (p.isError() == errors) {
                array.addObject().put("line", p.line()).put("column", p.column()).put("text", p.text())
                        .put("message", p.message());
            }
        }
    }

    @Override
    public void skipped(String name, Message reason) {
        ObjectNode n = mapper.createObjectNode().put("skipped", name).put("reason", Catalogue.ENGLISH.render(reason));
        if (lines) {
            out.println(n.toString());
            out.flush();
        } else {
            skippedEntries.add(n);
        }
    }

    @Override
    public void finish(Summary s) {
        if (lines) {
            return;
        }
        try {
            document.writeEndArray();
            document.writeArrayFieldStart("skipped");
            for (ObjectNode n : skippedEntries) {
                mapper.writeTree(document, n);
            }
            document.writeEndArray();
            document.writeObjectFieldStart("summary");
            document.writeNumberField("records", s.records());
            document.writeNumberField("ok", s.ok());
            document.writeNumberField("inconsistent", s.inconsistent());
            document.writeNumberField("unreadable", s.unreadable());
            document.writeNumberField("notJudged", s.notJudged());
            document.writeNumberField("withIllegalMove", s.withIllegalMove());
            document.writeNumberField("skipped", s.skipped());
            document.writeEndObject();
            document.writeEndObject();
            document.flush();
            out.println();
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
