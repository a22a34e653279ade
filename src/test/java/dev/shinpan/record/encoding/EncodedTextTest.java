package dev.shinpan.record.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.Problem;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A long text kept as bytes and decoded window by window must read exactly as the JDK reads the
 * whole, in each encoding shinpan decodes, whatever the window size; every window but the last
 * ends with its line; and bytes that do not decode are refused when the text is made, wherever
 * they stand.
 */
class EncodedTextTest {

    private static final Charset[] ENCODINGS = {StandardCharsets.UTF_8, TextDecoder.CP932, TextDecoder.EUC_JP};
    private static final String LINES = "N+先手　羽生善治\r\n'対局場所：将棋会館\n+7776FU\n-3334FU\r\n" + "*７六歩に△３四歩、ｶﾀｶﾅ\n\n+8822UM\n";

    /** The windows one after another, each checked to end with its line. */
    private static String joined(EncodedText text) {
        StringBuilder all = new StringBuilder();
        while (all.length() < text.length()) {
            char[] window = text.window(all.length(), Integer.MAX_VALUE, Integer.MAX_VALUE);
            assertTrue(window.length > 0);
            all.append(window);
            if (all.length() < text.length()) {
                char last = window[window.length - 1];
                assertTrue(last == '\n' || last == '\r', "a window ends with its line: " + new String(window));
            }
        }
        return all.toString();
    }

    @Test
    void windowsOfAnySizeReadAsTheJdkReadsTheWhole() {
        String text = LINES.repeat(40) + "最後の行に改行なし";
        for (Charset cs : ENCODINGS) {
            byte[] bytes = text.getBytes(cs);
            for (int window : new int[] {1, 2, 3, 7, 40, 333, 1 << 20}) {
                EncodedText encoded = EncodedText.checked(bytes, 0, cs, window);
                assertNotNull(encoded, cs + " " + window);
                assertEquals(text.length(), encoded.length(), cs + " " + window);
                assertEquals(text, joined(encoded), cs + " " + window);
            }
        }
    }

    @Test
    void linesEndedByLoneCarriageReturnsAreCutAfterOne() {
        String text = "V2.2\rPI\r+\r+7776FU\r-3334FU\r".repeat(20);
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        EncodedText encoded = EncodedText.checked(bytes, 0, StandardCharsets.UTF_8, 10);
        char[] first = encoded.window(0, Integer.MAX_VALUE, Integer.MAX_VALUE);
        assertTrue(first.length >= 10 && first.length < text.length(), "length " + first.length);
        assertEquals(text, joined(EncodedText.checked(bytes, 0, StandardCharsets.UTF_8, 10)));
    }

    @Test
    void aLineFeedAfterTheMaximumEndsTheWindowThere() {
        byte[] bytes = "abcdefghij\nklm\nnop".getBytes(StandardCharsets.UTF_8);
        EncodedText encoded = EncodedText.checked(bytes, 0, StandardCharsets.UTF_8, 4);
        assertEquals("abcdefghij\n", new String(encoded.window(0, Integer.MAX_VALUE, Integer.MAX_VALUE)));
        // the caller may ask for less than the text's own maximum
        assertEquals("klm\n", new String(encoded.window(11, 2, 100)));
        assertEquals("nop", new String(encoded.window(15, 2, 100)));
    }

    @Test
    void aWindowBoundedInsideALineEndsAtTheEndOfACharacter() {
        String text = "先手：" + "将棋ｶﾀab".repeat(30) + "\n次の行\n" + "x".repeat(40);
        for (Charset cs : ENCODINGS) {
            for (int atMost = 1; atMost <= 9; atMost++) {
                String utf8Only = cs.equals(StandardCharsets.UTF_8) ? "😀".repeat(9) : "";
                String all = utf8Only + text;
                EncodedText encoded = EncodedText.checked(all.getBytes(cs), 0, cs, 4);
                StringBuilder joined = new StringBuilder();
                while (joined.length() < encoded.length()) {
                    char[] window = encoded.window(joined.length(), 4, atMost);
                    assertTrue(window.length > 0 && window.length <= Math.max(atMost, 2), cs + " " + atMost);
                    joined.append(window);
                }
                assertEquals(all, joined.toString(), cs + " at most " + atMost);
            }
        }
    }

    @Test
    void aTextOnOneLineIsOneWindowOfExactlyItsCharacters() {
        String text = "{\"header\":{\"先手\":\"甲\"},\"moves\":[{\"comments\":[\"" + "コメント".repeat(100) + "\"]}]}";
        for (Charset cs : ENCODINGS) {
            EncodedText encoded = EncodedText.checked(text.getBytes(cs), 0, cs, 16);
            char[] window = encoded.window(0, Integer.MAX_VALUE, Integer.MAX_VALUE);
            assertEquals(text.length(), window.length, cs.name());
            assertEquals(text.length(), encoded.length(), cs.name());
            assertEquals(text, new String(window), cs.name());
        }
    }

    @Test
    void aBadByteFarIntoTheTextRefusesTheEncoding() {
        for (Charset cs : ENCODINGS) {
            byte[] good = LINES.repeat(50).getBytes(cs);
            byte[] bad = good.clone();
            // a lone lead byte before a line feed, three quarters of the way in: no encoding reads it
            int at = bad.length * 3 / 4;
            while (bad[at + 1] != '\n') {
                at++;
            }
            bad[at] = (byte) (cs.equals(StandardCharsets.UTF_8) ? 0xE3 : cs.equals(TextDecoder.CP932) ? 0x81 : 0xA4);
            assertNotNull(EncodedText.checked(good, 0, cs, 64), cs.name());
            assertNull(EncodedText.checked(bad, 0, cs, 64), cs.name());
        }
        byte[] shiftJis = LINES.repeat(50).getBytes(TextDecoder.CP932);
        assertNull(EncodedText.checked(shiftJis, 0, StandardCharsets.UTF_8, 64));
        assertNull(EncodedText.checked(shiftJis, 0, TextDecoder.EUC_JP, 64));
    }

    @Test
    void aWindowStartsOnlyWhereAnotherEnded() {
        byte[] bytes = LINES.repeat(5).getBytes(StandardCharsets.UTF_8);
        EncodedText encoded = EncodedText.checked(bytes, 0, StandardCharsets.UTF_8, 16);
        assertThrows(IllegalArgumentException.class, () -> encoded.window(3, 16, 100));
    }

    @Test
    void aLongUtf8TextWithStrayBytesReadsAndWarnsAsTheShortOne() {
        List<byte[]> parts = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            parts.add(LINES.getBytes(StandardCharsets.UTF_8));
            if (i % 20 == 7) {
                parts.add(new byte[] {'\'', (byte) 0x93, (byte) 0xFF, '\n'}); // stray bytes in a comment
            }
        }
        byte[] bytes = concat(parts);
        Optional<DecodedText> chars = TextDecoder.decode(bytes, Integer.MAX_VALUE);
        assertTrue(chars.isPresent());
        List<Problem> warnings = chars.get().problems();
        // six bad bytes: five located one by one, the sixth counted in a last warning
        assertEquals(6, warnings.size(), warnings.toString());
        assertEquals(339, warnings.get(5).line());
        for (int window : new int[] {1, 50, 1 << 20}) {
            Optional<DecodedText> windows = TextDecoder.decode(bytes, 0, window);
            assertTrue(windows.isPresent());
            assertFalse(windows.get().content().hasChars());
            assertEquals(chars.get(), windows.get(), "in windows of " + window);
        }
    }

    private static byte[] concat(List<byte[]> parts) {
        int n = parts.stream().mapToInt(p -> p.length).sum();
        byte[] all = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, all, at, p.length);
            at += p.length;
        }
        return all;
    }
}
