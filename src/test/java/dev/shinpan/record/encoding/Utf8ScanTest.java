package dev.shinpan.record.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Utf8Scan} may only ever rule out UTF-8 where the JDK's decoder would too: its idea of a
 * well-formed sequence is the decoder's, byte for byte, and its count of bad bytes never exceeds
 * the decoder's. Then the encodings chosen stay what they were, which the decoding tests below
 * check at the limit of forgiven stray bytes.
 */
class Utf8ScanTest {

    private static final Charset SHIFT_JIS = Charset.forName("windows-31j");

    /** Bytes the JDK's strict UTF-8 decoder could not read, counted as {@link TextDecoder} counts them. */
    private static int jdkStrayBytes(byte[] bytes, int length) {
        CharsetDecoder decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, 0, length);
        CharBuffer out = CharBuffer.allocate(length + 1);
        int strays = 0;
        while (true) {
            CoderResult result = decoder.decode(in, out, true);
            if (result.isUnderflow()) {
                return strays;
            }
            strays += result.length();
            in.position(in.position() + result.length());
        }
    }

    @Test
    void aSequenceIsWellFormedExactlyWhereTheJdkReadsIt() {
        int[] tails = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xF0, 0xFF};
        int compared = 0;
        for (int lead = 0x80; lead <= 0xFF; lead++) {
            for (int second = 0; second <= 0xFF; second++) {
                for (int third : tails) {
                    for (int fourth : tails) {
                        byte[] b = {(byte) lead, (byte) second, (byte) third, (byte) fourth};
                        int length = Utf8Scan.wellFormedLength(b, 0, b.length);
                        // the JDK reads the first sequence without error exactly when it is well formed
                        boolean jdkReadsFirst = jdkFirstSequenceLength(b) > 0;
                        assertEquals(jdkReadsFirst, length > 0, Arrays.toString(b));
                        if (length > 0) {
                            assertEquals(jdkFirstSequenceLength(b), length, Arrays.toString(b));
                        }
                        compared++;
                    }
                }
            }
        }
        assertTrue(compared > 1_000_000, "sequences compared: " + compared);
    }

    /** The bytes the JDK's decoder takes for the first character, or 0 when it fails there. */
    private static int jdkFirstSequenceLength(byte[] b) {
        CharsetDecoder decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(b);
        // room for one char: the decoder stops after the first character, or before it when it needs two
        CoderResult result = decoder.decode(in, CharBuffer.allocate(1), true);
        if (in.position() > 0) {
            return in.position();
        }
        if (result.isError()) {
            return 0;
        }
        decoder.reset();
        result = decoder.decode(in, CharBuffer.allocate(2), true); // a supplementary character, two chars
        return result.isError() && in.position() == 0 ? 0 : in.position();
    }

    @Test
    void itNeverCountsMoreBadBytesThanTheJdk() {
        Random random = new Random(20261201);
        String japanese = "開始日時：２０２４／０５／０１　先手：羽生善治　後手：藤井聡太　手合割：平手　▲７六歩△３四歩";
        int ruledOut = 0;
        for (int trial = 0; trial < 20_000; trial++) {
            byte[] bytes = switch (trial % 4) {
                case 0 -> randomBytes(random);
                case 1 -> corrupted(japanese.getBytes(StandardCharsets.UTF_8), random);
                case 2 -> japanese.substring(random.nextInt(10)).getBytes(SHIFT_JIS);
                default -> corrupted(japanese.getBytes(SHIFT_JIS), random);
            };
            for (int limit = 0; limit <= 16; limit += 4) {
                if (Utf8Scan.tooManyStrays(bytes, 0, limit)) {
                    ruledOut++;
                    int jdk = jdkStrayBytes(bytes, Math.min(bytes.length, Utf8Scan.PREFIX));
                    assertTrue(jdk > limit, "the JDK counts " + jdk + " in " + Arrays.toString(bytes));
                }
            }
        }
        assertTrue(ruledOut > 10_000, "texts ruled out: " + ruledOut);
    }

    private static byte[] randomBytes(Random random) {
        byte[] b = new byte[1 + random.nextInt(300)];
        random.nextBytes(b);
        return b;
    }

    private static byte[] corrupted(byte[] text, Random random) {
        byte[] b = text.clone();
        for (int k = random.nextInt(8); k > 0; k--) {
            b[random.nextInt(b.length)] = (byte) random.nextInt(256);
        }
        return b;
    }

    @Test
    void aShiftJisHeaderIsRuledOutWithinItsFirstLines() {
        byte[] kif = ("# ---- Kifu for Windows V7 V7.70 棋譜ファイル ----\r\n開始日時：2024/05/01\r\n棋戦：名人戦\r\n"
                        + "先手：羽生善治\r\n後手：藤井聡太\r\n手合割：平手\r\n")
                .getBytes(SHIFT_JIS);
        assertTrue(Utf8Scan.tooManyStrays(kif, 0, 16));
        assertEquals("windows-31j", TextDecoder.decode(kif).orElseThrow().encoding());
    }

    @Test
    void utf8WithTheMostStrayBytesForgivenIsStillUtf8() {
        // 16 bad bytes, each among enough good text to be forgiven (one in eight high bytes or fewer)
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 16; i++) {
            text.append("先手の長考、後手の長考。¤\n");
        }
        byte[] sixteen = withBytes(text.toString(), 0xFF);
        assertFalse(Utf8Scan.tooManyStrays(sixteen, 0, 16));
        DecodedText decoded = TextDecoder.decode(sixteen).orElseThrow();
        assertEquals("UTF-8", decoded.encoding());
        assertEquals(6, decoded.problems().size(), "five located and one counting the rest");
        byte[] seventeen = withBytes(text + "¤", 0xFF);
        assertTrue(Utf8Scan.tooManyStrays(seventeen, 0, 16)
                || !"UTF-8"
                        .equals(TextDecoder.decode(seventeen)
                                .map(DecodedText::encoding)
                                .orElse("")));
    }

    /** The text in UTF-8 with the byte in place of each {@code ¤}. */
    private static byte[] withBytes(String text, int stray) {
        byte[] marker = "¤".getBytes(StandardCharsets.UTF_8);
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        ByteBuffer out = ByteBuffer.allocate(utf8.length);
        for (int i = 0; i < utf8.length; i++) {
            if (i + 1 < utf8.length && utf8[i] == marker[0] && utf8[i + 1] == marker[1]) {
                out.put((byte) stray);
                i++;
            } else {
                out.put(utf8[i]);
            }
        }
        return Arrays.copyOf(out.array(), out.position());
    }
}
