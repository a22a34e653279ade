package dev.shinpan.record;

import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Sfen;
import dev.shinpan.rules.Variant;

/**
 * Where a record's game starts.
 *
 * @param variant  the game
 * @param sfen     the exact start position
 * @param handicap the named preset it equals, or null for a position of its own
 * @param written  how the record states it (e.g. {@code 手合割：角落ち}, {@code PI82HI22KA}, a board
 *                 diagram's first line), or null when the record does not state it
 */
public record StartPosition(Variant variant, String sfen, Handicap handicap, SourceText written) {

    public Position position() {
        return Sfen.parse(variant, sfen);
    }

    /** The start position of a preset. */
    public static StartPosition of(Handicap handicap, SourceText written) {
        return new StartPosition(handicap.position().variant(), handicap.sfen(), handicap, written);
    }

    /** A start position given square by square; named after a preset when it equals one. */
    public static StartPosition of(Position position, SourceText written) {
        Handicap preset = Handicap.ofPosition(position).orElse(null);
        return new StartPosition(position.variant(), position.toSfen(), preset, written);
    }
}
