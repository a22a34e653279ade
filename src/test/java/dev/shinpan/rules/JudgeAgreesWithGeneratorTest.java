package dev.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.testing.LishogiGames;
import dev.shinpan.testing.LishogiGames.Game;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@link MoveJudge} finds a king's safety by looking (the destination of a king move, the line
 * through a piece's origin, the one checker a move must take or block) where the generator uses
 * its own pin and evasion marks: written as every origin, destination and promotion, and every
 * drop, the moves the judge approves are exactly the moves the generator lists, in real games
 * (pins, checks, discovered lines) and in random games of both variants, which check often and
 * with every kind of piece; and a move that leaves the king attacked is refused as self-check,
 * or as an ignored check when the king was already in check.
 */
@Tag("slow") // about 15 s: every move written every way in 120 games
class JudgeAgreesWithGeneratorTest {

    private final int[] buffer = new int[MoveGenerator.MAX_MOVES];

    @Test
    void realGames() {
        int checks = 0;
        for (Game game : LishogiGames.games().subList(0, 40)) {
            Position p = Position.start(Variants.STANDARD);
            for (Move m : game.moves()) {
                checks += agree(p);
                p.play(p.encode(m));
            }
            checks += agree(p);
        }
        assertTrue(checks > 200, "positions in check: " + checks);
    }

    @Test
    void randomGamesOfBothVariants() {
        Random random = new Random(20261201);
        int checks = 0;
        for (Variant variant : Variants.all()) {
            for (int game = 0; game < 40; game++) {
                Position p = Position.start(variant);
                MoveGenerator generator = new MoveGenerator(p);
                for (int ply = 0; ply < 200; ply++) {
                    checks += agree(p);
                    int n = generator.generate(buffer, 0);
                    if (n == 0) {
                        break;
                    }
                    p.play(buffer[random.nextInt(n)]);
                }
            }
        }
        assertTrue(checks > 500, "positions in check: " + checks);
    }

    /** Compares judge and generator on every written move; returns 1 if the side to move is in check. */
    private int agree(Position p) {
        int n = new MoveGenerator(p).generate(buffer, 0);
        int[] generated = Arrays.copyOf(buffer, n);
        Arrays.sort(generated);
        int[] judged = new int[n + 1];
        int approved = 0;
        MoveJudge judge = new MoveJudge(p);
        Side side = p.sideToMove();
        Variant v = p.variant();
        IllegalMoveCode kingCode = p.inCheck() ? IllegalMoveCode.IGNORED_CHECK : IllegalMoveCode.SELF_CHECK;
        for (int fromRank = 1; fromRank <= v.ranks(); fromRank++) {
            for (int fromFile = 1; fromFile <= v.files(); fromFile++) {
                Square from = Square.of(fromFile, fromRank);
                Piece piece = p.pieceAt(from);
                for (int rank = 1; rank <= v.ranks(); rank++) {
                    for (int file = 1; file <= v.files(); file++) {
                        Square to = Square.of(file, rank);
                        if (piece != null && piece.owner() == side) {
                            for (boolean promote : new boolean[] {false, true}) {
                                approved = judge(
                                        p,
                                        judge,
                                        WrittenMove.boardMove(side, from, to, null, promote),
                                        judged,
                                        approved,
                                        kingCode);
                            }
                        }
                        if (fromRank == 1 && fromFile == 1) {
                            for (PieceType t : v.handTypes()) {
                                approved = judge(p, judge, WrittenMove.drop(side, to, t), judged, approved, kingCode);
                            }
                        }
                    }
                }
            }
        }
        int[] legal = Arrays.copyOf(judged, approved);
        Arrays.sort(legal);
        assertEquals(Arrays.toString(generated), Arrays.toString(legal), p.toSfen());
        return p.inCheck() ? 1 : 0;
    }

    private static int judge(
            Position p, MoveJudge judge, WrittenMove w, int[] judged, int approved, IllegalMoveCode kingCode) {
        long before = p.hash();
        int verdict = judge.judge(w);
        assertEquals(before, p.hash(), () -> "judging leaves the position as it was: " + w + " in " + p.toSfen());
        if (MoveJudge.isLegal(verdict)) {
            assertTrue(approved < judged.length, () -> "approved more than generated: " + w + " in " + p.toSfen());
            judged[approved++] = verdict;
        } else if (MoveJudge.codeOf(verdict) == IllegalMoveCode.SELF_CHECK
                || MoveJudge.codeOf(verdict) == IllegalMoveCode.IGNORED_CHECK) {
            assertEquals(kingCode, MoveJudge.codeOf(verdict), () -> w + " in " + p.toSfen());
        }
        return approved;
    }
}
