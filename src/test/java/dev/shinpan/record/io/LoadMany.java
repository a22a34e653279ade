package dev.shinpan.record.io;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.Problem;
import dev.shinpan.record.encoding.TextDecoder;
import dev.shinpan.record.format.RecordLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads one file through {@link RecordLoader} in a JVM of its own, for {@link StreamedRecordsTest}:
 * {@code drop} counts the records and lets them go, {@code keep} holds every one; {@code whole}
 * only decodes the Shift_JIS file into one String, as shinpan once did with a long text, and
 * {@code chars} a long text into one array of characters, as JKF reading once did;
 * {@code limited} and {@code unlimited} keep the records and print each one's first error, under
 * the default limits or with no limit on the moves, header lines and comment lines of a record nor
 * on the JSON values of a JKF file read as a tree.
 */
public final class LoadMany {

    private LoadMany() {}

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        if (args[1].equals("whole")) {
            System.out.println(new String(Files.readAllBytes(file), TextDecoder.CP932).length() + " characters");
            return;
        }
        if (args[1].equals("chars")) {
            // what JKF reading once asked of a long text: all of its characters in one array, beside its bytes
            byte[] bytes = Files.readAllBytes(file);
            // Where reading a file holds its bytes: in the old generation, moved there by the first
            // collection. Left in the young one, the bytes and the characters could fit side by
            // side by luck (the characters go to the old generation directly), as a CI run showed.
            System.gc();
            System.out.println(TextDecoder.decode(bytes).orElseThrow().content().chars().length + " characters");
            return;
        }
        if (args[1].endsWith("limited")) {
            Limits limits = args[1].equals("limited")
                    ? Limits.DEFAULT
                    : Limits.builder()
                            .treeMoves(Integer.MAX_VALUE)
                            .headerLines(Integer.MAX_VALUE)
                            .comments(Integer.MAX_VALUE)
                            .jsonValues(Integer.MAX_VALUE)
                            .build();
            List<GameRecord> records = new ArrayList<>();
            new RecordLoader(limits)
                    .load(InputEntry.of(file.getFileName().toString(), Files.readAllBytes(file)), null, records::add);
            for (GameRecord r : records) {
                System.out.println(r.problems().stream()
                                .filter(Problem::isError)
                                .findFirst()
                                .map(Problem::toString)
                                .orElse("no error")
                        + " | problems: " + r.problems().size());
            }
            return;
        }
        boolean keep = args[1].equals("keep");
        List<GameRecord> kept = new ArrayList<>();
        long[] counts = new long[2];
        new RecordLoader().load(InputEntry.of(file.getFileName().toString(), Files.readAllBytes(file)), null, r -> {
            if (!r.readable()) {
                throw new IllegalStateException("record " + r.index() + " unreadable: " + r.problems());
            }
            counts[0]++;
            counts[1] += r.mainLine().moves().size();
            if (keep) {
                kept.add(r);
            }
        });
        System.out.println(
                counts[0] + " records, " + counts[1] + " moves" + (keep ? ", " + kept.size() + " kept" : ""));
    }
}
