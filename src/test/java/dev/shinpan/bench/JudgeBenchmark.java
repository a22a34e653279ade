package dev.shinpan.bench;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.bench.ParseJudgeBenchmark.MoveCounter;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.rules.Variants;
import dev.shinpan.testing.LishogiGames;
import dev.shinpan.testing.LishogiGames.Game;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
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
 * The judge stage of {@link ParseJudgeBenchmark} alone: the 500 real lishogi games are read once
 * in setup, and each operation judges every record under the default ruleset (replay, legality,
 * repetition, reconciliation, verdict), one thread. The {@code moves} counter gives recorded moves
 * per second. The records come from the named format's reader, so their objects lie in memory as
 * that reader leaves them; the judge reads them cold, as a batch does not.
 *
 * <p>{@code mvn -B -q -Pbench test-compile exec:exec -Dbench.args="bench.JudgeBenchmark -p format=USI"}
 * (the package prefix keeps {@code ParseJudgeBenchmark} out of the match).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class JudgeBenchmark {

    @Param({"KIF", "KI2", "CSA", "USI", "JKF"})
    public RecordFormat format;

    private final List<GameRecord> records = new ArrayList<>();
    private Referee referee;

    @Setup(Level.Trial)
    public void load() {
        RecordLoader loader = new RecordLoader();
        long moves = 0;
        for (Game game : LishogiGames.games()) {
            loader.load(
                    InputEntry.of(LishogiGames.fileName(game, format), LishogiGames.bytes(game, format)),
                    null,
                    records::add);
            moves += game.moves().size();
        }
        referee = new Referee(Rulesets.defaultFor(Variants.STANDARD));
        MoveCounter check = new MoveCounter();
        judgeAll(null, check);
        if (check.moves != moves) {
            throw new IllegalStateException(format + ": judged " + check.moves + " of " + moves + " moves");
        }
    }

    @Benchmark
    public void judgeAll(Blackhole bh, MoveCounter counter) {
        for (GameRecord record : records) {
            Verdict verdict = referee.judge(record);
            if (verdict.status() != Verdict.Status.OK) {
                throw new IllegalStateException(record.source() + ": " + verdict.status());
            }
            counter.moves += record.mainLine().moves().size();
            if (bh != null) {
                bh.consume(verdict);
            }
        }
    }
}
