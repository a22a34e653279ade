package dev.shinpan.record.csa;

import static dev.shinpan.record.csa.CsaTestSupport.corpusRoot;
import static dev.shinpan.record.csa.CsaTestSupport.errors;
import static dev.shinpan.record.csa.CsaTestSupport.readCorpus;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.rules.IllegalMoveCode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every {@code .csa} file of the corpus against src/test/resources/expectations/csa.tsv, which
 * src/test/scripts/csa_expectations.py extracts from the files' own text (move lines, {@code %}
 * lines, {@code 'summary:} lines), not from this reader.
 */
class CsaCorpusTest {

    /**
     * Main lines that break a rule, found by reading the file. test_various_pieces.csa (ShogiBoardQ
     * fixture): line 8 {@code +8977KE} puts sente's knight on 77, so line 14 {@code +8855KA} (ply
     * 11) would jump the bishop over it.
     */
    private static final Map<String, Expected> KNOWN_ILLEGAL = Map.of(
            "hnakada123-ShogiBoardQ/tests/fixtures/test_various_pieces.csa",
            new Expected(11, IllegalMoveCode.ILLEGAL_MOVEMENT));

    private record Expected(int ply, IllegalMoveCode code) {}

    private record Row(String path, int record, int moves, List<String> endings, String status) {}

    private static Map<String, List<Row>> expectations() throws IOException {
        Path tsv = CsaTestSupport.resource("/expectations/csa.tsv");
        Map<String, List<Row>> rows = new TreeMap<>();
        for (String line : Files.readAllLines(tsv, StandardCharsets.UTF_8)) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] f = line.split("\t", -1);
            List<String> endings = f[3].equals("-") ? List.of() : Arrays.asList(f[3].split(";"));
            rows.computeIfAbsent(f[0], k -> new ArrayList<>())
                    .add(new Row(f[0], Integer.parseInt(f[1]), Integer.parseInt(f[2]), endings, f[4]));
        }
        return rows;
    }

    private static List<String> corpusFiles(String suffix) throws IOException {
        Path root = corpusRoot();
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(p -> p.getFileName().toString().endsWith(suffix))
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .sorted()
                    .collect(Collectors.toList());
        }
    }

    @Test
    @DisplayName("the expectations table covers every .csa file of the corpus, and nothing else")
    void tableCoversCorpus() throws IOException {
        List<String> files = corpusFiles(".csa");
        assertTrue(files.size() >= 149, "corpus .csa files: " + files.size());
        assertEquals(new TreeSet<>(files), new TreeSet<>(expectations().keySet()));
    }

    @TestFactory
    Stream<DynamicTest> everyCsaFile() throws IOException {
        Map<String, List<Row>> table = expectations();
        return table.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> check(e.getValue())));
    }

    private static void check(List<Row> rows) {
        String path = rows.get(0).path();
        List<GameRecord> records = readCorpus(path);
        if (rows.get(0).status().equals("protocol")) {
            // A CSA server Game_Summary message, not a record: rejected at its first line.
            assertEquals(1, records.size());
            Problem first = errors(records.get(0)).get(0);
            assertEquals(1, first.line());
            assertTrue(first.message().contains("protocol"), first.message());
            assertNull(records.get(0).start());
            return;
        }
        assertEquals(rows.size(), records.size(), path + ": records");
        for (Row row : rows) {
            GameRecord r = records.get(row.record());
            String where = path + " #" + row.record();
            assertEquals(row.record(), r.index(), where);
            assertTrue(errors(r).isEmpty(), where + ": " + errors(r));
            assertNotNull(r.start(), where);
            assertEquals(row.moves(), r.mainLine().moves().size(), where + ": main-line moves");
            assertEquals(row.endings(), endingStatements(r), where + ": ending statements");
            CsaTestSupport.FirstIllegal illegal = CsaTestSupport.replay(r);
            Expected expected = KNOWN_ILLEGAL.get(path);
            if (expected == null) {
                assertNull(
                        illegal,
                        () -> where + ": ply " + illegal.ply() + " judged "
                                + illegal.code().code());
            } else {
                assertEquals(new CsaTestSupport.FirstIllegal(expected.ply(), expected.code()), illegal, where);
            }
        }
    }

    /** The record's ending statements in file order, spelled as the table spells them. */
    private static List<String> endingStatements(GameRecord r) {
        return r.mainLine().endings().stream()
                .sorted(Comparator.comparingInt((RecordedEnding e) -> e.text().line())
                        .thenComparingInt(e -> e.text().column()))
                .map(e -> e.origin() == EndingOrigin.SERVER_SUMMARY
                        ? "summary:"
                                + e.text()
                                        .text()
                                        .substring(ServerResultComment.PREFIX.length())
                                        .split(":")[0]
                        : e.text().text())
                .collect(Collectors.toList());
    }

    @TestFactory
    @DisplayName("CSA-protocol logs (usi-csa-bridge e2e csa.log) are not records: rejected with a clear error")
    Stream<DynamicTest> protocolLogsRejected() throws IOException {
        List<String> logs = corpusFiles("csa.log");
        assertEquals(34, logs.size(), "PROVENANCE.md lists 34 raw CSA-protocol logs");
        return logs.stream()
                .map(path -> DynamicTest.dynamicTest(path, () -> {
                    List<GameRecord> records = readCorpus(path);
                    assertEquals(1, records.size());
                    GameRecord r = records.get(0);
                    assertNull(r.start());
                    assertFalse(r.readable());
                    Problem error = errors(r).get(0);
                    assertTrue(error.message().contains("protocol"), error.message());
                    assertTrue(error.text().startsWith("recv:") || error.text().startsWith("send:"), error.text());
                }));
    }
}
