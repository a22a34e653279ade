package dev.shinpan.record.codec;

import java.util.ArrayList;
import java.util.List;

/**
 * Text from a record made fit for a line-based format (KIF, KI2, CSA): a header value or name comes
 * from whoever wrote the record, and a JKF string may hold anything JSON can. A line break in it
 * would start a line of the writer's own (a forged header line, a move), a control character would
 * reach whoever prints the file. JKF writes the exact text: JSON escapes it.
 */
final class LineText {

    private LineText() {}

    /** The text with each control character and line break replaced by a space; the same string when it has none. */
    static String oneLine(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isControl(c)) {
                if (out == null) {
                    out = new StringBuilder(text).delete(i, text.length());
                }
                out.append(' ');
            } else if (out != null) {
                out.append(c);
            }
        }
        return out == null ? text : out.toString();
    }

    /** A comment as the lines it holds (a JKF comment may hold several), as written: each still to make one line. */
    static List<String> lines(String comment) {
        List<String> lines = new ArrayList<>(1);
        for (String line : comment.split("\r\n|[\n\r\\u0085\\u2028\\u2029]")) {
            lines.add(line);
        }
        if (lines.isEmpty()) {
            lines.add(""); // a comment of line breaks only is still a comment
        }
        return lines;
    }

    /** C0 (tab too), DEL, C1 and the Unicode line and paragraph separators. */
    static boolean isControl(char c) {
        return c < 0x20 || c >= 0x7F && c <= 0x9F || c == '\u2028' || c == '\u2029';
    }
}
