package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.shinpan.adjudicate.Fingerprint.Print;
import dev.shinpan.cli.report.Identity;
import org.junit.jupiter.api.Test;

/** Repeats and truncated copies are found in input order, from hashes alone. */
class DuplicatesTest {

    private static final Print LONG = new Print("a".repeat(32), new long[] {11, 12, 13, 14}, 14);
    private static final Print SHORT = new Print("b".repeat(32), new long[] {11, 12}, 12);

    @Test
    void aRepeatNamesTheFirstRecordAndATruncatedCopyAfterTheLongGameNamesIt() {
        Duplicates d = new Duplicates();
        assertNull(d.add("long.kif", 0, LONG).duplicateOf());
        Identity again = d.add("long.csa", 0, LONG);
        assertEquals(new Identity.Ref("long.kif", 0), again.duplicateOf());
        Identity cut = d.add("cut.kif", 3, SHORT);
        assertEquals(new Identity.Ref("long.kif", 0), cut.prefixOf());
        assertEquals(1, d.duplicates());
        assertEquals(1, d.prefixes());
    }

    @Test
    void aTruncatedCopyBeforeTheLongGameIsCountedAllTheSame() {
        Duplicates d = new Duplicates();
        d.add("cut.kif", 0, SHORT);
        assertNull(d.add("long.kif", 0, LONG).prefixOf());
        assertEquals(1, d.prefixes());
        assertEquals(0, d.duplicates());
    }
}
