package dev.shinpan.record.usi;

import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.codec.FormatEvidence;
import dev.shinpan.record.text.LineChars;

/** How USI is told by its lines: {@code position}, {@code startpos}, {@code sfen}, {@code moves}, a SFEN board or a USI move. */
final class UsiEvidence implements FormatEvidence {

    static final UsiEvidence INSTANCE = new UsiEvidence();

    private static final int USI = 1;
    private static final String[] COMMANDS = {"position", "startpos", "sfen", "moves"};

    private UsiEvidence() {}

    @Override
    public String names() {
        return "USI/SFEN";
    }

    @Override
    public int line(char[] text, int start, int end) {
        return start < end && (command(text, start, end) || sfenBoard(text, start, end) || move(text, start, end))
                ? USI
                : NONE;
    }

    @Override
    public Told named(RecordFormat named, Lines lines) {
        return lines.firstLine() == USI
                ? Told.as(named, "named ." + named.id() + " and beginning with a " + named.name() + " line")
                : null;
    }

    @Override
    public Tally tally() {
        return new Tally() {
            private int lines;

            @Override
            public void count(int kind) {
                lines++;
            }

            @Override
            public int score() {
                return lines;
            }

            @Override
            public RecordFormat format(RecordFormat byExtension) {
                return RecordFormat.USI;
            }

            @Override
            public String reason(RecordFormat format) {
                return lines + " USI/SFEN lines";
            }
        };
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\u3000';
    }

    /** After a word: a blank or the end of the line. */
    private static boolean wordEnds(char[] s, int i, int end) {
        return i == end || isBlank(s[i]);
    }

    private static boolean command(char[] s, int start, int end) {
        for (String word : COMMANDS) {
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
    private static boolean move(char[] s, int start, int end) {
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

    private static boolean upper(char c) {
        return c >= 'A' && c <= 'Z';
    }
}
