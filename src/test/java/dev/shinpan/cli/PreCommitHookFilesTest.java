package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.io.InputNames;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The pre-commit hooks pass a commit's files by their {@code files} and {@code exclude} patterns
 * (Python regular expressions, which these are in Java's syntax too): every record extension shinpan
 * reads, named in the code, must pass in any case and compressed, and shinpan's own JSON must not.
 */
class PreCommitHookFilesTest {

    private static List<JsonNode> hooks() throws IOException {
        List<JsonNode> hooks = new ArrayList<>();
        new ObjectMapper(new YAMLFactory())
                .readTree(Path.of(".pre-commit-hooks.yaml").toFile())
                .forEach(hooks::add);
        return hooks;
    }

    /** Whether pre-commit hands the path to the hook: files matches (search) and exclude does not. */
    private static boolean passes(JsonNode hook, String path) {
        boolean included =
                Pattern.compile(hook.path("files").asText()).matcher(path).find();
        String exclude = hook.path("exclude").asText("");
        return included
                && (exclude.isEmpty() || !Pattern.compile(exclude).matcher(path).find());
    }

    @Test
    void everyRecordExtensionTheCodeReadsPassesInAnyCaseAndCompressed() throws IOException {
        List<JsonNode> hooks = hooks();
        assertFalse(hooks.isEmpty());
        for (JsonNode hook : hooks) {
            for (String ext : Formats.inputNames().recordExtensions()) {
                for (String name : List.of(
                        "game." + ext,
                        "games/2024 final/GAME." + ext.toUpperCase(Locale.ROOT),
                        "a/b/c.d." + ext.substring(0, 1).toUpperCase(Locale.ROOT) + ext.substring(1))) {
                    assertTrue(passes(hook, name), hook.path("id") + " takes " + name);
                    for (String compression : InputNames.COMPRESSION_EXTENSIONS) {
                        assertTrue(
                                passes(hook, name + "." + compression),
                                hook.path("id") + " takes " + name + "." + compression);
                    }
                }
            }
        }
    }

    @Test
    void otherFilesAndShinpansOwnJsonDoNotPass() throws IOException {
        for (JsonNode hook : hooks()) {
            for (String other : List.of(
                    "README.md",
                    "a.kif.bak",
                    "kif/notes.txt",
                    "notes.txt.gz",
                    "kif",
                    "a.kif/x",
                    "shinpan.json",
                    "reports/shinpan.json",
                    "SHINPAN-baseline.json",
                    "games.zip")) {
                assertFalse(passes(hook, other), hook.path("id") + " leaves " + other);
            }
        }
    }
}
