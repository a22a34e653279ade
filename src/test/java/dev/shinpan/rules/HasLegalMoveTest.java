package dev.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.testing.LishogiGames;
import dev.shinpan.testing.LishogiGames.Game;
import org.junit.jupiter.api.Test;

/**
 * The early-stopping {@link MoveGenerator#hasLegalMove()} agrees with generating every move, in
 * every position of the 500 real lishogi games (checks, pins and drops included) and in their final
 * positions, which hold mates and stalemates; and a working position set to another replays as a
 * fresh copy does.
 */
class HasLegalMoveTest {

    @Test
    void anyLegalMoveIsFoundWhereTheFullListHasOne() {
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        int positions = 0;
        int withoutMove = 0;
        for (Game game : LishogiGames.games()) {
            Position p = Position.start(Variants.STANDARD);
            MoveGenerator generator = new MoveGenerator(p);
            for (Move m : game.moves()) {
                assertEquals(generator.generate(buffer, 0) > 0, generator.hasLegalMove(), p.toSfen());
                p.play(p.encode(m));
                positions++;
            }
            boolean any = generator.generate(buffer, 0) > 0;
            assertEquals(any, generator.hasLegalMove(), p.toSfen());
            withoutMove += any ? 0 : 1;
        }
        assertTrue(positions > 38_000, "every position: " + positions);
        assertTrue(withoutMove > 150, "the games ending in mate or stalemate are there: " + withoutMove);
    }

    @Test
    void aPositionSetToAnotherReplaysAsACopy() {
        Position working = Position.start(Variants.STANDARD);
        for (Game game : LishogiGames.games().subList(0, 50)) {
            Position fresh = Position.start(Variants.STANDARD);
            working.setTo(fresh);
            for (Move m : game.moves()) {
                fresh.play(fresh.encode(m));
                working.play(working.encode(m));
                assertEquals(fresh.hash(), working.hash());
                assertEquals(fresh.inCheck(), working.inCheck());
            }
            assertEquals(fresh.toSfen(), working.toSfen());
        }
    }
}
