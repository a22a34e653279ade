package dev.shinpan.record;

import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Sfen;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Where a record's game starts. An immutable value; the position is parsed once and every
 * {@link #position()} call gets its own copy, since replaying an archive asks for it per game.
 *
 * <pre>{@code
 * StartPosition start = record.start();
 * System.out.println(start.sfen() + " " + start.handicap());
 * }</pre>
 */
public final class StartPosition {

    /** The presets, each parsed once; records that name one share its position. */
    private static final Map<Handicap, StartPosition> PRESETS = new EnumMap<>(Handicap.class);
    /** The start of every variant a record may be in, when nothing else is said. */
    private static final Map<Variant, StartPosition> INITIAL = new HashMap<>();

    static {
        for (Handicap h : Handicap.values()) {
            PRESETS.put(h, new StartPosition(h.position(), h.sfen(), h, null));
        }
        for (Variant v : Variants.all()) {
            INITIAL.put(
                    v,
                    v == Variants.STANDARD
                            ? PRESETS.get(Handicap.EVEN)
                            : new StartPosition(Sfen.parse(v, v.startSfen()), v.startSfen(), null, null));
        }
    }

    private final Variant variant;
    private final String sfen;
    private final Handicap handicap;
    private final SourceText written;
    private final Position prototype;

    /**
     * A start position given by its SFEN.
     *
     * @param variant  the game
     * @param sfen     the exact start position
     * @param handicap the named preset it equals, or null for a position of its own
     * @param written  how the record states it (e.g. {@code 手合割：角落ち}, {@code PI82HI22KA}, a board
     *                 diagram's first line), or null when the record does not state it
     * @throws dev.shinpan.rules.SfenException if {@code sfen} is no position of the variant
     */
    public StartPosition(Variant variant, String sfen, Handicap handicap, SourceText written) {
        this(Sfen.parse(variant, sfen), sfen, handicap, written);
    }

    private StartPosition(Position position, String sfen, Handicap handicap, SourceText written) {
        this.variant = position.variant();
        this.sfen = sfen;
        this.handicap = handicap;
        this.written = written;
        this.prototype = position;
    }

    /**
     * The start position of a preset.
     *
     * @param handicap the preset, {@link Handicap#EVEN} for an even game
     * @param written  how the record states it, or null when it does not
     * @return the start, sharing the preset's parsed position
     */
    public static StartPosition of(Handicap handicap, SourceText written) {
        return PRESETS.get(handicap).writtenAs(written);
    }

    /**
     * The start a record of the variant has when it says nothing else: 平手 in standard shogi,
     * the starting setup of another variant.
     *
     * @param variant the game, one of {@link Variants#all()}
     * @param written how the record states it, or null when it does not
     * @return the start
     * @throws IllegalArgumentException for a variant shinpan does not know
     */
    public static StartPosition initial(Variant variant, SourceText written) {
        StartPosition start = INITIAL.get(variant);
        if (start == null) {
            throw new IllegalArgumentException("no start position known for " + variant);
        }
        return start.writtenAs(written);
    }

    /** The same position, stated by other text; the parsed position is shared, never changed. */
    private StartPosition writtenAs(SourceText text) {
        return Objects.equals(text, written) ? this : new StartPosition(prototype, sfen, handicap, text);
    }

    /**
     * A start position given square by square; named after a preset when it equals one.
     *
     * @param position the position, copied: later changes to it do not reach the start
     * @param written  how the record states it (a board diagram's first line), or null
     * @return the start
     */
    public static StartPosition of(Position position, SourceText written) {
        Position own = position.copy();
        String sfen = own.toSfen();
        return new StartPosition(own, sfen, Handicap.ofSfen(sfen).orElse(null), written);
    }

    /** {@return the game the record is of} */
    public Variant variant() {
        return variant;
    }

    /** {@return the exact start position as SFEN} */
    public String sfen() {
        return sfen;
    }

    /** {@return the named preset the start equals, or null for a position of its own} */
    public Handicap handicap() {
        return handicap;
    }

    /** {@return how the record states its start, located, or null when it does not state it} */
    public SourceText written() {
        return written;
    }

    /** {@return who moves first, without copying the position} */
    public Side sideToMove() {
        return prototype.sideToMove();
    }

    /** {@return the move number the position states for its next move (an SFEN's last field), 1 when it states none} */
    public int moveNumber() {
        return prototype.moveNumber();
    }

    /** {@return a fresh copy of the position, to replay on} */
    public Position position() {
        return prototype.copy();
    }

    /**
     * Sets a position of the same variant to this one, to replay on without a copy per record.
     *
     * @param board the working position, changed; its move history is dropped
     * @throws IllegalArgumentException if it is of another variant
     */
    public void setUp(Position board) {
        board.setTo(prototype);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof StartPosition other
                && variant == other.variant
                && sfen.equals(other.sfen)
                && handicap == other.handicap
                && Objects.equals(written, other.written);
    }

    @Override
    public int hashCode() {
        return Objects.hash(variant, sfen, handicap, written);
    }

    @Override
    public String toString() {
        return "StartPosition[" + sfen + (handicap == null ? "" : ", " + handicap.id()) + "]";
    }
}
