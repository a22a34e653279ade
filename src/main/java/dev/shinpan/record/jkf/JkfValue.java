package dev.shinpan.record.jkf;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.shinpan.record.jkf.JkfCursor.Restart;
import dev.shinpan.record.jkf.JkfJson.Spot;
import dev.shinpan.record.jkf.JkfJson.TooManyValues;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON value held whole with its places, for the parts of a JKF record read as a whole
 * before they are judged (the start position): an object's fields in the order first given, each
 * with its later value and where its name was last given, as JavaScript reads the document.
 */
final class JkfValue {

    final JsonToken token;
    final Spot at;
    /** A string's text; null for other values. */
    final String text;
    /** An int's value (a JSON integer that fits an int); 0 for other values. */
    final int intValue;

    final boolean isInt;
    private final Map<String, JkfValue> fields;
    private final Map<String, Spot> names;
    private final List<JkfValue> elements;

    private JkfValue(JsonToken token, Spot at, String text, int intValue, boolean isInt) {
        this.token = token;
        this.at = at;
        this.text = text;
        this.intValue = intValue;
        this.isInt = isInt;
        this.fields = token == JsonToken.START_OBJECT ? new LinkedHashMap<>() : null;
        this.names = token == JsonToken.START_OBJECT ? new LinkedHashMap<>() : null;
        this.elements = token == JsonToken.START_ARRAY ? new ArrayList<>() : null;
    }

    /** Reads the value whose first token is current. */
    static JkfValue read(JkfCursor c, JsonToken t) throws IOException, TooManyValues, Restart {
        JsonParser p = c.p;
        Spot at = c.spot();
        boolean isInt = t == JsonToken.VALUE_NUMBER_INT && p.getNumberType() == JsonParser.NumberType.INT;
        JkfValue value = new JkfValue(
                t, at, t == JsonToken.VALUE_STRING ? p.getText() : null, isInt ? p.getIntValue() : 0, isInt);
        if (t == JsonToken.START_OBJECT) {
            while (c.next() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                Spot nameAt = c.spot();
                JkfValue field = read(c, c.value());
                value.fields.put(name, field);
                if (value.names.put(name, nameAt) != null) {
                    c.duplicate();
                }
            }
        } else if (t == JsonToken.START_ARRAY) {
            JsonToken next;
            while ((next = c.next()) != JsonToken.END_ARRAY) {
                value.elements.add(read(c, next));
            }
        }
        return value;
    }

    boolean isObject() {
        return fields != null;
    }

    boolean isArray() {
        return elements != null;
    }

    boolean isNull() {
        return token == JsonToken.VALUE_NULL;
    }

    boolean isTextual() {
        return text != null;
    }

    boolean isEmpty() {
        return fields != null ? fields.isEmpty() : elements == null || elements.isEmpty();
    }

    int size() {
        return fields != null ? fields.size() : elements == null ? 0 : elements.size();
    }

    /** A field's value, JSON null included; null when absent or not an object. */
    JkfValue get(String name) {
        return fields == null ? null : fields.get(name);
    }

    JkfValue get(int index) {
        return elements.get(index);
    }

    Map<String, JkfValue> fields() {
        return fields;
    }

    /** Where an object or array begins; nowhere (line 0) for other values, as Jackson's tree had it. */
    Spot start() {
        return isObject() || isArray() ? at : Spot.UNKNOWN;
    }

    /** Where a field's name was last given in this object, or else where the object begins. */
    Spot field(String name) {
        if (names == null) {
            return Spot.UNKNOWN;
        }
        Spot place = names.get(name);
        return place != null ? place : at;
    }

    /** The compact JSON of the value. */
    String compact(JkfJson json) {
        return json.compact(at);
    }
}
