package dev.shinpan.record.csa;

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
    /** {@code %TORYO} and the other special moves. */
    SPECIAL,
    /** {@code '…}: a comment. */
    COMMENT,
    /** Text of the CSA server protocol ({@code BEGIN Game_Summary}, {@code send:…}), not of a record. */
    PROTOCOL,
    /** None of the above. */
    UNKNOWN;

    static CsaStatementKind of(String text) {
        if (text.isEmpty()) {
            return UNKNOWN;
        }
        char first = text.charAt(0);
        switch (first) {
            case '\'':
                return COMMENT;
            case '$':
                return INFO;
            case 'T':
                return TIME;
            case '%':
                return SPECIAL;
            case '+':
            case '-':
                return text.length() == 1 ? TURN : MOVE;
            case 'N':
                return text.length() >= 2 && (text.charAt(1) == '+' || text.charAt(1) == '-') ? NAME : UNKNOWN;
            case 'V':
                return text.length() >= 2 && Character.isDigit(text.charAt(1)) ? VERSION : UNKNOWN;
            case 'P':
                return positionKind(text);
            default:
                return isProtocol(text) ? PROTOCOL : UNKNOWN;
        }
    }

    private static CsaStatementKind positionKind(String text) {
        if (text.length() < 2) {
            return UNKNOWN;
        }
        char second = text.charAt(1);
        if (second == 'I') {
            return POSITION_PI;
        }
        if (second >= '1' && second <= '9') {
            return POSITION_ROW;
        }
        return second == '+' || second == '-' ? POSITION_PIECES : UNKNOWN;
    }

    private static boolean isProtocol(String text) {
        return text.startsWith("BEGIN ") || text.startsWith("END ") || text.startsWith("send:")
                || text.startsWith("recv:") || text.startsWith("LOGIN");
    }
}
