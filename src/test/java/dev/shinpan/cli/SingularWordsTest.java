package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.cli.batch.ExitCodes;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** One of a thing is said in the singular: "1 move", "both golds", not "1 moves", "can all move" for two. */
class SingularWordsTest {

    @Test
    void oneMoveIsOneMove() {
        Cli r = Cli.withStdin("startpos moves 7g7f\n".getBytes(StandardCharsets.UTF_8), "check", "--lang", "en", "-");
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        assertTrue(r.out().contains("start: even (平手); 1 move\n"), r.out());
        assertTrue(r.out().contains("Result: unfinished after 1 move\n"), r.out());
        assertTrue(r.out().contains("1 verdict(s), 1 move, in "), r.out());
        // a count of one, not a rate that ends in 1 ("150.1 moves/s")
        assertFalse(
                java.util.regex.Pattern.compile("(?<![0-9.])1 moves")
                        .matcher(r.out())
                        .find(),
                r.out());
        Cli two = Cli.withStdin(
                "startpos moves 7g7f 3c3d\n".getBytes(StandardCharsets.UTF_8), "check", "--lang", "en", "-");
        assertTrue(two.out().contains("; 2 moves\n"), two.out());
    }

    @Test
    void twoPiecesThatCanBothMoveAreBoth() {
        // KI2 ▲５八金 from the start: the golds on 6九 and 4九 can each reach 5八
        Cli r = Cli.withStdin(
                "手合割：平手\n\n▲５八金\n".getBytes(StandardCharsets.UTF_8),
                "check",
                "--lang",
                "en",
                "--stdin-name",
                "game.ki2",
                "-");
        assertTrue(r.out().contains("ambiguous: both golds on 6九, 4九 can move to 5八 as written"), r.out());
    }
}
