package dev.shinpan.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shinpan.adjudicate.Preset;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.RulesetParameter;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Catalogue;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Lists the preset rulesets and every parameter, from their declarations. */
@Command(
        name = "rulesets",
        mixinStandardHelpOptions = true,
        description = {
            "Lists the preset rulesets, their game, who uses them, and the value of every parameter in each. Every"
                    + " parameter can be overridden in 'shinpan check' and 'shinpan points' by an option of the same"
                    + " name (e.g. --max-moves 0).",
        })
final class RulesetsCommand implements Callable<Integer> {

    /** A rule no parameter changes, said once rather than listed as a parameter of one value. */
    private static final String EVERY_RULESET = "stalemate (no legal move while not in check) loses";

    @Spec
    CommandSpec spec;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "text (default) or json.")
    String format;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        switch (format) {
            case "text" -> text(out);
            case "json" -> out.println(new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(json()));
            default -> throw new ParameterException(spec.commandLine(), "--format takes text or json, not '" + format
                    + "'");
        }
        out.flush();
        return ExitCodes.OK;
    }

    private void text(PrintWriter out) {
        List<Ruleset> presets = Rulesets.all();
        out.println("Presets:");
        for (Preset p : Preset.values()) {
            out.printf("  %-11s %-11s %s%n", p.id(), game(p.variant()), p.usedBy());
        }
        out.println();
        out.println("Parameters (--<name> in check and points; the value in each preset):");
        for (RulesetParameter<?> p : RulesetParameter.all()) {
            out.println("  --" + p.id() + ": " + p.acceptedText());
            out.println("      " + p.help());
            StringBuilder values = new StringBuilder("      ");
            for (Ruleset r : presets) {
                values.append(r.name()).append('=').append(p.valueIn(r)).append("  ");
            }
            out.println(values.toString().stripTrailing());
        }
        out.println();
        out.println("In every ruleset: " + EVERY_RULESET + ".");
        out.println("Defaults: " + String.join(", ", Variants.all().stream()
                .map(v -> v.defaultRuleset() + " for " + game(v)).toList()) + ".");
    }

    private static String game(Variant v) {
        return Catalogue.ENGLISH.term(v);
    }

    private ObjectNode json() {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = mapper.createObjectNode();
        ArrayNode presets = root.putArray("presets");
        for (Preset p : Preset.values()) {
            Ruleset r = Rulesets.byName(p.id()).orElseThrow();
            ObjectNode o = presets.addObject();
            o.put("name", p.id());
            o.put("variant", p.variant().name());
            o.put("usedBy", p.usedBy());
            ObjectNode params = o.putObject("parameters");
            for (RulesetParameter<?> parameter : RulesetParameter.all()) {
                params.put(parameter.id(), parameter.valueIn(r));
            }
        }
        ArrayNode parameters = root.putArray("parameters");
        for (RulesetParameter<?> p : RulesetParameter.all()) {
            ObjectNode o = parameters.addObject();
            o.put("name", p.id());
            o.put("meaning", p.help());
            o.put("accepts", p.acceptedText());
            ArrayNode values = o.putArray("values");
            p.accepted().forEach(values::add);
        }
        root.putArray("everyRuleset").add(EVERY_RULESET);
        ObjectNode defaults = root.putObject("defaults");
        Variants.all().forEach(v -> defaults.put(v.name(), v.defaultRuleset()));
        return root;
    }
}
