package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Verdicts of sample and corpus files for report tests. */
final class Judged {

    private Judged() {}

    static Verdict verdict(String path, int index, Ruleset ruleset) {
        try {
            GameRecord record = new RecordLoader()
                    .load(InputEntry.of(path, Files.readAllBytes(Path.of(path))), null)
                    .get(index);
            return new Referee(ruleset).judge(record);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
