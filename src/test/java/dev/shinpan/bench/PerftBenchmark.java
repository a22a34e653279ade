package dev.shinpan.bench;

import dev.shinpan.rules.Perft;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Variants;
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

/**
 * Perft from the standard start position, one thread. The leaf counts are asserted, so a fast but
 * wrong generator fails here too: depth 5 = 19 861 490, depth 6 = 547 581 517. Leaf nodes per
 * second = leaves ÷ the reported seconds per operation. Target: at least 10 million.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(1)
public class PerftBenchmark {

    @Param({"5"})
    public int depth;

    private Perft perft;

    @Setup(Level.Trial)
    public void setUp() {
        perft = new Perft(Position.start(Variants.STANDARD), depth);
    }

    @Benchmark
    public long startPosition() {
        long leaves = perft.count(depth);
        long expected = switch (depth) {
            case 5 -> 19_861_490L;
            case 6 -> 547_581_517L;
            default -> leaves;
        };
        if (leaves != expected) {
            throw new IllegalStateException("perft " + depth + " = " + leaves + ", expected " + expected);
        }
        return leaves;
    }
}
