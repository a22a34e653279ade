package dev.shinpan.adjudicate.clock;

import dev.shinpan.rules.Side;

/**
 * The first move whose charged time reached what its side had left: that side's flag fell there.
 *
 * @param side        the side out of time
 * @param ply         the ply of the move that overran
 * @param overSeconds how far the charged time passed what was left (0 when it took exactly that)
 */
public record Flag(Side side, int ply, double overSeconds) {}
