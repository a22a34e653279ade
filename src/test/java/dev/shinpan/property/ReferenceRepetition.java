package dev.shinpan.property;

import dev.shinpan.record.EndingReason;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Sfen;
import dev.shinpan.rules.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * Repetition decided the plain way, for comparison with the referee: every position of the game
 * written as SFEN (board, side to move, hands) in a list, occurrences counted by scanning it. The
 * rules are those of the presets: JSA (the 4th occurrence ends the game, the start counts; a side
 * that checked with every move since the first occurrence loses), CSA's shogi-server (the start does
 * not count; the checker loses when the occurrences fall inside its unbroken run of checks: all
 * four when the checker made the last move, three when the side in check did), and Tori (the
 * player who completes the 4th, or for tori-3fold the 3rd, occurrence loses unless one side checked
 * throughout, who then loses; checks on both sides throughout make it a draw).
 */
public final class ReferenceRepetition {

    /** How a preset counts. */
    public enum Rule {
        JSA(4, true, false, false),
        CSA(4, false, true, false),
        TORI(4, true, false, true),
        TORI_3FOLD(3, true, false, true);

        final int occurrences;
        final boolean startCounts;
        final boolean streakCounting;
        final boolean moverLoses;

        Rule(int occurrences, boolean startCounts, boolean streakCounting, boolean moverLoses) {
            this.occurrences = occurrences;
            this.startCounts = startCounts;
            this.streakCounting = streakCounting;
            this.moverLoses = moverLoses;
        }
    }

    /** The repetition ending: the ply it happens at, the winner (null for a draw) and why. */
    public record Ending(int ply, Side winner, EndingReason reason) {}

    private ReferenceRepetition() {}

    /** The first repetition that ends the game, or null when none does. */
    public static Ending judge(Game game, Rule rule) {
        List<String> keys = new ArrayList<>();
        List<Boolean> check = new ArrayList<>();
        List<Side> mover = new ArrayList<>();
        Position p = game.start().copy();
        keys.add(key(p));
        check.add(false);
        mover.add(null);
        for (Ply ply : game.plies()) {
            mover.add(p.sideToMove());
            p.play(p.encode(ply.move()));
            keys.add(key(p));
            check.add(p.inCheck());
            int last = keys.size() - 1;
            List<Integer> occurrences = new ArrayList<>();
            for (int q = rule.startCounts ? 0 : 1; q <= last; q++) {
                if (keys.get(q).equals(keys.get(last))) {
                    occurrences.add(q);
                }
            }
            if (occurrences.size() == rule.occurrences) {
                return ending(rule, occurrences, last, check, mover);
            }
        }
        return null;
    }

    private static Ending ending(
            Rule rule, List<Integer> occurrences, int last, List<Boolean> check, List<Side> mover) {
        boolean[] checker = new boolean[2];
        for (Side side : Side.values()) {
            checker[side.ordinal()] = rule.streakCounting
                    ? checkedThroughRun(side, occurrences, last, check, mover, rule.occurrences)
                    : checkedSince(side, occurrences.get(0), last, check, mover);
        }
        if (checker[0] != checker[1]) {
            Side loser = checker[0] ? Side.BLACK : Side.WHITE;
            return new Ending(last, loser.opponent(), EndingReason.PERPETUAL_CHECK);
        }
        boolean mutual = checker[0];
        if (rule.moverLoses && !mutual) {
            return new Ending(last, mover.get(last).opponent(), EndingReason.SENNICHITE);
        }
        return new Ending(last, null, EndingReason.SENNICHITE);
    }

    /** Whether every move of the side after the first occurrence up to the last ply gave check. */
    private static boolean checkedSince(Side side, int first, int last, List<Boolean> check, List<Side> mover) {
        boolean moved = false;
        for (int q = first + 1; q <= last; q++) {
            if (mover.get(q) == side) {
                moved = true;
                if (!check.get(q)) {
                    return false;
                }
            }
        }
        return moved;
    }

    /** shogi-server: the occurrences inside the side's current run of checking moves. */
    private static boolean checkedThroughRun(
            Side side, List<Integer> occurrences, int last, List<Boolean> check, List<Side> mover, int needed) {
        int runStart = -1;
        for (int q = last; q >= 1; q--) {
            if (mover.get(q) == side) {
                if (!check.get(q)) {
                    break;
                }
                runStart = q;
            }
        }
        if (runStart < 0) {
            return false;
        }
        int inside = 0;
        for (int q : occurrences) {
            inside += q >= runStart ? 1 : 0;
        }
        boolean checkerMovedLast = mover.get(last) == side;
        return inside >= (checkerMovedLast ? needed : needed - 1);
    }

    static String key(Position p) {
        return Sfen.board(p) + " " + p.sideToMove().sfenLetter() + " " + Sfen.hands(p);
    }
}
