package dev.shinpan.cli.report;

import dev.shinpan.json.JsonWriter;
import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.Rating;
import dev.shinpan.record.Stated;
import dev.shinpan.record.TimeControl;
import dev.shinpan.record.format.Formats;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A record's own facts as one line for people, the same in the text report and the HTML page:
 * event, site, times, time control, ratings, each where the record states it. A value shinpan
 * could not read is shown as written, and warned about ({@link #unread}).
 */
final class GameLine {

    private GameLine() {}

    /**
     * What the text report and the HTML page show of a record's facts: the line, then a warning for
     * each fact written but not read, in these words; empty when the record states none.
     */
    static List<String> texts(GameRecord record, Words words) {
        GameFacts facts = Formats.facts(record);
        Words w = words.in(record);
        Message line = of(facts, side -> w.side(side, record));
        if (line == null) {
            return List.of();
        }
        List<String> texts = new ArrayList<>();
        texts.add(w.render(line));
        for (Problem unread : unread(facts)) {
            texts.add(w.text("report.problem.warning", TextReport.located(unread), Words.problem(unread)));
        }
        return texts;
    }

    /** The line, or null when the record states none of it. */
    static Message of(GameFacts f, Function<Side, Object> sideName) {
        if (f.isEmpty()) {
            return null;
        }
        List<Object> parts = new ArrayList<>(6);
        if (f.event() != null) {
            parts.add(f.event());
        }
        if (f.site() != null) {
            parts.add(Message.of("report.game.site", f.site()));
        }
        if (f.start() != null) {
            parts.add(Message.of("report.game.start", shown(f.start())));
        }
        if (f.end() != null) {
            parts.add(Message.of("report.game.end", shown(f.end())));
        }
        if (f.timeControl() != null) {
            parts.add(clock(f.timeControl()));
        }
        rating(parts, sideName.apply(Side.BLACK), f.blackRating());
        rating(parts, sideName.apply(Side.WHITE), f.whiteRating());
        if (f.application() != null) {
            parts.add(Message.of("report.game.application", f.application()));
        }
        return Message.of("report.game", Message.join("report.game.separator", parts));
    }

    /** A warning for each fact written but not read, at its header line where it has one: kept as written, never dropped silently. */
    static List<Problem> unread(GameFacts f) {
        List<Problem> warnings = new ArrayList<>(0);
        for (Stated<?> s : f.unread()) {
            warnings.add(
                    s.where() == null
                            ? Problem.warning(0, 0, "", warning(f, s))
                            : Problem.warning(s.where(), warning(f, s)));
        }
        return warnings;
    }

    /** What the JSON and the reports say of a fact that does not parse. */
    static Message warning(GameFacts f, Stated<?> s) {
        return JsonWriter.unreadFact(f, s); // one wording, which the JSON writer (a library's) holds
    }

    private static String shown(Stated<String> time) {
        return time.understood() ? time.value() : time.written();
    }

    private static Object clock(Stated<TimeControl> stated) {
        TimeControl c = stated.value();
        if (c == null) {
            return Message.of("report.game.clock.written", stated.written());
        }
        Object byoyomi = c.byoyomiSeconds() > 0 ? Message.of("report.game.clock.byoyomi", c.byoyomiSeconds()) : "";
        Object increment =
                c.incrementSeconds() > 0 ? Message.of("report.game.clock.increment", c.incrementSeconds()) : "";
        return Message.of("report.game.clock", duration(c.initialSeconds()), byoyomi, increment);
    }

    /** Whole minutes as minutes (a 持ち時間 of 20 minutes reads better than 1200 s), the rest in seconds. */
    private static Message duration(long seconds) {
        return seconds > 0 && seconds % 60 == 0
                ? Message.of("report.game.minutes", seconds / 60)
                : Message.of("report.game.seconds", seconds);
    }

    private static void rating(List<Object> parts, Object side, Stated<Rating> stated) {
        if (stated == null) {
            return;
        }
        Rating r = stated.value();
        if (r == null) {
            parts.add(Message.of("report.game.rating", side, stated.written()));
        } else {
            parts.add(Message.of(
                    r.provisional() ? "report.game.rating.provisional" : "report.game.rating",
                    side,
                    r.value().toPlainString()));
        }
    }
}
