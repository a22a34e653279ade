package dev.shinpan.record.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.NotedBreaks;
import dev.shinpan.record.text.LineBreaks;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Utf8Decoder} against the JDK's strict UTF-8 decoder, which follows the Unicode standard's
 * table 3-7: the same characters wherever the JDK reads the bytes, and a refusal wherever it does
 * not. {@link Utf8Scan#charCount}, which checks a long text without decoding it, must agree too.
 */
class Utf8DecoderTest {

    private final CharsetDecoder strict = StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);

    /** The JDK's strict reading, or null where it refuses the bytes. */
    private String jdk(byte[] bytes) {
        try {
            return strict.reset().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    private static String ours(byte[] bytes) {
        char[] out = new char[bytes.length];
        int n = Utf8Decoder.decode(bytes, 0, bytes.length, out);
        String text = n < 0 ? null : new String(out, 0, n);
        // noting the line breaks changes nothing else, and notes each CR, LF and NEL
        LineBreaks breaks = new LineBreaks();
        int noted = Utf8Decoder.decode(bytes, 0, bytes.length, out, 0, breaks);
        assertEquals(text, noted < 0 ? null : new String(out, 0, noted), "with the breaks noted");
        if (text != null) {
            assertArrayEquals(NotedBreaks.in(text, true).toArray(), breaks.toArray(), "the breaks noted");
        }
        return text;
    }

    private void agree(byte[] bytes) {
        String jdk = jdk(bytes);
        assertEquals(jdk, ours(bytes), () -> hex(bytes));
        // a long text is only checked and counted before it is decoded window by window
        assertEquals(
                jdk == null ? -1 : jdk.length(),
                Utf8Scan.charCount(bytes, 0, bytes.length),
                () -> "count " + hex(bytes));
    }

    private static String hex(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (byte b : bytes) {
            sb.append(String.format("%02X ", b & 0xFF));
        }
        return sb.toString();
    }

    @Test
    void everyLeadByteWithEveryNextByteAndTheBoundariesOfTheThirdAndFourth() {
        int[] edges = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF};
        int[] continuationEdges = {0x7F, 0x80, 0xBF, 0xC0};
        for (int lead = 0; lead < 256; lead++) {
            for (int second = 0; second < 256; second++) {
                agree(new byte[] {(byte) lead, (byte) second});
                // below 0xC0 a byte leads no sequence: two bytes show all there is to see
                for (int third = 0; lead >= 0xC0 && third < edges.length; third++) {
                    agree(new byte[] {(byte) lead, (byte) second, (byte) edges[third]});
                }
                for (int third = 0; lead >= 0xF0 && third < continuationEdges.length; third++) {
                    for (int fourth : edges) {
                        agree(new byte[] {(byte) lead, (byte) second, (byte) continuationEdges[third], (byte) fourth});
                    }
                }
            }
        }
    }

    @Test
    void everyCharacterOfTheBasicPlaneAndSomeBeyondAfterAscii() {
        StringBuilder all = new StringBuilder("KIF ７六歩 ");
        for (int c = 0; c < 0x10000; c++) {
            if (!Character.isSurrogate((char) c)) {
                all.append((char) c);
            }
        }
        all.appendCodePoint(0x10000).appendCodePoint(0x1F600).appendCodePoint(0x10FFFF);
        byte[] bytes = all.toString().getBytes(StandardCharsets.UTF_8);
        assertEquals(all.toString(), ours(bytes));
        assertEquals(all.length(), Utf8Scan.charCount(bytes, 0, bytes.length));
    }

    /** Real-looking text changed byte by byte: truncations, stray bytes, surrogates and overlong forms inside ASCII runs. */
    @Test
    void textChangedByteByByteReadsAsTheJdkReadsIt() {
        byte[] base = "  12 ７六歩(77)   ( 0:01/00:00:01)\n*コメント é ∀ 😀\r\n".getBytes(StandardCharsets.UTF_8);
        Random random = new Random(20261201);
        int refused = 0;
        for (int round = 0; round < 50_000; round++) {
            byte[] bytes = base.clone();
            for (int k = random.nextInt(3); k >= 0; k--) {
                bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
            }
            int length = random.nextInt(4) == 0 ? random.nextInt(bytes.length + 1) : bytes.length;
            byte[] cut = java.util.Arrays.copyOf(bytes, length);
            agree(cut);
            if (jdk(cut) == null) {
                refused++;
            }
        }
        assertTrue(refused > 5_000, "refusals seen: " + refused);
    }

    @Test
    void decodesFromAnOffsetIntoTheStartOfTheArray() {
        byte[] bytes = "xx７六".getBytes(StandardCharsets.UTF_8);
        char[] out = new char[bytes.length];
        assertEquals(2, Utf8Decoder.decode(bytes, 2, bytes.length, out));
        assertEquals("７六", CharBuffer.wrap(out, 0, 2).toString());
    }

    @Test
    void refusesANulBeforeTheBoundAndDecodesOneFromItOn() {
        byte[] bytes = "a\u0000７\u0000".getBytes(StandardCharsets.UTF_8); // NULs at indexes 1 and 5
        char[] out = new char[bytes.length];
        assertEquals(-1, Utf8Decoder.decode(bytes, 0, bytes.length, out, 2, null));
        assertEquals(-1, Utf8Decoder.decode(bytes, 0, bytes.length, out, bytes.length, null));
        assertEquals(4, Utf8Decoder.decode(bytes, 0, bytes.length, out, 1, null));
        assertEquals("a\u0000７\u0000", CharBuffer.wrap(out, 0, 4).toString());
        assertEquals(
                -1,
                Utf8Decoder.decode(bytes, 2, bytes.length, out, 6, null),
                "the bound is an index of the array, not of the part");
        assertEquals(2, Utf8Decoder.decode(bytes, 2, bytes.length, out, 5, null));
    }
}
