package dev.shinpan.record.csa;

import dev.shinpan.record.text.LineChars;

/** What one CSA statement is, judged by its first characters (docs/formats.md §3.1, §8). */
enum CsaStatementKind {
    /** {@code V2.2}: the format version. */
    VERSION,
    /** {@code N+name} / {@code N-name}: a player's name. */
    NAME,
    /** {@code $KEY:value}: game information. */
    INFO,
    /** {@code PI…}: the even position, with removals for handicaps. */
    POSITION_PI,
    /** {@code P1}…{@code P9}: one rank of the board. */
    POSITION_ROW,
    /** {@code P+…} / {@code P-…}: single pieces on squares or in hand. */
    POSITION_PIECES,
    /** A lone {@code +} or {@code -}: the side to move, closing the position. */
    TURN,
    /** {@code +7776FU}: a move (it may still fail to parse). */
    MOVE,
    /** {@code T12}: time spent on the move before it. */
    TIME,
    /** {@code L599}, after a move on its line: the mover's time left (Shogi Wars' raw moves, deviation 50). */
    REMAINING_TIME,
    /**
     * {@code To_Move:+}: the side to move at the start, as the CSA server protocol's game summary
     * names it; 81Dojo writes it into its records (deviation 49).
     */
    TO_MOVE,
    /** {@code I+1649,840,x2|81WS} / {@code I-…}: 81Dojo's line about a player, rating first (deviation 49). */
    PLAYER_INFO,
    /** {@code %TORYO} and the other special moves. */
    SPECIAL,
    /**
     * {@code #TIME_UP}, {@code #WIN} …: the server's ruling at the end of a game, as a client saves it
     * (shogi-server's protocol; {@link ServerRulings}).
     */
    RULING,
    /**
     * {@code Your_Turn:+}, {@code Name+:…}, {@code Name-:…}: lines of the server's game summary that a
     * client saves with its log; they say whose log it is.
     */
    GAME_SUMMARY,
    /** {@code '…}: a comment. */
    COMMENT,
    /** Text of the CSA server protocol ({@code BEGIN Game_Summary}, {@code send:…}), not of a record. */
    PROTOCOL,
    /** None of the above. */
    UNKNOWN;

    /** The kind of the statement {@code text[from, to)}, looked at in place. */
    static CsaStatementKind of(char[] text, int from, int to) {
        int length = to - from;
        if (length == 0) {
            return UNKNOWN;
        }
        char first = text[from];
        switch (first) {
            case '\'':
                return COMMENT;
            case '$':
                return INFO;
            case 'T':
                // a time line is T and digits, once a move: one look at its second character spares
                // it the comparison with To_Move:
                return length > 1 && text[from + 1] == 'o' && LineChars.startsWith(text, to, TO_MOVE_KEY, from)
                        ? TO_MOVE
                        : TIME;
            case 'L':
                return length >= 2 && Character.isDigit(text[from + 1]) ? REMAINING_TIME : UNKNOWN;
            case 'I':
                return isSideMark(text, from + 1, to) ? PLAYER_INFO : UNKNOWN;
            case '%':
                return SPECIAL;
            case '+':
            case '-':
                return length == 1 ? TURN : MOVE;
            case 'N':
                if (isSideMark(text, from + 1, to)) {
                    return NAME;
                }
                return LineChars.startsWith(text, to, "Name+:", from) || LineChars.startsWith(text, to, "Name-:", from)
                        ? GAME_SUMMARY
                        : UNKNOWN;
            case 'Y':
                return LineChars.startsWith(text, to, ServerRulings.YOUR_TURN_KEY, from) ? GAME_SUMMARY : UNKNOWN;
            case '#':
                // #TIME_UP, #WIN: a name in capitals; a '# note' line of a protocol log is no ruling
                return isRulingName(text, from + 1, to) ? RULING : UNKNOWN;
            case 'V':
                return length >= 2 && Character.isDigit(text[from + 1]) ? VERSION : UNKNOWN;
            case 'P':
                return length < 2 ? UNKNOWN : positionKind(text[from + 1]);
            default:
                return isProtocol(new String(text, from, to - from)) ? PROTOCOL : UNKNOWN;
        }
    }

    /** The key of a {@link #TO_MOVE} line, colon included. */
    static final String TO_MOVE_KEY = "To_Move:";

    /** Whether {@code text[at]} is within the statement and a side mark, {@code +} or {@code -}. */
    static boolean isSideMark(char[] text, int at, int to) {
        return at < to && (text[at] == '+' || text[at] == '-');
    }

    /** Whether {@code text[from, to)} is a name of capitals and underscores, at least two. */
    private static boolean isRulingName(char[] text, int from, int to) {
        if (to - from < 2) {
            return false;
        }
        for (int i = from; i < to; i++) {
            char c = text[i];
            if (!(c >= 'A' && c <= 'Z' || c == '_')) {
                return false;
            }
        }
        return true;
    }

    private static CsaStatementKind positionKind(char second) {
        if (second == 'I') {
            return POSITION_PI;
        }
        if (second >= '1' && second <= '9') {
            return POSITION_ROW;
        }
        return second == '+' || second == '-' ? POSITION_PIECES : UNKNOWN;
    }

    private static boolean isProtocol(String text) {
        return text.startsWith("BEGIN ")
                || text.startsWith("END ")
                || text.startsWith("send:")
                || text.startsWith("recv:")
                || text.startsWith("LOGIN");
    }
}
