package dev.shinpan.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.record.EndingReason;
import dev.shinpan.testing.Languages;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every finding code has its words in both languages: the one line, the full description and the
 * help, which ends with where the rule is written (a section of docs/rules.md, and the document the
 * default ruleset cites where one applies). SARIF's rules, {@code shinpan codes} and its man page and
 * the HTML tooltips all read these ({@link Findings#rules()}).
 */
class RuleHelpTest {

    @Test
    void everyCodeHasEveryFieldInBothLanguages() {
        List<Findings.Rule> en = new Findings(ReportTexts.of(Lang.EN), false).rules();
        List<Findings.Rule> ja = new Findings(ReportTexts.of(Lang.JA), false).rules();
        assertEquals(en.size(), ja.size());
        assertTrue(en.size() >= 30, "the illegal-move codes and the others: " + en.size());
        for (int i = 0; i < en.size(); i++) {
            Findings.Rule e = en.get(i);
            Findings.Rule j = ja.get(i);
            assertEquals(e.id(), j.id());
            for (Findings.Rule rule : List.of(e, j)) {
                for (String field :
                        List.of(rule.description(), rule.fullDescription(), rule.help(), rule.helpMarkdown())) {
                    assertFalse(field == null || field.isBlank(), rule.id() + " " + rule);
                }
                assertTrue(
                        rule.help().matches("(?s).*docs/rules\\.md \u00a7[A-F].*")
                                || rule.help().contains("docs/formats.md"),
                        rule.id() + " names where its rule is written: " + rule.help());
            }
            assertNotEquals(e.fullDescription(), j.fullDescription(), e.id());
            Languages.assertEnglish(e.id(), e.fullDescription());
            Languages.assertJapanese(j.id(), j.fullDescription());
            assertNotEquals(e.help(), j.help(), e.id());
        }
    }

    /** The document the help cites is the one the default ruleset's verdicts cite, with its address. */
    @Test
    void theHelpCitesTheDefaultRulesetsDocument() {
        Findings.Rule nifu = rule(Lang.EN, "nifu");
        String document = Rulesets.JSA.citation(EndingReason.ILLEGAL_MOVE).source();
        assertTrue(nifu.help().contains("Rules: shinpan docs/rules.md §A1, §A2"), nifu.help());
        assertTrue(
                nifu.help().contains("Under the default ruleset (jsa): " + document + ", 第8条 第1項 <http"), nifu.help());
        assertTrue(nifu.helpMarkdown().contains("[" + document + ", 第8条 第1項](http"), nifu.helpMarkdown());
        Findings.Rule swallows = rule(Lang.JA, "three-swallows");
        assertTrue(swallows.help().contains("既定のルール（'tori'）では"), swallows.help());
        assertFalse(
                rule(Lang.EN, "unreadable").help().contains("default ruleset"), "no rule decides an unreadable record");
    }

    private static Findings.Rule rule(Lang lang, String id) {
        return new Findings(ReportTexts.of(lang), false)
                .rules().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow();
    }
}
