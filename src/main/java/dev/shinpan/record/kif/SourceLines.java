package dev.shinpan.record.kif;

import java.util.ArrayList;
import java.util.List;

/** Splits decoded text into lines: CRLF, LF, CR (and NEL) end a line; a last line needs none. */
final class SourceLines {

    private SourceLines() {
    }

    static List<TextLine> split(String text) {
        List<TextLine> lines = new ArrayList<>(text.length() / 24 + 1);
        int n = text.length();
        int start = n > 0 && text.charAt(0) == '\uFEFF' ? 1 : 0;
        boolean lfOnly = text.indexOf('\r') < 0 && text.indexOf('\u0085') < 0;
        int number = 1;
        while (start < n) {
            int end;
            int next;
            if (lfOnly) {
                end = text.indexOf('\n', start);
                if (end < 0) {
                    end = n;
                }
                next = end + 1;
            } else {
                end = start;
                while (end < n && !isTerminator(text.charAt(end))) {
                    end++;
                }
                next = end + (text.charAt(Math.min(end, n - 1)) == '\r' && end + 1 < n
                        && text.charAt(end + 1) == '\n' ? 2 : 1);
            }
            lines.add(new TextLine(number++, trimmed(text, start, end)));
            start = next;
        }
        return lines;
    }

    private static boolean isTerminator(char c) {
        return c == '\n' || c == '\r' || c == '\u0085';
    }

    /** The line without trailing blanks, in one substring. */
    private static String trimmed(String text, int start, int end) {
        int e = end;
        while (e > start && Chars.isBlank(text.charAt(e - 1))) {
            e--;
        }
        return text.substring(start, e);
    }
}
