package dev.shinpan.adjudicate.clock;

import static dev.shinpan.adjudicate.clock.ClockRecords.read;
import static dev.shinpan.adjudicate.clock.ClockRecords.remark;
import static dev.shinpan.testing.Games.game;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Remark;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.RulesetParameter;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Line;
import dev.shinpan.record.MoveTime;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Catalogue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An entering-king declaration's own time (issue 43): shogi-server charges {@code %KACHI} and logs its
 * {@code T}; KIF writes {@code 入玉勝ち ( 0:05/…)}. That time is charged to the declarer before the
 * declaration is judged, so one whose own time used up the declarer's clock loses wherever the
 * declaration needs time left.
 */
class DeclarationTimeTest {

    /** Black's king in White's camp with ten pieces and enough points; two moves, then Black declares. */
    private static final String ENTERED = "LNSG1GSNL/1R2K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b 4P 1";

    /** floodgate's test game (na2hiro/json-kifu-format, MIT): 300 s + 5 s Fischer, Black declares with {@code T10}. */
    private static final Path KACHI_LOG = Path.of("src/test/resources/corpus/na2hiro-json-kifu-format/test/files/csa/"
            + "dr1test1test0+tu-1_aobazero_viper-300-5F+aobazero+viper+20200719201040.csa");

    /** The entered game, its two moves taking these times, the declaration taking {@code declared} seconds. */
    private static GameRecord entered(double first, double second, double declared) {
        GameRecord base = game(ENTERED, "5b4b 5i5h", "入玉勝ち");
        List<RecordedMove> moves = new ArrayList<>();
        double[] times = {first, second};
        for (RecordedMove m : base.mainLine().moves()) {
            moves.add(new RecordedMove(
                    m.ply(),
                    m.move(),
                    m.text(),
                    new MoveTime(times[m.ply() - 1], Double.NaN),
                    m.comments(),
                    m.alternatives()));
        }
        RecordedEnding e = base.mainLine().endings().get(0);
        RecordedEnding timed = new RecordedEnding(
                e.reason(),
                e.winner(),
                e.offender(),
                e.ply(),
                e.text(),
                e.origin(),
                e.detail(),
                e.refused(),
                new MoveTime(declared, Double.NaN));
        return new GameRecord(
                base.source(),
                0,
                base.format(),
                base.encoding(),
                base.header(),
                base.start(),
                base.startComments(),
                new Line(moves, List.of(timed)),
                base.problems());
    }

    private static Verdict judge(Ruleset ruleset, String control, GameRecord record) {
        return new Referee(ruleset, ClockControls.option(control)).judge(record);
    }

    /**
     * 100 s + 60 s byoyomi on shogi-server's clock: after its 1 s move Black has 99 s and the byoyomi,
     * so a declaration is in time only while its floored time is below 99 + 60 (time_clock.rb).
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"csa", "ussf", "jsa", "amateur"})
    void aDeclarationWhoseOwnTimeUsesUpTheClockLoses(String preset) {
        Ruleset ruleset = Rulesets.byName(preset).orElseThrow();
        double blackMove = 1;
        double available = 100 - blackMove + 60;
        Verdict inTime = judge(ruleset, "100-60", entered(blackMove, 1, available - 0.1));
        assertEquals(Side.BLACK, inTime.result().winner(), "just under: the declaration stands");
        assertNull(remark(inTime, "clock-declaration-own-time"));
        assertTrue(inTime.consistent(), inTime.remarks().toString());

        Verdict late = judge(ruleset, "100-60", entered(blackMove, 1, available));
        assertEquals(EndingReason.DECLARATION, late.result().reason());
        assertEquals(Side.WHITE, late.result().winner(), "the declaration took all the time Black had");
        assertNull(late.clock().flag(), "no move overran: it is the declaration's own time");
        Remark r = remark(late, "clock-declaration-own-time");
        assertNotNull(r, late.remarks().toString());
        assertEquals(3, r.where().line(), "at the declaration");
        String text = Catalogue.english().render(r.text());
        assertTrue(
                text.startsWith("Black's declaration itself took " + ClockTime.of(available) + ", which used up the "
                        + ClockTime.of(available) + " Black had left (0:00 over): under " + preset),
                text);
        assertFalse(text.contains("an option set this rule"), "the preset's declaration rule is cited: " + text);
        assertFalse(late.consistent(), "入玉勝ち claims the win");
    }

    /** A chess clock counts every second: exactly the time left is in time, a second more is not. */
    @Test
    void onAChessClockExactlyTheTimeLeftIsInTime() {
        double left = 100 - 30;
        assertEquals(
                Side.BLACK,
                judge(Rulesets.USSF, "chess-clock:100", entered(30, 1, left))
                        .result()
                        .winner());
        Verdict over = judge(Rulesets.USSF, "chess-clock:100", entered(30, 1, left + 1));
        assertEquals(Side.WHITE, over.result().winner());
        assertTrue(Catalogue.english()
                .render(remark(over, "clock-declaration-own-time").text())
                .contains("(0:01 over)"));
    }

    @Test
    void withoutADeclarationRuleOrAControlTheTimeIsNotWeighed() {
        GameRecord record = entered(1, 1, 500);
        Ruleset none = RulesetParameter.DECLARATION.apply(Rulesets.USSF, "none");
        assertNull(remark(judge(none, "100-60", record), "clock-declaration-own-time"), "no rule needs time left");
        Verdict uncontrolled = new Referee(Rulesets.USSF).judge(record);
        assertEquals(Side.BLACK, uncontrolled.result().winner(), "no control: nothing to use up");
    }

    /**
     * A declaration after the declarer's flag under the server's rule: the game ended on time at the
     * late move, so the declaration never came.
     */
    @Test
    void underTheServersRuleADeclarationAfterTheFlagNeverCame() {
        Verdict v = judge(Rulesets.CSA, "100-60", entered(300, 1, 1));
        assertEquals(EndingReason.TIMEOUT, v.result().reason());
        assertEquals(Side.WHITE, v.result().winner());
        assertEquals(0, v.result().ply(), "the late first move was never played");
        assertFalse(v.consistent());
        assertNull(remark(v, "clock-declaration-own-time"));
    }

    /**
     * The real log: the test counts Black's moves and sums Black's own {@code T} lines up to the
     * {@code %KACHI}, so Black had {@code 300 + 5·moves − used} before it, and the increment again for
     * the declaration. Its {@code T10} is well within that; the same log with a {@code T} of all that
     * time loses.
     */
    @Test
    void aFloodgateDeclarationIsChargedItsOwnTime() throws IOException {
        String text = Files.readString(KACHI_LOG);
        long used = 0;
        int moves = 0;
        long declared = -1;
        boolean black = false;
        boolean special = false;
        for (String line : text.split("\n")) {
            if (line.matches("[+-]\\d{4}[A-Z]{2}")) {
                black = line.charAt(0) == '+';
                moves += black ? 1 : 0;
            } else if (line.startsWith("%KACHI") && !special) {
                special = true;
                black = !black; // the side to move declares
            } else if (line.matches("T\\d+")) {
                long t = Long.parseLong(line.substring(1));
                if (special && declared < 0) {
                    declared = t;
                } else if (!special && black) {
                    used += t;
                }
            }
        }
        assertTrue(black, "Black declares");
        long available = 300 + 5L * moves - used + 5;
        Ruleset csa = RulesetParameter.MAX_MOVES.apply(Rulesets.CSA, "512"); // the log's 'Max_Moves:512
        Verdict v = new Referee(csa).judge(read("kachi.csa", text));
        assertEquals(300 + 5L * moves - used, v.clock().black().remainingSeconds());
        assertEquals(EndingReason.DECLARATION, v.result().reason());
        assertEquals(Side.BLACK, v.result().winner(), v.remarks().toString());
        assertTrue(declared < available);
        assertNull(remark(v, "clock-declaration-own-time"));
        assertEquals((double) declared, v.recordedEnding().time().seconds(), "the %KACHI keeps its T line");

        String spent = text.replaceFirst("(%KACHI[^\n]*\n)T" + declared + "\n", "$1T" + available + "\n");
        Verdict late = new Referee(csa).judge(read("kachi.csa", spent));
        assertEquals(Side.WHITE, late.result().winner());
        assertTrue(
                Catalogue.english()
                        .render(remark(late, "clock-declaration-own-time").text())
                        .contains("took " + ClockTime.of(available) + ", which used up the " + ClockTime.of(available)),
                late.remarks().toString());
    }

    /** Each format's way of writing a declaration's time reaches the ending: CSA on its line or the next, KIF, JKF. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "a.csa|V2.2\\nPI\\n+\\n+7776FU\\nT1\\n-3334FU\\nT2\\n%KACHI\\nT7\\n",
                "b.csa|V2.2\\nPI\\n+\\n+7776FU,T1\\n-3334FU,T2\\n%KACHI,T7\\n",
                "c.kif|手合割：平手\\n手数----指手---------消費時間--\\n   1 ７六歩(77)   ( 0:01/00:00:01)\\n"
                        + "   2 ３四歩(33)   ( 0:02/00:00:02)\\n   3 入玉勝ち   ( 0:07/00:00:08)\\n",
                "d.kif|手合割：平手\\n手数----指手---------消費時間--\\n   1 ７六歩(77)   ( 0:01/00:00:01)\\n"
                        + "   2 ３四歩(33)   ( 0:02/00:00:02)\\n   3 宣言勝ち   ( 0:07/00:00:08)\\n",
                "e.jkf|{\"header\":{},\"moves\":[{},{\"move\":{\"from\":{\"x\":7,\"y\":7},\"to\":{\"x\":7,\"y\":6},\"color\":0,"
                        + "\"piece\":\"FU\"},\"time\":{\"now\":{\"m\":0,\"s\":1},\"total\":{\"h\":0,\"m\":0,\"s\":1}}},"
                        + "{\"move\":{\"from\":{\"x\":3,\"y\":3},\"to\":{\"x\":3,\"y\":4},\"color\":1,\"piece\":\"FU\"},"
                        + "\"time\":{\"now\":{\"m\":0,\"s\":2},\"total\":{\"h\":0,\"m\":0,\"s\":2}}},"
                        + "{\"special\":\"KACHI\",\"time\":{\"now\":{\"m\":0,\"s\":7},\"total\":{\"h\":0,\"m\":0,\"s\":8}}}]}",
            })
    void theDeclarationsOwnTimeIsRead(String name, String escaped) {
        GameRecord record = read(name, escaped.replace("\\n", "\n"));
        RecordedEnding e = RecordedEnding.primary(record.mainLine().endings());
        assertEquals(EndingReason.DECLARATION, e.reason(), name);
        assertNotNull(e.time(), name + " " + record.mainLine().endings() + record.problems());
        assertEquals(7.0, e.time().seconds(), name);
    }
}
