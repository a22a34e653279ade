package dev.shinpan.record.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.encoding.TextDecoder;
import dev.shinpan.record.format.FormatDetector;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.rules.Variants;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Issue 8 item 11: one byte that is not UTF-8 in the comment of a UTF-8 record does not make the
 * file "binary": the record is read with a warning at the byte's line and column, and judged.
 */
class StrayByteTest {

    /** The text with the byte put in place of the marker {@code ¤}. */
    private static byte[] withStrayByte(String text, int stray) {
        int at = text.indexOf('¤');
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(text.substring(0, at).getBytes(StandardCharsets.UTF_8));
        out.write(stray);
        out.writeBytes(text.substring(at + 1).getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }

    private static final String KIF = """
            開始日時：2024/05/01 10:00:00
            先手：先手の人
            後手：後手の人
            手合割：平手
            手数----指手---------消費時間--
               1 ７六歩(77)   ( 0:01/00:00:01)
            *ここで¤長考
               2 ３四歩(33)   ( 0:02/00:00:02)
               3 ２六歩(27)   ( 0:03/00:00:04)
               4 投了
            まで3手で先手の勝ち
            """;

    @Test
    @DisplayName("a bad byte in a KIF comment: a warning at its line and column, the record read and judged")
    void strayByteInAKifComment() {
        byte[] bytes = withStrayByte(KIF, 0xFF);
        List<GameRecord> records = new RecordLoader().load(InputEntry.of("game.kif", bytes), null);
        assertEquals(1, records.size());
        GameRecord record = records.get(0);
        assertEquals(RecordFormat.KIF, record.format());
        assertEquals("UTF-8", record.encoding());
        assertEquals(1, record.problems().size(), record.problems().toString());
        Problem warning = record.problems().get(0);
        assertEquals(Problem.Severity.WARNING, warning.severity());
        assertEquals(7, warning.line());
        assertEquals(5, warning.column(), "*ここで is four characters");
        assertEquals("0xFF", warning.text());
        assertEquals(List.of("ここで\uFFFD長考"), record.mainLine().moves().get(0).comments());
        assertEquals(3, record.mainLine().moves().size());
        Verdict verdict = new Referee(Rulesets.defaultFor(Variants.STANDARD)).judge(record);
        assertEquals(Verdict.Status.OK, verdict.status());
    }

    @Test
    @DisplayName("a bad byte in a CSA comment: read as UTF-8 with a located warning")
    void strayByteInACsaComment() {
        String csa = "V2.2\nN+先手の人\nN-後手の人\nPI\n+\n+7776FU\n'好手¤です\n-3334FU\n%TORYO\n";
        GameRecord record = new RecordLoader()
                .load(InputEntry.of("game.csa", withStrayByte(csa, 0x80)), null)
                .get(0);
        assertEquals(RecordFormat.CSA, record.format());
        assertEquals("UTF-8", record.encoding());
        assertTrue(record.readable());
        Problem warning = record.problems().get(0);
        assertEquals(7, warning.line());
        assertEquals(4, warning.column());
        assertEquals("0x80", warning.text());
    }

    @Test
    @DisplayName("a bad byte in a move: the warning locates it, and the move is a located error")
    void strayByteInAMove() {
        String kif = KIF.replace("*ここで¤長考", "*ここで長考").replace("２六歩(27)", "２六¤(27)");
        GameRecord record = new RecordLoader()
                .load(InputEntry.of("game.kif", withStrayByte(kif, 0xFE)), null)
                .get(0);
        assertEquals(2, record.problems().size(), record.problems().toString());
        Problem warning = record.problems().get(0);
        Problem error = record.problems().get(1);
        assertEquals(Problem.Severity.WARNING, warning.severity());
        assertEquals(9, warning.line());
        assertTrue(error.isError());
        assertEquals(9, error.line());
        assertEquals(2, record.mainLine().moves().size(), "the moves before it are kept");
    }

    @Test
    @DisplayName("no corpus file, Shift_JIS and EUC-JP ones included, is taken for UTF-8 with stray bytes")
    void corpusEncodingsAreNotMistakenForStrayBytes() {
        List<String> mistaken = new ArrayList<>();
        for (Path p : CorpusResources.files(p -> true)) {
            TextDecoder.decode(CorpusResources.read(p))
                    .filter(d -> !d.problems().isEmpty())
                    .ifPresent(d -> mistaken.add(CorpusResources.relative(p) + " " + d.problems()));
        }
        assertEquals(List.of(), mistaken);
        byte[] sjis = "先手：羽生善治\n後手：谷川浩司\n".getBytes(TextDecoder.CP932);
        assertEquals("windows-31j", TextDecoder.decode(sjis).orElseThrow().encoding());
        byte[] euc = "先手：羽生善治\n後手：谷川浩司\n".getBytes(TextDecoder.EUC_JP);
        assertEquals("EUC-JP", TextDecoder.decode(euc).orElseThrow().encoding());
    }

    @Test
    @DisplayName("bad bytes in a text of almost nothing but them are still not text")
    void mostlyBadBytesAreBinary() {
        byte[] bytes = {(byte) 0xFF, 'a', (byte) 0xFE, 'b', (byte) 0xFD, 'c', (byte) 0xE3, (byte) 0x81, (byte) 0x82};
        assertEquals(
                FormatDetector.Failure.BINARY,
                FormatDetector.detect(bytes, "x.kif").failure());
    }
}
