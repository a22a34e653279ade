package dev.shinpan.property;

import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.MoveGenerator;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Variants;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random legal games: random walks over the legal moves from the even start, every handicap start
 * and the Tori Shogi start. A game is drawn from a seed and a length, so jqwik shrinks a failure to
 * the shortest walk that still fails.
 */
public final class RandomGames {

    /** Longest walk drawn; long enough for promotions, drops, captures back and forth. */
    public static final int MAX_PLIES = 160;

    private RandomGames() {
    }

    /** Every start a game may begin from: even, each handicap, Tori. */
    public static Arbitrary<Position> starts() {
        List<Position> all = new ArrayList<>();
        for (Handicap h : Handicap.values()) {
            all.add(h.position());
        }
        all.add(Position.start(Variants.TORI));
        // Even and Tori games are the common case; give them more weight than each handicap.
        return Arbitraries.frequencyOf(
                Tuple.of(4, Arbitraries.just(Handicap.EVEN.position())),
                Tuple.of(3, Arbitraries.just(Position.start(Variants.TORI))),
                Tuple.of(3, Arbitraries.of(all)));
    }

    /** Random legal games from any start. */
    public static Arbitrary<Game> games() {
        return games(starts());
    }

    public static Arbitrary<Game> games(Arbitrary<Position> starts) {
        return games(starts, 0, MAX_PLIES);
    }

    public static Arbitrary<Game> games(Arbitrary<Position> starts, int minPlies, int maxPlies) {
        return Combinators.combine(starts, Arbitraries.longs(), Arbitraries.integers().between(minPlies, maxPlies))
                .as((start, seed, length) -> walk(start, new Random(seed), length));
    }

    /**
     * A random walk of at most {@code length} legal plies; it stops early at mate or stalemate.
     * Captures are preferred a little so that hands fill and drops, recaptures (同) and
     * promotions come up often.
     */
    public static Game walk(Position start, Random random, int length) {
        Position p = start.copy();
        MoveGenerator generator = new MoveGenerator(p);
        List<Ply> plies = new ArrayList<>();
        for (int i = 0; i < length; i++) {
            List<Move> legal = generator.legalMoves();
            if (legal.isEmpty()) {
                break;
            }
            Move m = pick(p, legal, random);
            plies.add(new Ply(p.sideToMove(), m));
            p.play(p.encode(m));
        }
        return new Game(start, plies);
    }

    private static Move pick(Position p, List<Move> legal, Random random) {
        if (random.nextInt(3) == 0) {
            List<Move> captures = legal.stream().filter(m -> !m.isDrop() && p.pieceAt(m.to()) != null).toList();
            if (!captures.isEmpty()) {
                return captures.get(random.nextInt(captures.size()));
            }
        }
        return legal.get(random.nextInt(legal.size()));
    }

    /** The position after the first {@code plies} plies of a legal game. */
    public static Position positionAfter(Game game, int plies) {
        Position p = game.start().copy();
        for (Ply ply : game.plies().subList(0, plies)) {
            p.play(p.encode(ply.move()));
        }
        return p;
    }
}
