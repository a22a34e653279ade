package dev.shinpan.record.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The contract test of the CSA quick lane ({@link QuickLaneAgreement}). The CSA reader takes a line that is a lone move, a time or a comment, starting its line, without
 * the statement splitter; a blank before the line sends it the general way ({@link QuickLaneAgreement}).
 * Random records made of such lines, mixed with what the quick way must leave to the general one
 * (server summaries, illegal-move notes, specials, moves glued to comments, malformed moves and
 * times, comma-joined lines), must read the same either way.
 */
class CsaQuickLaneTest {

    private static final String[] LINES = {
        "+7776FU",
        "-3334FU",
        "+2726FU",
        "-8384FU",
        "+2625FU",
        "-8485FU",
        "+6978KI",
        "-4132KI",
        "+0055FU",
        "T12",
        "T3.5",
        "T-1",
        "T",
        "Tx",
        "'** 30 -3334FU +2726FU",
        "'a note, with a comma",
        "'",
        "'x+2726FU",
        "'summary:resign:Black lose:White win",
        "'ILLEGAL_MOVE(-3334FU)",
        "'Max_Moves:256",
        "+7776FU,T3",
        "-3334FU,'comment",
        "%TORYO",
        "%CHUDAN",
        "+777FU",
        "+7776XX",
        "$EVENT:late",
        "'CSA encoding=UTF-8",
        "%ILLEGAL_MOVE",
        "'summary:illegal move:a lose:b win",
        "'ILLEGAL_MOVE(+7776FU)",
        "+7776FU,L599",
        "-3334FU,L597",
        "L12",
        "To_Move:+",
        "To_Move:-",
        "I+1649,840,x2|81WS",
    };

    @Test
    void randomRecordsReadAlikeEitherWay() {
        Random random = new Random(20261201);
        int quickComments = 0;
        for (int trial = 0; trial < 3000; trial++) {
            List<String> lines = new ArrayList<>(List.of("V2.2", "N+a", "N-b", "PI", "+"));
            for (int k = random.nextInt(24); k > 0; k--) {
                String line = LINES[random.nextInt(LINES.length)];
                lines.add(line);
                quickComments += line.startsWith("'") ? 1 : 0;
            }
            QuickLaneAgreement.check(String.join("\n", lines) + "\n");
        }
        assertTrue(quickComments > 5000, "comment lines tried: " + quickComments);
    }

    @Test
    void theComparisonSeesADifferentComment() {
        // guards the test itself: readings that differ in a comment do not agree
        String text = "PI\n+\n+7776FU\n'a\n";
        List<String> one = QuickLaneAgreement.describe(CsaTestSupport.readAll(text));
        List<String> other = QuickLaneAgreement.describe(CsaTestSupport.readAll(text.replace("'a", "'b")));
        assertNotEquals(one, other);
        assertEquals(" +7776FU\n 'a\n", QuickLaneAgreement.blanked("+7776FU\n'a\n"));
    }
}
