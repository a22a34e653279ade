package dev.shinpan.cli.output;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shinpan.adjudicate.Fingerprint;
import dev.shinpan.cli.report.Triage;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The baseline file: {@code {"shinpan-baseline": 2, "findings": [...]}}, one object per finding with
 * sorted keys, sorted by record key, ruleset, code and ply, pretty-printed, so that a pull request's
 * diff shows one finding a few lines. {@code source} names the input the finding was seen in, for the
 * reader only: matching ignores it. The version follows the fingerprint recipe the record keys are
 * made by: a baseline of version 1 keys records by the first recipe, which no record matches now.
 */
public final class BaselineFile {

    /** The top-level field that marks a baseline, whatever its version. */
    static final String MARKER = "shinpan-baseline";

    public static final int VERSION = Fingerprint.VERSION;
    /** The first version, keyed by the first fingerprint recipe. */
    static final int FIRST_VERSION = 1;

    /**
     * A baseline as read.
     *
     * @param entries the findings it knows, each with the input it was seen in; empty for an old version
     * @param version the version it was written in
     * @param stale   how many findings an old version lists, which match no record now
     */
    public record Read(Map<Triage.Entry, String> entries, int version, int stale) {
        public boolean old() {
            return version < VERSION;
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    private BaselineFile() {}

    /** A baseline that cannot be read, and why, in the catalogue's words. */
    public static final class Unreadable extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        private final transient Message why;

        Unreadable(Message why) {
            super(Catalogue.english().render(why));
            this.why = why;
        }

        public Message why() {
            return why;
        }
    }

    /**
     * The entries, in the file's order, each with the input it was seen in ("" when the file names none).
     *
     * @throws Unreadable naming the file and what is wrong with it
     */
    public static Read read(Path file) {
        JsonNode root;
        try {
            root = JSON.readTree(Files.readString(file, StandardCharsets.UTF_8));
        } catch (JsonProcessingException e) {
            throw new Unreadable(Message.of(
                    "cli.baseline.not-json", file.toString(), e.getLocation().getLineNr(), e.getOriginalMessage()));
        } catch (IOException e) {
            throw new Unreadable(
                    Message.of("cli.baseline.cannot-read", file.toString(), String.valueOf(e.getMessage())));
        }
        int version = root == null ? 0 : root.path(MARKER).asInt();
        if (root == null || !root.path("findings").isArray() || version < FIRST_VERSION || version > VERSION) {
            throw new Unreadable(Message.of("cli.baseline.not-baseline", file.toString()));
        }
        Map<Triage.Entry, String> entries = new LinkedHashMap<>();
        for (JsonNode n : root.path("findings")) {
            if (!n.path("record").isTextual()
                    || !n.path("code").isTextual()
                    || !n.path("ply").isInt()) {
                throw new Unreadable(Message.of("cli.baseline.entry-incomplete", file.toString(), entries.size() + 1));
            }
            entries.putIfAbsent(
                    new Triage.Entry(
                            n.path("record").asText(),
                            n.path("ruleset").asText(""),
                            n.path("code").asText(),
                            n.path("ply").asInt()),
                    n.path("source").asText(""));
        }
        return version < VERSION ? new Read(Map.of(), version, entries.size()) : new Read(entries, version, 0);
    }

    /** Writes the findings into the file started for them and puts it in place whole ({@link AtomicFile}). */
    public static void write(AtomicFile.Pending file, Map<Triage.Entry, String> findings) throws IOException {
        file.write(text(findings).getBytes(StandardCharsets.UTF_8));
        file.commit();
    }

    static String text(Map<Triage.Entry, String> findings) throws JsonProcessingException {
        ObjectNode root = JSON.createObjectNode();
        ArrayNode list = root.putArray("findings");
        root.put(MARKER, VERSION);
        for (Map.Entry<Triage.Entry, String> e : findings.entrySet()) {
            ObjectNode n = JSON.createObjectNode();
            // added in key order, so the file keeps sorted keys whatever the mapper does
            n.put("code", e.getKey().code());
            n.put("ply", e.getKey().ply());
            n.put("record", e.getKey().record());
            n.put("ruleset", e.getKey().ruleset());
            n.put("source", e.getValue());
            list.add(n);
        }
        ObjectNode sorted = JSON.createObjectNode();
        sorted.set("findings", list);
        sorted.put(MARKER, VERSION);
        return JSON.writeValueAsString(sorted) + "\n";
    }
}
