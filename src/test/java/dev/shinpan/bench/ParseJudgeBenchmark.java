package dev.shinpan.bench;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.testing.LishogiGames;
import dev.shinpan.testing.LishogiGames.Game;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * What a batch spends per file before and in the rules core: the 500 real lishogi games, each a
 * file of its own in memory, detected, decoded, read and judged under the default ruleset, one
 * thread. One operation is the whole set; the {@code moves} counter gives recorded moves per
 * second. Target: at least 5 million per format.
 *
 * <p>{@code mvn -B -q -Pbench test-compile exec:exec -Dbench.args="ParseJudgeBenchmark"}, or one
 * format with {@code -p format=CSA}; {@code -p encoding=Shift_JIS} reads the files as Windows
 * applications save KIF and KI2 (CP932, undeclared), {@code -p encoding=floodgate} the CSA files as
 * the floodgate server writes them (rank lines, a comment after every move).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ParseJudgeBenchmark {

    @Param({"KIF", "KI2", "CSA", "USI", "JKF"})
    public RecordFormat format;

    /**
     * {@code -p encoding=Shift_JIS}: the files as Windows applications save them, undeclared CP932;
     * {@code -p encoding=floodgate}: the CSA files as the floodgate server writes them.
     */
    @Param({"UTF-8"})
    public String encoding;

    private InputEntry[] files;
    private long moves;
    private RecordLoader loader;
    private Referee referee;

    @Setup(Level.Trial)
    public void load() {
        List<Game> games = LishogiGames.games();
        files = new InputEntry[games.size()];
        for (int i = 0; i < files.length; i++) {
            Game game = games.get(i);
            files[i] = InputEntry.of(LishogiGames.fileName(game, format), LishogiGames.bytes(game, format, encoding));
            moves += game.moves().size();
        }
        loader = new RecordLoader();
        referee = new Referee(Rulesets.defaultFor(dev.shinpan.rules.Variants.STANDARD));
        // Fail here, not in the numbers, if a format does not read back to every move.
        MoveCounter check = new MoveCounter();
        readAndJudge(null, check);
        if (check.moves != moves) {
            throw new IllegalStateException(format + ": judged " + check.moves + " of " + moves + " moves");
        }
    }

    @Benchmark
    public void readAndJudge(Blackhole bh, MoveCounter counter) {
        for (InputEntry file : files) {
            loader.load(file, null, record -> judge(record, bh, counter));
        }
    }

    private void judge(GameRecord record, Blackhole bh, MoveCounter counter) {
        Verdict verdict = referee.judge(record);
        if (verdict.status() != Verdict.Status.OK) {
            throw new IllegalStateException(record.source() + ": " + verdict.status() + " " + record.problems());
        }
        counter.moves += record.mainLine().moves().size();
        if (bh != null) {
            bh.consume(verdict);
        }
    }

    /** Recorded moves judged, reported per second next to the operations. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class MoveCounter {
        public long moves;

        @Setup(Level.Iteration)
        public void reset() {
            moves = 0;
        }
    }
}
