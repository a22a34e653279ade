package dev.shinpan.record.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The record separator test's notion of a blank is the JDK's, character for character. */
class CsaStatementSplitterTest {

    @Test
    void whitespaceIsTheJdksForEveryCharacter() {
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            assertEquals(
                    Character.isWhitespace((char) c),
                    CsaStatementSplitter.isWhitespace((char) c),
                    "U+" + Integer.toHexString(c));
        }
    }
}
