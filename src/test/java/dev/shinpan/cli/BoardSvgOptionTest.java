package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.cli.batch.ExitCodes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --board-svg FILE}: the disputed position of one record as a picture, beside the usual report. */
class BoardSvgOptionTest {

    @TempDir
    Path tmp;

    @Test
    void theDisputedPositionOfOneRecordIsDrawn() throws Exception {
        Path svg = tmp.resolve("position.svg");
        Cli r = Cli.run("check", "--lang", "en", "--board-svg", svg.toString(), "samples/nifu.kif");
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        assertTrue(r.out().contains("First illegal move: ply 19"), "the report is still written");
        String drawing = Files.readString(svg, StandardCharsets.UTF_8);
        DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
        assertTrue(drawing.startsWith("<?xml"), "a standalone SVG file");
        assertTrue(drawing.contains("class=\"mark-drop\" data-square=\"7e\" data-piece=\"P\""), drawing);
        assertTrue(drawing.contains("Ply 19: ７五歩打"), drawing);
    }

    @Test
    void aRecordWithoutFindingsShowsThePositionTheVerdictConcerns() throws IOException {
        Path svg = tmp.resolve("mate.svg");
        Cli r = Cli.run("check", "--format", "json", "--board-svg", svg.toString(), "samples/mate.jkf");
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        String drawing = Files.readString(svg, StandardCharsets.UTF_8);
        assertTrue(drawing.contains("Position after ply 1") || drawing.contains("1手目の局面"), drawing);
        // the mate's one move is marked as the move that reached the position (issue 27), no hand
        assertTrue(drawing.contains("class=\"mark-to\""), drawing);
        assertFalse(drawing.contains("mark-hand"), drawing);
    }

    @Test
    void moreThanOneRecordIsAUsageErrorAndNothingIsWritten() {
        Path svg = tmp.resolve("many.svg");
        Cli r = Cli.run("check", "--board-svg", svg.toString(), "samples/floodgate-multi.csa");
        assertEquals(ExitCodes.USAGE, r.exit());
        assertTrue(r.err().contains("--board-svg draws one record, but the input held 3"), r.err());
        assertTrue(r.err().contains("--record N"), "says how to pick one: " + r.err());
        assertFalse(Files.exists(svg));
    }

    @Test
    void recordPicksOneGameOfAMultiRecordFileToDraw() throws IOException {
        Path svg = tmp.resolve("second.svg");
        Cli r = Cli.run(
                "check",
                "--lang",
                "en",
                "--format",
                "jsonl",
                "--record",
                "1",
                "--board-svg",
                svg.toString(),
                "samples/floodgate-multi.csa");
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        assertEquals(1, r.out().lines().count(), "only the record asked for is judged: " + r.out());
        assertTrue(r.out().contains("\"index\":1,"), r.out());
        // The second game of the sample ends at ply 6; with no finding its final position is drawn.
        assertTrue(Files.readString(svg, StandardCharsets.UTF_8).contains("Position after ply 6"), "drawn");
    }

    @Test
    void anInputWithoutTheRecordAskedForIsReportedAsSkipped() {
        Cli r = Cli.run("check", "--lang", "en", "--record", "2", "samples/floodgate-multi.csa", "samples/nifu.kif");
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        assertTrue(r.out().contains("samples/nifu.kif: holds no record 2"), r.out());
        assertTrue(r.out().contains("it holds 1"), r.out());
        assertTrue(r.out().contains("1 record(s)"), r.out());
        Cli none = Cli.run("check", "--lang", "en", "--record", "7", "samples/nifu.kif");
        assertEquals(ExitCodes.UNREADABLE, none.exit());
        assertTrue(none.err().contains("no input holds a record 7"), none.err());
        Cli negative = Cli.run("check", "--record", "-1", "samples/nifu.kif");
        assertEquals(ExitCodes.USAGE, negative.exit());
    }

    @Test
    void aBoardThatCannotBeWrittenIsAFailedOutputWithItsReason() {
        Path missing = tmp.resolve("no-such-folder").resolve("board.svg");
        Cli r = Cli.run("check", "--lang", "en", "--board-svg", missing.toString(), "samples/nifu.kif");
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exit(), r.err());
        assertEquals("shinpan: --board-svg: cannot write " + missing + ": no such directory\n", r.err());
        Path full = Path.of("/dev/full");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(full));
        Cli ja = Cli.run("check", "--lang", "ja", "--board-svg", full.toString(), "samples/nifu.kif");
        assertEquals(ExitCodes.OUTPUT_FAILED, ja.exit(), ja.err());
        assertEquals("shinpan: --board-svg：/dev/full に書き込めません：ディスクに空きがありません\n", ja.err());
    }

    @Test
    void theBoardOptionKeepsItsDiagram() {
        Cli r = Cli.run("check", "--lang", "en", "--board", "samples/nifu.kif");
        assertTrue(r.out().contains("Position at ply 18:"), r.out());
        assertTrue(r.out().contains("SFEN: "), r.out());
    }
}
