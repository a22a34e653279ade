package dev.shinpan.record.csa;

import dev.shinpan.record.text.Blanks;
import dev.shinpan.record.text.TextLines;
import java.util.function.Consumer;

/**
 * Cuts a line of CSA text into statements, and tells the lines holding only {@code /} that
 * separate records (CSA standard record format, V2.2 and V3.0). Blanks (SP, IDSP, TAB) at the end of a line are dropped.
 *
 * <p>Comma splitting: {@code '}, {@code N}, {@code $}, {@code P} and {@code V} lines are never
 * split (names and comments may hold commas), nor 81Dojo's {@code I+…} / {@code I-…} lines (their
 * figures are comma-separated); elsewhere each field is a statement, padding blanks
 * around it dropped, and a field starting with {@code '} is a comment running to the end of the
 * line, as is a {@code '} after a blank inside a field ({@code +7776FU 'note}): a move is read only
 * where a statement starts, never from the middle of a comment.
 */
final class CsaStatementSplitter {

    private CsaStatementSplitter() {}

    /** Whether the current line holds nothing but {@code /} and blanks: the end of a record. */
    static boolean isSeparator(TextLines lines) {
        char[] text = lines.chars();
        int start = lines.start();
        int end = lines.end();
        while (start < end && isWhitespace(text[start])) {
            start++;
        }
        if (start == end || text[start] != '/') {
            return false; // nearly every line: no need to look at its end
        }
        while (end > start && isWhitespace(text[end - 1])) {
            end--;
        }
        return end - start == 1;
    }

    /**
     * {@link Character#isWhitespace}, answered at once for the printable ASCII a CSA line begins
     * with: asked of every line, and under the quick JIT compiler the JDK's answer is four calls.
     */
    static boolean isWhitespace(char c) {
        return (c <= ' ' || c >= 0x7F) && Character.isWhitespace(c);
    }

    /** Hands the statements of the current line to {@code out}, in order. */
    static void splitLine(TextLines lines, Consumer<CsaStatement> out) {
        char[] text = lines.chars();
        int lineStart = lines.start();
        int end = lines.trimmedEnd();
        int lineNo = lines.number();
        int start = skip(text, lineStart, end);
        if (start >= end) {
            return;
        }
        char first = text[start];
        if (first == '\''
                || first == 'N'
                || first == '$'
                || first == 'P'
                || first == 'V'
                || first == 'I' && CsaStatementKind.isSideMark(text, start + 1, end)) {
            out.accept(CsaStatement.of(text, start, end, lineNo, start - lineStart + 1));
            return;
        }
        int pos = start;
        while (pos < end) {
            pos = skip(text, pos, end);
            if (pos >= end) {
                break;
            }
            if (text[pos] == '\'') {
                out.accept(CsaStatement.of(text, pos, end, lineNo, pos - lineStart + 1));
                break;
            }
            int comma = pos;
            boolean comment = false;
            while (comma < end && text[comma] != ',') {
                if (text[comma] == '\'' && Blanks.isBlank(text[comma - 1])) {
                    comment = true; // '+7776FU 'note' or a log's '12:00 '** 2 +7776FU': the rest is a comment
                    break;
                }
                comma++;
            }
            int fieldEnd = comma;
            while (fieldEnd > pos && Blanks.isBlank(text[fieldEnd - 1])) {
                fieldEnd--;
            }
            if (fieldEnd > pos) {
                out.accept(CsaStatement.of(text, pos, fieldEnd, lineNo, pos - lineStart + 1));
            }
            if (comment) {
                out.accept(CsaStatement.of(text, comma, end, lineNo, comma - lineStart + 1));
                break;
            }
            pos = comma + 1;
        }
    }

    private static int skip(char[] text, int from, int end) {
        int i = from;
        while (i < end && Blanks.isBlank(text[i])) {
            i++;
        }
        return i;
    }
}
