package dev.shinpan.rules;

import dev.shinpan.text.Term;

/**
 * Why a move as written is illegal. Declared in the order of docs/rules.md §A2:
 * when a move breaks several rules, the first one in this order is reported. As a term the code
 * reads {@code nifu} in English and 二歩 in Japanese ({@code code.nifu} in the catalogue).
 */
public enum IllegalMoveCode implements Term {
    WRONG_TURN("wrong-turn"),
    EMPTY_SOURCE("empty-source"),
    OPPONENT_PIECE("opponent-piece"),
    PIECE_MISMATCH("piece-mismatch"),
    ILLEGAL_MOVEMENT("illegal-movement"),
    OWN_CAPTURE("own-capture"),
    ILLEGAL_PROMOTION("illegal-promotion"),
    DEAD_PIECE("dead-piece"),
    NOT_IN_HAND("not-in-hand"),
    OCCUPIED_DROP("occupied-drop"),
    NIFU("nifu"),
    THREE_SWALLOWS("three-swallows"),
    UCHIFUZUME("uchifuzume"),
    IGNORED_CHECK("ignored-check"),
    SELF_CHECK("self-check");

    private final String code;

    IllegalMoveCode(String code) {
        this.code = code;
    }

    /** The stable code used in JSON output, e.g. {@code nifu}. */
    public String code() {
        return code;
    }

    @Override
    public String termKey() {
        return "code." + code;
    }
}
