package dev.shinpan.bench;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.rules.Variants;
import dev.shinpan.testing.LishogiGames;
import dev.shinpan.testing.LishogiGames.Game;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.DoubleSupplier;

/**
 * One pass of the benchmarks' work over the 500 lishogi games in one format: every file read from
 * bytes in memory and its record judged (or, by stage, read only or judged only), timed in the
 * thread's CPU time. {@link ParseJudgeCpuTime} repeats it; {@link BuildComparison} runs one of each
 * build side by side. Public with a constructor of strings, so that a class loader of another
 * build can make one.
 */
public final class FormatPass implements DoubleSupplier {

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final InputEntry[] files;
    private final long moves;
    private final long[] judged = new long[1];
    private final Runnable pass;

    /**
     * @param format   the format's name, e.g. {@code KIF}
     * @param stage    "" to read and judge, {@code read} to read only, {@code judge} to judge records read beforehand
     * @param encoding {@code UTF-8}, {@code Shift_JIS} or {@code floodgate} (see {@link LishogiGames#bytes})
     * @param cut      every game cut to its first N moves, leaving out the shorter ones; 0 for whole games
     */
    public FormatPass(String format, String stage, String encoding, int cut) {
        List<Game> games = cut <= 0
                ? LishogiGames.games()
                : LishogiGames.games().stream()
                        .filter(g -> g.moves().size() >= cut)
                        .map(g -> new Game(g.number(), g.moves().subList(0, cut)))
                        .toList();
        RecordFormat recordFormat = RecordFormat.valueOf(format);
        files = new InputEntry[games.size()];
        long total = 0;
        for (int i = 0; i < files.length; i++) {
            files[i] = InputEntry.of(
                    LishogiGames.fileName(games.get(i), recordFormat),
                    LishogiGames.bytes(games.get(i), recordFormat, encoding));
            total += games.get(i).moves().size();
        }
        moves = total;
        RecordLoader loader = new RecordLoader();
        Referee referee = new Referee(Rulesets.defaultFor(Variants.STANDARD));
        Consumer<GameRecord> judge = record -> {
            Verdict v = referee.judge(record);
            if (v.status() != Verdict.Status.OK) {
                throw new IllegalStateException(record.source() + ": " + v.status());
            }
            judged[0] += record.mainLine().moves().size();
        };
        switch (stage) {
            case "read" ->
                pass = () -> {
                    for (InputEntry file : files) {
                        loader.load(
                                file,
                                null,
                                record -> judged[0] += record.mainLine().moves().size());
                    }
                };
            case "judge" -> {
                List<GameRecord> records = new ArrayList<>();
                for (InputEntry file : files) {
                    loader.load(file, null, records::add);
                }
                pass = () -> records.forEach(judge);
            }
            case "" ->
                pass = () -> {
                    for (InputEntry file : files) {
                        loader.load(file, null, judge);
                    }
                };
            default -> throw new IllegalArgumentException("no stage " + stage + ": read, judge or none");
        }
    }

    /** The moves of one pass. */
    public long moves() {
        return moves;
    }

    public int files() {
        return files.length;
    }

    /** Runs one pass; returns the CPU nanoseconds it took. */
    public long cpuNanos() {
        judged[0] = 0;
        long start = threads.getCurrentThreadCpuTime();
        pass.run();
        long took = threads.getCurrentThreadCpuTime() - start;
        if (judged[0] != moves) {
            throw new IllegalStateException("judged " + judged[0] + " of " + moves + " moves");
        }
        return took;
    }

    /** Runs one pass; returns moves per CPU second. */
    @Override
    public double getAsDouble() {
        return moves / (cpuNanos() / 1e9);
    }
}
