package dev.shinpan.adjudicate;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;

/** Replays a record to a ply and counts impasse points there under a ruleset. */
public final class PointsCounter {

    private final Ruleset ruleset;

    public PointsCounter(Ruleset ruleset) {
        this.ruleset = ruleset;
    }

    /** @param ply the ply to count at; negative for the end of the main line */
    public PointsReport count(GameRecord record, int ply) {
        List<RecordedMove> moves = record.mainLine().moves();
        int target = ply < 0 ? moves.size() : Math.min(ply, moves.size());
        List<Message> notes = new ArrayList<>();
        if (ply > moves.size()) {
            notes.add(Message.of("points.note.short-record", Message.count("move", moves.size())));
        }
        Position p = record.start().position();
        MoveJudge judge = new MoveJudge(p);
        int reached = 0;
        for (; reached < target; reached++) {
            if (!judge.playAsWritten(moves.get(reached).move())) {
                notes.add(Message.of("points.note.unplayable", reached + 1));
                break;
            }
        }
        if (!ruleset.variant().hasImpasseRules()) {
            // an entering phoenix (入鵬) decides nothing; say so rather than let the counts look like a rule
            notes.add(Message.of("points.note.no-impasse-rules", ruleset.variant(), ruleset.variant().royalType()));
        }
        ImpasseJudge judgeImpasse = new ImpasseJudge(ruleset, ImpassePoints.handicapShortfall(record.start()));
        return new PointsReport(reached, p.sideToMove(), p.toSfen(), judgeImpasse.report(p, reached, null, null),
                judgeImpasse.declaration(p, Side.BLACK, reached), judgeImpasse.declaration(p, Side.WHITE, reached),
                judgeImpasse.agreement(p), notes);
    }
}
