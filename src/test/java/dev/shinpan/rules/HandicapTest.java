package dev.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The 16 named start positions of docs/formats.md §1.3 (the 17th row, その他, has no fixed position). */
class HandicapTest {

    @Test
    void allSixteenPresetsExist() {
        List<String> names =
                Arrays.stream(Handicap.values()).map(Handicap::japanese).toList();
        assertEquals(
                List.of(
                        "平手", "香落ち", "右香落ち", "角落ち", "飛車落ち", "飛香落ち", "二枚落ち", "三枚落ち", "四枚落ち", "五枚落ち", "左五枚落ち", "六枚落ち",
                        "左七枚落ち", "右七枚落ち", "八枚落ち", "十枚落ち"),
                names);
    }

    @ParameterizedTest
    @EnumSource(Handicap.class)
    void removalsMatchTheBoard(Handicap h) {
        Position even = Position.start(Variants.STANDARD);
        Position p = h.position();
        String removals = h.csaRemovals();
        for (int i = 0; i < removals.length(); i += 4) {
            Square sq = new Square(removals.charAt(i) - '0', removals.charAt(i + 1) - '0');
            assertEquals(
                    removals.substring(i + 2, i + 4), even.pieceAt(sq).type().csa(), "piece removed from " + sq);
            assertEquals(null, p.pieceAt(sq));
        }
        assertEquals(h == Handicap.EVEN ? Side.BLACK : Side.WHITE, p.sideToMove(), "the handicap giver moves first");
        assertEquals(h, Handicap.ofPosition(p).orElseThrow());
    }

    @ParameterizedTest
    @EnumSource(Handicap.class)
    void foundByEveryName(Handicap h) {
        assertEquals(h, Handicap.byName(h.id()).orElseThrow());
        assertEquals(h, Handicap.byName(h.japanese() + "　　").orElseThrow(), "trailing IDSP as Kifu for Windows writes");
        assertEquals(h, Handicap.byName(h.jkf()).orElseThrow());
        assertEquals(h, Handicap.byName(h.japanese()).orElseThrow(), "as KIF writes it, found in one lookup");
        // the exact lookup must not shadow the forgiving one
        assertEquals(
                h, Handicap.byName(h.id().toUpperCase(java.util.Locale.ROOT)).orElseThrow());
        assertEquals(
                h, Handicap.byName(h.name().toLowerCase(java.util.Locale.ROOT)).orElseThrow());
        assertEquals(h, Handicap.byName(" " + h.japanese()).orElseThrow(), "a leading blank");
        assertEquals(h, Handicap.byCsaRemovals(h.csaRemovals()).orElseThrow());
    }

    @Test
    void unknownNamesAreNotGuessed() {
        assertTrue(Handicap.byName("詰将棋").isEmpty());
        assertTrue(Handicap.byName("その他").isEmpty());
        assertTrue(Handicap.byCsaRemovals("22HI").isEmpty(), "no preset removes a rook from the bishop's square");
        assertTrue(Handicap.byCsaRemovals("22KA82HI").isEmpty(), "the order as listed, as the PI line is matched");
    }
}
