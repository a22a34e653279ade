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
 * 二手指し: a side that moves twice in a row commits the foul and loses (JSA 対局規定 第8条 第1項,
 * docs/rules.md §A1). The side the record writes on the move (KI2 ▲/△, CSA {@code +}/{@code -})
 * is its mover; where the record writes none, the side whose turn it is.
 */
class DoubleMoveTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    private JsonNode verdict(String name, String text, String... options) throws IOException {
        Path file = tmp.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        String[] args = new String[options.length + 4];
        args[0] = "check";
        args[1] = "--format";
        args[2] = "jsonl";
        System.arraycopy(options, 0, args, 3, options.length);
        args[args.length - 1] = file.toString();
        Cli r = Cli.run(args);
        return JSON.readTree(r.out().lines().findFirst().orElseThrow());
    }

    private static void assertBlackMovedTwice(JsonNode v) {
        JsonNode illegal = v.get("firstIllegal");
        assertEquals("wrong-turn", illegal.get("code").asText());
        assertEquals(2, illegal.get("ply").asInt());
        assertEquals("black", illegal.get("side").asText(), "the side written on the move moved twice");
        assertTrue(
                illegal.get("message").asText().startsWith("Black moved twice in a row"),
                illegal.get("message").asText());
        assertEquals("white", v.get("result").get("winner").asText());
        assertEquals("illegal-move", v.get("result").get("reason").asText());
        assertEquals(2, v.get("result").get("ply").asInt());
        assertEquals(0, v.get("errors").size(), v.get("errors").toString());
    }

    @Test
    void ki2BlackMovingTwiceLosesToWhite() throws IOException {
        JsonNode v = verdict("double.ki2", "▲７六歩 ▲２六歩\n");
        assertBlackMovedTwice(v);
        assertEquals("ok", v.get("status").asText());
    }

    @Test
    void ki2MovesAfterTheDoubleMoveAreReadForTheSideThatWasToMove() throws IOException {
        // Before: the board was lost after ▲２六歩 (played for White), and △３四歩 became a false
        // "cannot find the origin" error that made the record unreadable.
        JsonNode v = verdict("double-then.ki2", "▲７六歩 ▲２六歩 △３四歩\n");
        assertBlackMovedTwice(v);
        assertEquals("inconsistent", v.get("status").asText());
        assertEquals("moves-after-end", v.get("remarks").get(0).get("id").asText());
        assertEquals(3, v.get("moves").asInt());
    }

    @Test
    void ki2WhiteMovingTwiceLosesToBlack() throws IOException {
        JsonNode v = verdict("white-twice.ki2", "▲７六歩 △３四歩 △８四歩\n");
        assertEquals("wrong-turn", v.get("firstIllegal").get("code").asText());
        assertEquals("white", v.get("firstIllegal").get("side").asText());
        assertEquals("black", v.get("result").get("winner").asText());
    }

    @Test
    void csaBlackMovingTwiceLosesToWhite() throws IOException {
        JsonNode v = verdict("double.csa", "V2.2\nPI\n+\n+2726FU\n+2625FU\n");
        assertBlackMovedTwice(v);
    }

    @Test
    void theBoardShownIsTheOneBeforeTheDoubleMove() throws IOException {
        JsonNode v = verdict("double.csa", "V2.2\nPI\n+\n+2726FU\n+2625FU\n", "--board");
        assertEquals(1, v.get("board").get("ply").asInt());
        assertEquals(
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/7P1/PPPPPPP1P/1B5R1/LNSGKGSNL w - 2",
                v.get("board").get("sfen").asText());
    }

    @Test
    void anUnclaimedDoubleMoveIsPlayedForItsMoverAndTheGameGoesOn() throws IOException {
        // ussf: an illegal move loses only when claimed. After ▲２六歩 out of turn White is still to
        // move, so △３四歩 and ▲２五歩 are legal and the replay reaches the end.
        JsonNode v = verdict("unclaimed.ki2", "▲７六歩 ▲２六歩 △３四歩 ▲２五歩\n", "--ruleset", "ussf");
        assertEquals("black", v.get("firstIllegal").get("side").asText());
        assertFalse(v.get("firstIllegal").get("decisive").asBoolean());
        assertEquals(0, v.get("errors").size(), v.get("errors").toString());
        assertEquals("unfinished", v.get("result").get("reason").asText());
        assertEquals(4, v.get("result").get("ply").asInt());
        for (JsonNode remark : v.get("remarks")) {
            assertFalse(
                    remark.get("id").asText().equals("replay-stopped"),
                    v.get("remarks").toString());
        }
    }

    @Test
    void withoutSideMarksTheMoverIsTheSideToMoveAndTheVerdictSaysSo() throws IOException {
        // KIF move lines name no side: the same double move reads as White moving Black's pawn.
        JsonNode v = verdict("unmarked.kif", "手合割：平手\n手数----指手---------消費時間--\n" + "   1 ７六歩(77)\n   2 ２六歩(27)\n");
        assertEquals("opponent-piece", v.get("firstIllegal").get("code").asText());
        assertEquals("white", v.get("firstIllegal").get("side").asText());
        assertEquals("black", v.get("result").get("winner").asText());
        JsonNode remark = v.get("remarks").get(0);
        assertEquals("mover-from-turn", remark.get("id").asText());
        assertTrue(
                remark.get("message").asText().contains("read as White's, whose turn it was"),
                remark.get("message").asText());
    }
}
