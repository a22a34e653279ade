package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The text and HTML summaries count the records that repeat an earlier one, as the JSON summary
 * does: the same game saved by Shogidokoro as Shift_JIS {@code .kif} and as UTF-8 {@code .kifu}.
 */
class CopiesSummaryTest {

    private static final String DIR = "src/test/resources/corpus/sugyan-shogi-kifu-converter/data/tests/kif/";

    @Test
    void theSameGameTwiceIsCountedInTextAndHtml() {
        String text = Cli.run("check", "--lang", "en", DIR + "Shogidokoro.kif", DIR + "Shogidokoro.kifu")
                .out();
        assertTrue(
                text.contains(
                        "\nCopies: 1 duplicate(s) of an earlier record, 0 truncated copy(ies) of an earlier game\n"),
                text);
        String ja = Cli.run("check", "--lang", "ja", DIR + "Shogidokoro.kif", DIR + "Shogidokoro.kifu")
                .out();
        assertTrue(ja.contains("写し：先の棋譜と同じもの1件、先の棋譜の途中までのもの0件"), ja);
        String html = Cli.run(
                        "check", "--format", "html", "--lang", "en", DIR + "Shogidokoro.kif", DIR + "Shogidokoro.kifu")
                .out();
        assertTrue(html.contains("<p>Copies: 1 duplicate(s) of an earlier record"), html);
    }

    @Test
    void noCopiesNoLine() {
        String text = Cli.run("check", "--lang", "en", DIR + "Shogidokoro.kif").out();
        assertFalse(text.contains("Copies"), text);
    }
}
