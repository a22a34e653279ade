package dev.shinpan.record.format;

import dev.shinpan.record.text.LineChars;

/**
 * What one line of text, from its start, says about the record format it belongs to: the shapes
 * tsshogi's format detector looks for, plus CSA's and USI's, checked character by character. Each
 * test looks at the beginning of the line only.
 */
enum LineEvidence {
    /** {@code #KIF …}, {@code 手数----指手--}: only KIF writes this. */
    KIF_ONLY,
    /** {@code #KI2 …}: only KI2 writes this. */
    KI2_ONLY,
    /** Another {@code #} line: a comment in KIF and KI2, nothing anywhere else. */
    COMMENT,
    /** {@code 1 ７六歩(77)}: a numbered move line. */
    KIF_MOVE,
    /** {@code ▲７六歩}: a move with its turn mark. */
    KI2_MOVE,
    /** Header keys, board diagrams, variations and summaries KIF and KI2 share. */
    KIF_FAMILY,
    /** {@code *} or {@code &}: KIF-like, but too common elsewhere (Markdown) to count alone. */
    KIF_WEAK,
    /** A statement only CSA writes: a move, turn, position, version, name, game information, special. */
    CSA_STRONG,
    /** {@code '…}, {@code T12}, {@code /}: CSA, but not only. */
    CSA_WEAK,
    /** {@code position}, {@code startpos}, {@code sfen}, {@code moves}, a SFEN board or a USI move. */
    USI,
    /** None of the above. */
    NONE;

    /** The evidence of {@code text[start, end)}, a line without its terminator. */
    static LineEvidence of(char[] text, int start, int end) {
        if (start >= end) {
            return NONE;
        }
        if (text[start] == '#') {
            if (LineChars.startsWith(text, end, "#KIF", start)) {
                return KIF_ONLY;
            }
            return LineChars.startsWith(text, end, "#KI2", start) ? KI2_ONLY : COMMENT;
        }
        if (kifMove(text, start, end)) {
            return KIF_MOVE;
        }
        if (ki2Move(text, start, end)) {
            return KI2_MOVE;
        }
        if (kifOnly(text, start, end)) {
            return KIF_ONLY;
        }
        if (kifHeader(text, start, end) || kifFamily(text, start, end) || anyHeader(text, start, end)) {
            return KIF_FAMILY;
        }
        char first = text[start];
        if (first == '*' || first == '&') {
            return KIF_WEAK;
        }
        if (csaStrong(text, start, end)) {
            return CSA_STRONG;
        }
        if (csaWeak(text, start, end)) {
            return CSA_WEAK;
        }
        return usiCommand(text, start, end) || sfenBoard(text, start, end) || usiMove(text, start, end) ? USI : NONE;
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\u3000';
    }

    private static int blanks(char[] s, int i, int end) {
        while (i < end && isBlank(s[i])) {
            i++;
        }
        return i;
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean upper(char c) {
        return c >= 'A' && c <= 'Z';
    }

    /**
     * Blanks, digits, at least one blank, then a character outside ASCII (the move's). An
     * ideographic space after the first blank is such a character too.
     */
    private static boolean kifMove(char[] s, int start, int end) {
        int i = blanks(s, start, end);
        int digits = i;
        while (i < end && digit(s[i])) {
            i++;
        }
        if (i == digits) {
            return false;
        }
        int gap = i;
        i = blanks(s, i, end);
        if (i == gap) {
            return false;
        }
        if (i < end && s[i] > 0x7F) {
            return true;
        }
        for (int j = gap + 1; j < i; j++) {
            if (s[j] == '\u3000') {
                return true;
            }
        }
        return false;
    }

    /** Blanks, a turn mark, then a digit or 同. */
    private static boolean ki2Move(char[] s, int start, int end) {
        int i = blanks(s, start, end);
        if (i + 1 >= end || "▲△▼▽☗☖".indexOf(s[i]) < 0) {
            return false;
        }
        char c = s[i + 1];
        return c >= '1' && c <= '9' || c >= '１' && c <= '９' || c == '同';
    }

    /** {@code 手数}, dashes, {@code 指手}: the move section header only KIF writes. */
    private static boolean kifOnly(char[] s, int start, int end) {
        if (!LineChars.startsWith(s, end, "手数-", start) || end - start < 3) {
            return false;
        }
        int i = start + 2;
        while (i < end && s[i] == '-') {
            i++;
        }
        return end - i >= 2 && LineChars.startsWith(s, end, "指手", i);
    }

    private static boolean isColon(char c) {
        return c == '：' || c == ':';
    }

    /** A known key's first character, then at most 15 more before the first colon. */
    private static boolean kifHeader(char[] s, int start, int end) {
        if ("開終棋手戦表持秒記消場掲備先後作発出完分受上下対".indexOf(s[start]) < 0) {
            return false;
        }
        for (int i = start + 1; i < end && i <= start + 16; i++) {
            if (isColon(s[i])) {
                return true;
            }
        }
        return false;
    }

    /** Any key of 1 to 20 characters ending with the full-width colon: custom keys are common. */
    private static boolean anyHeader(char[] s, int start, int end) {
        int i = start;
        while (i < end && " \t\u3000#*'$%：:".indexOf(s[i]) < 0) {
            i++;
        }
        return i > start && i - start <= 20 && i < end && s[i] == '：';
    }

    /** Board rows and frames, the file numbers, 変化, まで and turn lines. */
    private static boolean kifFamily(char[] s, int start, int end) {
        char first = s[start];
        if (first == '|') {
            for (int i = start + 1; i + 1 < end && !isRegexLineEnd(s[i]); i++) {
                if (s[i] == '|' && "一二三四五六七八九".indexOf(s[i + 1]) >= 0) {
                    return true;
                }
            }
            return false;
        }
        if (first == '+') {
            int i = start + 1;
            while (i < end && s[i] == '-') {
                i++;
            }
            return i - start - 1 >= 6 && i < end && s[i] == '+';
        }
        int i = blanks(s, start, end);
        if (i < end && s[i] == '９') {
            int gap = i + 1;
            int j = blanks(s, gap, end);
            if (j > gap && j < end && s[j] == '８') {
                return true;
            }
        }
        if (LineChars.startsWith(s, end, "変化", start) && end - start >= 3 && isColon(s[start + 2])) {
            return true;
        }
        if (LineChars.startsWith(s, end, "まで", start)) {
            int j = start + 2;
            while (j < end && digit(s[j])) {
                j++;
            }
            return j > start + 2 && j < end && s[j] == '手';
        }
        return end - start >= 3 && "先後上下".indexOf(first) >= 0 && s[start + 1] == '手' && s[start + 2] == '番';
    }

    /** What {@code .} does not match. */
    private static boolean isRegexLineEnd(char c) {
        return c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    private static boolean csaStrong(char[] s, int start, int end) {
        int n = end - start;
        char first = s[start];
        switch (first) {
            case '+', '-' -> {
                if (n == 1) {
                    return true;
                }
                return n >= 7 && digits(s, start + 1, 4) && upper(s[start + 5]) && upper(s[start + 6]);
            }
            case 'P' -> {
                if (n < 2) {
                    return false;
                }
                char second = s[start + 1];
                if (second == 'I') {
                    int i = start + 2;
                    while (end - i >= 4 && digits(s, i, 2) && upper(s[i + 2]) && upper(s[i + 3])) {
                        i += 4;
                    }
                    return i == end;
                }
                if (second >= '1' && second <= '9') {
                    return n >= 4
                            && (s[start + 2] == ' ' && s[start + 3] == '*'
                                    || n >= 5
                                            && (s[start + 2] == '+' || s[start + 2] == '-')
                                            && upper(s[start + 3])
                                            && upper(s[start + 4]));
                }
                return (second == '+' || second == '-')
                        && n >= 6
                        && digits(s, start + 2, 2)
                        && upper(s[start + 4])
                        && upper(s[start + 5]);
            }
            case 'V' -> {
                return n >= 2 && digit(s[start + 1]);
            }
            case 'N' -> {
                return n >= 2 && (s[start + 1] == '+' || s[start + 1] == '-');
            }
            case '$' -> {
                int i = start + 1;
                while (i < end && (upper(s[i]) || s[i] == '_' || s[i] == '+' || s[i] == '-')) {
                    i++;
                }
                return i > start + 1 && i < end && s[i] == ':';
            }
            case '%' -> {
                char c = n >= 2 ? s[start + 1] : 0;
                return upper(c) || c == '+' || c == '-';
            }
            default -> {
                return false;
            }
        }
    }

    private static boolean digits(char[] s, int from, int count) {
        for (int i = from; i < from + count; i++) {
            if (!digit(s[i])) {
                return false;
            }
        }
        return true;
    }

    private static boolean csaWeak(char[] s, int start, int end) {
        char first = s[start];
        if (first == '\'') {
            return true;
        }
        if (first == 'T') {
            int i = start + 1;
            if (i < end && s[i] == '-') {
                i++;
            }
            return i < end && digit(s[i]);
        }
        return first == '/' && end - start == 1;
    }

    /** After a word: a blank or the end of the line. */
    private static boolean wordEnds(char[] s, int i, int end) {
        return i == end || isBlank(s[i]);
    }

    private static boolean usiCommand(char[] s, int start, int end) {
        for (String word : new String[] {"position", "startpos", "sfen", "moves"}) {
            if (LineChars.startsWith(s, end, word, start)
                    && start + word.length() <= end
                    && wordEnds(s, start + word.length(), end)) {
                return true;
            }
        }
        return false;
    }

    private static boolean boardChar(char c) {
        return c >= '1' && c <= '9' || c == '+' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z';
    }

    /** Seven to nine ranks of SFEN board characters separated by {@code /}, then a blank or the end. */
    private static boolean sfenBoard(char[] s, int start, int end) {
        int i = start;
        while (i < end && boardChar(s[i])) {
            i++;
        }
        if (i == start) {
            return false;
        }
        int groups = 0;
        while (i < end && s[i] == '/') {
            int run = i + 1;
            int j = run;
            while (j < end && boardChar(s[j])) {
                j++;
            }
            if (j == run) {
                break;
            }
            groups++;
            i = j;
        }
        return groups >= 6 && groups <= 8 && wordEnds(s, i, end);
    }

    /** {@code 7g7f}, {@code 8h2b+} or {@code P*5e}, then a blank or the end. */
    private static boolean usiMove(char[] s, int start, int end) {
        int n = end - start;
        if (n < 4) {
            return false;
        }
        char a = s[start];
        char b = s[start + 1];
        char c = s[start + 2];
        char d = s[start + 3];
        boolean squares = c >= '1' && c <= '9' && d >= 'a' && d <= 'i';
        if (upper(a) && b == '*' && squares) {
            return wordEnds(s, start + 4, end);
        }
        if (a >= '1' && a <= '9' && b >= 'a' && b <= 'i' && squares) {
            int i = start + 4;
            if (i < end && s[i] == '+' && wordEnds(s, i + 1, end)) {
                return true;
            }
            return wordEnds(s, i, end);
        }
        return false;
    }
}
