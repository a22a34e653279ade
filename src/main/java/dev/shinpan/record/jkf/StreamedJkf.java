package dev.shinpan.record.jkf;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.MoveTime;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.record.build.EndingDraft;
import dev.shinpan.record.build.MoveDraft;
import dev.shinpan.record.build.RecordSink;
import dev.shinpan.record.csa.CsaSpecial;
import dev.shinpan.record.jkf.ExpectedJson.Token;
import dev.shinpan.record.jkf.ExpectedJson.Unusual;
import dev.shinpan.record.kif.KifHeaderFacts;
import dev.shinpan.record.text.RecordText;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Variants;
import dev.shinpan.rules.WrittenMove;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads JKF of the shape writers save, straight from its JSON tokens ({@link ExpectedJson})
 * into the builder: no JSON tree, one move entry at a time, each move by {@link StreamedMove}.
 * That shape is {@code header} (string values), an optional {@code initial} (null or a named
 * preset), then {@code moves}, whose entries hold a normalized {@code move} or a known
 * {@code special}, with {@code comments} and {@code time}, and a move's {@code forks} last: lists
 * of entries of the same shape, up to {@link #STREAMED_FORK_DEPTH} deep. A file of many forks (an
 * analysis, a book) so costs no tree of the whole text, which for 47 MB did not fit in 256 MB.
 *
 * <p>Anything else (a problem to report, forks elsewhere or deeper, unnormalized moves, boards,
 * unknown or repeated keys, malformed JSON, a limit reached) makes {@link #read} answer false at once; the caller then
 * reads the text again with the general {@link JkfReader} path on a fresh builder. So every quirk
 * and located problem stays where the general path handles it, and this class need only be exact
 * for what it accepts: the same builder calls, in the same order, with the same texts and places.
 */
final class StreamedJkf {

    private static final String MOVE = "move";
    /** Forks nested deeper go to the general path, which keeps a stack of its own rather than the call stack. */
    static final int STREAMED_FORK_DEPTH = 64;

    private final ExpectedJson json;
    private final StreamedMove moveObjects;
    private final RecordSink builder;
    private int forkDepth;

    private StreamedJkf(RecordText text, RecordSink builder) {
        this.json = new ExpectedJson(text);
        this.moveObjects = new StreamedMove(json);
        this.builder = builder;
    }

    /**
     * True when the text was read into the builder, to its end or to a limit that stopped it (the
     * builder holds that located error, placed as the general path places it); false when the
     * general path must read it.
     */
    static boolean read(RecordText text, RecordSink builder) {
        try {
            new StreamedJkf(text, builder).document();
            return true;
        } catch (Stopped e) {
            return true;
        } catch (Unusual e) {
            return false;
        }
    }

    /**
     * A limit stopped the reading, with a located error in the builder. Read no further: a file of
     * that size through the general path's tree of the whole text can outgrow the heap.
     */
    private static final class Stopped extends Exception {
        static final Stopped INSTANCE = new Stopped();

        private Stopped() {
            super(null, null, false, false);
        }
    }

    private void document() throws Unusual, Stopped {
        json.expect(Token.START_OBJECT);
        if (!"header".equals(json.nextName())) {
            throw Unusual.INSTANCE;
        }
        header();
        String next = json.nextName();
        if ("initial".equals(next)) {
            builder.start(start());
            next = json.nextName();
        } else {
            builder.start(StartPosition.initial(Variants.STANDARD, null));
        }
        if (!"moves".equals(next)) {
            throw Unusual.INSTANCE;
        }
        moves();
        json.expect(Token.END_OBJECT);
        if (json.next() != null) {
            throw Unusual.INSTANCE;
        }
    }

    private void header() throws Unusual {
        json.expect(Token.START_OBJECT);
        List<String> keys = new ArrayList<>();
        while (json.next() == Token.FIELD_NAME) {
            String key = json.text();
            int line = json.tokenLine();
            int column = json.tokenColumn();
            if (keys.contains(key)) {
                throw Unusual.INSTANCE;
            }
            keys.add(key);
            json.expect(Token.VALUE_STRING);
            String value = json.text();
            if (!CompactJson.plain(key) || !CompactJson.plain(value)) {
                throw Unusual.INSTANCE;
            }
            // written as the general path writes it: "key":"value"
            String written = '"' + key + "\":\"" + value + '"';
            KifHeaderFacts.read(builder.header(key, value.strip(), SourceText.of(written, line, column)), builder);
        }
        json.current(Token.END_OBJECT);
    }

    /** {@code initial}: null, or an object naming a preset other than OTHER, with no board data. */
    private StartPosition start() throws Unusual {
        Token token = json.next();
        if (token == Token.VALUE_NULL) {
            return StartPosition.initial(Variants.STANDARD, null);
        }
        ExpectedJson.current(token, Token.START_OBJECT);
        String preset = null;
        SourceText presetAt = null;
        boolean data = false;
        while (json.next() == Token.FIELD_NAME) {
            String name = json.text();
            if (name.equals("preset") && preset == null) {
                int line = json.tokenLine();
                int column = json.tokenColumn();
                json.expect(Token.VALUE_STRING);
                preset = json.text();
                presetAt = SourceText.of(preset, line, column);
            } else if (name.equals("data") && !data) {
                data = true;
                json.expect(Token.VALUE_NULL);
            } else {
                throw Unusual.INSTANCE;
            }
        }
        json.current(Token.END_OBJECT);
        Handicap handicap = preset == null || preset.equals("OTHER")
                ? null
                : Handicap.byName(preset).orElse(null);
        if (handicap == null) {
            throw Unusual.INSTANCE;
        }
        return StartPosition.of(handicap, presetAt);
    }

    /**
     * Counts the comments against the limit, an error past it placed at their key ({@code at}, given
     * with them) as the general path places it.
     */
    private void admit(List<String> comments, SourceText at) throws Stopped {
        if (!comments.isEmpty() && !builder.admitComments(comments.size(), at)) {
            throw Stopped.INSTANCE;
        }
    }

    /** The {@code comments} key just read, where an error on its comments is placed. */
    private SourceText commentsKey() {
        return SourceText.of("comments", json.tokenLine(), json.tokenColumn());
    }

    private void moves() throws Unusual, Stopped {
        json.expect(Token.START_ARRAY);
        json.expect(Token.START_OBJECT);
        // moves[0] belongs to the start position: comments only
        List<String> startComments = List.of();
        boolean sawComments = false;
        SourceText commentsAt = null;
        while (json.next() == Token.FIELD_NAME) {
            if (!json.text().equals("comments")) {
                throw Unusual.INSTANCE;
            }
            sawComments = ExpectedJson.once(sawComments);
            commentsAt = commentsKey();
            startComments = json.strings();
        }
        json.current(Token.END_OBJECT);
        admit(startComments, commentsAt);
        for (String comment : startComments) { // a loop: a bound method reference is made per record under C1
            builder.comment(comment);
        }
        entries();
    }

    /** The entries of a line (the main line or a fork) to its closing bracket; a special ends the line. */
    private void entries() throws Unusual, Stopped {
        boolean ended = false;
        Token token;
        while ((token = json.next()) != Token.END_ARRAY) {
            if (builder.stopped()) {
                throw Stopped.INSTANCE;
            }
            if (ended) {
                throw Unusual.INSTANCE;
            }
            ExpectedJson.current(token, Token.START_OBJECT);
            ended = entry();
        }
    }

    /**
     * A move's {@code forks}: each list of entries replaces the move, read before the moves that
     * follow it, as the general path reads them; then the move's line goes on.
     */
    private void forks(MoveDraft forked) throws Unusual, Stopped {
        json.expect(Token.START_ARRAY);
        if (++forkDepth > STREAMED_FORK_DEPTH) {
            throw Unusual.INSTANCE;
        }
        Token token;
        while ((token = json.next()) != Token.END_ARRAY) {
            ExpectedJson.current(token, Token.START_ARRAY);
            if (builder.branchAt(forked, SourceText.of("forks", json.tokenLine(), json.tokenColumn()))) {
                entries();
            } else {
                skipOpened(); // past a limit on variations: the builder said so once, the main line goes on
            }
        }
        builder.returnTo(forked);
        forkDepth--;
    }

    /** Passes over the array or object whose opening token was just read, whatever it holds. */
    private void skipOpened() throws Unusual {
        int depth = 1;
        while (depth > 0) {
            Token token = json.next();
            if (token == Token.START_ARRAY || token == Token.START_OBJECT) {
                depth++;
            } else if (token == Token.END_ARRAY || token == Token.END_OBJECT) {
                depth--;
            }
        }
    }

    /** Adds the entry's move with its comments. */
    private MoveDraft add(WrittenMove move, SourceText moveAt, List<String> comments, SourceText commentsAt)
            throws Stopped {
        admit(comments, commentsAt);
        MoveDraft added = builder.addMove(move, moveAt, null);
        if (added == null) {
            throw Stopped.INSTANCE; // a limit on moves
        }
        for (String comment : comments) { // no method reference: the quick JIT allocates it per move
            added.comment(comment);
        }
        return added;
    }

    /** Reads one entry after moves[0] into the builder; true when it ends the game. */
    private boolean entry() throws Unusual, Stopped {
        WrittenMove move = null;
        SourceText moveAt = null;
        String special = null;
        int specialLine = 0;
        int specialColumn = 0;
        List<String> comments = List.of();
        MoveTime time = null;
        // each key once: a repeated key is a warning, left to the general path
        boolean sawMove = false;
        boolean sawSpecial = false;
        boolean sawComments = false;
        boolean sawTime = false;
        MoveDraft added = null;
        SourceText commentsAt = null;
        for (String name = json.field(MOVE); name != null; name = json.field(null)) {
            if (added != null) {
                throw Unusual.INSTANCE; // a key after forks
            }
            switch (name) {
                case "move" -> {
                    sawMove = ExpectedJson.once(sawMove);
                    Token token = json.next();
                    if (token != Token.VALUE_NULL) {
                        ExpectedJson.current(token, Token.START_OBJECT);
                        move = moveObjects.read(builder.previousDestination());
                        moveAt = moveObjects.text();
                    }
                }
                case "special" -> {
                    sawSpecial = ExpectedJson.once(sawSpecial);
                    specialLine = json.tokenLine();
                    specialColumn = json.tokenColumn();
                    Token token = json.next();
                    if (token != Token.VALUE_NULL) {
                        ExpectedJson.current(token, Token.VALUE_STRING);
                        special = json.text();
                    }
                }
                case "comments" -> {
                    sawComments = ExpectedJson.once(sawComments);
                    commentsAt = commentsKey();
                    comments = json.strings();
                }
                case "time" -> {
                    sawTime = ExpectedJson.once(sawTime);
                    time = time();
                }
                case "forks" -> {
                    if (move == null || special != null) {
                        throw Unusual.INSTANCE;
                    }
                    added = add(move, moveAt, comments, commentsAt);
                    forks(added);
                }
                default -> throw Unusual.INSTANCE;
            }
        }
        json.current(Token.END_OBJECT);
        if (added == null && move != null && special == null) {
            added = add(move, moveAt, comments, commentsAt);
        }
        if (added != null) {
            added.time(time);
            return false;
        }
        admit(comments, commentsAt);
        CsaSpecial known = special == null || move != null ? null : CsaSpecial.byName(special);
        if (known == null) {
            throw Unusual.INSTANCE;
        }
        EndingDraft ending = builder.addEnding(
                known.meaning(builder.sideToMove()),
                builder.played(),
                SourceText.of(special, specialLine, specialColumn),
                EndingOrigin.TERMINAL_MOVE);
        ending.detail(comments.isEmpty() ? null : String.join("\n", comments));
        ending.time(time); // a special's own time (a declaration's thought), which the clock weighs
        return true;
    }

    /** {@code time}: null (none) or {@code {"now": {m, s}, "total": {h, m, s}}} with at least one of the two. */
    private MoveTime time() throws Unusual {
        Token token = json.next();
        if (token == Token.VALUE_NULL) {
            return null;
        }
        ExpectedJson.current(token, Token.START_OBJECT);
        Double now = null;
        Double total = null;
        boolean sawNow = false;
        boolean sawTotal = false;
        while (json.next() == Token.FIELD_NAME) {
            String name = json.text();
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
        json.current(Token.END_OBJECT);
        if (now == null && total == null) {
            throw Unusual.INSTANCE;
        }
        return new MoveTime(now, total);
    }

    /**
     * {@code {h?, m?, s?}} in seconds, or null for JSON null; summed hours, minutes, seconds in that
     * order whatever the text's order, so the double is the general path's to the last bit.
     */
    private Double seconds() throws Unusual {
        Token token = json.next();
        if (token == Token.VALUE_NULL) {
            return null;
        }
        ExpectedJson.current(token, Token.START_OBJECT);
        double[] units = new double[3];
        int seen = 0;
        while (json.next() == Token.FIELD_NAME) {
            int unit = switch (json.text()) {
                case "h" -> 0;
                case "m" -> 1;
                case "s" -> 2;
                default -> throw Unusual.INSTANCE;
            };
            if ((seen & (1 << unit)) != 0) {
                throw Unusual.INSTANCE;
            }
            seen |= 1 << unit;
            units[unit] = json.number(json.next());
        }
        json.current(Token.END_OBJECT);
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
}
