package dev.shinpan.record.jkf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.shinpan.record.encoding.WindowAgreement;
import dev.shinpan.record.text.RecordText;
import java.io.IOException;
import java.io.Reader;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A long text read for the general JKF path, window by window, is the text held whole with its
 * line-end ideographic spaces blanked ({@link JkfJson.blankTrailingIdeographicSpaces}), however
 * the windows and the reader's requests fall across runs of blanks.
 */
class BlankedReaderTest {

    @Test
    void windowsGiveWhatTheWholeTextGives() throws IOException {
        Random random = new Random(3000);
        String alphabet = "  \t\u3000\u3000\u3000\n\r{a漢";
        for (int trial = 0; trial < 5000; trial++) {
            StringBuilder text = new StringBuilder();
            for (int n = random.nextInt(120); n > 0; n--) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String whole = new String(
                    JkfJson.blankTrailingIdeographicSpaces(text.toString().toCharArray(), text.length()));
            RecordText windows = WindowAgreement.windowed(text.toString(), 4 + random.nextInt(40));
            assertEquals(
                    whole, read(new BlankedReader(windows), 1 + random.nextInt(17)), () -> "text " + escaped(text));
        }
    }

    @Test
    void onlySpacesAtALineEndAreBlanked() throws IOException {
        String text = "{\"a\":1,\u3000\"b\":2}\u3000 \n\u3000\t\u3000\r\n \u3000x\u3000";
        assertEquals(
                "{\"a\":1,\u3000\"b\":2}  \n \t \r\n \u3000x ",
                read(new BlankedReader(WindowAgreement.windowed(text, 5)), 3));
    }

    private static String read(Reader reader, int chunk) throws IOException {
        StringBuilder out = new StringBuilder();
        char[] buffer = new char[chunk];
        for (int n; (n = reader.read(buffer, 0, chunk)) >= 0; ) {
            out.append(buffer, 0, n);
        }
        return out.toString();
    }

    private static String escaped(CharSequence text) {
        return text.toString()
                .replace("\u3000", "<IS>")
                .replace("\n", "<LF>")
                .replace("\r", "<CR>")
                .replace("\t", "<TAB>");
    }
}
