package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.batch.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How far an inconsistent record is wrong: in the winner, or only in the reason or ply (JSON
 * {@code disagreement}, the text and HTML status, {@code --fail-on winner}). Black drops a pawn it does
 * not hold at ply 3 (JSA 対局規定 第8条: Black loses at once); the records go on from there.
 */
class DisagreementTest {

    private static final String HEAD =
            "手合割：平手\n手数----指手---------消費時間--\n" + "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ５五歩打\n   4 ８四歩(83)\n";

    @TempDir
    Path tmp;

    private Path sameWinner;
    private Path otherWinner;
    private Path agrees;

    @BeforeEach
    void records() throws IOException {
        // Black resigns two moves after its foul: White wins either way, but by the foul at ply 3
        sameWinner = write("same-winner.kif", HEAD + "   5 投了\nまで4手で後手の勝ち\n");
        // White resigns after the foul: the record gives the game to the side that lost it
        otherWinner = write("other-winner.kif", HEAD + "   5 ２六歩(27)\n   6 投了\nまで5手で先手の勝ち\n");
        agrees = write("agrees.kif", "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 投了\n" + "まで1手で先手の勝ち\n");
    }

    private Path write(String name, String text) throws IOException {
        Path file = tmp.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    private static JsonNode json(Path file) throws IOException {
        return new ObjectMapper()
                .readTree(Cli.run("check", "--format", "json", file.toString()).out())
                .get("records")
                .get(0);
    }

    @Test
    void jsonSaysWhetherTheWinnerOrOnlyTheReasonDiffers() throws IOException {
        JsonNode same = json(sameWinner);
        assertEquals("inconsistent", same.get("status").asText());
        assertEquals("reason", same.get("disagreement").asText(), same.toString());
        assertEquals("white", same.at("/result/winner").asText());
        JsonNode other = json(otherWinner);
        assertEquals("inconsistent", other.get("status").asText());
        assertEquals("winner", other.get("disagreement").asText(), other.toString());
        JsonNode ok = json(agrees);
        assertEquals("ok", ok.get("status").asText());
        assertTrue(ok.get("disagreement").isNull(), ok.toString());
    }

    @Test
    void theOtherCausesOfInconsistencyAreClassifiedToo() throws IOException {
        String moves = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n";
        // 千日手 claimed after 2 moves: a draw where the rules see a game still going
        assertEquals(
                "winner",
                json(write("rep.kif", moves + "   3 千日手\n")).get("disagreement").asText());
        // 投了 at ply 3 (Black resigns) and a summary line naming Black as the winner
        assertEquals(
                "winner",
                json(write("statements.kif", moves + "   3 投了\nまで2手で先手の勝ち\n"))
                        .get("disagreement")
                        .asText());
        // the same winner in both statements, at different plies
        assertEquals(
                "reason",
                json(write("plies.kif", moves + "   3 投了\nまで3手で後手の勝ち\n"))
                        .get("disagreement")
                        .asText());
    }

    @Test
    void textAndHtmlSayWhich() {
        Cli same = Cli.run("check", "--lang", "en", sameWinner.toString());
        assertTrue(
                same.out()
                        .contains("Status: inconsistent — the record names the rules' winner, but for another"
                                + " reason or at another ply"),
                same.out());
        Cli other = Cli.run("check", "--lang", "en", otherWinner.toString());
        assertTrue(
                other.out().contains("Status: inconsistent — the record names another winner than the rules"),
                other.out());
        Cli ja = Cli.run("check", "--lang", "ja", otherWinner.toString());
        assertTrue(ja.out().contains("状態：不一致（棋譜は規則と別の勝者"), ja.out());

        String html = Cli.run(
                        "check", "--format", "html", "--lang", "en", sameWinner.toString(), otherWinner.toString())
                .out();
        assertTrue(html.contains("data-status=\"inconsistent\" data-disagreement=\"reason\""), html);
        assertTrue(html.contains("<td class=\"status\">inconsistent (reason)</td>"), html);
        assertTrue(html.contains("data-status=\"inconsistent\" data-disagreement=\"winner\""), html);
        assertTrue(html.contains("<td class=\"status\">inconsistent (winner)</td>"), html);
    }

    @Test
    void failOnWinnerPassesARecordThatNamesTheRightWinnerForAnotherReason() throws IOException {
        assertEquals(
                ExitCodes.INCONSISTENT,
                Cli.run("check", "-q", sameWinner.toString()).exit());
        assertEquals(
                ExitCodes.INCONSISTENT,
                Cli.run("check", "-q", "--fail-on", "inconsistent", sameWinner.toString())
                        .exit());
        assertEquals(
                ExitCodes.OK,
                Cli.run("check", "-q", "--fail-on", "winner", sameWinner.toString())
                        .exit());
        assertEquals(
                ExitCodes.INCONSISTENT,
                Cli.run("check", "-q", "--fail-on", "winner", sameWinner.toString(), otherWinner.toString())
                        .exit());
        // illegal still adds the illegal move to what fails, alone or with winner
        assertEquals(
                ExitCodes.INCONSISTENT,
                Cli.run("check", "-q", "--fail-on", "winner,illegal", sameWinner.toString())
                        .exit());
        assertEquals(
                ExitCodes.INCONSISTENT,
                Cli.run("check", "-q", "--fail-on", "illegal", sameWinner.toString())
                        .exit());

        String junit = Cli.run("check", "--format", "junit", "--fail-on", "winner", sameWinner.toString())
                .out();
        assertTrue(junit.contains("failures=\"0\""), junit);
        JsonNode results = new ObjectMapper()
                .readTree(Cli.run("check", "--format", "sarif", "--fail-on", "winner", sameWinner.toString())
                        .out())
                .at("/runs/0/results");
        assertEquals(4, results.size(), results.toString()); // the foul, the moves after it, two statements
        for (JsonNode result : results) {
            assertEquals("warning", result.get("level").asText(), result.toString());
        }

        Cli bad = Cli.run("check", "--fail-on", "winners", sameWinner.toString());
        assertEquals(ExitCodes.USAGE, bad.exit());
        assertTrue(bad.err().contains("--fail-on takes inconsistent, winner, illegal"), bad.err());
        assertEquals(
                ExitCodes.USAGE,
                Cli.run("check", "--fail-on", "inconsistent,winner", sameWinner.toString())
                        .exit());
    }
}
