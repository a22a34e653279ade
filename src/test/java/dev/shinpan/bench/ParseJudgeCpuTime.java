package dev.shinpan.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

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
 *
 * <p>The line ends with the bytes the thread allocated per move over the measured passes: a count
 * the other jobs on the machine do not move, for a change that aims at fewer or smaller objects
 * (after the warm-up, so with the JIT compiler's escape analysis at work, as in a long batch).
 */
public final class ParseJudgeCpuTime {

    private ParseJudgeCpuTime() {}

    public static void main(String[] args) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        com.sun.management.ThreadMXBean allocations = (com.sun.management.ThreadMXBean) threads;
        double warmup = Double.parseDouble(System.getProperty("warmup", "8"));
        int rounds = Integer.getInteger("rounds", 15);
        String stage = System.getProperty("stage", "");
        for (String name : args.length == 0 ? new String[] {"KIF", "KI2", "CSA", "USI", "JKF"} : args) {
            FormatPass pass = new FormatPass(
                    name, stage, System.getProperty("encoding", "UTF-8"), Integer.getInteger("moves", 0));
            long start = threads.getCurrentThreadCpuTime();
            while (threads.getCurrentThreadCpuTime() - start < warmup * 1e9) {
                pass.cpuNanos();
            }
            double[] perCpu = new double[rounds];
            double[] perWall = new double[rounds];
            long allocatedBefore = allocations.getCurrentThreadAllocatedBytes();
            for (int r = 0; r < rounds; r++) {
                long wall = System.nanoTime();
                perCpu[r] = pass.moves() / (pass.cpuNanos() / 1e9);
                perWall[r] = pass.moves() / ((System.nanoTime() - wall) / 1e9);
            }
            double allocatedPerMove =
                    (allocations.getCurrentThreadAllocatedBytes() - allocatedBefore) / ((double) rounds * pass.moves());
            Arrays.sort(perCpu);
            Arrays.sort(perWall);
            System.out.printf(
                    "%s%s moves/CPU-s median %.0f (min %.0f, max %.0f); moves/wall-s median %.0f (min %.0f);"
                            + " CPU ns/file median %.0f; bytes allocated per move %.0f%n",
                    name,
                    stage.isEmpty() ? "" : " (" + stage + " only)",
                    perCpu[rounds / 2],
                    perCpu[0],
                    perCpu[rounds - 1],
                    perWall[rounds / 2],
                    perWall[0],
                    1e9 * pass.moves() / pass.files() / perCpu[rounds / 2],
                    allocatedPerMove);
        }
    }
}
