package dev.shinpan.adjudicate.clock;

/** Seconds as a clock shows them, the same in every language: {@code 9:05}, {@code 1:02:03}, {@code 0:06.123}. */
public final class ClockTime {

    private ClockTime() {
    }

    /**
     * A time as {@code m:ss} or {@code h:mm:ss}, with the fraction a record's times may carry.
     *
     * @param seconds the time, 0 or more
     * @return the text
     */
    public static String of(double seconds) {
        long millis = Math.round(Math.abs(seconds) * 1000);
        long whole = millis / 1000;
        long h = whole / 3600;
        long m = whole / 60 % 60;
        long s = whole % 60;
        String text = h > 0 ? String.format("%d:%02d:%02d", h, m, s) : String.format("%d:%02d", m, s);
        long fraction = millis % 1000;
        if (fraction != 0) {
            text += String.format(".%03d", fraction).replaceAll("0+$", "");
        }
        return seconds < 0 ? "-" + text : text;
    }
}
