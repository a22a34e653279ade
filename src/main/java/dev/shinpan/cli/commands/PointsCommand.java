package dev.shinpan.cli.commands;

import dev.shinpan.adjudicate.PointsCount;
import dev.shinpan.adjudicate.PointsCounter;
import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.cli.batch.ExitStatus;
import dev.shinpan.cli.options.Choice;
import dev.shinpan.cli.options.LangOption;
import dev.shinpan.cli.options.LimitOptions;
import dev.shinpan.cli.options.RulesetOptions;
import dev.shinpan.cli.options.UsageProblem;
import dev.shinpan.cli.report.PointsText;
import dev.shinpan.cli.terminal.TerminalText;
import dev.shinpan.json.JsonWriter;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.Problem;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputBudget;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
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
        sortOptions = false)
final class PointsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    /** The same limits as check's, so a hostile input costs convert and points no more than it costs check. */
    @Mixin
    LimitOptions limitOptions = new LimitOptions();

    @Parameters(paramLabel = "FILE", descriptionKey = "shinpan.points.file", arity = "1")
    File file; // File rather than String: shell completion then offers file names

    @Option(names = "--ply", paramLabel = "N", order = 1)
    Integer ply;

    @Option(names = "--move", paramLabel = "N", order = 1)
    Integer move;

    @Mixin
    RulesetOptions rules = new RulesetOptions();

    @Option(
            names = "--format",
            paramLabel = "FORMAT",
            order = 2,
            defaultValue = "text",
            converter = Choice.TextOrJson.class,
            completionCandidates = Choice.TextOrJson.class)
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
            throw UsageProblem.of(spec.commandLine(), "cli.usage.at-least", "--ply", 0, ply);
        }
        if (move != null && ply != null) {
            throw UsageProblem.of(spec.commandLine(), "cli.usage.one-of", "--move", "--ply");
        }
        if (move != null && move < 0) {
            throw UsageProblem.of(spec.commandLine(), "cli.usage.at-least", "--move", 0, move);
        }
        PointsText text = new PointsText(lang.resolve(spec));
        PrintWriter out = spec.commandLine().getOut();
        // one object per record, a line each, as check --format jsonl; what is no record goes to stderr then
        JsonWriter json = format.equals("json") ? JsonWriter.lines(out) : null;
        PrintWriter notes = json == null ? out : spec.commandLine().getErr();
        ExitStatus[] exit = {ExitStatus.OK}; // the last problem met names it
        Limits limits = limitOptions.resolve(spec);
        RecordLoader loader = new RecordLoader(limits);
        boolean[] found = {false};
        Inputs.Visitor visitor = new Inputs.Visitor() {
            @Override
            public void entry(InputEntry entry) {
                for (GameRecord record : loader.load(entry, null)) {
                    found[0] = true;
                    if (record.start() == null) {
                        exit[0] = ExitStatus.UNREADABLE;
                        Problem why = record.problems().stream().findFirst().orElse(null);
                        text.unreadable(notes, record.source(), why);
                        continue;
                    }
                    Variant v = record.variant() == null ? Variants.STANDARD : record.variant();
                    // --ruleset all counts under every preset of the record's game, as check judges
                    for (Ruleset ruleset : rules.rulesetsFor(v)) {
                        count(record, v, ruleset);
                    }
                }
            }

            private void count(GameRecord record, Variant v, Ruleset ruleset) {
                Optional<Message> mismatch = Referee.mismatch(ruleset, v);
                if (mismatch.isPresent()) {
                    exit[0] = ExitStatus.USAGE;
                    text.notJudged(notes, record.source(), mismatch.get());
                    return;
                }
                PointsCounter counter = new PointsCounter(ruleset);
                PointsCount report = move != null
                        ? counter.countAfterMove(record, move)
                        : counter.count(record, ply == null ? -1 : ply);
                if (json != null) {
                    json.points(record, ruleset, report);
                    json.endLine();
                } else {
                    text.print(out, record, ruleset, report);
                }
            }

            @Override
            public void skipped(String name, Message reason) {
                text.skipped(notes, name, reason);
            }
        };
        new Inputs(Formats.inputNames(), limits, InputBudget.unlimited(), Inputs.STDIN, System.in)
                .read(List.of(file.getPath()), visitor);
        out.flush();
        if (!found[0]) {
            new Diagnostics(spec.commandLine().getErr(), lang.resolve(spec))
                    .say("cli.no-record.in", TerminalText.name(file.getPath()));
            return ExitStatus.UNREADABLE.code();
        }
        return exit[0].code();
    }
}
