package dev.shinpan.rules;

/**
 * Why a written move is illegal: the rule's code, the side that moved, and an explanation in
 * English and Japanese naming the pieces and squares involved.
 */
public record Violation(IllegalMoveCode code, Side side, String message, String messageJa) {

    public String message(boolean japanese) {
        return japanese ? messageJa : message;
    }
}
