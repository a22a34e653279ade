package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.IllegalFinding;
import dev.shinpan.adjudicate.ImpasseReport;
import dev.shinpan.adjudicate.Remark;
import dev.shinpan.adjudicate.RepetitionFinding;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.BodWriter;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Sfen;
import dev.shinpan.rules.Side;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The report for people: one block per record, in English or Japanese. */
public final class TextReport implements Report {

    private static final int WARNINGS_SHOWN = 5;

    private final PrintWriter out;
    private final Words w;
    private final boolean board;

    public TextReport(PrintWriter out, Lang lang, boolean board) {
        this.out = out;
        this.w = new Words(lang);
        this.board = board;
    }

    @Override
    public void record(GameRecord record, List<Verdict> verdicts) {
        out.println(title(record, verdicts));
        if (record.start() != null) {
            out.println("  " + facts(record));
        }
        problems(record);
        if (verdicts.size() == 1) {
            details(record, verdicts.get(0));
        } else {
            comparison(record, verdicts);
        }
        out.println();
        out.flush();
    }

    private String title(GameRecord record, List<Verdict> verdicts) {
        String index = record.index() > 0 ? " #" + record.index() : "";
        String format = record.format() == null ? w.pick("unknown format", "形式不明") : record.format().name();
        String encoding = record.encoding() == null ? "" : ", " + record.encoding();
        String variant = record.variant() == null ? ""
                : ", " + w.pick(record.variant().name().equals("tori") ? "Tori Shogi" : "shogi",
                        record.variant().name().equals("tori") ? "禽将棋" : "本将棋");
        String ruleset = verdicts.size() == 1 ? ", " + w.pick("ruleset ", "ルール ") + verdicts.get(0).ruleset().name()
                : "";
        return TerminalText.name(record.source()) + index + " — " + format + encoding + variant + ruleset;
    }

    private String facts(GameRecord record) {
        String black = record.blackPlayer().orElse("?");
        String white = record.whitePlayer().orElse("?");
        String start = record.start().handicap() != null
                ? w.pick(record.start().handicap().id() + " (" + record.start().handicap().japanese() + ")",
                        record.start().handicap().japanese())
                : isVariantStart(record) ? w.pick("the usual start", "初期配置")
                : w.pick("position of its own", "指定局面");
        int moves = record.mainLine().moves().size();
        return w.pick(w.side(Side.BLACK, record) + ": " + black + ", " + w.side(Side.WHITE, record) + ": " + white
                        + "; start: " + start + "; " + moves + " moves",
                w.side(Side.BLACK, record) + "：" + black + "　" + w.side(Side.WHITE, record) + "：" + white
                        + "　開始局面：" + start + "　" + moves + "手");
    }

    /** Whether a non-standard game (Tori Shogi) starts from its own usual setup, move number aside. */
    private static boolean isVariantStart(GameRecord record) {
        String[] start = record.start().sfen().split(" ");
        String[] usual = record.start().variant().startSfen().split(" ");
        return start.length >= 3 && start[0].equals(usual[0]) && start[1].equals(usual[1]) && start[2].equals(usual[2]);
    }

    private void problems(GameRecord record) {
        List<Problem> errors = record.problems().stream().filter(Problem::isError).toList();
        List<Problem> warnings = record.problems().stream().filter(p -> !p.isError()).toList();
        for (Problem p : errors) {
            out.println("  " + w.pick("Error", "エラー") + located(p) + ": " + p.message());
        }
        for (Problem p : warnings.subList(0, Math.min(WARNINGS_SHOWN, warnings.size()))) {
            out.println("  " + w.pick("Warning", "警告") + located(p) + ": " + p.message());
        }
        if (warnings.size() > WARNINGS_SHOWN) {
            out.println("  " + w.pick("… and " + (warnings.size() - WARNINGS_SHOWN) + " more warnings (see --format json)",
                    "…ほか警告" + (warnings.size() - WARNINGS_SHOWN) + "件（--format json で全件）"));
        }
    }

    private String located(Problem p) {
        if (p.line() == 0) {
            return "";
        }
        String text = p.text() == null || p.text().isEmpty() ? "" : " '" + p.text() + "'";
        return " " + w.pick("line " + p.line() + ":" + p.column(), p.line() + "行" + p.column() + "列") + text;
    }

    private void details(GameRecord record, Verdict v) {
        RecordedEnding ending = v.recordedEnding();
        if (ending != null) {
            String who = ending.winner() == null ? "" : w.pick(", " + w.side(ending.winner(), record) + " wins",
                    "、" + w.side(ending.winner(), record) + "の勝ち");
            out.println("  " + w.pick("Recorded ending: " + ending.text().text() + " (" + w.reason(ending.reason()) + who
                            + ") after " + ending.ply() + " moves, line " + ending.text().line(),
                    "棋譜の終局：" + ending.text().text() + "（" + w.reason(ending.reason()) + who + "、" + ending.ply()
                            + "手、" + ending.text().line() + "行目）"));
        }
        IllegalFinding illegal = v.firstIllegal();
        if (illegal != null) {
            String where = w.pick("line " + illegal.move().line() + ":" + illegal.move().column(),
                    illegal.move().line() + "行" + illegal.move().column() + "列");
            out.println("  " + w.pick("First illegal move: ply " + illegal.ply() + " by " + w.side(illegal.side(), record)
                            + ", " + illegal.move().text() + " (" + where + "): " + illegal.code().code() + " ("
                            + illegal.code().japanese() + ") — " + illegal.message(),
                    "最初の反則：" + illegal.ply() + "手目 " + w.side(illegal.side(), record) + " " + illegal.move().text()
                            + "（" + where + "）" + illegal.code().japanese() + " — " + illegal.messageJa()));
        }
        RepetitionFinding repetition = v.repetition();
        if (repetition != null) {
            String plies = repetition.plies().stream().map(String::valueOf).collect(Collectors.joining(", "));
            String perpetual = repetition.perpetualCheck() == null
                    ? (repetition.mutualCheck() ? w.pick("; both sides checked throughout", "、双方が王手を続けた")
                            : "")
                    : w.pick("; " + w.side(repetition.perpetualCheck(), record) + " checked with every move",
                            "、" + w.side(repetition.perpetualCheck(), record) + "の連続王手");
            out.println("  " + w.pick("Repetition: the position of ply " + repetition.ply() + " occurred at plies "
                    + plies + perpetual, "同一局面：" + repetition.ply() + "手目の局面が" + plies + "手目に出現" + perpetual));
        }
        if (v.impasse() != null) {
            impasse(record, v.impasse());
        }
        if (record.start() != null) {
            out.println("  " + w.pick("Result: ", "判定：")
                    + w.outcome(v.result().winner(), v.result().reason(), v.result().ply(), record));
        }
        out.println("  " + w.pick("Status: ", "状態：") + status(v));
        for (Remark r : v.remarks()) {
            out.println("  " + w.pick("Note: " + r.message(), "注記：" + r.messageJa()));
        }
        if (board && v.boardSfen() != null) {
            boardDiagram(record, v);
        }
    }

    private String status(Verdict v) {
        return switch (v.status()) {
            case OK -> w.pick("ok — the record agrees with the rules", "一致（棋譜の記載は規則どおり）");
            case INCONSISTENT -> w.pick("inconsistent — the record disagrees with the rules",
                    "不一致（棋譜の記載と規則上の判定が食い違います）");
            case UNREADABLE -> w.pick("unreadable", "読み取り不能");
        };
    }

    private void impasse(GameRecord record, ImpasseReport r) {
        ImpasseText text = new ImpasseText(w, record);
        text.points(out, r);
        if (r.declaration() != null) {
            text.declaration(out, r.declaration());
        }
        if (r.agreement() != null) {
            text.agreement(out, r.agreement());
        }
    }

    private void boardDiagram(GameRecord record, Verdict v) {
        Position p = Sfen.parse(record.variant(), v.boardSfen());
        out.println("  " + w.pick("Position at ply " + v.boardPly() + ":", v.boardPly() + "手目の局面："));
        String bod = BodWriter.of(p, w.side(Side.BLACK, record).equals("下手") ? "下手" : "先手",
                w.side(Side.WHITE, record).equals("上手") ? "上手" : "後手");
        for (String line : bod.split("\n")) {
            out.println("    " + line);
        }
        out.println("    SFEN: " + v.boardSfen());
    }

    private void comparison(GameRecord record, List<Verdict> verdicts) {
        IllegalFinding illegal = verdicts.get(0).firstIllegal();
        if (illegal != null) {
            out.println("  " + w.pick("First illegal move: ply " + illegal.ply() + ", " + illegal.move().text() + ": "
                            + illegal.code().code() + " — " + illegal.message(),
                    "最初の反則：" + illegal.ply() + "手目 " + illegal.move().text() + " " + illegal.code().japanese()
                            + " — " + illegal.messageJa()));
        }
        int width = verdicts.stream().mapToInt(v -> v.ruleset().name().length()).max().orElse(4);
        Map<String, List<String>> byOutcome = new LinkedHashMap<>();
        for (Verdict v : verdicts) {
            String outcome = w.outcome(v.result().winner(), v.result().reason(), v.result().ply(), record);
            String name = v.ruleset().name();
            out.println("  " + name + " ".repeat(width - name.length() + 2) + outcome + " — " + v.status().id());
            byOutcome.computeIfAbsent(outcome, k -> new java.util.ArrayList<>()).add(name);
        }
        if (byOutcome.size() == 1) {
            out.println("  " + w.pick("All presets agree.", "すべてのルールで判定が一致します。"));
        } else {
            String groups = byOutcome.entrySet().stream()
                    .map(e -> String.join(", ", e.getValue()) + ": " + e.getKey())
                    .collect(Collectors.joining(w.pick("; ", "；")));
            out.println("  " + w.pick("The presets differ — ", "ルールにより判定が異なります — ") + groups);
        }
    }

    @Override
    public void skipped(String name, String reason) {
        // Reasons other than the extension are not translated yet: the English one beats a wrong one.
        String reasonJa = reason.equals("not a record file by its extension") ? "拡張子が棋譜ではありません" : reason;
        out.println(w.pick("Skipped ", "読み飛ばし：") + TerminalText.name(name)
                + w.pick(": " + reason, "（" + reasonJa + "）"));
    }

    @Override
    public void finish(Summary s) {
        out.println(w.pick(s.records() + " record(s): " + s.ok() + " ok, " + s.inconsistent() + " inconsistent, "
                        + s.unreadable() + " unreadable; " + s.withIllegalMove() + " with an illegal move"
                        + (s.skipped() > 0 ? "; " + s.skipped() + " file(s) skipped" : ""),
                "棋譜" + s.records() + "件：一致" + s.ok() + "件、不一致" + s.inconsistent() + "件、読み取り不能"
                        + s.unreadable() + "件、反則を含むもの" + s.withIllegalMove() + "件"
                        + (s.skipped() > 0 ? "、読み飛ばし" + s.skipped() + "件" : "")));
        out.flush();
    }
}
