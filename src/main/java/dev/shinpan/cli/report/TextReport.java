package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.Citation;
import dev.shinpan.adjudicate.IllegalFinding;
import dev.shinpan.adjudicate.ImpasseFinding;
import dev.shinpan.adjudicate.Remark;
import dev.shinpan.adjudicate.RepetitionFinding;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.adjudicate.clock.ClockFinding;
import dev.shinpan.adjudicate.clock.ClockTime;
import dev.shinpan.adjudicate.clock.Flag;
import dev.shinpan.cli.terminal.TerminalText;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.kif.BodWriter;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Message;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The report for people: one block per record, in English or Japanese (texts under {@code report.*}). */
public final class TextReport implements Report {

    private static final int WARNINGS_SHOWN = 5;

    private final PrintWriter sink;
    /**
     * A record's block is written here first and handed to the sink in one piece: each line
     * written to the sink is encoded on its own, and a batch of short records writes a few lines
     * for each of hundreds of thousands.
     */
    private final StringWriter block = new StringWriter(1024);

    private final PrintWriter out = new PrintWriter(block);
    private final Words words;
    /** The words of the record being written: {@link #words} as they speak of its game (下手/上手 in a handicap game). */
    private Words w;

    private final boolean board;
    private final Triage triage;
    /** Finds what a baseline may know; only asked with {@code --baseline}. */
    private final Findings findings;
    /** With a baseline, per verdict of the record being written, its findings' codes and their states. */
    private final Map<Verdict, Map<String, String>> states = new IdentityHashMap<>();

    public TextReport(PrintWriter out, Lang lang, boolean board) {
        this(out, lang, board, Triage.none());
    }

    /** @param triage with a baseline, each finding and verdict is marked known or new */
    public TextReport(PrintWriter out, Lang lang, boolean board, Triage triage) {
        this.sink = out;
        this.words = Words.forTerminal(lang);
        this.w = words;
        this.board = board;
        this.triage = triage;
        this.findings = triage.hasBaseline() ? new Findings(ReportTexts.of(Lang.EN), false) : null;
    }

    /** What the record being written copies in the batch; {@link Identity#NONE} when nothing or unknown. */
    private Identity identity = Identity.NONE;

    @Override
    public void record(GameRecord record, List<Verdict> verdicts, Identity identity) {
        this.identity = identity;
        try {
            record(record, verdicts);
        } finally {
            this.identity = Identity.NONE;
        }
    }

    @Override
    public void record(GameRecord record, List<Verdict> verdicts) {
        StringBuffer text = block.getBuffer();
        text.setLength(0);
        w = words.in(record);
        states.clear();
        if (triage.hasBaseline()) {
            for (Verdict v : verdicts) {
                Map<String, String> byCode = new HashMap<>();
                List<Finding> found = findings.of(v);
                for (Finding f : found) {
                    if (triage.selects(f.ruleId())) {
                        byCode.merge(f.ruleId(), triage.state(v, f), (a, b) -> Triage.NEW.equals(a) ? a : b);
                    }
                }
                String whole = triage.state(v, found);
                if (whole != null) {
                    byCode.put(VERDICT, whole);
                }
                states.put(v, byCode);
            }
        }
        lines(record, verdicts);
        sink.append(text);
    }

    /** The key of {@link #states} for the verdict as a whole: no finding code has a space. */
    private static final String VERDICT = "verdict as a whole";

    /** " [known]" or " [new]" for the finding of this code, "" without a baseline or such a finding. */
    private String mark(Verdict v, String code) {
        Map<String, String> byCode = states.get(v);
        String state = byCode == null ? null : byCode.get(code);
        return state == null ? "" : " " + w.text("report.baseline.mark", w.text("report.baseline." + state));
    }

    private void lines(GameRecord record, List<Verdict> verdicts) {
        out.println(title(record, verdicts));
        if (record.start() != null) {
            out.println("  " + facts(record));
        }
        copies();
        game(record);
        problems(record);
        if (verdicts.size() == 1) {
            details(record, verdicts.get(0));
        } else {
            comparison(record, verdicts);
        }
        out.println();
    }

    /** The earlier record this one repeats or is a truncated copy of: the two are told apart. */
    private void copies() {
        Identity.Ref duplicate = identity.duplicateOf();
        Identity.Ref prefix = identity.prefixOf();
        if (duplicate != null) {
            out.println("  " + w.text("report.copy.duplicate", duplicate.source(), duplicate.index()));
        } else if (prefix != null) {
            out.println("  " + w.text("report.copy.prefix", prefix.source(), prefix.index()));
        }
    }

    private String title(GameRecord record, List<Verdict> verdicts) {
        String index = record.index() > 0 ? " #" + record.index() : "";
        String format = record.format() == null
                ? w.text("report.title.unknown-format")
                : record.format().name();
        String encoding = record.encoding() == null ? "" : ", " + record.encoding();
        String variant = record.variant() == null ? "" : ", " + w.term(record.variant());
        String ruleset = verdicts.size() == 1
                ? w.text("report.title.ruleset", verdicts.get(0).ruleset().name())
                : "";
        return TerminalText.name(record.source()) + index + " — " + format + encoding + variant + ruleset;
    }

    private String facts(GameRecord record) {
        Message start = record.start().handicap() != null
                ? Message.of(
                        "report.start.handicap",
                        record.start().handicap().id(),
                        record.start().handicap().japanese())
                : Message.of(isVariantStart(record) ? "report.start.usual" : "report.start.own");
        return w.text(
                "report.facts",
                w.side(Side.BLACK, record),
                record.blackPlayer().orElse("?"),
                w.side(Side.WHITE, record),
                record.whitePlayer().orElse("?"),
                start,
                Message.count("move", record.mainLine().moves().size()));
    }

    /** The record's own facts (event, times, ratings), and a warning for each written but not read. */
    private void game(GameRecord record) {
        for (String line : GameLine.texts(record, words)) {
            out.println("  " + line);
        }
    }

    /** Whether a non-standard game (Tori Shogi) starts from its own usual setup, move number aside. */
    private static boolean isVariantStart(GameRecord record) {
        String[] start = record.start().sfen().split(" ");
        String[] usual = record.start().variant().startSfen().split(" ");
        return start.length >= 3 && start[0].equals(usual[0]) && start[1].equals(usual[1]) && start[2].equals(usual[2]);
    }

    private void problems(GameRecord record) {
        if (record.problems().isEmpty()) {
            return;
        }
        List<Problem> errors = new ArrayList<>();
        List<Problem> warnings = new ArrayList<>();
        for (Problem p : record.problems()) {
            (p.isError() ? errors : warnings).add(p);
        }
        for (Problem p : errors) {
            out.println("  " + w.text("report.problem.error", located(p), Words.problem(p)));
        }
        for (Problem p : warnings.subList(0, Math.min(WARNINGS_SHOWN, warnings.size()))) {
            out.println("  " + w.text("report.problem.warning", located(p), Words.problem(p)));
        }
        if (warnings.size() > WARNINGS_SHOWN) {
            out.println("  " + w.text("report.problem.more-warnings", warnings.size() - WARNINGS_SHOWN));
        }
    }

    /** Where a problem stands in the record (line, column and the text there), or "" for one of the whole record. */
    public static Object located(Problem p) {
        if (p.line() == 0) {
            return "";
        }
        Object text = p.text() == null || p.text().isEmpty() ? "" : Message.of("report.problem.text", p.text());
        return Message.of("report.problem.at", p.line(), p.column(), text);
    }

    private void details(GameRecord record, Verdict v) {
        RecordedEnding ending = v.recordedEnding();
        if (ending != null) {
            Object who = ending.winner() == null
                    ? ""
                    : Message.of("report.recorded-ending.winner", w.side(ending.winner(), record));
            out.println("  "
                    + w.text(
                            "report.recorded-ending",
                            ending.text().text(),
                            Words.reason(ending.reason()),
                            who,
                            Message.count("move", ending.ply()),
                            ending.text().line()));
        }
        IllegalFinding illegal = v.firstIllegal();
        if (illegal != null) {
            Message where = Message.of(
                    "report.line-column", illegal.move().line(), illegal.move().column());
            out.println("  "
                    + w.text(
                            "report.first-illegal",
                            record.plyLabel(illegal.ply()),
                            w.side(illegal.side(), record),
                            illegal.move().text(),
                            where,
                            illegal.code(),
                            Message.inJapanese(illegal.code()),
                            illegal.explanation())
                    + mark(v, illegal.code().code()));
        }
        RepetitionFinding repetition = v.repetition();
        if (repetition != null) {
            Object perpetual = repetition.perpetualCheck() != null
                    ? Message.of("report.repetition.perpetual", w.side(repetition.perpetualCheck(), record))
                    : repetition.mutualCheck() ? Message.of("report.repetition.mutual") : "";
            out.println("  "
                    + w.text(
                            "report.repetition",
                            record.plyLabel(repetition.ply()),
                            record.pliesLabel(repetition.plies()),
                            perpetual)
                    + mark(v, repetition.perpetualCheck() != null ? "perpetual-check" : "sennichite"));
        }
        if (v.impasse() != null) {
            impasse(record, v.impasse());
        }
        clock(record, v);
        if (record.start() != null && v.status() != Verdict.Status.NOT_JUDGED) {
            out.println("  " + w.text("report.result", w.outcome(v)));
        }
        List<Citation> cited = Citations.of(v);
        if (!cited.isEmpty()) {
            out.println("  "
                    + w.text(
                            "report.citation",
                            Message.join(
                                    "list.semicolon",
                                    cited.stream().map(Citations::full).toList())));
        }
        out.println("  " + w.text("report.status", statusOf(v)) + mark(v, VERDICT));
        for (Remark r : v.remarks()) {
            out.println("  " + w.text("report.note", r.text()) + mark(v, r.id()));
        }
        if (board && v.board() != null) {
            boardDiagram(record, v);
        }
        if (board && (v.board() == null || v.boardPly() != flagBoardPly(v))) {
            flagBoard(record, v);
        }
    }

    /**
     * The status, for an inconsistent record how far it is wrong (the other winner, or only the
     * reason), and for a record not judged because of its game, that reason.
     */
    static Object statusOf(Verdict v) {
        if (RunTotals.unsupportedGame(v)) {
            return Message.of("status.not-judged.unsupported");
        }
        return v.status() == Verdict.Status.INCONSISTENT && v.disagreement() != null ? v.disagreement() : v.status();
    }

    private void impasse(GameRecord record, ImpasseFinding r) {
        ImpasseText text = new ImpasseText(w, record);
        text.points(out, r);
        if (r.declaration() != null) {
            text.declaration(out, r.declaration());
        }
        if (r.agreement() != null) {
            text.agreement(out, r.agreement());
        }
    }

    /** The one {@code Clock:} line: each side's time used and left, the control, the flag if any. */
    private void clock(GameRecord record, Verdict v) {
        if (v.clock() != null) {
            out.println("  " + ClockLine.of(w, record, v.clock()));
        }
    }

    /** The remark saying what the ruleset made of a flag, for a --ruleset all row; null when there is none. */
    private static Remark flagRemark(Verdict v) {
        for (Remark r : v.remarks()) {
            if (r.id().equals("clock-flag-server") || r.id().equals("clock-flag-played-past")) {
                return r;
            }
        }
        return null;
    }

    private void boardDiagram(GameRecord record, Verdict v) {
        boardDiagram(record, v, w.text("report.board", record.plyLabel(v.boardPly())));
    }

    private void boardDiagram(GameRecord record, Verdict v, String heading) {
        diagram(record, heading, v.board().position(), v.boardSfen(), v.clock(), v.boardPly());
    }

    /**
     * The ply before the move that ran out of time, whose position the flag fell in, or -1 when no
     * flag fell on a recorded move.
     */
    private static int flagBoardPly(Verdict v) {
        ClockFinding c = v.clock();
        return c == null
                        || c.flag() == null
                        || c.flag().ply() > v.record().mainLine().moves().size()
                ? -1
                : c.flag().ply() - 1;
    }

    /**
     * --board where a flag fell and the verdict's own board is elsewhere (a claim ruleset plays past
     * the flag): the director still wants the position the late move was due in and both clocks there.
     */
    private void flagBoard(GameRecord record, Verdict v) {
        int ply = flagBoardPly(v);
        Position p = ply < 0 ? null : v.positionAt(ply).orElse(null);
        if (p == null) {
            return;
        }
        Flag flag = v.clock().flag();
        diagram(
                record,
                w.text(
                        "report.board.flag",
                        record.plyLabel(ply),
                        w.side(flag.side(), record),
                        record.plyLabel(flag.ply()),
                        ClockTime.of(flag.overSeconds())),
                p,
                p.toSfen(),
                v.clock(),
                ply);
    }

    private void diagram(GameRecord record, String heading, Position p, String sfen, ClockFinding c, int ply) {
        out.println("  " + heading);
        // the diagram's own header words, as KIF writes them in either language
        boolean handicap = Words.isHandicap(record);
        String bod = BodWriter.of(p, handicap ? "下手" : "先手", handicap ? "上手" : "後手");
        for (String line : bod.split("\n")) {
            out.println("    " + line);
        }
        out.println("    SFEN: " + sfen);
        if (c != null && c.control() != null && c.control().limited()) {
            out.println("    "
                    + w.text(
                            "report.clock.board",
                            record.plyLabel(ply),
                            ClockTime.of(c.remainingAfter(Side.BLACK, ply)),
                            ClockTime.of(c.remainingAfter(Side.WHITE, ply))));
        }
    }

    private void comparison(GameRecord record, List<Verdict> verdicts) {
        clock(record, verdicts.get(0)); // the same times under every ruleset
        IllegalFinding illegal = verdicts.get(0).firstIllegal();
        if (illegal != null) {
            out.println("  "
                    + w.text(
                            "report.first-illegal.short",
                            record.plyLabel(illegal.ply()),
                            illegal.move().text(),
                            illegal.code(),
                            illegal.explanation())
                    + mark(verdicts.get(0), illegal.code().code()));
        }
        int width = verdicts.stream()
                .mapToInt(v -> v.ruleset().name().length())
                .max()
                .orElse(4);
        Map<String, List<String>> byOutcome = new LinkedHashMap<>();
        for (Verdict v : verdicts) {
            String outcome = w.outcome(v);
            String name = v.ruleset().name();
            Remark why = firstDisagreement(v);
            out.println("  " + name + " ".repeat(width - name.length() + 2)
                    + (why == null
                            ? w.text("report.presets.row", outcome, statusOf(v))
                            : w.text("report.presets.row.why", outcome, statusOf(v), shortened(why.text())))
                    + mark(v, VERDICT));
            List<Citation> cited = Citations.of(v);
            if (!cited.isEmpty()) {
                out.println("  " + " ".repeat(width + 2)
                        + w.text(
                                "report.citation",
                                Message.join(
                                        "list.semicolon",
                                        cited.stream().map(Citation::brief).toList())));
            }
            Remark flag = flagRemark(v);
            if (flag != null && flag != why) { // how this ruleset treats the flag
                out.println("  " + " ".repeat(width + 2) + w.text("report.note", shortened(flag.text())));
            }
            byOutcome.computeIfAbsent(outcome, k -> new ArrayList<>()).add(name);
        }
        if (byOutcome.size() == 1) {
            out.println("  " + w.text("report.presets.agree"));
        } else {
            List<Message> groups = byOutcome.entrySet().stream()
                    .map(e -> Message.of("report.presets.group", String.join(", ", e.getValue()), e.getKey()))
                    .toList();
            out.println("  " + w.text("report.presets.differ", Message.join("list.semicolon", groups)));
        }
        if (board) {
            comparedBoards(record, verdicts);
            // the flag's position once, unless a ruleset's board already shows it (the times are the same)
            if (verdicts.stream().noneMatch(v -> v.board() != null && v.boardPly() == flagBoardPly(v))) {
                flagBoard(record, verdicts.get(0));
            }
        }
    }

    /** The first remark that makes the verdict inconsistent, or null. */
    private static Remark firstDisagreement(Verdict v) {
        for (Remark r : v.remarks()) {
            if (r.disagreement() != null) {
                return r;
            }
        }
        return null;
    }

    /** A remark in the few words of a --ruleset all row ({@code remark.<id>.short}), else in full. */
    private Message shortened(Message remark) {
        String key = remark.key() + ".short";
        return w.has(key) ? new Message(key, remark.args()) : remark;
    }

    /**
     * --board under --ruleset all: one diagram when every preset's finding concerns the same position,
     * else each preset's, named.
     */
    private void comparedBoards(GameRecord record, List<Verdict> verdicts) {
        Map<String, List<Verdict>> bySfen = new LinkedHashMap<>();
        for (Verdict v : verdicts) {
            if (v.boardSfen() != null) {
                bySfen.computeIfAbsent(v.boardSfen(), k -> new ArrayList<>()).add(v);
            }
        }
        for (List<Verdict> same : bySfen.values()) {
            Verdict v = same.get(0);
            String heading = bySfen.size() == 1
                    ? w.text("report.board", record.plyLabel(v.boardPly()))
                    : w.text(
                            "report.board.presets",
                            record.plyLabel(v.boardPly()),
                            String.join(
                                    ", ",
                                    same.stream().map(s -> s.ruleset().name()).toList()));
            boardDiagram(record, v, heading);
        }
    }

    @Override
    public void skipped(String name, Message reason) {
        sink.println(words.text("report.skipped", name, reason));
    }

    @Override
    public void finish(RunTotals s) {
        for (Message line : RunTotalsLines.of(s)) {
            sink.println(words.render(line));
        }
        sink.flush();
    }
}
