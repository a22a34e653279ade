package dev.shinpan.cli;

import dev.shinpan.cli.report.JsonReport;
import dev.shinpan.cli.report.Report;
import dev.shinpan.cli.report.Summary;
import dev.shinpan.cli.report.TextReport;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Reads records and reports, per record, what happened and whether the record's ending agrees. */
@Command(
        name = "check",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Reads game records (KIF, KI2, CSA, USI/SFEN, JKF; Shift_JIS/CP932, UTF-8 or EUC-JP, recognised by"
                    + " content), replays each main line and reports per record: the first illegal move and the"
                    + " rule it breaks, repetition and perpetual check, impasse points and declaration conditions,"
                    + " the result under the ruleset and whether the record's own ending agrees.",
            "FILE may be a record file, a directory (walked recursively; only files with record extensions are"
                    + " read, the rest are reported as skipped) or an archive (zip, tar, tar.gz, 7z). A file named"
                    + " explicitly is always read. Multi-record files (CSA with '/', one USI/SFEN game per line)"
                    + " give one report per record. One unreadable record never stops a batch.",
        },
        footerHeading = "%nJSON output:%n",
        footer = {
            "--format json writes one document {\"records\": [...], \"skipped\": [...], \"summary\": {records, ok,"
                    + " inconsistent, unreadable, withIllegalMove, skipped}}; --format jsonl writes one object per"
                    + " record and ruleset per line (and {\"skipped\", \"reason\"} objects). Each record object has"
                    + " these stable fields:",
            "  source, index: file (archive!/entry) and record number in it, from 0",
            "  format: kif|ki2|csa|usi|jkf|null; encoding: UTF-8|windows-31j|EUC-JP|null; variant: standard|tori",
            "  ruleset: the preset name (with + when overridden); moves: main-line plies",
            "  status: ok (readable and consistent) | inconsistent | unreadable; consistent: true|false",
            "  players: {black, white}; start: {handicap: even|lance|...|null, sfen}",
            "  firstIllegal: null | {ply, side: black|white, code, move, line, column, message, messageJa,"
                    + " claimed, decisive}; code is one of wrong-turn, empty-source, opponent-piece, piece-mismatch,"
                    + " illegal-movement, own-capture, illegal-promotion, dead-piece, not-in-hand, occupied-drop,"
                    + " nifu, three-swallows, uchifuzume, ignored-check, self-check",
            "  repetition: null | {ply, plies: [0 = start, ...], perpetualCheck: null|black|white, mutualCheck}",
            "  impasse: null | {ply, black: {all, camp, piecesInCamp, kingInCamp}, white: {...},"
                    + " handicapShortfall, declaration: null | {declarer, rule, outcome: win|no-result|loss,"
                    + " conditions: [{id, required, actual, met}]}, agreement: null | {rule, black, white, winner,"
                    + " explanation}}",
            "  recordedEnding: null | {code, text, ply, line, winner}; code uses the reason vocabulary below",
            "  result: {winner: black|white|null, reason, ply}; reason is one of checkmate, resignation,"
                    + " illegal-move, sennichite, perpetual-check, impasse, declaration, max-moves, try, stalemate,"
                    + " timeout, interrupted, forfeit, unfinished",
            "  remarks: [{id, message, messageJa}]: disagreements, interpretations, moves after the end",
            "  errors, warnings: [{line, column, text, message}]: located problems with the input",
            "  board (with --board): {ply, sfen, bod}: the position the finding concerns",
        })
final class CheckCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Record files, directories or archives.")
    List<Path> files;

    @Mixin
    RulesetOptions rules = new RulesetOptions();

    @Option(names = "--variant", paramLabel = "VARIANT", order = 1,
            description = "Read records as this game: standard or tori (needed for USI 'startpos' of Tori Shogi;"
                    + " a 7-rank SFEN or 手合割：禽将棋 selects Tori Shogi by itself).")
    String variant;

    @Option(names = "--format", paramLabel = "FORMAT", order = 2, defaultValue = "text",
            description = "Output: text (default), json or jsonl.")
    String format;

    @Mixin
    LangOption lang = new LangOption();

    @Option(names = "--board", order = 4,
            description = "Show the position the finding concerns as a KIF board diagram (BOD) and SFEN.")
    boolean board;

    @Option(names = "--fail-on", paramLabel = "WHAT", order = 5,
            description = "illegal: exit with 1 also when a record holds an illegal move, claimed or not.")
    String failOn;

    @Override
    public Integer call() {
        Variant readAs = readVariant();
        try {
            rules.validate();
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        if (failOn != null && !failOn.equals("illegal")) {
            throw new ParameterException(spec.commandLine(), "--fail-on takes illegal, not '" + failOn + "'");
        }
        PrintWriter out = spec.commandLine().getOut();
        Report report = report(out);
        Summary summary = new Summary();
        new Batch(readAs, rules::rulesetsFor, report, summary).run(files);
        report.finish(summary);
        if (summary.unreadable() > 0) {
            return ExitCodes.UNREADABLE;
        }
        if (summary.inconsistent() > 0 || failOn != null && summary.withIllegalMove() > 0) {
            return ExitCodes.INCONSISTENT;
        }
        return ExitCodes.OK;
    }

    private Variant readVariant() {
        if (variant == null) {
            return null;
        }
        return Variants.byName(variant).orElseThrow(() -> new ParameterException(spec.commandLine(),
                "--variant: unknown variant '" + variant + "' (standard or tori)"));
    }

    private Report report(PrintWriter out) {
        return switch (format) {
            case "text" -> new TextReport(out, lang.resolve(spec), board);
            case "json" -> new JsonReport(out, false, board);
            case "jsonl" -> new JsonReport(out, true, board);
            default -> throw new ParameterException(spec.commandLine(),
                    "--format takes text, json or jsonl, not '" + format + "'");
        };
    }
}
