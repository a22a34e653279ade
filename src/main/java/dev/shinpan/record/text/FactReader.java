package dev.shinpan.record.text;

import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.Rating;
import dev.shinpan.record.Stated;
import dev.shinpan.record.TimeControl;
import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the values of game facts the formats share: dates and times as the apps write them, the
 * shogi-server game names that carry the time control ({@code floodgate-300-10F}) and ratings.
 * Each answers null for a value it cannot read; the caller keeps it as written.
 */
public final class FactReader {

    /**
     * {@code 2017/03/02 21:00:02}, {@code 2014/09/02 10:00}, {@code 2023/07/30}, {@code 1999/07/15(木)
     * 19:07:12} (Kifu for Windows adds the weekday), ISO 8601 with an optional fraction and offset
     * ({@code 2017-03-22T01:00:00.000Z}, as Kifu for JS writes it).
     */
    private static final Pattern DATE_TIME = Pattern.compile("(\\d{4})[/-](\\d{1,2})[/-](\\d{1,2})(?:\\([^)]{1,3}\\))?"
            + "(?:[ T]+(\\d{1,2}):(\\d{2})(?::(\\d{2})(\\.\\d{1,9})?)?)?\\s*(Z|[+-]\\d{2}:?\\d{2})?");
    /** A time of day alone, as ShogiHome writes {@code $START_TIME: 13:28:35} when it knows no date. */
    private static final Pattern TIME_ONLY = Pattern.compile("(\\d{1,2}):(\\d{2})(?::(\\d{2}))?");

    private static final Pattern RATING = Pattern.compile("(\\*)?([+-]?\\d{1,7}(?:\\.\\d{1,6})?)");

    private FactReader() {}

    /** The first header line under the key that says something: a blank value ({@code 終了日時：}) says nothing. */
    public static HeaderEntry entry(List<HeaderEntry> header, String key) {
        for (HeaderEntry e : header) {
            if (e.key().equals(key) && !e.value().isBlank()) {
                return e;
            }
        }
        return null;
    }

    /** A header line's time as stated: as written and, where it reads as one, ISO 8601; null for no line. */
    public static Stated<String> time(HeaderEntry e) {
        return e == null ? null : new Stated<>(e.key(), e.value(), dateTime(e.value()), e.source());
    }

    /** An ISO 8601 date, date-time or time for what is written, or null when it is none. */
    public static String dateTime(String written) {
        String text = halfWidth(written).strip();
        String common = commonDateTime(text);
        if (common != null) {
            return common;
        }
        Matcher m = DATE_TIME.matcher(text);
        try {
            if (m.matches()) {
                LocalDate date = LocalDate.of(
                        Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
                if (m.group(4) == null) {
                    return m.group(8) == null ? date.toString() : null;
                }
                return date + "T" + time(m.group(4), m.group(5), m.group(6)) + (m.group(7) == null ? "" : m.group(7))
                        + offset(m.group(8));
            }
            m = TIME_ONLY.matcher(text);
            return m.matches() ? time(m.group(1), m.group(2), m.group(3)) : null;
        } catch (DateTimeException e) {
            return null; // 0000/00/00 and the like: kept as written
        }
    }

    private static String time(String hours, String minutes, String seconds) {
        LocalTime t = LocalTime.of(
                Integer.parseInt(hours), Integer.parseInt(minutes), seconds == null ? 0 : Integer.parseInt(seconds));
        StringBuilder b = new StringBuilder(8);
        twoDigits(b, t.getHour()).append(':');
        twoDigits(b, t.getMinute());
        if (seconds != null) {
            twoDigits(b.append(':'), t.getSecond());
        }
        return b.toString();
    }

    private static StringBuilder twoDigits(StringBuilder b, int value) {
        return b.append((char) ('0' + value / 10)).append((char) ('0' + value % 10));
    }

    /**
     * The shape nearly every record writes, {@code 2023/01/01 10:00:00} (or {@code -}, with or without
     * the seconds or the time), read without the pattern: a batch reads one or two per record, and
     * the pattern costs many times more. Null for anything else, which {@link #DATE_TIME} then reads.
     */
    private static String commonDateTime(String text) {
        int n = text.length();
        if ((n != 10 && n != 16 && n != 19)
                || !digits(text, 0, 4)
                || !digits(text, 5, 7)
                || !digits(text, 8, 10)
                || text.charAt(4) != text.charAt(7)
                || (text.charAt(4) != '/' && text.charAt(4) != '-')) {
            return null;
        }
        int year = number(text, 0, 4);
        int month = number(text, 5, 7);
        int day = number(text, 8, 10);
        if (month < 1
                || month > 12
                || day < 1
                || day > java.time.YearMonth.of(year, month).lengthOfMonth()) {
            return null; // the pattern's path says why not
        }
        StringBuilder b = new StringBuilder(19)
                .append(text, 0, 4)
                .append('-')
                .append(text, 5, 7)
                .append('-')
                .append(text, 8, 10);
        if (n == 10) {
            return b.toString();
        }
        if (text.charAt(10) != ' '
                || !digits(text, 11, 13)
                || text.charAt(13) != ':'
                || !digits(text, 14, 16)
                || number(text, 11, 13) > 23
                || number(text, 14, 16) > 59) {
            return null;
        }
        b.append('T').append(text, 11, 16);
        if (n == 19) {
            if (text.charAt(16) != ':' || !digits(text, 17, 19) || number(text, 17, 19) > 59) {
                return null;
            }
            b.append(text, 16, 19);
        }
        return b.toString();
    }

    private static boolean digits(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    private static int number(String text, int from, int to) {
        int value = 0;
        for (int i = from; i < to; i++) {
            value = value * 10 + text.charAt(i) - '0';
        }
        return value;
    }

    private static String offset(String written) {
        if (written == null || written.equals("Z")) {
            return written == null ? "" : "Z";
        }
        String digits = written.replace(":", "");
        int hours = Integer.parseInt(digits.substring(1, 3));
        int minutes = Integer.parseInt(digits.substring(3));
        if (hours > 18 || minutes > 59) {
            throw new DateTimeException("offset out of range: " + written);
        }
        return digits.charAt(0) + digits.substring(1, 3) + ":" + digits.substring(3);
    }

    /** The time control a shogi-server game name carries, or null: {@code wdoor+floodgate-300-10F+…} has one. */
    public static TimeControl gameName(String written) {
        if (written == null) {
            return null;
        }
        String text = written.strip();
        int[] part = gamePart(text);
        if (part == null) {
            return null;
        }
        // part: from, to, and where the two numbers start; to is past the F of a Fischer clock
        boolean fischer = text.charAt(part[1] - 1) == 'F';
        long initial = Long.parseLong(text, part[2], part[3] - 1, 10);
        long extra = Long.parseLong(text, part[3], fischer ? part[1] - 1 : part[1], 10);
        return fischer ? new TimeControl(initial, 0, extra) : new TimeControl(initial, extra, 0);
    }

    /** The game-name part of a shogi-server name that gives the time control, as written, or null. */
    public static String gameNamePart(String written) {
        String text = written.strip();
        int[] part = gamePart(text);
        return part == null ? null : text.substring(part[0], part[1]);
    }

    /**
     * The first of the {@code +}-separated parts that ends as a shogi-server game name's time part
     * does, {@code <name>-<seconds>-<byoyomi or increment>} (1 to 6 and 1 to 4 digits) with {@code F}
     * for Fischer (shogi-server's doc: {@code floodgate-300-10F}: 300 s each, 10 s per move), and
     * holds no blank:
     * its start and end and where each number starts; null for none. Read by hand, since every CSA
     * record's {@code $EVENT} passes here and a pattern costs many times more.
     */
    private static int[] gamePart(String text) {
        int from = 0;
        while (from < text.length()) {
            int plus = text.indexOf('+', from);
            int to = plus < 0 ? text.length() : plus;
            int[] numbers = timeNumbers(text, from, to);
            if (numbers != null) {
                return new int[] {from, to, numbers[0], numbers[1]};
            }
            if (plus < 0) {
                break;
            }
            from = plus + 1;
        }
        return null;
    }

    /** Where the seconds and the byoyomi (or increment) start in {@code text[from, to)}, or null when it is no time part. */
    private static int[] timeNumbers(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r') {
                return null;
            }
        }
        int end = to > from && text.charAt(to - 1) == 'F' ? to - 1 : to;
        int extra = digitsBefore(text, from, end);
        if (end - extra < 1 || end - extra > 4 || extra - 1 < from || text.charAt(extra - 1) != '-') {
            return null;
        }
        int seconds = digitsBefore(text, from, extra - 1);
        if (extra - 1 - seconds < 1
                || extra - 1 - seconds > 6
                || seconds - 1 < from
                || text.charAt(seconds - 1) != '-') {
            return null;
        }
        return new int[] {seconds, extra};
    }

    /** Where the run of digits that ends at {@code end} starts (at {@code end} when there is none). */
    private static int digitsBefore(String text, int from, int end) {
        int i = end;
        while (i > from && text.charAt(i - 1) >= '0' && text.charAt(i - 1) <= '9') {
            i--;
        }
        return i;
    }

    /** A rating, {@code 3526.0}, {@code -12}, {@code *1154} (provisional), or null. */
    public static Rating rating(String written) {
        Matcher m = RATING.matcher(written.strip());
        return m.matches() ? new Rating(new BigDecimal(m.group(2)), m.group(1) != null) : null;
    }

    /** Seconds for whole digits, or -1 when they are not (or too many to be a time). */
    public static long seconds(String digits) {
        if (digits.isEmpty() || digits.length() > 9) {
            return -1;
        }
        for (int i = 0; i < digits.length(); i++) {
            if (digits.charAt(i) < '0' || digits.charAt(i) > '9') {
                return -1;
            }
        }
        return Long.parseLong(digits);
    }

    /** Full-width digits and signs as ASCII: Japanese headers write ２０１４／０９／０２ as often as not. */
    public static String halfWidth(String text) {
        StringBuilder b = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            char ascii = c >= '\uFF01' && c <= '\uFF5E' ? (char) (c - 0xFEE0) : c == '\u3000' ? ' ' : c;
            if (ascii != c && b == null) {
                b = new StringBuilder(text.substring(0, i));
            }
            if (b != null) {
                b.append(ascii);
            }
        }
        return b == null ? text : b.toString();
    }
}
