package dev.shinpan.adjudicate;

import static dev.shinpan.adjudicate.RulesetParameter.ILLEGAL_MOVE;
import static dev.shinpan.adjudicate.RulesetParameter.MAX_MOVES;
import static dev.shinpan.adjudicate.RulesetParameter.REPETITION;
import static dev.shinpan.adjudicate.RulesetParameter.STRICT_NOTATION;
import static dev.shinpan.adjudicate.RulesetParameter.TRY_RULE;

import dev.shinpan.adjudicate.Verdict.Status;
import dev.shinpan.adjudicate.clock.ClockFinding;
import dev.shinpan.adjudicate.clock.Flag;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RefusedMove;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.MoveGenerator;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Violation;
import dev.shinpan.text.Message;
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
    private final VerdictRemarks remarks;
    private final ClockJudge clockJudge;
    private ImpasseFinding impasseFinding;
    /** What the record's move times show, or null when it has none. */
    private final ClockFinding clock;

    Reconciler(Ruleset ruleset, GameRecord record, Replay.Outcome replay, List<DeclaredRule> declared) {
        this(ruleset, record, replay, declared, null);
    }

    Reconciler(
            Ruleset ruleset,
            GameRecord record,
            Replay.Outcome replay,
            List<DeclaredRule> declared,
            ClockFinding clock) {
        this.ruleset = ruleset;
        this.record = record;
        this.replay = replay;
        this.clock = clock;
        this.remarks = new VerdictRemarks(record);
        this.clockJudge = new ClockJudge(ruleset, record, clock, remarks);
        for (DeclaredRule d : declared) {
            String applied = d.parameter().valueIn(ruleset);
            if (!applied.equals(d.value())) {
                remarks.remark(
                        "record-rule-not-applied", d.parameter().id(), d.value(), d.written(), ruleset.name(), applied);
            }
        }
        this.impasse = new ImpasseJudge(ruleset, ImpassePoints.handicapShortfall(record.start()));
    }

    Verdict verdict() {
        for (Replay.NotationSlip slip : replay.slips()) {
            PieceType named = slip.move().move().piece() != null
                    ? slip.move().move().piece()
                    : slip.move().move().pieceAfter();
            PieceType there = slip.read().piece() != null
                    ? slip.read().piece()
                    : slip.read().pieceAfter();
            remarks.remarkAt(
                    slip.move().text(),
                    "notation-slip",
                    record.plyLabel(slip.ply()),
                    slip.move().text().text(),
                    slip.read().from().label(),
                    named,
                    there,
                    ruleset.name(),
                    "--" + STRICT_NOTATION.id() + " on");
        }
        List<RecordedEnding> endings = record.mainLine().endings();
        RecordedEnding primary = primary(endings);
        compareStatements(endings);
        Result result;
        if (replay.ruleEnd() != null) {
            result = replay.ruleEnd();
            movesAfterEnd(result.ply());
            for (RecordedEnding e : endings) {
                checkAgainstRuleEnd(e, result);
            }
            if (result.reason() == EndingReason.MAX_MOVES && impasseApplies() || kingEntered()) {
                impasseFinding = impasse.finding(replay.position(), replay.played(), null, null);
            }
        } else if (replay.stoppedAt() >= 0) {
            // the rules cannot judge past the move, so they name no other winner: the statement stands unconfirmed
            remarks.disagree(new Remark(
                    "replay-stopped", replay.stopReason(), remarks.moveText(replay.stoppedAt()), Disagreement.REASON));
            result = primary == null ? unfinished() : new Result(primary.winner(), primary.reason(), primary.ply());
        } else if (primary == null) {
            result = unfinished();
            if (kingEntered()) {
                impasseFinding = impasse.finding(replay.position(), replay.played(), null, null);
            }
        } else {
            movesAfterEnd(replay.played());
            result = fromStatement(primary);
            for (RecordedEnding e : endings) {
                if (e != primary && !sameWinner(e.winner(), result.winner()) && decidesWinner(e)) {
                    disagree(e, result);
                }
            }
        }
        if (replay.extended()) {
            remarks.remark("max-moves-extended", ruleset.get(MAX_MOVES));
        }
        clockJudge.weigh(primary, result, replay.ruleEnd() == result);
        IllegalFinding illegal = replay.firstIllegal();
        if (illegal != null
                && !illegal.decisive()
                && ruleset.get(ILLEGAL_MOVE) == Ruleset.IllegalMovePolicy.LOSES_IF_CLAIMED) {
            remarks.remarkAt(illegal.move(), "unclaimed-illegal-move", record.plyLabel(illegal.ply()), ruleset.name());
        }
        if (illegal != null && illegal.code() == IllegalMoveCode.OPPONENT_PIECE && unmarked(illegal.ply())) {
            // the same text in a record with side marks would be a double move (二手指し) by the other side
            remarks.remarkAt(
                    illegal.move(),
                    "mover-from-turn",
                    record.plyLabel(illegal.ply()),
                    illegal.side(),
                    illegal.side().opponent());
        }
        boolean readable = record.readable();
        boolean consistent = remarks.consistent();
        Status status = !readable ? Status.UNREADABLE : consistent ? Status.OK : Status.INCONSISTENT;
        return new Verdict(
                record,
                ruleset,
                status,
                illegal,
                replay.repetition(),
                impasseFinding,
                primary,
                result,
                consistent && readable,
                remarks.list(),
                replay.boardPly(),
                replay.board(),
                clock);
    }

    /**
     * Moves recorded after the game ended at {@code end}, by rule or by the record's statement: one
     * remark at the first of them, whatever the ending; they are not judged (docs/rules.md §A5).
     */
    private void movesAfterEnd(int end) {
        int after = record.mainLine().moves().size() - end;
        if (after > 0) {
            // the moves say the game went on, not who won: the statement after them is weighed on its own
            remarks.disagreeAt(
                    Disagreement.REASON, remarks.moveText(end + 1), "moves-after-end", after, record.plyLabel(end));
        }
    }

    /** Whether the move at this ply names no side: its mover is the side whose turn it was. */
    private boolean unmarked(int ply) {
        return record.mainLine().moves().get(ply - 1).move().side() == null;
    }

    private Result unfinished() {
        return new Result(null, EndingReason.UNFINISHED, replay.played());
    }

    /** The statement that gives the ending: {@link RecordedEnding#primary}. */
    static RecordedEnding primary(List<RecordedEnding> endings) {
        return RecordedEnding.primary(endings);
    }

    /** Two statements of the same record that name different winners. */
    private void compareStatements(List<RecordedEnding> endings) {
        for (int i = 0; i < endings.size(); i++) {
            for (int j = i + 1; j < endings.size(); j++) {
                RecordedEnding a = endings.get(i);
                RecordedEnding b = endings.get(j);
                boolean winnersDiffer = decidesWinner(a) && decidesWinner(b) && !sameWinner(a.winner(), b.winner());
                if (winnersDiffer || a.ply() != b.ply()) {
                    remarks.disagreeAt(
                            winnersDiffer ? Disagreement.WINNER : Disagreement.REASON,
                            b.text(),
                            "statements-disagree",
                            a.text().text(),
                            a.text().line(),
                            b.text().text(),
                            b.text().line());
                }
            }
        }
    }

    /** Whether a statement says who won (a draw counts: it says nobody did). */
    private static boolean decidesWinner(RecordedEnding e) {
        return e.decidesWinner();
    }

    private void checkAgainstRuleEnd(RecordedEnding e, Result result) {
        if (e.reason() == EndingReason.INTERRUPTED && e.winner() == null) {
            if (e.ply() >= result.ply()) {
                // 中断 after the mating move: the game had ended, the rules' result stands; said, not weighed
                remarks.remarkAt(
                        e.text(),
                        "interrupted-after-end",
                        e.text().text(),
                        e.text().line(),
                        Message.of("reason." + result.reason().id()),
                        record.plyLabel(result.ply()));
            }
            return;
        }
        if (namesTheRepetitionOnly(e, result)) {
            explainRepetitionLoser(e, result);
            return;
        }
        if (!sameWinner(e.winner(), result.winner()) || e.ply() != result.ply()) {
            disagree(e, result);
        }
    }

    /**
     * Where every repetition has a loser (Tori Shogi, Minishogi), 千日手 / %SENNICHITE at the ply the rules
     * end the game names the event, not a draw: the ruleset names the loser.
     */
    private boolean namesTheRepetitionOnly(RecordedEnding e, Result result) {
        boolean repetitionEnd =
                result.reason() == EndingReason.SENNICHITE || result.reason() == EndingReason.PERPETUAL_CHECK;
        return ruleset.get(REPETITION).decisive()
                && e.reason() == EndingReason.SENNICHITE
                && e.winner() == null
                && repetitionEnd
                && result.winner() != null
                && e.ply() == result.ply();
    }

    private void explainRepetitionLoser(RecordedEnding e, Result result) {
        if (remarks.has("repetition-loser")) {
            return; // said once, however many statements (千日手 and まで…千日手) name the repetition
        }
        Side loser = result.winner().opponent();
        boolean goteWins = ruleset.get(REPETITION) == Ruleset.RepetitionRule.FOUR_FOLD_GOTE_WINS;
        Message why = result.reason() == EndingReason.PERPETUAL_CHECK
                ? Message.of("remark.repetition-loser.checked", loser)
                : goteWins
                        ? Message.of("remark.repetition-loser.no-perpetual", loser, record.plyLabel(result.ply()))
                        : Message.of("remark.repetition-loser.completed", loser, record.plyLabel(result.ply()));
        // the same remark, with the rule of a game where White wins every repetition that is no perpetual check
        String rule = goteWins ? "remark.repetition-loser.gote-wins" : "remark.repetition-loser";
        remarks.add(new Remark("repetition-loser", Message.of(rule, ruleset.name(), why, loser), e.text()));
    }

    /** The result a statement gives, once the rules have checked what they can. */
    private Result fromStatement(RecordedEnding e) {
        Position end = replay.position();
        int ply = replay.played();
        return switch (e.reason()) {
            case DECLARATION -> {
                Side declarer = e.offender() != null ? e.offender() : end.sideToMove();
                DeclarationFinding declaration = impasse.declaration(end, declarer, ply);
                impasseFinding = impasse.finding(end, ply, declaration, null);
                Flag late = clockJudge.declaredOutOfTime(declarer, ply);
                boolean ownTimeUsedUp = late == null && clockJudge.declarationUsedUpTime(e, declarer, ply);
                if (late != null) {
                    remarks.remarkAt(
                            e.text(),
                            "clock-declaration-after-flag",
                            declarer,
                            record.plyLabel(late.ply()),
                            ruleset.name());
                }
                Result r = new Result(
                        late != null || ownTimeUsedUp ? declarer.opponent() : declaration.winner(),
                        EndingReason.DECLARATION,
                        ply);
                if (!sameWinner(e.winner(), r.winner())) {
                    disagree(e, r);
                }
                yield r;
            }
            case IMPASSE -> {
                AgreementFinding agreement = impasse.agreement(end);
                impasseFinding = impasse.finding(end, ply, null, agreement);
                Result r = new Result(agreement.winner(), EndingReason.IMPASSE, ply);
                if (e.winner() != null && !sameWinner(e.winner(), r.winner())) {
                    disagree(e, r);
                }
                yield r;
            }
            case SENNICHITE, PERPETUAL_CHECK -> {
                int count = replay.occurrences();
                remarks.disagreeAt(
                        Disagreement.WINNER,
                        e.text(),
                        "repetition-not-reached",
                        e.text().text(),
                        count,
                        ruleset.name(),
                        ruleset.get(REPETITION).occurrences());
                yield unfinished();
            }
            case CHECKMATE, STALEMATE -> {
                List<Move> answers = new MoveGenerator(end).legalMoves();
                String some = String.join(
                                ", ",
                                answers.subList(0, Math.min(3, answers.size())).stream()
                                        .map(Move::usi)
                                        .toList())
                        + (answers.size() > 3 ? ", …" : "");
                remarks.disagreeAt(
                        Disagreement.WINNER, e.text(), "no-mate", e.text().text(), answers.size(), some);
                yield unfinished();
            }
            case MAX_MOVES -> {
                Message limit = ruleset.get(MAX_MOVES) == 0
                        ? Message.of("remark.max-moves-not-reached.none")
                        : Message.of("remark.max-moves-not-reached.limit", ruleset.get(MAX_MOVES));
                remarks.disagreeAt(Disagreement.WINNER, e.text(), "max-moves-not-reached", ply, ruleset.name(), limit);
                yield unfinished();
            }
            case TRY -> {
                remarks.disagreeAt(
                        Disagreement.WINNER,
                        e.text(),
                        "no-try",
                        ruleset.get(TRY_RULE)
                                ? Message.of("remark.no-try.not-reached")
                                : Message.of("remark.no-try.no-rule", ruleset.name()));
                yield unfinished();
            }
            case ILLEGAL_MOVE -> foulStatement(e);
            default -> new Result(e.winner(), e.reason(), e.ply());
        };
    }

    /**
     * A foul stated by the record while the replay found no illegal move that ends the game. The
     * foul need not be a recorded move (an illegal action, a move the server refused), so the
     * statement stands; the remark says that the record does not show the foul. A refused move is
     * judged where it was due, on the position after the moves played, and the foul is at its ply.
     */
    private Result foulStatement(RecordedEnding e) {
        IllegalFinding illegal = replay.firstIllegal();
        RefusedMove refused = e.refused();
        if (refused != null && refused.ply() == replay.played() + 1) {
            Violation why = new MoveJudge(replay.position()).explain(refused.move());
            if (why == null) {
                // a legal move refused: the rules see no foul, so no result, where the record states one
                remarks.disagreeAt(
                        Disagreement.WINNER,
                        refused.text(),
                        "refused-move-legal",
                        refused.text().text(),
                        record.plyLabel(refused.ply()));
            } else {
                remarks.remarkAt(
                        refused.text(),
                        "refused-move",
                        refused.text().text(),
                        why.code(),
                        Message.inJapanese(why.code()),
                        why.explanation(),
                        record.plyLabel(refused.ply()));
            }
            return new Result(e.winner(), EndingReason.ILLEGAL_MOVE, refused.ply());
        }
        if (illegal == null) {
            remarks.remarkAt(e.text(), "foul-not-in-moves");
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
        // both sides by name, not Side.values(): asked of every record, and that copies an array each call
        return inZone(p, Side.BLACK) || inZone(p, Side.WHITE);
    }

    private static boolean inZone(Position p, Side side) {
        Square king = p.kingSquare(side);
        return king != null && p.variant().inZone(side, king);
    }

    /** A statement of the ending the rules contradict: in its winner, or only in its reason or ply. */
    private void disagree(RecordedEnding e, Result result) {
        Disagreement kind = sameWinner(e.winner(), result.winner()) ? Disagreement.REASON : Disagreement.WINNER;
        remarks.disagreeAt(
                kind,
                e.text(),
                "ending-disagrees",
                e.text().text(),
                e.reason().id(),
                winner(e.winner()),
                e.text().line(),
                ruleset.name(),
                result.reason().id(),
                record.plyLabel(result.ply()),
                winner(result.winner()),
                Message.of("reason." + result.reason().id()));
    }

    private static boolean sameWinner(Side a, Side b) {
        return a == b;
    }

    private static Message winner(Side winner) {
        return winner == null ? Message.of("remark.no-winner") : Message.of("remark.won", winner);
    }
}
