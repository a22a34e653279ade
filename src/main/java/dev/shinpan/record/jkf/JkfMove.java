package dev.shinpan.record.jkf;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.jkf.JkfCursor.Restart;
import dev.shinpan.record.jkf.JkfJson.Names;
import dev.shinpan.record.jkf.JkfJson.Spot;
import dev.shinpan.record.jkf.JkfJson.TooManyValues;
import dev.shinpan.record.text.LineChars;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import java.io.IOException;

/**
 * A {@code move} object as the reader holds it until its entry is judged: each key's value as
 * read, JSON null meaning absent (writers put {@code "from": null} on drops), and where each key
 * was last given, for the problem that names it. Reused from move to move: nothing is made for a
 * move written as writers save it but its text, which stays in place in a text held whole.
 */
final class JkfMove {

    static final int COLOR = 0;
    static final int FROM = 1;
    static final int TO = 2;
    static final int PIECE = 3;
    static final int SAME = 4;
    static final int PROMOTE = 5;
    static final int RELATIVE = 6;
    private static final int KEYS = 7;

    /** What a key's value is. */
    static final int ABSENT = 0;

    static final int INT = 1;
    static final int STRING = 2;
    static final int TRUE = 3;
    static final int FALSE = 4;
    static final int NULL = 5;
    static final int SQUARE = 6;
    /** Anything else: another number, a list, an object not a square. */
    static final int OTHER = 7;

    private final JkfCursor c;
    private final JkfJson json;

    /** The move object's place, or of the value given instead of one. */
    Spot start;

    boolean object;
    /** Per key: what its last value is ({@link #ABSENT} when not given), its int, its piece or square. */
    final int[] kind = new int[KEYS];

    final int[] intValue = new int[KEYS];
    final Square[] square = new Square[KEYS];
    PieceType piece;
    String relative;
    /** Per key: where its name was last given, and where its value starts. */
    private final Spot[] keyAt = new Spot[KEYS];

    private final Spot[] valueAt = new Spot[KEYS];
    private final long[] keyOffset = new long[KEYS];
    private final int[] keyLine = new int[KEYS];
    private final int[] keyColumn = new int[KEYS];
    private final long[] valueOffset = new long[KEYS];
    private final int[] valueLine = new int[KEYS];
    private final int[] valueColumn = new int[KEYS];

    /** The keys in the order written, with what is needed to write them again compactly. */
    private final ShownKeys shown = new ShownKeys();
    /** Whether the compact text is written from what was read; else by Jackson's rules, read again. */
    private boolean plain;

    private long end;
    private SourceText text;
    /** Keys read in place whose places are still those in the parser's characters (bit k: key k). */
    private int inPlace;
    /** For a move read in place: what a place in the parser's characters is in the text. */
    private long placeOffset;

    private int placeLine;
    private int placeColumn;
    /** The length of the string value last read. */
    private int stringLength;
    /** Whether the move's value is an object or a list, which have a place of their own. */
    private boolean container;

    JkfMove(JkfCursor c) {
        this.c = c;
        this.json = c.json;
    }

    /** Reads the value of {@code move} whose first token is current. */
    void read(JsonToken t) throws IOException, TooManyValues, Restart {
        JsonParser p = c.p;
        clear(c.spot());
        object = t == JsonToken.START_OBJECT;
        container = object || t == JsonToken.START_ARRAY;
        if (!object) {
            c.skip(t);
            return;
        }
        if (compact(c.p.position(), false)) {
            return;
        }
        shown.clear();
        plain = true;
        int seen = 0;
        Names others = null;
        while (c.next() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            int key = key(name);
            long nameOffset = c.p.offset();
            int nameLine = c.p.line();
            int nameColumn = c.p.column();
            JsonToken v = c.value();
            int shownAt = shown.add(name);
            if (shownAt < 0) {
                plain = false;
            }
            if (key < 0) {
                if (!JkfJson.plain(name)) {
                    plain = false; // a key only this reader's known ones are known to need no escaping
                }
                if (others == null) {
                    others = new Names();
                }
                if (!others.add(name)) {
                    c.duplicate();
                    plain = false;
                }
                other(v, shownAt);
                continue;
            }
            if ((seen & 1 << key) != 0) {
                c.duplicate();
                plain = false;
            }
            seen |= 1 << key;
            keyOffset[key] = nameOffset;
            keyLine[key] = nameLine;
            keyColumn[key] = nameColumn;
            keyAt[key] = null;
            valueOffset[key] = c.p.offset();
            valueLine[key] = c.p.line();
            valueColumn[key] = c.p.column();
            valueAt[key] = null;
            int k = value(key, v);
            kind[key] = k == NULL ? ABSENT : k;
            if (shownAt >= 0) {
                shown.kind(shownAt, k);
                shown.intValue(shownAt, k == STRING ? stringLength : intValue[key]);
            }
        }
        end = c.p.end();
    }

    private static final char[] COLOR_KEY = "\"color\":".toCharArray();
    private static final char[] FROM_KEY = ",\"from\":".toCharArray();
    private static final char[] TO_KEY = ",\"to\":".toCharArray();
    private static final char[] PIECE_KEY = ",\"piece\":\"".toCharArray();
    private static final char[] SAME_TRUE = ",\"same\":true".toCharArray();
    private static final char[] PROMOTE_TRUE = ",\"promote\":true".toCharArray();
    private static final char[] PROMOTE_FALSE = ",\"promote\":false".toCharArray();

    /**
     * Reads in place, from the parser's characters, a move written as writers save it:
     * {@code {"color":0,"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU"}} without blanks,
     * {@code from} absent for a drop, {@code "same":true} and {@code "promote":true} or
     * {@code false} after the piece where the writer adds them. It gives what reading its tokens
     * gives, and leaves the parser at the closing brace; false, having taken nothing, for any other
     * writing. Jackson's tokens of such a move cost the launcher a third of reading a JKF file
     * (5,000 files: 3.0 s against 2.2 s of CPU with the scanner this reader replaced; issue 45).
     */
    private boolean compact(int body, boolean entry) throws IOException {
        JkfJson.Parser p = c.p;
        char[] b = p.buffer();
        int n = p.limit();
        int i = body;
        int open = i - 1;
        if (!LineChars.startsWith(b, n, COLOR_KEY, i) || i + COLOR_KEY.length >= n) {
            return false;
        }
        int colorAt = i;
        i += COLOR_KEY.length;
        int color = b[i] - '0';
        if (color != 0 && color != 1) {
            return false;
        }
        int colorValue = i;
        i++;
        int fromAt = -1;
        int from = -1;
        if (LineChars.startsWith(b, n, FROM_KEY, i)) {
            from = WrittenChars.squareAt(b, n, i + FROM_KEY.length);
            if (from < 0) {
                return false;
            }
            fromAt = i + 1;
            i += FROM_KEY.length + WrittenChars.SQUARE_LENGTH;
        }
        int to = LineChars.startsWith(b, n, TO_KEY, i) ? WrittenChars.squareAt(b, n, i + TO_KEY.length) : -1;
        if (to < 0) {
            return false;
        }
        int toAt = i + 1;
        i += TO_KEY.length + WrittenChars.SQUARE_LENGTH;
        if (!LineChars.startsWith(b, n, PIECE_KEY, i)
                || i + PIECE_KEY.length + 3 >= n
                || b[i + PIECE_KEY.length + 2] != '"') {
            return false;
        }
        PieceType written = Variants.STANDARD.pieceOfCsa(b[i + PIECE_KEY.length], b[i + PIECE_KEY.length + 1]);
        if (written == null) {
            return false;
        }
        int pieceAt = i + 1;
        i += PIECE_KEY.length + 3;
        int values = from < 0 ? 5 : 8; // color, (from and its x and y,) to and its x and y, piece
        int sameAt = -1;
        if (LineChars.startsWith(b, n, SAME_TRUE, i)) {
            sameAt = i + 1;
            i += SAME_TRUE.length;
            values++;
        }
        int promoteAt = -1;
        boolean promote = false;
        if (LineChars.startsWith(b, n, PROMOTE_TRUE, i)) {
            promoteAt = i + 1;
            promote = true;
            i += PROMOTE_TRUE.length;
            values++;
        } else if (LineChars.startsWith(b, n, PROMOTE_FALSE, i)) {
            promoteAt = i + 1;
            i += PROMOTE_FALSE.length;
            values++;
        }
        if (i >= n || b[i] != '}' || entry && (i + 1 >= n || b[i + 1] != '}') || !c.room(values + (entry ? 1 : 0))) {
            return false;
        }
        c.counted(values + (entry ? 1 : 0));
        if (entry) {
            clear(new Spot(p.offsetAt(open), p.lineHere(), p.columnAt(open)));
            object = true;
            container = true;
        }
        placeOffset = p.offsetAt(0);
        placeLine = p.lineHere();
        placeColumn = p.columnAt(0);
        kind[COLOR] = INT;
        intValue[COLOR] = color;
        place(COLOR, colorAt, colorValue);
        if (from >= 0) {
            kind[FROM] = SQUARE;
            square[FROM] = Square.of(from / 10, from % 10);
            place(FROM, fromAt, fromAt + FROM_KEY.length - 1);
        }
        kind[TO] = SQUARE;
        square[TO] = Square.of(to / 10, to % 10);
        place(TO, toAt, toAt + TO_KEY.length - 1);
        kind[PIECE] = STRING;
        piece = written;
        place(PIECE, pieceAt, pieceAt + PIECE_KEY.length - 2);
        if (sameAt >= 0) {
            kind[SAME] = TRUE;
            place(SAME, sameAt, sameAt + SAME_TRUE.length - 5);
        }
        if (promoteAt >= 0) {
            kind[PROMOTE] = promote ? TRUE : JkfMove.FALSE;
            place(PROMOTE, promoteAt, promoteAt + (promote ? PROMOTE_TRUE.length - 5 : PROMOTE_FALSE.length - 6));
        }
        char[] chars = json.chars();
        text = chars != null
                ? SourceText.of(chars, (int) p.offsetAt(open), (int) p.offsetAt(i + 1), start.line(), start.column())
                : SourceText.of(new String(b, open, i + 1 - open), start.line(), start.column());
        if (entry) {
            p.skipTo(i + 1); // the entry's closing brace comes next
            end = p.offsetAt(i + 1);
            return true;
        }
        p.skipTo(i);
        p.nextToken(); // the closing brace
        end = c.p.end();
        return true;
    }

    private static final char[] MOVE_KEY = "\"move\":{".toCharArray();

    /**
     * Reads in place an entry that is a move alone, {@code {"move":{…}}}, its move as
     * {@link #compact} reads one, the entry's opening brace current: the parser is left at its
     * closing brace. False, having taken nothing, for any other entry.
     */
    boolean entry() throws IOException {
        JkfJson.Parser p = c.p;
        int i = p.position();
        if (!LineChars.startsWith(p.buffer(), p.limit(), MOVE_KEY, i)) {
            return false;
        }
        return compact(i + MOVE_KEY.length, true);
    }

    /** Where the move's key ({@code "move"}) stood, for a move read in place with its entry. */
    Spot entryKey() {
        return new Spot(start.offset() - MOVE_KEY.length + 1, start.line(), start.column() - MOVE_KEY.length + 1);
    }

    /** Ready for the next move, which starts at the place given. */
    private void clear(Spot at) {
        start = at;
        text = null;
        inPlace = 0;
        for (int k = 0; k < KEYS; k++) {
            kind[k] = ABSENT;
            keyOffset[k] = -1;
            keyAt[k] = null;
            valueAt[k] = null;
        }
        piece = null;
        relative = null;
    }

    /**
     * Notes where a key read in place and its value stand, as places in the parser's characters:
     * made into lines and columns only when a problem asks ({@link #settle}).
     */
    private void place(int key, int name, int value) {
        keyOffset[key] = name;
        valueOffset[key] = value;
        inPlace |= 1 << key;
    }

    /** A key read in place: its places in the text, from those in the parser's characters. */
    private void settle(int key) {
        if ((inPlace & 1 << key) == 0) {
            return;
        }
        inPlace &= ~(1 << key);
        int name = (int) keyOffset[key];
        int value = (int) valueOffset[key];
        keyOffset[key] = placeOffset + name;
        keyLine[key] = placeLine;
        keyColumn[key] = placeColumn + name;
        valueOffset[key] = placeOffset + value;
        valueLine[key] = placeLine;
        valueColumn[key] = placeColumn + value;
    }

    private static int key(String name) {
        // Jackson gives names as interned strings: the usual ones are told apart without a hash
        if (name == "color") {
            return COLOR;
        } else if (name == "from") {
            return FROM;
        } else if (name == "to") {
            return TO;
        } else if (name == "piece") {
            return PIECE;
        }
        return switch (name) {
            case "color" -> COLOR;
            case "from" -> FROM;
            case "to" -> TO;
            case "piece" -> PIECE;
            case "same" -> SAME;
            case "promote" -> PROMOTE;
            case "relative" -> RELATIVE;
            default -> -1;
        };
    }

    /** Reads a known key's value; returns its kind. */
    private int value(int key, JsonToken v) throws IOException, TooManyValues, Restart {
        JsonParser p = c.p;
        switch (v) {
            case VALUE_NULL -> {
                return NULL;
            }
            case VALUE_TRUE -> {
                return TRUE;
            }
            case VALUE_FALSE -> {
                return FALSE;
            }
            case VALUE_NUMBER_INT -> {
                if (p.getNumberType() != JsonParser.NumberType.INT) {
                    plain = false;
                    return OTHER;
                }
                intValue[key] = p.getIntValue();
                return INT;
            }
            case VALUE_STRING -> {
                stringLength = p.getTextLength();
                if (key == PIECE) {
                    char[] chars = p.getTextCharacters();
                    int from = p.getTextOffset();
                    piece = p.getTextLength() == 2 ? Variants.STANDARD.pieceOfCsa(chars[from], chars[from + 1]) : null;
                    if (piece == null || json.chars() == null) {
                        remember(p.getText());
                    }
                } else {
                    String s = p.getText();
                    if (key == RELATIVE) {
                        relative = s;
                    }
                    remember(s);
                }
                return STRING;
            }
            case START_OBJECT -> {
                if (key == FROM || key == TO) {
                    return square(key);
                }
                plain = false;
                c.skip(v);
                return OTHER;
            }
            default -> {
                plain = false;
                c.skip(v);
                return OTHER;
            }
        }
    }

    /** Keeps a string for the compact text; one that needs escaping leaves the text to Jackson's rules. */
    private void remember(String s) {
        shown.lastText(s);
        if (!JkfJson.plain(s)) {
            plain = false;
        }
    }

    /** A key the reader does not read: only part of the move's text. */
    private void other(JsonToken v, int shownAt) throws IOException, TooManyValues, Restart {
        JsonParser p = c.p;
        int k;
        switch (v) {
            case VALUE_NULL -> k = NULL;
            case VALUE_TRUE -> k = TRUE;
            case VALUE_FALSE -> k = FALSE;
            case VALUE_STRING -> {
                k = STRING;
                String string = p.getText();
                remember(string);
                if (shownAt >= 0) {
                    shown.intValue(shownAt, string.length());
                }
            }
            case VALUE_NUMBER_INT -> {
                k = p.getNumberType() == JsonParser.NumberType.INT ? INT : OTHER;
                if (k == INT && shownAt >= 0) {
                    shown.intValue(shownAt, p.getIntValue());
                }
            }
            default -> {
                k = OTHER;
                c.skip(v);
            }
        }
        if (k == OTHER) {
            plain = false;
        }
        if (shownAt >= 0) {
            shown.kind(shownAt, k);
        }
    }

    /** {@code {"x": 1-9, "y": 1-9}}: {@link #SQUARE} with the square kept, else {@link #OTHER}. */
    private int square(int key) throws IOException, TooManyValues, Restart {
        JsonParser p = c.p;
        int x = 0;
        int y = 0;
        boolean xSeen = false;
        boolean ySeen = false;
        boolean xInt = false;
        boolean yInt = false;
        int fields = 0;
        boolean ySeenFirst = false;
        Names others = null;
        JsonToken t;
        while ((t = c.next()) == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken v = c.value();
            boolean isInt = v == JsonToken.VALUE_NUMBER_INT && p.getNumberType() == JsonParser.NumberType.INT;
            boolean isX = name.equals("x");
            if (isX || name.equals("y")) {
                if (isX ? xSeen : ySeen) {
                    c.duplicate();
                    plain = false;
                }
                if (fields == 0) {
                    ySeenFirst = !isX;
                }
                int value = isInt ? p.getIntValue() : 0;
                if (isX) {
                    xSeen = true;
                    xInt = isInt;
                    x = value;
                } else {
                    ySeen = true;
                    yInt = isInt;
                    y = value;
                }
                if (!isInt) {
                    plain = false;
                    c.skip(v);
                }
            } else {
                if (others == null) {
                    others = new Names();
                }
                if (!others.add(name)) {
                    c.duplicate();
                }
                plain = false;
                c.skip(v);
            }
            fields++;
        }
        if (fields != 2) {
            plain = false;
        }
        shown.lastYFirst(ySeenFirst);
        boolean ok = xInt && yInt && x >= 1 && x <= 9 && y >= 1 && y <= 9;
        intValue[key] = ok ? 10 * x + y : 0;
        square[key] = ok ? Square.of(x, y) : null;
        return ok ? SQUARE : OTHER;
    }

    /** Where the move begins: nowhere (line 0) for a value other than an object or a list, as Jackson's tree had it. */
    Spot place() {
        return container ? start : Spot.UNKNOWN;
    }

    /** The move's compact JSON, cut for a problem's text. */
    String shortText() {
        return json.shortened(start, 80);
    }

    /** Where a key's name was last given, or else where the move begins. */
    Spot key(int key) {
        settle(key);
        if (keyOffset[key] < 0) {
            return start;
        }
        Spot at = keyAt[key];
        if (at == null) {
            at = new Spot(keyOffset[key], keyLine[key], keyColumn[key]);
            keyAt[key] = at;
        }
        return at;
    }

    /** The compact JSON of a key's value, or {@code null} when it is not given. */
    String valueText(int key) {
        settle(key);
        if (keyOffset[key] < 0) {
            return "null";
        }
        Spot at = valueAt[key];
        if (at == null) {
            at = new Spot(valueOffset[key], valueLine[key], valueColumn[key]);
            valueAt[key] = at;
        }
        return json.compact(at);
    }

    /** The move's text: its compact JSON, located at its opening brace. */
    SourceText text() {
        if (text != null) {
            return text;
        }
        if (!object || !plain) {
            text = SourceText.of(json.compact(start), start.line(), start.column());
            return text;
        }
        char[] chars = json.chars();
        int from = (int) start.offset();
        if (chars != null && end - from == shown.compactLength()) {
            // as long as its compact form, the text is that form: blanks and escapes only lengthen it
            text = SourceText.of(chars, from, (int) end, start.line(), start.column());
        } else if (chars != null) {
            text = SourceText.of(json.compact(start), start.line(), start.column());
        } else {
            text = SourceText.of(shown.written(), start.line(), start.column());
        }
        return text;
    }
}
