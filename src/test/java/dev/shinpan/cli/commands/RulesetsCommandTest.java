package dev.shinpan.cli.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.adjudicate.RulesetParameter;
import dev.shinpan.cli.Cli;
import dev.shinpan.cli.Main;
import dev.shinpan.cli.batch.ExitCodes;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** The listing and the override options are made from the parameters' declarations. */
class RulesetsCommandTest {

    @Test
    void theListingNamesEveryParameterWithItsValueInEachPreset() {
        Cli r = Cli.run("rulesets");
        assertEquals(ExitCodes.OK, r.exit());
        for (RulesetParameter<?> p : RulesetParameter.all()) {
            assertTrue(r.out().contains("  --" + p.id() + ": " + p.acceptedText() + "\n"), p.id() + "\n" + r.out());
        }
        assertTrue(
                r.out()
                        .contains(
                                "      jsa=500  csa=256  amateur=0  ussf=0  try=0  tori=0  tori-3fold=0  minishogi=0\n"),
                r.out());
        assertTrue(r.out().contains("  tori-3fold  Tori Shogi  Tori Shogi, Japanese rule text\n"), r.out());
        assertTrue(r.out().contains("In every ruleset: stalemate (no legal move while not in check) loses."), r.out());
        assertTrue(r.out().contains("Defaults: jsa for shogi, tori for Tori Shogi, minishogi for Minishogi."), r.out());
    }

    @Test
    void theJsonListingHasThePresetsTheirGameAndTheParameters() throws IOException {
        JsonNode root = new ObjectMapper()
                .readTree(Cli.run("rulesets", "--format", "json").out());
        assertEquals(8, root.get("presets").size());
        JsonNode ussf = root.get("presets").get(3);
        assertEquals("ussf", ussf.get("name").asText());
        assertEquals("standard", ussf.get("variant").asText());
        assertEquals(
                "loses-if-claimed", ussf.get("parameters").get("illegal-move").asText());
        assertEquals(RulesetParameter.all().size(), root.get("parameters").size());
        assertEquals("tori", root.get("defaults").get("tori").asText());
        assertEquals("minishogi", root.get("defaults").get("minishogi").asText());
        assertEquals(
                "4-fold-gote-wins",
                root.get("presets").get(7).get("parameters").get("repetition").asText());
    }

    @Test
    void checkAndPointsHaveAnOptionPerParameterThatListsItsValues() {
        for (String command : List.of("check", "points")) {
            CommandSpec spec = Main.commandLine().getSubcommands().get(command).getCommandSpec();
            for (RulesetParameter<?> p : RulesetParameter.all()) {
                OptionSpec option = spec.findOption("--" + p.id());
                assertNotNull(option, command + " --" + p.id());
                String help = String.join(" ", option.description());
                assertTrue(help.replace("%%", "%").contains(p.help()), help);
                for (String value : p.accepted()) {
                    assertTrue(help.contains(value), command + " --" + p.id() + " lists " + value + ": " + help);
                }
            }
        }
    }

    @Test
    void anOverrideChangesTheVerdictInPointsToo() {
        Cli jsa = Cli.run("points", "--lang", "en", "samples/jishogi.csa");
        Cli amateur = Cli.run("points", "--lang", "en", "--agreement-count", "27-28", "samples/jishogi.csa");
        assertTrue(jsa.out().contains("Agreed impasse under 24: Black 28, White 26 — no result"), jsa.out());
        assertTrue(amateur.out().contains("ruleset jsa+"), amateur.out());
        assertTrue(
                amateur.out().contains("Agreed impasse under 27-28: Black 28, White 26 — Black wins"), amateur.out());
        assertEquals(
                ExitCodes.USAGE,
                Cli.run("points", "--try-rule", "yes", "samples/jishogi.csa").exit());
    }

    @Test
    void pointsUnderAllCountsUnderEveryPresetOfTheGame() {
        Cli all = Cli.run("points", "--lang", "en", "--ruleset", "all", "samples/jishogi.csa");
        assertEquals(ExitCodes.OK, all.exit(), all.err());
        for (String preset : List.of("jsa", "csa", "amateur", "ussf", "try")) {
            assertTrue(all.out().contains(", ruleset " + preset + "\n"), preset + ": " + all.out());
        }
        assertTrue(all.out().contains("Agreed impasse under 24: Black 28, White 26 — no result"), all.out());
        assertTrue(all.out().contains("Agreed impasse under 27-28: Black 28, White 26 — Black wins"), all.out());
        Cli json = Cli.run("points", "--ruleset", "all", "--format", "json", "samples/jishogi.csa");
        assertEquals(5, json.out().lines().count(), json.out());
    }
}
