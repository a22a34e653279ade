package dev.shinpan.record.csa;

import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.Rating;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.Stated;
import dev.shinpan.record.TimeControl;
import dev.shinpan.record.text.FactReader;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The game facts of a CSA record (docs/formats.md §3.3): {@code $EVENT}, {@code $SITE},
 * {@code $START_TIME}, {@code $END_TIME}, the time control ({@code $TIME} in V3.0, {@code $TIME_LIMIT}
 * in V2.2, else the shogi-server game name in {@code $EVENT}, with floodgate's {@code 'Increment:}),
 * and the ratings shogi-server writes as comments ({@code 'black_rate:NAME+HASH:3526.0}, and
 * {@code '$END_TIME:} after the moves) or 81Dojo as {@code I+}/{@code I-} lines.
 */
public final class CsaGameFacts {

    /** V2.2 {@code $TIME_LIMIT:HH:MM+SS}: hours and minutes each, then byoyomi seconds. */
    private static final Pattern TIME_LIMIT = Pattern.compile("(\\d{1,3}):(\\d{1,2})\\+(\\d{1,4})");
    /** V3.0 {@code $TIME:seconds+byoyomi+increment} (the third part may be left out). */
    private static final Pattern TIME =
            Pattern.compile("(\\d{1,9})(?:\\.\\d+)?\\+(\\d{1,6})(?:\\.\\d+)?(?:\\+(\\d{1,6})(?:\\.\\d+)?)?");

    private CsaGameFacts() {}

    public static GameFacts of(GameRecord record) {
        HeaderEntry event = entry(record, "$EVENT");
        HeaderEntry site = entry(record, "$SITE");
        Stated<String> end = FactReader.time(entry(record, "$END_TIME"));
        return new GameFacts(
                event == null ? null : event.value(),
                site == null ? null : site.value(),
                FactReader.time(entry(record, "$START_TIME")),
                end != null ? end : commentTime(record),
                timeControl(record, event),
                rating(record, "black_rate:", "I+"),
                rating(record, "white_rate:", "I-"),
                null);
    }

    /** shogi-server writes the end time as a comment after the last move, {@code '$END_TIME:2017/03/02 21:53:26}. */
    private static Stated<String> commentTime(GameRecord record) {
        List<RecordedMove> moves = record.mainLine().moves();
        List<String> comments = moves.isEmpty()
                ? record.startComments()
                : moves.get(moves.size() - 1).comments();
        String written = note(comments, "$END_TIME:");
        return written == null ? null : new Stated<>("'$END_TIME", written, FactReader.dateTime(written), null);
    }

    /** The time control the record states, alone: what the clock needs of the facts. */
    public static Stated<TimeControl> timeControl(GameRecord record) {
        return timeControl(record, entry(record, "$EVENT"));
    }

    private static Stated<TimeControl> timeControl(GameRecord record, HeaderEntry event) {
        HeaderEntry v3 = entry(record, "$TIME");
        if (v3 == null) {
            // V3.0's per-side form; one time control only when both sides have the same (else a time handicap)
            HeaderEntry black = entry(record, "$TIME+");
            HeaderEntry white = entry(record, "$TIME-");
            v3 = black != null && white != null && black.value().equals(white.value()) ? black : null;
        }
        if (v3 != null) {
            Matcher m = TIME.matcher(v3.value());
            return new Stated<>(
                    v3.key(),
                    v3.value(),
                    m.matches()
                            ? new TimeControl(
                                    Long.parseLong(m.group(1)),
                                    Long.parseLong(m.group(2)),
                                    m.group(3) == null ? 0 : Long.parseLong(m.group(3)))
                            : null,
                    v3.source());
        }
        HeaderEntry v22 = entry(record, "$TIME_LIMIT");
        if (v22 != null) {
            Matcher m = TIME_LIMIT.matcher(v22.value());
            return new Stated<>(
                    v22.key(),
                    v22.value(),
                    m.matches()
                            ? new TimeControl(
                                    Long.parseLong(m.group(1)) * 3600 + Long.parseLong(m.group(2)) * 60,
                                    Long.parseLong(m.group(3)),
                                    0)
                            : null,
                    v22.source());
        }
        TimeControl named = event == null ? null : FactReader.gameName(event.value());
        if (named == null) {
            return null;
        }
        String increment = note(record.startComments(), "Increment:");
        long seconds = increment == null ? -1 : FactReader.seconds(increment.strip());
        if (named.incrementSeconds() == 0 && named.byoyomiSeconds() == 0 && seconds > 0) {
            named = named.withIncrement(seconds);
        }
        return new Stated<>(event.key(), FactReader.gameNamePart(event.value()), named, event.source());
    }

    /**
     * floodgate's {@code 'black_rate:NAME+HASH:3526.0} (the rating after the last colon), else 81Dojo's
     * {@code I+1649,840,x2|81WS} (the rating first, {@code *} before a provisional one).
     */
    private static Stated<Rating> rating(GameRecord record, String note, String dojoKey) {
        String comment = note(record.startComments(), note);
        if (comment != null) {
            String written = comment.substring(comment.lastIndexOf(':') + 1);
            return new Stated<>("'" + note.substring(0, note.length() - 1), written, FactReader.rating(written), null);
        }
        HeaderEntry dojo = entry(record, dojoKey);
        if (dojo == null) {
            return null;
        }
        String written = dojo.value().split(",", -1)[0];
        return new Stated<>(dojoKey, written, FactReader.rating(written), dojo.source());
    }

    /** The first header line under the key that says something (values are kept trimmed). */
    private static HeaderEntry entry(GameRecord record, String key) {
        return FactReader.entry(record.header(), key);
    }

    /** The rest of the first comment that starts with {@code prefix}, or null. */
    private static String note(List<String> comments, String prefix) {
        for (String c : comments) {
            if (c.startsWith(prefix)) {
                return c.substring(prefix.length());
            }
        }
        return null;
    }
}
