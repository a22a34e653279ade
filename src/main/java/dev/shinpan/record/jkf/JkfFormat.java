package dev.shinpan.record.jkf;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.Stated;
import dev.shinpan.record.TimeControl;
import dev.shinpan.record.codec.FormatCodec;
import dev.shinpan.record.codec.FormatEvidence;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.record.codec.RecordWriter;
import dev.shinpan.record.kif.KifGameFacts;
import dev.shinpan.record.text.LineChars;
import dev.shinpan.record.text.RecordText;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.io.Reader;
import java.util.List;

/** JKF, JSON Kifu Format, as the registry knows it: told by a JSON object with JKF's keys. */
public final class JkfFormat implements FormatCodec {

    @Override
    public RecordFormat format() {
        return RecordFormat.JKF;
    }

    @Override
    public RecordReader reader() {
        return new JkfReader();
    }

    @Override
    public RecordWriter writer() {
        return new JkfWriter();
    }

    /** JKF's header has the KIF keys. */
    @Override
    public GameFacts facts(GameRecord record) {
        return KifGameFacts.of(record.header());
    }

    @Override
    public Stated<TimeControl> timeControl(GameRecord record) {
        return KifGameFacts.timeControl(record.header());
    }

    @Override
    public FormatEvidence evidence() {
        return Evidence.INSTANCE;
    }

    @Override
    public List<String> extensions() {
        return List.of("jkf", "json");
    }

    /** Few lines, or one. */
    @Override
    public boolean notesLineBreaks() {
        return false;
    }

    /** A JSON object whose first keys are JKF's {@code "header"} or {@code "moves"}; any other JSON is no record. */
    private static final class Evidence implements FormatEvidence {

        static final Evidence INSTANCE = new Evidence();

        @Override
        public String names() {
            return "JKF";
        }

        @Override
        public boolean byLines() {
            return false;
        }

        @Override
        public boolean opensWith(char first) {
            return first == '{' || first == '[';
        }

        @Override
        public Told opening(RecordText content, char[] head, int first, int length) {
            if (head[first] == '[') {
                return Told.none(Message.of("read.detect.json-array", "JSON", "JKF"));
            }
            if (startsWithJkfKey(head, first, length) || JsonKeys.jkf(content)) {
                return Told.as(RecordFormat.JKF, "a JSON object with JKF's \"header\"/\"moves\"");
            }
            return Told.none(Message.of("read.detect.json-object", "JSON", "JKF", "\"header\"", "\"moves\""));
        }

        @Override
        public int line(char[] text, int start, int end) {
            return NONE;
        }

        @Override
        public Tally tally() {
            throw new UnsupportedOperationException("JKF is told by its opening");
        }
    }

    /**
     * Whether the object opening at {@code brace} has {@code "header"} or {@code "moves"}, written
     * plainly, as its first key, as JKF writers put it: then the JSON parser, which would stop at
     * that key with the same answer, is not needed (nor loaded, for a single file).
     */
    private static boolean startsWithJkfKey(char[] text, int brace, int length) {
        int i = jsonBlanks(text, brace + 1, length);
        int end = LineChars.startsWith(text, length, "\"header\"", i)
                ? i + 8
                : LineChars.startsWith(text, length, "\"moves\"", i) ? i + 7 : -1;
        if (end < 0) {
            return false;
        }
        int colon = jsonBlanks(text, end, length);
        return colon < length && text[colon] == ':';
    }

    /** The index of the first character at or after {@code from} that is not JSON whitespace. */
    private static int jsonBlanks(char[] text, int from, int length) {
        int i = from;
        while (i < length && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r')) {
            i++;
        }
        return i;
    }

    /** The JSON parser, in a class of its own so that only JSON input loads it. */
    private static final class JsonKeys {

        private static final JsonFactory JSON = new JsonFactory();

        /** Whether the object's keys are JKF's. */
        static boolean jkf(RecordText text) {
            boolean moves = false;
            boolean header = false;
            try (JsonParser p = JSON.createParser(new PrefixReader(text))) {
                p.nextToken();
                // JKF writes "header" first and "moves" last: stop at the first of them.
                while (!moves && !header && p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    moves = name.equals("moves");
                    header = name.equals("header");
                    p.nextToken();
                    p.skipChildren();
                }
            } catch (JacksonException e) {
                // Malformed JSON: the keys still tell whether it was meant to be JKF, and the JKF
                // reader will then say where it is broken.
                return holdsKey(text);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            return moves || header;
        }

        /**
         * Whether {@code "moves"} or {@code "header"} stands anywhere in the text, read through
         * once from the start: a long text window by window, never made whole (a 60 MB one whole
         * did not fit in 256 MB beside its bytes).
         */
        private static boolean holdsKey(RecordText text) {
            String moves = "\"moves\"";
            String header = "\"header\"";
            int inMoves = 0;
            int inHeader = 0;
            for (int i = 0, n = text.length(); i < n; i++) {
                char c = text.charAt(i);
                // each key has quotes only at its ends: a mismatch starts again at a quote or not at all
                inMoves = c == moves.charAt(inMoves) ? inMoves + 1 : c == '"' ? 1 : 0;
                inHeader = c == header.charAt(inHeader) ? inHeader + 1 : c == '"' ? 1 : 0;
                if (inMoves == moves.length() || inHeader == header.length()) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * A text given to a JSON parser a little at a time: the keys that tell JKF stand at the start,
     * and a parser given the whole string copies all of it into its buffer first.
     */
    private static final class PrefixReader extends Reader {

        private static final int CHUNK = 256;

        private final RecordText text;
        private final char[] chars;
        private int next;

        PrefixReader(RecordText text) {
            this.text = text;
            this.chars = text.hasChars() ? text.chars() : null;
        }

        @Override
        public int read(char[] buffer, int offset, int length) {
            if (next >= text.length()) {
                return -1;
            }
            int n = Math.min(Math.min(length, CHUNK), text.length() - next);
            if (chars != null) {
                System.arraycopy(chars, next, buffer, offset, n);
            } else {
                for (int i = 0; i < n; i++) {
                    buffer[offset + i] = text.charAt(next + i);
                }
            }
            next += n;
            return n;
        }

        @Override
        public void close() {}
    }
}
