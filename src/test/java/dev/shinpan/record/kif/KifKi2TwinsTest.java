package dev.shinpan.record.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Line;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.WrittenMove;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The same games written as KIF (with origins) and as KI2 (origins left to the reader): resolving
 * every KI2 move on the board must give exactly the KIF's moves, variations included.
 */
class KifKi2TwinsTest {

    private record Twin(String kif, String ki2) {}

    @TestFactory
    Stream<DynamicTest> ki2ResolvesToTheKifMoves() {
        Stream<Twin> sameFolder = Stream.of(
                        "08731", "15732", "15733", "16020", "16216", "16217", "27479", "27480", "27481", "27482",
                        "27483", "27484", "27485", "27486", "27487", "27488", "27489", "27490", "27584", "27585",
                        "27637", "37368", "39801")
                .map(n -> new Twin("akicho8-shogi-player/" + n + ".kif", "akicho8-shogi-player/" + n + ".KI2"));
        String na2hiro = "na2hiro-json-kifu-format/test/files/";
        Stream<Twin> others = Stream.of(
                new Twin(
                        "hnakada123-ShogiBoardQ/tests/fixtures/test_basic.kif",
                        "hnakada123-ShogiBoardQ/tests/fixtures/test_basic.ki2"),
                new Twin("sunfish-shogihome/encoding/sjis.kif", "sunfish-shogihome/encoding/sjis.ki2"),
                new Twin("sunfish-shogihome/encoding/utf8.kif", "sunfish-shogihome/encoding/utf8.ki2"),
                new Twin(
                        "sunfish-shogihome/conversion/output/ki2u-to-kifu/overwrite/ki2u-utf8.kifu",
                        "sunfish-shogihome/conversion/input/ki2u-utf8.ki2u"),
                new Twin(na2hiro + "kif/8mai.kif", na2hiro + "ki2/8mai.ki2"),
                new Twin(na2hiro + "kif/8mai.kif", na2hiro + "ki2/8mai.ki2u"),
                new Twin(na2hiro + "kif/9fu.kif", na2hiro + "ki2/9fu.ki2"),
                new Twin(na2hiro + "kif/chudan.kif", na2hiro + "ki2/chudan.ki2"),
                new Twin(na2hiro + "kif/fork.kif", na2hiro + "ki2/fork.ki2"),
                new Twin(na2hiro + "kif/illegal.kif", na2hiro + "ki2/illegal.ki2"),
                new Twin(na2hiro + "kif/noeol.kif", na2hiro + "ki2/noeol.ki2"));
        return Stream.concat(sameFolder, others).map(t -> DynamicTest.dynamicTest(t.ki2(), () -> compare(t)));
    }

    private static void compare(Twin twin) {
        GameRecord kif = Corpus.read(twin.kif(), RecordFormat.KIF);
        GameRecord ki2 = Corpus.read(twin.ki2(), RecordFormat.KI2);
        assertTrue(kif.problems().stream().noneMatch(Problem::isError), () -> "KIF errors: " + kif.problems());
        assertTrue(ki2.problems().stream().noneMatch(Problem::isError), () -> "KI2 errors: " + ki2.problems());
        assertEquals(kif.start().sfen(), ki2.start().sfen(), "start position");
        Side start = kif.start().position().sideToMove();
        assertSameLine(kif.mainLine(), ki2.mainLine(), start, "main line");
    }

    private static void assertSameLine(Line kif, Line ki2, Side start, String where) {
        assertEquals(kif.moves().size(), ki2.moves().size(), where + ": number of moves");
        for (int i = 0; i < kif.moves().size(); i++) {
            RecordedMove a = kif.moves().get(i);
            RecordedMove b = ki2.moves().get(i);
            Side mover = a.ply() % 2 == 1 ? start : start.opponent();
            assertEquals(a.ply(), b.ply(), where + ": ply");
            assertEquals(
                    describe(a.move(), mover),
                    describe(b.move(), mover),
                    where + ", move " + a.ply() + " " + a.text().text() + " / "
                            + b.text().text());
            assertEquals(
                    a.alternatives().size(), b.alternatives().size(), where + ", move " + a.ply() + ": variations");
            for (int v = 0; v < a.alternatives().size(); v++) {
                assertSameLine(
                        a.alternatives().get(v), b.alternatives().get(v), start, where + " / variation at " + a.ply());
            }
        }
        assertEquals(summaries(kif), summaries(ki2), where + ": まで lines");
    }

    private static String summaries(Line line) {
        return line.endings().stream()
                .filter(e -> e.origin() == EndingOrigin.SUMMARY_LINE)
                .map(e -> e.ply() + " " + e.reason().id() + " " + e.winner())
                .reduce("", (x, y) -> x + y + ";");
    }

    private static String describe(WrittenMove m, Side mover) {
        return (m.side() != null ? m.side() : mover).jsonName() + " "
                + (m.from() == null ? "drop" : m.from().csa()) + "-" + m.to().csa() + " "
                + m.piece().csa() + (m.promote() ? "+" : "");
    }
}
