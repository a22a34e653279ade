package dev.shinpan.adjudicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Verdict.Status;
import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every readable corpus record, above all those that state their ending (千日手, 持将棋, 入玉勝ち,
 * %KACHI, 反則勝ち/負け, %ILLEGAL_MOVE, 詰み, 投了 …), is judged consistent under the rules its source
 * plays by (CSA rules for CSA-server records, JSA otherwise), unless the record is genuinely wrong:
 * those are listed below with the reason, found by reading the file.
 */
class CorpusAdjudicationTest {

    private static final Path CORPUS = Path.of("src/test/resources/corpus");

    /** Records the rules contradict, by file, with the evidence. */
    private static final Map<String, String> GENUINELY_WRONG = Map.of(
            "mogproject-mog-core-scala/kif/game/012.kif",
            "states 投了 at ply 122, then 中断 and まで122手で中断: the record contradicts itself",
            "mogproject-mog-core-scala/kif/game/014.kif",
            "White is checkmated after ply 156; ply 157 (marked 反則手にて終局) plays past the mate",
            "muzudho-kif-parser/docs/examples/comment[handmade].kifu",
            "hand-made: '3 反則負け' ends after 2 moves but its まで line says 3手",
            "na2hiro-json-kifu-format/test/files/ki2/kobayashi_kinsho196702.ki2",
            "a tsume problem: まで49手詰 ignores futile interpositions (無駄合); by the rules White can still drop on 8二",
            "sunfish-tsshogi/extracted-from-spec/csa__export_kachi__1.csa",
            "an exporter fixture: %KACHI after two opening moves, a declaration that fails every condition");

    private static final List<Judged> JUDGED = new ArrayList<>();

    private record Judged(String file, GameRecord record, Verdict verdict) {}

    @BeforeAll
    static void judgeTheCorpus() {
        RecordLoader loader = new RecordLoader();
        Inputs.walk(Formats.inputNames(), List.of(CORPUS), new Inputs.Visitor() {
            @Override
            public void entry(InputEntry entry) {
                String file = CORPUS.relativize(Path.of(entry.name())).toString();
                for (GameRecord record : loader.load(entry, null)) {
                    if (record.readable()) {
                        JUDGED.add(new Judged(file, record, new Referee(rulesetFor(file, record)).judge(record)));
                    }
                }
            }

            @Override
            public void skipped(String name, Message reason) {}
        });
    }

    /**
     * Records from CSA servers (a {@code 'summary:} trailer or a {@code 'Max_Moves:} comment) follow
     * CSA rules with the limit they declare. The usi-csa-bridge scenarios come from ShogiHome's
     * scripted test server, whose scenario 5 says the start position counts for sennichite
     * ("初期局面が 4 回出現した時点で千日手"). Everything else is judged by JSA rules.
     */
    static Ruleset rulesetFor(String file, GameRecord record) {
        if (file.contains("usi-csa-bridge-e2e")) {
            return RulesetParameter.REPETITION_START_COUNTS.apply(Rulesets.CSA, "yes");
        }
        boolean server = record.mainLine().endings().stream().anyMatch(e -> e.origin() == EndingOrigin.SERVER_SUMMARY)
                || record.startComments().stream().anyMatch(c -> c.startsWith("Max_Moves:"));
        return server ? RecordDeclarations.adopt(Rulesets.CSA, record) : Rulesets.JSA;
    }

    @TestFactory
    Stream<DynamicTest> recordedEndingsAreConsistent() {
        return JUDGED.stream()
                .map(j -> DynamicTest.dynamicTest(j.file() + " #" + j.record().index(), () -> {
                    String why = GENUINELY_WRONG.get(j.file());
                    Verdict v = j.verdict();
                    String detail = v.result() + " "
                            + v.remarks().stream()
                                    .map(r -> Catalogue.english().render(r.text()))
                                    .toList();
                    if (why == null) {
                        assertEquals(Status.OK, v.status(), detail);
                    } else {
                        assertEquals(Status.INCONSISTENT, v.status(), why + ": " + detail);
                    }
                }));
    }

    /** A referee replays every record on one board of its own: what came before must never show. */
    @Test
    void oneRefereeJudgingTheCorpusInTurnGivesEachRecordTheVerdictOfAFreshOne() {
        Map<Ruleset, Referee> shared = new java.util.HashMap<>();
        List<Judged> backwards = new ArrayList<>(JUDGED);
        java.util.Collections.reverse(backwards);
        List<Judged> twice = new ArrayList<>(JUDGED);
        twice.addAll(backwards);
        for (Judged j : twice) {
            Ruleset ruleset = j.verdict().ruleset();
            Verdict again = shared.computeIfAbsent(ruleset, Referee::new).judge(j.record());
            assertEquals(j.verdict(), again, j.file() + " #" + j.record().index());
        }
    }

    @Test
    void everyListedRecordIsStillInTheCorpus() {
        Set<String> judged = JUDGED.stream().map(Judged::file).collect(Collectors.toSet());
        Set<String> missing = new java.util.TreeSet<>(GENUINELY_WRONG.keySet());
        missing.removeAll(judged);
        assertTrue(missing.isEmpty(), "listed but not judged: " + missing);
    }

    @Test
    void theCorpusCoversEveryKindOfStatedEnding() {
        Set<EndingReason> stated = EnumSet.noneOf(EndingReason.class);
        for (Judged j : JUDGED) {
            for (RecordedEnding e : j.record().mainLine().endings()) {
                stated.add(e.reason());
            }
        }
        assertTrue(
                stated.containsAll(EnumSet.of(
                        EndingReason.RESIGNATION,
                        EndingReason.CHECKMATE,
                        EndingReason.SENNICHITE,
                        EndingReason.IMPASSE,
                        EndingReason.DECLARATION,
                        EndingReason.ILLEGAL_MOVE,
                        EndingReason.TIMEOUT,
                        EndingReason.INTERRUPTED,
                        EndingReason.MAX_MOVES)),
                stated.toString());
    }

    @Test
    void floodgateMaxMovesIsADrawUnderCsaRulesOnly() {
        Judged floodgate = JUDGED.stream()
                .filter(j -> j.file().contains("floodgate-300-10F"))
                .findFirst()
                .orElseThrow();
        assertEquals(
                new Result(null, EndingReason.MAX_MOVES, 256),
                floodgate.verdict().result());
        Verdict jsa = new Referee(Rulesets.JSA).judge(floodgate.record());
        assertEquals(Status.INCONSISTENT, jsa.status(), "JSA's limit is 500, so 256 moves do not end the game");
    }

    @Test
    void aDeclarationWithTwentyEightPointsWinsUnderCsaButNotJsa() {
        // usi-csa-bridge scenario 3: White declares with 12 pieces and 28 points (file comment).
        Judged declaration = JUDGED.stream()
                .filter(j -> j.file().endsWith("usi-csa-bridge-e2e/3/record.kifu"))
                .findFirst()
                .orElseThrow();
        assertEquals(
                DeclarationFinding.Ruling.WIN,
                declaration.verdict().impasse().declaration().outcome());
        Verdict jsa = new Referee(Rulesets.JSA).judge(declaration.record());
        assertEquals(
                DeclarationFinding.Ruling.NO_RESULT, jsa.impasse().declaration().outcome());
    }

    @Test
    void shogiClub24RecordsTheIllegalMoveItself() {
        Judged club24 = JUDGED.stream()
                .filter(j -> j.file().endsWith("mogproject-mog-core-scala/kif/game/017.kif"))
                .findFirst()
                .orElseThrow();
        assertEquals(27, club24.verdict().firstIllegal().ply());
        assertEquals(
                new Result(dev.shinpan.rules.Side.WHITE, EndingReason.ILLEGAL_MOVE, 27),
                club24.verdict().result());
        assertEquals(Status.OK, club24.verdict().status());
    }
}
