package dev.shinpan.record.kif;

import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.StatedRule;
import dev.shinpan.record.build.RecordSink;
import dev.shinpan.rules.Side;

/**
 * What the header keys of the Kakinoki family state about the game, which JKF's header shares
 * (kakinoki.o.oo7.jp/kif_format.html): the players under 先手/後手, or 下手/上手 in handicap games,
 * and the rules under 最大手数 (the move limit) and 持将棋 (the impasse points), as ShogiHome
 * writes them.
 */
public final class KifHeaderFacts {

    private KifHeaderFacts() {
    }

    /** Hands the builder what the header line states, if anything. */
    public static void read(HeaderEntry entry, RecordSink builder) {
        switch (entry.key()) {
            case "先手" -> builder.player(Side.BLACK, entry.value(), false);
            case "後手" -> builder.player(Side.WHITE, entry.value(), false);
            case "下手" -> builder.player(Side.BLACK, entry.value(), true);
            case "上手" -> builder.player(Side.WHITE, entry.value(), true);
            case "最大手数" -> builder.statedRule(StatedRule.Subject.MAX_MOVES, entry.value(), entry.source());
            case "持将棋" -> builder.statedRule(StatedRule.Subject.IMPASSE_POINTS, entry.value(), entry.source());
            default -> {
                // other keys state nothing the referee reads
            }
        }
    }
}
