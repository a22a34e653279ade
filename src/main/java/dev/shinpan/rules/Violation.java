package dev.shinpan.rules;

import dev.shinpan.text.Message;

/**
 * Why a written move is illegal: the rule's code, the side that moved, and an explanation naming
 * the pieces and squares involved, to be rendered by the message catalogue.
 *
 * <pre>{@code
 * Position start = Position.start(Variants.STANDARD);
 * WrittenMove leap = WrittenMove.boardMove(null, Square.of(7, 7), Square.of(7, 5), null, false);
 * Violation why = new MoveJudge(start).explain(leap);
 * System.out.println(why.code().code() + ": " + Catalogue.english().render(why.explanation()));
 * }</pre>
 *
 * @param code        the first rule the move breaks
 * @param side        the side that made the move
 * @param explanation what is wrong, naming the pieces and squares, for {@link dev.shinpan.text.Catalogue#render}
 */
public record Violation(IllegalMoveCode code, Side side, Message explanation) {}
