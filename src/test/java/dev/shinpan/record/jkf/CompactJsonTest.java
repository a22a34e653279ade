package dev.shinpan.record.jkf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shinpan.record.encoding.TextDecoder;
import dev.shinpan.record.io.CorpusResources;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A move's text is the compact JSON Jackson writes for it: the hand-written form must be identical. */
class CompactJsonTest {

    @Test
    @DisplayName("every object and array of every JKF corpus file, and awkward values, as Jackson writes them")
    void sameAsJackson() throws Exception {
        List<String> texts = new ArrayList<>(List.of(
                "{\"move\":{\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\",\"relative\":\"H\",\"same\":true,\"promote\":false}}",
                "{\"a\":\"quote \\\" back \\\\ slash\",\"b\":\"tab\\t\",\"c\":\"\\u0001\",\"d\":1.5,\"e\":12345678901,"
                        + "\"f\":null,\"g\":[1,[2,{}],\"金\"],\"h\":\"\\uD83D\\uDE00\",\"\\u3000key\":-3,\"i\":1e400}",
                "[{\"x\":1,\"x\":2}]",
                "{\"deep\":" + "[".repeat(20) + "1" + "]".repeat(20) + "}"));
        for (Path p : CorpusResources.files(
                p -> p.toString().endsWith(".jkf") || p.toString().endsWith(".json"))) {
            TextDecoder.decode(CorpusResources.read(p)).ifPresent(d -> texts.add(d.text()));
        }
        int compared = 0;
        for (String text : texts) {
            LocatedJson json;
            try {
                json = LocatedJson.parse(text);
            } catch (Exception malformed) {
                continue;
            }
            Deque<JsonNode> nodes = new ArrayDeque<>();
            if (json.root() != null) {
                nodes.push(json.root());
            }
            while (!nodes.isEmpty()) {
                JsonNode node = nodes.pop();
                assertEquals(node.toString(), CompactJson.of(node));
                compared++;
                node.forEach(child -> {
                    if (child.isContainerNode()) {
                        nodes.push(child);
                    }
                });
            }
        }
        assertTrue(compared > 10_000, "nodes compared: " + compared);
    }
}
