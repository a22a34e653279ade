package dev.shinpan.record.kif;

import dev.shinpan.record.MoveTime;

/**
 * The time field of a KIF move line, in all the shapes of FORMATS.md §1.5: {@code ( 0:16/00:00:16)},
 * 81Dojo's {@code (0:23/0:0:23)} and {@code ( 0:5/)}, Shogidokoro's {@code (00:31 / 00:00:31)},
 * minutes above 59 ({@code (90:00/1:30:00)}) and fractional seconds.
 */
final class TimeField {

    private TimeField() {
    }

    /**
     * Parses the text between the parentheses; null when it is not a time. The part before
     * {@code /} is this move's time (m:ss, or h:mm:ss), the part after it the mover's total
     * (h:mm:ss, or m:ss), which may be missing.
     */
    static MoveTime parse(String inner) {
        int slash = inner.indexOf('/');
        String now = slash < 0 ? inner : inner.substring(0, slash);
        String total = slash < 0 ? "" : inner.substring(slash + 1);
        Double seconds = seconds(Chars.stripBlanks(now));
        if (seconds == null) {
            return null;
        }
        String totalText = Chars.stripBlanks(total);
        Double totalSeconds = null;
        if (!totalText.isEmpty()) {
            totalSeconds = seconds(totalText);
            if (totalSeconds == null) {
                return null;
            }
        }
        return new MoveTime(seconds, totalSeconds);
    }

    /** {@code [[h:]m:]s} with an optional fraction on the seconds; null when malformed. */
    private static Double seconds(String text) {
        if (text.isEmpty()) {
            return null;
        }
        String[] parts = text.split(":", -1);
        if (parts.length < 2 || parts.length > 3) {
            return null;
        }
        double value = 0;
        for (int i = 0; i < parts.length; i++) {
            String part = parts[i];
            boolean last = i == parts.length - 1;
            if (part.isEmpty() || !isNumber(part, last)) {
                return null;
            }
            value = value * 60 + Double.parseDouble(part);
        }
        return value;
    }

    private static boolean isNumber(String s, boolean fractionAllowed) {
        boolean dot = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '.' && fractionAllowed && !dot && i > 0) {
                dot = true;
            } else if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }
}
