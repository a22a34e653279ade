package dev.shinpan.record.build;

import dev.shinpan.record.StartPosition;
import dev.shinpan.rules.MovePlayer;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Violation;
import dev.shinpan.rules.WrittenMove;
import java.util.Arrays;

/**
 * Where the reading of a record stands: the moves of the current path (the main line, or the
 * variation being read with the moves before it), the side to move, the square {@code 同} refers
 * to, and, for formats that name a move by its destination only (KI2, JKF {@code relative}), the
 * board after the path.
 *
 * <p>One ply convention throughout: ply N is the N-th move, made after N-1 moves. The board is
 * played only when asked for, and follows the path by taking moves back when a variation begins
 * earlier, so every move is played and taken back at most once: reading stays linear in the
 * length of the record however its variations nest.
 */
final class ReplayCursor {

    private StartPosition start;
    private Side startSide;
    private MoveDraft[] path = new MoveDraft[128];
    private int length;
    private Square beforeStart;
    private Position board;
    private MovePlayer player;
    /** Moves of the path already played on the board. */
    private int boardPly;
    /** The ply of a path move that could not be carried out (the board is unknown after it), or 0. */
    private int lostAt;
    /** Moves played and taken back on the board so far: what reading has cost the board. */
    private long boardWork;

    ReplayCursor() {}

    void start(StartPosition position) {
        this.start = position;
        this.startSide = position.sideToMove();
        this.length = 0;
        this.board = null;
        this.boardPly = 0;
        this.lostAt = 0;
    }

    /** The side making move {@code ply} by turns from the start, whatever the record marks. */
    Side moverOf(int ply) {
        return (ply & 1) == 1 ? startSide : startSide.opponent();
    }

    /**
     * The side to move after {@code played} moves: the opponent of the side the record marks on
     * the last of them (after a double move, 二手指し, the side that was to move still is), or by
     * turns from the start when the record marks no side.
     */
    Side toMoveAfter(int played) {
        if (played >= 1 && played <= length) {
            Side marked = path[played - 1].move.side();
            if (marked != null) {
                return marked.opponent();
            }
        }
        return moverOf(played + 1);
    }

    /** The side to move after the current path. */
    Side sideToMove() {
        return toMoveAfter(length);
    }

    /** Moves on the current path. */
    int played() {
        return length;
    }

    /** The destination {@code 同} refers to for the next move, or null when there is none. */
    Square previousDestination() {
        return length == 0 ? beforeStart : path[length - 1].move.to();
    }

    /** The last move made before the record's start position, when a position-only record names it. */
    void lastMoveBeforeStart(Square square) {
        beforeStart = square;
    }

    void push(MoveDraft move) {
        if (length == path.length) {
            path = Arrays.copyOf(path, length * 2);
        }
        path[length++] = move;
    }

    /** Shortens the path to its first {@code plies} moves, taking them back on the board. */
    void truncate(int plies) {
        if (plies >= length) {
            return;
        }
        Arrays.fill(path, plies, length, null);
        length = plies;
        if (lostAt > plies) {
            lostAt = 0;
        }
        while (boardPly > plies) {
            board.undo();
            boardPly--;
            boardWork++;
        }
    }

    /**
     * The board after the current path, or null when it is unknown because a move on the path
     * could not be carried out ({@link #lostAt()}). Illegal moves are played as far as the board
     * allows: judging them is the referee's business.
     */
    Position board() {
        if (start == null) {
            return null;
        }
        if (board == null) {
            board = start.position();
            player = new MovePlayer(board);
        }
        while (lostAt == 0 && boardPly < length) {
            boardWork++;
            if (player.playAsWritten(path[boardPly].move) >= 0) {
                boardPly++;
            } else {
                lostAt = boardPly + 1;
            }
        }
        return lostAt == 0 ? board : null;
    }

    /** The ply of the path move after which the board is unknown, or 0 when it is known. */
    int lostAt() {
        return lostAt;
    }

    /** Moves played and taken back on the board so far, to show that reading stays linear. */
    long boardWork() {
        return boardWork;
    }

    /** Why the move cannot be played after the current path, or null when it is legal. */
    Violation explain(WrittenMove move) {
        return board() == null ? null : player.judge().explain(move);
    }
}
