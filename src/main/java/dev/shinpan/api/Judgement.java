package dev.shinpan.api;

import dev.shinpan.adjudicate.Citation;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.Move;

/**
 * What the rules say of one move on a position ({@link Shinpan#judgeMove}): it is legal, or it breaks a
 * rule, named by its code, with where the ruleset writes that rule.
 *
 * <pre>{@code
 * Position position = Position.start(Variants.STANDARD);
 * Move move = new Move(Square.of(7, 7), Square.of(7, 6), Variants.STANDARD.pieceType(Variants.Standard.PAWN), false);
 * Judgement judgement = Shinpan.judgeMove(position, move);
 * if (judgement instanceof Judgement.Illegal illegal) {
 *     System.out.println(illegal.code().code());
 * }
 * }</pre>
 *
 * <p>On Java 21 a {@code switch} over the two cases needs no default.
 */
public sealed interface Judgement {

    /** {@return whether the move may be played} */
    boolean isLegal();

    /**
     * The move may be played.
     *
     * @param move the move, as the position resolves it (the piece that stands on its square)
     */
    record Legal(Move move) implements Judgement {
        @Override
        public boolean isLegal() {
            return true;
        }
    }

    /**
     * The move breaks a rule.
     *
     * @param code     the first rule it breaks, in the order of docs/rules.md (e.g. {@code nifu})
     * @param citation where the ruleset writes that an illegal move loses, or null for a ruleset of no preset
     */
    record Illegal(IllegalMoveCode code, Citation citation) implements Judgement {
        @Override
        public boolean isLegal() {
            return false;
        }
    }
}
