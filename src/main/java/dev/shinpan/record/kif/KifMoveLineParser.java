package dev.shinpan.record.kif;

import dev.shinpan.record.MoveTime;
import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads one numbered KIF move line (docs/formats.md §1.5): {@code ply [mark] (dest|同) piece [成|不成|生]
 * ((xy)|打[(00)]) [time] [+]}, or {@code ply word [time] [+]} for a terminal word.
 */
final class KifMoveLineParser {

    private final Variant variant;
    /** The error that stopped reading the last line, or null when it was read. */
    private Problem error;

    KifMoveLineParser(Variant variant) {
        this.variant = variant;
    }

    /** The line read, or null after an error, which {@link #error()} then tells. */
    KifMoveLine parse(TextLine line) {
        error = null;
        String s = line.text();
        int i = Chars.skipBlanks(s, 0);
        int plyStart = i;
        int ply = 0;
        while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
            if (ply > 100_000_000) {
                return error(line, plyStart, Message.of("read.kif.number-too-large"));
            }
            ply = ply * 10 + (s.charAt(i) - '0');
            i++;
        }
        int plyEnd = i;
        i = Chars.skipBlanks(s, i);
        int bodyStart = i;
        Warnings warnings = new Warnings();
        Side mark = i < s.length() ? Chars.turnMark(s.charAt(i)) : null;
        if (mark != null) {
            i++;
        }
        if (i >= s.length()) {
            return error(line, i, Message.of("read.kif.move-missing"));
        }
        char c = s.charAt(i);
        if (!(c == '同' || c == '仝' || Chars.digit(c) > 0)) {
            return terminal(line, ply, plyStart, plyEnd, mark, bodyStart, i, warnings);
        }
        boolean same = false;
        Square to = null;
        if (c == '同' || c == '仝') {
            same = true;
            i = Chars.skipBlanks(s, i + 1);
        } else {
            int file = Chars.digit(c);
            int rank = i + 1 < s.length() ? Chars.rank(s.charAt(i + 1)) : 0;
            if (rank == 0) {
                return error(line, i, Message.of("read.destination", "７六", "同"));
            }
            to = Square.of(file, rank);
            if (!variant.contains(to)) {
                return error(line, i, Message.of("read.square-off-board", to.label()));
            }
            i += 2;
        }
        PieceNames.Found found = PieceNames.find(variant, s, i);
        if (found == null) {
            return error(line, i, pieceMissing());
        }
        PieceType piece = found.type();
        i += found.length();
        boolean promote = false;
        if (s.startsWith("成", i)) {
            promote = true;
            i++;
        } else if (s.startsWith("不成", i)) {
            i += 2;
        } else if (s.startsWith("生", i)) {
            i++;
        }
        i = Chars.skipBlanks(s, i);
        Square from = null;
        if (s.startsWith("打", i)) {
            i++;
            int afterDrop = Chars.skipBlanks(s, i);
            if (isOrigin(s, afterDrop)) {
                if (!s.startsWith("(00)", afterDrop)) {
                    return error(line, afterDrop, Message.of("read.kif.drop-origin"));
                }
                warnings.add(Problem.warning(line.at(afterDrop, afterDrop + 4),
                        Message.of("read.kif.drop-placeholder")));
                i = afterDrop + 4;
            }
        } else if (isOrigin(s, i)) {
            int file = Chars.digit(s.charAt(i + 1));
            int rank = Chars.digit(s.charAt(i + 2));
            if (file == 0 && rank == 0 && s.charAt(i + 1) == '0' && s.charAt(i + 2) == '0') {
                warnings.add(Problem.warning(line.at(i, i + 4), Message.of("read.kif.origin-00", "打")));
            } else if (file == 0 || rank == 0 || !variant.contains(Square.of(file, rank))) {
                return error(line, i, Message.of("read.origin-range", "" + variant.files() + variant.ranks()));
            } else {
                from = Square.of(file, rank);
            }
            i += 4;
        } else {
            return error(line, i, Message.of("read.kif.origin", "打"));
        }
        SourceText text = line.at(bodyStart, i);
        MoveTime time = tail(line, i, warnings);
        return new KifMoveLine(ply, line, plyStart, plyEnd, mark, text, null, null, same, to, piece, promote, from,
                time, warnings.list());
    }

    /** What to say when no piece is named: names from the variant, 歩, 銀 or 成銀; 燕, 鶴 or 左鶉 in Tori Shogi. */
    private Message pieceMissing() {
        return variant == Variants.TORI ? Message.of("read.piece", "燕, 鶴", "左鶉")
                : Message.of("read.piece", "歩, 銀", "成銀");
    }

    private KifMoveLine terminal(TextLine line, int ply, int plyStart, int plyEnd, Side mark, int bodyStart,
            int wordStart, Warnings warnings) {
        String s = line.text();
        int i = wordStart;
        while (i < s.length() && !Chars.isBlank(s.charAt(i)) && s.charAt(i) != '(' && s.charAt(i) != '（') {
            i++;
        }
        String word = s.substring(wordStart, i);
        Side named = null;
        int next = Chars.skipBlanks(s, i);
        if (word.length() == 2 && SummaryLine.sideName(word) != null && next > i && next < s.length()
                && s.charAt(next) != '(' && s.charAt(next) != '（') {
            // Shogi Club 24 names the side a foul ends the game for: 2 先手 反則負け
            named = SummaryLine.sideName(word);
            i = next;
            while (i < s.length() && !Chars.isBlank(s.charAt(i)) && s.charAt(i) != '(' && s.charAt(i) != '（') {
                i++;
            }
            word = s.substring(next, i);
        }
        if (word.endsWith("+") && word.length() > 1) {
            word = word.substring(0, word.length() - 1);
            i--;
        }
        SourceText text = line.at(bodyStart, i);
        MoveTime time = tail(line, i, warnings);
        return new KifMoveLine(ply, line, plyStart, plyEnd, mark, text, word, named, false, null, null, false, null,
                time, warnings.list());
    }

    /** Reads the optional time field and branch mark after the move; warns about anything else. */
    private static MoveTime tail(TextLine line, int from, Warnings warnings) {
        String s = line.text();
        int i = Chars.skipBlanks(s, from);
        MoveTime time = null;
        if (i < s.length() && (s.charAt(i) == '(' || s.charAt(i) == '（')) {
            int close = closing(s, i);
            if (close < 0) {
                warnings.add(Problem.warning(line.at(i), Message.of("read.kif.time-unclosed")));
                return null;
            }
            time = TimeField.parse(s, i + 1, close);
            if (time == null) {
                warnings.add(Problem.warning(line.at(i, close + 1), Message.of("read.kif.time-shape", "m:ss/h:mm:ss")));
            }
            i = Chars.skipBlanks(s, close + 1);
        }
        if (i < s.length() && s.charAt(i) == '+') {
            i = Chars.skipBlanks(s, i + 1);
        }
        if (i < s.length()) {
            warnings.add(Problem.warning(line.at(i), Message.of("read.kif.after-move")));
        }
        return time;
    }

    private static int closing(String s, int open) {
        for (int i = open + 1; i < s.length(); i++) {
            if (s.charAt(i) == ')' || s.charAt(i) == '）') {
                return i;
            }
        }
        return -1;
    }

    /** {@code (xy)} with two digits, half- or full-width. */
    private static boolean isOrigin(String s, int i) {
        return i + 3 < s.length() && s.charAt(i) == '(' && s.charAt(i + 3) == ')'
                && Chars.decimal(s.charAt(i + 1)) >= 0 && Chars.decimal(s.charAt(i + 2)) >= 0;
    }

    /** The error that stopped reading the last line given to {@link #parse}, or null when it was read. */
    Problem error() {
        return error;
    }

    private KifMoveLine error(TextLine line, int index, Message message) {
        SourceText at = index < line.text().length() ? line.at(index) : SourceText.of("", line.number(), index + 1);
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
