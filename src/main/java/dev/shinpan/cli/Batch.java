package dev.shinpan.cli;

import dev.shinpan.text.Message;
import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.cli.report.Report;
import dev.shinpan.cli.report.Summary;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.Problem;
import dev.shinpan.record.io.Failures;
import dev.shinpan.record.io.InputBudget;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.record.io.RecordLoader;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * Reads and judges inputs on every core while reporting them in input order. One thread reads
 * the inputs in order, a pool judges one input per task, and the caller's thread writes each
 * record's report as soon as it and everything before it are judged. Memory stays bounded however
 * large the batch: input bytes in flight stay within a budget (a share of the heap), and each
 * input's records stream to the output through a short queue, never all held.
 *
 * <p>Whatever fails while reading or judging one input, down to a stack overflow or memory running
 * out, becomes an unreadable record for that input and the batch goes on; a failed write of the
 * output stops it at once.
 */
final class Batch {

    /**
     * What the batch needs besides the inputs.
     *
     * @param readAs    the variant the user asked for, or null to let each record decide
     * @param rulesets  the rulesets to judge a record under
     * @param jobs      how many inputs are judged at once
     * @param stdinName the name standard input is reported under
     */
    record Settings(Variant readAs, Function<GameRecord, List<Ruleset>> rulesets, Limits limits, int jobs,
            String stdinName, InputStream stdin) {
    }

    /**
     * How the run went, beyond the summary.
     *
     * @param internalErrors inputs or records that failed through shinpan's fault
     * @param crash          a failure of the reading itself, which ended the batch early, or null
     */
    record Outcome(int internalErrors, Throwable crash) {
    }

    /** Input bytes in flight may take this share of the heap; decoding and judging need the rest. */
    private static final int HEAP_SHARE = 8;
    /** Records of one input judged ahead of the output. */
    private static final int RECORDS_AHEAD = 64;
    private static final int INPUTS_AHEAD_PER_JOB = 4;
    /** How often the output thread, waiting for a slow input, lets the progress display redraw. */
    private static final long TICK_MILLIS = 100;

    private sealed interface Item permits Skipped, Job, End, Crash {
    }

    /** @param readTo how far the inputs are read once this is reported */
    private record Skipped(String name, Message reason, long readTo) implements Item {
    }

    private record End() implements Item {
    }

    private record Crash(Throwable error) implements Item {
    }

    private record Judged(GameRecord record, List<Verdict> verdicts, boolean internal) {
    }

    private static final Judged DONE = new Judged(null, List.of(), false);

    /** One input: judged by a worker, its records passed on in order through a short queue. */
    private static final class Job implements Item {
        /** The input until it is judged; then let go, while its budget is held until it is written. */
        private InputEntry entry;
        private final long bytes;
        /** How far the inputs are read once this input is reported. */
        private final long readTo;
        private final BlockingQueue<Judged> results = new ArrayBlockingQueue<>(RECORDS_AHEAD);

        Job(InputEntry entry, long readTo) {
            this.entry = entry;
            this.bytes = entry.bytes() == null ? 0 : entry.bytes().length;
            this.readTo = readTo;
        }

        void put(Judged judged) {
            if (!report(this, judged)) {
                throw new CancellationException("stopped");
            }
        }
    }

    private final Settings settings;
    private final Report report;
    private final Summary summary;
    private final PrintWriter out;
    private final Progress progress;
    private final ThreadLocal<RecordLoader> loaders;
    private final ThreadLocal<Map<Ruleset, Referee>> referees = ThreadLocal.withInitial(HashMap::new);

    /**
     * @param out      where the report writes, watched for write errors
     * @param progress told what was reported, as it is
     */
    Batch(Settings settings, Report report, Summary summary, PrintWriter out, Progress progress) {
        this.settings = settings;
        this.report = report;
        this.summary = summary;
        this.out = out;
        this.progress = progress;
        this.loaders = ThreadLocal.withInitial(() -> new RecordLoader(settings.limits()));
    }

    /**
     * Reads, judges and reports every input named by the arguments.
     *
     * @throws OutputFailedException when the output cannot be written; the batch stops there
     */
    Outcome run(List<String> arguments) {
        AtomicInteger threadNumber = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(settings.jobs(), r -> {
            Thread t = new Thread(r, "shinpan-judge-" + threadNumber.incrementAndGet());
            t.setDaemon(true);
            t.setUncaughtExceptionHandler(Batch::lastResort);
            return t;
        });
        BlockingQueue<Item> ordered = new ArrayBlockingQueue<>(settings.jobs() * INPUTS_AHEAD_PER_JOB);
        InputBudget budget = new InputBudget(Math.max(1 << 20, Runtime.getRuntime().maxMemory() / HEAP_SHARE));
        Thread reader = new Thread(() -> readInputs(arguments, ordered, pool, budget), "shinpan-inputs");
        reader.setDaemon(true);
        reader.setUncaughtExceptionHandler(Batch::lastResort);
        reader.start();
        int internalErrors = 0;
        try {
            while (true) {
                Item item = next(ordered);
                if (item instanceof End) {
                    return new Outcome(internalErrors, null);
                }
                if (item instanceof Crash crash) {
                    return new Outcome(internalErrors, crash.error());
                }
                if (item instanceof Skipped s) {
                    report.skipped(s.name(), s.reason());
                    summary.skip();
                    checkOutput();
                    progress.readTo(s.readTo());
                } else if (item instanceof Job job) {
                    internalErrors += write(job);
                    budget.release(job.bytes);
                    progress.readTo(job.readTo);
                }
            }
        } finally {
            pool.shutdownNow();
            reader.interrupt();
        }
    }

    /** Failing to report a failure (memory gone twice over) still must not print a stack trace. */
    private static void lastResort(Thread thread, Throwable e) {
        System.err.println("shinpan: internal error in " + thread.getName() + ": " + e);
    }

    /** The reading thread: hands each input to the pool and queues it for the output in order. */
    private void readInputs(List<String> arguments, BlockingQueue<Item> ordered, ExecutorService pool,
            InputBudget budget) {
        try {
            Inputs inputs = new Inputs(settings.limits(), budget, settings.stdinName(), settings.stdin());
            inputs.read(arguments, new Inputs.Visitor() {
                @Override
                public void entry(InputEntry entry) {
                    Job job = new Job(entry, inputs.bytesRead());
                    pool.execute(() -> judge(job));
                    enqueue(ordered, job);
                }

                @Override
                public void skipped(String name, Message reason) {
                    enqueue(ordered, new Skipped(name, reason, inputs.bytesRead()));
                }
            });
            enqueue(ordered, new End());
        } catch (CancellationException e) {
            // The output stopped; nobody is waiting for more.
        } catch (RuntimeException | Error e) {
            try {
                enqueue(ordered, new Crash(e));
            } catch (CancellationException stopped) {
                // Nobody is waiting.
            }
        }
    }

    private static void enqueue(BlockingQueue<Item> ordered, Item item) {
        try {
            ordered.put(item);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("stopped");
        }
    }

    /** The next item for the output; while waiting for a slow input the progress display still ticks. */
    private <T> T next(BlockingQueue<T> queue) {
        try {
            if (!progress.shown()) {
                return queue.take();
            }
            T item;
            while ((item = queue.poll(TICK_MILLIS, TimeUnit.MILLISECONDS)) == null) {
                progress.tick();
            }
            return item;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        }
    }

    /** Writes one input's records as they are judged; returns how many failed through shinpan's fault. */
    private int write(Job job) {
        int internal = 0;
        while (true) {
            Judged judged = next(job.results);
            if (judged == DONE) {
                return internal;
            }
            report.record(judged.record(), judged.verdicts());
            summary.add(judged.verdicts());
            internal += judged.internal() ? 1 : 0;
            checkOutput();
            progress.record(judged.record().mainLine() == null ? 0 : judged.record().mainLine().moves().size());
        }
    }

    private void checkOutput() {
        if (out.checkError()) {
            throw new OutputFailedException();
        }
    }

    /** A worker: reads one input's records and judges each as it comes. */
    private void judge(Job job) {
        InputEntry entry = job.entry;
        job.entry = null;
        int[] records = {0};
        boolean stopped = false;
        try {
            loaders.get().load(entry, settings.readAs(), record -> {
                job.put(judged(record, entry.internal()));
                records[0]++;
            });
        } catch (CancellationException e) {
            stopped = true;
        } catch (RuntimeException | Error e) {
            // A reader failure, down to a stack overflow or no memory left: one record says so.
            stopped = !report(job, failed(GameRecord.unreadable(entry.name(), records[0], null, null, List.of()), e));
        } finally {
            // Whatever happened, the writer must learn that this input is done, or it would wait forever.
            if (!stopped) {
                report(job, DONE);
            }
        }
    }

    /** Passes a result on; false when the batch has stopped and nobody is listening. */
    private static boolean report(Job job, Judged judged) {
        try {
            job.results.put(judged);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private Judged judged(GameRecord record, boolean internal) {
        try {
            return new Judged(record, verdicts(record), internal);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            return failed(record, e);
        }
    }

    /** The record as unreadable, saying what failed; counted as shinpan's fault. */
    private Judged failed(GameRecord record, Throwable error) {
        GameRecord unreadable = GameRecord.unreadable(record.source(), record.index(), record.format(),
                record.encoding(), List.of(Problem.error(Failures.internal(error))));
        List<Verdict> verdicts;
        try {
            verdicts = verdicts(unreadable);
        } catch (RuntimeException | Error e) {
            verdicts = List.of(new Referee(Rulesets.defaultFor(Variants.STANDARD)).judge(unreadable));
        }
        return new Judged(unreadable, verdicts, true);
    }

    private List<Verdict> verdicts(GameRecord record) {
        Map<Ruleset, Referee> byRuleset = referees.get();
        List<Ruleset> applicable = settings.rulesets().apply(record);
        if (record.start() == null) {
            applicable = applicable.subList(0, 1);
        }
        return applicable.stream().map(r -> byRuleset.computeIfAbsent(r, Referee::new).judge(record)).toList();
    }
}
