package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A handicap game names its sides 下手 (the taker, Black) and 上手 (the giver, White) in Japanese, and
 * every Japanese message of its report does so: explanations, remarks, results, never 先手/後手 beside
 * them. The record: 香落ち, 上手 moves first, 下手 drops a pawn it does not hold, 上手 resigns later.
 */
class HandicapNamesTest {

    @TempDir
    Path tmp;

    private Path record;

    @BeforeEach
    void write() throws IOException {
        record = tmp.resolve("kyo.kif");
        Files.writeString(
                record, "手合割：香落ち\n手数----指手---------消費時間--\n   1 ３四歩(33)\n   2 ５五歩打\n" + "   3 投了\nまで2手で下手の勝ち\n");
    }

    @Test
    void aSideArgumentIsNamedAsTheGameNamesIt() {
        Catalogue handicap = Catalogue.japanese().forHandicapGame();
        assertEquals("下手の勝ち", handicap.render(Message.of("remark.won", Side.BLACK)));
        assertEquals("上手番", handicap.render(Message.of("side.to-move", Side.WHITE)));
        assertEquals("先手の勝ち", Catalogue.japanese().render(Message.of("remark.won", Side.BLACK)));
        assertEquals("Black won", Catalogue.english().forHandicapGame().render(Message.of("remark.won", Side.BLACK)));
        assertEquals(Catalogue.japanese(), handicap.forGame(false));
    }

    @Test
    void japaneseTextNamesEachSideOnce() {
        Cli ja = Cli.run("check", "--lang", "ja", record.toString());
        assertTrue(ja.out().contains("2手目 下手 ５五歩打（4行6列）持っていない駒を打った — 下手は歩を持っていません"), ja.out());
        assertTrue(ja.out().contains("判定：上手の勝ち（下手の反則、2手目）"), ja.out());
        // the winner on both sides of every note
        assertTrue(ja.out().contains("棋譜の「投了」（下手の勝ち、5行目）は、jsaでの判定（2手目に反則、上手の勝ち）と一致しません"), ja.out());
        assertFalse(ja.out().contains("先手") || ja.out().contains("後手"), ja.out());

        String html = Cli.run("check", "--lang", "ja", "--format", "html", record.toString())
                .out();
        assertTrue(html.contains("下手は歩を持っていません"), html);
        assertFalse(html.contains("先手") || html.contains("後手"), html);
    }

    @Test
    void jsonMessagesInJapaneseToo() throws IOException {
        JsonNode v = new ObjectMapper()
                .readTree(
                        Cli.run("check", "--format", "json", record.toString()).out())
                .get("records")
                .get(0);
        assertEquals("下手は歩を持っていません", v.at("/firstIllegal/messageJa").asText(), v.toString());
        for (JsonNode remark : v.get("remarks")) {
            assertFalse(remark.get("messageJa").asText().contains("先手"), remark.toString());
        }
        assertEquals("Black has no pawn in hand", v.at("/firstIllegal/message").asText());
    }
}
