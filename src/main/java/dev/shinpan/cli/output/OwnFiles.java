package dev.shinpan.cli.output;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * shinpan's own files met in a walk of the folders checked, which are never records: the config file
 * ({@code shinpan.toml}), a baseline and a JSON or SARIF report shinpan wrote (JSON, so a {@code .json}
 * name would have them read as JKF), known by their content, and the files this run writes, known by
 * their path. Each is reported as skipped with the reason, like any file not read.
 */
public final class OwnFiles {

    /** The JSON parser, made only when a file holds a mark: a run of KIF files never loads Jackson. */
    private static final class Json {
        static final ObjectMapper MAPPER = new ObjectMapper();
    }

    /** The config file's name ({@code ConfigSearch} looks for it): shinpan's own, never a record. */
    public static final String CONFIG_NAME = "shinpan.toml";

    private static final byte[] BASELINE_MARK = ('"' + BaselineFile.MARKER + '"').getBytes(StandardCharsets.US_ASCII);
    private static final byte[] RECORDS_MARK = "\"records\"".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] RUNS_MARK = "\"runs\"".getBytes(StandardCharsets.US_ASCII);

    /** This run's outputs, absolute and normalised, each with the option that names it. */
    private final Map<Path, String> outputs = new HashMap<>();

    /** Adds a file this run writes; a walk then passes over it, half-written or not. */
    public OwnFiles output(Path file, String option) {
        if (file != null) {
            outputs.putIfAbsent(file.toAbsolutePath().normalize(), option);
        }
        return this;
    }

    /** Why a file met in a walk is shinpan's by its name or path, or null. */
    public Message byName(Path path) {
        Path name = path.getFileName();
        if (name != null && name.toString().equals(CONFIG_NAME)) {
            return Message.of("skip.own-config");
        }
        String option =
                outputs.isEmpty() ? null : outputs.get(path.toAbsolutePath().normalize());
        return option == null ? null : Message.of("skip.own-output", option);
    }

    /**
     * Why the bytes of a file met in a walk are shinpan's own, or null. Asked of every such file: a
     * record that does not open with '{' is passed at once, and a JSON one is parsed only when it holds
     * one of the marks of shinpan's files.
     */
    public static Message byContent(byte[] bytes) {
        int i = 0;
        if (bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF) {
            i = 3;
        }
        while (i < bytes.length && (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\r' || bytes[i] == '\n')) {
            i++;
        }
        if (i >= bytes.length || bytes[i] != '{') {
            return null;
        }
        boolean baseline = holds(bytes, BASELINE_MARK);
        boolean report = holds(bytes, RECORDS_MARK);
        boolean sarif = holds(bytes, RUNS_MARK);
        if (!baseline && !report && !sarif) {
            return null;
        }
        JsonNode root;
        try {
            root = Json.MAPPER.readTree(bytes);
        } catch (IOException e) {
            return null; // not JSON after all: the readers say what it is
        }
        if (root == null || !root.isObject()) {
            return null;
        }
        if (root.path(BaselineFile.MARKER).isInt() && root.path("findings").isArray()) {
            return Message.of("skip.own-baseline");
        }
        if (root.path("records").isArray() && root.path("summary").isObject()) {
            return Message.of("skip.own-report", "json");
        }
        for (JsonNode run : root.path("runs")) {
            if ("shinpan".equals(run.path("tool").path("driver").path("name").asText(null))) {
                return Message.of("skip.own-report", "sarif");
            }
        }
        return null;
    }

    /** Whether the bytes hold the mark anywhere. */
    private static boolean holds(byte[] bytes, byte[] mark) {
        int last = bytes.length - mark.length;
        outer:
        for (int i = 0; i <= last; i++) {
            if (bytes[i] != mark[0]) {
                continue;
            }
            for (int j = 1; j < mark.length; j++) {
                if (bytes[i + j] != mark[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
