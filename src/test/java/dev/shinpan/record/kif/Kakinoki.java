package dev.shinpan.record.kif;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.rules.WrittenMove;
import java.util.List;

/** Small helpers for tests that read inline records. */
final class Kakinoki {

    private Kakinoki() {}

    static GameRecord kif(String text) {
        return new KifReader()
                .read(text, new RecordReader.ReadOptions("inline.kif", "UTF-8", null))
                .get(0);
    }

    static GameRecord ki2(String text) {
        return new Ki2Reader()
                .read(text, new RecordReader.ReadOptions("inline.ki2", "UTF-8", null))
                .get(0);
    }

    static List<Problem> errors(GameRecord record) {
        return record.problems().stream().filter(Problem::isError).toList();
    }

    static List<Problem> warnings(GameRecord record) {
        return record.problems().stream().filter(p -> !p.isError()).toList();
    }

    static void assertNoErrors(GameRecord record) {
        assertTrue(errors(record).isEmpty(), () -> "errors: " + record.problems());
    }

    static void assertClean(GameRecord record) {
        assertTrue(record.problems().isEmpty(), () -> "problems: " + record.problems());
    }

    /** {@code 77-76 FU}, {@code drop-55 KA}, {@code 88-22 KA+}: origin, destination, piece, promotion. */
    static String usi(WrittenMove m) {
        return (m.from() == null ? "drop" : m.from().csa()) + "-" + m.to().csa() + " "
                + m.piece().csa() + (m.promote() ? "+" : "");
    }

    static List<String> moves(GameRecord record) {
        return record.mainLine().moves().stream()
                .map(RecordedMove::move)
                .map(Kakinoki::usi)
                .toList();
    }

    static RecordedEnding ending(GameRecord record, EndingOrigin origin) {
        return record.mainLine().endings().stream()
                .filter(e -> e.origin() == origin)
                .findFirst()
                .orElseThrow(() -> new AssertionError(
                        "no " + origin + " ending in " + record.mainLine().endings()));
    }
}
