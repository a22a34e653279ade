package dev.shinpan.record.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.codec.RecordReader.ReadOptions;
import dev.shinpan.rules.Variants;
import dev.shinpan.testing.Resources;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * CSA for a Minishogi game, read with {@code --variant minishogi}: the board is the variant's, rows
 * {@code P1}–{@code P5} of five cells (lishogi writes no CSA for Minishogi, so this is the format's
 * rules applied to the smaller board; docs/rules.md §E5).
 */
class MinishogiCsaTest {

    private static GameRecord read(String text) {
        List<GameRecord> records = new CsaReader().read(text, new ReadOptions("mini.csa", "UTF-8", Variants.MINISHOGI));
        assertEquals(1, records.size());
        return records.get(0);
    }

    @Test
    void theFiveByFiveBoardIsTheStart() {
        GameRecord r = read(Resources.utf8("minishogi/resign.csa"));
        assertEquals(
                List.of(),
                r.problems().stream()
                        .filter(p -> p.severity() == Problem.Severity.ERROR)
                        .toList());
        assertSame(Variants.MINISHOGI, r.variant());
        assertEquals("rbsgk/4p/5/P4/KGSBR b - 1", r.start().position().toSfen());
        assertEquals(4, r.mainLine().moves().size());
    }

    @Test
    void aRowBeyondTheBoardIsAnError() {
        String text = Resources.utf8("minishogi/resign.csa").replace("+\n+3544GI", "P6 *  *  *  *  * \n+\n+3544GI");
        GameRecord r = read(text);
        assertTrue(
                r.problems().stream()
                        .anyMatch(p -> p.message().equals("P6 is beyond the board: Minishogi has 5 ranks")),
                r.problems().toString());
    }

    @Test
    void aShogiRowIsTooLongForIt() {
        String text =
                Resources.utf8("minishogi/resign.csa").replace("P3 *  *  *  *  * ", "P3 *  *  *  *  *  *  *  *  * ");
        GameRecord r = read(text);
        assertTrue(
                r.problems().stream().anyMatch(p -> p.message().contains("expected 5 cells of 3 (15)")),
                r.problems().toString());
    }
}
