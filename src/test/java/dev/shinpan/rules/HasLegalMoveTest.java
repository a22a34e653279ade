package dev.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.testing.LishogiGames;
import dev.shinpan.testing.LishogiGames.Game;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The early-stopping {@link MoveGenerator#hasLegalMove()} agrees with generating every move, in
 * every position of the 500 real lishogi games (checks, pins and drops included) and in their final
 * positions, which hold mates and stalemates; and a working position set to another replays as a
 * fresh copy does. In check it looks only at king escapes, moves onto the checker or between,
 * and drops between, so random games of both variants, which check often and with every kind of
 * piece, are compared too.
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
    void randomGamesOfBothVariantsAgreeInEveryCheck() {
        Random random = new Random(20261201);
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        int checks = 0;
        int mates = 0;
        for (Variant variant : Variants.all()) {
            for (int game = 0; game < 300; game++) {
                Position p = Position.start(variant);
                MoveGenerator generator = new MoveGenerator(p);
                for (int ply = 0; ply < 400; ply++) {
                    int n = generator.generate(buffer, 0);
                    assertEquals(n > 0, generator.hasLegalMove(), p.toSfen());
                    checks += p.inCheck() ? 1 : 0;
                    if (n == 0) {
                        mates += p.inCheck() ? 1 : 0;
                        break;
                    }
                    p.play(buffer[random.nextInt(n)]);
                }
            }
        }
        assertTrue(checks > 5_000, "positions in check: " + checks);
        assertTrue(mates > 20, "mates: " + mates);
    }

    @Test
    void aCheckAnsweredOnlyByAPawnThatMustPromoteIsNoMate() {
        // The gold on 2一 checks the king on 1一 and is guarded by the rook on 9一; 1二 and 2二 are
        // the king's own. Only 2二の歩 can take, onto the last rank, where it must promote.
        Position p = Sfen.parse(Variants.STANDARD, "r6gK/7PL/9/9/9/9/9/9/k8 b - 1");
        assertTrue(p.inCheck());
        assertEquals(1, new MoveGenerator(p).legalMoves().size());
        assertTrue(new MoveGenerator(p).hasLegalMove());
    }

    @Test
    void outOfCheckAPieceInHandIsAMoveButAPawnNeedNotBe() {
        // Black's pieces fill four ranks and none can move; a pawn on every file forbids pawn drops.
        String board = "+R+N+SGKG+S+N+R/+B+N+SG+LG+S+N+B/P+LPP+LPP+LP/1P2P2P1/9/9/9/9/4k4 b ";
        Position pawns = Sfen.parse(Variants.STANDARD, board + "9P 200");
        assertEquals(false, pawns.inCheck());
        assertEquals(0, new MoveGenerator(pawns).legalMoves().size());
        assertEquals(false, new MoveGenerator(pawns).hasLegalMove(), "stalemate with pawns in hand");
        Position gold = Sfen.parse(Variants.STANDARD, board + "G9P 200");
        assertEquals(false, new MoveGenerator(gold).legalMoves().isEmpty());
        assertTrue(new MoveGenerator(gold).hasLegalMove(), "a gold can be dropped");
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
