package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A record resumed from a diagram numbers its moves from there: every report names the record's
 * own move number beside the ply, and {@code points --move} takes that number.
 */
class RecordNumbersTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * 手数＝30, then moves 31–38; White (who holds a pawn) drops it on 8三 at move 38 while its pawn
     * stands on 8五: 二歩, the 8th ply of the record.
     */
    static final String RESUMED_KIF = """
            後手の持駒：歩
              ９ ８ ７ ６ ５ ４ ３ ２ １
            +---------------------------+
            |v香v桂v銀v金v玉v金v銀v桂v香|一
            | ・v飛 ・ ・ ・ ・ ・v角 ・|二
            |v歩v歩v歩v歩v歩v歩 ・v歩v歩|三
            | ・ ・ ・ ・ ・ ・v歩 ・ ・|四
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|五
            | ・ ・ 歩 ・ ・ ・ ・ ・ ・|六
            | 歩 歩 ・ 歩 歩 歩 歩 歩 ・|七
            | ・ 角 ・ ・ ・ ・ ・ 飛 ・|八
            | 香 桂 銀 金 玉 金 銀 桂 香|九
            +---------------------------+
            先手の持駒：なし
            先手番
            手数＝30
            手数----指手---------消費時間--
              31 ２六歩(27)
              32 ８四歩(83)
              33 ２五歩(26)
              34 ８五歩(84)
              35 ７八金(69)
              36 ３二金(41)
              37 ２四歩(25)
              38 ８三歩打
            """;

    @TempDir
    Path tmp;

    private Path write(String name, String text) throws IOException {
        Path file = tmp.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    private static String out(String... args) {
        return Cli.run(args).out();
    }

    @Test
    void theTextReportNamesTheRecordsMoveBesideThePly() throws IOException {
        String text = out(
                "check",
                "--lang",
                "en",
                "--board",
                write("resumed.kif", RESUMED_KIF).toString());
        assertTrue(text.contains("First illegal move: move 38 (ply 8) by White, ８三歩打"), text);
        assertTrue(text.contains("Black wins by White's illegal move at move 38 (ply 8)"), text);
        assertTrue(text.contains("Position at move 37 (ply 7):"), text);
        String ja = out(
                "check", "--lang", "ja", write("resumed-ja.kif", RESUMED_KIF).toString());
        assertTrue(ja.contains("38手目（開始から8手目）"), ja);
    }

    @Test
    void jsonGivesNumberBesideEveryPly() throws IOException {
        JsonNode v = JSON.readTree(out(
                        "check",
                        "--format",
                        "jsonl",
                        "--board",
                        write("resumed.kif", RESUMED_KIF).toString())
                .lines()
                .findFirst()
                .orElseThrow());
        assertEquals("nifu", v.get("firstIllegal").get("code").asText());
        assertEquals(8, v.get("firstIllegal").get("ply").asInt());
        assertEquals(38, v.get("firstIllegal").get("number").asInt());
        assertEquals(8, v.get("result").get("ply").asInt());
        assertEquals(38, v.get("result").get("number").asInt());
        assertEquals(7, v.get("board").get("ply").asInt());
        assertEquals(37, v.get("board").get("number").asInt());
    }

    @Test
    void aRecordNumberedFromOneKeepsItsWordsAndNumbersEqualPlies() throws IOException {
        String kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ７五歩打\n";
        Path file = write("plain.kif", kif);
        String text = out("check", "--lang", "en", file.toString());
        assertTrue(text.contains("First illegal move: ply 3 by Black"), text);
        JsonNode v = JSON.readTree(out("check", "--format", "jsonl", file.toString())
                .lines()
                .findFirst()
                .orElseThrow());
        assertEquals(3, v.get("firstIllegal").get("number").asInt());
        assertEquals(3, v.get("result").get("number").asInt());
    }

    @Test
    void anSfenMoveNumberCountsTheSameWay() throws IOException {
        // SFEN move number 31: the next move is the record's move 31; White has nothing in hand.
        Path file = write(
                "resumed.usi",
                "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL"
                        + " w - 31 moves 3c3d 2g2f P*3e\n");
        JsonNode v = JSON.readTree(out("check", "--format", "jsonl", file.toString())
                .lines()
                .findFirst()
                .orElseThrow());
        assertEquals("not-in-hand", v.get("firstIllegal").get("code").asText());
        assertEquals(3, v.get("firstIllegal").get("ply").asInt());
        assertEquals(33, v.get("firstIllegal").get("number").asInt());
        assertTrue(
                out("check", "--lang", "en", file.toString()).contains("First illegal move: move 33 (ply 3) by White"));
    }

    @Test
    void ki2TakesItsFirstNumberFromTheDiagram() throws IOException {
        String ki2 =
                RESUMED_KIF.substring(0, RESUMED_KIF.indexOf("手数----")) + "▲２六歩 △８四歩 ▲２五歩 △８五歩 ▲７八金 △３二金 ▲２四歩 △８三歩打\n";
        JsonNode v = JSON.readTree(
                out("check", "--format", "jsonl", write("resumed.ki2", ki2).toString())
                        .lines()
                        .findFirst()
                        .orElseThrow());
        assertEquals(38, v.get("firstIllegal").get("number").asInt());
    }

    @Test
    void htmlSarifAndJunitNameTheRecordsMove() throws IOException {
        String file = write("resumed.kif", RESUMED_KIF).toString();
        String finding = "move 38 (ply 8), ８三歩打 by White: nifu";
        String html = out("check", "--format", "html", "--lang", "en", file);
        assertTrue(html.contains("at move 38 (ply 8)"), html);
        assertTrue(html.contains(finding), html);
        assertTrue(html.contains("Move 38 (ply 8): ８三歩打"), "the board's caption");
        String sarif = out("check", "--format", "sarif", "--lang", "en", file);
        assertTrue(sarif.contains(finding), sarif);
        String junit = out("check", "--format", "junit", "--fail-on", "illegal", "--lang", "en", file);
        assertTrue(junit.contains(finding), junit);
    }

    @Test
    void theSvgCaptionNamesTheRecordsMove() throws IOException {
        Path svg = tmp.resolve("board.svg");
        out(
                "check",
                "--lang",
                "en",
                "--board-svg=" + svg,
                write("resumed.kif", RESUMED_KIF).toString());
        String picture = Files.readString(svg, StandardCharsets.UTF_8);
        assertTrue(picture.contains("Move 38 (ply 8): ８三歩打"), picture);
    }

    @Test
    void pointsTakesTheRecordsNumberWithMove() throws IOException {
        String file = write("resumed.kif", RESUMED_KIF).toString();
        String atMove = out("points", "--lang", "en", "--move", "35", file);
        assertTrue(atMove.contains("after move 35 (ply 5), White to move"), atMove);
        assertEquals(atMove, out("points", "--lang", "en", "--ply", "5", file), "--move 35 is --ply 5 here");
        String pastTheEnd = out("points", "--lang", "en", "--ply", "35", file);
        assertTrue(pastTheEnd.contains("the record has only 8 moves, numbered 31 to 38"), pastTheEnd);
        JsonNode json = JSON.readTree(out("points", "--format", "json", "--move", "35", file));
        assertEquals(5, json.get("ply").asInt());
        assertEquals(35, json.get("number").asInt());
        String before = out("points", "--lang", "en", "--move", "20", file);
        assertTrue(before.contains("move 20 is before the record's first move, 31"), before);
        assertEquals(2, Cli.run("points", "--move", "35", "--ply", "5", file).exit());
    }
}
