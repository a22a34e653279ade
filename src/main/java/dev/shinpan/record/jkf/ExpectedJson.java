package dev.shinpan.record.jkf;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Jackson's token stream as the streamed JKF reader takes it: each step says what it expects, and
 * anything else throws {@link Unusual}, which sends the text to the general path. Nothing here
 * reports a problem; it only refuses.
 */
final class ExpectedJson {

    /** The text is not of the shape the streamed path reads; carries no stack trace, as it is flow control. */
    static final class Unusual extends Exception {
        static final Unusual INSTANCE = new Unusual();

        private Unusual() {
            super(null, null, false, false);
        }
    }

    private final JsonParser p;

    ExpectedJson(JsonParser parser) {
        this.p = parser;
    }

    JsonToken next() throws IOException {
        return p.nextToken();
    }

    /** Where the current token begins. */
    JsonLocation location() {
        return p.currentTokenLocation();
    }

    /** The current key, or the text of the current value. */
    String text() throws IOException {
        return p.getText();
    }

    /** The length of the current token's text, as {@link #text} would give it. */
    int textLength() throws IOException {
        return p.getTextLength();
    }

    /**
     * The next key of the object being read, or null at its end; the guess, when given, is tried
     * first: Jackson matches it in place, sparing the lookup of the name.
     */
    String field(SerializedString guess) throws IOException, Unusual {
        if (guess != null && p.nextFieldName(guess)) {
            return guess.getValue();
        }
        JsonToken token = guess == null ? p.nextToken() : p.currentToken();
        if (token == JsonToken.FIELD_NAME) {
            return p.currentName();
        }
        current(token, JsonToken.END_OBJECT);
        return null;
    }

    String nextName() throws IOException, Unusual {
        expect(JsonToken.FIELD_NAME);
        return p.currentName();
    }

    void expect(JsonToken wanted) throws IOException, Unusual {
        current(p.nextToken(), wanted);
    }

    void current(JsonToken wanted) throws Unusual {
        current(p.currentToken(), wanted);
    }

    static void current(JsonToken token, JsonToken wanted) throws Unusual {
        if (token != wanted) {
            throw Unusual.INSTANCE;
        }
    }

    /** True, for a key seen for the first time; a repeated key is a warning, left to the general path. */
    static boolean once(boolean seen) throws Unusual {
        if (seen) {
            throw Unusual.INSTANCE;
        }
        return true;
    }

    /** A one-digit int in range, read from the token's text, sparing Jackson's number parsing. */
    int digit(JsonToken token, int min, int max) throws IOException, Unusual {
        if (token != JsonToken.VALUE_NUMBER_INT || p.getTextLength() != 1) {
            throw Unusual.INSTANCE;
        }
        int value = p.getTextCharacters()[p.getTextOffset()] - '0';
        if (value < min || value > max) {
            throw Unusual.INSTANCE;
        }
        return value;
    }

    boolean bool(JsonToken token) throws Unusual {
        if (token != JsonToken.VALUE_TRUE && token != JsonToken.VALUE_FALSE) {
            throw Unusual.INSTANCE;
        }
        return token == JsonToken.VALUE_TRUE;
    }

    /** A string that is written as it is between quotes (see {@link CompactJson#plain}). */
    String plainString(JsonToken token) throws IOException, Unusual {
        current(token, JsonToken.VALUE_STRING);
        String value = p.getText();
        if (!CompactJson.plain(value)) {
            throw Unusual.INSTANCE;
        }
        return value;
    }

    /** An int or a float, as a double the way the general path's tree gives it. */
    double number(JsonToken token) throws IOException, Unusual {
        if (token == JsonToken.VALUE_NUMBER_FLOAT) {
            return p.getDoubleValue();
        }
        if (token != JsonToken.VALUE_NUMBER_INT || p.getNumberType() != JsonParser.NumberType.INT) {
            throw Unusual.INSTANCE;
        }
        return p.getIntValue();
    }

    /** JSON null (none) or an array of strings. */
    List<String> strings() throws IOException, Unusual {
        JsonToken token = p.nextToken();
        if (token == JsonToken.VALUE_NULL) {
            return List.of();
        }
        current(token, JsonToken.START_ARRAY);
        List<String> strings = new ArrayList<>(2);
        while ((token = p.nextToken()) == JsonToken.VALUE_STRING) {
            strings.add(p.getText());
        }
        current(token, JsonToken.END_ARRAY);
        return strings;
    }
}
