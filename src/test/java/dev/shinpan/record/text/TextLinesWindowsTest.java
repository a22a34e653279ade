package dev.shinpan.record.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.encoding.WindowAgreement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Lines read window by window, with windows bounded by the longest line taken whole, against the
 * same text read in one piece: every line up to that longest comes whole at its number; a longer
 * one comes whole or in part, longer than the longest and marked as going on; no line is lost,
 * split or added. Random texts of letters, kana, surrogate pairs and every line break, as a String
 * and decoded from UTF-8 bytes, in windows of 1 to 10 and longest lines of 1 to 20.
 */
class TextLinesWindowsTest {

    private static final String[] PIECES = {"a", "bc", "あ", "😀", "\n", "\r", "\r\n", "\u0085", "xxxxxxxxxxxx"};

    private record Read(int number, String text, boolean goesOn) {}

    private static List<Read> read(TextLines lines) {
        List<Read> out = new ArrayList<>();
        while (lines.next()) {
            out.add(new Read(lines.number(), new String(lines.chars(), lines.start(), lines.length()), lines.goesOn()));
        }
        return out;
    }

    @Test
    void windowedLinesAreTheWholeTextsLinesOrPartsOfTooLongOnes() {
        Random random = new Random(20261201);
        int parts = 0;
        for (int round = 0; round < 20_000; round++) {
            StringBuilder text = new StringBuilder();
            for (int k = random.nextInt(40); k > 0; k--) {
                text.append(PIECES[random.nextInt(PIECES.length)]);
            }
            boolean nel = random.nextBoolean();
            int window = 1 + random.nextInt(10);
            int longest = 1 + random.nextInt(20);
            String t = text.toString();
            List<Read> whole =
                    read(new TextLines(RecordText.of(t.toCharArray(), t.length()), 0, nel, Integer.MAX_VALUE - 64));
            for (RecordText form : List.of(RecordText.of(t), WindowAgreement.windowed(t, window))) {
                List<Read> windowed = read(new TextLines(form, 0, nel, longest, window));
                String what = "text " + t.replace("\n", "\\n").replace("\r", "\\r") + " window " + window + " longest "
                        + longest + " nel " + nel + ": " + windowed;
                assertEquals(whole.size(), windowed.size(), what);
                for (int i = 0; i < whole.size(); i++) {
                    Read w = whole.get(i);
                    Read r = windowed.get(i);
                    assertEquals(w.number(), r.number(), what);
                    if (w.text().length() <= longest || !r.goesOn()) {
                        assertEquals(w.text(), r.text(), what);
                        assertTrue(!r.goesOn(), what);
                    } else {
                        assertTrue(w.text().startsWith(r.text()) && r.text().length() > longest, what);
                        parts++;
                    }
                }
            }
        }
        assertTrue(parts > 1_000, "lines given in part: " + parts);
    }
}
