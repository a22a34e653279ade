package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.AgreementReport;
import dev.shinpan.adjudicate.Condition;
import dev.shinpan.adjudicate.DeclarationReport;
import dev.shinpan.adjudicate.ImpasseReport;
import dev.shinpan.adjudicate.SidePoints;
import dev.shinpan.record.GameRecord;
import dev.shinpan.rules.Side;
import java.io.PrintWriter;

/** Impasse figures as text: points of both sides, declaration conditions, agreement count. */
public final class ImpasseText {

    private final Words w;
    private final GameRecord record;

    ImpasseText(Words w, GameRecord record) {
        this.w = w;
        this.record = record;
    }

    public ImpasseText(Lang lang, GameRecord record) {
        this(new Words(lang), record);
    }

    public void points(PrintWriter out, ImpasseReport r) {
        out.println("  " + w.pick("Points at ply " + r.ply() + " (all pieces / in camp and hand, pieces in camp):",
                r.ply() + "手目の点数（総点／敵陣と持駒、敵陣の駒数）："));
        out.println("    " + side(Side.BLACK, r.black()));
        out.println("    " + side(Side.WHITE, r.white()));
        if (r.handicapShortfall() > 0) {
            out.println("    " + w.pick("The handicap giver lacks " + r.handicapShortfall() + " points",
                    "上手は駒落ち分" + r.handicapShortfall() + "点が不足"));
        }
    }

    private String side(Side side, SidePoints p) {
        String king = p.kingInCamp() ? w.pick(", king in camp", "、入玉") : "";
        return w.side(side, record) + ": " + p.all() + " / " + p.camp() + ", " + p.piecesInCamp()
                + w.pick(" pieces", "枚") + king;
    }

    public void declaration(PrintWriter out, DeclarationReport d) {
        out.println("  " + w.pick("Declaration by " + w.side(d.declarer(), record) + " under " + d.rule() + ": "
                + d.outcome().id(), w.side(d.declarer(), record) + "の入玉宣言（" + d.rule() + "）："
                + switch (d.outcome()) {
                    case WIN -> "宣言勝ち";
                    case NO_RESULT -> "持将棋（勝敗なし）";
                    case LOSS -> "宣言負け";
                }));
        for (Condition c : d.conditions()) {
            out.println("    " + (c.met() ? "✓" : "✗") + " " + c.required() + ": " + c.actual());
        }
    }

    public void agreement(PrintWriter out, AgreementReport a) {
        String winner = a.winner() == null ? w.pick("no result", "勝敗なし")
                : w.pick(w.side(a.winner(), record) + " wins", w.side(a.winner(), record) + "の勝ち");
        out.println("  " + w.pick("Agreed impasse under " + a.rule() + ": Black " + a.black() + ", White " + a.white()
                        + " — " + winner + " (" + a.explanation() + ")",
                "合意による持将棋（" + a.rule() + "）：" + w.side(Side.BLACK, record) + a.black() + "点、"
                        + w.side(Side.WHITE, record) + a.white() + "点 — " + winner));
    }
}
