package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.api.Shinpan;
import dev.shinpan.api.VerdictJson;
import dev.shinpan.record.GameRecord;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The embedding API's {@link VerdictJson} writes what {@code check --format jsonl} prints, byte for byte. */
class VerdictJsonSameBytesTest {

    /** The lines {@code VerdictJson} writes for every record of the inputs, under the default rulesets. */
    private static String api(List<Path> inputs) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Path input : inputs) {
            for (GameRecord record : Shinpan.read(input)) {
                VerdictJson.write(Shinpan.judge(record), out);
            }
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theSameLinesAsFormatJsonl(@TempDir Path dir) throws Exception {
        Path junk = Files.writeString(dir.resolve("junk.kif"), "not a record\n");
        List<Path> inputs = List.of(
                Path.of("samples/nifu.kif"),
                Path.of("samples/floodgate-multi.csa"),
                Path.of("samples/mate.jkf"),
                Path.of("samples/tori/game.sfen"),
                junk);
        List<String> args = new ArrayList<>(List.of("check", "--format", "jsonl"));
        inputs.forEach(p -> args.add(p.toString()));
        Cli cli = Cli.run(args.toArray(String[]::new));
        assertEquals(cli.out(), api(inputs));
    }

    @Test
    void theSameObjectAsFormatJsonHolds() throws Exception {
        Cli cli = Cli.run("check", "--format", "json", "samples/sennichite.kif");
        JsonNode printed = new ObjectMapper().readTree(cli.out()).get("records").get(0);
        Verdict verdict =
                Shinpan.judge(Shinpan.read(Path.of("samples/sennichite.kif")).get(0));
        assertEquals(printed, new ObjectMapper().readTree(VerdictJson.toJson(verdict)));
    }
}
