package dev.shinpan.cli.report;

import dev.shinpan.cli.terminal.TerminalText;
import dev.shinpan.text.Message;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * The closing summary as lines of text, the same in the text report and the HTML page: the
 * records by status, the copies of earlier records (only when there are any), the verdicts and moves judged with the
 * time and speed, and how often each illegal-move code and each result reason came up (those two only when any did),
 * and with a baseline the entries that no finding matched any more.
 */
final class RunTotalsLines {

    private RunTotalsLines() {}

    static List<Message> of(RunTotals s) {
        List<Message> lines = new ArrayList<>(4);
        Object notJudged = s.notJudged() > 0 ? Message.of("report.summary.not-judged", s.notJudged()) : "";
        Object skipped = s.skipped() > 0 ? Message.of("report.summary.skipped", s.skipped()) : "";
        lines.add(Message.of(
                "report.summary",
                s.records(),
                s.ok(),
                s.inconsistent(),
                s.unreadable(),
                s.withIllegalMove(),
                skipped,
                notJudged));
        if (s.duplicates() > 0 || s.prefixes() > 0) {
            // an archive maintainer's first question of a batch; JSON has the same counts in its summary
            lines.add(Message.of("report.summary.copies", s.duplicates(), s.prefixes()));
        }
        Duration elapsed = s.elapsed();
        lines.add(Message.of(
                "report.summary.speed",
                s.verdicts(),
                Message.count("move", s.moves()),
                decimal(elapsed.toNanos() / 1e9, 3),
                decimal(RunTotals.perSecond(s.records(), elapsed), 1),
                decimal(RunTotals.perSecond(s.moves(), elapsed), 1)));
        if (!s.illegalMoves().isEmpty()) {
            lines.add(Message.of("report.summary.illegal-moves", counts(s.illegalMoves(), code -> code)));
        }
        if (!s.results().isEmpty()) {
            lines.add(Message.of(
                    "report.summary.results", counts(s.results(), reason -> Message.of("reason." + reason.id()))));
        }
        if (s.fixed() != null) {
            lines.add(
                    s.fixed().isEmpty()
                            ? Message.of("report.summary.fixed.none")
                            : Message.of(
                                    "report.summary.fixed",
                                    s.fixed().size(),
                                    Message.join(
                                            "list.semicolon",
                                            s.fixed().entrySet().stream()
                                                    .map(e -> fixed(e.getKey(), e.getValue()))
                                                    .toList())));
        }
        return lines;
    }

    /** A baseline entry no finding matched, as the baseline names it: its record by the start of its key. */
    private static Message fixed(Triage.Entry e, String source) {
        return Message.of(
                "report.summary.fixed.entry",
                e.code(),
                e.ply(),
                e.ruleset(),
                e.recordShown(),
                TerminalText.name(source));
    }

    /** "nifu 2, uchifuzume 1": each key in words and its count. */
    private static <K> Message.Joined counts(Map<K, Integer> counts, Function<K, Object> words) {
        return Message.join(
                "report.summary.separator",
                counts.entrySet().stream()
                        .map(e -> Message.of("report.summary.count", words.apply(e.getKey()), e.getValue()))
                        .toList());
    }

    /** A number with a fixed number of decimals, the same in every locale. */
    private static String decimal(double value, int places) {
        return String.format(Locale.ROOT, "%." + places + "f", value);
    }
}
