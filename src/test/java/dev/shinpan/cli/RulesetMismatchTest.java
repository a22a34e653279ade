package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.batch.ExitCodes;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * --ruleset naming a preset of the other game (tori on a shogi record, jsa on a Tori record) is a
 * usage mismatch, not an unreadable record: the record is named and not judged, the rest of the
 * batch is judged, and the exit code is 2 so a script cannot take the run for a verdict.
 */
class RulesetMismatchTest {

    private static final String SHOGI = "samples/nifu.kif";
    private static final String TORI = "samples/tori/game.tori.kif";

    @Test
    void aToriRulesetOnAShogiRecordNamesTheRulesetsThatFit() {
        Cli r = Cli.run("check", "--lang", "en", "--ruleset", "tori", SHOGI, TORI);
        assertEquals(ExitCodes.USAGE, r.exit());
        assertTrue(
                r.out()
                        .contains("Note: the ruleset tori is for Tori Shogi, but this record is shogi: it is not"
                                + " judged; rulesets for shogi: jsa, csa, amateur, ussf, try"),
                r.out());
        assertTrue(r.out().contains("Status: not judged — the ruleset is for another game"), r.out());
        assertFalse(r.out().contains("unreadable —"), r.out());
        assertTrue(r.out().contains("Result: White wins by checkmate at ply 42"), "the Tori record is judged");
        assertTrue(
                r.out()
                        .contains("2 record(s): 1 ok, 0 inconsistent, 0 unreadable; 0 with an illegal move; 1 not"
                                + " judged"),
                r.out());
    }

    @Test
    void aShogiRulesetOnAToriRecordInJapanese() {
        Cli r = Cli.run("check", "--lang", "ja", "--ruleset", "jsa", TORI);
        assertEquals(ExitCodes.USAGE, r.exit());
        assertTrue(r.out().contains("注記：ルールjsaは本将棋用ですが、この棋譜は禽将棋のため判定しません（禽将棋のルール：tori, tori-3fold）"), r.out());
    }

    @Test
    void jsonSaysNotJudged() throws IOException {
        JsonNode doc = new ObjectMapper()
                .readTree(Cli.run("check", "--format", "json", "--ruleset", "tori", SHOGI)
                        .out());
        JsonNode record = doc.get("records").get(0);
        assertEquals("not-judged", record.get("status").asText());
        assertEquals("variant-mismatch", record.get("remarks").get(0).get("id").asText());
        assertEquals(1, doc.get("summary").get("notJudged").asInt());
        assertEquals(0, doc.get("summary").get("unreadable").asInt());
    }

    @Test
    void pointsRefusesToCountUnderTheOtherGamesRules() {
        Cli r = Cli.run("points", "--lang", "en", "--ruleset", "tori", SHOGI);
        assertEquals(ExitCodes.USAGE, r.exit());
        assertTrue(r.out().startsWith(SHOGI + ": the ruleset tori is for Tori Shogi"), r.out());
        assertFalse(r.out().contains("Points at ply"), r.out());
    }

    @Test
    void allAndTheDefaultAlwaysFit() {
        assertEquals(
                ExitCodes.OK,
                Cli.run("check", "--format", "jsonl", "--ruleset", "all", TORI).exit());
        assertEquals(ExitCodes.OK, Cli.run("check", "--format", "jsonl", TORI).exit());
    }
}
