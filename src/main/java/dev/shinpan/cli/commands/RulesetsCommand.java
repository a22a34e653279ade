package dev.shinpan.cli.commands;

import dev.shinpan.adjudicate.Citation;
import dev.shinpan.adjudicate.Preset;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.RulesetParameter;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.cli.batch.ExitStatus;
import dev.shinpan.cli.options.Choice;
import dev.shinpan.cli.options.LangOption;
import dev.shinpan.cli.report.Lang;
import dev.shinpan.json.JsonWriter;
import dev.shinpan.record.EndingReason;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Lists the preset rulesets and every parameter, from their declarations. */
@Command(name = "rulesets", mixinStandardHelpOptions = true)
final class RulesetsCommand implements Callable<Integer> {

    /** A rule no parameter changes, said once rather than listed as a parameter of one value. */
    private static final String EVERY_RULESET = "stalemate (no legal move while not in check) loses";

    @Spec
    CommandSpec spec;

    @Option(
            names = "--format",
            paramLabel = "FORMAT",
            defaultValue = "text",
            converter = Choice.TextOrJson.class,
            completionCandidates = Choice.TextOrJson.class)
    String format;

    @Mixin
    LangOption lang = new LangOption();

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        switch (format) {
            case "text" -> text(out, lang.resolve(spec));
            case "json" -> {
                JsonWriter json = JsonWriter.document(out);
                json.rulesets(List.of(EVERY_RULESET));
                json.flush();
                out.println();
            }
            default ->
                throw new ParameterException(spec.commandLine(), "--format takes text or json, not '" + format + "'");
        }
        out.flush();
        return ExitStatus.OK.code();
    }

    private void text(PrintWriter out, Lang language) {
        Catalogue c = language.catalogue();
        HelpTexts.Meanings meanings = HelpTexts.meanings(language);
        List<Ruleset> presets = Rulesets.all();
        out.println(c.text("rulesets.presets"));
        for (Preset p : Preset.values()) {
            out.printf("  %-11s %-11s %s%n", p.id(), c.term(p.variant()), p.usedBy(c));
        }
        out.println();
        out.println(c.text("rulesets.parameters"));
        for (RulesetParameter<?> p : RulesetParameter.all()) {
            out.println("  --" + p.id() + ": " + meanings.accepted(p));
            out.println("      " + meanings.meaning(p));
            StringBuilder values = new StringBuilder("      ");
            for (Ruleset r : presets) {
                values.append(r.name()).append('=').append(p.valueIn(r)).append("  ");
            }
            out.println(values.toString().stripTrailing());
        }
        out.println();
        out.println(c.text("rulesets.every", c.text("rulesets.every-rule")));
        out.println(c.text(
                "rulesets.defaults",
                Message.join(
                        "list.comma",
                        Variants.all().stream()
                                .map(v -> (Object) Message.of("rulesets.default", v.defaultRuleset(), v))
                                .toList())));
        out.println();
        out.println(c.text("rulesets.where"));
        Map<String, String> documents = new LinkedHashMap<>();
        for (Ruleset r : presets) {
            out.println("  " + r.name());
            for (Map.Entry<EndingReason, Citation> e : r.citations().entrySet()) {
                out.println(
                        "    " + e.getKey().id() + ": " + c.render(e.getValue().brief()));
            }
            r.sources().forEach(d -> documents.putIfAbsent(d.source(), d.url()));
        }
        out.println(c.text("rulesets.sources"));
        documents.forEach((source, url) -> out.println("  " + source + ": " + url));
    }

    private static String game(Variant v) {
        return Catalogue.english().term(v);
    }
}
