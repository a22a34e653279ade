package dev.shinpan.record.kif;

import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import java.util.Optional;

/**
 * What a {@code 手合割} name means: a named start position of some variant. This is where a dialect
 * plugs in: standard shogi knows the 16 presets of docs/formats.md §1.3; the Tori Shogi dialect adds
 * {@code 禽将棋} with {@link Variants#TORI} and its start position, and the rest of the reader (board
 * size, piece names via {@link Variant#byName}) follows the variant the preset names.
 */
@FunctionalInterface
interface StartPresets {

    /**
     * A named start position.
     *
     * @param variant  the game it belongs to
     * @param sfen     its position
     * @param handicap the standard-shogi preset, or null for another variant's start
     */
    record Preset(Variant variant, String sfen, Handicap handicap) {
    }

    /** The preset a 手合割 value names (trailing blanks already removed), if known. */
    Optional<Preset> byName(String name);

    /** Standard shogi: 平手 and the fifteen handicaps; その他, 詰将棋 and others are not presets. */
    StartPresets STANDARD = name -> Handicap.byName(name)
            .map(h -> new Preset(Variants.STANDARD, h.sfen(), h));

    /** The name shinpan writes for the Tori Shogi start position. */
    String TORI_NAME = "禽将棋";

    /** Tori Shogi: 禽将棋, also written 鳥将棋 (docs/rules.md §C), names its start position. */
    StartPresets TORI = name -> name.equals(TORI_NAME) || name.equals("鳥将棋")
            ? Optional.of(new Preset(Variants.TORI, Variants.TORI.startSfen(), null))
            : Optional.empty();

    /** What the readers know by default: the standard presets and Tori Shogi's start. */
    StartPresets DEFAULT = name -> {
        // no lambda that captures the name: under C1 each record would make one through a method handle
        Optional<Preset> standard = STANDARD.byName(name);
        return standard.isPresent() ? standard : TORI.byName(name);
    };
}
