package dev.shinpan.rules;

import dev.shinpan.text.Term;

/**
 * Why a move as written is illegal. Declared in the order of docs/rules.md §A2:
 * when a move breaks several rules, the first one in this order is reported. As a term the code
 * reads {@code nifu} in English and 二歩 in Japanese ({@code code.nifu} in the catalogue).
 *
 * <pre>{@code
 * IllegalMoveCode code = verdict.firstIllegal().code();
 * System.out.println(code.code() + " / " + Catalogue.japanese().term(code)); // nifu / 二歩
 * }</pre>
 */
public enum IllegalMoveCode implements Term {
    /** The record marks the move as the side's that has just moved: a double move (二手指し). */
    WRONG_TURN("wrong-turn"),
    /** There is no piece on the square moved from. */
    EMPTY_SOURCE("empty-source"),
    /** The piece on the square moved from is the opponent's. */
    OPPONENT_PIECE("opponent-piece"),
    /** The record names another kind than the piece on the square moved from. */
    PIECE_MISMATCH("piece-mismatch"),
    /** The piece cannot reach the destination: not its movement, or a slider blocked on the way. */
    ILLEGAL_MOVEMENT("illegal-movement"),
    /** The destination holds a piece of the mover's own. */
    OWN_CAPTURE("own-capture"),
    /**
     * A promotion that is not allowed (a kind that cannot promote, outside the zone, a promoted drop), or in
     * Tori Shogi a compulsory one left out.
     */
    ILLEGAL_PROMOTION("illegal-promotion"),
    /** An unpromoted pawn, lance or knight left where it has no further move (行き所のない駒). */
    DEAD_PIECE("dead-piece"),
    /** A drop of a kind the mover does not hold. */
    NOT_IN_HAND("not-in-hand"),
    /** A drop on an occupied square. */
    OCCUPIED_DROP("occupied-drop"),
    /** A pawn dropped on a file where the mover already has an unpromoted pawn (二歩). */
    NIFU("nifu"),
    /** Tori Shogi: a third unpromoted swallow on one file. */
    THREE_SWALLOWS("three-swallows"),
    /** A pawn drop (in Tori Shogi a swallow drop) that mates (打ち歩詰め). */
    UCHIFUZUME("uchifuzume"),
    /** The mover was in check and is still in check after the move. */
    IGNORED_CHECK("ignored-check"),
    /** The mover was not in check and puts its own king in check (a pinned piece moved, the king into check). */
    SELF_CHECK("self-check");

    private final String code;

    IllegalMoveCode(String code) {
        this.code = code;
    }

    /** {@return the stable code used in JSON output, e.g. {@code nifu}} */
    public String code() {
        return code;
    }

    @Override
    public String termKey() {
        return "code." + code;
    }
}
