package dev.shinpan.rules;

import java.util.List;

/**
 * A game that records are written for but shinpan does not judge (Kyoto Shogi, Annan Shogi, …):
 * what tells a record of it, so that it is refused rather than judged as shogi.
 *
 * <pre>{@code
 * UnsupportedVariant game = UnsupportedVariants.all().get(0);
 * System.out.println(game.name() + " " + game.files() + "x" + game.ranks());
 * }</pre>
 *
 * @param name       its English name
 * @param japanese   its Japanese name, as writers put it in {@code 手合割}
 * @param files      the files of its board
 * @param ranks      the ranks of its board
 * @param startNames the {@code 手合割} values that name its start, the Japanese name first
 */
public record UnsupportedVariant(String name, String japanese, int files, int ranks, List<String> startNames) {

    /**
     * Keeps an unmodifiable copy of the start names.
     *
     * @param name       its English name
     * @param japanese   its Japanese name
     * @param files      the files of its board
     * @param ranks      the ranks of its board
     * @param startNames the {@code 手合割} values that name its start
     */
    public UnsupportedVariant {
        startNames = List.copyOf(startNames);
    }

    /** {@return how a report names it in either language: {@code Kyoto Shogi (京都将棋)}} */
    public String title() {
        return name + " (" + japanese + ")";
    }
}
