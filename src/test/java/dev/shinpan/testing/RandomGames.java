package dev.shinpan.testing;

import dev.shinpan.rules.MoveGenerator;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Sfen;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/**
 * Long random-but-legal games for referee tests, played with the move generator from a seed, so that
 * the same seed always gives the same moves. Each ply follows a plan: a quiet move (no check), a
 * check, or a mate. No move repeats a position a third time (the start counted), so no repetition
 * rule can end the game; no move but a planned mate leaves the opponent without a legal move.
 */
public final class RandomGames {

    /** What the move of one ply must do. */
    public enum Want {
        /** No check, and the opponent keeps a legal move. */
        QUIET,
        /** A check the opponent can answer. */
        CHECK,
        /** Check, or not: the opponent keeps a legal move. */
        ANY,
        /** A check the opponent cannot answer. */
        MATE
    }

    private RandomGames() {}

    /** {@code quiet} quiet plies followed by the given ones. */
    public static List<Want> plan(int quiet, Want... then) {
        List<Want> plan = new ArrayList<>(Collections.nCopies(quiet, Want.QUIET));
        plan.addAll(List.of(then));
        return plan;
    }

    /** The moves in USI, or empty when the seed leads to a position with no move the plan allows. */
    public static Optional<List<String>> play(String sfen, long seed, List<Want> plan) {
        Random random = new Random(seed);
        Position p = Sfen.parse(sfen);
        MoveGenerator generator = new MoveGenerator(p);
        Map<Long, Integer> seen = new HashMap<>();
        seen.merge(p.hash(), 1, Integer::sum);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        List<String> played = new ArrayList<>();
        for (Want want : plan) {
            int n = generator.generate(moves, 0);
            int chosen = -1;
            int offset = n == 0 ? 0 : random.nextInt(n);
            for (int k = 0; k < n && chosen < 0; k++) {
                int move = moves[(offset + k) % n];
                p.play(move);
                if (fits(p, generator, want) && seen.getOrDefault(p.hash(), 0) < 2) {
                    chosen = move;
                }
                p.undo();
            }
            if (chosen < 0) {
                return Optional.empty();
            }
            played.add(p.decode(chosen).usi());
            p.play(chosen);
            seen.merge(p.hash(), 1, Integer::sum);
        }
        return Optional.of(played);
    }

    private static boolean fits(Position p, MoveGenerator generator, Want want) {
        boolean check = p.inCheck();
        boolean answerable = generator.hasLegalMove();
        return switch (want) {
            case QUIET -> !check && answerable;
            case CHECK -> check && answerable;
            case ANY -> answerable;
            case MATE -> check && !answerable;
        };
    }
}
