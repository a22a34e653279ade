package dev.shinpan.adjudicate;

import dev.shinpan.record.SourceText;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Message;

/**
 * The first illegal move of the main line.
 *
 * <pre>{@code
 * IllegalFinding foul = verdict.firstIllegal();
 * System.out.println(foul.ply() + " " + foul.side() + " " + foul.code().code());
 * }</pre>
 *
 * @param ply       the ply of the move
 * @param side      the side that made it
 * @param code      the rule broken (first in the order of docs/rules.md §A2)
 * @param move      the move as written, with its location in the file
 * @param explanation what is wrong, naming the pieces and squares, for the message catalogue
 * @param claimed   whether the record ends right after it with a foul claim
 * @param decisive  whether it ended the game under the ruleset
 */
public record IllegalFinding(
        int ply,
        Side side,
        IllegalMoveCode code,
        SourceText move,
        Message explanation,
        boolean claimed,
        boolean decisive) {}
