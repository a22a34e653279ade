package dev.shinpan.bench;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.RecordLoader;
import dev.shinpan.rules.Variants;
import dev.shinpan.testing.LishogiGames;
import dev.shinpan.testing.LishogiGames.Game;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@link ParseJudgeBenchmark}'s work measured in the thread's CPU time as well as wall time: on a
 * machine shared with other jobs, the wall clock counts the time the thread waited for a core,
 * while its CPU time mostly does not, so moves per CPU second compare builds far more steadily.
 * Not a replacement for the JMH figures on a quiet machine.
 *
 * <pre>java -cp target/test-classes:target/classes:$(cat cp.txt) dev.shinpan.bench.ParseJudgeCpuTime KIF CSA</pre>
 * ({@code cp.txt} from {@code mvn dependency:build-classpath -Dmdep.outputFile=cp.txt
 * -Dmdep.includeScope=test}); {@code -Dwarmup=10 -Drounds=15} set the warm-up CPU seconds and
 * the measured passes; {@code -Dencoding=Shift_JIS} gives the files as undeclared CP932, the way
 * Windows applications save KIF and KI2, {@code -Dencoding=floodgate} the CSA files as the floodgate
 * server writes them; {@code -Dstage=judge} reads every file once beforehand and measures the
 * referee alone on the records read; {@code -Dstage=read} leaves out the referee. {@code -Dmoves=N}
 * cuts every game to its first N moves, leaving out the shorter ones: the figures of N = 1 and N =
 * 60 part what a record costs once (detection, header, set-up, verdict) from what each move costs,
 * as the line's nanoseconds per file show. Add
 * {@code -XX:TieredStopAtLevel=1} to measure the code as the launcher runs it (the quick JIT alone),
 * where a batch of short records spends its time.
 */
public final class ParseJudgeCpuTime {

    private ParseJudgeCpuTime() {
    }

    /** {@code -Dstage=read}: time only the readers (detect, decode, parse, build), judging nothing. */
    private static boolean readStageOnly() {
        return "read".equals(System.getProperty("stage"));
    }

    public static void main(String[] args) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double warmup = Double.parseDouble(System.getProperty("warmup", "8"));
        int rounds = Integer.getInteger("rounds", 15);
        String stage = System.getProperty("stage", "");
        String encoding = System.getProperty("encoding", "UTF-8");
        boolean judgeOnly = stage.equals("judge");
        int cut = Integer.getInteger("moves", 0);
        List<Game> games = cut <= 0 ? LishogiGames.games() : LishogiGames.games().stream()
                .filter(g -> g.moves().size() >= cut).map(g -> new Game(g.number(), g.moves().subList(0, cut))).toList();
        for (String name : args.length == 0 ? new String[] {"KIF", "KI2", "CSA", "USI", "JKF"} : args) {
            RecordFormat format = RecordFormat.valueOf(name);
            InputEntry[] files = new InputEntry[games.size()];
            long moves = 0;
            for (int i = 0; i < files.length; i++) {
                files[i] = InputEntry.of(LishogiGames.fileName(games.get(i), format),
                        LishogiGames.bytes(games.get(i), format, encoding));
                moves += games.get(i).moves().size();
            }
            RecordLoader loader = new RecordLoader();
            Referee referee = new Referee(Rulesets.defaultFor(Variants.STANDARD));
            long[] judged = new long[1];
            Consumer<GameRecord> judge = record -> {
                Verdict v = referee.judge(record);
                if (v.status() != Verdict.Status.OK) {
                    throw new IllegalStateException(record.source() + ": " + v.status());
                }
                judged[0] += record.mainLine().moves().size();
            };
            Runnable pass;
            if (readStageOnly()) {
                pass = () -> {
                    for (InputEntry file : files) {
                        loader.load(file, null, record -> judged[0] += record.mainLine().moves().size());
                    }
                };
            } else if (judgeOnly) {
                List<GameRecord> records = new ArrayList<>();
                for (InputEntry file : files) {
                    loader.load(file, null, records::add);
                }
                pass = () -> records.forEach(judge);
            } else {
                pass = () -> {
                    for (InputEntry file : files) {
                        loader.load(file, null, judge);
                    }
                };
            }
            long start = threads.getCurrentThreadCpuTime();
            while (threads.getCurrentThreadCpuTime() - start < warmup * 1e9) {
                pass.run();
            }
            double[] perCpu = new double[rounds];
            double[] perWall = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                judged[0] = 0;
                long cpu = threads.getCurrentThreadCpuTime();
                long wall = System.nanoTime();
                pass.run();
                perCpu[r] = judged[0] / ((threads.getCurrentThreadCpuTime() - cpu) / 1e9);
                perWall[r] = judged[0] / ((System.nanoTime() - wall) / 1e9);
                if (judged[0] != moves) {
                    throw new IllegalStateException(format + ": judged " + judged[0] + " of " + moves);
                }
            }
            Arrays.sort(perCpu);
            Arrays.sort(perWall);
            System.out.printf("%s%s moves/CPU-s median %.0f (min %.0f, max %.0f); moves/wall-s median %.0f (min %.0f);"
                    + " CPU ns/file median %.0f%n",
                    format, stage.isEmpty() ? "" : " (" + stage + " only)", perCpu[rounds / 2], perCpu[0], perCpu[rounds - 1],
                    perWall[rounds / 2], perWall[0], 1e9 * moves / files.length / perCpu[rounds / 2]);
        }
    }
}
