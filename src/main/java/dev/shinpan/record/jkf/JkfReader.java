package dev.shinpan.record.jkf;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.Line;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordReader;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.rules.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads JKF, the JSON Kifu Format (FORMATS.md §5): {@code header}, {@code initial} (a preset or a
 * board), and {@code moves}, whose first entry belongs to the start position and whose
 * {@code forks} are variations replacing the move they sit on. Normalized JKF names every origin;
 * unnormalized JKF may leave it to {@code same} and {@code relative}, which are resolved on the
 * board by the JSA rules.
 *
 * <p>JSON has no lines of moves, so problems and moves are placed at the line and column of
 * their JSON object; a move's text is the compact JSON of its {@code move} object.
 */
public final class JkfReader implements RecordReader {

    private static final Set<String> TOP_LEVEL_KEYS = Set.of("header", "initial", "moves");

    @Override
    public RecordFormat format() {
        return RecordFormat.JKF;
    }

    @Override
    public List<GameRecord> read(String text, ReadOptions options) {
        List<Problem> problems = new ArrayList<>();
        if (options.variant() != null && options.variant() != Variants.STANDARD) {
            problems.add(Problem.error(0, 0, "", "JKF records standard shogi only, but " + options.variant()
                    + " shogi was requested"));
            return List.of(unreadable(options, problems));
        }
        LocatedJson json;
        try {
            json = LocatedJson.parse(blankTrailingIdeographicSpaces(text));
        } catch (JacksonException e) {
            problems.add(malformed(text, e));
            return List.of(unreadable(options, problems));
        }
        JsonNode root = json.root();
        if (root == null || !root.isObject()) {
            LocatedJson.Place at = root == null ? new LocatedJson.Place(1, 1) : json.start(root);
            problems.add(Problem.error(at.line(), at.column(), root == null ? "" : firstChars(root.toString()),
                    "expected a JSON object with \"header\" and \"moves\" (JKF)"));
            return List.of(unreadable(options, problems));
        }
        for (LocatedJson.Duplicate d : json.duplicates()) {
            problems.add(Problem.warning(d.place().line(), d.place().column(), d.name(),
                    "field \"" + d.name() + "\" is given twice in one object; the later value is read"));
        }
        for (Map.Entry<String, JsonNode> field : root.properties()) {
            String name = field.getKey();
            if (!TOP_LEVEL_KEYS.contains(name)) {
                LocatedJson.Place at = json.field(root, name);
                problems.add(Problem.warning(at.line(), at.column(), name,
                        "unknown JKF field \"" + name + "\" ignored; expected header, initial and moves"));
            }
        }
        List<HeaderEntry> header = header(json, root, problems);
        StartPosition start = new JkfStart(json, problems).read(root);
        JsonNode moves = root.get("moves");
        if (!(moves != null && moves.isArray())) {
            LocatedJson.Place at = moves == null ? json.start(root) : json.field(root, "moves");
            problems.add(Problem.error(at.line(), at.column(), moves == null ? "{" : "moves",
                    "expected a \"moves\" array (its first entry belongs to the start position)"));
            return List.of(new GameRecord(options.source(), 0, RecordFormat.JKF, options.encoding(), header, start,
                    List.of(), Line.empty(), problems));
        }
        List<String> startComments = new ArrayList<>();
        Line main = start == null ? Line.empty()
                : new JkfMoves(json, problems).mainLine(moves, start.position(), startComments);
        return List.of(new GameRecord(options.source(), 0, RecordFormat.JKF, options.encoding(), header, start,
                startComments, main, problems));
    }

    private static List<HeaderEntry> header(LocatedJson json, JsonNode root, List<Problem> problems) {
        List<HeaderEntry> entries = new ArrayList<>();
        JsonNode header = root.get("header");
        if (header == null || !header.isObject()) {
            LocatedJson.Place at = header == null ? json.start(root) : json.field(root, "header");
            problems.add(Problem.warning(at.line(), at.column(), header == null ? "{" : "header",
                    "JKF requires a \"header\" object; read without header"));
            return entries;
        }
        for (Map.Entry<String, JsonNode> field : header.properties()) {
            JsonNode value = field.getValue();
            String text = value.isValueNode() ? value.asText() : value.toString();
            LocatedJson.Place at = json.field(header, field.getKey());
            String written = TextNode.valueOf(field.getKey()) + ":" + value;
            entries.add(new HeaderEntry(field.getKey(), text.strip(), SourceText.of(written, at.line(), at.column())));
        }
        return entries;
    }

    private static GameRecord unreadable(ReadOptions options, List<Problem> problems) {
        return GameRecord.unreadable(options.source(), 0, RecordFormat.JKF, options.encoding(), problems);
    }

    /** One located error for text that is not well-formed JSON, placed where Jackson stopped. */
    private static Problem malformed(String text, JacksonException e) {
        JsonLocation location = e.getLocation();
        int line = location == null ? 0 : Math.max(0, location.getLineNr());
        int column = location == null ? 0 : Math.max(0, location.getColumnNr());
        return Problem.error(line, column, textAt(text, line, column),
                "malformed JSON: " + e.getOriginalMessage().lines().findFirst().orElse("")
                        + "; expected a JKF object");
    }

    /** A few characters of the text from a line and column, for showing where JSON went wrong. */
    private static String textAt(String text, int line, int column) {
        if (line < 1 || column < 1) {
            return "";
        }
        List<String> lines = text.lines().skip(line - 1).limit(1).toList();
        if (lines.isEmpty()) {
            return "";
        }
        String l = lines.get(0);
        int from = Math.min(column - 1, l.length());
        return firstChars(l.substring(from));
    }

    private static String firstChars(String s) {
        return s.length() <= 20 ? s : s.substring(0, 20);
    }

    /**
     * Ideographic spaces at line ends (copied from web pages) are not JSON whitespace. A line end
     * cannot fall inside a JSON string, so these are outside strings and can be made plain spaces;
     * columns stay as they were.
     */
    static String blankTrailingIdeographicSpaces(String text) {
        if (text.indexOf('\u3000') < 0) {
            return text;
        }
        char[] chars = text.toCharArray();
        int i = chars.length - 1;
        boolean atLineEnd = true;
        for (; i >= 0; i--) {
            char c = chars[i];
            if (c == '\n' || c == '\r') {
                atLineEnd = true;
            } else if (atLineEnd && c == '\u3000') {
                chars[i] = ' ';
            } else if (atLineEnd && (c == ' ' || c == '\t')) {
                continue;
            } else {
                atLineEnd = false;
            }
        }
        return new String(chars);
    }
}
