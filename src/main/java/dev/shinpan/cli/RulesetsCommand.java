package dev.shinpan.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.RulesetParameter;
import dev.shinpan.adjudicate.Rulesets;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Lists the preset rulesets and every parameter, from the code. */
@Command(
        name = "rulesets",
        mixinStandardHelpOptions = true,
        description = {
            "Lists the preset rulesets, who uses them, and the value of every parameter in each. Every parameter"
                    + " can be overridden in 'shinpan check' by an option of the same name (e.g. --max-moves 0).",
        })
final class RulesetsCommand implements Callable<Integer> {

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
        for (Ruleset r : presets) {
            out.printf("  %-11s %s%n", r.name(), Rulesets.usedBy(r));
        }
        out.println();
        out.println("Parameters (value in each preset):");
        for (RulesetParameter p : RulesetParameter.values()) {
            out.println("  --" + p.id() + " (" + String.join(", ", p.accepted()) + ")");
            out.println("      " + p.meaning());
            StringBuilder values = new StringBuilder("      ");
            for (Ruleset r : presets) {
                values.append(r.name()).append('=').append(p.valueIn(r)).append("  ");
            }
            out.println(values.toString().stripTrailing());
        }
        out.println();
        out.println("Defaults: jsa for standard shogi, tori for Tori Shogi.");
    }

    private ObjectNode json() {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = mapper.createObjectNode();
        ArrayNode presets = root.putArray("presets");
        for (Ruleset r : Rulesets.all()) {
            ObjectNode o = presets.addObject();
            o.put("name", r.name());
            o.put("usedBy", Rulesets.usedBy(r));
            ObjectNode params = o.putObject("parameters");
            for (RulesetParameter p : RulesetParameter.values()) {
                params.put(p.id(), p.valueIn(r));
            }
        }
        ArrayNode parameters = root.putArray("parameters");
        for (RulesetParameter p : RulesetParameter.values()) {
            ObjectNode o = parameters.addObject();
            o.put("name", p.id());
            o.put("meaning", p.meaning());
            ArrayNode values = o.putArray("values");
            p.accepted().forEach(values::add);
        }
        return root;
    }
}
