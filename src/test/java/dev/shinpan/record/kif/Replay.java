package dev.shinpan.record.kif;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.Position;

/** Replays a record's main line with {@link MoveJudge}, going on past illegal moves. */
final class Replay {

    /** The first illegal move found: its ply and the rule it breaks. */
    record FirstIllegal(int ply, IllegalMoveCode code) {
        @Override
        public String toString() {
            return ply + " " + code.code();
        }
    }

    private Replay() {
    }

    /** The first illegal move of the main line, or null when every move is legal. */
    static FirstIllegal mainLine(GameRecord record) {
        Position position = record.start().position();
        MoveJudge judge = new MoveJudge(position);
        FirstIllegal first = null;
        for (RecordedMove m : record.mainLine().moves()) {
            int verdict = judge.judge(m.move());
            if (MoveJudge.isLegal(verdict)) {
                position.play(verdict);
                continue;
            }
            if (first == null) {
                first = new FirstIllegal(m.ply(), MoveJudge.codeOf(verdict));
            }
            int physical = judge.physicalMove(m.move());
            if (physical < 0) {
                throw new AssertionError("move " + m.ply() + " " + m.text() + " cannot be carried out on the board");
            }
            position.play(physical);
        }
        return first;
    }
}
