package dev.shinpan.record.jkf;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import dev.shinpan.record.CsaSpecial;
import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.MoveTime;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.record.build.MoveDraft;
import dev.shinpan.record.build.RecordBuilder;
import dev.shinpan.record.kif.KifHeaderFacts;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import dev.shinpan.rules.WrittenMove;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads JKF of the shape writers save, straight from Jackson's token stream into the builder: no
 * JSON tree, one move entry at a time. That shape is {@code header} (string values), an optional
 * {@code initial} (null or a named preset), then {@code moves}, whose entries hold a normalized
 * {@code move} or a known {@code special}, with {@code comments} and {@code time}.
 *
 * <p>Anything else (a problem to report, forks, unnormalized moves, boards, unknown or repeated
 * keys, malformed JSON, a limit reached) makes {@link #read} answer false at once; the caller then
 * reads the text again with the general {@link JkfReader} path on a fresh builder. So every quirk
 * and located problem stays where the general path handles it, and this class need only be exact
 * for what it accepts: the same builder calls, in the same order, with the same texts and places.
 */
final class StreamedJkf {

    /** Leaves the fast path; carries no stack trace, as it is flow control. */
    private static final class Unusual extends Exception {
        private static final Unusual INSTANCE = new Unusual();

        private Unusual() {
            super(null, null, false, false);
        }
    }

    /** A move's keys, by the index {@link #move} gives them (1 + the bit's position). */
    private static final SerializedString[] MOVE_KEYS = keys("color", "from", "to", "piece", "same", "promote",
            "relative", "capture");
    private static final SerializedString X = new SerializedString("x");
    private static final SerializedString Y = new SerializedString("y");
    private static final SerializedString MOVE = new SerializedString("move");
    /** {@code {"x":7,"y":7}}, the only square the streamed path reads. */
    private static final int SQUARE_LENGTH = 13;

    private final String text;
    private final JsonParser p;
    private final RecordBuilder builder;
    /**
     * The key that followed each move key (index 0: the opening brace) in the last move: a writer
     * keeps one order, and a key guessed right is matched in place by Jackson, sparing the lookup
     * of its name.
     */
    private final SerializedString[] moveKeyAfter = new SerializedString[MOVE_KEYS.length];
    /** The length of the compact JSON of the move last read, counted from its tokens. */
    private int compactLength;

    private StreamedJkf(String text, JsonParser parser, RecordBuilder builder) {
        this.text = text;
        this.p = parser;
        this.builder = builder;
    }

    /** True when the whole text was read into the builder; false when the general path must read it. */
    static boolean read(String text, RecordBuilder builder) {
        try (JsonParser parser = LocatedJson.FACTORY.createParser(text)) {
            new StreamedJkf(text, parser, builder).document();
            return true;
        } catch (Unusual | IOException e) {
            // IOException covers Jackson's malformed-JSON errors; reading a String does no I/O
            return false;
        }
    }

    private void document() throws IOException, Unusual {
        expect(JsonToken.START_OBJECT);
        if (!"header".equals(nextName())) {
            throw Unusual.INSTANCE;
        }
        header();
        String next = nextName();
        if ("initial".equals(next)) {
            builder.start(start());
            next = nextName();
        } else {
            builder.start(StartPosition.initial(Variants.STANDARD, null));
        }
        if (!"moves".equals(next)) {
            throw Unusual.INSTANCE;
        }
        moves();
        expect(JsonToken.END_OBJECT);
        if (p.nextToken() != null) {
            throw Unusual.INSTANCE;
        }
    }

    private void header() throws IOException, Unusual {
        expect(JsonToken.START_OBJECT);
        List<String> keys = new ArrayList<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String key = p.currentName();
            JsonLocation at = p.currentTokenLocation();
            if (keys.contains(key)) {
                throw Unusual.INSTANCE;
            }
            keys.add(key);
            expect(JsonToken.VALUE_STRING);
            String value = p.getText();
            if (!CompactJson.plain(key) || !CompactJson.plain(value)) {
                throw Unusual.INSTANCE;
            }
            // written as the general path writes it: "key":"value"
            String written = '"' + key + "\":\"" + value + '"';
            KifHeaderFacts.read(builder.header(key, value.strip(), SourceText.of(written, at.getLineNr(),
                    at.getColumnNr())), builder);
        }
        current(JsonToken.END_OBJECT);
    }

    /** {@code initial}: null, or an object naming a preset other than OTHER, with no board data. */
    private StartPosition start() throws IOException, Unusual {
        JsonToken token = p.nextToken();
        if (token == JsonToken.VALUE_NULL) {
            return StartPosition.initial(Variants.STANDARD, null);
        }
        current(token, JsonToken.START_OBJECT);
        String preset = null;
        JsonLocation presetAt = null;
        boolean data = false;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            if (name.equals("preset") && preset == null) {
                presetAt = p.currentTokenLocation();
                expect(JsonToken.VALUE_STRING);
                preset = p.getText();
            } else if (name.equals("data") && !data) {
                data = true;
                expect(JsonToken.VALUE_NULL);
            } else {
                throw Unusual.INSTANCE;
            }
        }
        current(JsonToken.END_OBJECT);
        Handicap handicap = preset == null || preset.equals("OTHER") ? null : Handicap.byName(preset).orElse(null);
        if (handicap == null) {
            throw Unusual.INSTANCE;
        }
        return StartPosition.of(handicap, SourceText.of(preset, presetAt.getLineNr(), presetAt.getColumnNr()));
    }

    private void moves() throws IOException, Unusual {
        expect(JsonToken.START_ARRAY);
        expect(JsonToken.START_OBJECT);
        // moves[0] belongs to the start position: comments only
        List<String> startComments = List.of();
        boolean sawComments = false;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            if (!p.currentName().equals("comments")) {
                throw Unusual.INSTANCE;
            }
            sawComments = once(sawComments);
            startComments = comments();
        }
        current(JsonToken.END_OBJECT);
        startComments.forEach(builder::startComment);
        boolean ended = false;
        JsonToken token;
        while ((token = p.nextToken()) != JsonToken.END_ARRAY) {
            if (ended) {
                throw Unusual.INSTANCE;
            }
            current(token, JsonToken.START_OBJECT);
            ended = entry();
            if (builder.stopped()) {
                throw Unusual.INSTANCE;
            }
        }
    }

    /** Reads one entry after moves[0] into the builder; true when it ends the game. */
    private boolean entry() throws IOException, Unusual {
        WrittenMove move = null;
        SourceText moveAt = null;
        String special = null;
        JsonLocation specialAt = null;
        List<String> comments = List.of();
        MoveTime time = null;
        // each key once: a repeated key is a warning, left to the general path
        boolean sawMove = false;
        boolean sawSpecial = false;
        boolean sawComments = false;
        boolean sawTime = false;
        for (String name = field(MOVE); name != null; name = field(null)) {
            switch (name) {
                case "move" -> {
                    sawMove = once(sawMove);
                    JsonToken token = p.nextToken();
                    if (token != JsonToken.VALUE_NULL) {
                        current(token, JsonToken.START_OBJECT);
                        JsonLocation at = p.currentTokenLocation();
                        move = move();
                        int start = (int) at.getCharOffset();
                        int end = (int) p.currentTokenLocation().getCharOffset() + 1;
                        // blanks and escapes only lengthen the text: as long as its compact form, it is that form
                        String written = end - start == compactLength ? text.substring(start, end)
                                : compact(text, start, end);
                        if (written == null) {
                            throw Unusual.INSTANCE;
                        }
                        moveAt = SourceText.of(written, at.getLineNr(), at.getColumnNr());
                    }
                }
                case "special" -> {
                    sawSpecial = once(sawSpecial);
                    specialAt = p.currentTokenLocation();
                    JsonToken token = p.nextToken();
                    if (token != JsonToken.VALUE_NULL) {
                        current(token, JsonToken.VALUE_STRING);
                        special = p.getText();
                    }
                }
                case "comments" -> {
                    sawComments = once(sawComments);
                    comments = comments();
                }
                case "time" -> {
                    sawTime = once(sawTime);
                    time = time();
                }
                default -> throw Unusual.INSTANCE;
            }
        }
        current(JsonToken.END_OBJECT);
        if (move != null && special == null) {
            MoveDraft added = builder.addMove(move, moveAt, null);
            if (added == null) {
                throw Unusual.INSTANCE;
            }
            comments.forEach(added::comment);
            added.time(time);
            return false;
        }
        CsaSpecial known = special == null || move != null ? null : CsaSpecial.byName(special);
        if (known == null) {
            throw Unusual.INSTANCE;
        }
        builder.addEnding(known.meaning(builder.sideToMove()), builder.played(),
                        SourceText.of(special, specialAt.getLineNr(), specialAt.getColumnNr()), EndingOrigin.TERMINAL_MOVE)
                .detail(comments.isEmpty() ? null : String.join("\n", comments));
        return true;
    }

    /**
     * A normalized move: {@code from} for a board move; a drop has none and has {@code color}, or
     * says {@code "relative": "H"}. Keys in any order, JSON null meaning absent, as the general path.
     */
    private WrittenMove move() throws IOException, Unusual {
        Side side = null;
        Square from = null;
        Square to = null;
        PieceType piece = null;
        boolean same = false;
        boolean promote = false;
        String relative = null;
        int seen = 0;
        int previousKey = 0;
        int length = 1;
        for (String name = field(moveKeyAfter[0]); name != null; name = field(moveKeyAfter[previousKey])) {
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
            moveKeyAfter[previousKey] = MOVE_KEYS[index];
            // ,"name":
            length += (previousKey == 0 ? 0 : 1) + name.length() + 3;
            previousKey = index;
            JsonToken token = p.nextToken();
            if (token == JsonToken.VALUE_NULL) {
                length += 4;
                continue;
            }
            switch (bit) {
                case 1 -> side = Side.ofIndex(intIn(token, 0, 1));
                case 2 -> from = square(token);
                case 4 -> to = square(token);
                case 8 -> piece = piece(token);
                case 16 -> same = bool(token);
                case 32 -> promote = bool(token);
                case 64 -> relative = string(token);
                default -> string(token); // the piece taken: only part of the move's text, as in the general path
            }
            length += switch (bit) {
                case 1 -> 1; // one digit
                case 2, 4 -> SQUARE_LENGTH;
                case 16, 32 -> p.getTextLength();
                default -> p.getTextLength() + 2;
            };
        }
        current(JsonToken.END_OBJECT);
        compactLength = length + 1;
        if (piece == null) {
            throw Unusual.INSTANCE;
        }
        Square previous = builder.previousDestination();
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

    /** {@code {"x": 1-9, "y": 1-9}}. */
    private Square square(JsonToken token) throws IOException, Unusual {
        current(token, JsonToken.START_OBJECT);
        int x = 0;
        int y = 0;
        for (String name = field(X); name != null; name = field(x != 0 && y == 0 ? Y : null)) {
            boolean isX = name.equals("x");
            if (isX ? x != 0 : !name.equals("y") || y != 0) {
                throw Unusual.INSTANCE;
            }
            int value = intIn(p.nextToken(), 1, 9);
            if (isX) {
                x = value;
            } else {
                y = value;
            }
        }
        current(JsonToken.END_OBJECT);
        if (x == 0 || y == 0) {
            throw Unusual.INSTANCE;
        }
        return new Square(x, y);
    }

    /** A one-digit int in range, the only kind moves need; read from the token's text, sparing Jackson's number parsing. */
    private int intIn(JsonToken token, int min, int max) throws IOException, Unusual {
        if (token != JsonToken.VALUE_NUMBER_INT || p.getTextLength() != 1) {
            throw Unusual.INSTANCE;
        }
        int value = p.getTextCharacters()[p.getTextOffset()] - '0';
        if (value < min || value > max) {
            throw Unusual.INSTANCE;
        }
        return value;
    }

    private PieceType piece(JsonToken token) throws IOException, Unusual {
        PieceType piece = Variants.STANDARD.pieceOfCsa(string(token));
        if (piece == null) {
            throw Unusual.INSTANCE;
        }
        return piece;
    }

    private boolean bool(JsonToken token) throws Unusual {
        if (token != JsonToken.VALUE_TRUE && token != JsonToken.VALUE_FALSE) {
            throw Unusual.INSTANCE;
        }
        return token == JsonToken.VALUE_TRUE;
    }

    private String string(JsonToken token) throws IOException, Unusual {
        current(token, JsonToken.VALUE_STRING);
        String value = p.getText();
        if (!CompactJson.plain(value)) {
            throw Unusual.INSTANCE;
        }
        return value;
    }

    /** {@code comments}: null (none) or an array of strings. */
    private List<String> comments() throws IOException, Unusual {
        JsonToken token = p.nextToken();
        if (token == JsonToken.VALUE_NULL) {
            return List.of();
        }
        current(token, JsonToken.START_ARRAY);
        List<String> lines = new ArrayList<>(2);
        while ((token = p.nextToken()) == JsonToken.VALUE_STRING) {
            lines.add(p.getText());
        }
        current(token, JsonToken.END_ARRAY);
        return lines;
    }

    /** {@code time}: null (none) or {@code {"now": {m, s}, "total": {h, m, s}}} with at least one of the two. */
    private MoveTime time() throws IOException, Unusual {
        JsonToken token = p.nextToken();
        if (token == JsonToken.VALUE_NULL) {
            return null;
        }
        current(token, JsonToken.START_OBJECT);
        Double now = null;
        Double total = null;
        boolean sawNow = false;
        boolean sawTotal = false;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            if (name.equals("now") && !sawNow) {
                sawNow = true;
                now = seconds();
            } else if (name.equals("total") && !sawTotal) {
                sawTotal = true;
                total = seconds();
            } else {
                throw Unusual.INSTANCE;
            }
        }
        current(JsonToken.END_OBJECT);
        if (now == null && total == null) {
            throw Unusual.INSTANCE;
        }
        return new MoveTime(now, total);
    }

    /**
     * {@code {h?, m?, s?}} in seconds, or null for JSON null; summed hours, minutes, seconds in that
     * order whatever the text's order, so the double is the general path's to the last bit.
     */
    private Double seconds() throws IOException, Unusual {
        JsonToken token = p.nextToken();
        if (token == JsonToken.VALUE_NULL) {
            return null;
        }
        current(token, JsonToken.START_OBJECT);
        double[] units = new double[3];
        int seen = 0;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            int unit = switch (p.currentName()) {
                case "h" -> 0;
                case "m" -> 1;
                case "s" -> 2;
                default -> throw Unusual.INSTANCE;
            };
            if ((seen & (1 << unit)) != 0) {
                throw Unusual.INSTANCE;
            }
            seen |= 1 << unit;
            units[unit] = number(p.nextToken());
        }
        current(JsonToken.END_OBJECT);
        if (seen == 0) {
            return null;
        }
        double sum = 0;
        int[] factors = {3600, 60, 1};
        for (int i = 0; i < 3; i++) {
            if ((seen & (1 << i)) != 0) {
                sum += units[i] * factors[i];
            }
        }
        return sum;
    }

    private double number(JsonToken token) throws IOException, Unusual {
        if (token == JsonToken.VALUE_NUMBER_FLOAT) {
            return p.getDoubleValue();
        }
        if (token != JsonToken.VALUE_NUMBER_INT || p.getNumberType() != JsonParser.NumberType.INT) {
            throw Unusual.INSTANCE;
        }
        return p.getIntValue();
    }

    /**
     * The JSON from {@code from} to {@code to} without the blanks between its tokens: for a value
     * whose strings need no escapes and whose numbers are one digit, exactly what Jackson writes
     * for it. Writers save moves compactly already, so this is mostly one substring. Null when the
     * text escapes a character, which Jackson would write unescaped.
     */
    static String compact(String text, int from, int to) {
        StringBuilder sb = null;
        boolean inString = false;
        for (int k = from; k < to; k++) {
            char c = text.charAt(k);
            if (c == '\\') {
                return null;
            }
            if (c == '"') {
                inString = !inString;
            } else if (!inString && (c == ' ' || c == '\t' || c == '\n' || c == '\r')) {
                if (sb == null) {
                    sb = new StringBuilder(to - from).append(text, from, k);
                }
                continue;
            }
            if (sb != null) {
                sb.append(c);
            }
        }
        return sb == null ? text.substring(from, to) : sb.toString();
    }

    private static SerializedString[] keys(String... names) {
        SerializedString[] keys = new SerializedString[names.length + 1];
        for (int i = 0; i < names.length; i++) {
            keys[i + 1] = new SerializedString(names[i]);
        }
        return keys;
    }

    /**
     * The next key of the object being read, or null at its end; the guess, when given, is tried
     * first. Anything but a key or the end is left to the general path.
     */
    private String field(SerializedString guess) throws IOException, Unusual {
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

    private static boolean once(boolean seen) throws Unusual {
        if (seen) {
            throw Unusual.INSTANCE;
        }
        return true;
    }

    private String nextName() throws IOException, Unusual {
        expect(JsonToken.FIELD_NAME);
        return p.currentName();
    }

    private void expect(JsonToken wanted) throws IOException, Unusual {
        current(p.nextToken(), wanted);
    }

    private void current(JsonToken wanted) throws Unusual {
        current(p.currentToken(), wanted);
    }

    private static void current(JsonToken token, JsonToken wanted) throws Unusual {
        if (token != wanted) {
            throw Unusual.INSTANCE;
        }
    }
}
