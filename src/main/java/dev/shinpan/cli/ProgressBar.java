package dev.shinpan.cli;

import dev.shinpan.cli.report.Lang;
import dev.shinpan.text.Catalogue;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;
import org.jline.utils.WCWidth;

/**
 * The progress bar on standard error, the one place that draws it. It shows what a user can
 * trust: the bytes of the inputs read and reported against their total size when that is known
 * beforehand (every argument a file or archive), with the share done and the time left at the
 * rate so far; else the bytes read and the time taken. Always the records and moves judged, and
 * records and moves per second.
 *
 * <p>It is drawn over itself with a carriage return, padded over what was there, and never wider
 * than the terminal, so no escape sequence is needed. Counting costs two additions and a clock
 * read; drawing happens at most once per interval. {@link #clear()} blanks the line.
 */
final class ProgressBar implements Progress {

    /** At most five redraws a second: enough to look alive, too few to cost anything. */
    static final long DEFAULT_INTERVAL_MILLIS = 200;
    /** System property that sets the interval, in milliseconds: tests draw at every record with 0. */
    static final String INTERVAL_PROPERTY = "shinpan.progress.interval";

    private static final int MIN_BAR = 10;
    private static final int MAX_BAR = 30;
    private static final String[] UNITS = {"KiB", "MiB", "GiB", "TiB"};

    private final PrintWriter err;
    private final int width;
    private final long total;
    private final long intervalNanos;
    private final LongSupplier clock;
    private final Catalogue words;
    private final long start;

    private long records;
    private long moves;
    private long bytes;
    private long nextDraw;
    private int drawnColumns;

    /**
     * @param err   standard error
     * @param width the terminal's columns
     * @param total the inputs' size in bytes, or -1 when it is not known beforehand
     * @param clock nanoseconds, as {@link System#nanoTime()} counts them
     */
    ProgressBar(PrintWriter err, int width, long total, long intervalMillis, Lang lang, LongSupplier clock) {
        this.err = err;
        this.width = width;
        this.total = total;
        this.intervalNanos = intervalMillis * 1_000_000;
        this.clock = clock;
        this.words = lang.catalogue();
        this.start = clock.getAsLong();
        this.nextDraw = start + intervalNanos;
    }

    /** The interval the system property asks for, else the default. */
    static long intervalMillis() {
        return Math.max(0, Long.getLong(INTERVAL_PROPERTY, DEFAULT_INTERVAL_MILLIS));
    }

    @Override
    public boolean shown() {
        return true;
    }

    @Override
    public void record(int moveCount) {
        records++;
        moves += moveCount;
        drawIfDue();
    }

    @Override
    public void readTo(long byteCount) {
        bytes = Math.max(bytes, byteCount);
        drawIfDue();
    }

    @Override
    public void tick() {
        drawIfDue();
    }

    @Override
    public void clear() {
        if (drawnColumns > 0) {
            err.print("\r" + " ".repeat(drawnColumns) + "\r");
            err.flush();
            drawnColumns = 0;
        }
    }

    private void drawIfDue() {
        long now = clock.getAsLong();
        if (now - nextDraw >= 0) {
            nextDraw = now + intervalNanos;
            String line = line(now);
            int columns = columns(line);
            err.print("\r" + line + " ".repeat(Math.max(0, drawnColumns - columns)));
            err.flush();
            drawnColumns = Math.max(columns, drawnColumns);
        }
    }

    /** The line as it is drawn at {@code now}: never as wide as the terminal, so it cannot wrap. */
    String line(long now) {
        double seconds = Math.max(1e-9, (now - start) / 1e9);
        String recordRate = number(records / seconds);
        String moveRate = number(moves / seconds);
        String text;
        String bar = "";
        if (total > 0) {
            long done = Math.min(bytes, total);
            Object eta = done == 0 ? "" : words.text("progress.eta", duration((total - done) * seconds / done));
            text = words.text("progress.known", done * 100 / total, size(done), size(total), count(records),
                    count(moves), recordRate, moveRate, eta);
            bar = bar(done, columnsLeft(text));
        } else {
            text = words.text("progress.unknown", size(bytes), count(records), count(moves), recordRate, moveRate,
                    duration(Math.floor(seconds)));
        }
        return truncate(bar.isEmpty() ? text : bar + " " + text, width - 1);
    }

    private int columnsLeft(String text) {
        return width - 1 - columns(text) - 1;
    }

    /** {@code [#####.....]} in the columns left, when at least a short bar fits. */
    private String bar(long done, int room) {
        int cells = Math.min(MAX_BAR, room - 2);
        if (cells < MIN_BAR) {
            return "";
        }
        int filled = (int) (cells * done / total);
        return "[" + "#".repeat(filled) + ".".repeat(cells - filled) + "]";
    }

    private static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** A rate: one decimal while it is small, whole numbers once they are large. */
    private static String number(double perSecond) {
        return perSecond < 10 ? String.format(Locale.ROOT, "%.1f", perSecond)
                : String.format(Locale.ROOT, "%,.0f", perSecond);
    }

    /** 812 B, 12.3 MiB: one decimal, binary units as the limits use them. */
    static String size(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        double value = bytes;
        String unit = UNITS[0];
        for (String u : UNITS) {
            unit = u;
            value /= 1024;
            if (value < 1024) {
                break;
            }
        }
        return String.format(Locale.ROOT, "%.1f %s", value, unit);
    }

    /** 0:07, 12:30, 1:02:03. */
    static String duration(double seconds) {
        long s = (long) Math.ceil(seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }

    /** Terminal columns: a kanji takes two. */
    static int columns(String s) {
        return (int) s.codePoints().mapToLong(cp -> Math.max(0, WCWidth.wcwidth(cp))).sum();
    }

    private static String truncate(String s, int maxColumns) {
        int columns = 0;
        for (int i = 0; i < s.length(); i += Character.charCount(s.codePointAt(i))) {
            columns += Math.max(0, WCWidth.wcwidth(s.codePointAt(i)));
            if (columns > maxColumns) {
                return s.substring(0, i);
            }
        }
        return s;
    }
}
