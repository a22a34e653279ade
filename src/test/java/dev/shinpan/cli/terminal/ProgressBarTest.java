package dev.shinpan.cli.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.cli.batch.Batch;
import dev.shinpan.cli.report.Lang;
import dev.shinpan.cli.report.RunTotals;
import dev.shinpan.cli.report.TextReport;
import dev.shinpan.record.Limits;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.rules.Variants;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the bar says, when it is drawn, that it never wraps and leaves nothing behind; and what the batch feeds it. */
class ProgressBarTest {

    private static final long SECOND = 1_000_000_000L;

    /** A clock the test moves by hand. */
    private static final class Clock {
        long now = 1000 * SECOND;
    }

    private final StringWriter err = new StringWriter();
    private final Clock clock = new Clock();

    private ProgressBar bar(int width, long total, Lang lang) {
        return new ProgressBar(new PrintWriter(err), width, total, 200, lang.catalogue(), () -> clock.now);
    }

    @Test
    void aKnownTotalGivesTheShareTheRatesAndTheTimeLeft() {
        ProgressBar bar = bar(200, 4 * 1024 * 1024, Lang.EN);
        for (int i = 0; i < 100; i++) {
            bar.record(80);
        }
        bar.readTo(1024 * 1024);
        clock.now += 10 * SECOND;
        // a quarter in 10 s: 30 s to go at that rate
        assertEquals(
                "[#######.......................]  25%  1.0 MiB / 4.0 MiB  records 100  moves 8,000  10 records/s"
                        + "  800 moves/s  ETA 0:30",
                bar.line(clock.now));
    }

    @Test
    void anUnknownTotalGivesWhatWasReadAndTheTimeTaken() {
        ProgressBar bar = bar(200, -1, Lang.EN);
        bar.record(3);
        bar.readTo(812);
        clock.now += 125 * SECOND;
        assertEquals("812 B read  records 1  moves 3  0.0 records/s  0.0 moves/s  2:05 elapsed", bar.line(clock.now));
    }

    @Test
    void japaneseCountsGamesAndMoves() {
        ProgressBar bar = bar(200, 2048, Lang.JA);
        bar.record(120);
        bar.record(80);
        bar.readTo(1024);
        clock.now += 4 * SECOND;
        assertEquals(
                "[###############...............]  50%  1.0 KiB／2.0 KiB  2局  200手  毎秒0.5局・50手  残り0:04",
                bar.line(clock.now));
    }

    @Test
    void itNeverWrapsAndDropsTheLeastUsefulFiguresFirst() {
        for (Lang lang : Lang.values()) {
            for (int width = 20; width <= 200; width++) {
                ProgressBar bar = bar(width, 10_000_000_000L, lang);
                for (int i = 0; i < 12_345; i++) {
                    bar.record(100);
                }
                bar.readTo(1_234_567_890L);
                clock.now += 3 * SECOND;
                String line = bar.line(clock.now);
                assertTrue(ProgressBar.columns(line) < width, width + " " + line);
                String eta = lang == Lang.EN ? "ETA " : "残り";
                String rates = lang == Lang.EN ? "records/s" : "毎秒";
                assertTrue(line.startsWith("12%") || line.startsWith("["), "the share stays to the last: " + line);
                if (width >= 40) {
                    assertTrue(
                            line.startsWith("[") && line.contains(eta),
                            "bar and time left kept at " + width + ": " + line);
                }
                if (line.contains(rates)) {
                    assertTrue(
                            line.contains(lang == Lang.EN ? "records 12,345" : "12,345局"),
                            "the rates go before the records: " + line);
                }
            }
        }
    }

    @Test
    void at80ColumnsTheBarAndTheTimeLeftStayAndTheBarKeepsItsWidth() {
        ProgressBar bar = bar(80, 10_000_000_000L, Lang.EN);
        int barWidth = -1;
        for (int step = 1; step <= 9; step++) {
            for (int i = 0; i < 1 << (2 * step); i++) {
                bar.record(100);
            }
            bar.readTo(step * 1_000_000_000L);
            clock.now += 7 * SECOND;
            String line = bar.line(clock.now);
            assertTrue(line.startsWith("[") && line.contains("ETA "), line);
            assertTrue(ProgressBar.columns(line) < 80, line);
            int width = line.indexOf(']') + 1;
            assertTrue(barWidth < 0 || barWidth == width, "a steady bar: " + line);
            barWidth = width;
        }
        assertEquals(22, barWidth, "a quarter of the width");
    }

    @Test
    void aDirectoryHasAKnownSize(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.usi"), "startpos moves 7g7f 3c3d\n");
        Files.createDirectories(dir.resolve("sub"));
        Files.writeString(dir.resolve("sub/b.kif"), "手合割：平手\n1 ７六歩(77)\n");
        Files.writeString(dir.resolve("notes.txt"), "not opened, so not counted");
        long expected = Files.size(dir.resolve("a.usi")) + Files.size(dir.resolve("sub/b.kif"));
        assertEquals(
                expected,
                Inputs.knownSize(Formats.inputNames(), List.of(dir.toString())).getAsLong());
        assertEquals(
                expected,
                Inputs.knownSize(
                                Formats.inputNames(),
                                List.of(dir.toString(), dir.resolve("a.usi").toString()))
                        .getAsLong(),
                "each file once, as the walk reads it once");
        assertTrue(
                Inputs.knownSize(Formats.inputNames(), List.of(dir.toString(), "-"))
                        .isEmpty(),
                "standard input has no size beforehand");
    }

    @Test
    void itDrawsAtMostOncePerIntervalAndClearsWhatItDrew() {
        ProgressBar bar = bar(120, -1, Lang.EN);
        bar.record(1);
        assertEquals("", err.toString(), "nothing before the first interval has passed");
        clock.now += 199_000_000;
        bar.record(1);
        assertEquals("", err.toString());
        clock.now += 1_000_000;
        bar.record(1);
        assertEquals(1, frames(), err.toString());
        for (int i = 0; i < 1000; i++) {
            bar.record(1);
            clock.now += 1_000_000; // a record a millisecond: five frames a second
        }
        assertEquals(1 + 4, frames(), err.toString());
        clock.now += SECOND;
        bar.tick();
        assertEquals(6, frames(), "waiting for a slow input, the time still moves on");
        String drawn = err.toString();
        int widest = 0;
        for (String frame : drawn.substring(1).split("\r")) {
            widest = Math.max(widest, frame.length());
        }
        bar.clear();
        assertEquals("\r" + " ".repeat(widest) + "\r", err.toString().substring(drawn.length()));
        bar.clear();
        assertEquals(drawn.length() + widest + 2, err.toString().length(), "cleared once");
    }

    private int frames() {
        return (int) err.toString().chars().filter(c -> c == '\r').count();
    }

    @Test
    void sizesAndDurationsReadAsPeopleReadThem() {
        assertEquals("0 B", ProgressBar.size(0));
        assertEquals("1023 B", ProgressBar.size(1023));
        assertEquals("1.0 KiB", ProgressBar.size(1024));
        assertEquals("1.5 GiB", ProgressBar.size(3L << 29));
        assertEquals("0:07", ProgressBar.duration(6.2));
        assertEquals("1:02:03", ProgressBar.duration(3723));
        assertEquals(4, ProgressBar.columns("将棋"));
    }

    /** Records what the batch tells. */
    private static final class Recorded implements Progress {
        final List<Long> readTo = new ArrayList<>();
        int records;
        long moves;
        boolean cleared;

        @Override
        public boolean shown() {
            return true;
        }

        @Override
        public void record(int m) {
            records++;
            moves += m;
        }

        @Override
        public void readTo(long bytes) {
            readTo.add(bytes);
        }

        @Override
        public void tick() {}

        @Override
        public void clear() {
            cleared = true;
        }
    }

    @Test
    void aBatchOverADirectoryReachesItsKnownSize() {
        Recorded progress = new Recorded();
        PrintWriter out = new PrintWriter(new StringWriter());
        Batch.Settings settings = new Batch.Settings(
                null,
                r -> List.<Ruleset>of(Rulesets.defaultFor(Variants.STANDARD)),
                Limits.DEFAULT,
                2,
                "-",
                InputStream.nullInputStream());
        new Batch(settings, new TextReport(out, Lang.EN, false), new RunTotals(), out, progress)
                .run(List.of("samples"));
        long total = Inputs.knownSize(Formats.inputNames(), List.of("samples")).getAsLong();
        assertTrue(total > 0);
        assertEquals(total, progress.readTo.get(progress.readTo.size() - 1), "the share done ends at 100%");
    }

    /** One large multi-record file: the display moves with its records, not only once the whole file is done. */
    @Test
    void aLargeFilesProgressMovesWithItsRecords(@TempDir Path tmp) throws IOException {
        String game = "startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e B*8e 4e3d 8e7f 3d4c 7f6g+ 4c5b+ 5a5b\n";
        Path file = tmp.resolve("many.usi");
        long wanted = 9L << 20;
        try (java.io.Writer w = Files.newBufferedWriter(file)) {
            for (long written = 0; written < wanted; written += game.length()) {
                w.write(game);
            }
        }
        long size = Files.size(file);
        PrintWriter out = new PrintWriter(java.io.Writer.nullWriter());
        Recorded progress = new Recorded();
        Batch.Settings settings = new Batch.Settings(
                null,
                r -> List.<Ruleset>of(Rulesets.defaultFor(Variants.STANDARD)),
                Limits.DEFAULT,
                2,
                "-",
                InputStream.nullInputStream());
        new Batch(settings, new TextReport(out, Lang.EN, false), new RunTotals(), out, progress)
                .run(List.of(file.toString()));
        assertEquals(size / game.length(), progress.records, "every record judged");
        long halfway = progress.readTo.stream()
                .filter(b -> b > size / 3 && b < size * 2 / 3)
                .count();
        assertTrue(halfway > 0, "bytes reported part way through the file: " + progress.readTo.size() + " reports");
        for (int i = 1; i < progress.readTo.size(); i++) {
            assertTrue(progress.readTo.get(i) >= progress.readTo.get(i - 1), "never backwards");
        }
        assertEquals(size, progress.readTo.get(progress.readTo.size() - 1), "the whole file at its end");
    }

    @Test
    void theBatchFeedsEveryRecordItsMovesAndTheBytesReadUpToTheTotal() throws IOException {
        List<String> samples;
        try (Stream<Path> files = Files.list(Path.of("samples"))) {
            samples = files.filter(Files::isRegularFile)
                    .map(Path::toString)
                    .sorted()
                    .toList();
        }
        Recorded progress = new Recorded();
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        RunTotals summary = new RunTotals();
        Batch.Settings settings = new Batch.Settings(
                null,
                r -> List.<Ruleset>of(Rulesets.defaultFor(Variants.STANDARD)),
                Limits.DEFAULT,
                2,
                "-",
                InputStream.nullInputStream());
        new Batch(settings, new TextReport(out, Lang.EN, false), summary, out, progress).run(samples);

        assertEquals(summary.records(), progress.records);
        long moves = 0;
        for (String line : text.toString().lines().toList()) {
            if (line.matches("  .*; \\d+ moves?")) { // "1 move", "2 moves"
                moves += Long.parseLong(line.replaceAll(".*; (\\d+) moves?", "$1"));
            }
        }
        assertEquals(moves, progress.moves, "the moves of every main line");
        assertEquals(samples.size(), progress.readTo.size(), "one step per file");
        for (int i = 1; i < progress.readTo.size(); i++) {
            assertTrue(progress.readTo.get(i) > progress.readTo.get(i - 1), progress.readTo.toString());
        }
        assertEquals(
                Inputs.knownSize(Formats.inputNames(), samples).getAsLong(),
                progress.readTo.get(progress.readTo.size() - 1),
                "all of it, in bytes as the total counts them");
    }
}
