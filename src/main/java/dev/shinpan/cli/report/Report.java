package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import dev.shinpan.text.Message;
import java.util.List;

/**
 * Writes verdicts as they come, so a batch of any size streams out. A report leaves flushing its
 * writer to the batch, which pushes the text out whenever it waits for more (a flush per record
 * would be a system call per record), and to {@link #finish}.
 */
public interface Report {

    /** One record and its verdicts (one per ruleset judged). */
    void record(GameRecord record, List<Verdict> verdicts);

    /** One record with its fingerprint and what it copies; reports that show neither take {@link #record(GameRecord, List)}. */
    default void record(GameRecord record, List<Verdict> verdicts, Identity identity) {
        record(record, verdicts);
    }

    /** Something found in a directory or archive and not read, with the reason ({@code skip.*}, {@code input.*}). */
    void skipped(String name, Message reason);

    void finish(RunTotals summary);
}
