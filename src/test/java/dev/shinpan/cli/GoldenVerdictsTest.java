package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The guard rail for every refactoring of readers, referee and output: the JSONL verdicts for
 * every corpus record and sample are committed, and the check command must keep producing them
 * byte for byte. A deliberate change of a verdict is reviewed by regenerating the files with
 * {@code mvn test -Dtest=GoldenVerdictsTest -Dgolden.update=true} and reading the diff.
 *
 * <p>Two runs cover different ground: the default ruleset with the board of every finding, and
 * every preset with the record's own declared rules adopted.
 */
class GoldenVerdictsTest {

    private static final Path GOLDEN = Path.of("src/test/resources/golden");
    private static final List<String> RECORDS = List.of("src/test/resources/corpus", "samples");
    /** 500 real games in USI, read only when named: they weigh on the default run alone. */
    private static final String LISHOGI = "src/test/resources/corpus/WandererXII-shogiops/lishogi_500_games_usi.txt";

    @ParameterizedTest
    @ValueSource(strings = {"default-board", "all-adopted"})
    void verdictsStayByteIdentical(String run) throws IOException {
        List<String> args = new ArrayList<>(List.of("check", "--format", "jsonl"));
        if (run.equals("default-board")) {
            args.add("--board");
            args.add(LISHOGI);
        } else {
            args.addAll(List.of("--ruleset", "all", "--adopt-record-rules"));
        }
        args.addAll(RECORDS);
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals("", r.err(), "nothing on stderr");
        Path file = GOLDEN.resolve("verdicts-" + run + ".jsonl");
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(GOLDEN);
            Files.writeString(file, r.out(), StandardCharsets.UTF_8);
            return;
        }
        if (!Files.exists(file)) {
            fail(file + " is missing; create it with -Dgolden.update=true");
        }
        String expected = Files.readString(file, StandardCharsets.UTF_8);
        if (!expected.equals(r.out())) {
            fail(firstDifference(expected, r.out()) + "\nIf the change is deliberate, regenerate with"
                    + " -Dgolden.update=true and review the diff.");
        }
    }

    private static String firstDifference(String expected, String actual) {
        String[] e = expected.split("\n", -1);
        String[] a = actual.split("\n", -1);
        for (int i = 0; i < Math.max(e.length, a.length); i++) {
            String el = i < e.length ? e[i] : "<end>";
            String al = i < a.length ? a[i] : "<end>";
            if (!el.equals(al)) {
                return "line " + (i + 1) + " differs:\n  expected: " + el + "\n  actual:   " + al;
            }
        }
        return "outputs differ";
    }
}
