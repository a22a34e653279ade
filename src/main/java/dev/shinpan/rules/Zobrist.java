package dev.shinpan.rules;

import java.util.SplittableRandom;

/**
 * Random keys for the incremental position hash: board, both hands and side to move, the three
 * things that make a position the same for repetition. Seeded, so hashes are stable across runs.
 */
final class Zobrist {

    static final int MAX_HAND_COUNT = 40;

    final long[][] board;
    final long[][][] hand;
    final long sideToMove;

    Zobrist(Variant variant, BoardGeometry geometry) {
        SplittableRandom random = new SplittableRandom(0x5348494E50414EL ^ variant.name().hashCode());
        board = new long[32][geometry.size];
        for (long[] row : board) {
            for (int i = 0; i < row.length; i++) {
                row[i] = random.nextLong();
            }
        }
        for (int i = 0; i < geometry.size; i++) {
            board[0][i] = 0;
        }
        hand = new long[2][variant.pieceTypes().size()][MAX_HAND_COUNT + 1];
        for (long[][] side : hand) {
            for (long[] type : side) {
                for (int c = 1; c < type.length; c++) {
                    type[c] = random.nextLong();
                }
            }
        }
        sideToMove = random.nextLong();
    }
}
