package dev.shinpan.record.jkf;

import com.fasterxml.jackson.core.JsonToken;
import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.MoveTime;
import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.record.build.EndingDraft;
import dev.shinpan.record.build.MoveDraft;
import dev.shinpan.record.build.RecordSink;
import dev.shinpan.record.csa.CsaSpecial;
import dev.shinpan.record.jkf.JkfCursor.Restart;
import dev.shinpan.record.jkf.JkfJson.Names;
import dev.shinpan.record.jkf.JkfJson.Parser;
import dev.shinpan.record.jkf.JkfJson.Spot;
import dev.shinpan.record.jkf.JkfJson.TooManyValues;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code moves} of a JKF record, streamed into the builder entry by entry: the main line and
 * the {@code forks} that replace a move, read right after the move, before the moves that follow
 * it. An entry's keys may come in any order: what an entry holds is judged when it is whole, in one
 * order ({@link #entry}), except that a move's forks are read where they stand when the move came
 * before them; should its move, special or comments come after them, the document is read again
 * ({@link Restart}), and then the forks are passed and read from where they start once the entry is
 * judged.
 */
final class JkfMoves {

    private static final String MOVE = "\"move\"";
    /** What {@link Entry#spot} places. */
    private static final int AT = 0;

    private static final int MOVE_KEY = 1;
    private static final int MOVE_VALUE = 2;
    private static final int TIME_KEY = 3;
    private static final int TIME_VALUE = 4;
    private static final String SPECIAL = "\"special\"";
    /** Characters of an entry or a move shown with a problem. */
    private static final int SHOWN = 80;

    private final JkfCursor c;
    private final JkfJson json;
    private final RecordSink builder;
    private final JkfMove move;

    JkfMoves(JkfCursor c, RecordSink builder) {
        this.c = c;
        this.json = c.json;
        this.builder = builder;
        this.move = new JkfMove(c);
    }

    /** One list of entries being read: the main line or a fork. */
    private static final class Line {
        /** The entry being read, made once for the line. */
        final Entry entry = new Entry();

        boolean done;
        /** The game-ending special of this line, once read. */
        EndingDraft ended;
    }

    /** One entry's keys as read: each the last given, JSON null meaning absent. */
    private static final class Entry {
        /** The entry's opening brace, its move's key and value, its time's: kept as numbers, made into places when a problem needs one. */
        final long[] offsets = new long[5];

        final int[] lines = new int[5];
        final int[] columns = new int[5];
        boolean move;
        JsonToken special;
        String specialText;
        Spot specialKey;
        Spot specialValue;
        JsonToken comments;
        List<String> commentLines;
        Spot commentsKey;
        JsonToken time;
        MoveTime timeRead;
        JsonToken forks;
        Spot forksKey;
        Spot forksValue;
        /** The move whose forks were read where they stand, or null. */
        MoveDraft forked;
        /** Whether the entry was judged when its forks came. */
        boolean judged;

        boolean holdsMove() {
            return move || special != null;
        }

        void note(int which, long offset, int line, int column) {
            offsets[which] = offset;
            lines[which] = line;
            columns[which] = column;
        }

        Spot spot(int which) {
            return new Spot(offsets[which], lines[which], columns[which]);
        }

        /** Ready for the line's next entry. */
        Entry clear() {
            move = false;
            special = null;
            specialText = null;
            specialKey = null;
            specialValue = null;
            comments = null;
            commentLines = null;
            commentsKey = null;
            time = null;
            timeRead = null;
            forks = null;
            forksKey = null;
            forksValue = null;
            forked = null;
            judged = false;
            return this;
        }
    }

    /**
     * Reads the moves whose opening bracket is the current token: {@code moves[0]}, which belongs
     * to the start position (its comments go there), then the main line and its forks.
     */
    void read(Spot movesAt) throws IOException, TooManyValues, Restart {
        JsonToken t = c.next();
        if (t == JsonToken.END_ARRAY) {
            warning(movesAt, "[]", Message.of("read.jkf.moves-empty", "\"moves\"", "JKF", "{}"));
            return;
        }
        Line main = new Line();
        if (t == JsonToken.START_OBJECT) {
            Entry first = new Entry();
            read(main, first, true);
            if (first.holdsMove()) {
                if (!first.judged) {
                    judge(main, first, true);
                }
            } else {
                List<String> startComments = comments(first);
                if (!startComments.isEmpty() && !builder.admitComments(startComments.size(), commentsAt(first))) {
                    main.done = true;
                } else {
                    for (String comment : startComments) {
                        builder.comment(comment);
                    }
                }
            }
        } else {
            Spot firstAt = c.spot();
            c.skip(t);
            warning(movesAt, json.shortened(firstAt, SHOWN), Message.of("read.jkf.first-not-object", "moves[0]", "{}"));
        }
        entries(main);
    }

    /** The entries of a line to its closing bracket. */
    private void entries(Line line) throws IOException, TooManyValues, Restart {
        JsonToken t;
        while ((t = c.next()) != JsonToken.END_ARRAY) {
            if (builder.stopped() || line.done) {
                c.skip(t);
                continue;
            }
            if (t != JsonToken.START_OBJECT) {
                Spot at = c.spot();
                c.skip(t);
                error(
                        t == JsonToken.START_ARRAY ? at : Spot.UNKNOWN,
                        json.shortened(at, SHOWN),
                        Message.of("read.jkf.entry-shape", MOVE, SPECIAL));
                line.done = true;
                continue;
            }
            Entry entry = line.entry.clear();
            read(line, entry, false);
            if (!entry.judged) {
                judge(line, entry, false);
            }
        }
    }

    /** Reads an entry's keys, judging it at its forks when they come after its move. */
    private void read(Line line, Entry e, boolean first) throws IOException, TooManyValues, Restart {
        int held = c.holdCurrent();
        Parser p = c.p;
        e.note(AT, p.offset(), p.line(), p.column());
        int seen = 0;
        if (move.entry()) {
            // a move alone, as writers write most entries: read in place (JkfMove.compact says why)
            Spot key = move.entryKey();
            e.note(MOVE_KEY, key.offset(), key.line(), key.column());
            e.note(MOVE_VALUE, move.start.offset(), move.start.line(), move.start.column());
            e.move = true;
            seen = 1;
        }
        Names others = null;
        while (c.next() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            // Jackson gives names as interned strings: the usual ones are told apart without a hash
            int bit = name == "move"
                    ? 1
                    : name == "time"
                            ? 8
                            : name == "comments" ? 4 : name == "special" ? 2 : name == "forks" ? 16 : bit(name);
            long keyOffset = p.offset();
            int keyLine = p.line();
            int keyColumn = p.column();
            if (e.judged && bit != 8 && bit != 0) {
                throw Restart.INSTANCE; // what the forks read where they stand depend on
            }
            JsonToken v = c.value();
            switch (bit) {
                case 1 -> {
                    e.note(MOVE_KEY, keyOffset, keyLine, keyColumn);
                    e.note(MOVE_VALUE, p.offset(), p.line(), p.column());
                    e.move = v != JsonToken.VALUE_NULL;
                    if (e.move) {
                        move.read(v);
                    }
                }
                case 2 -> special(e, new Spot(keyOffset, keyLine, keyColumn), v);
                case 4 -> comments(e, new Spot(keyOffset, keyLine, keyColumn), v);
                case 8 -> {
                    e.note(TIME_KEY, keyOffset, keyLine, keyColumn);
                    e.note(TIME_VALUE, p.offset(), p.line(), p.column());
                    time(e, v);
                }
                case 16 -> forks(line, e, first, new Spot(keyOffset, keyLine, keyColumn), v);
                default -> {
                    if (others == null) {
                        others = new Names();
                    }
                    if (!others.add(name)) {
                        c.duplicate();
                    }
                    c.skip(v);
                }
            }
            if (bit != 0) {
                if ((seen & bit) != 0) {
                    c.duplicate();
                }
                seen |= bit;
            }
        }
        if (e.judged) {
            if (e.forked != null && !builder.stopped()) {
                builder.returnTo(e.forked);
                e.forked.time(time(e));
            }
        } else if (e.forks == JsonToken.START_ARRAY && forksRead(line, e) && !c.duplicatesKnown) {
            throw Restart.INSTANCE; // the forks came before the move they replace: read again, they are passed
        }
        c.release(held - 1); // the entry's brace was counted as its own
    }

    private static int bit(String name) {
        return switch (name) {
            case "move" -> 1;
            case "special" -> 2;
            case "comments" -> 4;
            case "time" -> 8;
            case "forks" -> 16;
            default -> 0;
        };
    }

    /** Whether the entry's forks, a list, are read when it is judged. */
    private boolean forksRead(Line line, Entry e) {
        return e.move && e.special == null && line.ended == null && !line.done && !builder.stopped();
    }

    private void forks(Line line, Entry e, boolean first, Spot key, JsonToken v)
            throws IOException, TooManyValues, Restart {
        e.forksKey = key;
        e.forksValue = c.p.valueSpot();
        e.forks = v == JsonToken.VALUE_NULL ? null : v;
        if (v == JsonToken.START_ARRAY && !c.duplicatesKnown && forksRead(line, e)) {
            // the move came first, as writers write it: judged now, its forks read where they stand
            e.judged = true;
            e.forked = judge(line, e, first);
            if (e.forked != null) {
                forks(e.forked, e.forksValue);
                return;
            }
        }
        c.skip(v);
    }

    /** The forks of a move, the list's opening bracket current: each a line replacing the move. */
    private void forks(MoveDraft forked, Spot forksAt) throws IOException, TooManyValues, Restart {
        JsonToken t;
        while ((t = c.next()) != JsonToken.END_ARRAY) {
            if (builder.stopped()) {
                c.skip(t);
                continue;
            }
            Spot at = c.spot();
            if (t != JsonToken.START_ARRAY) {
                c.skip(t);
                warning(forksAt, json.shortened(at, SHOWN), Message.of("read.jkf.fork-shape"));
                continue;
            }
            if (builder.branchAt(forked, SourceText.of("forks", at.line(), at.column()))) {
                entries(new Line());
            } else {
                c.skip(t); // past a limit on variations: the builder said so once, the main line goes on
            }
        }
    }

    /**
     * Judges an entry whole, in one order whatever the order of its keys: returns the move whose
     * forks are to be read now, or null.
     */
    private MoveDraft judge(Line line, Entry e, boolean first) throws IOException, TooManyValues, Restart {
        if (first) {
            warning(
                    e.spot(AT),
                    json.shortened(e.spot(AT), SHOWN),
                    Message.of("read.jkf.first-holds-move", "moves[0]", "move", "special"));
        }
        if (line.ended != null) {
            String ended = quoted(line.ended.text().text());
            if (e.move) {
                error(
                        e.spot(MOVE_KEY),
                        json.shortened(e.spot(MOVE_VALUE), SHOWN),
                        Message.of("read.jkf.move-after-special", ended));
                line.done = true;
                return null;
            }
            warning(e.spot(AT), json.shortened(e.spot(AT), SHOWN), Message.of("read.jkf.entry-after-special", ended));
            return null;
        }
        if (e.move && e.special != null) {
            error(
                    e.spot(AT),
                    json.shortened(e.spot(AT), SHOWN),
                    Message.of("read.jkf.move-and-special", MOVE, SPECIAL));
            line.done = true;
            return null;
        }
        List<String> comments = comments(e);
        if (!comments.isEmpty() && !builder.admitComments(comments.size(), commentsAt(e))) {
            line.done = true;
            return null;
        }
        if (e.move) {
            WrittenMove written = JkfMoveCheck.written(move, builder);
            if (written == null) {
                line.done = true;
                return null;
            }
            MoveDraft added = builder.addMove(written, move.text(), null);
            if (added == null) {
                return null;
            }
            for (int i = 0; i < comments.size(); i++) {
                added.comment(comments.get(i));
            }
            if (e.forks == JsonToken.START_ARRAY) {
                if (e.judged) {
                    return added; // the forks are read where they stand
                }
                try (Parser again = json.at(e.forksValue)) {
                    JkfCursor forks = new JkfCursor(json, again, true, Integer.MAX_VALUE);
                    forks.next();
                    new JkfMoves(forks, builder).forks(added, e.forksValue);
                }
                if (!builder.stopped()) {
                    builder.returnTo(added);
                    added.time(time(e));
                }
                return null;
            }
            if (e.forks != null) {
                warning(e.forksKey, "forks", Message.of("read.jkf.forks-shape", "\"forks\""));
            }
            added.time(time(e));
        } else if (e.special != null) {
            line.ended = ending(e, comments);
            if (line.ended == null) {
                line.done = true;
                return null;
            }
            if (e.forks != null) {
                warning(e.forksKey, "forks", Message.of("read.jkf.forks-on-ending", builder.played() + 1));
            }
        } else if (!comments.isEmpty() && builder.lastMove() != null) {
            warning(e.spot(AT), json.shortened(e.spot(AT), SHOWN), Message.of("read.jkf.comments-kept", MOVE, SPECIAL));
            MoveDraft last = builder.lastMove();
            for (int i = 0; i < comments.size(); i++) {
                last.comment(comments.get(i));
            }
        } else {
            warning(e.spot(AT), json.shortened(e.spot(AT), SHOWN), Message.of("read.jkf.entry-empty", MOVE, SPECIAL));
        }
        return null;
    }

    private void special(Entry e, Spot key, JsonToken v) throws IOException, TooManyValues, Restart {
        e.specialKey = key;
        e.specialValue = c.p.valueSpot();
        e.special = v == JsonToken.VALUE_NULL ? null : v;
        e.specialText = v == JsonToken.VALUE_STRING ? c.p.getText() : null;
        c.skip(v);
    }

    private EndingDraft ending(Entry e, List<String> comments) {
        Spot at = e.specialKey;
        if (e.special != JsonToken.VALUE_STRING) {
            error(
                    at,
                    json.compact(e.specialValue),
                    Message.of("read.jkf.special-shape", SPECIAL, "CSA", "TORYO", "CHUDAN"));
            return null;
        }
        String written = e.specialText;
        String name = written;
        if (name.startsWith("%")) {
            warning(at, written, Message.of("read.jkf.special-percent", "JKF", "CSA", "%", name.substring(1)));
            name = name.substring(1);
        }
        CsaSpecial known = CsaSpecial.byName(name);
        String detail = comments.isEmpty() ? null : String.join("\n", comments);
        StatedEnding stated;
        if (known == null) {
            warning(at, written, Message.of("read.jkf.special-unknown", quoted(written), CsaSpecial.names()));
            stated = StatedEnding.interrupted();
            detail = detail == null ? written : written + "\n" + detail;
        } else {
            stated = known.meaning(builder.sideToMove());
        }
        EndingDraft ending = builder.addEnding(
                stated, builder.played(), SourceText.of(written, at.line(), at.column()), EndingOrigin.TERMINAL_MOVE);
        ending.detail(detail);
        ending.time(time(e)); // a special's own time (a declaration's thought), which the clock weighs
        return ending;
    }

    /** {@code comments}: a list of lines; anything else is one line, with a warning when judged. */
    private void comments(Entry e, Spot key, JsonToken v) throws IOException, TooManyValues, Restart {
        e.commentsKey = key;
        e.comments = v == JsonToken.VALUE_NULL ? null : v;
        if (v == JsonToken.START_ARRAY) {
            List<String> lines = new ArrayList<>(2);
            JsonToken t;
            while ((t = c.next()) != JsonToken.END_ARRAY) {
                lines.add(line(t));
            }
            e.commentLines = lines;
        } else if (e.comments != null) {
            e.commentLines = List.of(line(v));
        }
    }

    /** A comment line: a string's text, or any other value's JSON. */
    private String line(JsonToken t) throws IOException, TooManyValues, Restart {
        if (t == JsonToken.VALUE_STRING) {
            return c.p.getText();
        }
        Spot at = c.p.spot();
        c.skip(t);
        return json.compact(at);
    }

    private List<String> comments(Entry e) {
        if (e.comments == null) {
            return List.of();
        }
        if (e.comments != JsonToken.START_ARRAY) {
            warning(e.commentsKey, "comments", Message.of("read.jkf.comments-shape", "\"comments\""));
        }
        return e.commentLines;
    }

    /** Where an entry's comments are, for the error when they pass the limit: at their key. */
    private static SourceText commentsAt(Entry e) {
        return SourceText.of("comments", e.commentsKey.line(), e.commentsKey.column());
    }

    /** {@code time}: {@code {"now": {m, s}, "total": {h, m, s}}}, read now, judged with the entry. */
    private void time(Entry e, JsonToken v) throws IOException, TooManyValues, Restart {
        e.time = v == JsonToken.VALUE_NULL ? null : v;
        e.timeRead = null;
        if (v != JsonToken.START_OBJECT) {
            c.skip(v);
            return;
        }
        Double now = null;
        Double total = null;
        Names names = new Names();
        while (c.next() == JsonToken.FIELD_NAME) {
            String name = c.p.currentName();
            JsonToken t = c.value();
            if (!names.add(name)) {
                c.duplicate();
            }
            if (name.equals("now")) {
                now = seconds(t);
            } else if (name.equals("total")) {
                total = seconds(t);
            } else {
                c.skip(t);
            }
        }
        e.timeRead = now == null && total == null ? null : new MoveTime(now, total);
    }

    /**
     * {@code {h?, m?, s?}} in seconds, or null; summed hours, minutes, seconds in that order
     * whatever the text's order, a unit given twice its later value.
     */
    private Double seconds(JsonToken t) throws IOException, TooManyValues, Restart {
        if (t != JsonToken.START_OBJECT) {
            c.skip(t);
            return null;
        }
        double[] units = new double[3];
        int numbers = 0;
        int seen = 0;
        while (c.next() == JsonToken.FIELD_NAME) {
            String name = c.p.currentName();
            JsonToken v = c.value();
            int unit = switch (name) {
                case "h" -> 0;
                case "m" -> 1;
                case "s" -> 2;
                default -> -1;
            };
            if (unit < 0) {
                c.skip(v);
                continue;
            }
            if ((seen & 1 << unit) != 0) {
                c.duplicate();
            }
            seen |= 1 << unit;
            if (v == JsonToken.VALUE_NUMBER_INT || v == JsonToken.VALUE_NUMBER_FLOAT) {
                units[unit] = c.p.getDoubleValue();
                numbers |= 1 << unit;
            } else {
                numbers &= ~(1 << unit);
                c.skip(v);
            }
        }
        if (numbers == 0) {
            return null;
        }
        double sum = 0;
        int[] factors = {3600, 60, 1};
        for (int i = 0; i < 3; i++) {
            if ((numbers & 1 << i) != 0) {
                sum += units[i] * factors[i];
            }
        }
        return sum;
    }

    /** The entry's time, or null, with a warning when it is given in another shape. */
    private MoveTime time(Entry e) {
        if (e.time == null) {
            return null;
        }
        if (e.timeRead == null) {
            warning(
                    e.spot(TIME_KEY),
                    json.shortened(e.spot(TIME_VALUE), SHOWN),
                    Message.of(
                            "read.jkf.time-shape",
                            "\"time\"",
                            "{\"now\": {\"m\":…, \"s\":…}, \"total\": {\"h\":…, \"m\":…, \"s\":…}}"));
        }
        return e.timeRead;
    }

    private void error(Spot at, String text, Message message) {
        builder.problem(Problem.error(at.line(), at.column(), text, message));
    }

    private void warning(Spot at, String text, Message message) {
        builder.problem(Problem.warning(at.line(), at.column(), text, message));
    }

    /** A name or value as JSON writes it, in quotes, for messages. */
    static String quoted(String text) {
        return "\"" + text + "\"";
    }
}
