package dev.shinpan.record.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.encoding.DecodedText;
import dev.shinpan.record.encoding.TextDecoder;
import dev.shinpan.record.encoding.WindowAgreement;
import dev.shinpan.record.format.FormatDetector.Detection;
import dev.shinpan.record.format.FormatDetector.Failure;
import dev.shinpan.record.io.CorpusResources;
import dev.shinpan.record.io.InputEntry;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class FormatDetectorTest {

    /**
     * Corpus files whose content is not the format their extension says, each with the evidence
     * in the file (checked below to still hold), and what the content really is.
     */
    private static final Map<String, Expected> CONTRADICTIONS = Map.of(
            // Git symbolic links stored as their target path: the text is "../../test/files/jkf/…".
            "na2hiro-json-kifu-format/specification/files/ryuou201409020101.jkf.json",
            new Expected(null, "../../test/files/jkf/ryuou201409020101.jkf"),
            "na2hiro-json-kifu-format/specification/files/same_move_minimal.jkf.json",
            new Expected(null, "../../test/files/jkf/same_move_minimal.jkf"),
            // A Jest snapshot of a JavaScript object, extracted under a .ki2 name: "Array [ Object {".
            "na2hiro-json-kifu-format/extracted-from-tests/jkfplayer__getReadableKifuState__1.ki2",
            new Expected(null, "Array ["),
            // KI2 inputs of the peers' tests that the extraction named .kif: BOD, then marked moves
            // without ply numbers or origins.
            "na2hiro-json-kifu-format/extracted-from-tests/ki2-parser__simple__1.kif",
            new Expected(RecordFormat.KI2, "▲１三香 △１二桂 ▲同香成"),
            "sunfish-tsshogi/extracted-from-spec/record__getSubtree__1.kif",
            new Expected(RecordFormat.KI2, "▲８八銀    △３三角"),
            "sunfish-tsshogi/extracted-from-spec/record__mergeIntoCurrentPosition__1.kif",
            new Expected(RecordFormat.KI2, "▲４八銀    △５五歩    ▲６八玉"),
            "sunfish-tsshogi/extracted-from-spec/record__mergeIntoCurrentPosition_partial__1.kif",
            new Expected(RecordFormat.KI2, "▲５六歩    △５二金左"));

    private record Expected(RecordFormat format, String evidence) {}

    private static RecordFormat truthByExtension(Path p) {
        return switch (CorpusResources.extension(p)) {
            case "kif", "kifu" -> RecordFormat.KIF;
            case "ki2", "ki2u" -> RecordFormat.KI2;
            case "csa" -> RecordFormat.CSA;
            case "jkf", "json" -> RecordFormat.JKF;
            case "sfen", "usi" -> RecordFormat.USI;
            default -> null;
        };
    }

    @Test
    @DisplayName("every record file in the corpus is detected as the format its extension says")
    void corpusFilesAreDetectedAsTheirFormat() {
        List<Path> files = CorpusResources.files(p -> truthByExtension(p) != null);
        assertTrue(files.size() > 450, "corpus record files found: " + files.size());
        List<String> wrong = new ArrayList<>();
        for (Path p : files) {
            String name = CorpusResources.relative(p);
            byte[] bytes = CorpusResources.read(p);
            // Detect on content alone first: the extension is only a tie-breaker.
            Detection detection = FormatDetector.detect(bytes, name);
            Expected contradiction = CONTRADICTIONS.get(name);
            if (contradiction != null) {
                String text = new String(bytes, StandardCharsets.UTF_8);
                assertTrue(text.contains(contradiction.evidence()), name + " no longer shows " + contradiction);
                if (detection.format() != contradiction.format()) {
                    wrong.add(name + ": expected " + contradiction.format() + ", detected " + detection.format() + " ("
                            + detection.reason() + ")");
                }
                continue;
            }
            RecordFormat truth = truthByExtension(p);
            if (detection.format() != truth) {
                wrong.add(name + ": expected " + truth + ", detected " + detection.format() + " (" + detection.reason()
                        + ")");
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    @DisplayName("the decision rests on content: corpus files detected without a file name")
    void corpusFilesAreDetectedWithoutExtension() {
        List<String> wrong = new ArrayList<>();
        for (Path p : CorpusResources.files(p -> truthByExtension(p) != null)) {
            String name = CorpusResources.relative(p);
            if (CONTRADICTIONS.containsKey(name)) {
                continue;
            }
            Detection detection = FormatDetector.detect(CorpusResources.read(p), null);
            RecordFormat truth = truthByExtension(p);
            if (detection.format() != truth && !headerOnlyKifOrKi2(detection, truth)) {
                wrong.add(name + ": expected " + truth + ", detected " + detection.format() + " (" + detection.reason()
                        + ")");
            }
        }
        assertEquals(List.of(), wrong);
    }

    /** A KI2 file with no moves has nothing that tells it from KIF but its name. */
    private static boolean headerOnlyKifOrKi2(Detection detection, RecordFormat truth) {
        return truth == RecordFormat.KI2
                && detection.format() == RecordFormat.KIF
                && detection.reason().startsWith("0 ");
    }

    @Test
    void emptyFile() {
        Detection d = FormatDetector.detect(new byte[0], "game.kif");
        assertEquals(Failure.EMPTY, d.failure());
        assertNull(d.format());
        Detection blank = FormatDetector.detect(" \r\n\t\n".getBytes(StandardCharsets.US_ASCII), "game.kif");
        assertEquals(Failure.EMPTY, blank.failure());
    }

    @Test
    void binaryBytes() {
        byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R'};
        assertEquals(Failure.BINARY, FormatDetector.detect(png, "game.kif").failure());
        byte[] zip = {'P', 'K', 3, 4, 20, 0, 0, 0, 8, 0};
        Detection d = FormatDetector.detect(zip, "games.csa");
        assertEquals(Failure.BINARY, d.failure());
        assertTrue(d.reason().contains("ZIP"), d.reason());
        // not FF FE first: that is UTF-16's byte-order mark, and these bytes would be two characters of it
        byte[] invalid = {(byte) 0xFF, (byte) 0xFD, (byte) 0xFE, (byte) 0x80, (byte) 0x81, (byte) 0xFF};
        assertEquals(Failure.BINARY, FormatDetector.detect(invalid, "x.kif").failure());
    }

    @Test
    @DisplayName("a KIF with a UTF-8 BOM (Shogidokoro export) is KIF, even under a .txt name")
    void kifWithBom() {
        String file = "sugyan-shogi-kifu-converter/data/tests/kif/Shogidokoro.kifu";
        byte[] bytes = CorpusResources.bytes(file);
        assertEquals(0xEF, bytes[0] & 0xFF, "the file starts with a BOM");
        Detection d = FormatDetector.detect(bytes, "download.txt");
        assertEquals(RecordFormat.KIF, d.format());
        assertEquals("bom", d.text().how());
    }

    @Test
    @DisplayName("a KI2 without any header is KI2, even under a .kif name")
    void ki2WithoutHeader() {
        // mog-core's 003.ki2 begins directly with the moves: "▲７六歩△８四歩▲５六歩…".
        String file = "mogproject-mog-core-scala/ki2/game/003.ki2";
        String text = CorpusResources.decoded(file).text();
        assertTrue(text.startsWith("▲７六歩"), "the file has no header");
        assertEquals(
                RecordFormat.KI2,
                FormatDetector.detect(CorpusResources.bytes(file), "game.kif").format());
    }

    @Test
    @DisplayName("a CSA without a version line (CSA V1) is CSA")
    void csaWithoutVersion() {
        // The CSA V1 fixture of csa-rs: comments, then P1…P9 and moves, no "V2" line.
        String file = "nozaq-csa-rs/fixtures/v1.csa";
        String text = CorpusResources.decoded(file).text();
        assertTrue(text.lines().noneMatch(l -> l.startsWith("V")), "the file has no version line");
        assertEquals(
                RecordFormat.CSA,
                FormatDetector.detect(CorpusResources.bytes(file), "game.kif").format());
    }

    @Test
    @DisplayName("JSON that is not JKF is not a shogi record")
    void jsonThatIsNotJkf() {
        byte[] json = "{\"name\": \"shinpan\", \"version\": 1, \"dependencies\": {\"jackson\": \"2\"}}"
                .getBytes(StandardCharsets.UTF_8);
        Detection d = FormatDetector.detect(json, "package.json");
        assertEquals(Failure.NOT_A_RECORD, d.failure());
        assertEquals(
                Failure.NOT_A_RECORD,
                FormatDetector.detect("[1, 2, 3]".getBytes(StandardCharsets.UTF_8), "a.jkf")
                        .failure());
    }

    @Test
    @DisplayName("JKF keys after a long first value are still found (the parser is given the text piece by piece)")
    void jkfKeysAfterALongFirstValue() {
        String filler = "\"note\": \"" + "x".repeat(5000) + "\", \"list\": [" + "1, ".repeat(2000) + "2], ";
        byte[] jkf = ("{" + filler + "\"moves\": [{}]}").getBytes(StandardCharsets.UTF_8);
        assertEquals(RecordFormat.JKF, FormatDetector.detect(jkf, null).format());
        byte[] other = ("{" + filler + "\"name\": \"shinpan\"}").getBytes(StandardCharsets.UTF_8);
        assertEquals(
                Failure.NOT_A_RECORD,
                FormatDetector.detect(other, "package.json").failure());
    }

    @Test
    @DisplayName(
            "a first key of \"header\" or \"moves\" is JKF however it is written, and no other first key makes it so")
    void theFirstKeyTellsJkfWrittenPlainlyOrNot() {
        // plainly written, the key is read in place; otherwise the JSON parser decides, as before
        Map<String, RecordFormat> cases = new java.util.LinkedHashMap<>();
        cases.put("{\"header\":{},\"moves\":[{}]}", RecordFormat.JKF);
        cases.put("{ \n\t\"moves\" \r\n : [{}]}", RecordFormat.JKF);
        cases.put("{\"head\\u0065r\": {}}", RecordFormat.JKF);
        cases.put("{\"header\" 1}", RecordFormat.JKF); // malformed: the key still tells
        cases.put("{\"moves\"", RecordFormat.JKF);
        cases.put("{\"headers\": {}}", null);
        cases.put("{\"header \": {}}", null);
        cases.put("{\"Moves\": []}", null);
        cases.put("{\"note\": \"header\"}", null);
        cases.put("{\"note\": 1, \"moves\": []}", RecordFormat.JKF);
        cases.forEach((json, expected) -> assertEquals(
                expected,
                FormatDetector.detect(json.getBytes(StandardCharsets.UTF_8), "x.json")
                        .format(),
                json));
    }

    @Test
    @DisplayName("malformed JKF is still JKF, so its reader can say where it breaks")
    void malformedJkfIsJkf() {
        byte[] json = "{\"header\": {}, \"moves\": [{}, {\"move\": ]}".getBytes(StandardCharsets.UTF_8);
        assertEquals(RecordFormat.JKF, FormatDetector.detect(json, null).format());
    }

    @Test
    @DisplayName("malformed JSON is JKF when \"moves\" or \"header\" stands anywhere in it, looked for in windows too")
    void malformedJsonIsJkfByItsKeys() {
        java.util.Random random = new java.util.Random(60);
        String[] pieces = {"\"", "moves", "header", "\"mov", "\"head", "es\"", "er\"", "s\"", "m", "\"\"", " ", "x"};
        int jkf = 0;
        for (int trial = 0; trial < 3000; trial++) {
            StringBuilder text = new StringBuilder("{\"x\" 1, "); // no colon: Jackson stops at once
            for (int k = random.nextInt(12); k > 0; k--) {
                text.append(pieces[random.nextInt(pieces.length)]);
            }
            String t = text.toString();
            boolean expected = t.contains("\"moves\"") || t.contains("\"header\"");
            jkf += expected ? 1 : 0;
            for (dev.shinpan.record.text.RecordText form : List.of(
                    dev.shinpan.record.text.RecordText.of(t.toCharArray(), t.length()),
                    WindowAgreement.windowed(t, 3 + random.nextInt(8)))) {
                Detection d = FormatDetector.detect(new DecodedText(form, "UTF-8", "detected", List.of()), "x.json");
                assertEquals(expected ? RecordFormat.JKF : null, d.format(), t);
            }
        }
        assertTrue(jkf > 300 && jkf < 2700, "both outcomes are common: " + jkf);
    }

    @Test
    @DisplayName("prose is not a shogi record")
    void proseIsNotARecord() {
        byte[] text = "Dear director,\nplease find the game attached.\n".getBytes(StandardCharsets.UTF_8);
        Detection d = FormatDetector.detect(text, "letter.kif");
        assertEquals(Failure.NOT_A_RECORD, d.failure());
    }

    @Test
    @DisplayName("Markdown with tables and bullets (the corpus's own PROVENANCE.md) is not a shogi record")
    void markdownIsNotARecord() {
        Detection d = FormatDetector.detect(CorpusResources.bytes("PROVENANCE.md"), "PROVENANCE.kif");
        assertEquals(Failure.NOT_A_RECORD, d.failure(), d.reason());
    }

    @Test
    @DisplayName("USI shapes: position command, bare SFEN, bare moves")
    void usiShapes() {
        assertEquals(
                RecordFormat.USI,
                FormatDetector.detect("position startpos moves 7g7f 3c3d", null).format());
        assertEquals(
                RecordFormat.USI,
                FormatDetector.detect("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n", null)
                        .format());
        assertEquals(
                RecordFormat.USI,
                FormatDetector.detect("7g7f 3c3d 8h2b+ 3a2b B*4e\n", null).format());
        assertEquals(
                RecordFormat.USI,
                FormatDetector.detect("sfen rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1 moves 3d3c\n", null)
                        .format());
    }

    @Test
    @DisplayName("a CSA or USI name with that format's statement first decides at once; else the lines decide")
    void nameAndFirstLine() {
        Detection csa = FormatDetector.detect("V2.2\nPI\n+\n+7776FU\n".getBytes(StandardCharsets.UTF_8), "g.csa");
        assertEquals(RecordFormat.CSA, csa.format());
        assertTrue(csa.reason().startsWith("named .csa"), csa.reason());
        Detection usi = FormatDetector.detect("startpos moves 7g7f\n".getBytes(StandardCharsets.UTF_8), "g.usi");
        assertEquals(RecordFormat.USI, usi.format());
        assertTrue(usi.reason().startsWith("named .usi"), usi.reason());
        // a KIF saved as .csa: its first line is no CSA statement, so the lines are counted
        byte[] kif = "開始日時：2024/05/01\n手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n".getBytes(StandardCharsets.UTF_8);
        assertEquals(RecordFormat.KIF, FormatDetector.detect(kif, "g.csa").format());
        // CSA saved as .usi
        assertEquals(
                RecordFormat.CSA,
                FormatDetector.detect("V2.2\nPI\n+\n+7776FU\n-3334FU\n".getBytes(StandardCharsets.UTF_8), "g.usi")
                        .format());
    }

    @Test
    @DisplayName("a wrong first guess ends in a clear, located error of the reader it chose")
    void wrongGuessEndsInALocatedError() {
        byte[] text = "V2.2\n開始日時：2024/05/01\n手合割：平手\n   1 ７六歩(77)\n".getBytes(StandardCharsets.UTF_8);
        List<dev.shinpan.record.GameRecord> records = new RecordLoader().load(InputEntry.of("g.csa", text), null);
        assertEquals(1, records.size());
        dev.shinpan.record.GameRecord record = records.get(0);
        assertEquals(RecordFormat.CSA, record.format());
        assertTrue(!record.readable());
        assertTrue(
                record.problems().stream()
                        .anyMatch(p -> p.isError() && p.message().contains("start position")),
                record.problems().toString());
        assertTrue(record.problems().stream().anyMatch(p -> p.line() == 2), "the KIF line is named");
    }

    @Test
    void aNulInTheSampleMakesAFileBinaryWhicheverWayItWouldBeDecoded() {
        // the UTF-8 and CP932 decoders find the NUL as they decode; the other ways look for it first
        String kif = "手合割：平手\n   1 ７六歩(77)\n\u0000\n";
        byte[][] files = {
            kif.getBytes(StandardCharsets.UTF_8),
            bytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, kif.getBytes(StandardCharsets.UTF_8)),
            ("#KIF version=2.0 encoding=UTF-8\n" + kif).getBytes(StandardCharsets.UTF_8),
            ("#KIF version=2.0 encoding=Shift_JIS\n" + kif).getBytes(TextDecoder.CP932),
            kif.getBytes(TextDecoder.CP932),
            kif.getBytes(TextDecoder.EUC_JP),
        };
        for (byte[] file : files) {
            Detection detection = FormatDetector.detect(file, "a.kif");
            assertEquals(Failure.BINARY, detection.failure());
            assertTrue(detection.reason().contains("NUL"), detection.reason());
            assertTrue(TextDecoder.decode(file).isEmpty());
        }
    }

    @Test
    void aNulPastTheSampleIsText() {
        String start = "手合割：平手\n*";
        for (Charset cs : List.of(StandardCharsets.UTF_8, TextDecoder.CP932)) {
            byte[] head = start.getBytes(cs);
            byte[] file = Arrays.copyOf(head, TextDecoder.NUL_SAMPLE_BYTES + 2);
            Arrays.fill(file, head.length, file.length - 1, (byte) 'x');
            file[TextDecoder.NUL_SAMPLE_BYTES] = 0;
            file[file.length - 1] = '\n';
            Detection detection = FormatDetector.detect(file, "a.kif");
            assertEquals(RecordFormat.KIF, detection.format(), detection.reason());
            assertEquals(cs.name(), detection.text().encoding());
            assertEquals(
                    0, detection.text().text().charAt(TextDecoder.NUL_SAMPLE_BYTES - head.length + start.length()));
        }
    }

    private static byte[] bytes(byte[] first, byte[] second) {
        byte[] both = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }
}
