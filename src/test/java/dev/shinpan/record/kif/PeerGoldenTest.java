package dev.shinpan.record.kif;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import java.io.IOException;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Peers' golden output: sugyan/shogi-kifu-converter ships the JKF it expects next to each KIF/KI2
 * input, and na2hiro/json-kifu-format has a JKF twin of one of its KIF files. Our main line and
 * forks must state the same moves.
 */
class PeerGoldenTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SUGYAN = "sugyan-shogi-kifu-converter/data/tests/";

    /** Input file, golden JKF, and whether the peer converts terminal words into a JKF special. */
    private record Pair(String input, String golden, boolean special) {}

    @TestFactory
    Stream<DynamicTest> sugyanShogiKifuConverter() {
        return Stream.of(
                        new Pair("kif/Shogidokoro.kif", "kif/Shogidokoro.json", true),
                        new Pair("kif/Shogidokoro.kifu", "kif/Shogidokoro.json", true),
                        new Pair("kif/empty.kif", "kif/empty.json", true),
                        new Pair("kif/empty.kifu", "kif/empty.json", true),
                        new Pair("kif/everyday_20211107.kif", "kif/everyday_20211107.json", true),
                        new Pair("kif/everyday_20211107.kifu", "kif/everyday_20211107.json", true),
                        new Pair("kif/everyday_20220604.kif", "kif/everyday_20220604.json", true),
                        new Pair("kif/everyday_20220604.kifu", "kif/everyday_20220604.json", true),
                        new Pair("kif/example.kif", "kif/example.json", true),
                        new Pair("kif/example.kifu", "kif/example.json", true),
                        new Pair("kif/forks.kif", "kif/forks.json", true),
                        new Pair("kif/forks.kifu", "kif/forks.json", true),
                        new Pair("kif/oui202106290101.kif", "kif/oui202106290101.json", true),
                        new Pair("kif/piyo-shogi_KY.kif", "kif/piyo-shogi_KY.json", true),
                        new Pair("kif/piyo-shogi_KY.kifu", "kif/piyo-shogi_KY.json", true),
                        new Pair("ki2/4.ki2", "ki2/4.json", false),
                        new Pair("ki2/4.ki2u", "ki2/4.json", false),
                        new Pair("ki2/simple.ki2", "ki2/simple.json", false),
                        new Pair("ki2/simple.ki2u", "ki2/simple.json", false))
                .map(p -> DynamicTest.dynamicTest(
                        p.input(), () -> compare(SUGYAN + p.input(), SUGYAN + p.golden(), p.special())));
    }

    @TestFactory
    Stream<DynamicTest> na2hiroJsonKifuFormat() {
        // specification/files/ryuou201409020101.jkf.json is a symbolic link to the same JKF
        // (stored as its target path), so test/files/jkf holds the only twin.
        return Stream.of(new Pair(
                        "na2hiro-json-kifu-format/test/files/kif/ryuou201409020101.kif",
                        "na2hiro-json-kifu-format/test/files/jkf/ryuou201409020101.jkf",
                        true))
                .map(p -> DynamicTest.dynamicTest(p.input(), () -> compare(p.input(), p.golden(), p.special())));
    }

    private static void compare(String input, String golden, boolean special) throws IOException {
        RecordFormat format = input.contains(".ki2") ? RecordFormat.KI2 : RecordFormat.KIF;
        GameRecord record = Corpus.read(input, format);
        assertTrue(record.problems().stream().noneMatch(Problem::isError), () -> "errors: " + record.problems());
        JsonNode jkf = JSON.readTree(Corpus.bytes(golden));
        JkfGolden.assertSameRecord(jkf, record, special);
    }
}
