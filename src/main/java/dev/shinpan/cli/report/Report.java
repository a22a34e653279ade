package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import java.util.List;

/** Writes verdicts as they come, so a batch of any size streams out. */
public interface Report {

    /** One record and its verdicts (one per ruleset judged). */
    void record(GameRecord record, List<Verdict> verdicts);

    /** Something found in a directory or archive and not read, with the reason. */
    void skipped(String name, String reason);

    void finish(Summary summary);
}
