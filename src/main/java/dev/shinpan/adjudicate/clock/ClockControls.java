package dev.shinpan.adjudicate.clock;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.Stated;
import dev.shinpan.record.TimeControl;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.text.FactReader;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where the clock replay's control comes from: the {@code --time-control} option, spelled as
 * floodgate names its games, or the record's own time control with the clock kind its format
 * implies.
 */
public final class ClockControls {

    /**
     * {@code 600-10}, {@code 300-10F}, {@code 0-30}, {@code 1500}, {@code 1500-060}, with an optional
     * kind first ({@code stopwatch:14400-60}): shogi-server's game-name forms (game.rb), main seconds
     * then byoyomi, or an increment marked F.
     */
    private static final Pattern OPTION = Pattern.compile("(?:([a-z-]+):)?(\\d{1,7})(?:-(\\d{1,5})(F?))?");
    /** shogi-server selects its stopwatch clock by a byoyomi written with a leading zero ({@code -060}). */
    private static final Pattern STOPWATCH_NAME = Pattern.compile(".*-\\d+-0\\d+");

    private static final String LEAST = "Least_Time_Per_Move:";

    private ClockControls() {}

    /**
     * The control {@code --time-control} names.
     *
     * @param written the option's value
     * @return the control, or null when it is not one (the caller reports the usage error)
     */
    public static ClockControl option(String written) {
        Matcher m = OPTION.matcher(written.strip());
        if (!m.matches()) {
            return null;
        }
        ClockKind kind = m.group(1) == null ? null : ClockKind.byId(m.group(1));
        if (m.group(1) != null && kind == null) {
            return null;
        }
        long main = Long.parseLong(m.group(2));
        long extra = m.group(3) == null ? 0 : Long.parseLong(m.group(3));
        boolean fischer = m.group(3) != null && !m.group(4).isEmpty();
        if (kind == null) {
            kind = m.group(3) != null && m.group(3).length() > 1 && m.group(3).charAt(0) == '0' && !fischer
                    ? ClockKind.STOPWATCH
                    : ClockKind.SERVER;
        }
        return new ClockControl(
                kind, main, fischer ? 0 : extra, fischer ? extra : 0, 0, ClockControl.Source.OPTION, written.strip());
    }

    /**
     * The record's own control: a CSA record's, or one a shogi-server game name gives, is charged as
     * shogi-server charges (with the record's {@code 'Least_Time_Per_Move}); a game name with a
     * {@code -060}-style byoyomi by the stopwatch; any other by a chess clock.
     *
     * @param record the record, whose moves carry times
     * @return the control, or null when the record states none it can read
     */
    public static ClockControl of(GameRecord record) {
        Stated<TimeControl> stated = Formats.timeControl(record);
        if (stated == null || stated.value() == null) {
            return null;
        }
        String written = stated.written();
        boolean csa = record.format() == RecordFormat.CSA;
        // a game played on a shogi-server: its game name in $EVENT or (ShogiHome's KIF) 表題 says so
        boolean gameName = written != null
                        && stated.key() != null
                        && (stated.key().equals("$EVENT") || stated.key().equals("表題"))
                || record.format() != RecordFormat.CSA && playedOnServer(record);
        ClockKind kind = gameName && STOPWATCH_NAME.matcher(written).matches()
                ? ClockKind.STOPWATCH
                : csa || gameName ? ClockKind.SERVER : ClockKind.CHESS_CLOCK;
        long least = kind == ClockKind.SERVER ? leastPerMove(record.startComments()) : 0;
        return ClockControl.of(kind, stated.value(), least, written);
    }

    /** ShogiHome titles a game it played on a CSA server with the server's game name ({@code test+test-30-5F+…}). */
    private static boolean playedOnServer(GameRecord record) {
        HeaderEntry title = FactReader.entry(record.header(), "表題");
        return title != null && FactReader.gameName(title.value()) != null;
    }

    /** floodgate logs {@code 'Least_Time_Per_Move:1}; without it, 0 (the CSA rule since 2014). */
    private static long leastPerMove(List<String> comments) {
        for (String c : comments) {
            if (c.startsWith(LEAST)) {
                String digits = c.substring(LEAST.length()).strip();
                long seconds = digits.length() <= 4 ? FactReader.seconds(digits) : -1; // 1 to 4 digits
                return seconds < 0 ? 0 : seconds;
            }
        }
        return 0;
    }
}
