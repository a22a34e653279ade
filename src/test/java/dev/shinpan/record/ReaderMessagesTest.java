package dev.shinpan.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.RecordLoader;
import dev.shinpan.testing.Languages;
import dev.shinpan.text.Catalogue;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The problems a tournament director commonly meets in reading are said in the catalogue's words:
 * the English that JSON gives is the catalogue's English, and text reports can say the same in
 * Japanese, each language without the other's words.
 */
class ReaderMessagesTest {

    private static final Limits ONE_MOVE = new Limits(Limits.DEFAULT.inputBytes(), Limits.DEFAULT.archiveBytes(),
            Limits.DEFAULT.archiveEntries(), Limits.DEFAULT.nestingDepth(), Limits.DEFAULT.lineLength(), 1,
            Limits.DEFAULT.variations(), Limits.DEFAULT.variationDepth(), Limits.DEFAULT.recordsPerFile());

    static Stream<Arguments> inputs() {
        String kif = "手合割：平手\n手数----指手---------消費時間--\n";
        return Stream.of(
                Arguments.of("unknown KIF line", "a.kif", kif + "これは何の行\n   1 ７六歩(77)\n", "read.kakinoki.unknown-line"),
                Arguments.of("KIF move shape", "a.kif", kif + "   1 ７六歩(7)\n", "read.kif.origin"),
                Arguments.of("KIF piece", "a.kif", kif + "   1 ７六象(77)\n", "read.piece"),
                Arguments.of("unknown terminal word", "a.kif", kif + "   1 ７六歩(77)\n   2 封印\n",
                        "read.kakinoki.terminal-unknown"),
                Arguments.of("ambiguous KI2 move", "a.ki2", "手合割：平手\n\n▲５八金\n", "read.ki2.which-piece"),
                Arguments.of("KI2 move after one the board cannot carry out", "a.ki2", "手合割：平手\n\n▲５五角 △３四歩\n",
                        "read.origin-unknown"),
                Arguments.of("not a shogi record", "notes.kif", "hello, world\n", "read.detect.no-record-line"),
                Arguments.of("CSA statement", "a.csa", "PI\n+\n+7776FU\nX\n", "read.csa.unknown-statement"),
                Arguments.of("CSA move shape", "a.csa", "PI\n+\n+77FU\n", "read.csa.move-length"),
                Arguments.of("USI move", "a.usi", "position startpos moves 7g7f 3c3x\n", "read.usi.move-shape"),
                Arguments.of("malformed JKF", "a.jkf", "{\"header\": {,}\n", "read.jkf.malformed"),
                Arguments.of("Shogi Wars export", "a.csa", "N+a\nN-b\n+\n+7776FU\n%TORYO\n",
                        "read.csa.turn-without-position"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("inputs")
    void commonProblemsAreCatalogued(String what, String name, String text, String key) {
        Problem p = firstProblem(name, text.getBytes(StandardCharsets.UTF_8), Limits.DEFAULT);
        assertCatalogued(p, key);
    }

    @Test
    void strayBytesAndLimitsAreCatalogued() {
        byte[] head = "手合割：平手\n*対局者のコメント".getBytes(StandardCharsets.UTF_8);
        byte[] tail = "\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n"
                .getBytes(StandardCharsets.UTF_8);
        byte[] kif = new byte[head.length + 1 + tail.length];
        System.arraycopy(head, 0, kif, 0, head.length);
        kif[head.length] = (byte) 0xFF;
        System.arraycopy(tail, 0, kif, head.length + 1, tail.length);
        List<Problem> problems = problems("stray.kif", kif, ONE_MOVE);
        assertCatalogued(problems.stream().filter(p -> !p.isError()).findFirst().orElseThrow(), "read.stray-byte");
        assertCatalogued(problems.stream().filter(Problem::isError).findFirst().orElseThrow(), "read.limit.moves");
    }

    private static void assertCatalogued(Problem p, String key) {
        assertNotNull(p.catalogued(), () -> "not catalogued: " + p);
        assertEquals(key, p.catalogued().key(), p::toString);
        assertEquals(Catalogue.ENGLISH.render(p.catalogued()), p.message(), "JSON's English is the catalogue's");
        Languages.assertEachInItsLanguage(p.catalogued());
        assertFalse(Catalogue.JAPANESE.render(p.catalogued()).equals(p.message()));
    }

    private static Problem firstProblem(String name, byte[] bytes, Limits limits) {
        List<Problem> problems = problems(name, bytes, limits);
        assertTrue(!problems.isEmpty(), "a problem is found");
        return problems.get(0);
    }

    private static List<Problem> problems(String name, byte[] bytes, Limits limits) {
        return new RecordLoader(limits).load(InputEntry.of(name, bytes), null).stream()
                .flatMap(r -> r.problems().stream()).toList();
    }
}
