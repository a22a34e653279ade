package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * The record's own facts in every report: the JSON {@code game} object, the {@code Game:} line of
 * the text and HTML reports in both languages, and the warning for a value kept as written.
 */
class GameFactsReportTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String FLOODGATE = "src/test/resources/corpus/muzudho-kif-parser/docs/examples/csa/[floodgate]"
            + "wdoor+floodgate-300-10F+Titanda_L+SILENT_MAJORITY_sf170225_6950XEE+20170302210003.csa";
    private static final String NO_DATES =
            "src/test/resources/corpus/sunfish-tsshogi/extracted-from-spec/" + "kakinoki__metadata__1.kif";

    private static JsonNode game(String file) throws IOException {
        Cli r = Cli.run("check", "--format", "jsonl", file);
        return JSON.readTree(r.out().lines().findFirst().orElseThrow()).get("game");
    }

    @Test
    void jsonGivesTheFloodgateGamesFacts() throws IOException {
        JsonNode g = game(FLOODGATE);
        assertEquals("2017-03-02T21:00:02", g.get("start").get("iso").asText());
        assertEquals("2017-03-02T21:53:26", g.get("end").get("iso").asText());
        assertEquals(300, g.get("timeControl").get("initialSeconds").asInt());
        assertEquals(10, g.get("timeControl").get("incrementSeconds").asInt());
        assertEquals("3526.0", g.get("ratings").get("black").get("value").toString(), "the number as written");
        assertEquals(8, g.get("start").get("line").asInt(), "$START_TIME's line");
        assertFalse(g.get("end").has("line"), "a comment keeps no place");
    }

    @Test
    void jsonKeepsAnUnreadDateAsWrittenWithAWarning() throws IOException {
        JsonNode start = game(NO_DATES).get("start");
        assertEquals("開始日時テスト", start.get("written").asText());
        assertFalse(start.has("iso"));
        assertEquals(8, start.get("line").asInt(), "the header line it stands on");
        assertTrue(start.get("message").asText().contains("kept as written"), start.toString());
        assertTrue(start.get("messageJa").asText().contains("書かれたまま"), start.toString());
    }

    @Test
    void aRecordWithoutFactsHasNoGameObject() throws IOException {
        assertEquals(null, game("samples/games.usi"));
    }

    @Test
    void textHasAGameLineInEitherLanguage() {
        String en = Cli.run("check", "--lang", "en", FLOODGATE).out();
        assertTrue(
                en.contains(
                        "\n  Game: wdoor+floodgate-300-10F+Titanda_L+SILENT_MAJORITY_sf170225_6950XEE+20170302210003;"
                                + " started 2017-03-02T21:00:02; ended 2017-03-02T21:53:26; 5 min each, 10 s added per move;"
                                + " Black rated 3526.0; White rated 3500.0\n"),
                en);
        String ja = Cli.run("check", "--lang", "ja", FLOODGATE).out();
        assertTrue(
                ja.contains("開始 2017-03-02T21:00:02　終了 2017-03-02T21:53:26　持ち時間 各5分、1手ごとに10秒加算"
                        + "　先手のレーティング 3526.0　後手のレーティング 3500.0\n"),
                ja);
        assertTrue(ja.contains("\n  対局：wdoor+floodgate-300-10F"), ja);
    }

    @Test
    void textWarnsOfWhatItKeptAsWritten() {
        String en = Cli.run("check", "--lang", "en", NO_DATES).out();
        assertTrue(en.contains("started 開始日時テスト;"), en);
        assertTrue(
                en.contains("\n  Warning line 8:1 '開始日時：開始日時テスト': 開始日時 \"開始日時テスト\" is not a date or time"
                        + " shinpan reads; kept as written\n"),
                en);
        String ja = Cli.run("check", "--lang", "ja", NO_DATES).out();
        assertTrue(ja.contains("持ち時間「持ち時間テスト」は読み取れる持ち時間ではありません。書かれたまま残します"), ja);
    }

    @Test
    void htmlShowsTheGameLineUnderTheRecordsName() {
        String html = Cli.run("check", "--format", "html", "--lang", "en", FLOODGATE, NO_DATES)
                .out();
        assertTrue(html.contains("<div class=\"game\">Game: wdoor+floodgate-300-10F"), html);
        assertTrue(
                html.contains("<span class=\"warning\">Warning line 8:1 &#39;開始日時：開始日時テスト&#39;: 開始日時"
                        + " &quot;開始日時テスト&quot;"),
                html);
        String ja =
                Cli.run("check", "--format", "html", "--lang", "ja", FLOODGATE).out();
        assertTrue(ja.contains("<div class=\"game\">対局："), ja);
    }

    /** Kifu for Windows' program line names the application; an empty 棋戦 states nothing. */
    private static final String APP_ONLY = "# ---- Kifu for Windows V7 V7.70 棋譜ファイル ----\n棋戦：\n場所：　\n手合割：平手\n"
            + "手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 投了\n";

    @Test
    void aRecordThatNamesOnlyItsApplicationSaysWhichAndPrintsNoEmptyLine(@TempDir Path dir) throws IOException {
        Path kif = dir.resolve("app.kifu");
        Files.writeString(kif, APP_ONLY, StandardCharsets.UTF_8);
        String en = Cli.run("check", "--lang", "en", kif.toString()).out();
        assertTrue(en.contains("\n  Game: written with Kifu for Windows V7 V7.70\n"), en);
        assertFalse(en.lines().anyMatch(l -> l.strip().equals("Game:")), en);
        String ja = Cli.run("check", "--lang", "ja", kif.toString()).out();
        assertTrue(ja.contains("\n  対局：Kifu for Windows V7 V7.70で記録\n"), ja);
        JsonNode g = game(kif.toString());
        assertEquals("Kifu for Windows V7 V7.70", g.get("application").asText());
        assertFalse(g.has("event"), "an empty 棋戦 states no event: " + g);
        assertFalse(g.has("site"), "a blank 場所 states no site: " + g);
    }

    @Test
    void blankFactsAloneGiveNoGameLine(@TempDir Path dir) throws IOException {
        Path kif = dir.resolve("blank.kifu");
        Files.writeString(
                kif, APP_ONLY.replace("# ---- Kifu for Windows V7 V7.70 棋譜ファイル ----\n", ""), StandardCharsets.UTF_8);
        String en = Cli.run("check", "--lang", "en", kif.toString()).out();
        assertFalse(en.contains("Game:"), en);
        assertEquals(null, game(kif.toString()));
    }
}
