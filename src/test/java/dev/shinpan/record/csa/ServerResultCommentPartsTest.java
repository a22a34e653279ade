package dev.shinpan.record.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The floodgate summary line is split from the right in linear time; it must split every line
 * exactly as the pattern it replaces, whose two {@code .*} made a crafted line of 100 KB take
 * 33 seconds. The pattern stays here as the oracle.
 */
class ServerResultCommentPartsTest {

    private static final Pattern ORACLE = Pattern.compile("'summary:([^:]*):(.*) (win|lose|draw):(.*) (win|lose|draw)");
    private static final List<String> PIECES = List.of(
            " win", " lose", " draw", ":", " ", "a", "win", "x:y", "名", " win:", " lose:", "\u2028", "toryo",
            "time up");

    private static void agree(String line) {
        Matcher m = ORACLE.matcher(line);
        ServerResultComment.Parts parts = ServerResultComment.Parts.of(line);
        if (!m.matches()) {
            assertNull(parts, line);
            return;
        }
        assertEquals(
                new ServerResultComment.Parts(m.group(1), m.group(2), m.group(3), m.group(4), m.group(5)), parts, line);
    }

    @Test
    void realLines() {
        agree("'summary:toryo:gps_l win:Gikou lose");
        agree("'summary:time up:a b: c lose:d:e win");
        agree("'summary:illegal kachi:WHITE lose:BLACK win");
        agree("'summary:sennichite:x draw:y draw");
        agree("'summary:toryo:a win:b lose:c win");
        agree("'summary:toryo:a win: win");
        agree("'summary:toryo");
        agree("'summary::: win: win");
    }

    @Test
    void randomLinesSplitAsThePatternSplitsThem() {
        Random random = new Random(20261201);
        int matched = 0;
        for (int round = 0; round < 200_000; round++) {
            StringBuilder line = new StringBuilder("'summary:");
            for (int k = random.nextInt(12); k >= 0; k--) {
                line.append(PIECES.get(random.nextInt(PIECES.size())));
            }
            agree(line.toString());
            if (ORACLE.matcher(line).matches()) {
                matched++;
            }
        }
        assertTrue(matched > 5_000, "lines the pattern matched: " + matched);
    }

    /** The pattern takes hours on this line; the guard only stops a hang, it measures nothing. */
    @Test
    @Timeout(60)
    void aLongLineThatDoesNotMatchIsRefused() {
        assertNull(ServerResultComment.Parts.of("'summary:toryo:" + " win:".repeat(200_000) + "x"));
        ServerResultComment.Parts parts =
                ServerResultComment.Parts.of("'summary:toryo:" + " win:".repeat(200_000) + "b lose");
        assertEquals("b", parts.second());
    }
}
