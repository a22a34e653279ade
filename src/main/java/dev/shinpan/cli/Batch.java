package dev.shinpan.cli;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.cli.report.Report;
import dev.shinpan.cli.report.Summary;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.record.io.RecordLoader;
import dev.shinpan.rules.Variant;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

/**
 * Reads and judges inputs on every core while reporting them in input order: one file or archive
 * entry is one task, and at most a few tasks per core are in flight, so memory stays bounded
 * however large the archive.
 */
final class Batch {

    private record Judged(GameRecord record, List<Verdict> verdicts) {
    }

    private final Variant readAs;
    private final Function<GameRecord, List<Ruleset>> rulesets;
    private final Report report;
    private final Summary summary;
    private final int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
    private final ThreadLocal<RecordLoader> loaders = ThreadLocal.withInitial(RecordLoader::new);
    private final ThreadLocal<Map<Ruleset, Referee>> referees = ThreadLocal.withInitial(HashMap::new);

    Batch(Variant readAs, Function<GameRecord, List<Ruleset>> rulesets, Report report, Summary summary) {
        this.readAs = readAs;
        this.rulesets = rulesets;
        this.report = report;
        this.summary = summary;
    }

    void run(List<Path> files) {
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "shinpan-judge");
            t.setDaemon(true);
            return t;
        });
        Deque<Future<List<Judged>>> inFlight = new ArrayDeque<>();
        try {
            Inputs.walk(files, new Inputs.Visitor() {
                @Override
                public void entry(InputEntry entry) {
                    inFlight.add(pool.submit(() -> judge(entry)));
                    while (inFlight.size() > threads * 4) {
                        emit(inFlight.poll());
                    }
                }

                @Override
                public void skipped(String name, String reason) {
                    while (!inFlight.isEmpty()) {
                        emit(inFlight.poll());
                    }
                    report.skipped(name, reason);
                    summary.skip();
                }
            });
            while (!inFlight.isEmpty()) {
                emit(inFlight.poll());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private List<Judged> judge(InputEntry entry) {
        List<Judged> judged = new ArrayList<>();
        Map<Ruleset, Referee> byRuleset = referees.get();
        for (GameRecord record : loaders.get().load(entry, readAs)) {
            List<Ruleset> applicable = rulesets.apply(record);
            if (record.start() == null) {
                applicable = applicable.subList(0, 1);
            }
            List<Verdict> verdicts = applicable.stream()
                    .map(r -> byRuleset.computeIfAbsent(r, Referee::new).judge(record))
                    .toList();
            judged.add(new Judged(record, verdicts));
        }
        return judged;
    }

    private void emit(Future<List<Judged>> future) {
        List<Judged> judged;
        try {
            judged = future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
        for (Judged j : judged) {
            report.record(j.record(), j.verdicts());
            summary.add(j.verdicts());
        }
    }
}
