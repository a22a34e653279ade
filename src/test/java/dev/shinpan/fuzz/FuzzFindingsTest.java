package dev.shinpan.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.record.codec.RecordReader.ReadOptions;
import dev.shinpan.record.kif.Ki2Reader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What fuzzing sessions found failing in reader code, each as the smallest hand-made input that
 * shows the fault. The fuzzers' own inputs are replayed by {@link ReaderFuzzTests} in every build
 * ({@code ReaderFuzzTestsInputs/<target>/crash-*}).
 */
class FuzzFindingsTest {

    private static Problem firstProblem(String ki2) {
        List<GameRecord> records =
                RecordReader.readAll(new Ki2Reader(), ki2, new ReadOptions("continued.ki2", "UTF-8", null));
        return records.get(0).problems().get(0);
    }

    private static String located(Problem p) {
        return p.line() + ":" + p.column() + " " + p.text();
    }

    /**
     * {@code ▲７六} ends line 2 and {@code 歩 X} goes on in line 3: the stray X stands at 3:3, not at
     * 2:6 past the end of line 2 (three fuzzing rounds, {@code crash-222c317d…}, {@code crash-b8a8bf80…}).
     */
    @Test
    void ki2ProblemInAContinuedMoveIsLocatedWhereItStands() {
        assertEquals("3:3 X", located(firstProblem("手合割：平手\n▲７六\n歩 X\n")));
    }

    /** The side mark alone on its line, the move on the next ({@code crash-4637b78a…}). */
    @Test
    void ki2SideMarkAloneOnItsLine() {
        assertEquals("4:5 X", located(firstProblem("手合割：平手\n▲７六歩\n△\n３四歩 X\n")));
    }

    /** A move that ends its line incomplete: the problem is just past its last character. */
    @Test
    void ki2IncompleteMoveAtTheEnd() {
        assertEquals("2:4 ▲７六", located(firstProblem("手合割：平手\n▲７六\n")));
    }
}
