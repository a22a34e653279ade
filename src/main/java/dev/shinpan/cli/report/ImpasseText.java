package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.AgreementFinding;
import dev.shinpan.adjudicate.Condition;
import dev.shinpan.adjudicate.DeclarationFinding;
import dev.shinpan.adjudicate.ImpasseFinding;
import dev.shinpan.adjudicate.SidePoints;
import dev.shinpan.record.GameRecord;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Message;
import java.io.PrintWriter;

/** Impasse figures as text: points of both sides, declaration conditions, agreement count. */
final class ImpasseText {

    private final Words w;
    private final GameRecord record;

    ImpasseText(Words w, GameRecord record) {
        this.w = w;
        this.record = record;
    }

    void points(PrintWriter out, ImpasseFinding r) {
        out.println("  " + w.text("report.points.heading", record.plyLabel(r.ply())));
        out.println("    " + side(Side.BLACK, r.black()));
        out.println("    " + side(Side.WHITE, r.white()));
        if (r.handicapShortfall() > 0) {
            out.println("    " + w.text("report.points.shortfall", r.handicapShortfall()));
        }
    }

    private String side(Side side, SidePoints p) {
        return w.text(
                "report.points.side",
                w.side(side, record),
                p.all(),
                p.camp(),
                Message.count("piece", p.piecesInCamp()),
                p.kingInCamp() ? w.text("report.points.king-in-camp") : "");
    }

    void declaration(PrintWriter out, DeclarationFinding d) {
        out.println("  " + w.text("report.declaration", w.side(d.declarer(), record), d.rule(), d.outcome()));
        for (Condition c : d.conditions()) {
            out.println("    " + w.text("report.condition", c.met() ? "✓" : "✗", c.required(), c.actual()));
        }
    }

    void agreement(PrintWriter out, AgreementFinding a) {
        String winner = a.winner() == null
                ? w.text("report.agreement.no-result")
                : w.text("report.outcome.wins", w.side(a.winner(), record));
        out.println("  "
                + w.text(
                        "report.agreement",
                        a.rule(),
                        w.side(Side.BLACK, record),
                        a.black(),
                        w.side(Side.WHITE, record),
                        a.white(),
                        winner,
                        a.explanation()));
    }
}
