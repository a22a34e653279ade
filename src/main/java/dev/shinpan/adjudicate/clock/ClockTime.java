package dev.shinpan.adjudicate.clock;

/** Seconds as a clock shows them, the same in every language: {@code 9:05}, {@code 1:02:03}, {@code 0:06.123}. */
public final class ClockTime {

    private ClockTime() {}

    /**
     * A time as {@code m:ss} or {@code h:mm:ss}, with the fraction a record's times may carry.
     *
     * @param seconds the time, 0 or more
     * @return the text
     */
    public static String of(double seconds) {
        // built by hand: every record with times prints several, and String.format costs many times more
        long millis = Math.round(Math.abs(seconds) * 1000);
        long whole = millis / 1000;
        long h = whole / 3600;
        long m = whole / 60 % 60;
        long s = whole % 60;
        StringBuilder b = new StringBuilder(12);
        if (seconds < 0) {
            b.append('-');
        }
        if (h > 0) {
            b.append(h).append(':');
            twoDigits(b, m);
        } else {
            b.append(m);
        }
        twoDigits(b.append(':'), s);
        long fraction = millis % 1000;
        if (fraction != 0) {
            b.append('.').append((char) ('0' + fraction / 100));
            fraction %= 100;
            if (fraction != 0) {
                b.append((char) ('0' + fraction / 10));
                if (fraction % 10 != 0) {
                    b.append((char) ('0' + fraction % 10));
                }
            }
        }
        return b.toString();
    }

    private static void twoDigits(StringBuilder b, long value) {
        b.append((char) ('0' + value / 10)).append((char) ('0' + value % 10));
    }
}
