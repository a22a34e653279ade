package dev.shinpan.record.kif;

import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.codec.FormatEvidence;
import dev.shinpan.record.text.LineChars;

/**
 * How the Kakinoki family (KIF and KI2) is told by its lines: the shapes tsshogi's format detector
 * looks for, checked character by character from each line's start; numbered move lines against
 * marked ones, then the {@code #KIF}/{@code #KI2} declarations, tell KIF from KI2.
 */
final class KakinokiEvidence implements FormatEvidence {

    static final KakinokiEvidence INSTANCE = new KakinokiEvidence();

    /** {@code #KIF …}, {@code 手数----指手--}: only KIF writes this. */
    private static final int KIF_ONLY = 1;
    /** {@code #KI2 …}: only KI2 writes this. */
    private static final int KI2_ONLY = 2;
    /** Another {@code #} line: a comment in KIF and KI2, nothing anywhere else. */
    private static final int COMMENT = 3;
    /** {@code 1 ７六歩(77)}: a numbered move line. */
    private static final int KIF_MOVE = 4;
    /** {@code ▲７六歩}: a move with its turn mark. */
    private static final int KI2_MOVE = 5;
    /** Header keys, board diagrams, variations and summaries KIF and KI2 share. */
    private static final int KIF_FAMILY = 6;
    /** {@code *} or {@code &}: KIF-like, but too common elsewhere (Markdown) to count alone. */
    private static final int KIF_WEAK = 7;

    private KakinokiEvidence() {}

    @Override
    public String names() {
        return "KIF, KI2";
    }

    @Override
    public int line(char[] text, int start, int end) {
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
        return first == '*' || first == '&' ? KIF_WEAK : NONE;
    }

    /**
     * KIF or KI2 when the lines up to the first move line are all of the family (header, board,
     * comments) and that move line is numbered (KIF) or marked (KI2) as the name says.
     */
    @Override
    public Told named(RecordFormat named, Lines lines) {
        RecordFormat first = upToFirstMove(lines);
        return first == named
                ? Told.as(named, "named ." + named.id() + " and its first move line is " + named.name())
                : null;
    }

    /** KIF or KI2 by the first move line; null when anything else comes first, so that the lines are counted. */
    private static RecordFormat upToFirstMove(Lines lines) {
        char[] text = lines.text();
        int length = lines.length();
        int at = 0;
        for (int seen = 0; at < length && seen < SAMPLE_LINES; seen++) {
            int end = at;
            while (end < length && text[end] != '\n' && text[end] != '\r') {
                end++;
            }
            int start = at < length && text[at] == '\uFEFF' ? at + 1 : at;
            switch (lines.kind(start, end)) {
                case KIF_MOVE -> {
                    return RecordFormat.KIF;
                }
                case KI2_MOVE -> {
                    return RecordFormat.KI2;
                }
                case KIF_ONLY, KI2_ONLY, COMMENT, KIF_FAMILY, KIF_WEAK -> {
                    // the header, board and comments before the moves
                }
                case NONE -> {
                    if (!blankOrControlFree(text, start, end)) {
                        return null;
                    }
                }
                default -> {
                    return null;
                }
            }
            at = end + 1;
        }
        return null;
    }

    /** Whether the line is blank, or text without control characters (binary data has them). */
    private static boolean blankOrControlFree(char[] text, int start, int end) {
        for (int i = start; i < end; i++) {
            char c = text[i];
            if (c < 0x20 && c != '\t' && c != '\f' && c != 0x1B || c == 0x7F) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Tally tally() {
        return new Counts();
    }

    /** The family's lines of one text, by kind. */
    private static final class Counts implements Tally {
        private int kifMoves;
        private int ki2Moves;
        private int family;
        private int weak;
        private int kifOnly;
        private int ki2Only;

        @Override
        public void count(int kind) {
            switch (kind) {
                case KIF_ONLY -> kifOnly++;
                case KI2_ONLY -> ki2Only++;
                case KIF_MOVE -> kifMoves++;
                case KI2_MOVE -> ki2Moves++;
                case KIF_FAMILY -> family++;
                case KIF_WEAK -> weak++;
                default -> {
                    // a comment: no evidence
                }
            }
        }

        @Override
        public int score() {
            int strong = kifMoves + ki2Moves + family + kifOnly + ki2Only;
            return strong > 0 ? strong + weak : 0;
        }

        /** Numbered move lines against marked ones, then declarations, then the extension. */
        @Override
        public RecordFormat format(RecordFormat byExtension) {
            if (kifMoves != ki2Moves) {
                return kifMoves > ki2Moves ? RecordFormat.KIF : RecordFormat.KI2;
            }
            if (kifOnly != ki2Only) {
                return kifOnly > ki2Only ? RecordFormat.KIF : RecordFormat.KI2;
            }
            return byExtension == RecordFormat.KI2 ? RecordFormat.KI2 : RecordFormat.KIF;
        }

        @Override
        public String reason(RecordFormat format) {
            return format == RecordFormat.KI2
                    ? ki2Moves + " KI2 move lines marked ▲△"
                    : kifMoves + " numbered KIF move lines";
        }
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
}
