package dev.shinpan.adjudicate;

import dev.shinpan.adjudicate.clock.ClockFinding;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.rules.MovePlayer;
import dev.shinpan.rules.Position;
import dev.shinpan.text.Term;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * What the referee decided about one record under one ruleset, and why. A judged record's verdict is
 * made by {@link Reconciler}; one that could not be judged comes from {@link #unreadable} or
 * {@link #notJudged}.
 *
 * <pre>{@code
 * Verdict verdict = Shinpan.judge(Shinpan.read(Path.of("game.kif")).get(0), "jsa");
 * System.out.println(verdict.status() + ": " + verdict.result().winner() + " by " + verdict.result().reason());
 * }</pre>
 *
 * @param record         the record judged
 * @param ruleset        the ruleset applied
 * @param status         ok (readable and consistent), inconsistent, unreadable, or not judged (the
 *                       ruleset is for another game than the record's)
 * @param firstIllegal   the first illegal move, or null
 * @param repetition     the repetition that ended the game, or null
 * @param impasse        impasse figures when an impasse, declaration or the move limit is involved, or null
 * @param recordedEnding the record's main statement of its ending, or null
 * @param result         the adjudicated outcome
 * @param consistent     whether the record agrees with the result (no claims the rules contradict,
 *                       no moves after the end)
 * @param remarks        explanations: disagreements, interpretations, moves after the end
 * @param boardPly       the ply of the position the finding concerns (for --board)
 * @param board          that position, or null when there is none; {@link #boardSfen()} writes it
 * @param clock          what the record's move times show (docs/rules.md, "The clock"), or null when its
 *                       moves carry no times
 */
public record Verdict(
        GameRecord record,
        Ruleset ruleset,
        Status status,
        IllegalFinding firstIllegal,
        RepetitionFinding repetition,
        ImpasseFinding impasse,
        RecordedEnding recordedEnding,
        Result result,
        boolean consistent,
        List<Remark> remarks,
        int boardPly,
        PositionSnapshot board,
        ClockFinding clock) {

    /**
     * Keeps an unmodifiable copy of the remarks.
     *
     * @param record         the record judged
     * @param ruleset        the ruleset applied
     * @param status         ok, inconsistent, unreadable or not judged
     * @param firstIllegal   the first illegal move, or null
     * @param repetition     the repetition that ended the game, or null
     * @param impasse        impasse figures, or null
     * @param recordedEnding the record's main statement of its ending, or null
     * @param result         the adjudicated outcome
     * @param consistent     whether the record agrees with the result
     * @param remarks        explanations
     * @param boardPly       the ply of the position the finding concerns
     * @param board          that position, or null
     * @param clock          what the move times show, or null
     */
    public Verdict {
        remarks = List.copyOf(remarks);
    }

    /** A record whose start could not be read: nothing replayed, nothing found, the game unfinished. */
    static Verdict unreadable(GameRecord record, Ruleset ruleset) {
        return unjudged(record, ruleset, Status.UNREADABLE, List.of());
    }

    /** A record this ruleset does not judge (another game's, or a game shinpan does not judge), and why. */
    static Verdict notJudged(GameRecord record, Ruleset ruleset, Remark why) {
        return unjudged(record, ruleset, Status.NOT_JUDGED, List.of(why));
    }

    private static Verdict unjudged(GameRecord record, Ruleset ruleset, Status status, List<Remark> remarks) {
        return new Verdict(
                record,
                ruleset,
                status,
                null,
                null,
                null,
                null,
                new Result(null, EndingReason.UNFINISHED, 0),
                false,
                remarks,
                0,
                null,
                null);
    }

    /**
     * How the record disagrees with the rules: {@link Disagreement#WINNER} when any of its
     * disagreements is about who won, {@link Disagreement#REASON} when all are about why or when
     * only; null when it agrees (or was not judged).
     *
     * @return the worst disagreement, or null
     */
    public Disagreement disagreement() {
        return Disagreement.worstOf(remarks);
    }

    /**
     * The position after the first {@code ply} moves of the record's main line, played as the referee plays
     * them: as written, an illegal move too, as far as the board lets it be carried out. Each call replays
     * from the start, so walk a long game with {@link #positions()} instead.
     *
     * <pre>{@code
     * Position before = verdict.positionAt(verdict.firstIllegal().ply() - 1).orElseThrow();
     * System.out.println(before.toSfen());
     * }</pre>
     *
     * @param ply how many moves to play: 0 for the start, up to the number of moves of the main line
     * @return a position of the caller's own, or empty when the record is unreadable, {@code ply} is out of
     *         range, or a move before it cannot be carried out on the board
     */
    public Optional<Position> positionAt(int ply) {
        List<RecordedMove> moves = record.mainLine().moves();
        if (record.start() == null || ply < 0 || ply > moves.size()) {
            return Optional.empty();
        }
        MovePlayer player = new MovePlayer(record.start().position());
        for (int i = 0; i < ply; i++) {
            if (player.playAsWritten(moves.get(i).move()) < 0) {
                return Optional.empty();
            }
        }
        return Optional.of(player.position());
    }

    /**
     * Every position of the main line in order, the start first, each a copy of the caller's own: as
     * {@link #positionAt} gives them, ending before the first move the board cannot carry out.
     *
     * <pre>{@code
     * verdict.positions().forEach(position -> System.out.println(position.toSfen()));
     * }</pre>
     *
     * @return the positions, none for an unreadable record
     */
    public Stream<Position> positions() {
        if (record.start() == null) {
            return Stream.empty();
        }
        List<RecordedMove> moves = record.mainLine().moves();
        MovePlayer player = new MovePlayer(record.start().position());
        // one replay for the walk: each position is copied as the walk reaches it
        return Stream.iterate(
                        0,
                        ply -> ply <= moves.size()
                                && (ply == 0
                                        || player.playAsWritten(
                                                        moves.get(ply - 1).move())
                                                >= 0),
                        ply -> ply + 1)
                .map(ply -> player.position().copy());
    }

    /** {@return the position the finding concerns as SFEN, or null when there is none} */
    public String boardSfen() {
        return board == null ? null : board.sfen();
    }

    /** What kind of verdict it is: whether the record was judged, and whether it agrees with the rules. */
    public enum Status implements Term {
        /** Read and judged, and the record agrees with the rules. */
        OK("ok"),
        /** Read and judged, and the record disagrees with the rules: see {@link Verdict#disagreement()}. */
        INCONSISTENT("inconsistent"),
        /**
         * The record could not be read completely ({@link GameRecord#readable()} is false); its problems say
         * where and why.
         */
        UNREADABLE("unreadable"),
        /**
         * The ruleset asked for is for another game than the record's, a usage mismatch, or the record is of a
         * game shinpan does not judge: not a verdict. A remark says which.
         */
        NOT_JUDGED("not-judged");

        private final String id;

        Status(String id) {
            this.id = id;
        }

        /** {@return the stable name used in JSON output, e.g. {@code not-judged}} */
        public String id() {
            return id;
        }

        @Override
        public String termKey() {
            return "status." + id;
        }
    }
}
