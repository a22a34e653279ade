package dev.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link Position#reaching} walks back from the destination; it must list exactly the pieces that
 * {@link Position#squaresOf} and {@link Position#canReach} together find, in the same order, in
 * every position of random games of both variants.
 */
class ReachingTest {

    @Test
    @DisplayName("walking back from the destination finds what trying every piece of the kind finds")
    void sameAsEveryPieceTried() {
        Random random = new Random(20241201);
        int compared = 0;
        for (Variant variant : Variants.all()) {
            for (int game = 0; game < 40; game++) {
                Position p = Position.start(variant);
                MoveGenerator generator = new MoveGenerator(p);
                int[] moves = new int[MoveGenerator.MAX_MOVES];
                for (int ply = 0; ply < 160; ply++) {
                    compared += compareAll(p);
                    int n = generator.generate(moves, 0);
                    if (n == 0) {
                        break;
                    }
                    p.play(moves[random.nextInt(n)]);
                }
            }
        }
        assertEquals(true, compared > 1_000_000, "comparisons: " + compared);
    }

    private static int compareAll(Position p) {
        Variant v = p.variant();
        int n = 0;
        for (Side side : Side.values()) {
            for (PieceType type : v.pieceTypes()) {
                List<Square> pieces = p.squaresOf(side, type);
                for (int rank = 1; rank <= v.ranks(); rank++) {
                    for (int file = 1; file <= v.files(); file++) {
                        Square to = Square.of(file, rank);
                        List<Square> expected = new ArrayList<>();
                        for (Square from : pieces) {
                            if (p.canReach(from, to)) {
                                expected.add(from);
                            }
                        }
                        assertEquals(
                                expected,
                                p.reaching(side, type, to),
                                () -> p.toSfen() + " " + side + " " + type + " to " + to);
                        n++;
                    }
                }
            }
        }
        return n;
    }
}
