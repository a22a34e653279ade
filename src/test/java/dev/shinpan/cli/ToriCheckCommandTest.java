package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.batch.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code shinpan check} on the Tori Shogi samples, as the "done when" asks: the KIF game
 * and the USI/SFEN lines give full verdicts under {@code tori}, {@code tori-3fold} and {@code all}.
 * The expected results are those the sample files state in their own comments and まで line.
 */
class ToriCheckCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String KIF = "samples/tori/game.tori.kif";
    private static final String SFEN = "samples/tori/game.sfen";

    @TempDir
    Path tmp;

    /** One object per record and ruleset. */
    private static List<JsonNode> jsonl(Cli run) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        for (String line : run.out().lines().toList()) {
            out.add(JSON.readTree(line));
        }
        return out;
    }

    private static String result(JsonNode verdict) {
        JsonNode r = verdict.get("result");
        return r.get("winner").asText() + " " + r.get("reason").asText() + " "
                + r.get("ply").asInt();
    }

    @ParameterizedTest(name = "--ruleset {0}")
    @ValueSource(strings = {"tori", "tori-3fold"})
    @DisplayName("game.tori.kif: White mates at ply 42, as its まで line says, under either preset")
    void kifSample(String preset) throws IOException {
        Cli run = Cli.run("check", "--format", "jsonl", "--ruleset", preset, KIF);
        assertEquals(ExitCodes.OK, run.exit(), run.out() + run.err());
        JsonNode v = jsonl(run).get(0);
        assertEquals("kif", v.get("format").asText());
        assertEquals("windows-31j", v.get("encoding").asText());
        assertEquals("tori", v.get("variant").asText());
        assertEquals(preset, v.get("ruleset").asText());
        assertEquals("white checkmate 42", result(v));
        assertEquals("ok", v.get("status").asText());
        assertTrue(v.get("firstIllegal").isNull());
        assertEquals("中村 和子", v.get("players").get("white").asText());
    }

    @Test
    @DisplayName("game.sfen --variant tori: the four games under tori, as the file's comments say")
    void sfenSampleUnderTori() throws IOException {
        Cli run = Cli.run("check", "--format", "jsonl", "--variant", "tori", "--ruleset", "tori", SFEN);
        List<JsonNode> v = jsonl(run);
        assertEquals(4, v.size());
        assertEquals("white checkmate 42", result(v.get(0)));
        assertEquals("white illegal-move 5", result(v.get(1)));
        assertEquals("three-swallows", v.get(1).get("firstIllegal").get("code").asText());
        assertEquals("white perpetual-check 12", result(v.get(2)));
        assertEquals("black", v.get(2).get("repetition").get("perpetualCheck").asText());
        assertEquals("black sennichite 12", result(v.get(3)));
        assertEquals("[0,4,8,12]", v.get(3).get("repetition").get("plies").toString());
        for (JsonNode record : v) {
            assertEquals("ok", record.get("status").asText(), record.toString());
        }
        assertEquals(ExitCodes.OK, run.exit());
    }

    @Test
    @DisplayName("game.sfen --variant tori under tori-3fold: repetitions end at the 3rd occurrence")
    void sfenSampleUnderTori3fold() throws IOException {
        Cli run = Cli.run("check", "--format", "jsonl", "--variant", "tori", "--ruleset", "tori-3fold", SFEN);
        List<JsonNode> v = jsonl(run);
        assertEquals("white checkmate 42", result(v.get(0)));
        assertEquals("white illegal-move 5", result(v.get(1)));
        assertEquals("white perpetual-check 8", result(v.get(2)));
        assertEquals("black sennichite 8", result(v.get(3)));
        assertEquals("inconsistent", v.get(3).get("status").asText(), "four moves were recorded after the end");
        assertEquals(ExitCodes.INCONSISTENT, run.exit());
    }

    @Test
    @DisplayName("--ruleset all judges every record under both Tori presets and no standard one")
    void everyToriPreset() throws IOException {
        Cli run = Cli.run("check", "--format", "jsonl", "--ruleset", "all", KIF, SFEN);
        List<JsonNode> v = jsonl(run);
        assertEquals(10, v.size(), "5 records × 2 presets");
        for (int i = 0; i < v.size(); i++) {
            assertEquals(
                    i % 2 == 0 ? "tori" : "tori-3fold", v.get(i).get("ruleset").asText());
        }
        Cli text = Cli.run("check", "--lang", "en", "--ruleset", "all", SFEN);
        assertTrue(
                text.out()
                        .contains("The presets differ — tori: White wins by Black's perpetual check at ply 12;"
                                + " tori-3fold: White wins by Black's perpetual check at ply 8"),
                text.out());
    }

    @Test
    @DisplayName("the same game in KIF and in USI gets the same verdict")
    void bothNotationsAgree() throws IOException {
        JsonNode kif = jsonl(Cli.run("check", "--format", "jsonl", KIF)).get(0);
        JsonNode usi = jsonl(Cli.run("check", "--format", "jsonl", SFEN)).get(0);
        assertEquals(result(kif), result(usi));
        assertEquals(kif.get("moves"), usi.get("moves"));
    }

    @Test
    @DisplayName("'startpos' is Tori Shogi only with --variant tori")
    void startposNeedsTheVariant() throws IOException {
        String game = Files.readAllLines(Path.of(SFEN)).stream()
                .filter(l -> l.startsWith("position"))
                .findFirst()
                .orElseThrow()
                .replaceFirst("sfen \\S+ \\S+ \\S+ \\S+", "startpos");
        assertTrue(game.startsWith("position startpos moves 7e7d"), game);
        Path file = tmp.resolve("startpos.usi");
        Files.writeString(file, game + "\n");
        JsonNode tori = jsonl(Cli.run("check", "--format", "jsonl", "--variant", "tori", file.toString()))
                .get(0);
        assertEquals("tori", tori.get("variant").asText());
        assertEquals("white checkmate 42", result(tori));
        JsonNode standard =
                jsonl(Cli.run("check", "--format", "jsonl", file.toString())).get(0);
        assertEquals("standard", standard.get("variant").asText());
        assertEquals(
                "empty-source",
                standard.get("firstIllegal").get("code").asText(),
                "read as standard shogi, 7e7d moves nothing");
    }

    @Test
    @DisplayName("the text report names Tori Shogi, the phoenix rules and the usual start")
    void textReport() {
        Cli ja = Cli.run("check", "--lang", "ja", KIF);
        assertTrue(ja.out().contains("禽将棋") && ja.out().contains("開始局面：初期配置"), ja.out());
        assertTrue(ja.out().contains("判定：後手の勝ち（詰み、42手目）"), ja.out());
        Cli board = Cli.run("check", "--lang", "en", "--board", SFEN);
        assertTrue(board.out().contains("+---------------------+"), "a 7×7 diagram");
        assertTrue(board.out().contains("v鵰"), "the eagle in the diagram");
    }

    @Test
    @DisplayName("the help and the man page document the Tori notation")
    void documented() throws IOException {
        String help = Cli.run("check", "--help").out().replaceAll("\\s+", " ");
        for (String fact : List.of(
                "Tori Shogi notation",
                "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1",
                "S*3c",
                "手合割：禽将棋",
                "左鶉 left quail",
                "鵰 eagle",
                "鴈 goose (雁 is read too)",
                "0xFC47",
                "後手番")) {
            assertTrue(help.contains(fact), fact);
        }
        String man = Files.readString(Path.of("man/man1/shinpan-check.1"));
        assertTrue(man.contains("Tori Shogi notation") && man.contains("promotion 4c4b+"), "man page, + kept");
        assertTrue(Cli.run("perft", "--help").out().replaceAll("\\s+", " ").contains("17, 288, 5430, 103857"));
    }
}
