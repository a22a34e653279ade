package dev.shinpan.adjudicate;

import dev.shinpan.adjudicate.Verdict.Status;
import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.MoveGenerator;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Violation;
import dev.shinpan.rules.WrittenMove;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Weighs what the record says about its ending against what the replay found, and decides the
 * result: an ending by rule stands; otherwise the record's own statement stands where the rules
 * can confirm it (a declaration or agreed impasse is counted, a claimed repetition or mate is
 * checked) and is reported as contradicted where they cannot.
 */
final class Reconciler {

    private final Ruleset ruleset;
    private final GameRecord record;
    private final Replay.Outcome replay;
    private final ImpasseJudge impasse;
    private final List<Remark> remarks = new ArrayList<>();
    private boolean consistent = true;
    private ImpasseReport impasseReport;

    Reconciler(Ruleset ruleset, GameRecord record, Replay.Outcome replay, List<DeclaredRule> declared) {
        this.ruleset = ruleset;
        this.record = record;
        this.replay = replay;
        for (DeclaredRule d : declared) {
            String applied = d.parameter().valueIn(ruleset);
            if (!applied.equals(d.value())) {
                remark("record-rule-not-applied", "the record declares " + d.parameter().id() + " " + d.value() + " ("
                        + d.written() + "), but " + ruleset.name() + " applies " + applied
                        + "; --adopt-record-rules applies the record's own rules",
                        "棋譜は" + d.parameter().id() + "を" + d.value() + "としています（" + d.written() + "）が、"
                                + ruleset.name() + "では" + applied + "です（--adopt-record-rules で棋譜の規定を採用）");
            }
        }
        this.impasse = new ImpasseJudge(ruleset, ImpassePoints.handicapShortfall(record.start()));
    }

    Verdict verdict() {
        List<RecordedEnding> endings = record.mainLine().endings();
        RecordedEnding primary = primary(endings);
        compareStatements(endings);
        Result result;
        if (replay.ruleEnd() != null) {
            result = replay.ruleEnd();
            int after = record.mainLine().moves().size() - result.ply();
            if (after > 0) {
                consistent = false;
                remark("moves-after-end", after + " move(s) were recorded after the game ended at ply " + result.ply(),
                        "対局は" + result.ply() + "手目で終わっていますが、その後に" + after + "手が記録されています");
            }
            for (RecordedEnding e : endings) {
                checkAgainstRuleEnd(e, result);
            }
            if (result.reason() == EndingReason.MAX_MOVES && impasseApplies() || kingEntered()) {
                impasseReport = impasse.report(replay.position(), replay.played(), null, null);
            }
        } else if (replay.stoppedAt() >= 0) {
            consistent = false;
            remark("replay-stopped", replay.stopReason()[0], replay.stopReason()[1]);
            result = primary == null ? unfinished() : new Result(primary.winner(), primary.reason(), primary.ply());
        } else if (primary == null) {
            result = unfinished();
            if (kingEntered()) {
                impasseReport = impasse.report(replay.position(), replay.played(), null, null);
            }
        } else {
            result = fromStatement(primary);
            for (RecordedEnding e : endings) {
                if (e != primary && !sameWinner(e.winner(), result.winner()) && decidesWinner(e)) {
                    disagree(e, result);
                }
            }
        }
        if (replay.extended()) {
            remark("max-moves-extended", "play went on past ply " + ruleset.maxMoves()
                    + " because the side to move was in check (JSA 500-move rule, interpretation of RULES.md §B3)",
                    ruleset.maxMoves() + "手目の時点で王手がかかっていたため、連続王手が続く間は対局を続けました");
        }
        IllegalFinding illegal = replay.firstIllegal();
        if (illegal != null && !illegal.decisive() && replay.ruleEnd() == null
                && ruleset.illegalMove() == Ruleset.IllegalMovePolicy.LOSES_IF_CLAIMED) {
            remark("unclaimed-illegal-move", "the illegal move at ply " + illegal.ply()
                    + " was not claimed, so the game went on (" + ruleset.name() + ": illegal moves lose only when claimed)",
                    illegal.ply() + "手目の反則は指摘されなかったため、対局は続行されました");
        }
        Status status = !record.readable() ? Status.UNREADABLE : consistent ? Status.OK : Status.INCONSISTENT;
        return new Verdict(record, ruleset, status, illegal, replay.repetition(), impasseReport, primary, result,
                consistent && record.readable(), remarks, replay.boardPly(), replay.boardSfen());
    }

    private Result unfinished() {
        return new Result(null, EndingReason.UNFINISHED, replay.played());
    }

    /** The statement that gives the ending: a terminal move first, then a server summary, then まで. */
    private static RecordedEnding primary(List<RecordedEnding> endings) {
        return endings.stream()
                .min(Comparator.comparingInt(e -> switch (e.origin()) {
                    case TERMINAL_MOVE -> 0;
                    case SERVER_SUMMARY -> 1;
                    case SUMMARY_LINE -> 2;
                    case OTHER -> 3;
                }))
                .orElse(null);
    }

    /** Two statements of the same record that name different winners. */
    private void compareStatements(List<RecordedEnding> endings) {
        for (int i = 0; i < endings.size(); i++) {
            for (int j = i + 1; j < endings.size(); j++) {
                RecordedEnding a = endings.get(i);
                RecordedEnding b = endings.get(j);
                boolean winnersDiffer = decidesWinner(a) && decidesWinner(b) && !sameWinner(a.winner(), b.winner());
                if (winnersDiffer || a.ply() != b.ply()) {
                    consistent = false;
                    remark("statements-disagree", "the record states its ending twice and the statements disagree: '"
                            + a.text().text() + "' (line " + a.text().line() + ") and '" + b.text().text()
                            + "' (line " + b.text().line() + ")",
                            "棋譜の終局の記述が食い違っています：「" + a.text().text() + "」（" + a.text().line() + "行目）と「"
                                    + b.text().text() + "」（" + b.text().line() + "行目）");
                }
            }
        }
    }

    /** Whether a statement says who won (a draw counts: it says nobody did). */
    private static boolean decidesWinner(RecordedEnding e) {
        return switch (e.reason()) {
            case INTERRUPTED, UNFINISHED, FORFEIT -> e.winner() != null;
            case IMPASSE, DECLARATION -> e.winner() != null;
            default -> true;
        };
    }

    private void checkAgainstRuleEnd(RecordedEnding e, Result result) {
        if (e.reason() == EndingReason.INTERRUPTED && e.winner() == null) {
            return;
        }
        if (namesTheRepetitionOnly(e, result)) {
            explainRepetitionLoser(result);
            return;
        }
        if (!sameWinner(e.winner(), result.winner()) || e.ply() != result.ply()) {
            disagree(e, result);
        }
    }

    /**
     * Where every repetition has a loser (Tori Shogi), 千日手 / %SENNICHITE at the ply the rules
     * end the game names the event, not a draw: the ruleset names the loser.
     */
    private boolean namesTheRepetitionOnly(RecordedEnding e, Result result) {
        boolean repetitionEnd = result.reason() == EndingReason.SENNICHITE
                || result.reason() == EndingReason.PERPETUAL_CHECK;
        return ruleset.repetition().moverLoses() && e.reason() == EndingReason.SENNICHITE && e.winner() == null
                && repetitionEnd && result.winner() != null && e.ply() == result.ply();
    }

    private void explainRepetitionLoser(Result result) {
        if (remarks.stream().anyMatch(r -> r.id().equals("repetition-loser"))) {
            return; // said once, however many statements (千日手 and まで…千日手) name the repetition
        }
        Side loser = result.winner().opponent();
        boolean perpetual = result.reason() == EndingReason.PERPETUAL_CHECK;
        String why = perpetual ? loser.jsonName() + " checked with every move since the first occurrence"
                : loser.jsonName() + " completed it at ply " + result.ply();
        String whyJa = perpetual ? loser.japanese() + "が初出以来すべて王手だったため" : loser.japanese() + "が" + result.ply() + "手目で成立させたため";
        remark("repetition-loser", "the record names the repetition without a loser; under " + ruleset.name()
                + " a repetition is lost by the player who completes it, and by the checker in a perpetual check: "
                + why + ", so " + loser.jsonName() + " loses",
                "棋譜は千日手とだけ記していますが、" + ruleset.name() + "では千日手を成立させた側（連続王手なら王手をかけ続けた側）の負けです。"
                        + whyJa + "、" + loser.japanese() + "の負けです");
    }

    /** The result a statement gives, once the rules have checked what they can. */
    private Result fromStatement(RecordedEnding e) {
        Position end = replay.position();
        int ply = replay.played();
        return switch (e.reason()) {
            case DECLARATION -> {
                Side declarer = e.offender() != null ? e.offender() : end.sideToMove();
                DeclarationReport report = impasse.declaration(end, declarer, ply);
                impasseReport = impasse.report(end, ply, report, null);
                Result r = new Result(report.winner(), EndingReason.DECLARATION, ply);
                if (!sameWinner(e.winner(), r.winner())) {
                    disagree(e, r);
                }
                yield r;
            }
            case IMPASSE -> {
                AgreementReport report = impasse.agreement(end);
                impasseReport = impasse.report(end, ply, null, report);
                Result r = new Result(report.winner(), EndingReason.IMPASSE, ply);
                if (e.winner() != null && !sameWinner(e.winner(), r.winner())) {
                    disagree(e, r);
                }
                yield r;
            }
            case SENNICHITE, PERPETUAL_CHECK -> {
                consistent = false;
                int count = replay.occurrences();
                remark("repetition-not-reached", "the record claims " + e.text().text() + " but the final position has"
                        + " occurred " + count + " time(s); " + ruleset.name() + " needs "
                        + ruleset.repetition().occurrences(),
                        "棋譜は「" + e.text().text() + "」としていますが、最終局面は" + count + "回しか現れていません（"
                                + ruleset.repetition().occurrences() + "回必要）");
                yield unfinished();
            }
            case CHECKMATE, STALEMATE -> {
                consistent = false;
                List<Move> answers = new MoveGenerator(end).legalMoves();
                String some = String.join(", ", answers.subList(0, Math.min(3, answers.size())).stream()
                        .map(Move::usi).toList()) + (answers.size() > 3 ? ", …" : "");
                remark("no-mate", "the record claims " + e.text().text() + " but the side to move has " + answers.size()
                        + " legal move(s), e.g. " + some + " (tsume problems ignore futile interpositions; the rules"
                        + " of the game do not)",
                        "棋譜は「" + e.text().text() + "」としていますが、手番側に合法手が" + answers.size() + "手あります（例："
                                + some + "）");
                yield unfinished();
            }
            case MAX_MOVES -> {
                consistent = false;
                String limit = ruleset.maxMoves() == 0 ? "no move limit" : "a limit of " + ruleset.maxMoves();
                remark("max-moves-not-reached", "the record ends at its own move limit after " + ply + " moves, but "
                        + ruleset.name() + " has " + limit + " (see --max-moves)",
                        "棋譜は" + ply + "手で手数制限による終局としていますが、" + ruleset.name() + "の手数制限は"
                                + (ruleset.maxMoves() == 0 ? "ありません" : ruleset.maxMoves() + "手です"));
                yield unfinished();
            }
            case TRY -> {
                consistent = false;
                remark("no-try", "the record claims a try but " + (ruleset.tryRule()
                        ? "the last move does not bring the king to the try square" : ruleset.name()
                        + " has no try rule"), "棋譜はトライによる終局としていますが、規則上成立していません");
                yield unfinished();
            }
            case ILLEGAL_MOVE -> foulStatement(e);
            default -> new Result(e.winner(), e.reason(), e.ply());
        };
    }

    /**
     * A foul stated by the record while the replay found no illegal move that ends the game. The
     * foul need not be a recorded move (an illegal action, a move the server refused), so the
     * statement stands; the remark says that the record does not show the foul.
     */
    private Result foulStatement(RecordedEnding e) {
        IllegalFinding illegal = replay.firstIllegal();
        WrittenMove refused = e.detail() == null ? null : RefusedMove.parse(e.detail(), replay.position().variant());
        if (refused != null) {
            MoveJudge judge = new MoveJudge(replay.position());
            Violation why = judge.explain(refused);
            if (why == null) {
                consistent = false;
                remark("refused-move-legal", "the record says the move " + e.detail() + " was illegal, but it is legal"
                        + " in the final position", "棋譜は" + e.detail() + "を反則としていますが、最終局面では合法手です");
            } else {
                remark("refused-move", "the refused move " + e.detail() + " breaks " + why.code().code() + " ("
                        + why.code().japanese() + "): " + why.message(), "不正な指し手 " + e.detail() + "："
                        + why.code().japanese() + " — " + why.messageJa());
            }
        } else if (illegal == null) {
            remark("foul-not-in-moves", "the foul the record states is not among the recorded moves (every recorded"
                    + " move is legal); the record's statement is taken as given",
                    "棋譜の反則は指し手として記録されていないため（記録された指し手はすべて合法）、記載どおりとします");
        }
        return new Result(e.winner(), EndingReason.ILLEGAL_MOVE, e.ply());
    }

    /** Whether the game has impasse rules at all (Tori Shogi has none). */
    private boolean impasseApplies() {
        return ruleset.variant().hasImpasseRules();
    }

    private boolean kingEntered() {
        if (!impasseApplies()) {
            return false;
        }
        Position p = replay.position();
        for (Side side : Side.values()) {
            Square king = p.kingSquare(side);
            if (king != null && p.variant().inZone(side, king)) {
                return true;
            }
        }
        return false;
    }

    private void disagree(RecordedEnding e, Result result) {
        consistent = false;
        String says = e.winner() == null ? "no winner" : e.winner().jsonName() + " won";
        String rules = result.winner() == null ? "no winner" : result.winner().jsonName() + " won";
        remark("ending-disagrees", "the record says '" + e.text().text() + "' (" + e.reason().id() + ", " + says
                + ", line " + e.text().line() + "); under " + ruleset.name() + " the game ended by "
                + result.reason().id() + " at ply " + result.ply() + " (" + rules + ")",
                "棋譜の「" + e.text().text() + "」（" + e.text().line() + "行目）は、" + ruleset.name() + "での判定（"
                        + result.ply() + "手目、" + result.reason().id() + "）と一致しません");
    }

    private static boolean sameWinner(Side a, Side b) {
        return a == b;
    }

    private void remark(String id, String en, String ja) {
        remarks.add(new Remark(id, en, ja));
    }
}
