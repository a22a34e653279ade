package dev.shinpan.cli;

import dev.shinpan.adjudicate.Preset;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.RulesetParameter;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Citation;
import dev.shinpan.cli.report.Citations;
import dev.shinpan.cli.report.JsonWriter;
import dev.shinpan.record.EndingReason;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Catalogue;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
            "Lists the preset rulesets, their game, who uses them, the value of every parameter in each, and where"
                    + " each preset's rules are written (the document and, where a public source confirms its number,"
                    + " the clause), as verdicts cite them. Every parameter can be overridden in 'shinpan check' and"
                    + " 'shinpan points' by an option of the same name (e.g. --max-moves 0).",
        })
final class RulesetsCommand implements Callable<Integer> {

    /** A rule no parameter changes, said once rather than listed as a parameter of one value. */
    private static final String EVERY_RULESET = "stalemate (no legal move while not in check) loses";

    @Spec
    CommandSpec spec;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = Choice.TextOrJson.class,
            completionCandidates = Choice.TextOrJson.class, description = "text (default) or json.")
    String format;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        switch (format) {
            case "text" -> text(out);
            case "json" -> {
                JsonWriter json = JsonWriter.document(out);
                json.rulesets(List.of(EVERY_RULESET));
                json.flush();
                out.println();
            }
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
        out.println();
        out.println("Where each preset's rules are written (by how a game ends under it):");
        Map<String, String> documents = new LinkedHashMap<>();
        for (Ruleset r : presets) {
            out.println("  " + r.name());
            for (Map.Entry<EndingReason, Citation> c : r.citations().entrySet()) {
                out.println("    " + c.getKey().id() + ": " + Catalogue.english().render(Citations.brief(c.getValue())));
            }
            r.sources().forEach(d -> documents.putIfAbsent(d.source(), d.url()));
        }
        out.println("Sources:");
        documents.forEach((source, url) -> out.println("  " + source + ": " + url));
    }

    private static String game(Variant v) {
        return Catalogue.english().term(v);
    }
}
