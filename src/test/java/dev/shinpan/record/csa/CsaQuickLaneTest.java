package dev.shinpan.record.csa;

import static dev.shinpan.record.csa.CsaTestSupport.csa;
import static dev.shinpan.record.csa.CsaTestSupport.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedEnding;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The CSA reader takes a line that is a lone move, a time or a comment, starting its line, without
 * the statement splitter; a blank before the line sends it the general way. Random records made of
 * such lines, mixed with what the quick way must leave to the general one (server summaries,
 * illegal-move notes, specials, moves glued to comments, malformed moves and times, comma-joined
 * lines), must read the same either way.
 */
class CsaQuickLaneTest {

    private static final String[] LINES = {
        "+7776FU", "-3334FU", "+2726FU", "-8384FU", "+2625FU", "-8485FU", "+6978KI", "-4132KI", "+0055FU",
        "T12", "T3.5", "T-1", "T", "Tx", "'** 30 -3334FU +2726FU", "'a note, with a comma", "'", "'x+2726FU",
        "'summary:resign:Black lose:White win", "'ILLEGAL_MOVE(-3334FU)", "'Max_Moves:256", "+7776FU,T3",
        "-3334FU,'comment", "%TORYO", "%CHUDAN", "+777FU", "+7776XX", "$EVENT:late", "'CSA encoding=UTF-8",
        "%ILLEGAL_MOVE", "'summary:illegal move:a lose:b win", "'ILLEGAL_MOVE(+7776FU)",
    };

    @Test
    void randomRecordsReadAlikeEitherWay() {
        Random random = new Random(20261201);
        int quickComments = 0;
        for (int trial = 0; trial < 3000; trial++) {
            List<String> lines = new ArrayList<>(List.of("V2.2", "N+a", "N-b", "PI", "+"));
            for (int k = random.nextInt(24); k > 0; k--) {
                lines.add(LINES[random.nextInt(LINES.length)]);
            }
            List<String> blanked = new ArrayList<>();
            for (String line : lines) {
                boolean quick = line.startsWith("'") || line.startsWith("T") || line.length() == 7;
                blanked.add(quick ? " " + line : line);
                quickComments += line.startsWith("'") ? 1 : 0;
            }
            GameRecord fast = read(csa(lines.toArray(String[]::new)));
            GameRecord general = read(csa(blanked.toArray(String[]::new)));
            String context = String.join(" | ", lines);
            assertEquals(describe(general), describe(fast), context);
        }
        assertTrue(quickComments > 5000, "comment lines tried: " + quickComments);
    }

    /** What a reading gives, but where a blank before the line moves a column. */
    private static List<String> describe(GameRecord r) {
        List<String> parts = new ArrayList<>();
        parts.add("start " + r.start());
        r.mainLine().moves().forEach(m -> parts.add(m.ply() + " " + m.move() + " " + m.time() + " " + m.comments()
                + " line " + m.text().line()));
        for (RecordedEnding e : r.mainLine().endings()) {
            parts.add("ending " + e.reason() + " " + e.winner() + " " + e.offender() + " " + e.ply() + " " + e.origin()
                    + " " + e.detail() + " " + (e.refused() == null ? null : e.refused().move()));
        }
        parts.add("start comments " + r.startComments());
        r.statedRules().forEach(rule -> parts.add("rule " + rule.subject() + " " + rule.value() + " line " + rule.text().line()));
        r.problems().forEach(p -> parts.add(p.severity() + " " + p.catalogued().key() + " line " + p.line()));
        return parts;
    }
}
