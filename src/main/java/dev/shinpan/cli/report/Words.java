package dev.shinpan.cli.report;

import dev.shinpan.record.Problem;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import dev.shinpan.text.Term;

/** What text reports say, in the reader's language: catalogue texts and the few words they assemble. */
final class Words {

    private final Catalogue c;

    Words(Lang lang) {
        this.c = lang.catalogue();
    }

    /** The catalogue's text under {@code key} with these arguments. */
    String text(String key, Object... args) {
        return c.render(Message.of(key, args));
    }

    String term(Term term) {
        return c.term(term);
    }

    /** Per side, the catalogue keys of its name in even and in handicap games, made once. */
    private static final String[][] SIDE_KEYS = {
        {Side.BLACK.termKey(), Side.BLACK.termKey() + ".handicap"},
        {Side.WHITE.termKey(), Side.WHITE.termKey() + ".handicap"},
    };

    /** Black/White, or 下手/上手 in Japanese for handicap games. */
    String side(Side side, GameRecord record) {
        return c.template(SIDE_KEYS[side.ordinal()][isHandicap(record) ? 1 : 0]);
    }

    static boolean isHandicap(GameRecord record) {
        return record != null && record.start() != null && record.start().handicap() != null
                && record.start().handicap() != Handicap.EVEN;
    }

    /** What a problem says: in the catalogue's words where it has them, else the reader's English text. */
    static Object problem(Problem p) {
        return p.catalogued() != null ? p.catalogued() : p.message();
    }

    static Message reason(EndingReason reason) {
        return Message.of("reason." + reason.id());
    }

    String outcome(Side winner, EndingReason reason, int ply, GameRecord record) {
        if (reason == EndingReason.UNFINISHED) {
            return text("report.outcome.unfinished", ply);
        }
        String who = winner == null ? text("report.outcome.no-winner") : text("report.outcome.wins", side(winner, record));
        return text("report.outcome", who, reason(reason), ply);
    }
}
