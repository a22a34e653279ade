package dev.shinpan.record.kif;

import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Variant;
import dev.shinpan.text.Message;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads the pieces in hand of a board diagram ({@code 飛　角　金二　歩十八}). Tokenised character by
 * character, because writers separate items with IDSP, SP or nothing at all (docs/formats.md §1.4):
 * a piece name, then an optional count 二..十八. {@code なし} or nothing means an empty hand.
 */
final class HandReader {

    /** The counts read, or the problem that stopped reading. */
    record Result(Map<PieceType, Integer> counts, Problem problem) {}

    private HandReader() {}

    /**
     * @param value      the text after the colon
     * @param valueStart where the value starts, for locating problems
     */
    static Result read(Variant variant, String value, SourceText valueStart) {
        Map<PieceType, Integer> counts = new LinkedHashMap<>();
        String text = Chars.stripTrailingBlanks(value);
        int i = Chars.skipBlanks(text, 0);
        if (i == text.length() || text.startsWith("なし", i) && Chars.skipBlanks(text, i + 2) == text.length()) {
            return new Result(counts, null);
        }
        while (i < text.length()) {
            char c = text.charAt(i);
            if (Chars.isBlank(c) || c == '、' || c == ',') {
                i++;
                continue;
            }
            Optional<PieceNames.Found> found = PieceNames.at(variant, text, i);
            if (found.isEmpty()) {
                List<String> names = variant.kifNames().handExamples();
                return new Result(
                        counts,
                        problem(
                                valueStart,
                                text,
                                i,
                                Message.of(
                                        "read.kakinoki.hand-piece",
                                        names.get(0),
                                        names.get(1),
                                        names.get(2),
                                        PieceNames.variantHint(variant, text, i))));
            }
            PieceType type = found.get().type();
            if (type.promoted() || type.royal()) {
                return new Result(
                        counts, problem(valueStart, text, i, Message.of("read.kakinoki.hand-unholdable", type)));
            }
            int itemStart = i;
            i += found.get().length();
            int countEnd = i;
            while (countEnd < text.length()
                    && (Chars.kanjiDigit(text.charAt(countEnd)) > 0
                            || text.charAt(countEnd) == '十'
                            || Chars.decimal(text.charAt(countEnd)) >= 0)) {
                countEnd++;
            }
            int count = 1;
            if (countEnd > i) {
                count = count(text.substring(i, countEnd));
                if (count < 1) {
                    return new Result(
                            counts,
                            problem(
                                    valueStart,
                                    text,
                                    i,
                                    Message.of("read.kakinoki.hand-count", "二..十八", text.substring(itemStart, i))));
                }
            }
            if (counts.containsKey(type)) {
                return new Result(
                        counts,
                        problem(
                                valueStart,
                                text,
                                itemStart,
                                Message.of("read.kakinoki.hand-twice", text.substring(itemStart, i))));
            }
            counts.put(type, count);
            i = countEnd;
        }
        return new Result(counts, null);
    }

    private static int count(String s) {
        int kanji = Chars.kanjiCount(s);
        if (kanji > 0) {
            return kanji;
        }
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            int d = Chars.decimal(s.charAt(i));
            if (d < 0 || i > 1) {
                return -1;
            }
            n = n * 10 + d;
        }
        return n;
    }

    private static Problem problem(SourceText valueStart, String text, int index, Message message) {
        return Problem.error(valueStart.line(), valueStart.column() + index, text.substring(index), message);
    }
}
