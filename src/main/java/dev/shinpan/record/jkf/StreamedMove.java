package dev.shinpan.record.jkf;

import dev.shinpan.record.SourceText;
import dev.shinpan.record.jkf.ExpectedJson.Token;
import dev.shinpan.record.jkf.ExpectedJson.Unusual;
import dev.shinpan.record.text.LineChars;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import dev.shinpan.rules.WrittenMove;

/**
 * The {@code move} objects of a streamed JKF record: a normalized move ({@code from} for a board
 * move; a drop has none and has {@code color}, or says {@code "relative": "H"}), keys in any
 * order, JSON null meaning absent, as in the general path. Its text is its compact JSON, as the
 * general path writes it ({@link CompactJson}).
 */
final class StreamedMove {

    /** A move's keys, by the index {@link #read} gives them (1 + the bit's position). */
    private static final String[] KEYS = keys("color", "from", "to", "piece", "same", "promote", "relative", "capture");

    private static final String X = "x";
    private static final String Y = "y";
    /** {@code {"x":7,"y":7}}, the only square read here. */
    private static final int SQUARE_LENGTH = 13;
    /** The parts of a move written as writers save it ({@link #compact}), compared in place. */
    private static final char[] COLOR = "\"color\":".toCharArray();

    private static final char[] FROM = ",\"from\":".toCharArray();
    private static final char[] TO = ",\"to\":".toCharArray();
    private static final char[] PIECE = ",\"piece\":\"".toCharArray();
    private static final char[] SAME = ",\"same\":true".toCharArray();
    private static final char[] PROMOTE_TRUE = ",\"promote\":true".toCharArray();
    private static final char[] PROMOTE_FALSE = ",\"promote\":false".toCharArray();

    private final ExpectedJson json;
    /**
     * The key that followed each key (index 0: the opening brace) in the last move: a writer keeps
     * one order, so the guess is almost always right and is matched in place, with no new string.
     */
    private final String[] keyAfter = new String[KEYS.length];

    private SourceText text;

    StreamedMove(ExpectedJson json) {
        this.json = json;
    }

    /** The text of the move last read, located at its opening brace. */
    SourceText text() {
        return text;
    }

    /**
     * Reads the move object whose opening brace is the current token.
     *
     * @param previous the destination of the previous move, which {@code same} names
     */
    WrittenMove read(Square previous) throws Unusual {
        // the move's text runs from its opening brace, kept while a long text's windows come in
        json.pin();
        int line = json.tokenLine();
        int column = json.tokenColumn();
        WrittenMove quick = compact(previous, line, column);
        if (quick != null) {
            json.unpin();
            return quick;
        }
        Side side = null;
        Square from = null;
        Square to = null;
        PieceType piece = null;
        boolean same = false;
        boolean promote = false;
        String relative = null;
        int seen = 0;
        int previousKey = 0;
        // the length of the move's compact JSON, counted from its tokens
        int length = 1;
        for (String name = json.field(keyAfter[0]); name != null; name = json.field(keyAfter[previousKey])) {
            int bit = switch (name) {
                case "color" -> 1;
                case "from" -> 2;
                case "to" -> 4;
                case "piece" -> 8;
                case "same" -> 16;
                case "promote" -> 32;
                case "relative" -> 64;
                case "capture" -> 128;
                default -> throw Unusual.INSTANCE;
            };
            if ((seen & bit) != 0) {
                throw Unusual.INSTANCE;
            }
            seen |= bit;
            int index = Integer.numberOfTrailingZeros(bit) + 1;
            keyAfter[previousKey] = KEYS[index];
            // ,"name":
            length += (previousKey == 0 ? 0 : 1) + name.length() + 3;
            previousKey = index;
            if (bit == 2 || bit == 4) {
                int compact = json.compactSquare();
                if (compact >= 0) {
                    Square square = Square.of(compact / 10, compact % 10);
                    if (bit == 2) {
                        from = square;
                    } else {
                        to = square;
                    }
                    length += SQUARE_LENGTH;
                    continue;
                }
            }
            Token token = json.next();
            if (token == Token.VALUE_NULL) {
                length += 4;
                continue;
            }
            switch (bit) {
                case 1 -> side = Side.ofIndex(json.digit(token, 0, 1));
                case 2 -> from = square(token);
                case 4 -> to = square(token);
                case 8 -> piece = piece(token);
                case 16 -> same = json.bool(token);
                case 32 -> promote = json.bool(token);
                case 64 -> relative = json.plainString(token);
                default -> json.plainString(token); // the piece taken: only part of the text, as in the general path
            }
            length += switch (bit) {
                case 1 -> 1; // one digit
                case 2, 4 -> SQUARE_LENGTH;
                case 16, 32 -> json.textLength();
                default -> json.textLength() + 2;
            };
        }
        json.current(Token.END_OBJECT);
        text = written(json.unpin(), line, column, length + 1);
        if (piece == null) {
            throw Unusual.INSTANCE;
        }
        if (to == null) {
            // "same" alone names the previous destination
            if (!same || previous == null) {
                throw Unusual.INSTANCE;
            }
            to = previous;
        } else if (same && previous != null && !to.equals(previous)) {
            throw Unusual.INSTANCE;
        }
        if (from != null) {
            return WrittenMove.boardMove(side, from, to, piece, promote);
        }
        if ("H".equals(relative) || relative == null && side != null) {
            return new WrittenMove(side, null, to, piece, null, promote);
        }
        // an unnormalized move is found on the board by the general path
        throw Unusual.INSTANCE;
    }

    /**
     * A move written as writers save it, {@code {"color":0,"from":{"x":7,"y":7},"to":{"x":7,"y":6},
     * "piece":"FU"}} without blanks, {@code from} absent for a drop, {@code "same":true} and
     * {@code "promote":true} or {@code false} after the piece where the writer adds them: read in
     * place, where the general reading would give the same move. Null, having taken nothing, for
     * any other writing (other keys or order, blanks, a line break, an unknown piece, a
     * {@code same} the previous move contradicts), which {@link #read} then reads key by key.
     */
    WrittenMove compact(Square previous, int line, int column) throws Unusual {
        int i = json.objectBody();
        // the brace, and the characters made ready after it, stand in the array as it is now
        int start = json.tokenOffset();
        char[] c = json.chars();
        int n = json.length();
        if (i < 0 || !LineChars.startsWith(c, n, COLOR, i) || i + COLOR.length >= n) {
            return null;
        }
        i += COLOR.length;
        int color = c[i] - '0';
        if (color != 0 && color != 1) {
            return null;
        }
        i++;
        int from = -1;
        if (LineChars.startsWith(c, n, FROM, i)) {
            from = ExpectedJson.squareAt(c, n, i + FROM.length);
            if (from < 0) {
                return null;
            }
            i += FROM.length + SQUARE_LENGTH;
        }
        int to = LineChars.startsWith(c, n, TO, i) ? ExpectedJson.squareAt(c, n, i + TO.length) : -1;
        if (to < 0) {
            return null;
        }
        i += TO.length + SQUARE_LENGTH;
        if (!LineChars.startsWith(c, n, PIECE, i)
                || i + PIECE.length + 3 >= n
                || c[i + PIECE.length + 2] != '"'
                || !capital(c[i + PIECE.length])
                || !capital(c[i + PIECE.length + 1])) {
            return null;
        }
        PieceType piece = Variants.STANDARD.pieceOfCsa(c[i + PIECE.length], c[i + PIECE.length + 1]);
        if (piece == null) {
            return null;
        }
        i += PIECE.length + 3;
        Square destination = Square.of(to / 10, to % 10);
        if (LineChars.startsWith(c, n, SAME, i)) {
            if (previous == null || !destination.equals(previous)) {
                return null;
            }
            i += SAME.length;
        }
        boolean promote = false;
        if (LineChars.startsWith(c, n, PROMOTE_TRUE, i)) {
            promote = true;
            i += PROMOTE_TRUE.length;
        } else if (LineChars.startsWith(c, n, PROMOTE_FALSE, i)) {
            i += PROMOTE_FALSE.length;
        }
        if (i >= n || c[i] != '}') {
            return null;
        }
        json.closeObjectAt(i);
        text = located(c, start, i + 1, line, column);
        Side side = Side.ofIndex(color);
        return from < 0
                ? new WrittenMove(side, null, destination, piece, null, promote)
                : WrittenMove.boardMove(side, Square.of(from / 10, from % 10), destination, piece, promote);
    }

    /**
     * The move's compact JSON, from its braces in the source, located at the opening one. Written
     * compactly, as it nearly always is, the text stays in the source until a report asks for it.
     */
    private SourceText written(int start, int line, int column, int compactLength) throws Unusual {
        int end = json.tokenOffset() + 1;
        char[] source = json.chars();
        // blanks and escapes only lengthen the text: as long as its compact form, it is that form
        if (end - start == compactLength) {
            return located(source, start, end, line, column);
        }
        String written = compact(source, start, end);
        if (written == null) {
            throw Unusual.INSTANCE;
        }
        return SourceText.of(written, line, column);
    }

    /**
     * The text {@code chars[from, to)}, left in place when the text is held whole; copied out of a
     * long text's window, which it would otherwise keep alive with all before it.
     */
    private SourceText located(char[] chars, int from, int to, int line, int column) {
        return json.windowed()
                ? SourceText.of(new String(chars, from, to - from), line, column)
                : SourceText.of(chars, from, to, line, column);
    }

    /** {@code {"x": 1-9, "y": 1-9}}. */
    private Square square(Token token) throws Unusual {
        ExpectedJson.current(token, Token.START_OBJECT);
        int x = 0;
        int y = 0;
        for (String name = json.field(X); name != null; name = json.field(x != 0 && y == 0 ? Y : null)) {
            boolean isX = name.equals("x");
            if (isX ? x != 0 : !name.equals("y") || y != 0) {
                throw Unusual.INSTANCE;
            }
            int value = json.digit(json.next(), 1, 9);
            if (isX) {
                x = value;
            } else {
                y = value;
            }
        }
        json.current(Token.END_OBJECT);
        if (x == 0 || y == 0) {
            throw Unusual.INSTANCE;
        }
        return new Square(x, y);
    }

    private PieceType piece(Token token) throws Unusual {
        // the usual code, two capital letters, looked up in place: no string made for every move
        PieceType piece = token == Token.VALUE_STRING
                        && json.textLength() == 2
                        && capital(json.textChar(0))
                        && capital(json.textChar(1))
                ? Variants.STANDARD.pieceOfCsa(json.textChar(0), json.textChar(1))
                : Variants.STANDARD.pieceOfCsa(json.plainString(token));
        if (piece == null) {
            throw Unusual.INSTANCE;
        }
        return piece;
    }

    private static boolean capital(char c) {
        return c >= 'A' && c <= 'Z';
    }

    /**
     * The JSON from {@code from} to {@code to} without the blanks between its tokens: for a value
     * whose strings need no escapes and whose numbers are one digit, exactly what Jackson writes
     * for it. Null when the text escapes a character, which Jackson would write unescaped.
     */
    static String compact(char[] text, int from, int to) {
        StringBuilder sb = null;
        boolean inString = false;
        for (int k = from; k < to; k++) {
            char c = text[k];
            if (c == '\\') {
                return null;
            }
            if (c == '"') {
                inString = !inString;
            } else if (!inString && (c == ' ' || c == '\t' || c == '\n' || c == '\r')) {
                if (sb == null) {
                    sb = new StringBuilder(to - from).append(text, from, k - from);
                }
                continue;
            }
            if (sb != null) {
                sb.append(c);
            }
        }
        return sb == null ? new String(text, from, to - from) : sb.toString();
    }

    private static String[] keys(String... names) {
        String[] keys = new String[names.length + 1];
        for (int i = 0; i < names.length; i++) {
            keys[i + 1] = names[i];
        }
        return keys;
    }
}
