package dev.shinpan.record.csa;

import dev.shinpan.record.Blanks;
import java.util.ArrayList;
import java.util.List;

/**
 * Cuts decoded CSA text into records (at lines holding only {@code /}) and each line into
 * statements (FORMATS.md §3.1, §3.7). Lines end at CR LF, LF or a lone CR; blanks (SP, IDSP, TAB)
 * at the end of a line are dropped, a missing final newline is fine.
 *
 * <p>Comma splitting follows FORMATS.md §3.7: {@code '}, {@code N}, {@code $}, {@code P} and
 * {@code V} lines are never split (names and comments may hold commas); elsewhere each field is
 * a statement, padding blanks around it dropped, and a field starting with {@code '} is a
 * comment running to the end of the line.
 */
final class CsaStatementSplitter {

    private CsaStatementSplitter() {
    }

    static List<CsaRecordChunk> split(String text) {
        List<CsaRecordChunk> chunks = new ArrayList<>();
        List<CsaStatement> current = new ArrayList<>();
        int firstLine = 1;
        int lineNo = 0;
        int pos = 0;
        int n = text.length();
        if (n > 0 && text.charAt(0) == '\uFEFF') {
            pos = 1;
        }
        while (pos < n || lineNo == 0) {
            int end = pos;
            while (end < n && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
                end++;
            }
            lineNo++;
            String line = Blanks.stripTrailing(text.substring(pos, end));
            if (line.strip().equals("/")) {
                chunks.add(new CsaRecordChunk(current, firstLine, lineNo - 1));
                current = new ArrayList<>();
                firstLine = lineNo + 1;
            } else {
                splitLine(line, lineNo, current);
            }
            if (end < n && text.charAt(end) == '\r' && end + 1 < n && text.charAt(end + 1) == '\n') {
                end++;
            }
            pos = end + 1;
            if (end >= n) {
                break;
            }
        }
        chunks.add(new CsaRecordChunk(current, firstLine, Math.max(firstLine, lineNo)));
        return chunks;
    }

    /** Appends the statements of one line (already stripped of trailing blanks). */
    static void splitLine(String line, int lineNo, List<CsaStatement> out) {
        int start = Blanks.skip(line, 0);
        if (start >= line.length()) {
            return;
        }
        char first = line.charAt(start);
        if (first == '\'' || first == 'N' || first == '$' || first == 'P' || first == 'V') {
            out.add(CsaStatement.of(line.substring(start), lineNo, start + 1));
            return;
        }
        int pos = start;
        while (pos < line.length()) {
            pos = Blanks.skip(line, pos);
            if (pos >= line.length()) {
                break;
            }
            if (line.charAt(pos) == '\'') {
                out.add(CsaStatement.of(line.substring(pos), lineNo, pos + 1));
                break;
            }
            int comma = line.indexOf(',', pos);
            int end = comma < 0 ? line.length() : comma;
            String field = Blanks.stripTrailing(line.substring(pos, end));
            if (!field.isEmpty()) {
                out.add(CsaStatement.of(field, lineNo, pos + 1));
            }
            pos = end + 1;
        }
    }

}
