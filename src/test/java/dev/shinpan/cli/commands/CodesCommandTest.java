package dev.shinpan.cli.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.Cli;
import dev.shinpan.cli.VerdictSchemaTest;
import dev.shinpan.cli.options.FindingCodes;
import dev.shinpan.cli.report.Findings;
import dev.shinpan.cli.report.Lang;
import dev.shinpan.cli.report.ReportTexts;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.testing.Languages;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@code shinpan codes}: the vocabulary of --select and --ignore, each code with its level and meaning. */
class CodesCommandTest {

    /** The first word of each listed line: the codes, in the order listed. */
    private static List<String> listed(String text) {
        return text.lines().skip(1).map(l -> l.strip().split("\\s+")[0]).toList();
    }

    @Test
    void everyCodeSelectTakesIsListedAndEveryListedCodeIsTaken() {
        Cli en = Cli.run("codes", "--lang", "en");
        assertEquals(0, en.exit(), en.err());
        List<String> codes = listed(en.out());
        assertEquals(FindingCodes.all(), codes);
        for (IllegalMoveCode c : IllegalMoveCode.values()) {
            assertTrue(codes.contains(c.code()), c.code());
        }
        assertTrue(
                codes.containsAll(List.of(
                        "sennichite",
                        "perpetual-check",
                        "declaration-loss",
                        "ending-disagrees",
                        "moves-after-end",
                        "unreadable")),
                codes.toString());
        // all of them at once: not one is a usage error
        Cli selected = Cli.run("check", "--select", String.join(",", codes), "samples/nifu.kif");
        assertNotEquals(2, selected.exit(), selected.err());
        assertEquals(1, selected.exit(), "nifu is selected: " + selected.err());
        assertTrue(
                en.out().contains("nifu")
                        && en.out()
                                .lines()
                                .anyMatch(l -> l.contains("perpetual-check")
                                        && l.contains("warning")
                                        && l.contains("Perpetual check")),
                en.out());
    }

    @Test
    void japaneseSaysEverythingInJapaneseButTheCodes() {
        Cli ja = Cli.run("codes", "--lang", "ja");
        assertEquals(0, ja.exit(), ja.err());
        List<String> codes = listed(ja.out());
        assertEquals(FindingCodes.all(), codes);
        for (String line : ja.out().lines().toList()) {
            String words = line;
            for (String code : codes) {
                words = words.replaceAll("(?<![a-z-])" + code + "(?![a-z-])", "·");
            }
            Languages.assertJapanese("codes --lang ja", words);
        }
        assertTrue(ja.out().contains("二歩") && ja.out().contains("千日手"), ja.out());
    }

    /** The help (and so the man page) sets out every code in full, in the words SARIF's rules carry. */
    @Test
    void theHelpSetsOutEveryCodeInFullInEitherLanguage() {
        for (Lang lang : Lang.values()) {
            String help = Cli.run("codes", "--lang", lang.name().toLowerCase(java.util.Locale.ROOT), "--help")
                    .out()
                    .replaceAll("\\s+", "");
            for (Findings.Rule rule : new Findings(ReportTexts.of(lang), false).rules()) {
                assertTrue(help.contains("'" + rule.id() + "'("), lang + " " + rule.id());
                assertTrue(help.contains(rule.fullDescription().replaceAll("\\s+", "")), lang + " " + rule.id());
            }
        }
    }

    @Test
    void jsonGivesEachCodeWithItsLevelInBothLanguages() throws Exception {
        Cli json = Cli.run("codes", "--format", "json", "--lang", "ja");
        assertEquals(0, json.exit(), json.err());
        JsonNode doc = new ObjectMapper().readTree(json.out());
        List<String> codes = new ArrayList<>();
        for (JsonNode c : doc.get("codes")) {
            codes.add(c.get("code").asText());
            assertTrue(
                    Set.of("error", "warning", "note").contains(c.get("level").asText()), c.toString());
            Languages.assertEnglish(c.toString(), c.get("description").asText().replaceAll("\\([^)]*\\)", ""));
            assertTrue(
                    c.get("descriptionJa").asText().matches(".*[\\p{IsHan}\\p{IsHiragana}\\p{IsKatakana}].*"),
                    c.toString());
        }
        assertEquals(FindingCodes.all(), codes);
        Set<String> meanings = new java.util.HashSet<>();
        Set<String> meaningsJa = new java.util.HashSet<>();
        for (JsonNode c : doc.get("codes")) {
            assertTrue(meanings.add(c.get("description").asText()), "one meaning a code: " + c);
            assertTrue(meaningsJa.add(c.get("descriptionJa").asText()), "one meaning a code: " + c);
        }
        VerdictSchemaTest.loadSchema();
        VerdictSchemaTest.assertValid("codes", json.out(), "codes --format json");
    }
}
