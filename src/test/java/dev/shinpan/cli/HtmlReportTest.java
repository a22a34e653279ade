package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.ExpectedFindings.Expected;
import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.cli.report.HtmlReport;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.testing.LishogiGames;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --format html} as text: self-contained, one board per finding, in the chosen language. */
class HtmlReportTest {

    private static long boardsExpected(String... input) throws IOException {
        String[] args = new String[input.length + 3];
        args[0] = "check";
        args[1] = "--format";
        args[2] = "jsonl";
        System.arraycopy(input, 0, args, 3, input.length);
        List<Expected> all = ExpectedFindings.ofJsonLines(Cli.run(args).out(), false);
        return all.stream().filter(Expected::board).count();
    }

    @Test
    void aBoardForEveryFinding() throws IOException {
        Cli r = Cli.run("check", "--format", "html", "--lang", "en", "samples");
        assertEquals(ExitCodes.INCONSISTENT, r.exit(), "the exit code does not depend on the format");
        long expected = boardsExpected("samples");
        assertTrue(expected >= 10, "the samples have findings: " + expected);
        assertEquals(expected, HtmlPages.positionsAccountedFor(r.out()));
        assertTrue(
                HtmlPages.boards(r.out()) >= 10 && HtmlPages.boards(r.out()) <= expected, "each position drawn once");
        assertTrue(r.out().contains("data-findings=\"" + expected + "\""));
    }

    @Test
    void thePageFetchesNothing() {
        String html = Cli.run("check", "--format", "html", "samples").out();
        assertEquals(List.of(), HtmlPages.externalReferences(html));
        assertTrue(
                html.contains("Content-Security-Policy\" content=\"default-src 'none'"), "a policy forbids requests");
        String withoutCitedAddresses = html.replaceAll("<span class=\"url\">https?://[^<\"]*</span>", "");
        assertFalse(
                withoutCitedAddresses.contains("http:") || withoutCitedAddresses.contains("https:"),
                "no address but those of the documents rules are cited from, as text");
    }

    @Test
    void theStaticCheckSeesAnExternalReference() {
        assertEquals(1, HtmlPages.externalReferences("<p><img alt=x></p>").size());
        assertEquals(
                1,
                HtmlPages.externalReferences("<style>p{background:url(x.png)}</style>")
                        .size());
        assertEquals(
                1,
                HtmlPages.externalReferences("<a href=\"https://example.org\">x</a>")
                        .size());
        assertEquals(
                0, HtmlPages.externalReferences("<a href=\"#finding-1\">x</a>").size());
    }

    @Test
    void recordsAndStatusesFormTheTable() {
        String html = Cli.run(
                        "check", "--format", "html", "--lang", "en", "samples/perpetual-check.ki2", "samples/nifu.kif")
                .out();
        assertTrue(
                html.contains(
                        "<tr data-status=\"inconsistent\" data-disagreement=\"winner\"><td>"
                                + "samples/perpetual-check.ki2 #0<div class=\"game\">Game: 第8回 オープン将棋大会 決勝トーナメント;"
                                + " started 2026-08-23T15:30:00</div></td><td>jsa</td><td class=\"status\">inconsistent (winner)</td>"),
                html);
        assertTrue(html.contains("<td>White wins by Black&#39;s perpetual check at ply 12</td>"), html);
        // under the name, the record's own facts (its header's 棋戦, 開始日時, 終了日時, 持ち時間)
        assertTrue(
                html.contains("<tr data-status=\"ok\"><td>samples/nifu.kif #0<div class=\"game\">Game: 第12回 市民将棋大会"
                        + " B級予選; started 2026-10-18T13:00:00; ended 2026-10-18T13:21:04; 20 min each; written with Kifu for Windows V7"
                        + " V7.70</div></td>"),
                html);
        assertTrue(html.contains("<p class=\"citation\" data-rule=\"nifu\">"), "the place of the rule citation");
        assertTrue(html.contains("2 record(s): 1 ok, 1 inconsistent"), html);
        // The same closing lines as the text report: speed and the counts per code and reason.
        assertTrue(html.contains("<p>2 verdict(s), "), html);
        assertTrue(html.contains(" moves/s)</p>"), html);
        assertTrue(html.contains("<p>First illegal moves: nifu 1</p>"), html);
    }

    @Test
    void japaneseAndToriBoards() throws IOException {
        Cli r = Cli.run("check", "--format", "html", "--lang", "ja", "samples/tori");
        assertTrue(r.out().contains("<html lang=\"ja\">"));
        assertTrue(r.out().contains("三燕"), "the rule in Japanese");
        assertTrue(r.out().contains("data-files=\"7\" data-ranks=\"7\""), "7×7 boards");
        assertFalse(r.out().contains("data-files=\"9\""));
        assertEquals(boardsExpected("samples/tori"), HtmlPages.positionsAccountedFor(r.out()));
    }

    /** A Japanese page names the rule under each board in Japanese, as the text report does; an English one by its code. */
    @Test
    void boardCaptionsNameTheRuleInThePagesLanguage() {
        String ja = Cli.run("check", "--format", "html", "--lang", "ja", "samples/nifu.kif", "samples/sennichite.kif")
                .out();
        assertTrue(ja.contains("fill=\"#222\">二歩</text>"), "nifu's caption in Japanese");
        assertTrue(ja.contains("fill=\"#222\">千日手</text>"), "sennichite's caption in Japanese");
        assertTrue(ja.contains("aria-label=\"盤面：19手目：７五歩打 — 二歩\""), "and in the board's label");
        assertFalse(ja.contains(">nifu</text>") || ja.contains(">sennichite</text>"), "no English code under a board");
        String en = Cli.run("check", "--format", "html", "--lang", "en", "samples/nifu.kif")
                .out();
        assertTrue(en.contains("fill=\"#222\">nifu</text>"), "the code, as --select takes it, in English");
    }

    @Test
    void unreadableAndSkippedFilesAreRows(@TempDir Path tmp) throws IOException {
        Files.write(tmp.resolve("photo.kif"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0});
        Files.writeString(tmp.resolve("notes.txt"), "x");
        String html = Cli.run("check", "--format", "html", "--lang", "en", tmp.toString())
                .out();
        assertTrue(html.contains("<tr data-status=\"unreadable\">"), html);
        assertTrue(html.contains("<tr data-status=\"skipped\"><td>" + tmp.resolve("notes.txt")), html);
        assertEquals(0, HtmlPages.boards(html));
    }

    /** A multi-record USI file: in every game White's third move starts from the square Black's pawn left. */
    static String illegalGames(int games) {
        StringBuilder usi = new StringBuilder();
        for (int i = 0; i < games; i++) {
            usi.append("startpos moves 7g7f 3c3d 2g2f 4a3b 7f7e 7f7e\n");
        }
        return usi.toString();
    }

    @Test
    void everyRulesetsFindingOfOnePositionSharesOneBoard() {
        String html = Cli.run("check", "--format", "html", "--lang", "en", "--ruleset", "all", "samples/nifu.kif")
                .out();
        assertEquals(1, HtmlPages.boards(html), "one nifu, one board, however many rulesets judge it");
        assertEquals(5, HtmlPages.count(html, "<article "), "still a section per ruleset's finding");
        assertEquals(4, HtmlPages.count(html, "<p class=\"same-board\">"), "the others point to it");
        assertTrue(html.contains("<a href=\"#finding-1\">finding-1</a>"), html);
    }

    @Test
    void pastTheCapAFindingShowsItsPositionAsSfen(@TempDir Path tmp) throws IOException {
        Path file = tmp.resolve("games.usi");
        Files.writeString(file, illegalGames(HtmlReport.INLINE_BOARDS + 20));
        String html = Cli.run("check", "--format", "html", "--lang", "en", file.toString())
                .out();
        assertEquals(HtmlReport.INLINE_BOARDS + 20, HtmlPages.count(html, "<article "));
        assertEquals(HtmlReport.INLINE_BOARDS, HtmlPages.boards(html));
        assertEquals(20, HtmlPages.count(html, "<p class=\"board-not-drawn\">"));
        // the last game before its 6th move: 7g7f 3c3d 2g2f 4a3b 7f7e played, White to move
        assertTrue(
                html.contains("--record " + (HtmlReport.INLINE_BOARDS + 19) + "): <span class=\"sfen\">"
                        + "lnsgk1snl/1r4gb1/pppppp1pp/6p2/2P6/7P1/PP1PPPP1P/1B5R1/LNSGKGSNL w - 6</span>"),
                html);
        assertTrue(html.contains("data-boards=\"" + HtmlReport.INLINE_BOARDS + "\""));
    }

    /** A record's game name that tries to end the page's data block and run a script of its own. */
    static final String HOSTILE_GAME = "</script><script>alert(1)</script><!-- & \"quoted\"";

    /**
     * An archive in small: {@code games} real lishogi games as CSA files with a time per move (every one
     * ok, nothing to show), a KIF record as clean whose game name is {@link #HOSTILE_GAME}, and
     * {@code illegal} games with an illegal move in one USI file.
     */
    static Path archive(Path dir, int games, int illegal) throws IOException {
        Path folder = Files.createDirectories(dir.resolve("archive"));
        for (LishogiGames.Game game : LishogiGames.games().subList(0, games)) {
            Files.write(
                    folder.resolve(LishogiGames.fileName(game, RecordFormat.CSA)),
                    LishogiGames.bytes(game, RecordFormat.CSA));
        }
        Files.writeString(
                folder.resolve("hostile.kif"),
                "棋戦：" + HOSTILE_GAME + "\n手合割：平手\n"
                        + "手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:05/00:00:05)\n"
                        + "   2 ３四歩(33)   ( 0:03/00:00:03)\n");
        if (illegal > 0) {
            Files.writeString(folder.resolve("illegal.usi"), illegalGames(illegal));
        }
        return folder;
    }

    /** The rows of the page's data block of records that ask nothing, as its script reads them. */
    static JsonNode compactRows(String html) throws IOException {
        String open = "<script type=\"application/json\" id=\"clean-rows\">";
        int from = html.indexOf(open);
        assertTrue(from >= 0, "a data block of compact rows");
        from += open.length();
        return new ObjectMapper().readTree(html.substring(from, html.indexOf("</script>", from)));
    }

    @Test
    void recordsThatAskNothingAreCompactRowsAndProblemRecordsAreWhole(@TempDir Path tmp) throws IOException {
        int games = 40;
        Path archive = archive(tmp, games, 3);
        String html = Cli.run("check", "--format", "html", "--lang", "en", archive.toString())
                .out();
        // the three games with an illegal move (ok: the record says the mover lost by it): a full row each,
        // a section with a board each; no markup row for a clean record
        assertEquals(3, HtmlPages.count(html, "<tr data-status=\"ok\"><td>" + archive.resolve("illegal.usi")), html);
        assertEquals(3, HtmlPages.count(html, "<tr "), html);
        assertEquals(3, HtmlPages.count(html, "<article "));
        assertEquals(3, HtmlPages.boards(html));
        // the rest: one short row each in the data block, no time strip
        JsonNode rows = compactRows(html);
        assertEquals(games + 1, rows.size());
        assertTrue(html.contains("data-compact=\"" + (games + 1) + "\""), "the summary counts them");
        assertEquals(0, HtmlPages.count(html, "clock-strip\""), "no time strip for a clean record");
        JsonNode first = rows.get(0);
        assertEquals(archive.resolve("hostile.kif") + " #0", first.get(0).asText());
        assertEquals("jsa", first.get(1).asText());
        assertEquals(4, first.size(), "record, ruleset, result, game: no clock line " + first);
        JsonNode game = rows.get(1);
        assertTrue(game.get(0).asText().endsWith("lishogi-000.csa #0"), game.toString());
        assertTrue(game.get(2).asText().startsWith("unfinished after 53 moves"), game.toString());
        assertTrue(html.contains("<h2 id=\"clean-heading\">Records without findings: " + (games + 1) + "</h2>"), html);
        assertEquals(List.of(), HtmlPages.externalReferences(html));
    }

    /** A clean record's row costs its words, not markup: under 120 bytes besides its name, where its time strip was kBs. */
    @Test
    void aCompactRowIsItsWordsOnly(@TempDir Path tmp) throws IOException {
        Path archive = archive(tmp, 40, 0);
        JsonNode rows = compactRows(Cli.run("check", "--format", "html", "--lang", "en", archive.toString())
                .out());
        for (JsonNode row : rows) {
            int bytes = row.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
            int name = row.get(0).asText().length();
            assertTrue(bytes - name <= 120, bytes + " bytes: " + row);
        }
    }

    /** Text of a record inside the data block cannot end it: every angle bracket and ampersand is a JSON escape. */
    @Test
    void aRecordsTextCannotLeaveTheDataBlock(@TempDir Path tmp) throws IOException {
        String html = Cli.run(
                        "check",
                        "--format",
                        "html",
                        "--lang",
                        "en",
                        archive(tmp, 1, 0).toString())
                .out();
        int from = html.indexOf("id=\"clean-rows\">") + "id=\"clean-rows\">".length();
        String block = html.substring(from, html.indexOf("</script>", from));
        assertFalse(block.contains("<") || block.contains(">") || block.contains("&"), block);
        assertTrue(block.contains("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)"), block);
        assertEquals(1, HtmlPages.count(html, "alert(1)"), "once, escaped, in the data block");
        assertEquals("Game: " + HOSTILE_GAME, compactRows(html).get(0).get(3).asText(), "read back as written");
    }

    @Test
    void theCompactListSpeaksThePagesLanguage(@TempDir Path tmp) throws IOException {
        String ja = Cli.run(
                        "check",
                        "--format",
                        "html",
                        "--lang",
                        "ja",
                        archive(tmp, 2, 0).toString())
                .out();
        assertTrue(ja.contains("<h2 id=\"clean-heading\">指摘のない棋譜：3件</h2>"), ja);
        assertTrue(ja.contains("data-text=\"$3件中 $1～$2件目\""), ja);
        assertTrue(ja.contains("<button type=\"button\" id=\"clean-next\">次へ</button>"), ja);
        assertEquals("未終局（53手まで）", compactRows(ja).get(1).get(2).asText(), "the result in Japanese");
    }

    @Test
    void aReportWithoutCleanRecordsHasNoCompactList() {
        String html = Cli.run("check", "--format", "html", "--lang", "en", "samples/perpetual-check.ki2")
                .out();
        assertFalse(html.contains("id=\"clean-rows\""), html);
        assertTrue(html.contains("data-compact=\"0\""), html);
    }
}
