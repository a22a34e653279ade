package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.batch.ExitCodes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A lishogi Kyoto Shogi record through {@code check}: not judged as shogi (no false foul), named as
 * the game it is, and exit code 3, "could not be judged", in text and JSON alike.
 */
class UnsupportedVariantCheckTest {

    /** lishogi's KIF of a Kyoto Shogi game: read as shogi, 1五 is empty and move 1 a false foul. */
    private static final String KYOTO = "先手：Sente\n後手：Gote\n手合割：京都将棋\n手数----指手---------消費時間--\n"
            + "   1 １四飛(15)   ( 0:01/00:00:01)\n   2 ２三角(14)   ( 0:01/00:00:01)\n";

    @TempDir
    Path tmp;

    private Path write(String name, String text) throws IOException {
        return Files.writeString(tmp.resolve(name), text, StandardCharsets.UTF_8);
    }

    @Test
    void textNamesTheGameAndExitsWith3() throws IOException {
        Path kif = write("kyoto.kifu", KYOTO);
        Cli r = Cli.run("check", "--lang", "en", kif.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r.out());
        assertFalse(r.out().contains("empty-source"), r.out());
        assertTrue(r.out().contains("Status: not judged — a game shinpan does not judge"), r.out());
        assertTrue(
                r.out().contains("Note: this record is of Kyoto Shogi (京都将棋), a game shinpan does not judge"), r.out());
        assertTrue(r.out().contains("1 not judged"), r.out());
        Cli ja = Cli.run("check", "--lang", "ja", kif.toString());
        assertTrue(ja.out().contains("この棋譜はKyoto Shogi (京都将棋)で、審判が判定しない将棋のため判定しません"), ja.out());
    }

    @Test
    void jsonSaysNotJudgedWithTheGamesRemark() throws IOException {
        Path sfen = write("chu.sfen", "position sfen " + "12/".repeat(11) + "12 b - 1\n");
        Path even = write(
                "even.kifu",
                KYOTO.replace("京都将棋", "平手").replace("１四飛(15)", "７六歩(77)").replace("２三角(14)", "３四歩(33)"));
        Cli r = Cli.run("check", "--format", "json", sfen.toString(), even.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit(), "a game not judged is as an unreadable input: 3, not 1 or 2");
        JsonNode doc = new ObjectMapper().readTree(r.out());
        JsonNode mini = doc.get("records").get(0);
        assertEquals("not-judged", mini.get("status").asText());
        assertEquals("unsupported-variant", mini.get("remarks").get(0).get("id").asText());
        assertTrue(mini.get("remarks").get(0).get("message").asText().contains("Chu Shogi (中将棋)"), mini.toString());
        assertTrue(mini.get("firstIllegal").isNull());
        assertEquals("ok", doc.get("records").get(1).get("status").asText());
        assertEquals(1, doc.get("summary").get("notJudged").asInt());
        assertEquals(1, doc.get("summary").get("ok").asInt());
    }

    @Test
    void aRulesetOfTheOtherGameStillExitsWith2() throws IOException {
        Path kif = write("kyoto.kifu", KYOTO);
        Cli r = Cli.run("check", "--ruleset", "tori", kif.toString(), "samples/nifu.kif");
        assertEquals(ExitCodes.USAGE, r.exit(), r.out());
    }
}
