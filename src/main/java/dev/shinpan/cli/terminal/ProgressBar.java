package dev.shinpan.cli.terminal;

import dev.shinpan.text.Catalogue;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
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
public final class ProgressBar implements Progress {

    /** At most five redraws a second: enough to look alive, too few to cost anything. */
    static final long DEFAULT_INTERVAL_MILLIS = 200;
    /** System property that sets the interval, in milliseconds: tests draw at every record with 0. */
    public static final String INTERVAL_PROPERTY = "shinpan.progress.interval";

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
     * @param words the catalogue of the language to speak
     * @param clock nanoseconds, as {@link System#nanoTime()} counts them
     */
    public ProgressBar(
            PrintWriter err, int width, long total, long intervalMillis, Catalogue words, LongSupplier clock) {
        this.err = err;
        this.width = width;
        this.total = total;
        this.intervalNanos = intervalMillis * 1_000_000;
        this.clock = clock;
        this.words = words;
        this.start = clock.getAsLong();
        this.nextDraw = start + intervalNanos;
    }

    /** The interval the system property asks for, else the default. */
    public static long intervalMillis() {
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

    /**
     * The line as it is drawn at {@code now}: never as wide as the terminal, so it cannot wrap.
     * Each figure has a rank; when they do not all fit, the least useful go first (the rates, then
     * the sizes, the moves, the records), so that the share done, the time left and the bar, a
     * steady {@link #barCells} wide, stay to the last.
     */
    String line(long now) {
        double seconds = Math.max(1e-9, (now - start) / 1e9);
        String rates = words.text("progress.rates", number(records / seconds), number(moves / seconds));
        String recordCount = words.text("progress.records", count(records));
        String moveCount = words.text("progress.moves", count(moves));
        List<Figure> figures = new ArrayList<>();
        if (total > 0) {
            long done = Math.min(bytes, total);
            String left = done == 0 ? "" : words.text("progress.eta", duration((total - done) * seconds / done));
            figures.add(new Figure(bar(done), 2));
            figures.add(new Figure(words.text("progress.share", done * 100 / total), 0));
            figures.add(new Figure(words.text("progress.of", size(done), size(total)), 5));
            figures.add(new Figure(recordCount, 3));
            figures.add(new Figure(moveCount, 4));
            figures.add(new Figure(rates, 6));
            figures.add(new Figure(left, 1));
        } else {
            figures.add(new Figure(words.text("progress.read", size(bytes)), 2));
            figures.add(new Figure(recordCount, 0));
            figures.add(new Figure(moveCount, 3));
            figures.add(new Figure(rates, 4));
            figures.add(new Figure(words.text("progress.elapsed", duration(Math.floor(seconds))), 1));
        }
        figures.removeIf(f -> f.text().isEmpty());
        String line = joined(figures);
        while (columns(line) > width - 1 && figures.size() > 1) {
            figures.remove(
                    figures.stream().max(Comparator.comparingInt(Figure::rank)).orElseThrow());
            line = joined(figures);
        }
        return truncate(line, width - 1);
    }

    /** A figure of the line and how soon it gives way to a narrow terminal: 0 last. */
    private record Figure(String text, int rank) {}

    private static String joined(List<Figure> figures) {
        return String.join("  ", figures.stream().map(Figure::text).toList());
    }

    /**
     * The bar's cells, fixed by the terminal's width alone, so that the bar keeps its length from
     * frame to frame while the figures beside it grow: a quarter of the width, 10 to 30.
     */
    private int barCells() {
        return Math.max(MIN_BAR, Math.min(MAX_BAR, width / 4));
    }

    /** {@code [#####.....]}. */
    private String bar(long done) {
        int cells = barCells();
        int filled = (int) (cells * done / total);
        return "[" + "#".repeat(filled) + ".".repeat(cells - filled) + "]";
    }

    private static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** A rate: one decimal while it is small, whole numbers once they are large. */
    private static String number(double perSecond) {
        return perSecond < 10
                ? String.format(Locale.ROOT, "%.1f", perSecond)
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
        return s >= 3600
                ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }

    /** Terminal columns: a kanji takes two. */
    static int columns(String s) {
        return (int)
                s.codePoints().mapToLong(cp -> Math.max(0, WCWidth.wcwidth(cp))).sum();
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
