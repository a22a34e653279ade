package dev.shinpan.record.kif;

import dev.shinpan.record.FactReader;
import dev.shinpan.record.GameFacts;
import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.Stated;
import dev.shinpan.record.TimeControl;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The game facts of a Kakinoki-family header, which JKF's header shares (kakinoki.o.oo7.jp/kif_format.html):
 * 棋戦 (else 表題) the event, 場所 the site, 開始日時 (else 対局日) and 終了日時 the times, 持ち時間 the
 * time control. KIF has no rating key.
 */
public final class KifGameFacts {

    /** {@code 各5時間}, {@code 10分+30秒}, {@code 9分切れ負け}, {@code 1時間30分}, {@code 5分+30秒}, after 各 and blanks are taken out. */
    private static final Pattern JAPANESE = Pattern.compile(
            "(?:(\\d{1,3})時間)?(?:(\\d{1,4})分)?(?:(\\d{1,5})秒)?(?:切れ負け)?(?:\\+(\\d{1,4})秒(加算|追加)?)?");
    /**
     * ShogiHome's {@code 10:00+10}: minutes and seconds, then byoyomi seconds (its CSA-server scenarios
     * write {@code 10:00+10} for {@code Total_Time:600}, {@code Byoyomi:10}).
     */
    private static final Pattern CLOCK = Pattern.compile("(\\d{1,4}):(\\d{2})\\+(\\d{1,4})");
    /** ShogiHome's {@code 30+0+5}: seconds, byoyomi and increment, as CSA V3's {@code $TIME}. */
    private static final Pattern SECONDS = Pattern.compile("(\\d{1,9})\\+(\\d{1,6})\\+(\\d{1,6})");

    private KifGameFacts() {
    }

    public static GameFacts of(List<HeaderEntry> header) {
        HeaderEntry event = entry(header, "棋戦");
        HeaderEntry title = entry(header, "表題");
        HeaderEntry start = entry(header, "開始日時");
        if (start == null) {
            start = entry(header, "対局日");
        }
        HeaderEntry limit = entry(header, "持ち時間");
        return new GameFacts(text(event != null ? event : title), text(entry(header, "場所")), time(start),
                time(entry(header, "終了日時")),
                limit == null ? gameName(title) : new Stated<>(limit.key(), limit.value(), timeControl(limit.value()),
                        limit.source()),
                null, null);
    }

    private static Stated<String> time(HeaderEntry e) {
        return e == null ? null : new Stated<>(e.key(), e.value(), FactReader.dateTime(e.value()), e.source());
    }

    private static String text(HeaderEntry e) {
        return e == null ? null : e.value();
    }

    /** ShogiHome's title for a game played on a CSA server is the server's game name, time control included. */
    private static Stated<TimeControl> gameName(HeaderEntry title) {
        TimeControl control = title == null ? null : FactReader.gameName(title.value());
        return control == null ? null
                : new Stated<>(title.key(), FactReader.gameNamePart(title.value()), control, title.source());
    }

    static TimeControl timeControl(String written) {
        String text = FactReader.halfWidth(written).replace("各", "").replaceAll("\\s", "");
        Matcher m = SECONDS.matcher(text);
        if (m.matches()) {
            return new TimeControl(Long.parseLong(m.group(1)), Long.parseLong(m.group(2)), Long.parseLong(m.group(3)));
        }
        m = CLOCK.matcher(text);
        if (m.matches()) {
            return new TimeControl(Long.parseLong(m.group(1)) * 60 + Long.parseLong(m.group(2)), Long.parseLong(m.group(3)),
                    0);
        }
        m = JAPANESE.matcher(text);
        if (!m.matches() || m.group(1) == null && m.group(2) == null && m.group(3) == null) {
            return null;
        }
        long initial = number(m.group(1)) * 3600 + number(m.group(2)) * 60 + number(m.group(3));
        long extra = number(m.group(4));
        return m.group(5) != null ? new TimeControl(initial, 0, extra) : new TimeControl(initial, extra, 0);
    }

    private static long number(String digits) {
        return digits == null ? 0 : Long.parseLong(digits);
    }

    /** The first line under the key that says something: a blank value ({@code 終了日時：}) says nothing. */
    private static HeaderEntry entry(List<HeaderEntry> header, String key) {
        for (HeaderEntry e : header) {
            if (e.key().equals(key) && !e.value().isBlank()) {
                return e;
            }
        }
        return null;
    }
}
