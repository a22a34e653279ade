package dev.shinpan.record.jkf;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.record.build.RecordBuilder;
import dev.shinpan.record.jkf.JkfCursor.Restart;
import dev.shinpan.record.jkf.JkfJson.Names;
import dev.shinpan.record.jkf.JkfJson.Parser;
import dev.shinpan.record.jkf.JkfJson.Spot;
import dev.shinpan.record.jkf.JkfJson.TooManyValues;
import dev.shinpan.record.kif.KifHeaderFacts;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One JKF document read into the builder: the warnings on the document's keys, its
 * {@code header}, its start ({@link JkfStart}), then its {@code moves} ({@link JkfMoves}),
 * streamed as they come. Problems come in that order whatever the order of the keys in the text,
 * as JavaScript's reading of the document would give them: a document whose {@code moves} come
 * before another key is read a second time ({@link Restart}), once for the keys and once for the
 * moves, from where they start.
 */
final class JkfDocument {

    private static final java.util.Set<String> TOP_LEVEL_KEYS = java.util.Set.of("header", "initial", "moves");

    private final JkfJson json;
    private final RecordBuilder builder;
    private final boolean duplicatesKnown;
    private final int maxValues;

    /** The keys of the document not read, each where it was last given, in the order first given. */
    private final Map<String, Spot> unknown = new LinkedHashMap<>();

    private HeaderField[] header;
    private Spot headerAt;
    private boolean headerGiven;
    private JkfStart.Initial initial;
    private Spot initialAt;
    /** The root object's opening brace. */
    private Spot rootAt;

    JkfDocument(JkfJson json, RecordBuilder builder, boolean duplicatesKnown, int maxValues) {
        this.json = json;
        this.builder = builder;
        this.duplicatesKnown = duplicatesKnown;
        this.maxValues = maxValues;
    }

    /** A header key and its value, where the key was last given. */
    record HeaderField(String key, String value, String written, Spot at) {}

    GameRecord read() throws IOException, TooManyValues, Restart {
        Parser parser = json.open();
        try (parser) {
            JkfCursor c = new JkfCursor(json, parser, duplicatesKnown, maxValues);
            if (duplicatesKnown) {
                duplicates(json.open());
            }
            return document(c);
        } catch (StreamConstraintsException e) {
            // past one of Jackson's bounds (nesting, a string's or a number's length), which say
            // nowhere where: placed at the value being read, as any other malformed JSON is
            throw e.getLocation() != null
                    ? e
                    : new JsonParseException(parser, e.getOriginalMessage(), parser.currentTokenLocation(), e);
        }
    }

    private GameRecord document(JkfCursor c) throws IOException, TooManyValues, Restart {
        JsonToken first = c.next();
        if (first == null) {
            return notObject(1, 1, "");
        }
        if (first != JsonToken.START_OBJECT) {
            Spot at = c.spot();
            c.skip(first);
            c.p.nextToken(); // anything after the value is malformed; Jackson says where
            boolean container = first == JsonToken.START_ARRAY;
            return notObject(
                    container ? at.line() : 0, container ? at.column() : 0, JkfReader.firstChars(json.compact(at)));
        }
        rootAt = c.spot();
        Names names = new Names();
        boolean movesRead = false;
        Spot movesKey = null;
        Spot movesValue = null;
        JsonToken movesToken = null;
        while (c.next() == JsonToken.FIELD_NAME) {
            String name = c.p.currentName();
            Spot key = c.spot();
            if (movesRead && !duplicatesKnown) {
                throw Restart.INSTANCE; // its warning or its value comes before the moves
            }
            int held = c.hold();
            JsonToken t = c.value();
            switch (name) {
                case "header" -> header(c, t, key);
                case "initial" -> {
                    initial = JkfStart.Initial.read(c, t);
                    initialAt = key;
                }
                case "moves" -> {
                    movesKey = key;
                    movesValue = c.p.valueSpot();
                    movesToken = t;
                    if (duplicatesKnown) {
                        c.skip(t); // read below, once every key is known
                    } else {
                        movesRead = true;
                        moves(c, t, key, movesValue);
                    }
                }
                default -> {
                    unknown.put(name, key);
                    c.skip(t);
                }
            }
            c.release(held);
            if (!names.add(name)) {
                c.duplicate();
            }
        }
        c.p.nextToken(); // anything after the document is malformed; Jackson says where
        if (!movesRead) {
            if (movesToken == null) {
                prelude();
                builder.problem(Problem.error(
                        rootAt.line(), rootAt.column(), "{", Message.of("read.jkf.moves-missing", "\"moves\"")));
            } else {
                try (Parser moves = json.at(movesValue)) {
                    JkfCursor again = new JkfCursor(json, moves, true, maxValues);
                    moves(again, again.next(), movesKey, movesValue);
                }
            }
        }
        return builder.build();
    }

    private GameRecord notObject(int line, int column, String text) {
        builder.problem(Problem.error(
                line, column, text, Message.of("read.jkf.not-object", "JSON", "\"header\"", "\"moves\"", "JKF")));
        return builder.unreadable();
    }

    /** The document's warnings, its header and its start, before its moves; the start or null. */
    private StartPosition prelude() {
        for (Map.Entry<String, Spot> field : unknown.entrySet()) {
            Spot at = field.getValue();
            builder.problem(Problem.warning(
                    at.line(),
                    at.column(),
                    field.getKey(),
                    Message.of(
                            "read.jkf.unknown-field",
                            "JKF",
                            JkfMoves.quoted(field.getKey()),
                            "header, initial",
                            "moves")));
        }
        if (!headerGiven) {
            builder.problem(Problem.warning(
                    headerAt == null ? rootAt.line() : headerAt.line(),
                    headerAt == null ? rootAt.column() : headerAt.column(),
                    headerAt == null ? "{" : "header",
                    Message.of("read.jkf.header-missing", "JKF", "\"header\"")));
        } else {
            for (HeaderField f : header) {
                KifHeaderFacts.read(
                        builder.header(
                                f.key(), f.value().strip(), SourceText.of(f.written(), f.at().line(), f.at().column())),
                        builder);
            }
        }
        StartPosition start = new JkfStart(json, builder).start(initial, initialAt);
        if (start != null) {
            builder.start(start);
        }
        return start;
    }

    /** The document's {@code moves}, the prelude first. */
    private void moves(JkfCursor c, JsonToken t, Spot key, Spot value) throws IOException, TooManyValues, Restart {
        StartPosition start = prelude();
        if (t != JsonToken.START_ARRAY) {
            builder.problem(Problem.error(
                    key.line(), key.column(), "moves", Message.of("read.jkf.moves-missing", "\"moves\"")));
            c.skip(t);
            return;
        }
        if (start == null) {
            c.skip(t);
            return;
        }
        new JkfMoves(c, builder).read(value);
    }

    /** The header object, or the note that it is not one. */
    private void header(JkfCursor c, JsonToken t, Spot key) throws IOException, TooManyValues, Restart {
        headerAt = key;
        if (t != JsonToken.START_OBJECT) {
            headerGiven = false;
            c.skip(t);
            return;
        }
        headerGiven = true;
        Map<String, HeaderField> fields = new LinkedHashMap<>();
        while (c.next() == JsonToken.FIELD_NAME) {
            String name = c.p.currentName();
            Spot at = c.spot();
            JsonToken v = c.value();
            String text;
            String written;
            if (v == JsonToken.VALUE_STRING) {
                text = c.p.getText();
                if (JkfJson.plain(name) && JkfJson.plain(text)) {
                    written = '"' + name + "\":\"" + text + '"';
                } else {
                    StringBuilder w = new StringBuilder();
                    JkfJson.quote(name, w);
                    w.append(':');
                    JkfJson.quote(text, w);
                    written = w.toString();
                }
            } else {
                Spot valueAt = c.p.valueSpot();
                c.skip(v);
                String compact = json.compact(valueAt);
                text = v == JsonToken.VALUE_NULL || v.isScalarValue() ? scalarText(v, compact) : compact;
                StringBuilder w = new StringBuilder();
                JkfJson.quote(name, w);
                written = w.append(':').append(compact).toString();
            }
            if (fields.put(name, new HeaderField(name, text, written, at)) != null) {
                c.duplicate();
            }
        }
        header = fields.values().toArray(new HeaderField[0]);
    }

    /** A scalar's text as Jackson's tree gives it ({@code asText()}): a number's digits, true, false, null. */
    private static String scalarText(JsonToken t, String compact) {
        if (t == JsonToken.VALUE_NUMBER_FLOAT && compact.startsWith("\"")) {
            return compact.substring(1, compact.length() - 1);
        }
        return compact;
    }

    /**
     * Every name given twice in one object, in the order Jackson's tree met them (after the later
     * value), each a warning before all else.
     */
    private void duplicates(Parser scan) throws IOException {
        List<Problem> found = new ArrayList<>();
        try (scan) {
            JsonToken first = scan.nextToken();
            if (first != null) {
                duplicates(scan, first, found);
            }
        } catch (StreamConstraintsException e) {
            throw e.getLocation() != null
                    ? e
                    : new JsonParseException(scan, e.getOriginalMessage(), scan.currentTokenLocation(), e);
        }
        for (Problem problem : found) {
            builder.problem(problem);
        }
    }

    private static void duplicates(Parser scan, JsonToken t, List<Problem> found) throws IOException {
        if (t == JsonToken.START_OBJECT) {
            Names names = new Names();
            while (scan.nextToken() == JsonToken.FIELD_NAME) {
                String name = scan.currentName();
                Spot at = scan.spot();
                duplicates(scan, scan.nextToken(), found);
                if (!names.add(name)) {
                    found.add(Problem.warning(
                            at.line(), at.column(), name, Message.of("read.jkf.duplicate", JkfMoves.quoted(name))));
                }
            }
        } else if (t == JsonToken.START_ARRAY) {
            JsonToken next;
            while ((next = scan.nextToken()) != JsonToken.END_ARRAY) {
                duplicates(scan, next, found);
            }
        }
    }
}
