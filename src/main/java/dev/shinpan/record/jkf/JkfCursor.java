package dev.shinpan.record.jkf;

import com.fasterxml.jackson.core.JsonToken;
import dev.shinpan.record.jkf.JkfJson.Names;
import dev.shinpan.record.jkf.JkfJson.Parser;
import dev.shinpan.record.jkf.JkfJson.Spot;
import dev.shinpan.record.jkf.JkfJson.TooManyValues;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Where the JKF reader stands in the JSON: the parser, the values counted against the limit on
 * values held at once, and what a name given twice means in this reading (see {@link Restart}).
 */
final class JkfCursor {

    /**
     * The text is not in the order the reader streams: a name given twice somewhere (its warning
     * comes before all else, and the later value counts), a key of the document after its
     * {@code moves}, or a move's {@code forks} followed by what the forks depend on. The reader then
     * reads the text again, knowing the names given twice, from the places it noted.
     */
    static final class Restart extends Exception {
        static final Restart INSTANCE = new Restart();

        private Restart() {
            super(null, null, false, false);
        }
    }

    final JkfJson json;
    Parser p;
    /** Whether names given twice are known (read again after a {@link Restart}); else one restarts. */
    final boolean duplicatesKnown;

    private final int maxValues;
    private int values;

    JkfCursor(JkfJson json, Parser parser, boolean duplicatesKnown, int maxValues) {
        this.json = json;
        this.p = parser;
        this.duplicatesKnown = duplicatesKnown;
        this.maxValues = maxValues;
    }

    /**
     * Starts counting the values of a part the reader holds at once, from its value whose first
     * token comes next; returns the count it ends.
     */
    int hold() {
        int before = values;
        values = 0;
        return before;
    }

    /** {@link #hold}, the part's first token current and counted already. */
    int holdCurrent() {
        int before = values;
        values = 1;
        return before;
    }

    /** Goes on counting a part held before {@link #hold}. */
    void release(int before) {
        values = before;
    }

    /** The next token, a value counted. */
    JsonToken next() throws IOException, TooManyValues {
        JsonToken t = p.nextToken();
        if (t != JsonToken.FIELD_NAME && t != JsonToken.END_OBJECT && t != JsonToken.END_ARRAY && t != null) {
            count();
        }
        return t;
    }

    /** Whether so many more values stay within the limit. */
    boolean room(int more) {
        return values + more <= maxValues;
    }

    /** Counts values read in place, without their tokens; {@link #room} said they fit. */
    void counted(int read) {
        values += read;
    }

    /** The value after a field name, counted. */
    JsonToken value() throws IOException, TooManyValues {
        JsonToken t = p.nextToken();
        count();
        return t;
    }

    private void count() throws IOException, TooManyValues {
        if (++values > maxValues) {
            throw new TooManyValues(p.spot(), JkfReader.firstChars(p.getText()));
        }
    }

    /** A name given twice in one object. */
    void duplicate() throws Restart {
        if (!duplicatesKnown) {
            throw Restart.INSTANCE;
        }
    }

    /**
     * Passes over the value whose first token is current, counting its values and telling a name
     * given twice in any object of it.
     */
    void skip(JsonToken token) throws IOException, TooManyValues, Restart {
        if (token != JsonToken.START_OBJECT && token != JsonToken.START_ARRAY) {
            return;
        }
        if (duplicatesKnown) {
            int depth = 1;
            while (depth > 0) {
                JsonToken t = next();
                if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
                    depth++;
                } else if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
                    depth--;
                }
            }
            return;
        }
        Deque<Names> objects = new ArrayDeque<>();
        objects.push(token == JsonToken.START_OBJECT ? new Names() : NO_NAMES);
        while (!objects.isEmpty()) {
            JsonToken t = next();
            if (t == JsonToken.FIELD_NAME) {
                if (!objects.peek().add(p.currentName())) {
                    duplicate();
                }
            } else if (t == JsonToken.START_OBJECT) {
                objects.push(new Names());
            } else if (t == JsonToken.START_ARRAY) {
                objects.push(NO_NAMES);
            } else if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
                objects.pop();
            }
        }
    }

    private static final Names NO_NAMES = new Names();

    Spot spot() {
        return p.spot();
    }
}
