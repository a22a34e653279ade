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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A record's own rules, declared with values that are no plain numbers or that no game reaches:
 * reported at the record's line, never adopted, never blamed on an option the user did not pass.
 */
class RecordRulesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    private Path record(String maxMoves) throws IOException {
        Path file = tmp.resolve("declared.csa");
        Files.writeString(
                file,
                "V2.2\nN+a\nN-b\n$MAX_MOVES:" + maxMoves + "\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n",
                StandardCharsets.UTF_8);
        return file;
    }

    @ParameterizedTest
    @ValueSource(strings = {"-5", "1,000", "9999999999"})
    void aDeclarationThatIsNoUsableNumberIsNotAdopted(String value) throws IOException {
        Cli r = Cli.run("check", "--adopt-record-rules", record(value).toString());
        assertEquals(ExitCodes.OK, r.exit(), r.out() + r.err());
        assertFalse(r.out().contains("--max-moves"), "the user passed no --max-moves: " + r.out());
        assertTrue(r.out().contains("ruleset jsa\n"), "nothing adopted, the preset as it is: " + r.out());
        assertTrue(r.out().contains("Warning line 4:1 '$MAX_MOVES:" + value + "': "), r.out());
        assertTrue(r.out().contains("White wins by resignation at ply 2"), r.out());
    }

    @Test
    void aPlainNumberIsAdoptedOnRequestOnly() throws IOException {
        Path file = record("2");
        Cli reported = Cli.run("check", file.toString());
        assertTrue(
                reported.out().contains("the record declares max-moves 2 ($MAX_MOVES:2), but jsa applies 500"),
                reported.out());
        Cli adopted = Cli.run("check", "--adopt-record-rules", file.toString());
        assertTrue(adopted.out().contains("ruleset jsa+"), adopted.out());
        assertTrue(adopted.out().contains("Result: move limit at ply 2, no winner"), adopted.out());
    }

    /** An adopted rule is cited as the record's own declaration, at its line; an option still wins and is cited. */
    @Test
    void anAdoptedRuleCitesTheRecordsDeclaration() throws IOException {
        Path file = record("2");
        JsonNode adopted = JSON.readTree(Cli.run("check", "--format", "jsonl", "--adopt-record-rules", file.toString())
                .out());
        assertEquals("max-moves", adopted.get("result").get("reason").asText());
        assertEquals(
                "{\"source\":\"the record's own rule\",\"clause\":\"line 4: $MAX_MOVES:2\",\"url\":null}",
                adopted.get("result").get("citation").toString());
        assertEquals("jsa+", adopted.get("ruleset").asText(), "a parameter differs from the preset's");
        Cli en = Cli.run("check", "--adopt-record-rules", file.toString());
        assertTrue(en.out().contains("\n  Rules: the record's own rule, line 4: $MAX_MOVES:2\n"), en.out());
        assertFalse(en.out().contains("--max-moves"), "the user passed no --max-moves: " + en.out());
        Cli ja = Cli.run("check", "--lang", "ja", "--adopt-record-rules", file.toString());
        assertTrue(ja.out().contains("\n  規則：棋譜自身の規定（4行目：$MAX_MOVES:2）\n"), ja.out());

        JsonNode overridden = JSON.readTree(
                Cli.run("check", "--format", "jsonl", "--adopt-record-rules", "--max-moves", "1", file.toString())
                        .out());
        assertEquals(1, overridden.get("result").get("ply").asInt());
        assertEquals(
                "override: --max-moves 1",
                overridden.get("result").get("citation").get("source").asText());
        Cli overriddenJa =
                Cli.run("check", "--lang", "ja", "--adopt-record-rules", "--max-moves", "1", file.toString());
        assertTrue(overriddenJa.out().contains("\n  規則：オプションによる変更：--max-moves 1\n"), overriddenJa.out());
    }

    @Test
    void theWarningSpeaksJapaneseInJapanese() throws IOException {
        Cli r = Cli.run("check", "--lang", "ja", record("-5").toString());
        assertTrue(r.out().contains("警告 4行1列 '$MAX_MOVES:-5': 「-5」は0以上の整数ではありません。棋譜の最大手数は分からないため" + "採用しません"), r.out());
    }
}
