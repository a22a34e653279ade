package dev.shinpan.adjudicate;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.rules.MovePlayer;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * Replays a record to a ply and counts impasse points there under a ruleset.
 *
 * <pre>{@code
 * PointsCount count = new PointsCounter(Rulesets.JSA).count(record, 0);
 * System.out.println(count.counts().black());
 * }</pre>
 */
public final class PointsCounter {

    private final Ruleset ruleset;

    /**
     * A counter under a ruleset: its declaration and agreement rules, and how a handicap counts.
     *
     * @param ruleset the ruleset
     */
    public PointsCounter(Ruleset ruleset) {
        this.ruleset = ruleset;
    }

    /**
     * Plays the main line as written up to a ply and counts there; a record shorter than that, or a move
     * that cannot be played, stops it earlier with a note.
     *
     * @param record a readable record (one with a start position)
     * @param ply    the ply to count at; negative for the end of the main line
     * @return the count at the ply reached
     */
    public PointsCount count(GameRecord record, int ply) {
        return count(record, ply, new ArrayList<>());
    }

    /**
     * Counts after the move the record numbers {@code number} (a record resumed after 30 moves
     * numbers its first move 31); a number before its first move counts at its start, with a note.
     *
     * @param record a readable record (one with a start position)
     * @param number a move number as the record gives it
     * @return the count after that move
     */
    public PointsCount countAfterMove(GameRecord record, int number) {
        List<Message> notes = new ArrayList<>();
        int ply = number - record.number(1) + 1;
        if (ply < 0) {
            notes.add(Message.of("points.note.before-start", number, record.number(1)));
            ply = 0;
        }
        return count(record, ply, notes);
    }

    private PointsCount count(GameRecord record, int ply, List<Message> notes) {
        List<RecordedMove> moves = record.mainLine().moves();
        int target = ply < 0 ? moves.size() : Math.min(ply, moves.size());
        if (ply > moves.size()) {
            Object numbered = record.number(1) == 1
                    ? ""
                    : Message.of("points.numbered", record.number(1), record.number(moves.size()));
            notes.add(Message.of("points.note.short-record", Message.count("move", moves.size()), numbered));
        }
        Position p = record.start().position();
        MovePlayer player = new MovePlayer(p);
        int reached = 0;
        for (; reached < target; reached++) {
            if (player.playAsWritten(moves.get(reached).move()) < 0) {
                notes.add(Message.of("points.note.unplayable", record.plyLabel(reached + 1)));
                break;
            }
        }
        if (!ruleset.variant().hasImpasseRules()) {
            // an entering phoenix (入鵬) decides nothing; say so rather than let the counts look like a rule
            notes.add(Message.of(
                    "points.note.no-impasse-rules",
                    ruleset.variant(),
                    ruleset.variant().royalType()));
        }
        ImpasseJudge judgeImpasse = new ImpasseJudge(ruleset, ImpassePoints.handicapShortfall(record.start()));
        return new PointsCount(
                reached,
                p.sideToMove(),
                p.toSfen(),
                judgeImpasse.finding(p, reached, null, null),
                judgeImpasse.declaration(p, Side.BLACK, reached),
                judgeImpasse.declaration(p, Side.WHITE, reached),
                judgeImpasse.agreement(p),
                notes);
    }
}
