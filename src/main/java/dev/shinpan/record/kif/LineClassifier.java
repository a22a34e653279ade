package dev.shinpan.record.kif;

/** Classifies record lines by their first characters; no regular expressions on the hot path. */
final class LineClassifier {

    private LineClassifier() {}

    /**
     * Reads the line where it stands in the decoded text's characters, {@code chars[from, end)}, so
     * that a move line is classified without a copy; only the rare positional lines take the line's text.
     */
    static LineKind classify(TextLine line) {
        char[] s = line.chars();
        int from = line.start();
        int end = line.end();
        if (from == end) {
            return LineKind.BLANK;
        }
        char first = s[from];
        switch (first) {
            case '#':
                return LineKind.PROGRAM_COMMENT;
            case '*', '＊':
                return LineKind.COMMENT;
            case '&':
                return LineKind.BOOKMARK;
            case '|':
                return LineKind.BOARD_ROW;
            default:
                break;
        }
        int start = Chars.skipBlanks(s, from, end);
        if (start == end) {
            return LineKind.BLANK;
        }
        char c = s[start];
        if (Chars.startsWith(s, end, '変', '化', start)) {
            int after = Chars.skipBlanks(s, start + 2, end);
            if (after < end && isColon(s[after])) {
                return LineKind.VARIATION;
            }
        }
        if (Chars.startsWith(s, end, 'ま', 'で', start)) {
            return LineKind.SUMMARY;
        }
        if (Chars.turnMark(c) != null) {
            return LineKind.KI2_MOVE;
        }
        if (c >= '0' && c <= '9') {
            int i = start;
            while (i < end && s[i] >= '0' && s[i] <= '9') {
                i++;
            }
            if (i < end && Chars.isBlank(s[i])) {
                return LineKind.KIF_MOVE;
            }
        }
        if (isFrame(s, start, end)) {
            return LineKind.BOARD_FRAME;
        }
        if (start == from) {
            LineKind positional = positional(line.text());
            if (positional != null) {
                return positional;
            }
        }
        int colon = colonIndex(s, start, end);
        if (colon > start) {
            return LineKind.HEADER;
        }
        return LineKind.OTHER;
    }

    private static LineKind positional(String line) {
        if (line.length() == 3 && isPlayer(line) && line.charAt(2) == '番') {
            return LineKind.TURN;
        }
        if (line.length() >= 5 && isPlayer(line) && line.startsWith("の持駒", 2)) {
            int i = Chars.skipBlanks(line, 5);
            if (i == line.length() || isColon(line.charAt(i))) {
                return LineKind.HAND;
            }
        }
        if (line.startsWith("手数-")) {
            return LineKind.MOVE_HEADER;
        }
        if (line.startsWith("手数＝") || line.startsWith("手数=")) {
            return LineKind.BOARD_MOVE_COUNT;
        }
        if (line.equals("盤面回転") || line.equals("盤面反転")) {
            return LineKind.ROTATION;
        }
        return null;
    }

    /** 先手, 後手, 下手 or 上手 at the start of the line. */
    private static boolean isPlayer(String line) {
        char a = line.charAt(0);
        return line.charAt(1) == '手' && (a == '先' || a == '後' || a == '下' || a == '上');
    }

    /** {@code +----+} borders and the {@code ９ ８ ７ …} file header of a board diagram. */
    private static boolean isFrame(char[] s, int start, int end) {
        char c = s[start];
        if (c == '+') {
            for (int i = start + 1; i < end; i++) {
                if (s[i] == '-') {
                    return true;
                }
            }
            return false;
        }
        if (Chars.digit(c) > 0 && c >= '１') {
            for (int i = start; i < end; i++) {
                char d = s[i];
                if (!(Chars.isBlank(d) || d >= '１' && d <= '９')) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    static boolean isColon(char c) {
        return c == '：' || c == ':';
    }

    /** Index of the first colon (full- or half-width) in the line's text, or -1. */
    static int colonIndex(TextLine line) {
        int at = colonIndex(line.chars(), line.start(), line.end());
        return at < 0 ? -1 : at - line.start();
    }

    /** Index of the first colon in {@code s[from, end)}, or -1. */
    private static int colonIndex(char[] s, int from, int end) {
        for (int i = from; i < end; i++) {
            if (isColon(s[i])) {
                return i;
            }
        }
        return -1;
    }
}
