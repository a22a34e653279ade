package dev.shinpan.record.jkf;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.core.json.ReaderBasedJsonParser;
import dev.shinpan.record.text.Blanks;
import dev.shinpan.record.text.RecordText;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JKF text as Jackson's streaming parser reads it, every token with its line, column and place
 * in the text: JSON has no lines of moves, so this is how JKF problems and moves are located. A
 * value can be read again from where it starts ({@link #at}): the reader passes a part it cannot
 * use yet (a move's {@code forks} before the move) and comes back to it, and the text of a value
 * a problem shows is written again from the text only when a problem shows it.
 *
 * <p>Ideographic spaces at line ends (copied from web pages) are not JSON whitespace; a line end
 * cannot fall inside a JSON string, so they are made plain spaces and columns stay as they were: in
 * a copy of a text held whole that Jackson found malformed ({@link #blanked}), or on the way for a
 * long text read a window at a time ({@link BlankedReader}).
 */
final class JkfJson {

    /** A value's place: where its first character stands in the text, and its line and column there. */
    record Spot(long offset, int line, int column) {
        static final Spot UNKNOWN = new Spot(-1, 0, 0);
    }

    private static final LocatingFactory FACTORY = new LocatingFactory();

    private final RecordText text;
    /** The text held whole, blanked; null for a long text read a window at a time. */
    private final char[] chars;

    private final int length;
    /** For a long text: where its windows start, so that a value is read again from its own window. */
    private final WindowStarts windowStarts = new WindowStarts();

    /**
     * The text as it is: a text held whole is blanked only when Jackson finds it malformed and it
     * holds an ideographic space ({@link #blanked}), so that the usual file is not looked through
     * for one.
     */
    JkfJson(RecordText text) {
        this(text, text.hasChars() ? text.chars() : null);
    }

    private JkfJson(RecordText text, char[] chars) {
        this.text = text;
        this.length = text.length();
        this.chars = chars;
    }

    /** The text held whole with its ideographic spaces at line ends made plain spaces, or null when it has none. */
    JkfJson blanked() {
        if (chars == null) {
            return null; // a long text is blanked as it is read
        }
        char[] blanked = blankTrailingIdeographicSpaces(chars, length);
        return blanked == chars ? null : new JkfJson(text, blanked);
    }

    /** The text held whole, blanked, or null when it is read a window at a time. */
    char[] chars() {
        return chars;
    }

    /** A parser from the start of the text. */
    Parser open() throws IOException {
        return chars != null
                ? (Parser) FACTORY.createParser(chars, 0, length)
                : (Parser) FACTORY.createParser(new BlankedReader(text, 0, windowStarts));
    }

    /**
     * A parser of the value that starts at the spot, its places those of the whole text. The text
     * from there was read once already, so it holds no malformed JSON.
     */
    Parser at(Spot spot) {
        try {
            Parser parser;
            if (chars != null) {
                parser = (Parser) FACTORY.createParser(chars, (int) spot.offset(), length - (int) spot.offset());
            } else {
                int window = windowStarts.atOrBefore(spot.offset());
                Reader reader = new BlankedReader(text, window, windowStarts);
                reader.skip(spot.offset() - window);
                parser = (Parser) FACTORY.createParser(reader);
            }
            parser.base(spot);
            return parser;
        } catch (IOException e) {
            throw new UncheckedIOException(e); // the text is in memory: no I/O
        }
    }

    /** The compact JSON of the value at the spot, as Jackson's tree writes it ({@code JsonNode.toString()}). */
    String compact(Spot spot) {
        if (spot.offset() < 0) {
            return "null";
        }
        try (Parser parser = at(spot)) {
            String number = number(parser);
            if (number != null) {
                // a number read alone must be followed by a blank, as a document's only value
                try (JsonParser alone = FACTORY.createParser(number + " ")) {
                    StringBuilder out = new StringBuilder();
                    write(alone, alone.nextToken(), out);
                    return out.toString();
                }
            }
            StringBuilder out = new StringBuilder();
            write(parser, parser.nextToken(), out);
            return out.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The number the parser is about to read, as written, or null when the value is no number. */
    private static String number(Parser parser) throws IOException {
        char[] buffer = parser.buffer();
        int i = parser.position();
        if (i >= parser.limit() && !parser.more()) {
            return null;
        }
        buffer = parser.buffer();
        i = parser.position();
        char first = buffer[i];
        if (first != '-' && (first < '0' || first > '9')) {
            return null;
        }
        StringBuilder number = new StringBuilder();
        while (true) {
            if (i == parser.limit()) {
                parser.skipTo(i);
                if (!parser.more()) {
                    break;
                }
                buffer = parser.buffer();
                i = parser.position();
            }
            char c = buffer[i];
            if (!(c >= '0' && c <= '9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E')) {
                break;
            }
            number.append(c);
            i++;
        }
        return number.toString();
    }

    /** {@link #compact}, cut to {@code max} characters and an ellipsis. */
    String shortened(Spot spot, int max) {
        String s = compact(spot);
        return s.length() <= max ? s : s.substring(0, max) + "…";
    }

    /**
     * Writes the value whose first token is current as Jackson's tree writes it: a name given twice
     * keeps its first place and takes its later value, numbers as the tree holds them.
     */
    static void write(JsonParser p, JsonToken token, StringBuilder out) throws IOException {
        switch (token) {
            case START_OBJECT -> {
                Map<String, String> fields = new LinkedHashMap<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    StringBuilder value = new StringBuilder();
                    write(p, p.nextToken(), value);
                    fields.put(name, value.toString());
                }
                out.append('{');
                boolean first = true;
                for (Map.Entry<String, String> field : fields.entrySet()) {
                    if (!first) {
                        out.append(',');
                    }
                    first = false;
                    quote(field.getKey(), out);
                    out.append(':').append(field.getValue());
                }
                out.append('}');
            }
            case START_ARRAY -> {
                out.append('[');
                boolean first = true;
                JsonToken t;
                while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
                    if (!first) {
                        out.append(',');
                    }
                    first = false;
                    write(p, t, out);
                }
                out.append(']');
            }
            case VALUE_STRING -> quote(p.getText(), out);
            case VALUE_NUMBER_INT -> out.append(p.getNumberValue());
            case VALUE_NUMBER_FLOAT -> {
                double d = p.getDoubleValue();
                if (Double.isFinite(d)) {
                    out.append(d);
                } else {
                    out.append('"').append(d).append('"'); // as Jackson writes what JSON has no number for
                }
            }
            case VALUE_TRUE -> out.append("true");
            case VALUE_FALSE -> out.append("false");
            case VALUE_NULL -> out.append("null");
            default -> throw new IllegalStateException("unexpected JSON token " + token);
        }
    }

    /** A string in quotes, escaped as Jackson escapes it. */
    static void quote(String s, StringBuilder out) {
        out.append('"');
        if (plain(s)) {
            out.append(s);
        } else {
            JsonStringEncoder.getInstance().quoteAsString(s, out);
        }
        out.append('"');
    }

    /** Whether the string is written as it is between quotes: no character needs escaping. */
    static boolean plain(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c == '"' || c == '\\') {
                return false;
            }
        }
        return true;
    }

    /**
     * Ideographic spaces at line ends are not JSON whitespace. A line end cannot fall inside a JSON
     * string, so these are outside strings and can be made plain spaces; columns stay as they were.
     * Returns {@code text} itself when it holds none, else a blanked copy of its first {@code length}
     * characters.
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
        boolean atLineEnd = true;
        for (int i = chars.length - 1; i >= 0; i--) {
            char c = chars[i];
            if (c == '\n' || c == '\r') {
                atLineEnd = true;
            } else if (atLineEnd && c == Blanks.IDSP) {
                chars[i] = ' ';
            } else if (!(atLineEnd && (c == ' ' || c == '\t'))) {
                atLineEnd = false;
            }
        }
        return chars;
    }

    /**
     * Jackson's parser of characters, telling the place of its current token without making a
     * location object for it, and the place of a field's name while its value is read: places a
     * problem may need are kept as numbers, for every move.
     */
    static final class Parser extends ReaderBasedJsonParser {
        /** Where the text this parser reads starts in the whole text (a value read again). */
        private int baseLine = 1;

        private int baseColumn = 1;
        private long baseOffset;

        Parser(IOContext context, int features, Reader reader, JsonFactory factory, char[] chars, int from, int to) {
            super(
                    context,
                    features,
                    reader,
                    factory.getCodec(),
                    ((LocatingFactory) factory).symbols(),
                    chars,
                    from,
                    to,
                    false);
            if (chars != null) {
                baseOffset = from; // Jackson counts from the first character it is given
            }
        }

        Parser(IOContext context, int features, Reader reader, LocatingFactory factory) {
            super(context, features, reader, factory.getCodec(), factory.symbols());
        }

        void base(Spot spot) {
            baseLine = spot.line();
            baseColumn = spot.column();
            baseOffset = spot.offset();
        }

        private int line(int row) {
            return baseLine + row - 1;
        }

        private int column(int row, int column) {
            return row == 1 ? baseColumn - 1 + column : column;
        }

        /** The line of the current token; of a field's name while it is current. */
        int line() {
            return line(_currToken == JsonToken.FIELD_NAME ? _nameStartRow : _tokenInputRow);
        }

        /** The column of the current token, from 1; of a field's name while it is current. */
        int column() {
            return _currToken == JsonToken.FIELD_NAME
                    ? column(_nameStartRow, _nameStartCol)
                    : column(_tokenInputRow, _tokenInputCol);
        }

        /** Where the current token starts in the text (a value's first character, a name's quote). */
        long offset() {
            return baseOffset
                    + (_currToken == JsonToken.FIELD_NAME
                            ? _currInputProcessed + _nameStartOffset - 1
                            : _tokenInputTotal - 1);
        }

        /** The current token's place. */
        Spot spot() {
            return new Spot(offset(), line(), column());
        }

        /** The place of the value after the current field name, which Jackson has already found. */
        Spot valueSpot() {
            return new Spot(
                    baseOffset + _tokenInputTotal - 1, line(_tokenInputRow), column(_tokenInputRow, _tokenInputCol));
        }

        char[] buffer() {
            return _inputBuffer;
        }

        int position() {
            return _inputPtr;
        }

        int limit() {
            return _inputEnd;
        }

        void skipTo(int position) {
            _inputPtr = position;
        }

        /** The line of the character the parser reads next (none of the characters skipped to it breaks a line). */
        int lineHere() {
            return line(_currInputRow);
        }

        /** The column of the character at a place in {@link #buffer()} on the current line, from 1. */
        int columnAt(int index) {
            return column(_currInputRow, index - _currInputRowStart + 1);
        }

        /** Where the character at a place in {@link #buffer()} stands in the text. */
        long offsetAt(int index) {
            return baseOffset + _currInputProcessed + index;
        }

        /** Reads more of the text into the buffer; false at its end. */
        boolean more() throws IOException {
            return _loadMore();
        }

        /** Where in the text the characters read so far end: just after the current token's last. */
        long end() {
            return baseOffset + _currInputProcessed + _inputPtr;
        }
    }

    /** Makes {@link Parser}s. */
    static final class LocatingFactory extends JsonFactory {
        private static final long serialVersionUID = 1L;

        com.fasterxml.jackson.core.sym.CharsToNameCanonicalizer symbols() {
            return _rootCharSymbols.makeChild();
        }

        @Override
        protected JsonParser _createParser(char[] data, int offset, int len, IOContext ctxt, boolean recyclable) {
            return new Parser(ctxt, _parserFeatures, null, this, data, offset, offset + len);
        }

        @Override
        protected JsonParser _createParser(Reader r, IOContext ctxt) {
            return new Parser(ctxt, _parserFeatures, r, this);
        }
    }

    /** Values counted as they pass: each unit the reader holds (an entry, the header) at most so many. */
    static final class TooManyValues extends Exception {
        final Spot spot;
        final String text;

        TooManyValues(Spot spot, String text) {
            super(null, null, false, false);
            this.spot = spot;
            this.text = text;
        }
    }

    /** Field names of one object, to tell one given twice. */
    static final class Names {
        private final List<String> names = new ArrayList<>(4);

        /** False when the name was given before. */
        boolean add(String name) {
            if (names.contains(name)) {
                return false;
            }
            names.add(name);
            return true;
        }
    }
}
