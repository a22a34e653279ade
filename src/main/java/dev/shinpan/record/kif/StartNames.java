package dev.shinpan.record.kif;

import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import java.util.Optional;

/**
 * What a {@code 手合割} name means: a named start position of some variant. This is where a dialect
 * plugs in: standard shogi knows the 16 presets of docs/formats.md §1.3; every other variant names its
 * start with the {@code 手合割} values it declares ({@link Variant.KifNames#startNames()}: 禽将棋,
 * 5五将棋 …), and the rest of the reader (board size, piece names via {@link Variant#byName}) follows
 * the variant the preset names.
 */
@FunctionalInterface
interface StartNames {

    /**
     * A named start position.
     *
     * @param variant  the game it belongs to
     * @param sfen     its position
     * @param handicap the standard-shogi preset, or null for another variant's start
     */
    record NamedStart(Variant variant, String sfen, Handicap handicap) {}

    /** The preset a 手合割 value names (trailing blanks already removed), if known. */
    Optional<NamedStart> byName(String name);

    /** Standard shogi: 平手 and the fifteen handicaps; その他, 詰将棋 and others are not presets. */
    StartNames STANDARD = name -> Handicap.byName(name).map(h -> new NamedStart(Variants.STANDARD, h.sfen(), h));

    /** The other variants: the start position of the variant that declares this 手合割 name. */
    StartNames VARIANTS = name -> {
        for (Variant v : Variants.all()) {
            if (v.kifNames().startNames().contains(name)) {
                return Optional.of(new NamedStart(v, v.startSfen(), null));
            }
        }
        return Optional.empty();
    };

    /** What the readers know by default: the standard presets and the other variants' starts. */
    StartNames DEFAULT = name -> {
        // no lambda that captures the name: under C1 each record would make one through a method handle
        Optional<NamedStart> standard = STANDARD.byName(name);
        return standard.isPresent() ? standard : VARIANTS.byName(name);
    };
}
