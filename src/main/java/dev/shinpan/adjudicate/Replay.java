package dev.shinpan.adjudicate;

import static dev.shinpan.adjudicate.RulesetParameter.ILLEGAL_MOVE;
import static dev.shinpan.adjudicate.RulesetParameter.MAX_MOVES;
import static dev.shinpan.adjudicate.RulesetParameter.MAX_MOVES_RULE;
import static dev.shinpan.adjudicate.RulesetParameter.PERPETUAL_CHECK;
import static dev.shinpan.adjudicate.RulesetParameter.REPETITION;
import static dev.shinpan.adjudicate.RulesetParameter.REPETITION_START_COUNTS;
import static dev.shinpan.adjudicate.RulesetParameter.STRICT_NOTATION;
import static dev.shinpan.adjudicate.RulesetParameter.TRY_RULE;

import dev.shinpan.adjudicate.Ruleset.IllegalMovePolicy;
import dev.shinpan.adjudicate.Ruleset.MaxMovesRule;
import dev.shinpan.adjudicate.Ruleset.PerpetualCounting;
import dev.shinpan.adjudicate.clock.Flag;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.MoveGenerator;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.MovePlayer;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Violation;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.text.Message;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;

/**
 * Replays a record's main line move by move under a ruleset and stops at the first event that
 * ends the game by rule: an illegal move (as the ruleset treats it), a repetition, the move
 * limit, a try, or a mate or stalemate that the record then plays past. It goes no further than
 * the ply at which the record's own statement ends the game (a resignation, a declaration):
 * moves recorded after the end of the game, by rule or by statement, are not judged
 * (docs/rules.md §A5). What the record itself says about its ending is weighed afterwards by
 * {@link Reconciler}.
 */
final class Replay {

    private final Ruleset ruleset;
    /** The parameters asked on every ply or record, read once. */
    private final int repetitionEnds;

    private final boolean startCounts;
    private final boolean illegalLoses;
    private final boolean tryRule;
    private final int maxMoves;
    private final boolean extendWhileCheck;
    private final boolean strictNotation;
    private final RepetitionTracker repetitions = new RepetitionTracker();
    /** Per side, the square a try reaches: where the opponent's king starts (5一/5九; Tori 4一/4七). */
    private final Square[] trySquares = new Square[2];
    /**
     * The board every record is replayed on, set to each record's start, with its player, judge
     * and generator: made once, since a batch replays thousands of short games per thread. The
     * outcome hands it on, valid until the next record.
     */
    private final Position position;

    private final MovePlayer player;
    private final MoveJudge judge;
    private final MoveGenerator generator;
    /** Per ply of the current record, whether that move gave check; [0] is the start, false. */
    private boolean[] gaveCheck = new boolean[512];
    /**
     * The current record's moves as played on the board, packed, ply 1 first, and how many: what
     * its fingerprint is taken from, so that a batch plays each game once rather than twice.
     */
    private int[] line = new int[512];

    private int lineLength;
    /** Which record the line is of; weakly, as a thread's last record must not outlive its turn (a large one). */
    private WeakReference<GameRecord> lineOf = new WeakReference<>(null);

    Replay(Ruleset ruleset) {
        this.ruleset = ruleset;
        this.repetitionEnds = ruleset.get(REPETITION).occurrences();
        this.startCounts = ruleset.get(REPETITION_START_COUNTS);
        this.illegalLoses = ruleset.get(ILLEGAL_MOVE) == IllegalMovePolicy.LOSES;
        this.tryRule = ruleset.get(TRY_RULE);
        this.maxMoves = ruleset.get(MAX_MOVES);
        this.extendWhileCheck = ruleset.get(MAX_MOVES_RULE) == MaxMovesRule.EXTEND_WHILE_CHECK;
        this.strictNotation = ruleset.get(STRICT_NOTATION);
        this.position = Position.start(ruleset.variant());
        this.player = new MovePlayer(position);
        this.judge = player.judge();
        this.generator = new MoveGenerator(position);
        for (Side side : Side.values()) {
            trySquares[side.ordinal()] = position.kingSquare(side.opponent());
        }
    }

    /** {@link Outcome#stoppedAt} of a replay that carried out every move it played. */
    private static final int NOT_STOPPED = -1;

    /**
     * What the replay found. Made by the replay's methods for its cases ({@code ended},
     * {@code lostByFoul}, {@code stopped}, {@code repeated}), which fill in what the case leaves empty.
     *
     * @param position      the position where the replay stopped (after the deciding move, or the last move);
     *                      the replay's own board, valid until it replays the next record
     * @param played        plies replayed
     * @param occurrences   how often that position has occurred (the start counted only where the ruleset counts it)
     * @param ruleEnd       the result the rules give by themselves, or null if the game is still open
     * @param firstIllegal  the first illegal move, or null
     * @param repetition    the deciding repetition, or null
     * @param stoppedAt     ply of a move that could not be carried out at all, or -1
     * @param stopReason    why, or null
     * @param boardPly      ply of the position the main finding concerns
     * @param board         that position
     * @param extended      whether play went on past the move limit because of checks
     * @param slips         the moves played as the piece on their origin, not as written (strict-notation off)
     */
    record Outcome(
            Position position,
            int played,
            int occurrences,
            Result ruleEnd,
            IllegalFinding firstIllegal,
            RepetitionFinding repetition,
            int stoppedAt,
            Message stopReason,
            int boardPly,
            PositionSnapshot board,
            boolean extended,
            List<NotationSlip> slips) {}

    /**
     * A move that names the piece on its origin as it was before promotion, played as the piece there
     * moves ({@link MoveJudge#slipReading}).
     *
     * @param ply  the move's ply
     * @param move the move as recorded
     * @param read the move as played
     */
    record NotationSlip(int ply, RecordedMove move, WrittenMove read) {}

    /** The current record's slips, made at the first: nearly every record has none. */
    private List<NotationSlip> slips;

    /**
     * How many moves of this record the last {@link #run} played on the board (in order from ply 1:
     * {@link #playedLine}), or -1 when the last run was of another record.
     */
    int playedPlies(GameRecord record) {
        return record == lineOf.get() ? lineLength : -1;
    }

    /** The packed moves the last run played, ply 1 first ({@link #playedPlies} of them): the replay's own array. */
    int[] playedLine() {
        return line;
    }

    /** Replays the record's main line with no flag that ends the game. */
    Outcome run(GameRecord record) {
        return run(record, null);
    }

    /**
     * Replays the record's main line; the rare events each have a method of their own, the loop stays small.
     *
     * @param record   the record
     * @param timeLoss a flag that ends the game (the ruleset's time forfeits are the server's): the move
     *                 that overran is never played and its side loses on time, unless the game ended before;
     *                 null for none
     */
    Outcome run(GameRecord record, Flag timeLoss) {
        List<RecordedMove> moves = record.mainLine().moves();
        record.start().setUp(position);
        Side startSide = position.sideToMove();
        repetitions.reset();
        int count = Math.min(moves.size(), statedEnd(record));
        boolean flagEnds = timeLoss != null && timeLoss.ply() - 1 <= count;
        if (flagEnds) {
            count = timeLoss.ply() - 1;
        }
        if (gaveCheck.length <= count) {
            gaveCheck = new boolean[Math.max(count + 1, gaveCheck.length * 2)];
            line = new int[gaveCheck.length];
        }
        lineOf = new WeakReference<>(record);
        lineLength = 0;
        gaveCheck[0] = false;
        int occurrence = 0;
        if (startCounts) {
            occurrence = repetitions.record(0, position.hash());
        }
        IllegalFinding firstIllegal = null;
        boolean extended = false;
        slips = null;
        // KI2 names no origin: the reader found it from the piece named, so a slip cannot be told from a foul
        boolean slipsRead = !strictNotation && record.format() != RecordFormat.KI2;
        for (int i = 0; i < count; i++) {
            int ply = i + 1;
            RecordedMove recorded = moves.get(i);
            // The side the record marks on the move is its mover, also out of turn (a double move
            // is the foul of the side that moved twice); without a mark, the side whose turn it is.
            Side written = recorded.move().side();
            Side mover = written != null ? written : position.sideToMove();
            int verdict = player.playLegal(recorded.move());
            if (slipsRead
                    && !MoveJudge.isLegal(verdict)
                    && MoveJudge.codeOf(verdict) == IllegalMoveCode.PIECE_MISMATCH) {
                verdict = slip(recorded, ply, verdict);
            }
            if (MoveJudge.isLegal(verdict)) {
                line[lineLength++] = verdict;
            } else {
                if (!generator.hasLegalMove()) {
                    // The game was already over: the record plays past a mate or stalemate; the
                    // move after the end is no foul of the game (§A5).
                    return ended(i, occurrence, mateOrStalemate(position, i), firstIllegal, extended);
                }
                boolean claimed = i == count - 1 && claimsFoul(record);
                boolean decisive = illegalLoses || claimed;
                IllegalFinding finding = illegal(recorded, ply, mover, claimed, decisive);
                if (firstIllegal == null) {
                    firstIllegal = finding;
                }
                if (decisive) {
                    return lostByFoul(finding, occurrence, extended);
                }
                int physical = player.playAsWritten(recorded.move());
                if (physical < 0) {
                    Message why = Message.of("remark.replay-stopped", record.plyLabel(ply), finding.code());
                    return stopped(ply, why, occurrence, firstIllegal, extended);
                }
                line[lineLength++] = physical;
            }
            gaveCheck[ply] = position.inCheck();
            occurrence = repetitions.record(ply, position.hash());
            if (occurrence >= repetitionEnds) {
                return repeated(ply, occurrence, mover, startSide, firstIllegal, extended);
            }
            if (tryRule && reachedTrySquare(recorded, verdict, mover)) {
                return ended(ply, occurrence, new Result(mover, EndingReason.TRY, ply), firstIllegal, extended);
            }
            if (maxMoves > 0 && ply >= maxMoves) {
                Outcome limit = atMoveLimit(ply, occurrence, firstIllegal, extended);
                if (limit != null) {
                    return limit;
                }
                extended = true;
            }
        }
        Result end = generator.hasLegalMove()
                ? flagEnds ? new Result(timeLoss.side().opponent(), EndingReason.TIMEOUT, count) : null
                : mateOrStalemate(position, count);
        return ended(count, occurrence, end, firstIllegal, extended);
    }

    /**
     * A move whose piece is named as it was before promotion: played as the piece on its origin moves
     * when that is legal (and noted), else the written move's own verdict stands.
     */
    private int slip(RecordedMove recorded, int ply, int verdict) {
        WrittenMove read = judge.slipReading(recorded.move());
        int played = read == null ? -1 : player.playLegal(read);
        if (!MoveJudge.isLegal(played)) {
            return verdict;
        }
        if (slips == null) {
            slips = new ArrayList<>(2);
        }
        slips.add(new NotationSlip(ply, recorded, read));
        return played;
    }

    private List<NotationSlip> slips() {
        return slips == null ? List.of() : slips;
    }

    /**
     * The replay ends after {@code played} plies, the game with it by rule ({@code ruleEnd}) or still
     * open (null): the board is the position reached.
     */
    private Outcome ended(int played, int occurrence, Result ruleEnd, IllegalFinding firstIllegal, boolean extended) {
        return new Outcome(
                position,
                played,
                occurrence,
                ruleEnd,
                firstIllegal,
                null,
                NOT_STOPPED,
                null,
                played,
                snapshot(),
                extended,
                slips());
    }

    /** The foul decides the game: its side loses at its ply, the board the position it was tried in. */
    private Outcome lostByFoul(IllegalFinding foul, int occurrence, boolean extended) {
        int ply = foul.ply();
        return new Outcome(
                position,
                ply,
                occurrence,
                new Result(foul.side().opponent(), EndingReason.ILLEGAL_MOVE, ply),
                foul,
                null,
                NOT_STOPPED,
                null,
                ply - 1,
                snapshot(),
                extended,
                slips());
    }

    /** The move at {@code ply} cannot be carried out at all, for the reason {@code why}: the replay stops before it. */
    private Outcome stopped(int ply, Message why, int occurrence, IllegalFinding firstIllegal, boolean extended) {
        return new Outcome(
                position,
                ply - 1,
                occurrence,
                null,
                firstIllegal,
                null,
                ply,
                why,
                ply - 1,
                snapshot(),
                extended,
                slips());
    }

    private Outcome repeated(
            int ply, int occurrence, Side mover, Side startSide, IllegalFinding firstIllegal, boolean extended) {
        RepetitionFinding repetition = repetition(ply, startSide);
        return new Outcome(
                position,
                ply,
                occurrence,
                repetitionResult(repetition, mover, ply),
                firstIllegal,
                repetition,
                NOT_STOPPED,
                null,
                ply,
                snapshot(),
                extended,
                slips());
    }

    /**
     * At or past the move limit: the game ends by mate or stalemate (the ply is judged as usual,
     * docs/rules.md §B5) or by the limit, or null when it goes on (checks continue).
     */
    private Outcome atMoveLimit(int ply, int occurrence, IllegalFinding firstIllegal, boolean extended) {
        if (!generator.hasLegalMove()) {
            return ended(ply, occurrence, mateOrStalemate(position, ply), firstIllegal, extended);
        }
        boolean goesOn = extendWhileCheck && (ply == maxMoves ? gaveCheck[ply] : gaveCheck[ply] || gaveCheck[ply - 1]);
        if (!goesOn) {
            return ended(ply, occurrence, new Result(null, EndingReason.MAX_MOVES, ply), firstIllegal, extended);
        }
        return null;
    }

    /**
     * The ply at which the record's main statement ends the game, when that is before its last
     * move (a CSA %TORYO with moves after it); otherwise no bound.
     */
    private static int statedEnd(GameRecord record) {
        RecordedEnding primary = Reconciler.primary(record.mainLine().endings());
        return primary == null || primary.ply() < 0 ? Integer.MAX_VALUE : primary.ply();
    }

    private PositionSnapshot snapshot() {
        return new PositionSnapshot(position);
    }

    private static Result mateOrStalemate(Position position, int ply) {
        Side toMove = position.sideToMove();
        return new Result(toMove.opponent(), position.inCheck() ? EndingReason.CHECKMATE : EndingReason.STALEMATE, ply);
    }

    private IllegalFinding illegal(RecordedMove recorded, int ply, Side mover, boolean claimed, boolean decisive) {
        Violation v = judge.explain(recorded.move());
        return new IllegalFinding(ply, mover, v.code(), recorded.text(), v.explanation(), claimed, decisive);
    }

    /** Whether the record states a foul as its ending (反則勝ち, 反則負け, %ILLEGAL_MOVE, %±ILLEGAL_ACTION). */
    private static boolean claimsFoul(GameRecord record) {
        for (RecordedEnding e : record.mainLine().endings()) {
            if (e.reason() == EndingReason.ILLEGAL_MOVE) {
                return true;
            }
        }
        return false;
    }

    private boolean reachedTrySquare(RecordedMove recorded, int verdict, Side mover) {
        if (!MoveJudge.isLegal(verdict) || recorded.move().isDrop()) {
            return false;
        }
        Square to = recorded.move().to();
        Square target = trySquares[mover.ordinal()];
        return to.equals(target) && to.equals(position.kingSquare(mover));
    }

    private RepetitionFinding repetition(int ply, Side startSide) {
        List<Integer> plies = repetitions.occurrences(ply);
        boolean[] perpetual = new boolean[2];
        for (Side side : Side.values()) {
            perpetual[side.ordinal()] = ruleset.get(PERPETUAL_CHECK) == PerpetualCounting.FROM_FIRST_CHECK
                    ? checkedThroughoutStreak(side, plies, ply, startSide, gaveCheck)
                    : checkedThroughout(side, plies.get(0), ply, startSide, gaveCheck);
        }
        boolean mutual = perpetual[0] && perpetual[1];
        Side checker = mutual ? null : perpetual[0] ? Side.BLACK : perpetual[1] ? Side.WHITE : null;
        return new RepetitionFinding(ply, plies, checker, mutual);
    }

    private static Side moverOf(int ply, Side startSide) {
        return ply % 2 == 1 ? startSide : startSide.opponent();
    }

    /** JSA: every move of the side between the first occurrence and the deciding ply gave check. */
    private static boolean checkedThroughout(Side side, int first, int last, Side startSide, boolean[] gaveCheck) {
        boolean any = false;
        for (int k = first + 1; k <= last; k++) {
            if (moverOf(k, startSide) == side) {
                if (!gaveCheck[k]) {
                    return false;
                }
                any = true;
            }
        }
        return any;
    }

    /**
     * shogi-server: count the occurrences inside the side's current run of checks. A position with
     * the checker to move may have had its first occurrence before the run (three inside suffice);
     * a position with the opponent to move must occur inside the run every time.
     */
    private boolean checkedThroughoutStreak(
            Side side, List<Integer> plies, int last, Side startSide, boolean[] gaveCheck) {
        int k = moverOf(last, startSide) == side ? last : last - 1;
        int streakStart = -1;
        while (k >= 1 && gaveCheck[k]) {
            streakStart = k;
            k -= 2;
        }
        if (streakStart < 0) {
            return false;
        }
        int inside = 0;
        for (int q : plies) {
            if (q >= streakStart) {
                inside++;
            }
        }
        boolean checkerToMove = moverOf(last, startSide) != side;
        int needed = ruleset.get(REPETITION).occurrences() - (checkerToMove ? 1 : 0);
        return inside >= needed;
    }

    private Result repetitionResult(RepetitionFinding found, Side mover, int ply) {
        if (found.perpetualCheck() != null) {
            return new Result(found.perpetualCheck().opponent(), EndingReason.PERPETUAL_CHECK, ply);
        }
        return new Result(ruleset.get(REPETITION).winner(mover, found.mutualCheck()), EndingReason.SENNICHITE, ply);
    }
}
