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
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code check} reports, in text and JSON, for the USI and CSA dialects of ShogiGUI, 81Dojo,
 * Shogi Wars and floodgate: endings read as endings, extension lines read without warnings, and a
 * server's refused move judged as the move it was.
 */
class CsaUsiDialectsCheckTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    private Path file(String name, String... lines) throws IOException {
        Path file = tmp.resolve(name);
        Files.writeString(file, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
        return file;
    }

    private static List<JsonNode> jsonl(Path file) throws IOException {
        Cli r = Cli.run("check", "--format", "jsonl", file.toString());
        List<JsonNode> records = new ArrayList<>();
        for (String line : r.out().split("\n")) {
            records.add(JSON.readTree(line));
        }
        return records;
    }

    /** The even start's king steps out and back, both sides, three times: the start position a fourth time at ply 12. */
    private static final String KINGS_SHUFFLE = "5i5h 5a5b 5h5i 5b5a 5i5h 5a5b 5h5i 5b5a 5i5h 5a5b 5h5i 5b5a";

    @Test
    @DisplayName("ShogiGUI's rep_draw, draw, timeout and break: endings, in text and JSON")
    void deviation48_shogiGuiUsiEndings() throws IOException {
        Path usi = file(
                "shogigui.usi",
                "position startpos moves " + KINGS_SHUFFLE + " rep_draw",
                "position startpos moves 7g7f 3c3d draw",
                "position startpos moves 7g7f 3c3d timeout",
                "position startpos moves 7g7f break");
        Cli text = Cli.run("check", usi.toString());
        assertEquals(ExitCodes.OK, text.exit(), text.out() + text.err());
        assertTrue(
                text.out().contains("Recorded ending: rep_draw (repetition (千日手)) after 12 moves, line 1"), text.out());
        assertTrue(text.out().contains("Result: repetition (千日手) at ply 12, no winner"), text.out());
        assertTrue(text.out().contains("Result: impasse (持将棋) at ply 2, no winner"), text.out());
        assertTrue(text.out().contains("Result: White wins on time at ply 2"), text.out());
        assertTrue(text.out().contains("Result: interrupted at ply 1, no winner"), text.out());
        assertTrue(text.out().contains("4 record(s): 4 ok, 0 inconsistent, 0 unreadable"), text.out());

        List<JsonNode> json = jsonl(usi);
        assertEquals(4, json.size());
        String[][] expected = {
            {"sennichite", "null", "12"},
            {"impasse", "null", "2"},
            {"timeout", "white", "2"},
            {"interrupted", "null", "1"}
        };
        String[] words = {"rep_draw", "draw", "timeout", "break"};
        for (int i = 0; i < json.size(); i++) {
            JsonNode v = json.get(i);
            assertEquals("ok", v.get("status").asText(), v.toString());
            assertEquals(words[i], v.get("recordedEnding").get("text").asText());
            assertEquals(expected[i][0], v.get("result").get("reason").asText(), v.toString());
            assertEquals(expected[i][1], v.get("result").get("winner").asText(), v.toString());
            assertEquals(expected[i][2], v.get("result").get("ply").asText(), v.toString());
            assertEquals(0, v.get("errors").size() + v.get("warnings").size(), v.toString());
        }
    }

    @Test
    @DisplayName("81Dojo's To_Move and I lines and Shogi Wars' ,L599 are read without a warning")
    void deviation49and50_dojoAndWarsLinesAreReadSilently() throws IOException {
        Path dojo = file(
                "dojo.csa",
                "V2",
                "N+alice",
                "N-bob",
                "To_Move:+",
                "$EVENT:EARTH+nr_alice-600-30+alice+bob+20200626125026",
                "I+1649,840,x2|81WS",
                "I-*1154,392,x2|ADR",
                "PI",
                "+",
                "'rating:alice:bob",
                "+7776FU",
                "T6",
                "-3334FU",
                "T27",
                "%TORYO");
        Path wars = file("wars.csa", "PI", "+", "+7776FU,L599", "-3334FU,L597", "+2726FU,L590", "%TORYO");
        for (Path p : List.of(dojo, wars)) {
            Cli text = Cli.run("check", p.toString());
            assertEquals(ExitCodes.OK, text.exit(), text.out() + text.err());
            assertFalse(text.out().contains("Warning"), text.out());
            JsonNode v = jsonl(p).get(0);
            assertEquals("ok", v.get("status").asText(), v.toString());
            assertEquals(0, v.get("warnings").size(), v.toString());
            assertEquals("resignation", v.get("result").get("reason").asText());
        }
        Path disagreeing =
                file("dojo-white.csa", "V2", "N+alice", "N-bob", "To_Move:-", "PI", "+", "+7776FU", "%TORYO");
        Cli text = Cli.run("check", disagreeing.toString());
        assertTrue(
                text.out()
                        .contains("Warning line 4:1 'To_Move:-': To_Move:- says White is to move at the start,"
                                + " but the start position has Black to move"),
                text.out());
        JsonNode warning = jsonl(disagreeing).get(0).get("warnings").get(0);
        assertEquals(4, warning.get("line").asInt());
        assertEquals("To_Move:-", warning.get("text").asText());
    }

    @Test
    @DisplayName("floodgate's 'ILLEGAL_MOVE(+2625FU) after move 6: the foul at ply 7, named where the note names it")
    void deviation37_theRefusedMoveIsTheFoulAtItsOwnPly() throws IOException {
        Path log = file(
                "floodgate.csa",
                "V2",
                "N+novice_bot",
                "N-strong_engine",
                "PI",
                "+",
                "+7776FU",
                "T8",
                "-3334FU",
                "T12",
                "+8822UM",
                "T13",
                "-3122GI",
                "T5",
                "+2726FU",
                "T7",
                "-0095KA",
                "T23",
                "'ILLEGAL_MOVE(+2625FU)",
                "'summary:illegal move:novice_bot lose:strong_engine win");
        Cli text = Cli.run("check", log.toString());
        assertEquals(ExitCodes.OK, text.exit(), text.out() + text.err());
        assertTrue(text.out().contains("Result: White wins by Black's illegal move at ply 7"), text.out());
        // after move 6 (-0095KA) Black is in check from the bishop: +2625FU ignores it
        assertTrue(
                text.out()
                        .contains("Note: the move +2625FU refused at ply 7 breaks ignored-check (王手放置):"
                                + " Black is in check from the bishop on 9五 and the move does not answer it"),
                text.out());
        Cli ja = Cli.run("check", "--lang", "ja", log.toString());
        assertTrue(ja.out().contains("判定：後手の勝ち（先手の反則、7手目）"), ja.out());
        assertTrue(ja.out().contains("注記：7手目に拒否された指し手 +2625FU：王手放置"), ja.out());

        JsonNode v = jsonl(log).get(0);
        assertEquals("ok", v.get("status").asText());
        assertEquals(7, v.get("result").get("ply").asInt());
        assertEquals("illegal-move", v.get("result").get("reason").asText());
        assertEquals(6, v.get("recordedEnding").get("ply").asInt(), "the summary is stated after six moves");
        JsonNode remark = v.get("remarks").get(0);
        assertEquals("refused-move", remark.get("id").asText());
        assertEquals(18, remark.get("line").asInt(), "the line of 'ILLEGAL_MOVE(+2625FU), not the summary's");
        assertEquals(15, remark.get("column").asInt(), "where the note names the move");
    }
}
