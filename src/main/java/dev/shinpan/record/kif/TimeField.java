package dev.shinpan.record.kif;

import dev.shinpan.record.MoveTime;

/**
 * The time field of a KIF move line, in all the shapes of docs/formats.md §1.5: {@code ( 0:16/00:00:16)},
 * 81Dojo's {@code (0:23/0:0:23)} and {@code ( 0:5/)}, Shogidokoro's {@code (00:31 / 00:00:31)},
 * minutes above 59 ({@code (90:00/1:30:00)}) and fractional seconds.
 */
final class TimeField {

    private TimeField() {}

    /**
     * Parses the text between the parentheses, {@code s[from, to)}; null when it is not a time.
     * The part before {@code /} is this move's time (m:ss, or h:mm:ss), the part after it the
     * mover's total (h:mm:ss, or m:ss), which may be missing.
     */
    static MoveTime parse(char[] s, int from, int to) {
        int slash = from;
        while (slash < to && s[slash] != '/') {
            slash++;
        }
        double seconds = seconds(s, trimStart(s, from, slash), trimEnd(s, from, slash));
        if (Double.isNaN(seconds)) {
            return null;
        }
        double totalSeconds = Double.NaN;
        if (slash < to) {
            int totalStart = trimStart(s, slash + 1, to);
            int totalEnd = trimEnd(s, totalStart, to);
            if (totalEnd > totalStart) {
                totalSeconds = seconds(s, totalStart, totalEnd);
                if (Double.isNaN(totalSeconds)) {
                    return null;
                }
            }
        }
        return new MoveTime(seconds, totalSeconds);
    }

    /**
     * The shape the KIF specification shows and Kifu for Windows writes (docs/formats.md §1.5),
     * {@code ( m:ss/hh:mm:ss)} with the minutes one or two characters wide, read at fixed places:
     * {@code s[open]} is the opening parenthesis and {@code s[open + 15]} must close it. Null for
     * any other shape, which {@link #parse} then reads; where this reads a time, {@link #parse}
     * reads the same.
     */
    static MoveTime fixed(char[] s, int open, int end) {
        int at = open + 1;
        if (open + 15 >= end
                || s[open + 15] != ')'
                || s[at + 2] != ':'
                || s[at + 5] != '/'
                || s[at + 8] != ':'
                || s[at + 11] != ':') {
            return null;
        }
        int minuteTens = s[at] == ' ' ? 0 : digit(s[at]);
        int minutes = number(minuteTens, digit(s[at + 1]));
        int seconds = number(digit(s[at + 3]), digit(s[at + 4]));
        int hours = number(digit(s[at + 6]), digit(s[at + 7]));
        int totalMinutes = number(digit(s[at + 9]), digit(s[at + 10]));
        int totalSeconds = number(digit(s[at + 12]), digit(s[at + 13]));
        if ((minutes | seconds | hours | totalMinutes | totalSeconds) < 0) {
            return null;
        }
        return new MoveTime(minutes * 60 + seconds, (hours * 60 + totalMinutes) * 60 + totalSeconds);
    }

    /** An ASCII digit's value, or -1. */
    private static int digit(char c) {
        return c >= '0' && c <= '9' ? c - '0' : -1;
    }

    /** Two digits' number, or -1 when either is none. */
    private static int number(int tens, int ones) {
        return (tens | ones) < 0 ? -1 : tens * 10 + ones;
    }

    private static int trimStart(char[] s, int from, int to) {
        int i = from;
        while (i < to && Chars.isBlank(s[i])) {
            i++;
        }
        return i;
    }

    private static int trimEnd(char[] s, int from, int to) {
        int i = to;
        while (i > from && Chars.isBlank(s[i - 1])) {
            i--;
        }
        return i;
    }

    /**
     * {@code m:s} or {@code h:m:s}, digits only, with an optional fraction on the seconds; NaN when
     * malformed. Read by hand, unboxed: millions of move lines go through here.
     */
    private static double seconds(char[] text, int from, int to) {
        if (to < from) {
            return Double.NaN;
        }
        int fields = 1;
        long whole = 0;
        long current = 0;
        int digits = 0;
        double fraction = 0;
        double scale = 1;
        boolean inFraction = false;
        for (int i = from; i < to; i++) {
            char c = text[i];
            if (c >= '0' && c <= '9') {
                if (inFraction) {
                    scale /= 10;
                    fraction += (c - '0') * scale;
                } else if (digits++ < 9) {
                    current = current * 10 + (c - '0');
                } else {
                    return Double.NaN;
                }
            } else if (c == ':' && !inFraction && digits > 0 && fields < 3) {
                whole = whole * 60 + current;
                current = 0;
                digits = 0;
                fields++;
            } else if (c == '.' && !inFraction && digits > 0) {
                inFraction = true;
            } else {
                return Double.NaN;
            }
        }
        if (fields < 2 || digits == 0) {
            return Double.NaN;
        }
        return (double) (whole * 60 + current) + fraction;
    }
}
