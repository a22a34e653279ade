package dev.shinpan.record.kif;

import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.StatedRule;
import dev.shinpan.record.build.RecordSink;
import dev.shinpan.rules.Side;
import java.util.Set;

/**
 * What the header keys of the Kakinoki family state about the game, which JKF's header shares
 * (kakinoki.o.oo7.jp/kif_format.html): the players under 先手/後手, or 下手/上手 in handicap games,
 * and the rules under 最大手数 (the move limit) and 持将棋 (the impasse points), as ShogiHome
 * writes them.
 */
public final class KifHeaderFacts {

    private KifHeaderFacts() {}

    /** Hands the builder what the header line states, if anything. */
    public static void read(HeaderEntry entry, RecordSink builder) {
        switch (entry.key()) {
            case "先手" -> players(entry.value(), Side.BLACK, false, builder);
            case "後手" -> player(Side.WHITE, entry.value(), false, builder);
            case "下手" -> players(entry.value(), Side.BLACK, true, builder);
            case "上手" -> player(Side.WHITE, entry.value(), true, builder);
            case "最大手数" -> builder.statedRule(StatedRule.Subject.MAX_MOVES, entry.value(), entry.source());
            case "持将棋" -> builder.statedRule(StatedRule.Subject.IMPASSE_POINTS, entry.value(), entry.source());
            default -> {
                // other keys state nothing the referee reads
            }
        }
    }

    /**
     * Black's name, or both names on one line as Gekisashi's clipboard KI2 writes them
     * ({@code 先手: 羽生 / 後手: 谷川}): the text after the slash is White's entry.
     */
    private static void players(String value, Side side, boolean handicapWord, RecordSink builder) {
        int slash = Math.max(value.lastIndexOf('/'), value.lastIndexOf('／'));
        if (slash >= 0) {
            String rest = value.substring(slash + 1).strip();
            Side named = rest.length() > 2 ? ResultLine.sideName(rest.substring(0, 2)) : null;
            if (named == Side.WHITE && (rest.charAt(2) == ':' || rest.charAt(2) == '：')) {
                player(side, value.substring(0, slash).strip(), handicapWord, builder);
                player(Side.WHITE, rest.substring(3).strip(), rest.startsWith("上手"), builder);
                return;
            }
        }
        player(side, value, handicapWord, builder);
    }

    /** A player's name, unless it is only the side's word (先手, 後手, 下手, 上手): a placeholder, no name. */
    private static void player(Side side, String name, boolean handicapWord, RecordSink builder) {
        if (SIDE_WORDS.contains(name)) {
            return;
        }
        builder.player(side, name, handicapWord);
    }

    /** What editors write where no name was given. */
    private static final Set<String> SIDE_WORDS = Set.of("先手", "後手", "下手", "上手");
}
