package dev.shinpan.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/formats.md §1.8: variations are analysis, so an illegal move in one is a warning at the
 * move, judged from the position before the move it replaces; the main line's verdict stays.
 */
class VariationWarningsTest {

    /** Main line 1–4 legal; 変化：3手 drops a pawn Black does not hold (no capture yet). */
    static final String KIF = "手合割：平手\n手数----指手---------消費時間--\n"
            + "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n   4 ８四歩(83)\n   5 投了\n\n"
            + "変化：3手\n   3 ５五歩打\n   4 ８四歩(83)\n   5 ５四歩打\n";

    @Test
    void anIllegalDropInAVariationIsOneWarningNamingTheVariationAndTheMove() {
        GameRecord record = UnsupportedVariantTest.read("v.kifu", KIF);
        List<Problem> warnings = record.problems();
        assertEquals(1, warnings.size(), "one warning a variation: " + warnings);
        Problem w = warnings.get(0);
        assertFalse(w.isError());
        assertEquals(10, w.line(), "at the move");
        assertEquals("５五歩打", w.text());
        assertTrue(
                w.message().startsWith("an illegal move in the variation from move 3: ５五歩打, not-in-hand"), w.message());
        Verdict v = UnsupportedVariantTest.judge(record);
        assertEquals(Verdict.Status.OK, v.status(), "the main line's verdict: resignation after 4 moves");
        assertEquals(null, v.firstIllegal());
    }

    @Test
    void aVariationIsJudgedFromItsBranchPointNotFromTheEndOfTheMainLine() {
        // 変化：3手 replaces move 3 of the main line: legal after move 2, though not after move 4 (8八 is empty then)
        String main = "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同　銀(31)\n";
        String legal = main + "\n変化：3手\n   3 ２二角成(88)\n   4 同　銀(31)\n";
        assertEquals(List.of(), UnsupportedVariantTest.read("v.kifu", legal).problems());
        // 変化：2手 replaces 3四歩: then the pawn on 3三 blocks the bishop
        GameRecord record = UnsupportedVariantTest.read("w.kifu", legal + "\n変化：2手\n   2 ８四歩(83)\n   3 ２二角成(88)\n");
        assertEquals(1, record.problems().size(), record.problems().toString());
        assertEquals(12, record.problems().get(0).line());
        assertTrue(
                record.problems().get(0).message().contains("from move 2: ２二角成(88), illegal-movement"),
                record.problems().toString());
    }

    @Test
    void aRecordPastTheLimitOnVariationsIsStillJudged() {
        String kif = ReaderLimitsTest.nestedKif(3000).replace("   2 ３四歩(33)\n", "   2 ３四歩(33)\n   3 投了\n");
        GameRecord record = UnsupportedVariantTest.read("book.kifu", kif);
        assertTrue(record.readable(), record.problems().subList(0, 1).toString());
        assertEquals(1, record.problems().size());
        assertTrue(record.problems().get(0).message().contains("variation-depth=1000"));
        assertEquals(Verdict.Status.OK, UnsupportedVariantTest.judge(record).status());
    }
}
