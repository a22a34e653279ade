package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a record is, for copies and for a baseline, when the record itself is at fault: cut at a foul
 * or carried on past it, cut short of a longer game.
 */
class RecordIdentityTest {

    private static final String HEAD = "手合割：平手\n手数----指手---------消費時間--\n";
    /** Ply 3 moves a pawn from an empty square: the board cannot carry it out. */
    private static final String TO_THE_FOUL = "1 ７六歩(77)\n2 ３四歩(33)\n3 ５五歩(56)\n";

    private static Path kif(Path dir, String name, String moves) throws Exception {
        return Files.writeString(dir.resolve(name), HEAD + moves, StandardCharsets.UTF_8);
    }

    @Test
    void twoRecordsThatDifferOnlyAfterAFoulAreNotDuplicates(@TempDir Path dir) throws Exception {
        Path cut = kif(dir, "cut.kif", TO_THE_FOUL + "4 投了\n");
        Path on = kif(dir, "on.kif", TO_THE_FOUL + "4 ８四歩(83)\n5 投了\n");
        Cli r = Cli.run("check", "--lang", "en", cut.toString(), on.toString());
        assertFalse(r.out().contains("Duplicate of"), r.out());
        assertTrue(r.out().contains("Copies: 0 duplicate(s) of an earlier record, 1 truncated copy(ies)"), r.out());
    }

    /** A record whose moves stop short of another's is told apart from a repeat, and counted the same either way round. */
    @Test
    void aTruncatedCopyIsNamedAsSuchAndCountedTheSameInEitherOrder(@TempDir Path dir) throws Exception {
        Path whole = kif(dir, "whole.kif", "1 ７六歩(77)\n2 ３四歩(33)\n3 ２六歩(27)\n4 投了\n");
        Path part = kif(dir, "part.kif", "1 ７六歩(77)\n2 ３四歩(33)\n3 投了\n");
        Path again = kif(dir, "again.kif", "1 ７六歩(77)\n2 ３四歩(33)\n3 ２六歩(27)\n4 投了\n");
        Cli longFirst = Cli.run("check", "--lang", "en", whole.toString(), part.toString(), again.toString());
        assertTrue(longFirst.out().contains("Truncated copy of: " + whole + " #0"), longFirst.out());
        assertTrue(longFirst.out().contains("Duplicate of: " + whole + " #0"), longFirst.out());
        Cli shortFirst = Cli.run("check", "--lang", "en", part.toString(), again.toString(), whole.toString());
        String counts = "Copies: 1 duplicate(s) of an earlier record, 1 truncated copy(ies) of an earlier game";
        assertTrue(longFirst.out().contains(counts), longFirst.out());
        assertTrue(shortFirst.out().contains(counts), shortFirst.out());
        Cli ja = Cli.run("check", "--lang", "ja", whole.toString(), part.toString());
        assertTrue(ja.out().contains("途中までの写し：" + whole + " #0"), ja.out());
    }

    /** A baseline that knows the record cut at the foul does not know the one that goes on, nor the reverse. */
    @Test
    void aBaselineOfOneRecordDoesNotKnowTheOther(@TempDir Path dir) throws Exception {
        Path cut = kif(dir, "cut.kif", TO_THE_FOUL + "4 投了\n");
        Path on = kif(dir, "on.kif", TO_THE_FOUL + "4 ８四歩(83)\n5 投了\n");
        Path baseline = dir.resolve("baseline.json");
        assertEquals(
                0,
                Cli.run("check", "--write-baseline", baseline.toString(), cut.toString())
                        .exit());
        assertEquals(
                0,
                Cli.run("check", "--baseline", baseline.toString(), cut.toString())
                        .exit());
        Cli other = Cli.run("check", "--lang", "en", "--baseline", baseline.toString(), on.toString());
        assertEquals(1, other.exit(), other.out());
        assertFalse(other.out().contains("[known]"), other.out());

        Path back = dir.resolve("back.json");
        assertEquals(
                0,
                Cli.run("check", "--write-baseline", back.toString(), on.toString())
                        .exit());
        Cli reverse = Cli.run("check", "--lang", "en", "--baseline", back.toString(), cut.toString());
        assertEquals(1, reverse.exit(), reverse.out());
        assertFalse(reverse.out().contains("[known]"), reverse.out());
    }

    /** A baseline of the first version warns once, counts every finding new, and --write-baseline rewrites it. */
    @Test
    void anOldVersionBaselineIsReadWithOneWarningAndRewritten(@TempDir Path dir) throws Exception {
        Path cut = kif(dir, "cut.kif", TO_THE_FOUL + "4 投了\n");
        Path baseline = dir.resolve("baseline.json");
        Files.writeString(baseline, """
                {
                  "findings" : [ {
                    "code" : "empty-source",
                    "ply" : 3,
                    "record" : "e1ccd1718ecc6725afe81a55bbe8fe1d",
                    "ruleset" : "jsa",
                    "source" : "cut.kif"
                  } ],
                  "shinpan-baseline" : 1
                }
                """);
        Cli old = Cli.run("check", "--lang", "en", "--baseline", baseline.toString(), cut.toString());
        assertEquals(1, old.exit(), old.err());
        assertEquals(
                1, old.err().lines().filter(l -> l.contains("earlier shinpan")).count(), old.err());
        assertTrue(old.err().contains("--write-baseline " + baseline), old.err());
        assertFalse(old.err().contains("fixed since the baseline"), "an old entry is not reported fixed: " + old.err());

        Cli rewritten = Cli.run(
                "check", "--baseline", baseline.toString(), "--write-baseline", baseline.toString(), cut.toString());
        assertEquals(0, rewritten.exit(), rewritten.err());
        assertTrue(Files.readString(baseline).contains("\"shinpan-baseline\" : 2"));
        Cli now = Cli.run("check", "--lang", "en", "--baseline", baseline.toString(), cut.toString());
        assertEquals(0, now.exit(), now.out() + now.err());
        assertEquals("", now.err());
    }
}
