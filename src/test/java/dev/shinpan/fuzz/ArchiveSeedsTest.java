package dev.shinpan.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputBudget;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.testing.Resources;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The archive fuzz target's committed seeds hold the records {@link ArchiveSeeds} packs, each
 * read as a record without errors: a seed that no longer opens would leave the fuzzer nothing to
 * start from. After changing {@link ArchiveSeeds}, rewrite them with
 * {@code mvn test -Dtest=ArchiveSeedsTest -Dfuzz.seeds.update=true}.
 */
class ArchiveSeedsTest {

    private static final String SEEDS = "dev/shinpan/fuzz/ReaderFuzzTestsInputs/archive/";

    @TestFactory
    Stream<DynamicTest> committedSeedsHoldTheRecordsTheHelperPacks() throws IOException {
        Map<String, byte[]> built = ArchiveSeeds.all();
        if (Boolean.getBoolean("fuzz.seeds.update")) {
            Path dir = Path.of("src/test/resources", SEEDS);
            Files.createDirectories(dir);
            for (Map.Entry<String, byte[]> seed : built.entrySet()) {
                Files.write(dir.resolve(seed.getKey()), seed.getValue());
            }
        }
        return built.entrySet().stream()
                .map(seed -> DynamicTest.dynamicTest(seed.getKey(), () -> {
                    Map<String, String> committed = contents(Resources.bytes(SEEDS + seed.getKey()));
                    assertEquals(contents(seed.getValue()), committed, "rewrite with -Dfuzz.seeds.update=true");
                    assertTrue(
                            committed.size() >= 2 || seed.getKey().matches("seed-record\\..*"),
                            () -> "records: " + committed);
                }));
    }

    /** Entry names with their text, every one read as readable records (else the test fails). */
    private static Map<String, String> contents(byte[] seed) {
        Map<String, String> contents = new TreeMap<>();
        RecordLoader loader = new RecordLoader();
        new Inputs(
                        Formats.inputNames(),
                        ReaderFuzzTests.ARCHIVE_LIMITS,
                        InputBudget.unlimited(),
                        "seed",
                        new ByteArrayInputStream(seed))
                .read(List.of(Inputs.STDIN), new Inputs.Visitor() {
                    @Override
                    public void entry(InputEntry entry) {
                        assertTrue(
                                entry.bytes() != null,
                                () -> entry.name() + ": " + Catalogue.english().render(entry.error()));
                        for (GameRecord record : loader.load(entry, null)) {
                            assertTrue(
                                    record.readable()
                                            && record.problems().stream().noneMatch(p -> p.isError()),
                                    () -> entry.name() + " read with errors: " + record.problems());
                        }
                        contents.put(entry.name(), new String(entry.bytes(), StandardCharsets.UTF_8));
                    }

                    @Override
                    public void skipped(String name, Message reason) {
                        contents.put(name, "skipped: " + Catalogue.english().render(reason));
                    }
                });
        return contents;
    }
}
