package dev.shinpan.record.kif;

import dev.shinpan.record.MoveTime;
import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.UnsupportedGame;
import dev.shinpan.record.text.LineChars;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.UnsupportedVariants;
import dev.shinpan.rules.Variant;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads one numbered KIF move line (docs/formats.md §1.5): {@code ply [mark] (dest|同) piece [成|不成|生]
 * ((xy)|打[(00)]) [time] [+]}, or {@code ply word [time] [+]} for a terminal word.
 */
final class KifMoveLineParser {

    private final Variant variant;
    private final PieceNames.Table names;
    /** The error that stopped reading the last line, or null when it was read. */
    private Problem error;

    KifMoveLineParser(Variant variant) {
        this.variant = variant;
        this.names = PieceNames.table(variant);
    }

    /** The line read, or null after an error, which {@link #error()} then tells. */
    KifMoveLine parse(TextLine line) {
        error = null;
        // read where the line stands in the decoded text: indexes below are into the source's characters
        char[] s = line.chars();
        int n = line.end();
        int i = Chars.skipBlanks(s, line.start(), n);
        int plyStart = i;
        int ply = 0;
        while (i < n && s[i] >= '0' && s[i] <= '9') {
            if (ply > 100_000_000) {
                return error(line, plyStart, Message.of("read.kif.number-too-large"));
            }
            ply = ply * 10 + (s[i] - '0');
            i++;
        }
        int plyEnd = i;
        i = Chars.skipBlanks(s, i, n);
        int bodyStart = i;
        Warnings warnings = new Warnings();
        Side mark = i < n ? Chars.turnMark(s[i]) : null;
        if (mark != null) {
            i++;
        }
        if (i >= n) {
            return error(line, i, Message.of("read.kif.move-missing"));
        }
        char c = s[i];
        if (!(c == '同' || c == '仝' || Chars.digit(c) > 0)) {
            return terminal(line, ply, plyStart, plyEnd, mark, bodyStart, i, warnings);
        }
        boolean same = false;
        Square to = null;
        if (c == '同' || c == '仝') {
            same = true;
            i = Chars.skipBlanks(s, i + 1, n);
        } else {
            int file = Chars.digit(c);
            int rank = i + 1 < n ? Chars.rank(s[i + 1]) : 0;
            if (rank == 0) {
                return error(line, i, Message.of("read.destination", "７六", "同"));
            }
            to = Square.of(file, rank);
            if (!variant.contains(to)) {
                return error(line, i, Message.of("read.square-off-board", to.label()));
            }
            i += 2;
        }
        PieceNames.Found found = names.find(s, i, n);
        if (found == null) {
            int chu = chuOriginIn(s, i, n);
            return chu >= 0 ? chuShogi(line, chu) : error(line, i, pieceMissing());
        }
        PieceType piece = found.type();
        i += found.length();
        boolean promote = false;
        if (Chars.startsWith(s, n, '成', i)) {
            promote = true;
            i++;
        } else if (Chars.startsWith(s, n, '不', '成', i)) {
            i += 2;
        } else if (Chars.startsWith(s, n, '生', i)) {
            i++;
        }
        i = Chars.skipBlanks(s, i, n);
        Square from = null;
        if (Chars.startsWith(s, n, '打', i)) {
            i++;
            int afterDrop = Chars.skipBlanks(s, i, n);
            if (isOrigin(s, afterDrop, n)) {
                if (!LineChars.startsWith(s, n, "(00)", afterDrop)) {
                    return error(line, afterDrop, Message.of("read.kif.drop-origin"));
                }
                warnings.add(
                        Problem.warning(at(line, afterDrop, afterDrop + 4), Message.of("read.kif.drop-placeholder")));
                i = afterDrop + 4;
            }
        } else if (isOrigin(s, i, n)) {
            int file = Chars.digit(s[i + 1]);
            int rank = Chars.digit(s[i + 2]);
            if (file == 0 && rank == 0 && s[i + 1] == '0' && s[i + 2] == '0') {
                warnings.add(Problem.warning(at(line, i, i + 4), Message.of("read.kif.origin-00", "打")));
            } else if (file == 0 || rank == 0 || !variant.contains(Square.of(file, rank))) {
                return error(line, i, Message.of("read.origin-range", "" + variant.files() + variant.ranks()));
            } else {
                from = Square.of(file, rank);
            }
            i += 4;
        } else if (isChuOrigin(s, i, n)) {
            return chuShogi(line, i);
        } else {
            return error(line, i, Message.of("read.kif.origin", "打"));
        }
        SourceText text = at(line, bodyStart, i);
        MoveTime time = tail(line, i, warnings);
        return new KifMoveLine(
                ply,
                line,
                plyStart,
                plyEnd,
                mark,
                text,
                null,
                null,
                same,
                to,
                piece,
                promote,
                from,
                time,
                warnings.list());
    }

    /** What to say when no piece is named: the variant's examples, 歩, 銀 or 成銀; 燕, 鶴 or 左鶉 in Tori Shogi. */
    private Message pieceMissing() {
        List<String> examples = variant.kifNames().moveExamples();
        return Message.of("read.piece", examples.get(0), examples.get(1));
    }

    private KifMoveLine terminal(
            TextLine line,
            int ply,
            int plyStart,
            int plyEnd,
            Side mark,
            int bodyStart,
            int wordStart,
            Warnings warnings) {
        char[] s = line.chars();
        int n = line.end();
        int i = wordStart;
        while (i < n && !Chars.isBlank(s[i]) && s[i] != '(' && s[i] != '（') {
            i++;
        }
        String word = new String(s, wordStart, i - wordStart);
        Side named = null;
        int next = Chars.skipBlanks(s, i, n);
        if (word.length() == 2
                && ResultLine.sideName(word) != null
                && next > i
                && next < n
                && s[next] != '('
                && s[next] != '（') {
            // Shogi Club 24 names the side a foul ends the game for: 2 先手 反則負け
            named = ResultLine.sideName(word);
            i = next;
            while (i < n && !Chars.isBlank(s[i]) && s[i] != '(' && s[i] != '（') {
                i++;
            }
            word = new String(s, next, i - next);
        }
        if (word.endsWith("+") && word.length() > 1) {
            word = word.substring(0, word.length() - 1);
            i--;
        }
        if (!TerminalWords.known(word)) {
            KifMoveLine unreadable = unreadableMove(line, wordStart, i);
            if (unreadable != null || error != null) {
                return unreadable;
            }
        }
        SourceText text = at(line, bodyStart, i);
        MoveTime time = tail(line, i, warnings);
        return new KifMoveLine(
                ply,
                line,
                plyStart,
                plyEnd,
                mark,
                text,
                word,
                named,
                false,
                null,
                null,
                false,
                null,
                time,
                warnings.list());
    }

    /**
     * A word no ending is called by, where only a move could stand: the line has a move's origin
     * {@code (xy)} or {@code 打}, or a time column, or the word holds the marks a wrong decoding
     * leaves (U+FFFD, {@code ?}). A move that cannot be read, never an ending: a located error (the
     * rest of the record is not judged). Lishogi's Chu Shogi lines ({@code 一歩目 ５五獅子 （←５六）})
     * say which game they are of. Null, with no error, for a word that may name an ending shinpan
     * does not know.
     */
    private KifMoveLine unreadableMove(TextLine line, int wordStart, int wordEnd) {
        char[] s = line.chars();
        int n = line.end();
        boolean moveShaped = false;
        int chu = chuOriginIn(s, wordStart, n);
        if (chu >= 0) {
            return chuShogi(line, chu);
        }
        for (int k = wordStart; k < n; k++) {
            char c = s[k];
            if (c == '打' || c == '\uFFFD' || c == '?' || c == '？' || isOrigin(s, k, n)) {
                moveShaped = true;
            }
        }
        int after = Chars.skipBlanks(s, wordEnd, n);
        int close = after < n && (s[after] == '(' || s[after] == '（') ? closing(s, after, n) : -1;
        if (close > 0 && TimeField.parse(s, after + 1, close) != null) {
            moveShaped = true; // a time column ( 0:01/00:00:01), not a note in brackets (反則(二歩))
        }
        if (!moveShaped) {
            return null;
        }
        return error(line, wordStart, Message.of("read.kif.move-unreadable", "７六歩(77)", "投了"));
    }

    /** {@code (←} or {@code （←}: the origin as lishogi writes Chu Shogi moves ({@code ７八歩 （←７九）}). */
    private static boolean isChuOrigin(char[] s, int i, int end) {
        return i + 1 < end && (s[i] == '(' || s[i] == '（') && s[i + 1] == '←';
    }

    /** Where a Chu Shogi origin stands in {@code s[from, end)}, or -1. */
    private static int chuOriginIn(char[] s, int from, int end) {
        for (int k = from; k < end; k++) {
            if (isChuOrigin(s, k, end)) {
                return k;
            }
        }
        return -1;
    }

    /** A Chu Shogi move line: the game is one shinpan does not judge. */
    private KifMoveLine chuShogi(TextLine line, int at) {
        error = UnsupportedGame.problem(at(line, at, line.end()), UnsupportedVariants.byFiles(12));
        return null;
    }

    /** Reads the optional time field and branch mark after the move; warns about anything else. */
    private static MoveTime tail(TextLine line, int from, Warnings warnings) {
        char[] s = line.chars();
        int n = line.end();
        int i = Chars.skipBlanks(s, from, n);
        MoveTime time = null;
        if (i < n && s[i] == '(' && (time = TimeField.fixed(s, i, n)) != null) {
            i = Chars.skipBlanks(s, i + 16, n);
        } else if (i < n && (s[i] == '(' || s[i] == '（')) {
            int close = closing(s, i, n);
            if (close < 0) {
                warnings.add(Problem.warning(at(line, i, n), Message.of("read.kif.time-unclosed")));
                return null;
            }
            time = TimeField.parse(s, i + 1, close);
            if (time == null) {
                warnings.add(
                        Problem.warning(at(line, i, close + 1), Message.of("read.kif.time-shape", "m:ss/h:mm:ss")));
            }
            i = Chars.skipBlanks(s, close + 1, n);
        }
        if (i < n && s[i] == '+') {
            i = Chars.skipBlanks(s, i + 1, n);
        }
        if (i < n) {
            warnings.add(Problem.warning(at(line, i, n), Message.of("read.kif.after-move")));
        }
        return time;
    }

    private static int closing(char[] s, int open, int end) {
        for (int i = open + 1; i < end; i++) {
            if (s[i] == ')' || s[i] == '）') {
                return i;
            }
        }
        return -1;
    }

    /** {@code (xy)} with two digits, half- or full-width. */
    private static boolean isOrigin(char[] s, int i, int end) {
        return i + 3 < end
                && s[i] == '('
                && s[i + 3] == ')'
                && Chars.decimal(s[i + 1]) >= 0
                && Chars.decimal(s[i + 2]) >= 0;
    }

    /** The error that stopped reading the last line given to {@link #parse}, or null when it was read. */
    Problem error() {
        return error;
    }

    /** {@code source[from, to)} of the line, located. */
    private static SourceText at(TextLine line, int from, int to) {
        return line.at(from - line.start(), to - line.start());
    }

    private KifMoveLine error(TextLine line, int index, Message message) {
        int column = index - line.start();
        SourceText at = index < line.end() ? at(line, index, line.end()) : SourceText.of("", line.number(), column + 1);
        error = Problem.error(at, message);
        return null;
    }

    /** A line's warnings: nearly every line has none, so the list is made at the first. */
    private static final class Warnings {
        private List<Problem> list;

        void add(Problem warning) {
            if (list == null) {
                list = new ArrayList<>(2);
            }
            list.add(warning);
        }

        List<Problem> list() {
            return list == null ? List.of() : list;
        }
    }
}
