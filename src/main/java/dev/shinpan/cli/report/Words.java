package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.DeclarationFinding;
import dev.shinpan.adjudicate.Result;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.cli.terminal.TerminalText;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import dev.shinpan.text.Term;

/** What text reports say, in the reader's language: catalogue texts and the few words they assemble. */
final class Words {

    private final Catalogue c;
    /** Whether text arguments are made {@link TerminalText}: for the reports a terminal shows, not for HTML. */
    private final boolean terminal;

    Words(Lang lang) {
        this(lang.catalogue(), false);
    }

    private Words(Catalogue catalogue, boolean terminal) {
        this.c = catalogue;
        this.terminal = terminal;
    }

    /** Words for a terminal or a line-based output: every text argument, from a record or a name, escaped. */
    static Words forTerminal(Lang lang) {
        return new Words(lang.catalogue(), true);
    }

    /** These words as they speak of the record: in a handicap game every message names a side 下手/上手. */
    Words in(GameRecord record) {
        Catalogue game = c.forGame(isHandicap(record));
        return game == c ? this : new Words(game, terminal);
    }

    /** The catalogue's text under {@code key} with these arguments. */
    String text(String key, Object... args) {
        return render(Message.of(key, args));
    }

    boolean has(String key) {
        return c.has(key);
    }

    String render(Message message) {
        return c.render(terminal ? TerminalText.message(message) : message);
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
        return record != null
                && record.start() != null
                && record.start().handicap() != null
                && record.start().handicap() != Handicap.EVEN;
    }

    /** What a problem says, in the catalogue's words. */
    static Object problem(Problem p) {
        return p.catalogued();
    }

    static Message reason(EndingReason reason) {
        return Message.of("reason." + reason.id());
    }

    /** The verdict's result as a sentence: who won, how, and when. */
    String outcome(Verdict v) {
        DeclarationFinding declaration =
                v.impasse() == null ? null : v.impasse().declaration();
        return outcome(v.result(), declaration == null ? null : declaration.declarer(), v.record());
    }

    /**
     * "White wins by Black's illegal move at ply 19", "repetition (千日手) at ply 80, no winner": each
     * reason has its own words for a winner (report.outcome.win.*), since who did what differs
     * (the loser made the foul, gave the perpetual check, ran out of time); a result without a
     * winner names the reason.
     *
     * @param declarer who declared, where the game ended by an entering-king declaration, or null
     * @param record   the record, for its handicap words and move numbers; null for none (plies as such)
     */
    String outcome(Result result, Side declarer, GameRecord record) {
        EndingReason reason = result.reason();
        if (reason == EndingReason.UNFINISHED) {
            return text("report.outcome.unfinished", Message.count("move", result.ply()));
        }
        Message when = result.ply() == 0
                ? Message.of("report.outcome.ply.start")
                : Message.of(
                        "report.outcome.ply",
                        record == null ? Message.of("ply.label", result.ply()) : record.plyLabel(result.ply()));
        Side winner = result.winner();
        if (winner == null) {
            return text("report.outcome.no-winner", reason(reason), when);
        }
        String key = reason == EndingReason.DECLARATION && declarer != null && declarer != winner
                ? "report.outcome.win.declaration-fails"
                : "report.outcome.win." + reason.id();
        return text(key, side(winner, record), side(winner.opponent(), record), when);
    }
}
