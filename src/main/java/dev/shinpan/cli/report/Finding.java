package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.Citation;
import dev.shinpan.record.SourceText;

/**
 * One thing a verdict found that a reviewer should look at, in the shape the JUnit, SARIF and HTML
 * reports share: a rule code, how serious it is, one line of text, where the record says it,
 * which position shows it, and where the rule is written.
 *
 * @param kind      what was found
 * @param ruleId    the stable code: an illegal-move code, {@code sennichite}, {@code perpetual-check},
 *                  {@code declaration-no-result}, {@code declaration-loss}, a disagreement remark id, or
 *                  {@code unreadable}
 * @param level     how it weighs on the exit code
 * @param message   one line, in the report's language
 * @param where     the move, ending statement or error as written, or null when nothing in the file is
 *                  to blame (the whole record)
 * @param boardPly  plies of the main line played before the position to show, or -1 for no position
 * @param markedPly the ply of the move to mark on that position, or 0 for none
 * @param citation  where the rule the finding applies is written (for a disagreement, the rule that
 *                  decided the result), or null where no rule decides (an unreadable record)
 */
public record Finding(
        Kind kind,
        String ruleId,
        Level level,
        String message,
        SourceText where,
        int boardPly,
        int markedPly,
        Citation citation) {

    public enum Kind {
        ILLEGAL_MOVE,
        REPETITION,
        DECLARATION,
        DISAGREEMENT,
        UNREADABLE,
        NOT_JUDGED
    }

    /** SARIF's levels; {@code error} is what makes {@code check} exit with a non-zero code. */
    public enum Level {
        ERROR("error"),
        WARNING("warning"),
        NOTE("note");

        private final String id;

        Level(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }
    }

    public boolean hasBoard() {
        return boardPly >= 0;
    }
}
