package dev.shinpan.record.csa;

import dev.shinpan.record.FactReader;
import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Rating;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.Stated;
import dev.shinpan.record.TimeControl;
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
    private static final Pattern TIME = Pattern.compile("(\\d{1,9})(?:\\.\\d+)?\\+(\\d{1,6})(?:\\.\\d+)?(?:\\+(\\d{1,6})(?:\\.\\d+)?)?");

    private CsaGameFacts() {
    }

    public static GameFacts of(GameRecord record) {
        String event = record.headerValue("$EVENT").orElse(null);
        Stated<String> start = time(record, "$START_TIME");
        Stated<String> end = time(record, "$END_TIME");
        if (end == null) {
            end = commentTime(record);
        }
        return new GameFacts(event, record.headerValue("$SITE").filter(s -> !s.isBlank()).orElse(null), start, end,
                timeControl(record, event), rating(record, "black_rate:", "I+"), rating(record, "white_rate:", "I-"));
    }

    private static Stated<String> time(GameRecord record, String key) {
        String written = record.headerValue(key).filter(s -> !s.isBlank()).orElse(null);
        return written == null ? null : new Stated<>(key, written, FactReader.dateTime(written));
    }

    /** shogi-server writes the end time as a comment after the last move, {@code '$END_TIME:2017/03/02 21:53:26}. */
    private static Stated<String> commentTime(GameRecord record) {
        List<RecordedMove> moves = record.mainLine().moves();
        List<String> comments = moves.isEmpty() ? record.startComments() : moves.get(moves.size() - 1).comments();
        String written = note(comments, "$END_TIME:");
        return written == null ? null : new Stated<>("'$END_TIME", written, FactReader.dateTime(written));
    }

    private static Stated<TimeControl> timeControl(GameRecord record, String event) {
        String v3 = record.headerValue("$TIME").orElse(null);
        if (v3 != null) {
            Matcher m = TIME.matcher(v3.strip());
            return new Stated<>("$TIME", v3, m.matches() ? new TimeControl(Long.parseLong(m.group(1)),
                    Long.parseLong(m.group(2)), m.group(3) == null ? 0 : Long.parseLong(m.group(3))) : null);
        }
        String v22 = record.headerValue("$TIME_LIMIT").orElse(null);
        if (v22 != null) {
            Matcher m = TIME_LIMIT.matcher(v22.strip());
            return new Stated<>("$TIME_LIMIT", v22, m.matches() ? new TimeControl(
                    Long.parseLong(m.group(1)) * 3600 + Long.parseLong(m.group(2)) * 60, Long.parseLong(m.group(3)), 0)
                    : null);
        }
        TimeControl named = FactReader.gameName(event);
        if (named == null) {
            return null;
        }
        String increment = note(record.startComments(), "Increment:");
        long seconds = increment == null ? -1 : FactReader.seconds(increment.strip());
        if (named.incrementSeconds() == 0 && named.byoyomiSeconds() == 0 && seconds > 0) {
            named = named.withIncrement(seconds);
        }
        return new Stated<>("$EVENT", FactReader.gameNamePart(event), named);
    }

    /**
     * floodgate's {@code 'black_rate:NAME+HASH:3526.0} (the rating after the last colon), else 81Dojo's
     * {@code I+1649,840,x2|81WS} (the rating first, {@code *} before a provisional one).
     */
    private static Stated<Rating> rating(GameRecord record, String note, String dojoKey) {
        String comment = note(record.startComments(), note);
        if (comment != null) {
            String written = comment.substring(comment.lastIndexOf(':') + 1);
            return new Stated<>("'" + note.substring(0, note.length() - 1), written, FactReader.rating(written));
        }
        String dojo = record.headerValue(dojoKey).orElse(null);
        if (dojo == null) {
            return null;
        }
        String written = dojo.split(",", -1)[0];
        return new Stated<>(dojoKey, written, FactReader.rating(written));
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
