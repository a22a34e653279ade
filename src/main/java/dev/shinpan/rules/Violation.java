package dev.shinpan.rules;

import dev.shinpan.text.Message;

/**
 * Why a written move is illegal: the rule's code, the side that moved, and an explanation naming
 * the pieces and squares involved, to be rendered by the message catalogue.
 */
public record Violation(IllegalMoveCode code, Side side, Message explanation) {
}
