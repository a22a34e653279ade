package dev.shinpan.record.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.encoding.DecodedText;
import dev.shinpan.record.format.FormatDetector;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** docs/formats.md §0 and deviations 1–2: how real files are encoded, decoded with {@link TextDecoder}. */
class EncodingDeviationTest {

    @Test
    @DisplayName("deviation 1: UTF-8 content in a .kif file is detected, not read as Shift_JIS")
    void deviation01_utf8ContentInKifExtension() {
        // ShogiHome's encoding test pair: the same record as Shift_JIS and as UTF-8, both named .kif.
        DecodedText utf8 = CorpusResources.decoded("sunfish-shogihome/encoding/utf8.kif");
        DecodedText sjis = CorpusResources.decoded("sunfish-shogihome/encoding/sjis.kif");
        assertEquals("UTF-8", utf8.encoding());
        assertEquals("detected", utf8.how());
        assertEquals("windows-31j", sjis.encoding());
        assertEquals(sjis.text(), utf8.text());
        assertTrue(utf8.text().startsWith("手合割：平手\n"));
        // The KI2 pair likewise.
        assertEquals(
                CorpusResources.decoded("sunfish-shogihome/encoding/sjis.ki2").text(),
                CorpusResources.decoded("sunfish-shogihome/encoding/utf8.ki2").text());
        // mog-core's UTF-8 .kif without any declaration (a 王座戦 game).
        DecodedText undeclared = CorpusResources.decoded("mogproject-mog-core-scala/kif/game/001.kif");
        assertEquals("UTF-8", undeclared.encoding());
        assertTrue(undeclared.text().startsWith("開始日時：2017-03-22T01:00:00.000Z\n棋戦：王座戦"));
        assertEquals(
                RecordFormat.KIF,
                FormatDetector.detect(CorpusResources.bytes("sunfish-shogihome/encoding/utf8.kif"), "utf8.kif")
                        .format());
    }

    @Test
    @DisplayName("deviation 2: a UTF-8 BOM before #KIF/#KI2 version=2.0 encoding=UTF-8 is removed")
    void deviation02_bomBeforeKifDeclaration() {
        List<String> withBom = List.of(
                "sunfish-tsshogi/sample/sample.kifu",
                "na2hiro-json-kifu-format/test/files/kif/doh_branch.kifu",
                "na2hiro-json-kifu-format/test/files/kif/no_henka.kifu",
                "muzudho-kif-parser/docs/examples/empty[shogigui].kifu",
                "sugyan-shogi-kifu-converter/data/tests/kif/Shogidokoro.kifu",
                "sunfish-shogihome/conversion/input/kifu-utf8.kifu",
                "sunfish-shogihome/conversion/input/ki2u-utf8.ki2u");
        for (String file : withBom) {
            byte[] bytes = CorpusResources.bytes(file);
            assertEquals(0xEF, bytes[0] & 0xFF, file);
            DecodedText d = CorpusResources.decoded(file);
            assertEquals("UTF-8", d.encoding(), file);
            assertEquals("bom", d.how(), file);
            assertFalse(d.text().startsWith("\uFEFF"), file);
            assertTrue(
                    d.text().startsWith("#KIF version=2.0 encoding=UTF-8")
                            || d.text().startsWith("#KI2 version=2.0 encoding=UTF-8"),
                    file);
        }
        // Shogidokoro writes a BOM into .kif too, before "# KIF形式棋譜ファイル".
        DecodedText kif = CorpusResources.decoded("mogproject-mog-core-scala/kif/game/008.kif");
        assertEquals("bom", kif.how());
        assertTrue(kif.text().startsWith("# KIF形式棋譜ファイル"));
    }

    @Test
    @DisplayName("declared encodings (#KIF …encoding=Shift_JIS, 'encoding=Shift_JIS) are used as declared")
    void declaredEncodings() {
        for (String file : List.of(
                "sunfish-shogihome/conversion/input/kif-sjis.kif",
                "na2hiro-json-kifu-format/test/files/kif/fork.kif",
                "sunfish-shogihome/conversion/input/csa-sjis.csa",
                "na2hiro-json-kifu-format/test/files/csa/illegal_win.csa")) {
            DecodedText d = CorpusResources.decoded(file);
            assertEquals("windows-31j", d.encoding(), file);
            assertEquals("declared", d.how(), file);
        }
        assertTrue(CorpusResources.decoded("sunfish-shogihome/conversion/input/csa-sjis.csa")
                .text()
                .contains("Kifu for Windows V7 V7.70 CSA形式棋譜ファイル"));
    }

    @Test
    @DisplayName("a wrong declaration loses to the bytes: nkf-converted Shift_JIS still saying encoding=UTF-8")
    void wrongDeclarationFallsBackToDetection() {
        // sugyan's Shogidokoro.kif begins "# converted by nkf" then "#KIF version=2.0 encoding=UTF-8",
        // but its bytes are Shift_JIS (the .kifu next to it is the UTF-8 original).
        String file = "sugyan-shogi-kifu-converter/data/tests/kif/Shogidokoro.kif";
        DecodedText d = CorpusResources.decoded(file);
        assertEquals("windows-31j", d.encoding());
        assertEquals("detected", d.how());
        assertTrue(d.text().startsWith("# converted by nkf\n#KIF version=2.0 encoding=UTF-8"));
        String original = CorpusResources.decoded("sugyan-shogi-kifu-converter/data/tests/kif/Shogidokoro.kifu")
                .text();
        assertTrue(d.text()
                .contains(original.lines()
                        .filter(l -> l.startsWith("先手："))
                        .findFirst()
                        .orElseThrow()));
    }
}
