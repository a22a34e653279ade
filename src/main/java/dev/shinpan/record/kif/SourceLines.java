package dev.shinpan.record.kif;

import java.util.ArrayList;
import java.util.List;

/** Splits decoded text into lines: CRLF, LF, CR (and NEL) end a line; a last line needs none. */
final class SourceLines {

    private SourceLines() {
    }

    static List<TextLine> split(String text) {
        List<TextLine> lines = new ArrayList<>();
        int start = text.startsWith("\uFEFF") ? 1 : 0;
        int number = 1;
        int n = text.length();
        int i = start;
        while (i < n) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r' || c == '\u0085') {
                lines.add(new TextLine(number++, Chars.stripTrailingBlanks(text.substring(start, i))));
                i += c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n' ? 2 : 1;
                start = i;
            } else {
                i++;
            }
        }
        if (start < n) {
            lines.add(new TextLine(number, Chars.stripTrailingBlanks(text.substring(start))));
        }
        return lines;
    }
}
