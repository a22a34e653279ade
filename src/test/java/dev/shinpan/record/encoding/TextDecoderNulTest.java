package dev.shinpan.record.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.shinpan.record.format.FormatDetector;
import dev.shinpan.record.format.FormatDetector.Failure;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The word-at-a-time NUL search that tells binary files from text, against its plain definition. */
class TextDecoderNulTest {

    @Test
    void aNulByteIsFoundWhereverItStandsWithinTheSample() {
        // the eight-bytes-at-a-time search against the plain definition, every length and place
        for (int length = 0; length <= 40; length++) {
            byte[] text = new byte[length];
            Arrays.fill(text, (byte) 0x81); // high bits set, as in Shift_JIS text
            assertFalse(TextDecoder.hasNul(text, length), "none in " + length);
            for (int at = 0; at < length; at++) {
                byte was = text[at];
                text[at] = 0;
                for (int sample = 0; sample <= length; sample++) {
                    assertEquals(at < sample, TextDecoder.hasNul(text, sample), length + "/" + at + "/" + sample);
                }
                // neighbours of a zero that could fool a careless test: 0x01 and 0x80
                text[at] = at % 2 == 0 ? (byte) 0x01 : (byte) 0x80;
            }
        }
        byte[] kif = "手合割：平手\n\u0000".getBytes(StandardCharsets.UTF_8);
        assertEquals(Failure.BINARY, FormatDetector.detect(kif, "a.kif").failure());
    }
}
