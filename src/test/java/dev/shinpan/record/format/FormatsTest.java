package dev.shinpan.record.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.shinpan.record.RecordFormat;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The registry as the formats' own packages fill it: every format there is, each under the
 * extensions its documentation names ({@link RecordFormat}), which the input walk opens.
 */
class FormatsTest {

    @Test
    void everyFormatIsListedWithItsExtensions() {
        for (RecordFormat format : RecordFormat.values()) {
            assertEquals(format, Formats.codec(format).format());
            assertEquals(format, Formats.reader(format).format());
        }
        assertEquals(RecordFormat.KIF, Formats.byName("a/game.KIF"));
        assertEquals(RecordFormat.KIF, Formats.byName("game.kifu"));
        assertEquals(RecordFormat.KI2, Formats.byName("game.ki2"));
        assertEquals(RecordFormat.KI2, Formats.byName("game.ki2u"));
        assertEquals(RecordFormat.CSA, Formats.byName("game.csa"));
        assertEquals(RecordFormat.USI, Formats.byName("game.usi"));
        assertEquals(RecordFormat.USI, Formats.byName("game.sfen"));
        assertEquals(RecordFormat.JKF, Formats.byName("game.jkf"));
        assertEquals(RecordFormat.JKF, Formats.byName("game.json"));
        assertNull(Formats.byName("game.txt"));
        assertNull(Formats.byName("kif"));
        assertNull(Formats.byName(null));
        assertEquals(
                Set.of("kif", "kifu", "ki2", "ki2u", "csa", "sfen", "usi", "jkf", "json"),
                Formats.inputNames().recordExtensions());
    }

    @Test
    void theWalkOpensRecordsArchivesAndRecordsCompressed() {
        assertEquals(true, Formats.inputNames().worthOpening("dir/game.Csa"));
        assertEquals(true, Formats.inputNames().worthOpening("games.tar.gz"));
        assertEquals(true, Formats.inputNames().worthOpening("game.kif.xz"));
        assertEquals(false, Formats.inputNames().worthOpening("notes.txt.gz"));
        assertEquals(false, Formats.inputNames().worthOpening("README"));
    }
}
