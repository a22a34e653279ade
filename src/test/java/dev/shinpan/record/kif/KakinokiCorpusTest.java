package dev.shinpan.record.kif;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordedEnding;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every KIF and KI2 file of the corpus, against what the file itself says: the expectations in
 * {@code expectations/kakinoki.tsv} were extracted from the files' own text by
 * {@code expectations/extract_kakinoki.py} (last numbered move, terminal word, まで line), not by
 * running these readers.
 */
class KakinokiCorpusTest {

    private static final String TABLE = "/expectations/kakinoki.tsv";
    private static final String ILLEGAL = "/expectations/kakinoki-illegal.tsv";
    private static final Set<String> EXTENSIONS = Set.of("kif", "kifu", "ki2", "ki2u");

    @Test
    @DisplayName("the expectation table lists every KIF/KI2 file of the corpus")
    void tableCoversTheCorpus() throws IOException {
        Path root = Corpus.root();
        Set<String> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(Files::isRegularFile)
                    .filter(p -> EXTENSIONS.contains(extension(p)))
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
        Set<String> listed = rows().stream().map(r -> r[0]).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(files, listed);
        assertTrue(files.size() > 300, "expected the ~320 KIF/KI2 corpus files, found " + files.size());
    }

    @TestFactory
    Stream<DynamicTest> everyFileReadsAsItSays() {
        Map<String, String[]> illegal = illegalTable();
        return rows().stream().map(row -> DynamicTest.dynamicTest(row[0], () -> check(row, illegal.get(row[0]))));
    }

    private static void check(String[] row, String[] illegal) {
        String path = row[0];
        RecordFormat format = RecordFormat.valueOf(row[1]);
        int moves = Integer.parseInt(row[2]);
        int prefix = Integer.parseInt(row[3]);
        String breakLine = row[4];
        GameRecord record = Corpus.read(path, format);
        List<Problem> errors =
                record.problems().stream().filter(Problem::isError).toList();
        if (breakLine.equals("-")) {
            assertTrue(errors.isEmpty(), () -> "errors: " + errors);
            assertEquals(moves, record.mainLine().moves().size(), "main-line moves");
        } else {
            // the file's own numbering jumps or repeats there: a located error, moves before it kept
            assertEquals(1, errors.size(), () -> "errors: " + errors);
            assertEquals(Integer.parseInt(breakLine), errors.get(0).line(), "line of the numbering error");
            assertEquals(prefix, record.mainLine().moves().size(), "moves before the numbering error");
        }
        assertNotNull(record.start(), "start position");
        assertAll(
                () -> checkEnding(
                        record,
                        format == RecordFormat.KIF ? EndingOrigin.TERMINAL_MOVE : EndingOrigin.OTHER,
                        row[5],
                        row[6],
                        row[7],
                        row[8]),
                () -> checkEnding(record, EndingOrigin.SUMMARY_LINE, row[9], row[9], row[10], row[11]),
                () -> {
                    if (breakLine.equals("-")) {
                        FirstIllegalMove.Found first = FirstIllegalMove.of(record);
                        String expected = illegal == null ? "none" : illegal[1] + " " + illegal[2];
                        assertEquals(expected, first == null ? "none" : first.toString(), "first illegal move");
                    }
                });
    }

    private static void checkEnding(
            GameRecord record, EndingOrigin origin, String stated, String ply, String reason, String winner) {
        List<RecordedEnding> endings = record.mainLine().endings().stream()
                .filter(e -> e.origin() == origin)
                .toList();
        if (stated.equals("-")) {
            assertTrue(endings.isEmpty(), () -> origin + " endings: " + endings);
            return;
        }
        assertTrue(
                !endings.isEmpty(),
                () -> "no " + origin + " ending; endings: " + record.mainLine().endings());
        RecordedEnding e = endings.get(0);
        assertEquals(reason, e.reason().id(), origin + " reason");
        assertEquals(winner, e.winner() == null ? "-" : e.winner().jsonName(), origin + " winner");
        assertEquals(Integer.parseInt(ply), e.ply(), origin + " ply");
    }

    private static List<String[]> rows() {
        List<String[]> rows = Corpus.tsv(TABLE);
        assertEquals("path", rows.get(0)[0]);
        return rows.subList(1, rows.size());
    }

    private static Map<String, String[]> illegalTable() {
        Map<String, String[]> table = new HashMap<>();
        List<String[]> rows = Corpus.tsv(ILLEGAL);
        for (String[] row : rows.subList(1, rows.size())) {
            table.put(row[0], row);
        }
        return table;
    }

    private static String extension(Path p) {
        String name = p.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }
}
