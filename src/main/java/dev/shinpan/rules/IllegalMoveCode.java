package dev.shinpan.rules;

/**
 * Why a move as written is illegal. Declared in the order of RULESETS.md "Illegal-move codes":
 * when a move breaks several rules, the first one in this order is reported.
 */
public enum IllegalMoveCode {
    WRONG_TURN("wrong-turn", "二手指し"),
    EMPTY_SOURCE("empty-source", "移動元に駒がない"),
    OPPONENT_PIECE("opponent-piece", "相手の駒を動かした"),
    PIECE_MISMATCH("piece-mismatch", "駒の種類の不一致"),
    ILLEGAL_MOVEMENT("illegal-movement", "動けない所への移動"),
    OWN_CAPTURE("own-capture", "自分の駒を取った"),
    ILLEGAL_PROMOTION("illegal-promotion", "成れない駒の成り"),
    DEAD_PIECE("dead-piece", "行き所のない駒"),
    NOT_IN_HAND("not-in-hand", "持っていない駒を打った"),
    OCCUPIED_DROP("occupied-drop", "駒のある升に打った"),
    NIFU("nifu", "二歩"),
    THREE_SWALLOWS("three-swallows", "三燕"),
    UCHIFUZUME("uchifuzume", "打ち歩詰め"),
    IGNORED_CHECK("ignored-check", "王手放置"),
    SELF_CHECK("self-check", "自殺手");

    private final String code;
    private final String japanese;

    IllegalMoveCode(String code, String japanese) {
        this.code = code;
        this.japanese = japanese;
    }

    /** The stable code used in JSON output, e.g. {@code nifu}. */
    public String code() {
        return code;
    }

    /** The Japanese name of the rule broken, e.g. 二歩. */
    public String japanese() {
        return japanese;
    }
}
