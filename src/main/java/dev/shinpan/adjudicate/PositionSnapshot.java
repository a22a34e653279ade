package dev.shinpan.adjudicate;

import dev.shinpan.rules.Position;

/**
 * A position a verdict points at, kept as a private copy, handed to a report as a copy of its
 * own and written as SFEN only when a report shows it: most verdicts of a batch are never printed
 * with their board, and formatting the SFEN of every record cost more than judging a dozen of its
 * moves.
 *
 * <pre>{@code
 * PositionSnapshot board = verdict.board();
 * System.out.println(board == null ? "no board" : board.sfen());
 * }</pre>
 */
public final class PositionSnapshot {

    /** Never played on nor handed out, so reading it from any thread is safe. */
    private final Position position;

    private volatile String sfen;

    PositionSnapshot(Position position) {
        this.position = position.copy();
    }

    /** {@return the position itself, as a copy of the caller's own: reports draw it without parsing its SFEN back} */
    public Position position() {
        return position.copy();
    }

    /** {@return the position as SFEN, written when first asked for} */
    public String sfen() {
        String s = sfen;
        if (s == null) {
            s = position.toSfen();
            sfen = s;
        }
        return s;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PositionSnapshot that && sfen().equals(that.sfen());
    }

    @Override
    public int hashCode() {
        return sfen().hashCode();
    }

    @Override
    public String toString() {
        return sfen();
    }
}
