package dev.shinpan.record.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordReader.ReadOptions;
import dev.shinpan.record.csa.CsaReader;
import dev.shinpan.record.jkf.JkfReader;
import dev.shinpan.record.kif.Ki2Reader;
import dev.shinpan.record.kif.KifReader;
import dev.shinpan.record.usi.UsiReader;
import dev.shinpan.record.RecordReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A text is decoded into characters when it is short and into a String when it is long
 * ({@link TextDecoder#CHARS_UP_TO}); the two forms must not be told apart by anything after the
 * decoder. Every corpus file is decoded both ways and must give the same text, encoding, warnings,
 * format and records.
 */
class TextFormsTest {

    @Test
    void everyCorpusFileReadsTheSameAsCharactersAndAsAString() {
        List<Path> files = CorpusResources.files(p -> true);
        int compared = 0;
        List<String> differ = new ArrayList<>();
        for (Path p : files) {
            String name = CorpusResources.relative(p);
            byte[] bytes = CorpusResources.read(p);
            Optional<DecodedText> chars = TextDecoder.decode(bytes, Integer.MAX_VALUE);
            Optional<DecodedText> string = TextDecoder.decode(bytes, -1);
            assertEquals(string.isPresent(), chars.isPresent(), name);
            if (chars.isEmpty()) {
                continue;
            }
            assertTrue(chars.get().content().hasChars(), name);
            assertFalse(string.get().content().hasChars(), name);
            assertEquals(string.get(), chars.get(), name);
            FormatDetector.Detection a = FormatDetector.detect(chars.get(), name);
            FormatDetector.Detection b = FormatDetector.detect(string.get(), name);
            assertEquals(b.format(), a.format(), name);
            assertEquals(b.reason(), a.reason(), name);
            if (a.format() != null) {
                ReadOptions options = new ReadOptions(name, chars.get().encoding(), null);
                if (!records(a, chars.get(), options).equals(records(b, string.get(), options))) {
                    differ.add(name);
                }
                compared++;
            }
        }
        assertEquals(List.of(), differ);
        assertTrue(compared > 400, "files read both ways: " + compared);
    }

    private static List<GameRecord> records(FormatDetector.Detection detection, DecodedText text, ReadOptions options) {
        RecordReader reader = switch (detection.format()) {
            case KIF -> new KifReader();
            case KI2 -> new Ki2Reader();
            case CSA -> new CsaReader();
            case USI -> new UsiReader();
            case JKF -> new JkfReader();
        };
        List<GameRecord> all = new ArrayList<>();
        reader.read(text.content(), options, all::add);
        return all;
    }
}
