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

/** The clock audit in every output (issue 43): JSON's clock object, the Clock: line, the HTML strip, --time-control. */
class ClockOutputTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Black's third move overruns 1 min + 10 s byoyomi by 50 s; the record resigns later. */
    private static final String KIF = String.join(
            "\n",
            "持ち時間：1分+10秒",
            "手合割：平手",
            "手数----指手---------消費時間--",
            "   1 ７六歩(77)   ( 0:10/00:00:10)",
            "   2 ３四歩(33)   ( 0:05/00:00:05)",
            "   3 ２六歩(27)   ( 1:50/00:02:00)",
            "   4 ８四歩(83)   ( 0:05/00:00:10)",
            "   5 ２五歩(26)   ( 0:01/00:02:01)",
            "   6 投了",
            "");

    private static Path write(Path dir, String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text, StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void jsonCarriesTheClockAndEachRulesetsTreatmentOfTheFlag(@TempDir Path dir) throws IOException {
        Path f = write(dir, "flag.kif", KIF);
        Cli r = Cli.run("check", "--format", "jsonl", "--ruleset", "all", f.toString());
        boolean sawCsa = false;
        for (String line : r.out().split("\n")) {
            JsonNode v = JSON.readTree(line);
            JsonNode clock = v.get("clock");
            assertEquals("record", clock.get("control").get("source").asText());
            assertEquals("chess-clock", clock.get("control").get("kind").asText());
            assertEquals(10 + 110 + 1, clock.get("black").get("usedSeconds").asInt());
            assertEquals(3, clock.get("black").get("moves").asInt());
            assertEquals(110, clock.get("black").get("longestSeconds").asInt());
            assertEquals(0, clock.get("black").get("remainingSeconds").asInt());
            assertEquals(60 - 10, clock.get("white").get("remainingSeconds").asInt());
            assertEquals("black", clock.get("flag").get("side").asText());
            assertEquals(3, clock.get("flag").get("ply").asInt());
            assertEquals(3, clock.get("flag").get("number").asInt());
            assertEquals(110 - 50 - 10, clock.get("flag").get("overSeconds").asInt());
            if (v.get("ruleset").asText().equals("csa")) {
                sawCsa = true;
                assertEquals("timeout", v.get("result").get("reason").asText());
                assertEquals("white", v.get("result").get("winner").asText());
            } else if (!v.get("ruleset").asText().equals("try")) {
                assertEquals("resignation", v.get("result").get("reason").asText());
                assertTrue(v.get("remarks").toString().contains("clock-flag-played-past"), line);
            }
        }
        assertTrue(sawCsa);
    }

    @Test
    void textHasOneClockLineAndTheBoardShowsBothClocks(@TempDir Path dir) throws IOException {
        Path f = write(dir, "flag.kif", KIF);
        Cli r = Cli.run("check", "--ruleset", "csa", "--board", f.toString());
        assertEquals(
                1, r.out().lines().filter(l -> l.strip().startsWith("Clock:")).count(), r.out());
        assertTrue(r.out().contains("Black's time ran out at ply 3 (0:50 over)"), r.out());
        assertTrue(r.out().contains("Clocks after ply 2: Black 0:50 left, White 0:55 left"), r.out());
        Cli ja = Cli.run("check", "--lang", "ja", "--ruleset", "csa", f.toString());
        assertTrue(ja.out().contains("消費時間："), ja.out());
    }

    @Test
    void theOptionOverridesTheRecord(@TempDir Path dir) throws IOException {
        Path f = write(dir, "flag.kif", KIF);
        Cli r = Cli.run("check", "--format", "json", "--time-control", "600-10", f.toString());
        JsonNode clock = JSON.readTree(r.out()).get("records").get(0).get("clock");
        assertEquals("option", clock.get("control").get("source").asText());
        assertEquals("server", clock.get("control").get("kind").asText());
        assertTrue(clock.get("flag").isNull());
    }

    @Test
    void aBadTimeControlIsAUsageErrorNamingIt(@TempDir Path dir) throws IOException {
        Path f = write(dir, "flag.kif", KIF);
        Cli r = Cli.run("check", "--time-control", "ten minutes", f.toString());
        assertEquals(ExitCodes.USAGE, r.exit());
        assertTrue(r.err().contains("'ten minutes'"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void htmlDrawsATimeStripInThePage(@TempDir Path dir) throws IOException {
        Path f = write(dir, "flag.kif", KIF);
        Cli r = Cli.run("check", "--format", "html", f.toString());
        String html = r.out();
        assertTrue(html.contains("<svg class=\"clock-strip\""), html);
        assertTrue(html.contains("fill=\"#b71c1c\""), "the flag's move in red");
        assertFalse(html.contains("src=\"http"), "self-contained");
    }

    @Test
    void aRecordWithoutTimesHasANullClock(@TempDir Path dir) throws IOException {
        Path f = write(dir, "plain.kif", "手合割：平手\n1 ７六歩(77)\n2 ３四歩(33)\n");
        JsonNode v = JSON.readTree(
                        Cli.run("check", "--format", "json", f.toString()).out())
                .get("records")
                .get(0);
        assertTrue(v.get("clock").isNull());
    }
}
