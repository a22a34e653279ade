package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.batch.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A start where the side not to move is in check (docs/rules.md §A6): Black to move, Black's rook on
 * 5八 attacks White's king on 5一, and the record's move takes the king. No game reaches that, so
 * the record is refused like any impossible start, at the place where the position is written.
 */
class ImpossibleStartTest {

    private static final String KIF_BOARD = """
            後手の持駒：なし
              ９ ８ ７ ６ ５ ４ ３ ２ １
            +---------------------------+
            | ・ ・ ・ ・v玉 ・ ・ ・ ・|一
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|二
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|三
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|四
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|五
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|六
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|七
            | ・ ・ ・ ・ 飛 ・ ・ ・ ・|八
            | ・ ・ ・ 玉 ・ ・ ・ ・ ・|九
            +---------------------------+
            先手の持駒：なし
            """;

    private static final String CSA_BOARD = """
            P1 *  *  *  * -OU *  *  *  *\s
            P2 *  *  *  *  *  *  *  *  *\s
            P3 *  *  *  *  *  *  *  *  *\s
            P4 *  *  *  *  *  *  *  *  *\s
            P5 *  *  *  *  *  *  *  *  *\s
            P6 *  *  *  *  *  *  *  *  *\s
            P7 *  *  *  *  *  *  *  *  *\s
            P8 *  *  *  * +HI *  *  *  *\s
            P9 *  *  * +OU *  *  *  *  *\s
            """;

    @TempDir
    Path tmp;

    static Stream<Arguments> records() {
        return Stream.of(
                Arguments.of("a.kif", KIF_BOARD + "先手番\n手数----指手---------消費時間--\n   1 ５一飛成(58)\n", 1, 1),
                Arguments.of("a.ki2", KIF_BOARD + "先手番\n\n▲５一飛成\n", 1, 1),
                Arguments.of("a.csa", CSA_BOARD + "+\n+5851RY\n", 1, 1),
                Arguments.of(
                        "a.csa",
                        "P1 *  *  *  * -OU *  *  *  *\nP2 *  *  *  *  *  *  *  *  *\n"
                                + "P3 *  *  *  *  *  *  *  *  *\nP4 *  *  *  *  *  *  *  *  *\nP5 *  *  *  *  *  *  *  *  *\n"
                                + "P6 *  *  *  *  *  *  *  *  *\nP7 *  *  *  *  *  *  *  *  *\nP8 *  *  *  *  *  *  *  *  *\n"
                                + "P9 *  *  * +OU *  *  *  *  *\nP+00KA\n-\n-5152OU\n",
                        0,
                        0), // the control: White in no check
                Arguments.of("a.usi", "position sfen 4k4/9/9/9/9/9/9/4R4/3K5 b - 1 moves 5h5a+\n", 1, 15),
                Arguments.of("a.jkf", """
                        {"header":{},"initial":{"preset":"OTHER","data":{"color":0,"board":[
                        [{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],
                        [{},{},{},{},{},{},{},{},{}],[{"color":1,"kind":"OU"},{},{},{},{},{},{},{"color":0,"kind":"HI"},{}],
                        [{},{},{},{},{},{},{},{},{"color":0,"kind":"OU"}],[{},{},{},{},{},{},{},{},{}],
                        [{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],
                        "hands":[{},{}]}},
                        "moves":[{},{"move":{"from":{"x":5,"y":8},"to":{"x":5,"y":1},"piece":"HI","promote":true,
                        "capture":"OU","color":0}}]}
                        """, 1, 0));
    }

    @ParameterizedTest(name = "{0} {index}")
    @MethodSource("records")
    void aStartWithTheSideNotToMoveInCheckIsRefusedWhereItIsWritten(String name, String record, int line, int column)
            throws IOException {
        Path file = tmp.resolve(name);
        Files.writeString(file, record);
        JsonNode json = new ObjectMapper()
                .readTree(Cli.run("check", "--format", "json", file.toString()).out());
        JsonNode verdict = json.get("records").get(0);
        if (line == 0) {
            assertEquals("ok", verdict.get("status").asText(), verdict.toString());
            return;
        }
        Cli text = Cli.run("check", "--lang", "en", file.toString());
        assertEquals(ExitCodes.UNREADABLE, text.exit(), text.out());
        assertTrue(text.out().contains("white is in check with black to move"), text.out());
        assertTrue(text.out().contains("Status: unreadable"), text.out());
        Cli ja = Cli.run("check", "--lang", "ja", file.toString());
        assertTrue(ja.out().contains("先手の手番なのに後手の玉に王手がかかっています"), ja.out());

        assertEquals("unreadable", verdict.get("status").asText(), verdict.toString());
        JsonNode error = verdict.get("errors").get(0);
        assertTrue(error.get("message").asText().endsWith("white is in check with black to move"), error.toString());
        assertEquals(line, error.get("line").asInt(), error.toString());
        if (column > 0) {
            assertEquals(column, error.get("column").asInt(), error.toString());
        }
    }
}
