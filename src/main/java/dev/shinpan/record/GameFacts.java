package dev.shinpan.record;

import dev.shinpan.record.csa.CsaGameFacts;
import dev.shinpan.record.kif.KifGameFacts;
import java.util.ArrayList;
import java.util.List;

/**
 * What a record says about the game itself, beside its moves: event, site, start and end times
 * (ISO 8601), time control and the players' ratings. Each field is null when the record does not
 * say it; what it says but shinpan cannot read is kept as written ({@link #unread()}).
 *
 * @param event       the event or game name as written (KIF 棋戦 or 表題, CSA {@code $EVENT})
 * @param site        where it was played (KIF 場所, CSA {@code $SITE})
 * @param start       when it started, as an ISO 8601 local date-time, date or time (with an offset
 *                    only when the record writes one)
 * @param end         when it ended, likewise
 * @param timeControl the time control
 * @param blackRating black's rating
 * @param whiteRating white's rating
 */
public record GameFacts(
        String event,
        String site,
        Stated<String> start,
        Stated<String> end,
        Stated<TimeControl> timeControl,
        Stated<Rating> blackRating,
        Stated<Rating> whiteRating) {

    public static final GameFacts NONE = new GameFacts(null, null, null, null, null, null, null);

    /** The facts a record's header (and, for floodgate, its comments) states, by its format's own keys. */
    public static GameFacts of(GameRecord record) {
        if (record.format() == null) {
            return NONE;
        }
        return switch (record.format()) {
            case KIF, KI2, JKF -> KifGameFacts.of(record.header()); // JKF's header has the KIF keys
            case CSA -> CsaGameFacts.of(record);
            case USI -> NONE;
        };
    }

    public boolean isEmpty() {
        return equals(NONE);
    }

    /** The facts written but not understood, in field order: each is reported with a warning. */
    public List<Stated<?>> unread() {
        List<Stated<?>> unread = new ArrayList<>(0);
        for (Stated<?> s : new Stated<?>[] {start, end, timeControl, blackRating, whiteRating}) {
            if (s != null && !s.understood()) {
                unread.add(s);
            }
        }
        return unread;
    }
}
