package dev.shinpan.record.jkf;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON document as a Jackson tree that remembers where things stand in the text: the start of
 * every object and array, and the name of every field. JSON has no lines of moves, so this is how
 * JKF problems and moves get a line and column. The places are kept in the nodes themselves, so
 * finding one costs no lookup in a table of every node.
 */
final class LocatedJson {

    /** A 1-based line and column in the decoded text. */
    record Place(int line, int column) {
        static final Place UNKNOWN = new Place(0, 0);
    }

    /** A field name given twice in one object; the later value counts, as in JavaScript. */
    record Duplicate(String name, Place place) {}

    static final JsonFactory FACTORY = new JsonFactory();

    private final JsonNode root;
    private final List<Duplicate> duplicates;

    private LocatedJson(JsonNode root, List<Duplicate> duplicates) {
        this.root = root;
        this.duplicates = List.copyOf(duplicates);
    }

    /**
     * The document holds more values than it may: a tree of them all would outgrow the heap long
     * before the input limit does (some 170 bytes a value, against 2 to 10 characters a value of
     * text). Where the first value over the limit begins, with its first characters.
     */
    static final class TooManyValues extends Exception {
        final Place place;
        final String text;

        private TooManyValues(Place place, String text) {
            super(null, null, false, false);
            this.place = place;
            this.text = text;
        }
    }

    /** Parses one JSON value filling the whole text; throws Jackson's located exception when malformed. */
    static LocatedJson parse(String text) throws JacksonException {
        try {
            return parse(text.toCharArray(), text.length(), Integer.MAX_VALUE);
        } catch (TooManyValues e) {
            throw new IllegalStateException("no limit was set", e);
        }
    }

    /**
     * Parses one JSON value filling {@code chars[0, length)}, read in place, holding at most
     * {@code maxValues} values; throws Jackson's located exception when malformed.
     */
    static LocatedJson parse(char[] chars, int length, int maxValues) throws JacksonException, TooManyValues {
        return parseInMemory(() -> FACTORY.createParser(chars, 0, length), maxValues);
    }

    /** {@link #parse(char[], int, int)} of a long text given by a reader over its windows. */
    static LocatedJson parse(Reader text, int maxValues) throws JacksonException, TooManyValues {
        return parseInMemory(() -> FACTORY.createParser(text), maxValues);
    }

    /** Opens a parser over a text in memory. */
    private interface ParserSource {
        JsonParser open() throws IOException;
    }

    private static LocatedJson parseInMemory(ParserSource source, int maxValues)
            throws JacksonException, TooManyValues {
        try {
            return parse(source.open(), maxValues);
        } catch (JacksonException e) {
            throw e;
        } catch (IOException e) {
            // The characters, or the reader's windows, are in memory: no I/O.
            throw new IllegalStateException(e);
        }
    }

    private static LocatedJson parse(JsonParser parser, int maxValues) throws IOException, TooManyValues {
        try (parser) {
            Builder builder = new Builder(maxValues);
            JsonToken first = parser.nextToken();
            if (first == null) {
                return new LocatedJson(null, List.of());
            }
            JsonNode root = builder.value(parser, first);
            // Anything after the value is malformed; Jackson reports where.
            parser.nextToken();
            return new LocatedJson(root, builder.duplicates);
        } catch (StreamConstraintsException e) {
            // past one of Jackson's bounds (nesting, a string's or a number's length), which say
            // nowhere where: placed at the value being read, as any other malformed JSON is
            throw e.getLocation() != null
                    ? e
                    : new JsonParseException(parser, e.getOriginalMessage(), parser.currentTokenLocation(), e);
        }
    }

    /** The document's value, or null for an empty text. */
    JsonNode root() {
        return root;
    }

    /** Field names given twice in one object, in text order. */
    List<Duplicate> duplicates() {
        return duplicates;
    }

    /** Where an object or array begins. */
    Place start(JsonNode container) {
        if (container instanceof PlacedObject o) {
            return o.start;
        }
        return container instanceof PlacedArray a ? a.start : Place.UNKNOWN;
    }

    /** Where a field's name stands in its object, or else where the object begins. */
    Place field(JsonNode object, String name) {
        if (!(object instanceof PlacedObject o)) {
            return Place.UNKNOWN;
        }
        Place place = o.placeOf(name);
        return place != null ? place : o.start;
    }

    /** An object that knows where it and each of its field names begin. */
    private static final class PlacedObject extends ObjectNode {
        /** Beyond this many fields, names are found through a map, so a huge object costs no square time. */
        private static final int LINEAR = 16;

        final Place start;
        private String[] names = new String[4];
        private Place[] places = new Place[4];
        private int count;
        private Map<String, Place> many;

        PlacedObject(JsonNodeFactory nodes, Place start) {
            super(nodes);
            this.start = start;
        }

        /** Remembers where a field's name stands; returns false when the name was given before. */
        boolean place(String name, Place at) {
            if (many != null) {
                return many.put(name, at) == null;
            }
            for (int i = 0; i < count; i++) {
                if (names[i].equals(name)) {
                    places[i] = at;
                    return false;
                }
            }
            if (count == LINEAR) {
                many = new HashMap<>();
                for (int i = 0; i < count; i++) {
                    many.put(names[i], places[i]);
                }
                many.put(name, at);
                return true;
            }
            if (count == names.length) {
                names = Arrays.copyOf(names, count * 2);
                places = Arrays.copyOf(places, count * 2);
            }
            names[count] = name;
            places[count++] = at;
            return true;
        }

        Place placeOf(String name) {
            if (many != null) {
                return many.get(name);
            }
            for (int i = 0; i < count; i++) {
                if (names[i].equals(name)) {
                    return places[i];
                }
            }
            return null;
        }
    }

    /** An array that knows where it begins. */
    private static final class PlacedArray extends ArrayNode {
        final Place start;

        PlacedArray(JsonNodeFactory nodes, Place start) {
            super(nodes);
            this.start = start;
        }
    }

    private static final class Builder {
        private final JsonNodeFactory nodes = JsonNodeFactory.instance;
        private final List<Duplicate> duplicates = new ArrayList<>();
        private final int maxValues;
        private int values;

        Builder(int maxValues) {
            this.maxValues = maxValues;
        }

        JsonNode value(JsonParser p, JsonToken token) throws IOException, TooManyValues {
            if (++values > maxValues) {
                throw new TooManyValues(place(p.currentTokenLocation()), JkfReader.firstChars(p.getText()));
            }
            return switch (token) {
                case START_OBJECT -> object(p);
                case START_ARRAY -> array(p);
                case VALUE_STRING -> nodes.textNode(p.getText());
                case VALUE_NUMBER_INT ->
                    switch (p.getNumberType()) {
                        case INT -> nodes.numberNode(p.getIntValue());
                        case LONG -> nodes.numberNode(p.getLongValue());
                        default -> nodes.numberNode(p.getBigIntegerValue());
                    };
                case VALUE_NUMBER_FLOAT -> nodes.numberNode(p.getDoubleValue());
                case VALUE_TRUE -> nodes.booleanNode(true);
                case VALUE_FALSE -> nodes.booleanNode(false);
                case VALUE_NULL -> nodes.nullNode();
                default -> throw new IllegalStateException("unexpected JSON token " + token);
            };
        }

        private ObjectNode object(JsonParser p) throws IOException, TooManyValues {
            PlacedObject object = new PlacedObject(nodes, place(p.currentTokenLocation()));
            JsonToken token;
            while ((token = p.nextToken()) == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                Place at = place(p.currentTokenLocation());
                JsonNode value = value(p, p.nextToken());
                if (!object.place(name, at)) {
                    duplicates.add(new Duplicate(name, at));
                }
                object.set(name, value);
            }
            return object;
        }

        private ArrayNode array(JsonParser p) throws IOException, TooManyValues {
            PlacedArray array = new PlacedArray(nodes, place(p.currentTokenLocation()));
            JsonToken token;
            while ((token = p.nextToken()) != JsonToken.END_ARRAY) {
                if (token == null) {
                    throw new JsonParseException(p, "unexpected end of input inside an array");
                }
                array.add(value(p, token));
            }
            return array;
        }

        private static Place place(JsonLocation location) {
            return new Place(location.getLineNr(), location.getColumnNr());
        }
    }
}
