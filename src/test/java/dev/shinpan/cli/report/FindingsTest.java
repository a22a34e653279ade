package dev.shinpan.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.adjudicate.Citation;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.rules.Piece;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import dev.shinpan.testing.Resources;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What the reports call a finding, where it is in the file, and which position shows it. */
class FindingsTest {

    private static final ReportTexts EN = ReportTexts.of(Lang.EN);

    private static List<Finding> findings(Verdict v) {
        return new Findings(EN, false).of(v);
    }

    @ParameterizedTest
    @ValueSource(strings = {"golden/verdicts-default-board.jsonl", "golden/verdicts-all-adopted.jsonl"})
    void aVerdictIsInconsistentExactlyWhenARemarkIsADisagreement(String golden) throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        int inconsistent = 0;
        for (String line : Resources.utf8(golden).lines().toList()) {
            JsonNode v = mapper.readTree(line);
            if (v.has("skipped") || v.get("status").asText().equals("unreadable")) {
                continue;
            }
            boolean disagreement = false;
            for (JsonNode r : v.get("remarks")) {
                disagreement |= Findings.DISAGREEMENTS.contains(r.get("id").asText());
            }
            boolean isInconsistent = v.get("status").asText().equals("inconsistent");
            inconsistent += isInconsistent ? 1 : 0;
            assertEquals(
                    isInconsistent, disagreement, () -> "remark ids " + v.get("remarks") + " of " + v.get("source"));
        }
        assertTrue(inconsistent >= 5, "the goldens hold inconsistent records to check: " + inconsistent);
    }

    @Test
    void aDroppedPawnIsShownBeforeTheDropWithThePawnMarked() {
        Verdict v = Judged.verdict("samples/nifu.kif", 0, Rulesets.JSA);
        Finding nifu = findings(v).get(0);
        assertEquals("nifu", nifu.ruleId());
        assertEquals(Finding.Level.WARNING, nifu.level());
        assertEquals(28, nifu.where().line());
        assertEquals(6, nifu.where().column());
        assertEquals(18, nifu.boardPly());
        assertEquals(19, nifu.markedPly());
        BoardPicture picture = new Boards(EN).of(v, nifu);
        assertEquals(Side.BLACK, picture.position().sideToMove());
        assertEquals(
                new Piece(Variants.STANDARD.pieceType(Variants.Standard.PAWN), Side.BLACK),
                picture.position().pieceAt(new Square(7, 6)),
                "the pawn the drop doubles");
        assertNull(picture.position().pieceAt(new Square(7, 5)));
        assertNull(picture.from());
        assertEquals(new Square(7, 5), picture.to());
        assertEquals("pawn", picture.dropped().name());
        assertEquals("佐藤 一郎", picture.blackPlayer());
    }

    @Test
    void failOnIllegalMakesTheIllegalMoveAnError() {
        Verdict v = Judged.verdict("samples/nifu.kif", 0, Rulesets.JSA);
        assertEquals(Finding.Level.ERROR, new Findings(EN, true).of(v).get(0).level());
    }

    @Test
    void aPerpetualCheckRecordedAsPlainRepetitionGivesTwoFindings() {
        Verdict v = Judged.verdict("samples/perpetual-check.ki2", 0, Rulesets.JSA);
        List<Finding> found = findings(v);
        assertEquals(
                List.of("perpetual-check", "ending-disagrees"),
                found.stream().map(Finding::ruleId).toList());
        Finding repetition = found.get(0);
        assertEquals(11, repetition.boardPly(), "the position before the move that completes the repetition");
        assertEquals(12, repetition.markedPly());
        Finding disagreement = found.get(1);
        assertEquals(Finding.Level.ERROR, disagreement.level());
        assertEquals(22, disagreement.where().line(), "the まで line that states the ending");
        assertEquals(12, disagreement.boardPly());
        assertEquals(0, disagreement.markedPly());
    }

    @Test
    void aMoveAfterTheEndIsMarkedOnThePositionWhereTheGameEnded() {
        Verdict v =
                Judged.verdict("src/test/resources/corpus/mogproject-mog-core-scala/kif/game/014.kif", 0, Rulesets.JSA);
        Finding after = findings(v).stream()
                .filter(f -> f.ruleId().equals("moves-after-end"))
                .findFirst()
                .orElseThrow();
        assertEquals(156, after.boardPly());
        assertEquals(157, after.markedPly());
        assertEquals(165, after.where().line());
        BoardPicture picture = new Boards(EN).of(v, after);
        assertEquals(new Square(5, 3), picture.to());
        assertEquals("bishop", picture.dropped().name());
    }

    @Test
    void aDeclarationThatDoesNotWinIsAFinding() {
        Verdict v = Judged.verdict("samples/declaration.kifu", 0, Rulesets.JSA);
        Finding declaration = findings(v).get(0);
        assertEquals("declaration-no-result", declaration.ruleId());
        assertEquals(24, declaration.where().line());
        assertEquals(2, declaration.boardPly());
        assertTrue(
                declaration.message().contains("declaration by Black under jsa-31: no result"), declaration.message());
        assertTrue(
                findings(Judged.verdict("samples/declaration.kifu", 0, Rulesets.AMATEUR))
                        .isEmpty(),
                "28 points win under 27-28 rules: nothing to find");
    }

    /** declaration.kifu states its ending twice, 入玉勝ち on line 24 and まで… on line 25: each finding at its own. */
    @Test
    void eachDisagreementPointsAtTheStatementItIsAbout() {
        Verdict v = Judged.verdict("samples/declaration.kifu", 0, Rulesets.JSA);
        List<Finding> disagreements = findings(v).stream()
                .filter(f -> f.ruleId().equals("ending-disagrees"))
                .toList();
        assertEquals(
                List.of(24, 25),
                disagreements.stream().map(f -> f.where().line()).toList());
        assertEquals(
                List.of("入玉勝ち", "まで2手で先手の入玉勝ち"),
                disagreements.stream().map(f -> f.where().text()).toList());
    }

    @Test
    void aFindingCitesTheRuleItApplies() {
        Finding nifu =
                findings(Judged.verdict("samples/nifu.kif", 0, Rulesets.JSA)).get(0);
        assertEquals(
                new Citation("JSA 対局規定(抄録)", "第8条 第1項", "http://www.shogi.or.jp/faq/taikyoku-kitei.html"),
                nifu.citation());
        List<Finding> perpetual = findings(Judged.verdict("samples/perpetual-check.ki2", 0, Rulesets.USSF));
        assertEquals("USSF Tournament Rules (2000)", perpetual.get(0).citation().source());
        assertNull(perpetual.get(0).citation().clause(), "perpetual check is stated outside the numbered rules");
        assertEquals(
                perpetual.get(0).citation(),
                perpetual.get(1).citation(),
                "a disagreement cites the rule that decided the result");
        Finding declaration = findings(Judged.verdict("samples/declaration.kifu", 0, Rulesets.JSA))
                .get(0);
        assertEquals("第9条", declaration.citation().clause());
    }

    @Test
    void aRecordOfAnotherGameIsNotJudgedAndHasNoBoard() {
        Verdict v = Judged.verdict("samples/mate.jkf", 0, Rulesets.TORI);
        List<Finding> found = findings(v);
        assertEquals(1, found.size());
        assertEquals("not-judged", found.get(0).ruleId());
        assertTrue(found.get(0).message().contains("tori"), found.get(0).message());
        assertTrue(!found.get(0).hasBoard());
    }

    @Test
    void japaneseFindingsUseTheJapaneseMessages() {
        Verdict v = Judged.verdict("samples/nifu.kif", 0, Rulesets.JSA);
        Finding nifu = new Findings(ReportTexts.of(Lang.JA), false).of(v).get(0);
        assertEquals(
                "19手目 先手 ７五歩打：二歩（nifu） — "
                        + Lang.JA.catalogue().render(v.firstIllegal().explanation()),
                nifu.message());
    }
}
