package dev.shinpan.property;

import dev.shinpan.rules.Move;
import dev.shinpan.rules.MoveGenerator;
import dev.shinpan.rules.Position;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Games that repeat: a random legal opening, then pieces shuffled back and forth (one side moves a
 * piece and back while the other does the same), each shuffle played a random number of times,
 * with random moves between them. Half of the time a shuffle that checks with both of its moves is
 * looked for first, so perpetual checks, and checks on both sides, come up as well as quiet
 * repetitions.
 */
public final class RepetitionCycles {

    private RepetitionCycles() {}

    public static Game game(Position start, Random random, int opening, int shuffles) {
        Game game = RandomGames.walk(start, random, opening);
        Position p = RandomGames.positionAfter(game, game.plies().size());
        List<Ply> plies = new ArrayList<>(game.plies());
        for (int s = 0; s < shuffles; s++) {
            Optional<List<Move>> shuffle = random.nextBoolean() ? shuffle(p, random, true) : Optional.empty();
            if (shuffle.isEmpty()) {
                shuffle = shuffle(p, random, false);
            }
            if (shuffle.isEmpty()) {
                break;
            }
            int times = 1 + random.nextInt(4);
            for (int t = 0; t < times; t++) {
                for (Move m : shuffle.get()) {
                    plies.add(new Ply(p.sideToMove(), m));
                    p.play(p.encode(m));
                }
            }
            List<Move> legal = new MoveGenerator(p).legalMoves();
            if (legal.isEmpty()) {
                break;
            }
            if (random.nextBoolean()) {
                Move m = legal.get(random.nextInt(legal.size()));
                plies.add(new Ply(p.sideToMove(), m));
                p.play(p.encode(m));
            }
        }
        return new Game(start, plies);
    }

    /**
     * A game from an open endgame position where one side can check back and forth: such
     * positions are searched for among random ones (a few percent qualify), the checking shuffle
     * played first, then more shuffles as in {@link #game}.
     */
    public static Game checkingGame(Random random, int shuffles) {
        for (int attempt = 0; attempt < 500; attempt++) {
            Position start = SparsePositions.random(random);
            Optional<List<Move>> checks = shuffle(start, random, true);
            if (checks.isPresent()) {
                Position p = start.copy();
                List<Ply> plies = new ArrayList<>();
                int times = 1 + random.nextInt(4);
                for (int t = 0; t < times; t++) {
                    for (Move m : checks.get()) {
                        plies.add(new Ply(p.sideToMove(), m));
                        p.play(p.encode(m));
                    }
                }
                Game rest = game(p, random, random.nextInt(3), shuffles - 1);
                plies.addAll(rest.plies());
                return new Game(start, plies);
            }
        }
        return game(SparsePositions.random(random), random, 0, shuffles);
    }

    /**
     * Four legal plies that bring the position back: a move, a reply, both taken back; with
     * {@code checking}, the move and its taking back both give check.
     */
    static Optional<List<Move>> shuffle(Position p, Random random, boolean checking) {
        List<Move> firsts = quiet(p, random);
        if (checking) {
            firsts.removeIf(m -> !givesCheck(p, m));
        }
        for (Move first : firsts) {
            Position afterFirst = p.copy();
            afterFirst.play(afterFirst.encode(first));
            for (Move reply : quiet(afterFirst, random)) {
                Position q = afterFirst.copy();
                q.play(q.encode(reply));
                Move back = reverse(first);
                if (!legal(q, back) || checking && !givesCheck(q, back)) {
                    continue;
                }
                q.play(q.encode(back));
                Move replyBack = reverse(reply);
                if (legal(q, replyBack)) {
                    return Optional.of(List.of(first, reply, back, replyBack));
                }
            }
        }
        return Optional.empty();
    }

    /** Board moves that neither capture nor promote, so that they can be taken back, in random order. */
    private static List<Move> quiet(Position p, Random random) {
        List<Move> moves = new ArrayList<>(new MoveGenerator(p)
                .legalMoves().stream()
                        .filter(m -> !m.isDrop() && !m.promote() && p.pieceAt(m.to()) == null)
                        .toList());
        Collections.shuffle(moves, random);
        return moves;
    }

    private static Move reverse(Move m) {
        return new Move(m.to(), m.from(), m.piece(), false);
    }

    private static boolean legal(Position p, Move m) {
        return new MoveGenerator(p).legalMoves().contains(m);
    }

    private static boolean givesCheck(Position p, Move m) {
        Position after = p.copy();
        after.play(after.encode(m));
        return after.inCheck();
    }
}
