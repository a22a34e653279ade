package dev.shinpan.record.csa;

import static dev.shinpan.record.csa.CsaTestSupport.csa;
import static dev.shinpan.record.csa.CsaTestSupport.read;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.rules.Side;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The server's ruling a client saved, and the statement it repeats or overrules: one ending each. */
class ServerRulingsTest {

    private static List<RecordedEnding> endings(String... lines) {
        GameRecord r = read(csa(lines));
        return r.mainLine().endings();
    }

    @Test
    void toryoThenResignIsOneEndingWithTheRulingAsDetail() {
        List<RecordedEnding> endings =
                endings("Your_Turn:+", "PI", "+", "+7776FU", "-3334FU", "%TORYO", "#RESIGN", "#LOSE");
        assertEquals(1, endings.size(), endings.toString());
        assertEquals(EndingReason.RESIGNATION, endings.get(0).reason());
        assertEquals(Side.WHITE, endings.get(0).winner());
        assertEquals("%TORYO", endings.get(0).text().text());
        assertEquals("#RESIGN #LOSE", endings.get(0).detail());
    }

    @Test
    void kachiThenIllegalKachiSummaryIsOneInvalidDeclaration() {
        List<RecordedEnding> endings = endings(
                "N+alice", "N-bob", "PI", "+", "+7776FU", "%KACHI", "'summary:illegal kachi:alice win:bob lose");
        assertEquals(1, endings.size(), endings.toString());
        RecordedEnding e = endings.get(0);
        assertEquals(EndingReason.DECLARATION, e.reason());
        assertEquals(Side.BLACK, e.winner());
        assertEquals(Side.WHITE, e.offender(), "the declarer, who loses");
    }

    @Test
    void kachiThenIllegalMoveRulingIsTheDeclarationRuledInvalid() {
        List<RecordedEnding> endings = endings("Your_Turn:-", "PI", "+", "+7776FU", "%KACHI", "#ILLEGAL_MOVE", "#LOSE");
        assertEquals(1, endings.size(), endings.toString());
        assertEquals(EndingReason.DECLARATION, endings.get(0).reason());
        assertEquals(Side.BLACK, endings.get(0).winner());
    }

    @Test
    void aNoteLineOfAProtocolLogIsNoRuling() {
        GameRecord r = read(csa("PI", "+", "+7776FU", "# a note", "#TIMEUP"));
        assertEquals(List.of(), r.mainLine().endings());
        assertEquals(2, r.problems().size(), r.problems().toString());
    }
}
