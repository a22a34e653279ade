package dev.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.shinpan.testing.Resources;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Minishogi (5五将棋) as data: its leaf counts against shogiops' fixtures (the start position to depth 5,
 * and its 276 random positions, drops, pins and promotions among them). Depth 6 (8,276,188, as
 * Fairy-Stockfish and cutechess count) takes seconds and is tagged slow.
 */
class MinishogiPerftTest {

    private static final String START = "rbsgk/4p/5/P4/KGSBR b - 1";

    private static long perft(String sfen, int depth) {
        Position p = Sfen.parse(sfen);
        assertSame(Variants.MINISHOGI, p.variant(), "five ranks are Minishogi");
        return new Perft(p, depth).count(depth);
    }

    @ParameterizedTest(name = "start at depth {0} = {1}")
    @CsvSource({"1, 14", "2, 181", "3, 2512", "4, 35401", "5, 533203"})
    void startPosition(int depth, long expected) {
        assertEquals(expected, perft(START, depth));
    }

    @Test
    void theVariantsStartIsTheOneLishogiWrites() {
        assertEquals(START, Position.start(Variants.MINISHOGI).toSfen());
    }

    static Stream<Arguments> shogiopsPositions() {
        return Resources.perftTable("corpus/WandererXII-shogiops/perft_minishogi_positions.tsv");
    }

    @DisplayName("the 276 random positions of shogiops")
    @ParameterizedTest(name = "{0} depth {1} = {2}")
    @MethodSource("shogiopsPositions")
    void shogiopsRandomPositions(String sfen, int depth, long expected) {
        assertEquals(expected, perft(sfen, depth));
    }

    @Tag("slow")
    @Test
    void startAtDepthSix() {
        assertEquals(8_276_188, perft(START, 6));
    }
}
