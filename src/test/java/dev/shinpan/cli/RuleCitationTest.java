package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.adjudicate.Citation;
import dev.shinpan.adjudicate.RuleSource;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.RulesetParameter;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.record.EndingReason;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every decided verdict names the rule it applies, from the documents the presets follow
 * (docs/rules-sources.md): in JSON, in the text report, in HTML and in SARIF.
 */
class RuleCitationTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String KITEI = "JSA 対局規定(抄録)";
    private static final String KISOKU = "JSA 対局規則";

    private static JsonNode verdict(String file, String ruleset, String... more) throws IOException {
        List<String> args = new ArrayList<>(List.of("check", "--format", "jsonl", "--ruleset", ruleset));
        args.addAll(List.of(more));
        args.add(file);
        return JSON.readTree(
                Cli.run(args.toArray(String[]::new)).out().lines().findFirst().orElseThrow());
    }

    /** Which document and clause each preset applies, as docs/rules-sources.md sets them out. */
    @ParameterizedTest(name = "{0} under {1}: {2} cites {3} {4}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            samples/nifu.kif              | jsa        | firstIllegal        | JSA 対局規定(抄録)                         | 第8条 第1項
            samples/nifu.kif              | ussf       | firstIllegal        | USSF Tournament Rules (2000)               | General Rule 8
            samples/nifu.kif              | csa        | firstIllegal        | CSA server protocol 1.2                    | -
            samples/nifu.kif              | amateur    | firstIllegal        | JSA amateur tournament rules (女流アマ王座戦 2015) | -
            samples/sennichite.kif        | jsa        | repetition          | JSA 対局規則                               | 第8条
            samples/sennichite.kif        | ussf       | repetition          | USSF Tournament Rules (2000)               | Sennichite
            samples/sennichite.kif        | csa        | repetition          | shogi-server (floodgate)                   | -
            samples/perpetual-check.ki2   | jsa        | repetition          | JSA 対局規定(抄録)                         | 第8条 第7項
            samples/perpetual-check.ki2   | jsa        | result              | JSA 対局規定(抄録)                         | 第8条 第7項
            samples/declaration.kifu      | jsa        | declaration         | JSA 対局規則                               | 第9条
            samples/declaration.kifu      | ussf       | declaration         | USSF Tournament Rules (2000)               | Nyugyoku
            samples/declaration.kifu      | csa        | declaration         | CSA World Computer Shogi Championship rules (実施要領) | -
            samples/jishogi.csa           | jsa        | agreement           | JSA 対局規則                               | 第9条
            samples/jishogi.csa           | ussf       | agreement           | USSF Tournament Rules (2000)               | Jishogi
            samples/mate.jkf              | jsa        | result              | JSA 対局規則                               | 第2条
            samples/tori/game.tori.kif    | tori       | result              | pychess Tori Shogi guide                   | -
            samples/tori/game.sfen        | tori       | result              | pychess Tori Shogi guide                   | -
            """)
    void thePresetCitesItsDocument(String file, String ruleset, String object, String source, String clause)
            throws IOException {
        JsonNode v = verdict(file, ruleset);
        JsonNode holder = switch (object) {
            case "declaration", "agreement" -> v.get("impasse").get(object);
            default -> v.get(object);
        };
        assertNotNull(holder, object + " in " + v);
        JsonNode citation = holder.get("citation");
        assertEquals(source, citation.get("source").asText(), citation.toString());
        assertEquals(
                clause,
                citation.get("clause").isNull() ? null : citation.get("clause").asText());
        assertTrue(citation.get("url").asText().startsWith("http"), citation.toString());
    }

    @Test
    void theToriPresetsCiteTheirOwnRepetitionRules() throws IOException {
        // game.sfen #3: a plain repetition that the two Tori presets end at different plies
        JsonNode tori =
                JSON.readTree(Cli.run("check", "--format", "jsonl", "--ruleset", "all", "samples/tori/game.sfen")
                        .out()
                        .lines()
                        .toList()
                        .get(6));
        JsonNode tori3 =
                JSON.readTree(Cli.run("check", "--format", "jsonl", "--ruleset", "all", "samples/tori/game.sfen")
                        .out()
                        .lines()
                        .toList()
                        .get(7));
        assertEquals("tori", tori.get("ruleset").asText());
        assertEquals(
                "Fairy-Stockfish variant definitions",
                tori.get("repetition").get("citation").get("source").asText());
        assertEquals("tori-3fold", tori3.get("ruleset").asText());
        assertEquals(
                RuleSource.TORI_JAPANESE.title(),
                tori3.get("repetition").get("citation").get("source").asText());
    }

    /** A preset declared without the source of one of its rules would leave verdicts uncited. */
    @Test
    void everyPresetCitesEveryRuleItHas() {
        for (Ruleset r : Rulesets.all()) {
            List<EndingReason> rules = new ArrayList<>(List.of(
                    EndingReason.CHECKMATE,
                    EndingReason.STALEMATE,
                    EndingReason.ILLEGAL_MOVE,
                    EndingReason.SENNICHITE,
                    EndingReason.PERPETUAL_CHECK,
                    EndingReason.DECLARATION,
                    EndingReason.IMPASSE));
            if (r.get(RulesetParameter.MAX_MOVES) > 0) {
                rules.add(EndingReason.MAX_MOVES);
            }
            if (r.get(RulesetParameter.TRY_RULE)) {
                rules.add(EndingReason.TRY);
            }
            for (EndingReason reason : rules) {
                assertNotNull(r.citation(reason), r.name() + " cites its " + reason.id() + " rule");
            }
            for (EndingReason byTheRecord : List.of(
                    EndingReason.RESIGNATION,
                    EndingReason.TIMEOUT,
                    EndingReason.INTERRUPTED,
                    EndingReason.FORFEIT,
                    EndingReason.UNFINISHED)) {
                assertEquals(null, r.citation(byTheRecord), r.name() + " " + byTheRecord.id());
            }
        }
    }

    /** A verdict the record's own word decides carries no citation; one a rule decides always does. */
    @Test
    void everyDecidedResultOfTheGoldenVerdictsCarriesACitation() throws IOException {
        Set<String> byTheRecordsWord = Set.of("resignation", "timeout", "interrupted", "forfeit", "unfinished");
        int cited = 0;
        for (String golden : List.of("verdicts-default-board.jsonl", "verdicts-all-adopted.jsonl")) {
            for (String line : Files.readAllLines(Path.of("src/test/resources/golden", golden))) {
                JsonNode v = JSON.readTree(line);
                if (v.has("skipped")) {
                    continue;
                }
                String reason = v.get("result").get("reason").asText();
                boolean hasCitation = !v.get("result").get("citation").isNull();
                assertEquals(!byTheRecordsWord.contains(reason), hasCitation, reason + " " + line);
                cited += hasCitation ? 1 : 0;
                for (JsonNode finding : List.of(v.get("firstIllegal"), v.get("repetition"))) {
                    assertTrue(finding.isNull() || !finding.get("citation").isNull(), line);
                }
                JsonNode impasse = v.get("impasse");
                if (!impasse.isNull()) {
                    for (String judged : List.of("declaration", "agreement")) {
                        assertTrue(
                                impasse.get(judged).isNull()
                                        || !impasse.get(judged).get("citation").isNull(),
                                line);
                    }
                }
            }
        }
        assertTrue(cited > 500, "the goldens hold decided results: " + cited);
    }

    @Test
    void anOverrideIsCitedAsTheOverride() throws IOException {
        JsonNode limited = verdict("samples/sennichite.kif", "jsa", "--max-moves", "10");
        assertEquals("max-moves", limited.get("result").get("reason").asText());
        assertEquals(
                "override: --max-moves 10",
                limited.get("result").get("citation").get("source").asText());
        assertTrue(limited.get("result").get("citation").get("url").isNull());
        JsonNode same = verdict("samples/jishogi.csa", "jsa", "--agreement-count", "24");
        assertEquals(
                KISOKU,
                same.get("impasse")
                        .get("agreement")
                        .get("citation")
                        .get("source")
                        .asText(),
                "an override with the preset's own value leaves the preset's rule");
        JsonNode changed = verdict("samples/jishogi.csa", "jsa", "--agreement-count", "27-28");
        assertEquals(
                "override: --agreement-count 27-28",
                changed.get("impasse")
                        .get("agreement")
                        .get("citation")
                        .get("source")
                        .asText());
        JsonNode nifu = verdict("samples/nifu.kif", "jsa", "--agreement-count", "27-28");
        assertEquals("jsa+", nifu.get("ruleset").asText());
        assertEquals(
                KITEI,
                nifu.get("firstIllegal").get("citation").get("source").asText(),
                "the rules not overridden keep their documents");
    }

    @Test
    void theTextReportHasOneLineOfRules() {
        Cli en = Cli.run("check", "--lang", "en", "samples/nifu.kif");
        assertTrue(
                en.out()
                        .contains("\n  Result: White wins by Black's illegal move at ply 19\n"
                                + "  Rules: JSA 対局規定(抄録), 第8条 第1項 <http://www.shogi.or.jp/faq/taikyoku-kitei.html>\n"
                                + "  Status: ok"),
                en.out());
        Cli ja = Cli.run("check", "--lang", "ja", "samples/perpetual-check.ki2");
        assertTrue(
                ja.out().contains("\n  規則：JSA 対局規定(抄録), 第8条 第7項 <http://www.shogi.or.jp/faq/taikyoku-kitei.html>\n"),
                ja.out());
        Cli resigned = Cli.run("check", "--lang", "en", "samples/floodgate-multi.csa");
        assertFalse(resigned.out().split("\n\n")[0].contains("Rules:"), "a resignation cites no rule");
        Cli all = Cli.run("check", "--lang", "en", "--ruleset", "all", "samples/nifu.kif");
        assertTrue(
                all.out()
                        .contains("  ussf     White wins by Black's illegal move at ply 19 — ok\n"
                                + "           Rules: USSF Tournament Rules (2000), General Rule 8\n"),
                all.out());
    }

    @Test
    void theHtmlFindingNamesTheDocument() {
        String html = Cli.run("check", "--format", "html", "--lang", "en", "samples/nifu.kif")
                .out();
        assertTrue(
                html.contains("<p class=\"citation\" data-rule=\"nifu\"><span class=\"label\" title=\"A pawn dropped on"
                        + " a file where the side that drops already has an unpromoted pawn.\">Rule</span>"
                        + " Illegal move: nifu (二歩) — <cite>JSA 対局規定(抄録), 第8条 第1項</cite>"
                        + " <span class=\"url\">http://www.shogi.or.jp/faq/taikyoku-kitei.html</span></p>"),
                html);
    }

    @Test
    void aSarifResultCarriesTheCitationOfTheJsonVerdict() throws IOException {
        JsonNode sarif =
                JSON.readTree(Cli.run("check", "--format", "sarif", "--ruleset", "ussf", "samples/perpetual-check.ki2")
                        .out());
        JsonNode v = verdict("samples/perpetual-check.ki2", "ussf");
        JsonNode results = sarif.get("runs").get(0).get("results");
        assertEquals(
                v.get("repetition").get("citation"),
                results.get(0).get("properties").get("citation"));
        assertEquals(
                v.get("result").get("citation"),
                results.get(1).get("properties").get("citation"),
                "the disagreement cites what decided the result");
    }

    @Test
    void theRulesetsListingNamesEachPresetsSources() throws IOException {
        String text = Cli.run("rulesets").out();
        assertTrue(
                text.contains("  ussf\n    checkmate: JSA 対局規則, 第2条\n"
                        + "    illegal-move: USSF Tournament Rules (2000), General Rule 8\n"),
                text);
        for (RuleSource source : RuleSource.values()) {
            assertTrue(text.contains("  " + source.title() + ": " + source.url() + "\n"), source.title());
        }
        JsonNode jsa = JSON.readTree(Cli.run("rulesets", "--format", "json").out())
                .get("presets")
                .get(0);
        assertEquals(
                "第9条", jsa.get("citations").get("declaration").get("clause").asText());
        assertEquals(
                KITEI, jsa.get("citations").get("illegal-move").get("source").asText());
        assertTrue(jsa.get("sources").toString().contains(RuleSource.JSA_RULES.url()));
    }

    /** The documents and every clause cited are set out, with their sources, in docs/rules-sources.md. */
    @Test
    void everyCitedDocumentAndClauseIsDocumented() throws IOException {
        String doc = Files.readString(Path.of("docs/rules-sources.md"));
        for (RuleSource source : RuleSource.values()) {
            assertTrue(doc.contains("### " + source.title()), "a section for " + source.title());
        }
        for (Ruleset r : Rulesets.all()) {
            for (Citation c : r.citations().values()) {
                assertTrue(doc.contains("<" + c.url() + ">"), c.url());
                if (c.clause() != null) {
                    String number = c.clause()
                            .replaceAll("^(第[0-9]+条).*", "$1")
                            .replaceAll("^General Rule ([0-9]+)", "General Rules $1");
                    assertTrue(doc.contains(number), r.name() + " cites " + c.clause() + ", which the document names");
                }
            }
        }
    }
}
