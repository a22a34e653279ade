package dev.shinpan.record.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Encoding declarations found wherever they stand in the first 512 bytes, however the bytes before
 * them fall into the eight-byte words the scan passes over, and the word tests those scans use.
 */
class DeclaredEncodingTest {

    @Test
    void aWordHoldsAByteExactlyWhenOneOfItsEightIsThatByte() {
        Random random = new Random(1201);
        byte[] bytes = new byte[8];
        for (int round = 0; round < 200_000; round++) {
            random.nextBytes(bytes);
            byte wanted = (byte) random.nextInt(256);
            if (round % 2 == 0) {
                bytes[random.nextInt(8)] = wanted;
            }
            boolean holds = false;
            boolean zero = false;
            for (byte b : bytes) {
                holds |= b == wanted;
                zero |= b == 0;
            }
            long word = ByteWords.word(bytes, 0);
            assertEquals(holds, ByteWords.has(word, wanted));
            assertEquals(zero, ByteWords.hasZero(word));
        }
    }

    /**
     * A declaration after every length of filler from 0 to 520 bytes: plain lines, or lines starting
     * with {@code '} or {@code #} that declare nothing (floodgate's reading comments, a program's
     * comment); found when its name ends within the first 512 bytes.
     */
    @Test
    void aDeclarationIsFoundAfterAnyFillerWithinTheFirstBytes() {
        Random random = new Random(7);
        String[] declarations = {"'encoding=Shift_JIS", "#KIF version=2.0 encoding=EUC-JP", "#KI2 encoding=UTF-8"};
        Charset[] declared = {TextDecoder.CP932, TextDecoder.EUC_JP, StandardCharsets.UTF_8};
        for (int filler = 0; filler <= 520; filler++) {
            for (int d = 0; d < declarations.length; d++) {
                String text = filler(random, filler) + declarations[d] + "\nPI\n";
                Charset expected = filler + declarations[d].length() <= 512 ? declared[d] : null;
                assertEquals(
                        expected,
                        TextDecoder.declared(text.getBytes(StandardCharsets.US_ASCII)),
                        filler + " bytes before " + declarations[d]);
            }
        }
    }

    /** Exactly {@code length} bytes of lines, ending with a line break when there are any. */
    private static String filler(Random random, int length) {
        StringBuilder out = new StringBuilder(length);
        while (out.length() < length) {
            int room = length - out.length();
            String start = switch (random.nextInt(3)) {
                case 0 -> "'** ";
                case 1 -> "# ";
                default -> "";
            };
            StringBuilder line = new StringBuilder(start.length() < room ? start : "");
            while (line.length() < room - 1 && random.nextInt(12) != 0) {
                line.append((char) ('0' + random.nextInt(60))); // digits, letters and some signs; no # or '
            }
            out.append(line).append('\n');
        }
        return out.toString();
    }
}
