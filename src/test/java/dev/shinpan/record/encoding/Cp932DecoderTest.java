package dev.shinpan.record.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.NotedBreaks;
import dev.shinpan.record.text.LineBreaks;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Cp932Decoder} against the JDK's strict windows-31j decoder, whose mapping it copies: the
 * same characters wherever the JDK reads the bytes, and a refusal wherever it does not. The table
 * the decoder loads is made here: {@code mvn -B -q test -Dtest=Cp932DecoderTest
 * -Dshinpan.writeCp932Table=true} writes it afresh.
 */
class Cp932DecoderTest {

    private static final Path TABLE = Path.of("src/main/resources/dev/shinpan/record/encoding", Cp932Decoder.TABLE);

    private final CharsetDecoder strict = TextDecoder.strictDecoder(TextDecoder.CP932);

    /** The JDK's strict reading, or null where it refuses the bytes. */
    private String jdk(byte[] bytes) {
        try {
            return strict.reset().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    private static String ours(byte[] bytes, int nulRefusedBefore) {
        char[] out = new char[bytes.length];
        int n = Cp932Decoder.decode(bytes, 0, bytes.length, out, nulRefusedBefore, null);
        String text = n < 0 ? null : new String(out, 0, n);
        // noting the line breaks changes nothing else, and notes each CR and LF
        LineBreaks breaks = new LineBreaks();
        int noted = Cp932Decoder.decode(bytes, 0, bytes.length, out, nulRefusedBefore, breaks);
        assertEquals(text, noted < 0 ? null : new String(out, 0, noted), "with the breaks noted");
        if (text != null) {
            assertArrayEquals(NotedBreaks.in(text, false).toArray(), breaks.toArray(), "the breaks noted");
        }
        return text;
    }

    private void agree(byte[] bytes) {
        assertEquals(jdk(bytes), ours(bytes, 0), () -> hex(bytes));
    }

    private static String hex(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (byte b : bytes) {
            sb.append(String.format("%02X ", b & 0xFF));
        }
        return sb.toString();
    }

    /** The decoder's table (see {@link Cp932Decoder#TABLE}) as the JDK reads every byte alone and every pair. */
    private byte[] tableFromTheJdk() {
        CharBuffer table = CharBuffer.allocate(0x80 + 0x80 * (0x100 - Cp932Decoder.FIRST_TRAIL));
        char[] single = new char[0x80];
        for (int b = 0x80; b < 0x100; b++) {
            String alone = jdk(new byte[] {(byte) b});
            single[b - 0x80] = alone == null ? Cp932Decoder.PAIR : onlyCharacter(alone);
        }
        table.put(single);
        for (int b = 0x80; b < 0x100; b++) {
            for (int t = Cp932Decoder.FIRST_TRAIL; single[b - 0x80] == Cp932Decoder.PAIR && t < 0x100; t++) {
                String pair = jdk(new byte[] {(byte) b, (byte) t});
                table.put(pair == null ? 0 : onlyCharacter(pair));
            }
        }
        table.flip();
        ByteBuffer bytes = ByteBuffer.allocate(table.remaining() * 2);
        bytes.asCharBuffer().put(table);
        return bytes.array();
    }

    /** The one character the JDK read, which must not be one the table uses as a mark. */
    private static char onlyCharacter(String decoded) {
        assertEquals(1, decoded.length(), decoded);
        char c = decoded.charAt(0);
        assertTrue(c != 0 && c != Cp932Decoder.PAIR, () -> "U+" + Integer.toHexString(c));
        return c;
    }

    @Test
    void theTableIsTheJdksMapping() throws IOException {
        byte[] jdk = tableFromTheJdk();
        if (Boolean.getBoolean("shinpan.writeCp932Table")) {
            Files.write(TABLE, jdk);
        }
        assertArrayEquals(
                jdk,
                Files.readAllBytes(TABLE),
                "regenerate " + TABLE + " with mvn -B -q test -Dtest=Cp932DecoderTest -Dshinpan.writeCp932Table=true");
    }

    @Test
    void everyByteAloneAndEveryPairOfBytes() {
        for (int first = 0; first < 256; first++) {
            agree(new byte[] {(byte) first});
            for (int second = 0; second < 256; second++) {
                agree(new byte[] {(byte) first, (byte) second});
            }
        }
    }

    @Test
    void everyPairBetweenAsciiSoThatAPairNeverSwallowsItsNeighbour() {
        for (int first = 0x80; first < 256; first++) {
            for (int second = 0; second < 256; second++) {
                agree(new byte[] {'(', (byte) first, (byte) second, ')'});
                agree(new byte[] {(byte) 0x82, (byte) 0xA0, (byte) first, (byte) second, (byte) 0xB1});
            }
        }
    }

    @Test
    void randomBytesMostlyFromTheRangesShiftJisUses() {
        Random random = new Random(932);
        int[] usual = {
            0x20, 0x30, 0x39, 0x0A, 0x0D, 0x40, 0x7E, 0x7F, 0x80, 0x81, 0x82, 0x88, 0x9F, 0xA0, 0xA1, 0xDF, 0xE0, 0xEA,
            0xED, 0xF0, 0xFA, 0xFC, 0xFD, 0xFF
        };
        for (int round = 0; round < 20_000; round++) {
            byte[] bytes = new byte[1 + random.nextInt(12)];
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = (byte) (random.nextBoolean() ? usual[random.nextInt(usual.length)] : random.nextInt(256));
            }
            agree(bytes);
        }
    }

    @Test
    void aShiftJisRecordReadsAsTheJdkReadsIt() {
        String record = "開始日時：2024/03/02\r\n先手：羽生善治\r\n手合割：平手\r\n手数----指手---------消費時間--\r\n"
                + "   1 ７六歩(77)   ( 0:01/00:00:01)\r\n   2 ３四歩(33)   ( 0:02/00:00:02)\r\n"
                + "   3 ２二角成(88) ( 0:03/00:00:04)\r\n   4 同　銀(31)   ( 0:01/00:00:03)\r\n"
                + "   5 ４五角打     ( 0:05/00:00:09)\r\n*ｺﾒﾝﾄ 鵰 ～ ① ￢\r\n  99 投了\r\n";
        byte[] bytes = record.getBytes(TextDecoder.CP932);
        assertEquals(record, ours(bytes, 0));
        agree(bytes);
    }

    @Test
    void aNulInTheSampleIsRefusedAndOnePastItIsText() {
        byte[] bytes = {'A', (byte) 0x82, (byte) 0xA0, 0, 'B'};
        assertEquals(null, ours(bytes, bytes.length));
        assertEquals(null, ours(bytes, 4));
        String past = ours(bytes, 3);
        assertNotNull(past);
        assertEquals("Aあ\0B", past);
    }

    @Test
    void aFirstByteAtTheEndIsRefused() {
        assertEquals(null, ours(new byte[] {'A', (byte) 0x82}, 0));
        assertEquals(null, ours(new byte[] {(byte) 0x81}, 0));
    }
}
