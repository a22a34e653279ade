package dev.shinpan.record.csa;

import dev.shinpan.record.SourceText;

/**
 * One CSA statement: a whole line, or one comma-separated field of it, located at its first
 * character (1-based line and column of the decoded text).
 */
record CsaStatement(CsaStatementKind kind, String text, int line, int column) {

    static CsaStatement of(String text, int line, int column) {
        return new CsaStatement(CsaStatementKind.of(text), text, line, column);
    }

    SourceText source() {
        return SourceText.of(text, line, column);
    }

    /** A located piece of this statement, starting {@code offset} characters in. */
    SourceText source(int offset, int length) {
        int end = Math.min(text.length(), offset + length);
        return SourceText.of(text.substring(Math.min(offset, end), end), line, column + offset);
    }
}
