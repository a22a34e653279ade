package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.DeclarationFinding;
import dev.shinpan.adjudicate.Disagreement;
import dev.shinpan.adjudicate.IllegalFinding;
import dev.shinpan.adjudicate.Remark;
import dev.shinpan.adjudicate.RepetitionFinding;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.cli.report.Finding.Kind;
import dev.shinpan.cli.report.Finding.Level;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.SourceText;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The findings of a verdict, in the order a reviewer reads them: the first illegal move, the
 * repetition, a declaration that does not win, then every way the record disagrees with the rules;
 * or, for an unreadable record, its read errors. JUnit, SARIF and HTML all report these, so that the
 * three agree with each other and with the JSON verdict.
 *
 * <p>Levels follow the exit code: a disagreement or read error is an error (exit 1 or 3), an illegal
 * move a warning unless {@code --fail-on illegal} makes it an error (and a disagreement in the reason or
 * ply alone a warning under {@code --fail-on winner}), a failed declaration or perpetual
 * check a warning, a plain repetition a note.
 */
public final class Findings {

    /**
     * The remarks that make a verdict inconsistent (the others explain or interpret). {@code FindingsTest}
     * checks over every golden verdict that a verdict is inconsistent exactly when it has one of these.
     */
    static final Set<String> DISAGREEMENTS = Set.of(
            "moves-after-end",
            "replay-stopped",
            "statements-disagree",
            "ending-disagrees",
            "repetition-not-reached",
            "no-mate",
            "max-moves-not-reached",
            "no-try",
            "refused-move-legal");

    private final ReportTexts texts;
    private final Words words;
    private final boolean failOnIllegal;
    private final boolean winnerOnly;

    public Findings(ReportTexts texts, boolean failOnIllegal) {
        this(texts, failOnIllegal, false);
    }

    /**
     * @param winnerOnly whether only a disagreement about the winner fails ({@code --fail-on winner}): one
     *                   about the reason or ply alone is then a warning
     */
    public Findings(ReportTexts texts, boolean failOnIllegal, boolean winnerOnly) {
        this.texts = texts;
        this.words = new Words(texts.lang());
        this.failOnIllegal = failOnIllegal;
        this.winnerOnly = winnerOnly;
    }

    public List<Finding> of(Verdict v) {
        GameRecord record = v.record();
        ReportTexts texts = this.texts.in(record); // a side named as the record's game names it
        if (v.status() == Verdict.Status.UNREADABLE) {
            return unreadable(v);
        }
        if (v.status() == Verdict.Status.NOT_JUDGED) {
            // A usage mismatch (a ruleset of another game), not a finding about the record.
            String why = v.remarks().isEmpty()
                    ? texts.text("status.not-judged")
                    : texts.render(v.remarks().get(0).text());
            return List.of(new Finding(Kind.NOT_JUDGED, "not-judged", Level.ERROR, why, null, -1, 0, null));
        }
        List<Finding> found = new ArrayList<>();
        IllegalFinding illegal = v.firstIllegal();
        if (illegal != null) {
            found.add(new Finding(
                    Kind.ILLEGAL_MOVE,
                    illegal.code().code(),
                    failOnIllegal ? Level.ERROR : Level.WARNING,
                    texts.text(
                            "out.finding.illegal",
                            record.plyLabel(illegal.ply()),
                            illegal.move().text(),
                            words.side(illegal.side(), record),
                            illegal.code().code(),
                            Message.inJapanese(illegal.code()),
                            illegal.explanation()),
                    illegal.move(),
                    illegal.ply() - 1,
                    illegal.ply(),
                    v.ruleset().citation(EndingReason.ILLEGAL_MOVE)));
        }
        RepetitionFinding repetition = v.repetition();
        if (repetition != null) {
            Message plies = record.pliesLabel(repetition.plies());
            boolean perpetual = repetition.perpetualCheck() != null;
            String message = perpetual
                    ? texts.text(
                            "out.finding.repetition.perpetual",
                            record.plyLabel(repetition.ply()),
                            plies,
                            words.side(repetition.perpetualCheck(), record))
                    : texts.text("out.finding.repetition", record.plyLabel(repetition.ply()), plies);
            found.add(new Finding(
                    Kind.REPETITION,
                    perpetual ? "perpetual-check" : "sennichite",
                    perpetual ? Level.WARNING : Level.NOTE,
                    message,
                    moveText(record, repetition.ply()),
                    repetition.ply() - 1,
                    repetition.ply(),
                    Citations.repetition(v)));
        }
        DeclarationFinding declaration =
                v.impasse() == null ? null : v.impasse().declaration();
        if (declaration != null && declaration.outcome() != DeclarationFinding.Ruling.WIN) {
            String outcome = declaration.outcome().id();
            String unmet = declaration.conditions().stream()
                    .filter(c -> !c.met())
                    .map(c -> texts.render(c.required()))
                    .collect(Collectors.joining(", "));
            String message = texts.text(
                            "out.finding.declaration",
                            words.side(declaration.declarer(), record),
                            declaration.rule(),
                            texts.text("out.declaration.outcome." + outcome))
                    + (unmet.isEmpty() ? "" : texts.text("out.finding.declaration.unmet", unmet));
            int ply = v.impasse().ply();
            SourceText where = v.recordedEnding() != null ? v.recordedEnding().text() : moveText(record, ply);
            found.add(new Finding(
                    Kind.DECLARATION,
                    "declaration-" + outcome,
                    Level.WARNING,
                    message,
                    where,
                    ply,
                    0,
                    v.ruleset().citation(EndingReason.DECLARATION)));
        }
        for (Remark r : v.remarks()) {
            if (DISAGREEMENTS.contains(r.id())) {
                found.add(disagreement(texts, v, r));
            }
        }
        return found;
    }

    /**
     * Where a disagreement shows: at the statement or move the remark is about (the record's main
     * statement of its ending when the remark names none). Moves after the end show the first of
     * them on the final position, a move that could not be played shows on the position before it;
     * the other disagreements are about the record's statement of its ending, shown on the position
     * where the game ended. The rule cited is the one that decided the result.
     */
    private Finding disagreement(ReportTexts texts, Verdict v, Remark r) {
        GameRecord record = v.record();
        int moves = record.mainLine().moves().size();
        int boardPly = Math.min(v.result().ply(), moves);
        int marked = 0;
        if (r.id().equals("moves-after-end")) {
            marked = boardPly + 1;
        } else if (r.id().equals("replay-stopped")) {
            boardPly = v.boardPly();
            marked = boardPly + 1;
        }
        SourceText where = r.where() != null
                ? r.where()
                : marked > 0
                        ? moveText(record, marked)
                        : v.recordedEnding() == null ? null : v.recordedEnding().text();
        Level level = winnerOnly && r.disagreement() == Disagreement.REASON ? Level.WARNING : Level.ERROR;
        return new Finding(
                Kind.DISAGREEMENT,
                r.id(),
                level,
                texts.render(r.text()),
                where,
                boardPly,
                marked,
                v.ruleset().citation(v.result().reason()));
    }

    private List<Finding> unreadable(Verdict v) {
        List<Finding> found = new ArrayList<>();
        for (Problem p : v.record().problems()) {
            if (p.isError()) {
                String message = p.line() == 0
                        ? texts.text("out.finding.unreadable", Words.problem(p))
                        : texts.text(
                                "out.finding.unreadable.located", p.line(), p.column(), p.text(), Words.problem(p));
                SourceText where = p.line() == 0 ? null : SourceText.of(p.text(), p.line(), p.column());
                found.add(new Finding(Kind.UNREADABLE, "unreadable", Level.ERROR, message, where, -1, 0, null));
            }
        }
        if (found.isEmpty()) {
            String message = v.remarks().isEmpty()
                    ? texts.text("out.finding.unreadable.unknown")
                    : texts.text(
                            "out.finding.unreadable",
                            texts.render(v.remarks().get(0).text()));
            found.add(new Finding(Kind.UNREADABLE, "unreadable", Level.ERROR, message, null, -1, 0, null));
        }
        return found;
    }

    /**
     * A rule a finding can name, in the report's language: its one line, the level its findings have,
     * what it means in full, and the help (what to look at and where the rule is written) as plain
     * text and as Markdown ({@link RuleHelp}).
     */
    public record Rule(
            String id, String description, Level level, String fullDescription, String help, String helpMarkdown) {}

    /** Every rule a finding can name, in a fixed order: illegal moves, repetition, declaration, disagreements, unreadable. */
    public List<Rule> rules() {
        List<Rule> rules = new ArrayList<>();
        for (IllegalMoveCode code : IllegalMoveCode.values()) {
            rules.add(rule(
                    code.code(),
                    texts.text("out.rule.illegal", code.code(), Message.inJapanese(code)),
                    failOnIllegal ? Level.ERROR : Level.WARNING));
        }
        rules.add(rule("sennichite", texts.text("out.rule.sennichite"), Level.NOTE));
        rules.add(rule("perpetual-check", texts.text("out.rule.perpetual-check"), Level.WARNING));
        for (String outcome : List.of("no-result", "loss")) {
            rules.add(rule("declaration-" + outcome, texts.text("out.rule.declaration-" + outcome), Level.WARNING));
        }
        for (String id : DISAGREEMENTS.stream().sorted().toList()) {
            rules.add(rule(id, texts.text("out.rule.disagreement." + id), Level.ERROR));
        }
        rules.add(rule("unreadable", texts.text("out.rule.unreadable"), Level.ERROR));
        rules.add(rule("not-judged", texts.text("out.rule.not-judged"), Level.ERROR));
        return rules;
    }

    private Rule rule(String id, String description, Level level) {
        RuleHelp help = new RuleHelp(texts);
        return new Rule(id, description, level, help.full(id), help.text(id), help.markdown(id));
    }

    /** The move at a ply as written, or null when the main line is shorter. */
    private static SourceText moveText(GameRecord record, int ply) {
        List<RecordedMove> moves = record.mainLine().moves();
        return ply >= 1 && ply <= moves.size() ? moves.get(ply - 1).text() : null;
    }
}
