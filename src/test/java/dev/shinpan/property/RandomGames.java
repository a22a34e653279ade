package dev.shinpan.property;

import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.MoveGenerator;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random legal games: random walks over the legal moves from the even start, every handicap start
 * and the Tori Shogi start. A walk's first plies are those of any longer walk drawn the same way,
 * so a failing game shrinks to the shortest beginning that still fails.
 */
public final class RandomGames {

    /** Longest walk drawn; long enough for promotions, drops, captures back and forth. */
    public static final int MAX_PLIES = 160;

    private RandomGames() {}

    /**
     * A start a game may begin from: even, each handicap, Tori. Even and Tori games are the common
     * case, so they come up more often than each handicap.
     */
    public static Position start(Random random) {
        int pick = random.nextInt(10);
        if (pick < 4) {
            return Handicap.EVEN.position();
        }
        if (pick < 7) {
            return Position.start(Variants.TORI);
        }
        int any = random.nextInt(Handicap.values().length + 1);
        return any == Handicap.values().length ? Position.start(Variants.TORI) : Handicap.values()[any].position();
    }

    /** A random legal game from any start, of at most {@link #MAX_PLIES} plies. */
    public static Game game(Random random) {
        return walk(start(random), random, random.nextInt(MAX_PLIES + 1));
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
            List<Move> captures = legal.stream()
                    .filter(m -> !m.isDrop() && p.pieceAt(m.to()) != null)
                    .toList();
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
