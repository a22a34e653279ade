package dev.shinpan.rules;

/**
 * Plays a record's moves as written on one position: the one place where a written move becomes a
 * move on the board, for the readers' board, the referee's replay, the writers and the reports'
 * pictures. A legal move is played as the rules play it; a foul as far as the board allows (the
 * written side's piece, out of turn if need be), so that whoever replays can go on past it.
 *
 * <p>Two ways in, for two kinds of caller: {@link #playLegal} judges first and leaves a foul
 * unplayed, so the referee can weigh it on the board before it; {@link #playAsWritten} does not
 * judge at all, for callers that only need where the pieces stand (it reaches the same board: a
 * legal move is always physically possible and packs the same).
 *
 * <p>Moves as packed {@code int}s are the module's own form, for the replay's hot path (no value per
 * move); an embedder speaks in {@link Move} values: {@code Shinpan.judgeMove}, {@code Shinpan.play},
 * {@code Shinpan.playUsi}.
 *
 * <pre>{@code
 * MovePlayer player = new MovePlayer(record.start().position());
 * for (RecordedMove move : record.mainLine().moves()) {
 *     player.playAsWritten(move.move()); // as written, a foul too
 * }
 * System.out.println(player.position().toSfen());
 * }</pre>
 */
public final class MovePlayer {

    private final Position position;
    private final MoveJudge judge;

    /**
     * A player of moves on a position, with a judge of its own.
     *
     * @param position the position, which every move played changes
     */
    public MovePlayer(Position position) {
        this.position = position;
        this.judge = new MoveJudge(position);
    }

    /** {@return the position played on} */
    public Position position() {
        return position;
    }

    /** {@return the judge of this position, to explain a foul {@link #playLegal} refused} */
    public MoveJudge judge() {
        return judge;
    }

    /**
     * Plays the move if it is legal and returns the packed move played; otherwise returns the
     * judge's negative verdict ({@link MoveJudge#codeOf}) and leaves the position as it was, for
     * {@link #playAsWritten} to carry the foul out if the caller goes on.
     *
     * @param w the move as the record writes it
     * @return the packed move played, or a negative verdict
     */
    public int playLegal(WrittenMove w) {
        int verdict = judge.judge(w);
        if (MoveJudge.isLegal(verdict)) {
            position.play(verdict);
        }
        return verdict;
    }

    /**
     * Plays the move as written, legal or not, without judging it: the written side's piece (a
     * double move, 二手指し, out of turn) as far as the board allows. Returns the packed move played,
     * or -1, leaving the position unchanged, when the board cannot carry it out at all (no such
     * piece, nothing in hand, square occupied).
     *
     * @param w the move as the record writes it
     * @return the packed move played, or -1
     */
    public int playAsWritten(WrittenMove w) {
        int physical = judge.physicalMove(w);
        if (physical < 0) {
            return -1;
        }
        // Not play(): after a foul the mover's king may be attacked, which play() would rule out.
        if (w.side() != null && w.side().ordinal() != position.sideToMove) {
            position.playOutOfTurn(physical);
        } else {
            position.playUnchecked(physical);
        }
        return physical;
    }
}
