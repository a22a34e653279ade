package dev.shinpan.record.csa;

import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.codec.FormatEvidence;

/**
 * How CSA is told by its lines: statements only CSA writes (a move, a turn, a board row, the
 * version, names, game information, a special), and lines CSA writes among others (a comment, a
 * time, a separator), which count only beside the first kind.
 */
final class CsaEvidence implements FormatEvidence {

    static final CsaEvidence INSTANCE = new CsaEvidence();

    /** A statement only CSA writes. */
    private static final int STRONG = 1;
    /** {@code '…}, {@code T12}, {@code /}: CSA, but not only. */
    private static final int WEAK = 2;

    private CsaEvidence() {}

    @Override
    public String names() {
        return "CSA";
    }

    @Override
    public int line(char[] text, int start, int end) {
        if (start >= end) {
            return NONE;
        }
        if (strong(text, start, end)) {
            return STRONG;
        }
        return weak(text, start, end) ? WEAK : NONE;
    }

    @Override
    public Told named(RecordFormat named, Lines lines) {
        return lines.firstLine() == STRONG
                ? Told.as(named, "named ." + named.id() + " and beginning with a " + named.name() + " line")
                : null;
    }

    @Override
    public Tally tally() {
        return new Tally() {
            private int lines;
            private int strong;

            @Override
            public void count(int kind) {
                lines++;
                if (kind == STRONG) {
                    strong++;
                }
            }

            @Override
            public int score() {
                return strong > 0 ? lines : 0;
            }

            @Override
            public RecordFormat format(RecordFormat byExtension) {
                return RecordFormat.CSA;
            }

            @Override
            public String reason(RecordFormat format) {
                return lines + " CSA lines";
            }
        };
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean upper(char c) {
        return c >= 'A' && c <= 'Z';
    }

    private static boolean strong(char[] s, int start, int end) {
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

    private static boolean weak(char[] s, int start, int end) {
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
}
