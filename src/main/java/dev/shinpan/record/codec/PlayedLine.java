package dev.shinpan.record.codec;

import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.ResolvedMove;
import dev.shinpan.record.SourceText;
import dev.shinpan.rules.MovePlayer;
import dev.shinpan.rules.Position;
import dev.shinpan.text.Message;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * A record's main line for a writer, walked once on its start: each move is resolved as it comes
 * on the board the moves before it left (played as written, an illegal one too wherever the board
 * lets it be played on), so a writer that names moves by the board (KI2, JKF) and the resolution
 * of the moves share one replay.
 */
public final class PlayedLine implements Iterable<ResolvedMove> {

    private final List<RecordedMove> moves;
    private final GameFacts facts;
    private final MovePlayer player;
    /** Whether the writer names the moving piece, so that a move whose piece nobody knows stops the walk. */
    private final boolean namesPieces;

    private boolean walked;
    private int next;
    /** Whether every move before the current one could be carried out on the board. */
    private boolean known = true;

    PlayedLine(GameRecord record, GameFacts facts, boolean namesPieces) {
        this.moves = record.mainLine().moves();
        this.facts = facts;
        this.player = new MovePlayer(record.start().position());
        this.namesPieces = namesPieces;
    }

    /**
     * The record's facts as its own format states them: what a writer states in its own header words
     * (the time control, the end time), read by whoever knows the record's format.
     *
     * @return the facts; {@link GameFacts#NONE} when the record states none
     */
    public GameFacts facts() {
        return facts;
    }

    public boolean isEmpty() {
        return moves.isEmpty();
    }

    /**
     * The board before the move the walk last handed out (the start before the first): a writer's
     * to look at, not to play on.
     */
    public Position board() {
        return player.position();
    }

    /**
     * Whether {@link #board()} is the position the record reached, that is whether every move
     * before the current one could be carried out; after one could not, later moves are still
     * resolved on the board as the record left it.
     */
    public boolean boardKnown() {
        return known;
    }

    /** The walk: one only, as the board goes forward with it. */
    @Override
    public Iterator<ResolvedMove> iterator() {
        if (walked) {
            throw new IllegalStateException("a played line is walked once");
        }
        walked = true;
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return next < moves.size();
            }

            @Override
            public ResolvedMove next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                if (next > 0) {
                    known &= player.playAsWritten(moves.get(next - 1).move()) >= 0;
                }
                RecordedMove recorded = moves.get(next++);
                ResolvedMove played = ResolvedMove.of(player.position(), recorded);
                if (played.piece() == null && namesPieces) {
                    // 5e5d from an empty square: the record names no piece, and no board shows one
                    SourceText at = recorded.text();
                    throw new RecordWriter.Unwritable(Message.of(
                            "convert.unwritable.no-piece", at.text(), recorded.ply(), at.line(), at.column()));
                }
                return played;
            }
        };
    }
}
