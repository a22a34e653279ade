package dev.shinpan.rules;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The games beside {@link Variants} that records are found for and shinpan does not judge, as
 * data: their names and board size. The readers ask here, and only here, whether a start a record
 * names ({@code 手合割}) or a board it draws (an SFEN, a diagram) is of such a game; adding one of
 * them as a {@link Variant} later means taking it out of this list, with no reader changed.
 *
 * <p>The games and their {@code 手合割} spellings are those lishogi exports (shogiops
 * {@code notation/kif.ts}, scalashogi's KIF handicap names): Kyoto Shogi {@code 京都将棋}, Annan Shogi {@code 安南将棋}, Check Shogi {@code 王手将棋}, Chu Shogi
 * {@code 中将棋} (12×12), and Dobutsu Shogi (3×4), known by its board alone.
 *
 * <pre>{@code
 * for (UnsupportedVariant game : UnsupportedVariants.all()) {
 *     System.out.println(game.title());
 * }
 * }</pre>
 */
public final class UnsupportedVariants {

    private static final List<UnsupportedVariant> ALL = List.of(
            new UnsupportedVariant("Kyoto Shogi", "京都将棋", 5, 5, List.of("京都将棋", "京都", "kyotoshogi")),
            new UnsupportedVariant("Annan Shogi", "安南将棋", 9, 9, List.of("安南将棋", "安南", "annanshogi")),
            new UnsupportedVariant("Check Shogi", "王手将棋", 9, 9, List.of("王手将棋", "王手", "checkshogi")),
            new UnsupportedVariant("Chu Shogi", "中将棋", 12, 12, List.of("中将棋", "chushogi", "chuushogi")),
            new UnsupportedVariant("Dobutsu Shogi", "どうぶつしょうぎ", 3, 4, List.of()));

    /** Every start name, in lower case, to its game: a record's 手合割 is looked up once. */
    private static final Map<String, UnsupportedVariant> BY_START_NAME = byStartName();

    private UnsupportedVariants() {}

    /** {@return every game known here, Kyoto Shogi first, Dobutsu Shogi last} */
    public static List<UnsupportedVariant> all() {
        return ALL;
    }

    private static Map<String, UnsupportedVariant> byStartName() {
        Map<String, UnsupportedVariant> names = new HashMap<>();
        for (UnsupportedVariant v : ALL) {
            for (String name : v.startNames()) {
                names.put(name.toLowerCase(Locale.ROOT), v);
            }
        }
        return Map.copyOf(names);
    }

    /**
     * The game a {@code 手合割} value names (blanks around it ignored), if it is one of these.
     *
     * @param name a record's {@code 手合割} value, case ignored
     * @return the game, or empty when the name is none of theirs
     */
    public static Optional<UnsupportedVariant> byStartName(String name) {
        String key = name.strip().replace('　', ' ').strip().toLowerCase(Locale.ROOT);
        return Optional.ofNullable(BY_START_NAME.get(key));
    }

    /**
     * The games whose board has this many files that no supported variant has, in this list's order.
     *
     * @param files the number of files a record's board shows
     * @return the games; empty when a supported variant has that many files, or none of these has
     */
    public static List<UnsupportedVariant> byFiles(int files) {
        for (Variant v : Variants.all()) {
            if (v.files() == files) {
                return List.of();
            }
        }
        return ALL.stream().filter(v -> v.files() == files).toList();
    }

    /**
     * The games played on a board of this size that no supported variant has, in this list's
     * order; empty for the size of a {@link Variants} board, or of none of these.
     *
     * @param files the number of files a record's board shows
     * @param ranks its number of ranks
     * @return the games
     */
    public static List<UnsupportedVariant> byBoard(int files, int ranks) {
        for (Variant v : Variants.all()) {
            if (v.files() == files && v.ranks() == ranks) {
                return List.of();
            }
        }
        return ALL.stream()
                .filter(v -> v.files() == files && v.ranks() == ranks)
                .toList();
    }
}
