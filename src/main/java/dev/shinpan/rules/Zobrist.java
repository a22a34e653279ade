package dev.shinpan.rules;

import java.util.SplittableRandom;

/**
 * Random keys for the incremental position hash: board, both hands and side to move, the three
 * things that make a position the same for repetition. Seeded, so hashes are stable across runs.
 *
 * <p>The tables are flat, indexed as {@link Position} indexes its own arrays, so that playing a move
 * reads each key with one array access: every recorded move updates the hash two to four times.
 */
final class Zobrist {

    static final int MAX_HAND_COUNT = 40;
    private static final int HAND_ROW = MAX_HAND_COUNT + 1;

    /** Board keys, {@code [code * squares + square]}; the empty code 0 has key 0. */
    private final long[] board;

    private final int squares;
    /** Hand keys, {@code [(side * 16 + type) * HAND_ROW + count]}; a count of 0 has key 0. */
    private final long[] hand;
    /** {@code hand[slot, n] ^ hand[slot, n + 1]}: the change when a hand goes from n to n + 1 pieces. */
    private final long[] handStep;

    final long sideToMove;

    Zobrist(Variant variant, BoardGeometry geometry) {
        SplittableRandom random =
                new SplittableRandom(0x5348494E50414EL ^ variant.name().hashCode());
        squares = geometry.size;
        board = new long[32 * squares];
        for (int code = 0; code < 32; code++) {
            for (int sq = 0; sq < squares; sq++) {
                board[code * squares + sq] = random.nextLong();
            }
        }
        for (int sq = 0; sq < squares; sq++) {
            board[sq] = 0;
        }
        // Drawn in the same order as the keys have always been, so hashes stay what they were.
        hand = new long[32 * HAND_ROW];
        int types = variant.pieceTypes().size();
        for (int side = 0; side < 2; side++) {
            for (int type = 0; type < types; type++) {
                for (int c = 1; c < HAND_ROW; c++) {
                    hand[(side * 16 + type) * HAND_ROW + c] = random.nextLong();
                }
            }
        }
        sideToMove = random.nextLong();
        handStep = new long[hand.length];
        for (int slot = 0; slot < 32; slot++) {
            for (int c = 0; c < MAX_HAND_COUNT; c++) {
                handStep[slot * HAND_ROW + c] = hand[slot * HAND_ROW + c] ^ hand[slot * HAND_ROW + c + 1];
            }
        }
    }

    /** The key of a piece code on a square. */
    long board(int code, int square) {
        return board[code * squares + square];
    }

    /** The key of a hand slot ({@code side * 16 + type}) holding {@code count} pieces. */
    long hand(int slot, int count) {
        return hand[slot * HAND_ROW + count];
    }

    /** The hash change when the hand slot goes from {@code count} to {@code count + 1} pieces, or back. */
    long handStep(int slot, int count) {
        return handStep[slot * HAND_ROW + count];
    }
}
