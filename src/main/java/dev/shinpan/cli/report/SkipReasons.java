package dev.shinpan.cli.report;

import dev.shinpan.text.Message;
import java.util.Map;

/**
 * The reasons the input walker gives for skipping an entry, in the reader's language. The walker
 * hands over English text; the reasons it is known to give are rendered from the catalogue
 * ({@code skip.*}), any other is shown as given rather than dropped.
 */
final class SkipReasons {

    private static final Map<String, String> KNOWN = Map.of(
            "not a record file by its extension", "skip.not-a-record");

    private SkipReasons() {
    }

    static Object of(String reason) {
        String key = KNOWN.get(reason);
        return key == null ? reason : Message.of(key);
    }
}
