package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.PointsCount;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.text.Message;
import java.io.PrintWriter;

/** {@code shinpan points} as text: the position counted, notes, the figures and conditions. */
public final class PointsText {

    private final Words w;

    public PointsText(Lang lang) {
        this.w = Words.forTerminal(lang);
    }

    public void print(PrintWriter out, GameRecord record, Ruleset ruleset, PointsCount r) {
        Words w = this.w.in(record);
        String index = record.index() > 0 ? " #" + record.index() : "";
        out.println(w.text(
                "report.points-title",
                record.source() + index,
                record.plyLabel(r.ply()),
                Message.of("side.to-move", r.sideToMove()),
                ruleset.name()));
        if (!r.notes().isEmpty()) {
            out.println("  " + w.text("report.note", Message.join("list.semicolon", r.notes())));
        }
        ImpasseText text = new ImpasseText(w, record);
        text.points(out, r.counts());
        text.declaration(out, r.black());
        text.declaration(out, r.white());
        text.agreement(out, r.agreement());
        out.println("  SFEN: " + r.sfen());
        out.println();
    }

    /** A record that could not be read, with the first problem found. */
    /** @param why the record's first error, or null */
    public void unreadable(PrintWriter out, String source, Problem why) {
        out.println(w.text("report.unreadable", source, why == null ? "" : Words.problem(why)));
    }

    /** A record the ruleset asked for cannot count: it is for another game. */
    public void notJudged(PrintWriter out, String source, Message why) {
        out.println(w.text("report.not-judged", source, why));
    }

    public void skipped(PrintWriter out, String name, Message reason) {
        out.println(w.text("report.skipped", name, reason));
    }
}
