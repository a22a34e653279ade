package dev.shinpan.record.jkf;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON document as a Jackson tree that remembers where things stand in the text: the start of
 * every object and array, and the name of every field. JSON has no lines of moves, so this is how
 * JKF problems and moves get a line and column.
 */
final class LocatedJson {

    /** A 1-based line and column in the decoded text. */
    record Place(int line, int column) {
        static final Place UNKNOWN = new Place(0, 0);
    }

    /** A field name given twice in one object; the later value counts, as in JavaScript. */
    record Duplicate(String name, Place place) {
    }

    private static final JsonFactory FACTORY = new JsonFactory();

    private final JsonNode root;
    private final Map<JsonNode, Place> starts;
    private final Map<JsonNode, Map<String, Place>> fields;
    private final List<Duplicate> duplicates;

    private LocatedJson(JsonNode root, Map<JsonNode, Place> starts, Map<JsonNode, Map<String, Place>> fields,
            List<Duplicate> duplicates) {
        this.root = root;
        this.starts = starts;
        this.fields = fields;
        this.duplicates = List.copyOf(duplicates);
    }

    /** Parses one JSON value filling the whole text; throws Jackson's located exception when malformed. */
    static LocatedJson parse(String text) throws JacksonException {
        try (JsonParser parser = FACTORY.createParser(text)) {
            Builder builder = new Builder();
            JsonToken first = parser.nextToken();
            if (first == null) {
                return new LocatedJson(null, Map.of(), Map.of(), List.of());
            }
            JsonNode root = builder.value(parser, first);
            // Anything after the value is malformed; Jackson reports where.
            parser.nextToken();
            return new LocatedJson(root, builder.starts, builder.fields, builder.duplicates);
        } catch (JacksonException e) {
            throw e;
        } catch (IOException e) {
            // Reading from a String does no I/O.
            throw new IllegalStateException(e);
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
        return starts.getOrDefault(container, Place.UNKNOWN);
    }

    /** Where a field's name stands in its object, or else where the object begins. */
    Place field(JsonNode object, String name) {
        Map<String, Place> names = fields.get(object);
        Place place = names == null ? null : names.get(name);
        return place != null ? place : start(object);
    }

    private static final class Builder {
        private final JsonNodeFactory nodes = JsonNodeFactory.instance;
        private final Map<JsonNode, Place> starts = new IdentityHashMap<>();
        private final Map<JsonNode, Map<String, Place>> fields = new IdentityHashMap<>();
        private final List<Duplicate> duplicates = new ArrayList<>();

        JsonNode value(JsonParser p, JsonToken token) throws IOException {
            return switch (token) {
                case START_OBJECT -> object(p);
                case START_ARRAY -> array(p);
                case VALUE_STRING -> nodes.textNode(p.getText());
                case VALUE_NUMBER_INT -> switch (p.getNumberType()) {
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

        private ObjectNode object(JsonParser p) throws IOException {
            ObjectNode object = nodes.objectNode();
            starts.put(object, place(p.currentTokenLocation()));
            Map<String, Place> names = new HashMap<>();
            JsonToken token;
            while ((token = p.nextToken()) == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                Place at = place(p.currentTokenLocation());
                JsonNode value = value(p, p.nextToken());
                if (names.put(name, at) != null) {
                    duplicates.add(new Duplicate(name, at));
                }
                object.set(name, value);
            }
            fields.put(object, names);
            return object;
        }

        private ArrayNode array(JsonParser p) throws IOException {
            ArrayNode array = nodes.arrayNode();
            starts.put(array, place(p.currentTokenLocation()));
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
