package dev.shinpan.bench;

import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Variants;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.testing.Resources;
import dev.shinpan.testing.Written;
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
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Judge-and-apply of recorded moves, the inner loop of every archive check: the 500 real lishogi
 * games, each move judged as written and then played. Score = recorded moves per second, one
 * thread. Target: at least 5 million.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ReplayBenchmark {

    private WrittenMove[][] games;
    private Position position;
    private MoveJudge judge;
    private long moves;

    @Setup(Level.Trial)
    public void load() {
        List<WrittenMove[]> loaded = new ArrayList<>();
        for (String line : Resources.dataLines("corpus/WandererXII-shogiops/lishogi_500_games_usi.txt")) {
            String[] tokens = line.trim().split("\\s+");
            WrittenMove[] game = new WrittenMove[tokens.length];
            Side side = Side.BLACK;
            for (int i = 0; i < tokens.length; i++) {
                game[i] = Written.usi(Variants.STANDARD, side, tokens[i]);
                side = side.opponent();
            }
            loaded.add(game);
            moves += game.length;
        }
        games = loaded.toArray(new WrittenMove[0][]);
        position = Position.start(Variants.STANDARD);
        judge = new MoveJudge(position);
    }

    /** Replays every game once; the score is divided by the number of moves via the counter. */
    @Benchmark
    public void judgeAndApply(Blackhole bh, MoveCounter counter) {
        for (WrittenMove[] game : games) {
            for (WrittenMove w : game) {
                int verdict = judge.judge(w);
                if (verdict < 0) {
                    throw new IllegalStateException("a lishogi move was judged illegal: " + MoveJudge.codeOf(verdict));
                }
                position.play(verdict);
            }
            bh.consume(position.hash());
            for (int i = game.length; i > 0; i--) {
                position.undo();
            }
        }
        counter.moves += moves;
    }

    /** Reports moves per second as a secondary result next to games-replays per second. */
    @State(Scope.Thread)
    @org.openjdk.jmh.annotations.AuxCounters(org.openjdk.jmh.annotations.AuxCounters.Type.OPERATIONS)
    public static class MoveCounter {
        public long moves;

        @Setup(Level.Iteration)
        public void reset() {
            moves = 0;
        }
    }
}
