package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.batch.ExitCodes;
import java.io.IOException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code shinpan check} and {@code perft} on Minishogi (5五将棋): a record is judged under the
 * {@code minishogi} preset by default, whose repetitions White wins unless one side checked with
 * every move (docs/rules.md §E4), and {@code --variant minishogi} is taken where {@code tori} is.
 */
class MinishogiCheckCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String DIR = "src/test/resources/minishogi/";

    private static JsonNode verdict(String... args) throws IOException {
        Cli run = Cli.run(args);
        assertEquals(ExitCodes.OK, run.exit(), run.out() + run.err());
        return JSON.readTree(run.out().lines().findFirst().orElseThrow());
    }

    private static String result(JsonNode verdict) {
        JsonNode r = verdict.get("result");
        return r.get("winner").asText() + " " + r.get("reason").asText() + " "
                + r.get("ply").asInt();
    }

    @Test
    @DisplayName("a plain repetition (KIF and USI): White wins at the fourth occurrence, as the record's 千日手 says")
    void aRepetitionIsWonByWhite() throws IOException {
        for (String file : new String[] {"repetition.kifu", "repetition.sfen"}) {
            JsonNode v = verdict("check", "--format", "jsonl", DIR + file);
            assertEquals("minishogi", v.get("variant").asText(), file);
            assertEquals("minishogi", v.get("ruleset").asText(), file);
            assertEquals("white sennichite 12", result(v), file);
            assertEquals("[0,4,8,12]", v.get("repetition").get("plies").toString(), file);
            assertEquals("ok", v.get("status").asText(), file);
        }
        // the same game under shogi's rules is a draw: the preset, not the board, decides
        JsonNode jsa = verdict("check", "--format", "jsonl", "--repetition", "4-fold-draw", DIR + "repetition.sfen");
        assertTrue(jsa.get("result").get("winner").isNull(), jsa.toString());
    }

    @Test
    @DisplayName("a perpetual check by White: the checker loses, Black wins")
    void aPerpetualCheckerLoses() throws IOException {
        JsonNode v = verdict("check", "--format", "jsonl", DIR + "perpetual.sfen");
        assertEquals("black perpetual-check 12", result(v));
        assertEquals("white", v.get("repetition").get("perpetualCheck").asText());
    }

    @Test
    void textSaysWhoWinsInBothLanguages() {
        Cli en = Cli.run("check", "--lang", "en", DIR + "repetition.kifu");
        assertTrue(en.out().contains("Minishogi, ruleset minishogi"), en.out());
        assertTrue(en.out().contains("Result: White wins by repetition (千日手) at ply 12"), en.out());
        Cli ja = Cli.run("check", "--lang", "ja", DIR + "repetition.kifu");
        assertTrue(ja.out().contains("5五将棋, ルール minishogi"), ja.out());
        assertTrue(ja.out().contains("判定：後手の勝ち（千日手、12手目）"), ja.out());
    }

    @Test
    @DisplayName("perft --variant minishogi --depth 3: 2512, as shogiops counts")
    void perft() {
        Cli r = Cli.run("perft", "--variant", "minishogi", "--depth", "3");
        assertEquals(0, r.exit(), r.err());
        assertEquals("2512", r.out().strip());
        Cli sfen = Cli.run("perft", "--sfen", "rbsgk/4p/5/P4/KGSBR b - 1", "--depth", "2");
        assertEquals("181", sfen.out().strip(), sfen.err());
    }
}
