package dev.shinpan.cli.batch;

import dev.shinpan.adjudicate.Fingerprint;
import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.adjudicate.clock.ClockControl;
import dev.shinpan.cli.output.OutputFailedException;
import dev.shinpan.cli.output.ReportWriter;
import dev.shinpan.cli.report.Identity;
import dev.shinpan.cli.report.Report;
import dev.shinpan.cli.report.RunTotals;
import dev.shinpan.cli.terminal.Progress;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.Problem;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.Failures;
import dev.shinpan.record.io.InputBudget;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Message;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * Reads and judges inputs on every core while reporting them in input order. One thread reads
 * the inputs in order, a pool judges them, and the caller's thread writes each record's report as
 * soon as it and everything before it are judged. Memory stays bounded however large the batch:
 * input bytes in flight stay within a budget (a share of the heap), and each task's records
 * stream to the output through a short queue, never all held.
 *
 * <p>Small inputs travel together: an archive of a hundred thousand short games would otherwise
 * cost a hand-over between threads (a wake-up, often a context switch) per game at every step. A
 * task takes up to {@link #CHUNK_INPUTS} inputs of up to {@link #CHUNK_BYTES} in all (a larger
 * input is a task of its own), a worker hands its verdicts on a few records at a time, and the
 * report is pushed out whenever the writer would otherwise wait, rather than after every record.
 *
 * <p>Whatever fails while reading or judging one input, down to a stack overflow or memory running
 * out, becomes an unreadable record for that input and the batch goes on; a failed write of the
 * output stops it at once.
 */
public final class Batch {

    /**
     * What the batch needs besides the inputs.
     *
     * @param readAs    the variant the user asked for, or null to let each record decide
     * @param rulesets  the rulesets to judge a record under
     * @param jobs      how many inputs are judged at once
     * @param stdinName the name standard input is reported under
     * @param record    the one record of each input to judge, by its index from 0, or null for all
     * @param excluded  why a file met in a directory walk is left out, or null to read it
     * @param notRecord why the bytes of a file met in a walk or an archive are no record (shinpan's own), or null
     * @param timeControl the time control --time-control names, which overrides every record's, or null
     */
    public record Settings(
            Variant readAs,
            Function<GameRecord, List<Ruleset>> rulesets,
            Limits limits,
            int jobs,
            String stdinName,
            InputStream stdin,
            Integer record,
            Function<Path, Message> excluded,
            Function<byte[], Message> notRecord,
            ClockControl timeControl) {

        public Settings(
                Variant readAs,
                Function<GameRecord, List<Ruleset>> rulesets,
                Limits limits,
                int jobs,
                String stdinName,
                InputStream stdin,
                Integer record,
                Function<Path, Message> excluded) {
            this(readAs, rulesets, limits, jobs, stdinName, stdin, record, excluded, bytes -> null, null);
        }

        public Settings(
                Variant readAs,
                Function<GameRecord, List<Ruleset>> rulesets,
                Limits limits,
                int jobs,
                String stdinName,
                InputStream stdin,
                Integer record) {
            this(readAs, rulesets, limits, jobs, stdinName, stdin, record, path -> null);
        }

        public Settings(
                Variant readAs,
                Function<GameRecord, List<Ruleset>> rulesets,
                Limits limits,
                int jobs,
                String stdinName,
                InputStream stdin) {
            this(readAs, rulesets, limits, jobs, stdinName, stdin, null);
        }
    }

    /**
     * How the run went, beyond the summary.
     *
     * @param internalErrors inputs or records that failed through shinpan's fault
     * @param crash          a failure of the reading itself, which ended the batch early, or null
     * @param readAgain      inputs named more than once (or inside a folder named too), read once: for a note
     */
    public record Outcome(int internalErrors, Throwable crash, List<String> readAgain) {

        public Outcome(int internalErrors, Throwable crash) {
            this(internalErrors, crash, List.of());
        }
    }

    /** Input bytes in flight may take this share of the heap; decoding and judging need the rest. */
    private static final int HEAP_SHARE = 8;
    /** At most this many inputs, and bytes in all, make one task. */
    static final int CHUNK_INPUTS = 32;

    static final int CHUNK_BYTES = 64 * 1024;
    private static final int TASKS_AHEAD_PER_JOB = 4;
    /** Records handed to the output at once; fewer at the end of a task, or when they have waited this long. */
    private static final int RECORDS_PER_HANDOVER = 16;

    private static final long HANDOVER_NANOS = 50_000_000;
    /** Hand-overs of one task judged ahead of the output. */
    private static final int HANDOVERS_AHEAD = 4;
    /** How often the output thread, waiting for a slow input, lets the progress display redraw. */
    private static final long TICK_MILLIS = 100;

    private sealed interface Item permits Skipped, Job, End, Crash {}

    /** @param readTo how far the inputs are read once this is reported */
    private record Skipped(String name, Message reason, long readTo) implements Item {}

    private record End() implements Item {}

    private record Crash(Throwable error) implements Item {}

    /** What a worker hands the output: a record judged, or the end of an input. */
    private sealed interface Done permits Judged, InputDone, Missing {}

    /** An input without the record {@code --record} asked for: reported as skipped, never silently. */
    private record Missing(String name, Message reason) implements Done {}

    private record Judged(GameRecord record, List<Verdict> verdicts, boolean internal, Fingerprint.Print print)
            implements Done {}

    /** @param readTo how far the inputs are read once this input is reported */
    private record InputDone(long readTo) implements Done {}

    /** Records handed to the output at once; the last of a task says so. */
    private record Handover(List<Done> done, boolean last) {}

    /** Inputs judged by one worker in order, their records passed on through a short queue. */
    private static final class Job implements Item {
        /** The inputs until they are judged; then let go, while their budget is held until they are written. */
        private List<InputEntry> entries;
        /** Per input, how far the inputs are read once it is reported. */
        private final long[] readTo;

        private final long bytes;
        private final BlockingQueue<Handover> results = new ArrayBlockingQueue<>(HANDOVERS_AHEAD);

        Job(List<InputEntry> entries, long[] readTo, long bytes) {
            this.entries = entries;
            this.readTo = readTo;
            this.bytes = bytes;
        }
    }

    private final Settings settings;
    private final Report report;
    private final RunTotals summary;
    private final PrintWriter out;
    private final Progress progress;
    private final ThreadLocal<RecordLoader> loaders;
    private final ThreadLocal<Map<Ruleset, Referee>> referees = ThreadLocal.withInitial(HashMap::new);
    private final ThreadLocal<Fingerprint> fingerprints = ThreadLocal.withInitial(Fingerprint::new);
    /** Fed in input order on the output thread. */
    private final Duplicates duplicates = new Duplicates();
    /** Inputs the arguments name twice: added by the reading thread, read by the output thread once it ends. */
    private final List<String> readAgain = Collections.synchronizedList(new ArrayList<>());

    /**
     * @param out      where the report writes, watched for write errors
     * @param progress told what was reported, as it is
     */
    public Batch(Settings settings, Report report, RunTotals summary, PrintWriter out, Progress progress) {
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
    public Outcome run(List<String> arguments) {
        AtomicInteger threadNumber = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(settings.jobs(), r -> {
            Thread t = new Thread(r, "shinpan-judge-" + threadNumber.incrementAndGet());
            t.setDaemon(true);
            t.setUncaughtExceptionHandler(Batch::lastResort);
            return t;
        });
        BlockingQueue<Item> ordered = new ArrayBlockingQueue<>(settings.jobs() * TASKS_AHEAD_PER_JOB);
        InputBudget budget =
                new InputBudget(Math.max(1 << 20, Runtime.getRuntime().maxMemory() / HEAP_SHARE));
        Thread reader = new Thread(() -> readInputs(arguments, ordered, pool, budget), "shinpan-inputs");
        reader.setDaemon(true);
        reader.setUncaughtExceptionHandler(Batch::lastResort);
        reader.start();
        int internalErrors = 0;
        try {
            while (true) {
                Item item = next(ordered);
                if (item instanceof End) {
                    return new Outcome(internalErrors, null, List.copyOf(readAgain));
                }
                if (item instanceof Crash crash) {
                    return new Outcome(internalErrors, crash.error(), List.copyOf(readAgain));
                }
                if (item instanceof Skipped s) {
                    skipped(s.name(), s.reason());
                    progress.readTo(s.readTo());
                } else if (item instanceof Job job) {
                    internalErrors += write(job);
                    budget.release(job.bytes);
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

    /** The reading thread: hands the inputs to the pool, small ones a few at a time, and queues them for the output in order. */
    private void readInputs(
            List<String> arguments, BlockingQueue<Item> ordered, ExecutorService pool, InputBudget budget) {
        Inputs inputs = new Inputs(
                Formats.inputNames(),
                settings.limits(),
                budget,
                settings.stdinName(),
                settings.stdin(),
                settings.excluded(),
                settings.notRecord());
        Chunk chunk = new Chunk(ordered, pool, inputs);
        try {
            inputs.read(arguments, new Inputs.Visitor() {
                @Override
                public void entry(InputEntry entry) {
                    chunk.add(entry);
                }

                @Override
                public void skipped(String name, Message reason) {
                    chunk.submit();
                    enqueue(ordered, new Skipped(name, reason, inputs.bytesRead()));
                }

                @Override
                public void readAlready(String name) {
                    readAgain.add(name); // read once, and a note says so: not a file skipped
                }
            });
            chunk.submit();
            enqueue(ordered, new End());
        } catch (CancellationException e) {
            // The output stopped; nobody is waiting for more.
        } catch (RuntimeException | Error e) {
            try {
                chunk.submit(); // what was read before the failure is judged and reported all the same
                enqueue(ordered, new Crash(e));
            } catch (CancellationException stopped) {
                // Nobody is waiting.
            }
        }
    }

    /** Inputs read and not yet handed to the pool. */
    private final class Chunk {
        private final BlockingQueue<Item> ordered;
        private final ExecutorService pool;
        private final Inputs inputs;
        private List<InputEntry> entries = new ArrayList<>();
        private final long[] readTo = new long[CHUNK_INPUTS];
        private long bytes;

        Chunk(BlockingQueue<Item> ordered, ExecutorService pool, Inputs inputs) {
            this.ordered = ordered;
            this.pool = pool;
            this.inputs = inputs;
        }

        void add(InputEntry entry) {
            long size = entry.bytes() == null ? 0 : entry.bytes().length;
            if (bytes + size > CHUNK_BYTES) {
                submit();
            }
            readTo[entries.size()] = inputs.bytesRead();
            entries.add(entry);
            bytes += size;
            if (entries.size() >= CHUNK_INPUTS || bytes >= CHUNK_BYTES) {
                submit();
            }
        }

        void submit() {
            if (entries.isEmpty()) {
                return;
            }
            Job job = new Job(entries, Arrays.copyOf(readTo, entries.size()), bytes);
            entries = new ArrayList<>();
            bytes = 0;
            pool.execute(() -> judge(job));
            enqueue(ordered, job);
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

    /**
     * The next item for the output. Before waiting for one the report is pushed out, so that a
     * reader sees every record judged so far; while waiting for a slow input the progress display
     * still ticks.
     */
    private <T> T next(BlockingQueue<T> queue) {
        T item = queue.poll();
        if (item != null) {
            return item;
        }
        flushOutput();
        try {
            if (!progress.shown()) {
                return queue.take();
            }
            while ((item = queue.poll(TICK_MILLIS, TimeUnit.MILLISECONDS)) == null) {
                progress.tick();
            }
            return item;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        }
    }

    /** An input, or a record asked for, that gives no verdict: reported and counted, never dropped. */
    private void skipped(String name, Message reason) {
        report.skipped(name, reason);
        summary.skip();
        checkOutput();
    }

    /** Writes one task's records as they are judged; returns how many failed through shinpan's fault. */
    private int write(Job job) {
        int internal = 0;
        while (true) {
            Handover handover = next(job.results);
            for (Done done : handover.done()) {
                if (done instanceof InputDone input) {
                    progress.readTo(input.readTo());
                    continue;
                }
                if (done instanceof Missing missing) {
                    skipped(missing.name(), missing.reason());
                    continue;
                }
                Judged judged = (Judged) done;
                Identity identity =
                        duplicates.add(judged.record().source(), judged.record().index(), judged.print());
                report.record(judged.record(), judged.verdicts(), identity);
                summary.add(judged.verdicts());
                summary.copies(duplicates.duplicates(), duplicates.prefixes());
                internal += judged.internal() ? 1 : 0;
                checkOutput();
                progress.record(
                        judged.record().mainLine() == null
                                ? 0
                                : judged.record().mainLine().moves().size());
            }
            if (handover.last()) {
                return internal;
            }
        }
    }

    /**
     * Stops the batch at a failed write: a {@link ReportWriter} knows without pushing out the text
     * it holds; any other writer is flushed to tell.
     */
    private void checkOutput() {
        if (out instanceof ReportWriter watched ? watched.failed() : out.checkError()) {
            throw new OutputFailedException();
        }
    }

    /** Pushes the report out, and stops the batch if that fails. */
    private void flushOutput() {
        if (out.checkError()) {
            throw new OutputFailedException();
        }
    }

    /** A worker: judges the task's inputs in order and hands the records on as they come. */
    private void judge(Job job) {
        List<InputEntry> entries = job.entries;
        job.entries = null;
        Outbox outbox = new Outbox(job.results);
        boolean stopped = false;
        try {
            for (int i = 0; i < entries.size(); i++) {
                try {
                    judge(entries.get(i), outbox, job.readTo[i]);
                } catch (CancellationException e) {
                    throw e;
                } catch (RuntimeException | Error e) {
                    lastResort(Thread.currentThread(), e); // even the unreadable record failed; the other inputs go on
                }
                outbox.inputDone(job.readTo[i]);
            }
        } catch (CancellationException e) {
            stopped = true; // the batch stopped: nobody waits for the rest
        } finally {
            // Whatever happened to the inputs, the writer must learn that the task is done, or it would wait forever.
            if (!stopped) {
                outbox.hand(true);
            }
        }
    }

    /** One input: its records judged as they are read; whatever fails in reading becomes one unreadable record. */
    private void judge(InputEntry entry, Outbox outbox, long inputEnd) {
        int[] records = {0};
        Integer wanted = settings.record();
        InputShare share = progress.shown() ? InputShare.of(entry, inputEnd) : null;
        try {
            loaders.get().load(entry, settings.readAs(), record -> {
                if (wanted == null || record.index() == wanted) {
                    outbox.add(judged(record, entry.internal()));
                }
                records[0]++;
                if (share != null) {
                    outbox.inputDone(share.readTo(record)); // a large file's bar moves with its records
                }
            });
        } catch (CancellationException e) {
            throw e;
        } catch (RuntimeException | Error e) {
            // A reader failure, down to a stack overflow or no memory left: one record says so.
            outbox.add(failed(GameRecord.unreadable(entry.name(), records[0], null, null, List.of()), e));
            return;
        }
        if (wanted != null && records[0] <= wanted) {
            outbox.missing(new Missing(entry.name(), Message.of("input.no-such-record", wanted, records[0])));
        }
    }

    /** What a worker has judged of a task and not yet handed over. */
    private static final class Outbox {
        private final BlockingQueue<Handover> results;
        private List<Done> pending = new ArrayList<>(RECORDS_PER_HANDOVER + 1);
        private int records;
        private long since;

        Outbox(BlockingQueue<Handover> results) {
            this.results = results;
        }

        /** @throws CancellationException when the batch has stopped */
        void add(Judged judged) {
            if (records++ == 0) {
                since = System.nanoTime();
            }
            pending.add(judged);
            if ((records >= RECORDS_PER_HANDOVER || System.nanoTime() - since >= HANDOVER_NANOS) && !hand(false)) {
                throw new CancellationException("stopped");
            }
        }

        /** An input lacks the record asked for; handed on with the input's end. */
        void missing(Missing missing) {
            pending.add(missing);
        }

        /** An input is judged: its records are all added. */
        void inputDone(long readTo) {
            pending.add(new InputDone(readTo));
        }

        /** Hands the pending records on; false when the batch has stopped and nobody is listening. */
        boolean hand(boolean last) {
            Handover handover = new Handover(pending, last);
            pending = new ArrayList<>(RECORDS_PER_HANDOVER + 1);
            records = 0;
            try {
                results.put(handover);
                return true;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
    }

    private Judged judged(GameRecord record, boolean internal) {
        try {
            List<Verdict> verdicts = verdicts(record);
            return new Judged(record, verdicts, internal, print(record, verdicts));
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            return failed(record, e);
        }
    }

    /** The record as unreadable, saying what failed; counted as shinpan's fault. */
    private Judged failed(GameRecord record, Throwable error) {
        GameRecord unreadable = GameRecord.unreadable(
                record.source(),
                record.index(),
                record.format(),
                record.encoding(),
                List.of(Problem.error(Failures.internal(error))));
        List<Verdict> verdicts;
        try {
            verdicts = verdicts(unreadable);
        } catch (RuntimeException | Error e) {
            verdicts = List.of(new Referee(Rulesets.defaultFor(Variants.STANDARD)).judge(unreadable));
        }
        return new Judged(unreadable, verdicts, true, null);
    }

    /** The record's fingerprint; a failure to take it only leaves the record without one. */
    private Fingerprint.Print print(GameRecord record, List<Verdict> verdicts) {
        // the referee that judged last still holds the moves its replay played
        Referee judgedLast =
                referees.get().get(verdicts.get(verdicts.size() - 1).ruleset());
        try {
            return judgedLast == null
                    ? fingerprints.get().of(record)
                    : judgedLast.fingerprint(fingerprints.get(), record);
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    private List<Verdict> verdicts(GameRecord record) {
        Map<Ruleset, Referee> byRuleset = referees.get();
        List<Ruleset> applicable = settings.rulesets().apply(record);
        // An unreadable record gets one verdict, under the first ruleset.
        int count = record.start() == null ? 1 : applicable.size();
        Verdict[] verdicts = new Verdict[count];
        for (int i = 0; i < count; i++) {
            Referee referee = byRuleset.get(applicable.get(i));
            if (referee == null) { // no capturing lambda: asked for every record and ruleset
                referee = new Referee(applicable.get(i), settings.timeControl());
                byRuleset.put(applicable.get(i), referee);
            }
            verdicts[i] = referee.judge(record);
        }
        return List.of(verdicts);
    }
}
