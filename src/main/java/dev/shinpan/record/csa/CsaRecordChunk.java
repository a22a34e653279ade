package dev.shinpan.record.csa;

import java.util.List;

/**
 * The statements of one record of a CSA file: the text between {@code /} separator lines.
 *
 * @param statements in file order
 * @param firstLine  first line of the chunk (1-based)
 * @param lastLine   last line of the chunk
 */
record CsaRecordChunk(List<CsaStatement> statements, int firstLine, int lastLine) {

    CsaRecordChunk {
        statements = List.copyOf(statements);
    }
}
