package dev.shinpan.record.jkf;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.record.build.RecordBuilder;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.record.kif.KifHeaderFacts;
import dev.shinpan.record.text.Blanks;
import dev.shinpan.record.text.RecordText;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Message;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Reads JKF, the JSON Kifu Format (docs/formats.md §5): {@code header}, {@code initial} (a preset or a
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
    /** Characters of the text shown with a problem. */
    private static final int SHOWN = 20;

    @Override
    public RecordFormat format() {
        return RecordFormat.JKF;
    }

    @Override
    public void read(RecordText text, ReadOptions options, Consumer<GameRecord> sink) {
        if (options.variant() == null || options.variant() == Variants.STANDARD) {
            // most files have the shape writers save: streamed, no JSON tree. An ideographic space
            // at a line end is no JSON blank to the streamed path, which leaves such a file to the
            // general one, where it is blanked: no look through the whole text for one here.
            RecordBuilder streamed = new RecordBuilder(RecordFormat.JKF, options, 0);
            if (StreamedJkf.read(text, streamed)) {
                sink.accept(streamed.build());
                return;
            }
        }
        sink.accept(readGeneral(text, options));
    }

    /** Reads any JKF through a located JSON tree: every shape, quirk and problem. */
    static GameRecord readGeneral(String text, ReadOptions options) {
        return readGeneral(RecordText.of(text), options);
    }

    /**
     * {@link #readGeneral(String, ReadOptions)} of a text held as characters, read in place, or of
     * a long one, read a window at a time: no copy of the whole is made either way.
     */
    static GameRecord readGeneral(RecordText text, ReadOptions options) {
        RecordBuilder builder = new RecordBuilder(RecordFormat.JKF, options, 0);
        if (options.variant() != null && options.variant() != Variants.STANDARD) {
            builder.problem(Problem.error(
                    0,
                    0,
                    "",
                    Message.of(
                            "read.jkf.variant",
                            "JKF",
                            options.variant(),
                            options.variant().toString())));
            return builder.unreadable();
        }
        int maxValues = options.limits().jsonValues();
        LocatedJson parsed;
        try {
            parsed = text.hasChars()
                    ? LocatedJson.parse(
                            blankTrailingIdeographicSpaces(text.chars(), text.length()), text.length(), maxValues)
                    : LocatedJson.parse(new BlankedReader(text), maxValues);
        } catch (JacksonException e) {
            builder.problem(malformed(text, e));
            return builder.unreadable();
        } catch (LocatedJson.TooManyValues e) {
            builder.problem(Problem.error(
                    e.place.line(),
                    e.place.column(),
                    e.text,
                    Message.of(
                            "read.limit.json-values", maxValues, Limits.JSON_VALUES + "=" + maxValues, "JKF", "JSON")));
            return builder.unreadable();
        }
        return read(parsed, builder);
    }

    private static GameRecord read(LocatedJson json, RecordBuilder builder) {
        JsonNode root = json.root();
        if (root == null || !root.isObject()) {
            LocatedJson.Place at = root == null ? new LocatedJson.Place(1, 1) : json.start(root);
            builder.problem(Problem.error(
                    at.line(),
                    at.column(),
                    root == null ? "" : firstChars(root.toString()),
                    Message.of("read.jkf.not-object", "JSON", "\"header\"", "\"moves\"", "JKF")));
            return builder.unreadable();
        }
        for (LocatedJson.Duplicate d : json.duplicates()) {
            builder.problem(Problem.warning(
                    d.place().line(),
                    d.place().column(),
                    d.name(),
                    Message.of("read.jkf.duplicate", JkfMoves.quoted(d.name()))));
        }
        for (Map.Entry<String, JsonNode> field : root.properties()) {
            String name = field.getKey();
            if (!TOP_LEVEL_KEYS.contains(name)) {
                LocatedJson.Place at = json.field(root, name);
                builder.problem(Problem.warning(
                        at.line(),
                        at.column(),
                        name,
                        Message.of(
                                "read.jkf.unknown-field", "JKF", JkfMoves.quoted(name), "header, initial", "moves")));
            }
        }
        header(json, root, builder);
        StartPosition start = new JkfStart(json, builder).read(root);
        if (start != null) {
            builder.start(start);
        }
        JsonNode moves = root.get("moves");
        if (!(moves != null && moves.isArray())) {
            LocatedJson.Place at = moves == null ? json.start(root) : json.field(root, "moves");
            builder.problem(Problem.error(
                    at.line(),
                    at.column(),
                    moves == null ? "{" : "moves",
                    Message.of("read.jkf.moves-missing", "\"moves\"")));
            return builder.build();
        }
        if (start != null) {
            new JkfMoves(json, builder).read(moves);
        }
        return builder.build();
    }

    private static void header(LocatedJson json, JsonNode root, RecordBuilder builder) {
        JsonNode header = root.get("header");
        if (header == null || !header.isObject()) {
            LocatedJson.Place at = header == null ? json.start(root) : json.field(root, "header");
            builder.problem(Problem.warning(
                    at.line(),
                    at.column(),
                    header == null ? "{" : "header",
                    Message.of("read.jkf.header-missing", "JKF", "\"header\"")));
            return;
        }
        for (Map.Entry<String, JsonNode> field : header.properties()) {
            JsonNode value = field.getValue();
            String text = value.isValueNode() ? value.asText() : value.toString();
            LocatedJson.Place at = json.field(header, field.getKey());
            String written = TextNode.valueOf(field.getKey()) + ":" + value;
            KifHeaderFacts.read(
                    builder.header(field.getKey(), text.strip(), SourceText.of(written, at.line(), at.column())),
                    builder);
        }
    }

    /** One located error for text that is not well-formed JSON, placed where Jackson stopped. */
    private static Problem malformed(RecordText text, JacksonException e) {
        JsonLocation location = e.getLocation();
        int line = location == null ? 0 : Math.max(0, location.getLineNr());
        int column = location == null ? 0 : Math.max(0, location.getColumnNr());
        return Problem.error(
                line,
                column,
                textAt(text, line, column),
                Message.of(
                        "read.jkf.malformed",
                        "JSON",
                        e.getOriginalMessage().lines().findFirst().orElse(""),
                        "JKF"));
    }

    /**
     * A few characters of the text from a line and column, for showing where JSON went wrong. Lines
     * end as {@link String#lines()} ends them (LF, CR LF or a lone CR), as Jackson counts them.
     */
    private static String textAt(RecordText text, int line, int column) {
        if (line < 1 || column < 1) {
            return "";
        }
        int length = text.length();
        int start = 0;
        for (int l = 1; l < line; l++) {
            int i = start;
            while (i < length && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
                i++;
            }
            if (i == length) {
                return "";
            }
            start = i + (text.charAt(i) == '\r' && i + 1 < length && text.charAt(i + 1) == '\n' ? 2 : 1);
        }
        if (start == length) {
            return "";
        }
        int end = start;
        while (end < length
                && end - start < column - 1 + SHOWN
                && text.charAt(end) != '\n'
                && text.charAt(end) != '\r') {
            end++;
        }
        StringBuilder shown = new StringBuilder(SHOWN);
        for (int i = Math.min(start + column - 1, end); i < end && shown.length() < SHOWN; i++) {
            shown.append(text.charAt(i));
        }
        return shown.toString();
    }

    /** The first characters of a text, as many as a problem shows. */
    static String firstChars(String s) {
        return s.length() <= SHOWN ? s : s.substring(0, SHOWN);
    }

    /**
     * Ideographic spaces at line ends (copied from web pages) are not JSON whitespace. A line end
     * cannot fall inside a JSON string, so these are outside strings and can be made plain spaces;
     * columns stay as they were. Returns {@code text} itself when it holds none, else a blanked copy
     * of its first {@code length} characters.
     */
    static char[] blankTrailingIdeographicSpaces(char[] text, int length) {
        int at = 0;
        while (at < length && text[at] != Blanks.IDSP) {
            at++;
        }
        if (at == length) {
            return text;
        }
        char[] chars = Arrays.copyOf(text, length);
        int i = chars.length - 1;
        boolean atLineEnd = true;
        for (; i >= 0; i--) {
            char c = chars[i];
            if (c == '\n' || c == '\r') {
                atLineEnd = true;
            } else if (atLineEnd && c == Blanks.IDSP) {
                chars[i] = ' ';
            } else if (atLineEnd && (c == ' ' || c == '\t')) {
                continue;
            } else {
                atLineEnd = false;
            }
        }
        return chars;
    }
}
