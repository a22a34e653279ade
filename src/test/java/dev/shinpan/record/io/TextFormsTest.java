package dev.shinpan.record.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.encoding.WindowAgreement;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A text is decoded into characters when it is short and window by window as it is read when it
 * is long ({@link TextDecoder#CHARS_UP_TO}); the forms must not be told apart by anything after
 * the decoder ({@link WindowAgreement}). Every corpus file is decoded as characters, in windows of
 * a megabyte (one window) and in windows of a few dozen bytes (a window boundary after nearly
 * every line).
 */
class TextFormsTest {

    @Test
    void everyCorpusFileReadsTheSameAsCharactersAndWindowByWindow() {
        int compared = 0;
        List<String> differ = new ArrayList<>();
        for (Path p : CorpusResources.files(p -> true)) {
            String name = CorpusResources.relative(p);
            byte[] bytes = CorpusResources.read(p);
            for (int window : new int[] {1 << 20, 40}) {
                try {
                    if (WindowAgreement.check(bytes, name, window)) {
                        compared++;
                    }
                } catch (AssertionError e) {
                    differ.add(e.getMessage());
                }
            }
        }
        assertEquals(List.of(), differ);
        assertTrue(compared > 800, "files read in both forms: " + compared);
    }
}
