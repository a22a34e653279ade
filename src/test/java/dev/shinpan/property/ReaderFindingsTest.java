package dev.shinpan.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.IllegalFinding;
import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.record.codec.RecordReader.ReadOptions;
import dev.shinpan.record.jkf.JkfReader;
import dev.shinpan.record.kif.Ki2Reader;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.Move;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the property tests found in the readers, each as the smallest input that shows it: fouls a
 * reader did not hand to the referee as written.
 */
class ReaderFindingsTest {

    private static GameRecord read(RecordReader reader, String text) {
        List<GameRecord> records = RecordReader.readAll(reader, text, new ReadOptions("finding", "UTF-8", null));
        assertEquals(1, records.size());
        return records.get(0);
    }

    private static void assertFoul(GameRecord record, int ply, IllegalMoveCode code) {
        assertEquals(
                List.of(),
                record.problems().stream().filter(Problem::isError).toList(),
                "a foul is the referee's to judge, not a read error");
        IllegalFinding found = new Referee(Rulesets.JSA).judge(record).firstIllegal();
        assertEquals(code + " at " + ply, found == null ? "none" : found.code() + " at " + found.ply());
    }

    /**
     * JKF states a drop by leaving out "from" (the JKF README: "from: 移動元 打った場合はなし"). A silver
     * dropped on 5七 while Black's silver on 4八 could also move there is read as that board move.
     */
    @Test
    void jkfMoveWithoutOriginIsADrop() {
        String jkf = """
                {"header": {}, "initial": {"preset": "OTHER", "data": {"color": 0,
                  "board": %s,
                  "hands": [{"GI": 1}, {}]}},
                 "moves": [{}, {"move": {"color": 0, "to": {"x": 5, "y": 7}, "piece": "GI"}}]}
                """.formatted(board());
        GameRecord record = read(new JkfReader(), jkf);
        Move first = RoundTripPropertyTest.resolved(record).get(0);
        assertTrue(first.isDrop(), "read as " + first);
    }

    /** The board of {@code 4k4/9/9/9/9/9/9/5S3/4K4 b S}: kings on 5一 and 5九, Black's silver on 4八. */
    private static String board() {
        StringBuilder sb = new StringBuilder("[");
        for (int x = 1; x <= 9; x++) {
            sb.append(x > 1 ? "," : "").append('[');
            for (int y = 1; y <= 9; y++) {
                String square = x == 5 && y == 1
                        ? "{\"color\":1,\"kind\":\"OU\"}"
                        : x == 5 && y == 9
                                ? "{\"color\":0,\"kind\":\"OU\"}"
                                : x == 4 && y == 8 ? "{\"color\":0,\"kind\":\"GI\"}" : "{}";
                sb.append(y > 1 ? "," : "").append(square);
            }
            sb.append(']');
        }
        return sb.append(']').toString();
    }

    /** KI2 ▲/△ name the side; a move by the side not to move is 二手指し, a foul of the mover. */
    @Test
    void ki2MoveOutOfTurnIsAWrongTurnFoul() {
        assertFoul(read(new Ki2Reader(), "手合割：平手\n△３四歩\n"), 1, IllegalMoveCode.WRONG_TURN);
    }

    @Test
    void ki2DropOfAPieceNotHeldIsNotInHand() {
        assertFoul(read(new Ki2Reader(), "手合割：平手\n▲５五角打\n"), 1, IllegalMoveCode.NOT_IN_HAND);
    }

    @Test
    void ki2DropOntoAPieceIsOccupiedDrop() {
        assertFoul(read(new Ki2Reader(), "手合割：平手\n▲７六歩 △３四歩 ▲２二角成 △同　銀 ▲３四角打\n"), 5, IllegalMoveCode.OCCUPIED_DROP);
    }
}
