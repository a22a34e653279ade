package dev.shinpan.cli.commands;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.shinpan.cli.batch.ExitStatus;
import dev.shinpan.cli.options.Choice;
import dev.shinpan.cli.options.LangOption;
import dev.shinpan.cli.report.Findings;
import dev.shinpan.cli.report.Lang;
import dev.shinpan.cli.report.ReportTexts;
import dev.shinpan.json.JsonWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Lists the finding codes that {@code check --select} and {@code --ignore} take, with their meaning
 * and level, from the same rules SARIF lists, so the list cannot drift from what is reported. Its
 * help (and so its man page) sets out each code in full: what it means, what to look at and where
 * the rule is written, the words SARIF's {@code fullDescription} and {@code help} carry.
 */
@Command(name = "codes", mixinStandardHelpOptions = true)
final class CodesCommand implements Callable<Integer> {

    /**
     * Every code in full, as one footer element (a format string: {@code %n} ends a line): the code and
     * its level, then its one line, its full description and its help, indented.
     */
    static String entries(Lang lang) {
        ReportTexts texts = ReportTexts.of(lang);
        StringBuilder out = new StringBuilder();
        for (Findings.Rule r : rules(lang)) {
            if (out.length() > 0) {
                out.append("%n");
            }
            out.append("  '")
                    .append(r.id())
                    .append("' (")
                    .append(level(texts, r))
                    .append(")%n");
            for (String paragraph : List.of(r.description(), r.fullDescription(), r.help())) {
                for (String line : paragraph.split("\n")) {
                    if (!line.isEmpty()) {
                        out.append("      ").append(line.replace("%", "%%")).append("%n");
                    }
                }
            }
        }
        return out.toString();
    }

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
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (format.equals("json")) {
            json(out);
        } else {
            text(out, ReportTexts.of(lang.resolve(spec)));
        }
        out.flush();
        return ExitStatus.OK.code();
    }

    private static List<Findings.Rule> rules(Lang lang) {
        return new Findings(ReportTexts.of(lang), false).rules();
    }

    private static void text(PrintWriter out, ReportTexts texts) {
        List<Findings.Rule> rules = rules(texts.lang());
        int width = rules.stream().mapToInt(r -> r.id().length()).max().orElse(0);
        int levelWidth =
                rules.stream().mapToInt(r -> level(texts, r).length()).max().orElse(0);
        out.println(texts.text("codes.heading"));
        for (Findings.Rule r : rules) {
            String level = level(texts, r);
            out.println("  " + r.id() + " ".repeat(width - r.id().length() + 2) + level
                    + " ".repeat(levelWidth - level.length() + 2) + r.description());
        }
    }

    private static String level(ReportTexts texts, Findings.Rule r) {
        return texts.text("codes.level." + r.level().id());
    }

    /** {@code {"codes": [{"code", "level", "description", "descriptionJa"}]}}, as the schema's {@code codes}. */
    private static void json(PrintWriter out) throws IOException {
        List<Findings.Rule> en = rules(Lang.EN);
        List<Findings.Rule> ja = rules(Lang.JA);
        JsonWriter json = JsonWriter.document(out);
        JsonGenerator g = json.generator();
        g.writeStartObject();
        g.writeArrayFieldStart("codes");
        for (int i = 0; i < en.size(); i++) {
            g.writeStartObject();
            g.writeStringField("code", en.get(i).id());
            g.writeStringField("level", en.get(i).level().id());
            g.writeStringField("description", en.get(i).description());
            g.writeStringField("descriptionJa", ja.get(i).description());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
        json.flush();
        out.println();
    }
}
