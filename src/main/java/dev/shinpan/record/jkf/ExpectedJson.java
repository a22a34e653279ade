package dev.shinpan.record.jkf;

import dev.shinpan.record.text.LineChars;
import dev.shinpan.record.text.RecordText;
import java.util.ArrayList;
import java.util.List;

/**
 * The JSON tokens of a text as the streamed JKF reader takes them, scanned by hand: each step says
 * what it expects, and anything else throws {@link Unusual}, which sends the text to the general
 * path (Jackson, located errors). Nothing here reports a problem; it only refuses.
 *
 * <p>It accepts a strict part of JSON: strings without escapes or control characters, integers of
 * at most nine digits, plain decimals, {@code true}, {@code false}, {@code null}, with only space,
 * tab, LF and CR between tokens. What it accepts it reads as Jackson does, down to the place of each
 * token (line and column as Jackson counts them: CR LF is one line break, a lone CR one too);
 * whatever Jackson would reject it refuses. A move written compactly, as writers save it, has its
 * keys and squares compared in place ({@link #field}, {@link #compactSquare}) rather than taken
 * token by token.
 *
 * <p>A long text (one not held as characters) is read a window at a time: the characters from the
 * reading position (or a place {@link #pin pinned} before it) on are carried into a new array with
 * the next window, so that offsets into {@link #chars()} hold while the current token is read, or,
 * for the pinned place, until it is let go. Before each token at least {@link #LOOKAHEAD}
 * characters stand ready, or the rest of the text: every token this reads in place but a string
 * and a run of blanks is shorter, and those two fetch what they need as they go.
 */
final class ExpectedJson {

    /** The text is not of the shape the streamed path reads; carries no stack trace, as it is flow control. */
    static final class Unusual extends Exception {
        static final Unusual INSTANCE = new Unusual();

        private Unusual() {
            super(null, null, false, false);
        }
    }

    /** The tokens, named as Jackson names them. */
    enum Token {
        START_OBJECT,
        END_OBJECT,
        START_ARRAY,
        END_ARRAY,
        FIELD_NAME,
        VALUE_STRING,
        VALUE_NUMBER_INT,
        VALUE_NUMBER_FLOAT,
        VALUE_TRUE,
        VALUE_FALSE,
        VALUE_NULL
    }

    /** Longer strings are left to the general path, which applies Jackson's limits. */
    private static final int MAX_STRING = 1 << 20;
    /** Deeper nesting than the JKF shape has is refused long before this. */
    private static final int MAX_DEPTH = 62;

    private static final int MAX_INT_DIGITS = 9;
    private static final int MAX_FLOAT_LENGTH = 24;
    /** Characters ready before a token: more than the longest move object {@link StreamedMove} reads in place. */
    static final int LOOKAHEAD = 256;

    /** What may come next. */
    private static final int VALUE = 0;

    private static final int VALUE_OR_END_ARRAY = 1;
    private static final int NAME_OR_END_OBJECT = 2;
    private static final int COMMA_OR_END = 3;
    private static final int ROOT_DONE = 4;

    private char[] c;
    private int n;
    /** The long text read a window at a time, or null when {@link #c} holds the whole text. */
    private final RecordText windows;
    /** Where in the text {@code c[0]} stands, and where the windows fetched so far end. */
    private int base;

    private int fetched;
    /** A place kept in {@link #c} across windows, or -1. */
    private int pin = -1;
    /** Whether the current token is kept in {@link #c} across windows: a key while blanks before its colon are passed. */
    private boolean holdToken;

    private int pos;
    private int line = 1;
    /** Where the current line starts in the text (not in {@link #c}). */
    private int lineStart;

    private int state = VALUE;
    /** Bit k set: the container at depth k + 1 is an object. */
    private long objects;

    private int depth;

    private Token token;
    private int tokenStart;
    private int tokenLine;
    private int tokenColumn;
    private int textStart;
    private int textEnd;

    /** @param chars the text's characters, {@code [0, length)}, shared: not to be changed */
    ExpectedJson(char[] chars, int length) {
        this.c = chars;
        this.n = length;
        this.windows = null;
    }

    /** The text, in place when it is held as characters, else a window at a time. */
    ExpectedJson(RecordText text) {
        if (text.hasChars()) {
            this.c = text.chars();
            this.n = text.length();
            this.windows = null;
        } else {
            this.windows = text;
            this.c = new char[0];
            fetch();
        }
    }

    /**
     * The characters read, shared: the current window, from where {@link #tokenOffset()} or the
     * pinned place stands on; the array changes when the next window comes in.
     */
    char[] chars() {
        return c;
    }

    /** How many of {@link #chars()} are the text. */
    int length() {
        return n;
    }

    /**
     * Whether the text is read a window at a time: stretches of it kept longer than a token are
     * then to be copied out of {@link #chars()}, which would otherwise keep every window alive.
     */
    boolean windowed() {
        return windows != null;
    }

    /** Keeps the current token's first character in {@link #chars()} until {@link #unpin}. */
    void pin() {
        pin = tokenStart;
    }

    /** Lets the pinned place go; returns where it stands now in {@link #chars()}. */
    int unpin() {
        int at = pin;
        pin = -1;
        return at;
    }

    /**
     * Brings the next window in after the characters still needed: from the pinned place or the
     * reading position, whichever is first (the opening quote, while a string is read). Returns how
     * far the characters moved down in the array, or -1 at the end of the text.
     */
    private int fetch() {
        if (allFetched()) {
            return -1;
        }
        int keep = pin < 0 ? pos : Math.min(pos, pin);
        if (holdToken) {
            keep = Math.min(keep, tokenStart);
        }
        char[] window = windows.window(fetched);
        fetched += window.length;
        c = LineChars.joined(c, keep, n, window);
        n = c.length;
        base += keep;
        pos -= keep;
        tokenStart -= keep;
        textStart -= keep;
        textEnd -= keep;
        if (pin >= 0) {
            pin -= keep;
        }
        return keep;
    }

    /** Whether {@link #c} holds the text to its end: held whole, or its last window fetched. */
    private boolean allFetched() {
        return windows == null || fetched == windows.length();
    }

    /** At least {@code count} characters ready from the reading position, or the rest of the text. */
    private void ready(int count) {
        // a text held whole has nothing to fetch: near its end, no call for every token
        while (n - pos < count && windows != null && fetch() >= 0) {
            // fetched
        }
    }

    /** The next token, or null at the end of the text after the root value. */
    Token next() throws Unusual {
        skipBlanks();
        ready(LOOKAHEAD);
        if (pos == n) {
            if (state != ROOT_DONE) {
                throw Unusual.INSTANCE;
            }
            token = null;
            return null;
        }
        switch (state) {
            case COMMA_OR_END -> {
                char ch = c[pos];
                if (ch == ',') {
                    pos++;
                    skipBlanks();
                    ready(LOOKAHEAD);
                    if (pos == n) {
                        throw Unusual.INSTANCE;
                    }
                    return inObject() ? name() : value();
                }
                return close(ch);
            }
            case NAME_OR_END_OBJECT -> {
                return c[pos] == '}' ? close('}') : name();
            }
            case VALUE_OR_END_ARRAY -> {
                return c[pos] == ']' ? close(']') : value();
            }
            case VALUE -> {
                return value();
            }
            default -> throw Unusual.INSTANCE; // more after the root value
        }
    }

    private boolean inObject() {
        return (objects >>> (depth - 1) & 1) != 0;
    }

    private void mark() {
        tokenStart = pos;
        tokenLine = line;
        tokenColumn = base + pos - lineStart + 1;
    }

    private void skipBlanks() {
        if (pos < n && c[pos] > ' ') {
            return; // minified JSON, as most writers save it, has no blank between tokens
        }
        while (pos < n || windows != null && fetch() >= 0) {
            char ch = c[pos];
            if (ch == ' ' || ch == '\t') {
                pos++;
            } else if (ch == '\n') {
                pos++;
                line++;
                lineStart = base + pos;
            } else if (ch == '\r') {
                pos++;
                if (pos == n) {
                    fetch();
                }
                if (pos < n && c[pos] == '\n') {
                    pos++;
                }
                line++;
                lineStart = base + pos;
            } else {
                return;
            }
        }
    }

    private Token close(char ch) throws Unusual {
        if (depth == 0 || ch != (inObject() ? '}' : ']')) {
            throw Unusual.INSTANCE;
        }
        mark();
        pos++;
        depth--;
        state = depth == 0 ? ROOT_DONE : COMMA_OR_END;
        token = ch == '}' ? Token.END_OBJECT : Token.END_ARRAY;
        return token;
    }

    private Token name() throws Unusual {
        if (c[pos] != '"') {
            throw Unusual.INSTANCE;
        }
        mark();
        string();
        holdToken = true;
        skipBlanks();
        ready(LOOKAHEAD);
        holdToken = false;
        if (pos == n || c[pos] != ':') {
            throw Unusual.INSTANCE;
        }
        pos++;
        state = VALUE;
        token = Token.FIELD_NAME;
        return token;
    }

    private Token value() throws Unusual {
        mark();
        char ch = c[pos];
        switch (ch) {
            case '{' -> {
                return open(true, Token.START_OBJECT);
            }
            case '[' -> {
                return open(false, Token.START_ARRAY);
            }
            case '"' -> {
                string();
                token = Token.VALUE_STRING;
            }
            case 't' -> token = literal("true", Token.VALUE_TRUE);
            case 'f' -> token = literal("false", Token.VALUE_FALSE);
            case 'n' -> token = literal("null", Token.VALUE_NULL);
            default -> token = number();
        }
        state = depth == 0 ? ROOT_DONE : COMMA_OR_END;
        return token;
    }

    private Token open(boolean object, Token opened) throws Unusual {
        if (depth == MAX_DEPTH) {
            throw Unusual.INSTANCE;
        }
        objects = object ? objects | 1L << depth : objects & ~(1L << depth);
        depth++;
        pos++;
        state = object ? NAME_OR_END_OBJECT : VALUE_OR_END_ARRAY;
        token = opened;
        return token;
    }

    /** A string from its opening quote at {@code pos}: its characters between the quotes, none escaped. */
    private void string() throws Unusual {
        int start = pos + 1;
        int i = start;
        while (i - start < MAX_STRING) {
            if (i == n) {
                int moved = fetch();
                if (moved < 0) {
                    break;
                }
                start -= moved;
                i -= moved;
                continue;
            }
            char ch = c[i];
            if (ch == '"') {
                textStart = start;
                textEnd = i;
                pos = i + 1;
                return;
            }
            if (ch == '\\' || ch < 0x20) {
                throw Unusual.INSTANCE;
            }
            i++;
        }
        throw Unusual.INSTANCE;
    }

    private Token literal(String word, Token literal) throws Unusual {
        int end = pos + word.length();
        if (end > n || !delimited(end) || !LineChars.startsWith(c, n, word, pos)) {
            throw Unusual.INSTANCE;
        }
        textStart = pos;
        textEnd = end;
        pos = end;
        return literal;
    }

    /** {@code -?(0|[1-9][0-9]*)}, an integer of at most nine digits, or that with {@code .[0-9]+}. */
    private Token number() throws Unusual {
        int i = pos;
        if (c[i] == '-') {
            i++;
        }
        int digitsStart = i;
        while (i < n && c[i] >= '0' && c[i] <= '9') {
            i++;
        }
        int digits = i - digitsStart;
        if (digits == 0 || digits > 1 && c[digitsStart] == '0') {
            throw Unusual.INSTANCE;
        }
        Token kind = Token.VALUE_NUMBER_INT;
        if (i < n && c[i] == '.') {
            int fractionStart = ++i;
            while (i < n && c[i] >= '0' && c[i] <= '9') {
                i++;
            }
            if (i == fractionStart || i - pos > MAX_FLOAT_LENGTH) {
                throw Unusual.INSTANCE;
            }
            kind = Token.VALUE_NUMBER_FLOAT;
        } else if (digits > MAX_INT_DIGITS) {
            throw Unusual.INSTANCE;
        }
        if (!delimited(i)) {
            throw Unusual.INSTANCE; // an exponent, or letters run on: Jackson's business
        }
        textStart = pos;
        textEnd = i;
        pos = i;
        return kind;
    }

    /** Whether a value ending at {@code i} is followed by what may follow a value. */
    private boolean delimited(int i) {
        if (i == n) {
            // a token as long as the characters made ready is longer than any this reads
            return allFetched();
        }
        char ch = c[i];
        return ch == ',' || ch == '}' || ch == ']' || ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
    }

    /** Where the current token begins, as an index into the text. */
    int tokenOffset() {
        return tokenStart;
    }

    /** The line of the current token's first character, from 1. */
    int tokenLine() {
        return tokenLine;
    }

    /** The column of the current token's first character, from 1. */
    int tokenColumn() {
        return tokenColumn;
    }

    /** The current key, or the text of the current value. */
    String text() {
        return new String(c, textStart, textEnd - textStart);
    }

    /** The {@code k}-th character of the current token's text, without making the text. */
    char textChar(int k) {
        return c[textStart + k];
    }

    /** The length of the current token's text, as {@link #text} would give it. */
    int textLength() {
        return textEnd - textStart;
    }

    private boolean textIs(String s) {
        return textEnd - textStart == s.length() && LineChars.startsWith(c, n, s, textStart);
    }

    /**
     * The next key of the object being read, or null at its end. The guess, when given, is compared
     * first, in place when the key follows at once ({@code ,"guess":} or, first in the object,
     * {@code "guess":}), and returned itself, so the usual key costs no new string.
     */
    String field(String guess) throws Unusual {
        ready(LOOKAHEAD);
        if (guess != null && guessedKey(guess)) {
            return guess;
        }
        Token t = next();
        if (t == Token.FIELD_NAME) {
            return guess != null && textIs(guess) ? guess : text();
        }
        current(t, Token.END_OBJECT);
        return null;
    }

    /** Takes {@code ,"key":} or {@code "key":} written without blanks, where a key may come; false, taking nothing, otherwise. */
    private boolean guessedKey(String key) {
        int i = pos;
        if (state == COMMA_OR_END) {
            if (i >= n || c[i] != ',' || !inObject()) {
                return false;
            }
            i++;
        } else if (state != NAME_OR_END_OBJECT) {
            return false;
        }
        int length = key.length();
        if (i + length + 2 >= n
                || c[i] != '"'
                || c[i + length + 1] != '"'
                || c[i + length + 2] != ':'
                || !LineChars.startsWith(c, n, key, i + 1)) {
            return false;
        }
        pos = i;
        mark();
        textStart = i + 1;
        textEnd = i + 1 + length;
        pos = i + length + 3;
        state = VALUE;
        token = Token.FIELD_NAME;
        return true;
    }

    /**
     * A square written {@code {"x":D,"y":D}} with nothing between, as writers save it, taken in
     * place after its key: {@code 10 * x + y}; or -1, having taken nothing, for any other writing.
     */
    int compactSquare() {
        ready(LOOKAHEAD);
        int i = pos;
        if (state != VALUE || depth >= MAX_DEPTH - 1) {
            return -1;
        }
        int square = squareAt(c, n, i);
        if (square < 0) {
            return -1;
        }
        // as if its tokens had been read, ending at the closing brace
        pos = i + 12;
        mark();
        pos = i + 13;
        state = COMMA_OR_END;
        token = Token.END_OBJECT;
        return square;
    }

    /**
     * {@code {"x":D,"y":D}} written without blanks at {@code c[i]}, within the text's {@code n}
     * characters: {@code 10 * x + y} for D from 1 to 9, else -1.
     */
    static int squareAt(char[] c, int n, int i) {
        if (i + 13 > n
                || c[i] != '{'
                || c[i + 1] != '"'
                || c[i + 2] != 'x'
                || c[i + 3] != '"'
                || c[i + 4] != ':'
                || c[i + 6] != ','
                || c[i + 7] != '"'
                || c[i + 8] != 'y'
                || c[i + 9] != '"'
                || c[i + 10] != ':'
                || c[i + 12] != '}') {
            return -1;
        }
        int x = c[i + 5] - '0';
        int y = c[i + 11] - '0';
        return x >= 1 && x <= 9 && y >= 1 && y <= 9 ? 10 * x + y : -1;
    }

    /**
     * Where an object just opened (the current token its opening brace) has its first key, when it
     * has one written at once: a caller that reads the whole object in place from there ends it
     * with {@link #closeObjectAt}. -1 when anything else follows the brace.
     */
    int objectBody() {
        ready(LOOKAHEAD);
        return token == Token.START_OBJECT && state == NAME_OR_END_OBJECT && pos < n && c[pos] == '"' ? pos : -1;
    }

    /**
     * Ends the object just opened at its closing brace, {@code c[close]}, read in place by the
     * caller with no line break inside: as if its tokens had been read, the brace the current token.
     */
    void closeObjectAt(int close) throws Unusual {
        pos = close;
        close('}');
    }

    String nextName() throws Unusual {
        expect(Token.FIELD_NAME);
        return text();
    }

    void expect(Token wanted) throws Unusual {
        current(next(), wanted);
    }

    void current(Token wanted) throws Unusual {
        current(token, wanted);
    }

    static void current(Token token, Token wanted) throws Unusual {
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

    /** A one-digit int in range. */
    int digit(Token t, int min, int max) throws Unusual {
        if (t != Token.VALUE_NUMBER_INT || textEnd - textStart != 1) {
            throw Unusual.INSTANCE;
        }
        int value = c[textStart] - '0';
        if (value < min || value > max) {
            throw Unusual.INSTANCE;
        }
        return value;
    }

    boolean bool(Token t) throws Unusual {
        if (t != Token.VALUE_TRUE && t != Token.VALUE_FALSE) {
            throw Unusual.INSTANCE;
        }
        return t == Token.VALUE_TRUE;
    }

    /** A string that is written as it is between quotes (see {@link CompactJson#plain}). */
    String plainString(Token t) throws Unusual {
        current(t, Token.VALUE_STRING);
        String value = text();
        if (!CompactJson.plain(value)) {
            throw Unusual.INSTANCE;
        }
        return value;
    }

    /** An int or a decimal, as a double the way the general path's tree gives it. */
    double number(Token t) throws Unusual {
        if (t == Token.VALUE_NUMBER_FLOAT) {
            return Double.parseDouble(text());
        }
        current(t, Token.VALUE_NUMBER_INT);
        int value = 0;
        int k = textStart;
        boolean negative = c[k] == '-';
        if (negative) {
            k++;
        }
        for (; k < textEnd; k++) {
            value = value * 10 + (c[k] - '0');
        }
        return negative ? -value : value;
    }

    /** JSON null (none) or an array of strings. */
    List<String> strings() throws Unusual {
        Token t = next();
        if (t == Token.VALUE_NULL) {
            return List.of();
        }
        current(t, Token.START_ARRAY);
        List<String> strings = new ArrayList<>(2);
        while ((t = next()) == Token.VALUE_STRING) {
            strings.add(text());
        }
        current(t, Token.END_ARRAY);
        return strings;
    }
}
