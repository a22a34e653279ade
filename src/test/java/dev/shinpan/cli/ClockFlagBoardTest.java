package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.RulesetParameter;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.clock.ClockTime;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The flag under every ruleset in the text report (issue 43): {@code --board} shows the position the
 * late move was due in with both clocks, whether the ruleset ends the game there (server) or plays
 * past it (claim), and {@code --ruleset all} says on each ruleset's row what it makes of the flag.
 */
class ClockFlagBoardTest {

    private static final long MAIN = 60;
    private static final long BYOYOMI = 10;
    private static final long[] SECONDS = {10, 5, 110, 5, 1};

    /** A chess-clock game of 1 min + 10 s byoyomi whose third move overruns; the record resigns later. */
    private static String kif() {
        String[] moves = {"７六歩(77)", "３四歩(33)", "２六歩(27)", "８四歩(83)", "２五歩(26)"};
        StringBuilder b =
                new StringBuilder("持ち時間：" + MAIN / 60 + "分+" + BYOYOMI + "秒\n手合割：平手\n" + "手数----指手---------消費時間--\n");
        long[] totals = new long[2];
        for (int i = 0; i < moves.length; i++) {
            totals[i % 2] += SECONDS[i];
            b.append(String.format(
                    "%4d %s   (%2d:%02d/00:%02d:%02d)%n",
                    i + 1, moves[i], SECONDS[i] / 60, SECONDS[i] % 60, totals[i % 2] / 60, totals[i % 2] % 60));
        }
        return b.append("   6 投了\n").toString();
    }

    private static Path write(Path dir) throws IOException {
        Path f = dir.resolve("flag.kif");
        Files.writeString(f, kif(), StandardCharsets.UTF_8);
        return f;
    }

    /** The numbers the lines must show, from the record's own times: Black's third move is the flag. */
    private static String[] expected() {
        long blackLeft = MAIN - SECONDS[0];
        long whiteLeft = MAIN - SECONDS[1];
        long over = SECONDS[2] - blackLeft - BYOYOMI;
        return new String[] {
            "Position at ply 2, where Black's time ran out with the move at ply 3 (" + ClockTime.of(over) + " over):",
            "Clocks after ply 2: Black " + ClockTime.of(blackLeft) + " left, White " + ClockTime.of(whiteLeft) + " left"
        };
    }

    private static final String AFTER_TWO = "SFEN: lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3";

    @Test
    void everyRulesetShowsTheBoardAndBothClocksWhereTheFlagFell(@TempDir Path dir) throws IOException {
        Path f = write(dir);
        String[] want = expected();
        for (Ruleset r : Rulesets.all()) {
            if (r.variant() != Rulesets.JSA.variant()) {
                continue; // another game's ruleset does not judge a shogi record
            }
            Cli run = Cli.run("check", "--ruleset", r.name(), "--board", f.toString());
            String out = run.out();
            assertTrue(out.contains(want[1]), r.name() + ":\n" + out);
            assertTrue(out.contains(AFTER_TWO), r.name() + ":\n" + out);
            boolean server = r.get(RulesetParameter.TIME_FORFEIT) == Ruleset.TimeForfeit.SERVER;
            // a server ruleset's own board is already the flag's; a claim ruleset adds it under its own heading
            assertEquals(
                    server ? 0 : 1,
                    out.lines().filter(l -> l.strip().equals(want[0])).count(),
                    r.name() + ":\n" + out);
            assertEquals(1, out.lines().filter(l -> l.strip().equals(want[1])).count(), r.name() + ":\n" + out);
        }
    }

    @Test
    void noFlagNoFlagBoard(@TempDir Path dir) throws IOException {
        Path f = write(dir);
        String out = Cli.run("check", "--ruleset", "jsa", "--board", "--time-control", "3600", f.toString())
                .out();
        assertTrue(!out.contains("time ran out"), out);
        assertEquals(1, out.lines().filter(l -> l.strip().startsWith("SFEN:")).count(), "only the verdict's own board");
    }

    @Test
    void theComparisonSaysHowEachRulesetTreatsTheFlagAndShowsItsBoardOnce(@TempDir Path dir) throws IOException {
        Path f = write(dir);
        String[] want = expected();
        String out =
                Cli.run("check", "--ruleset", "all", "--board", f.toString()).out();
        for (Ruleset r : Rulesets.all()) {
            if (r.variant() != Rulesets.JSA.variant()) {
                continue;
            }
            // the row, then its citation and notes, up to the next row
            int row = out.indexOf("\n  " + r.name() + " ");
            assertTrue(row >= 0, r.name() + ":\n" + out);
            int next = out.indexOf("\n  ", out.indexOf('\n', row + 1));
            while (next >= 0 && out.startsWith("\n    ", next)) {
                next = out.indexOf("\n  ", next + 1);
            }
            String block = out.substring(row, next < 0 ? out.length() : next);
            boolean server = r.get(RulesetParameter.TIME_FORFEIT) == Ruleset.TimeForfeit.SERVER;
            assertTrue(
                    block.contains(
                            server ? "Black lost on time at ply 3" : "Black's time ran out at ply 3; the game went on"),
                    r.name() + ":\n" + block);
        }
        // csa's own board is the flag's position: shown once, with both clocks
        assertEquals(1, out.lines().filter(l -> l.strip().equals(AFTER_TWO)).count(), out);
        assertEquals(1, out.lines().filter(l -> l.strip().equals(want[1])).count(), out);
        String claims = Cli.run("check", "--ruleset", "all", "--time-forfeit", "claim", "--board", f.toString())
                .out();
        assertEquals(
                1,
                claims.lines().filter(l -> l.strip().equals(want[0])).count(),
                "no ruleset's board is the" + " flag's: it is added once\n" + claims);
        assertEquals(1, claims.lines().filter(l -> l.strip().equals(want[1])).count(), claims);
        String ja = Cli.run("check", "--lang", "ja", "--ruleset", "ussf", "--board", f.toString())
                .out();
        assertTrue(ja.contains("2手目の局面（3手目の指し手で先手の持ち時間が切れました、" + ClockTime.of(SECONDS[2] - 60) + "超過）："), ja);
    }
}
