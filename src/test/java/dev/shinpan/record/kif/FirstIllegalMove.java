package dev.shinpan.record.kif;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.Position;

/**
 * Test helper: the first illegal move of a record's main line, found with {@link MoveJudge} alone
 * (not the referee), going on past illegal moves as the referee does: a legal move is played, an
 * illegal one only carried out on the board, unchecked, and one the board cannot carry out ends
 * the search.
 */
final class FirstIllegalMove {

    /** The first illegal move found: its ply and the rule it breaks. */
    record Found(int ply, IllegalMoveCode code) {
        @Override
        public String toString() {
            return ply + " " + code.code();
        }
    }

    private FirstIllegalMove() {}

    /** The first illegal move of the main line, or null when every move is legal. */
    static Found of(GameRecord record) {
        Position position = record.start().position();
        MoveJudge judge = new MoveJudge(position);
        Found first = null;
        for (RecordedMove m : record.mainLine().moves()) {
            int verdict = judge.judge(m.move());
            if (MoveJudge.isLegal(verdict)) {
                position.play(verdict);
                continue;
            }
            if (first == null) {
                first = new Found(m.ply(), MoveJudge.codeOf(verdict));
            }
            int physical = judge.physicalMove(m.move());
            if (physical < 0) {
                return first; // the board is unknown after it, as for the referee
            }
            position.playUnchecked(physical);
        }
        return first;
    }
}
