package dev.shinpan.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shinpan.adjudicate.AgreementReport;
import dev.shinpan.adjudicate.Condition;
import dev.shinpan.adjudicate.DeclarationReport;
import dev.shinpan.adjudicate.PointsCounter;
import dev.shinpan.adjudicate.PointsReport;
import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.cli.report.PointsText;
import dev.shinpan.cli.report.TerminalText;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.Problem;
import dev.shinpan.record.io.InputBudget;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.record.io.RecordLoader;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import java.io.File;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Counts impasse points at a ply: what a TD counts on the board during an impasse. */
@Command(
        name = "points",
        mixinStandardHelpOptions = true,
        modelTransformer = RulesetOptions.ParameterOptions.class,
        sortOptions = false,
        description = {
            "Replays a record to a ply (default: its last move) and shows both sides' impasse points on both bases"
                    + " (ALL: every own piece on the board and in hand; CAMP: own pieces in the enemy camp, king"
                    + " excluded, and the hand; rook, bishop, dragon and horse count 5, every other piece 1), each"
                    + " declaration condition for both sides as if they declared now, and the agreed-impasse count,"
                    + " under the ruleset (default jsa).",
        })
final class PointsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1",
            description = "A record file (or an archive or compressed file holding records), or - for standard input.")
    File file; // File rather than String: shell completion then offers file names

    @Option(names = "--ply", paramLabel = "N", order = 1, description = "Count after this many moves (default: all).")
    Integer ply;

    @Mixin
    RulesetOptions rules = new RulesetOptions();

    @Option(names = "--format", paramLabel = "FORMAT", order = 2, defaultValue = "text",
            description = "text (default) or json.")
    String format;

    @Mixin
    LangOption lang = new LangOption();

    @Override
    public Integer call() throws Exception {
        try {
            rules.validate();
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        if (ply != null && ply < 0) {
            throw new ParameterException(spec.commandLine(), "--ply must be 0 or more, not " + ply);
        }
        if (!format.equals("text") && !format.equals("json")) {
            throw new ParameterException(spec.commandLine(), "--format takes text or json, not '" + format + "'");
        }
        PointsText text = new PointsText(lang.resolve(spec));
        PrintWriter out = spec.commandLine().getOut();
        int[] exit = {ExitCodes.OK};
        RecordLoader loader = new RecordLoader(Limits.DEFAULT);
        boolean[] found = {false};
        Inputs.Visitor visitor = new Inputs.Visitor() {
            @Override
            public void entry(InputEntry entry) {
                for (GameRecord record : loader.load(entry, null)) {
                    found[0] = true;
                    if (record.start() == null) {
                        exit[0] = ExitCodes.UNREADABLE;
                        Problem why = record.problems().stream().findFirst().orElse(null);
                        text.unreadable(out, record.source(), why);
                        continue;
                    }
                    Variant v = record.variant() == null ? Variants.STANDARD : record.variant();
                    Ruleset ruleset = rules.rulesetsFor(v).get(0);
                    Optional<Message> mismatch = Referee.mismatch(ruleset, v);
                    if (mismatch.isPresent()) {
                        exit[0] = ExitCodes.USAGE;
                        text.notJudged(out, record.source(), mismatch.get());
                        continue;
                    }
                    PointsReport report = new PointsCounter(ruleset).count(record, ply == null ? -1 : ply);
                    if (format.equals("json")) {
                        out.println(json(record, ruleset, report));
                    } else {
                        text.print(out, record, ruleset, report);
                    }
                }
            }

            @Override
            public void skipped(String name, Message reason) {
                text.skipped(out, name, reason);
            }
        };
        new Inputs(Limits.DEFAULT, InputBudget.unlimited(), Inputs.STDIN, System.in).read(List.of(file.getPath()), visitor);
        out.flush();
        if (!found[0]) {
            spec.commandLine().getErr().println("shinpan: no record found in " + TerminalText.name(file.getPath()));
            return ExitCodes.UNREADABLE;
        }
        return exit[0];
    }

    /** JSON with English texts; its enum spellings (BLACK, NO_RESULT) wait for the common JSON vocabulary. */
    private static String json(GameRecord record, Ruleset ruleset, PointsReport r) throws RuntimeException {
        Catalogue en = Catalogue.ENGLISH;
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode node = mapper.createObjectNode();
        node.put("source", record.source());
        node.put("index", record.index());
        node.put("ruleset", ruleset.name());
        node.put("ply", r.ply());
        node.put("sideToMove", r.sideToMove().jsonName());
        node.put("sfen", r.sfen());
        node.put("note", r.notes().isEmpty() ? null
                : String.join(en.template("list.semicolon"), r.notes().stream().map(en::render).toList()));
        node.set("black", mapper.valueToTree(r.counts().black()));
        node.set("white", mapper.valueToTree(r.counts().white()));
        node.put("handicapShortfall", r.counts().handicapShortfall());
        node.set("declarationBlack", declaration(mapper, en, r.black()));
        node.set("declarationWhite", declaration(mapper, en, r.white()));
        AgreementReport a = r.agreement();
        ObjectNode agreement = node.putObject("agreement");
        agreement.put("rule", a.rule()).put("black", a.black()).put("white", a.white())
                .put("explanation", en.render(a.explanation()))
                .put("winner", a.winner() == null ? null : a.winner().name());
        return node.toString();
    }

    private static ObjectNode declaration(ObjectMapper mapper, Catalogue en, DeclarationReport d) {
        ObjectNode node = mapper.createObjectNode();
        node.put("declarer", d.declarer().name());
        node.put("rule", d.rule());
        ArrayNode conditions = node.putArray("conditions");
        for (Condition c : d.conditions()) {
            conditions.addObject().put("id", c.id()).put("required", en.render(c.required()))
                    .put("actual", en.render(c.actual())).put("met", c.met());
        }
        node.put("outcome", d.outcome().name());
        return node;
    }
}
