package dev.shinpan.adjudicate;

import dev.shinpan.text.Term;
import java.util.List;

/**
 * How far a record that disagrees with the rules is wrong: only in why or when the game ended, or
 * in who won. A CI can fail on the second alone ({@code --fail-on winner}).
 *
 * <pre>{@code
 * Disagreement disagreement = verdict.disagreement();
 * System.out.println(disagreement == null ? "the record agrees" : disagreement.id());
 * }</pre>
 */
public enum Disagreement implements Term {
    /**
     * The record's result stands or names the winner the rules give, but for another reason or at
     * another ply: 投了 after a foul by the same loser, moves played on past the end, two statements
     * of one winner at different plies, a record the rules cannot replay to its end.
     */
    REASON("reason"),
    /**
     * The record names another winner than the rules, or a result where the rules give none (a
     * repetition, mate, move limit or try claimed but not reached; a refused move that was legal),
     * or its own statements name different winners.
     */
    WINNER("winner");

    private final String id;

    Disagreement(String id) {
        this.id = id;
    }

    /** {@return the JSON name: {@code reason} or {@code winner}} */
    public String id() {
        return id;
    }

    @Override
    public String termKey() {
        return "disagreement." + id;
    }

    /**
     * The worst of the remarks' disagreements, {@link #WINNER} before {@link #REASON}.
     *
     * @param remarks a verdict's remarks
     * @return the worst disagreement, or null when none disagrees (the record agrees)
     */
    public static Disagreement worstOf(List<Remark> remarks) {
        Disagreement worst = null;
        for (Remark r : remarks) {
            if (r.disagreement() == WINNER) {
                return WINNER;
            }
            if (r.disagreement() != null) {
                worst = r.disagreement();
            }
        }
        return worst;
    }
}
