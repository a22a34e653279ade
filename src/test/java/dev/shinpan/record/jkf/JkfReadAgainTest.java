package dev.shinpan.record.jkf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.text.RecordText;
import dev.shinpan.record.text.TextWindows;
import dev.shinpan.testing.LishogiGames;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A long JKF text (read a window at a time) whose values must be read again, every move with its
 * forks written before it, costs the reader about the text once more, not the text before each
 * such value: a stranger's file of many of them cannot make the reading quadratic.
 */
class JkfReadAgainTest {

    /** A move object of a lishogi JKF: its keys and one level of objects inside ({@code from}, {@code to}). */
    private static final Pattern MOVE = Pattern.compile("\"move\":(\\{[^{}]*(?:\\{[^{}]*\\}[^{}]*)*\\})");

    /** Windows of a String, each ending after a line feed, counting the characters handed out. */
    private static final class CountedWindows implements TextWindows {
        private final String text;
        private final int size;
        long handedOut;

        CountedWindows(String text, int size) {
            this.text = text;
            this.size = size;
        }

        @Override
        public int length() {
            return text.length();
        }

        @Override
        public char[] window(int from, int atLeast, int atMost) {
            int end = Math.min(text.length(), from + Math.min(atLeast, size));
            int lineFeed = text.indexOf('\n', end);
            end = lineFeed < 0 ? text.length() : Math.min(lineFeed + 1, from + atMost);
            char[] window = text.substring(from, end).toCharArray();
            handedOut += window.length;
            return window;
        }
    }

    /**
     * A lishogi game's JKF with every move written after a fork of itself, its entries repeated
     * {@code copies} times: a main line {@code copies} times as long, every value of it read again.
     */
    private static String forksBeforeEveryMove(int copies) {
        LishogiGames.Game game = LishogiGames.games().get(0);
        String jkf = new String(LishogiGames.bytes(game, RecordFormat.JKF), StandardCharsets.UTF_8);
        StringBuilder text = new StringBuilder();
        Matcher m = MOVE.matcher(jkf);
        while (m.find()) {
            // the move's forks first, then the move: a fork that stands before its move is read again
            m.appendReplacement(
                    text,
                    Matcher.quoteReplacement(
                            "\"forks\":[[{\"move\":" + m.group(1) + "}]],\n\"move\":" + m.group(1) + "\n"));
        }
        m.appendTail(text);
        String once = text.toString();
        int first = once.indexOf("{},") + 3; // the entries after the start's
        int end = once.lastIndexOf(']');
        String entries = once.substring(first, end);
        return once.substring(0, first)
                + String.join(",", java.util.Collections.nCopies(copies, entries))
                + once.substring(end);
    }

    /** The characters the windows hand out to read the text, asserted to give what the text held whole gives. */
    private static long handedOut(String jkf) {
        GameRecord whole = JkfWindowAgreement.whole(jkf, JkfWindowAgreement.OPTIONS);
        // the copies' moves go on as written (a copy may start with the wrong side: only a warning)
        assertTrue(
                whole.mainLine().moves().size() > 500,
                "moves: " + whole.mainLine().moves().size());
        assertEquals(1, whole.mainLine().moves().get(3).alternatives().size());
        CountedWindows windows = new CountedWindows(jkf, 200);
        assertEquals(whole, JkfReader.read(RecordText.of(windows), JkfWindowAgreement.OPTIONS));
        return windows.handedOut;
    }

    @Test
    void movesWithTheirForksBeforeThemAreReadAgainFromTheirOwnWindow() {
        long ten = handedOut(forksBeforeEveryMove(10));
        long twenty = handedOut(forksBeforeEveryMove(20));
        // twice the values read again over twice the text: twice the reading, not four times
        assertTrue(twenty < 2.5 * ten, "characters handed out: " + ten + " for 10 copies, " + twenty + " for 20");
    }
}
