package dev.shinpan.record.kif;

/** Classifies record lines by their first characters; no regular expressions on the hot path. */
final class LineClassifier {

    private LineClassifier() {
    }

    static LineKind classify(String line) {
        if (line.isEmpty()) {
            return LineKind.BLANK;
        }
        char first = line.charAt(0);
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
        int start = Chars.skipBlanks(line, 0);
        if (start == line.length()) {
            return LineKind.BLANK;
        }
        char c = line.charAt(start);
        if (line.startsWith("変化", start)) {
            int after = Chars.skipBlanks(line, start + 2);
            if (after < line.length() && isColon(line.charAt(after))) {
                return LineKind.VARIATION;
            }
        }
        if (line.startsWith("まで", start)) {
            return LineKind.SUMMARY;
        }
        if (Chars.turnMark(c) != null) {
            return LineKind.KI2_MOVE;
        }
        if (c >= '0' && c <= '9') {
            int i = start;
            while (i < line.length() && line.charAt(i) >= '0' && line.charAt(i) <= '9') {
                i++;
            }
            if (i < line.length() && Chars.isBlank(line.charAt(i))) {
                return LineKind.KIF_MOVE;
            }
        }
        if (isFrame(line, start)) {
            return LineKind.BOARD_FRAME;
        }
        if (start == 0) {
            LineKind positional = positional(line);
            if (positional != null) {
                return positional;
            }
        }
        int colon = colonIndex(line, start);
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
    private static boolean isFrame(String line, int start) {
        char c = line.charAt(start);
        if (c == '+') {
            return line.indexOf('-', start) > 0;
        }
        if (Chars.digit(c) > 0 && c >= '１') {
            for (int i = start; i < line.length(); i++) {
                char d = line.charAt(i);
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

    /** Index of the first colon (full- or half-width) at or after {@code from}, or -1. */
    static int colonIndex(String line, int from) {
        for (int i = from; i < line.length(); i++) {
            if (isColon(line.charAt(i))) {
                return i;
            }
        }
        return -1;
    }
}
