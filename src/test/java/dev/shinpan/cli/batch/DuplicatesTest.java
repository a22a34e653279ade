package dev.shinpan.cli.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.shinpan.adjudicate.Fingerprint.Print;
import dev.shinpan.cli.report.Identity;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Repeats and truncated copies are found in input order, from hashes alone. */
class DuplicatesTest {

    private static final Print LONG = new Print("a".repeat(32), new long[] {11, 12, 13, 14}, 14, 114, true);
    private static final Print SHORT = new Print("b".repeat(32), new long[] {11, 12}, 12, 112, true);
    /** Another game that SHORT is a truncated copy of. */
    private static final Print OTHER_LONG = new Print("c".repeat(32), new long[] {11, 12, 23}, 23, 123, true);
    /** SHORT's moves with another ending: not the same record, a truncated copy all the same. */
    private static final Print SHORT_OTHER_END = new Print("d".repeat(32), new long[] {11, 12}, 12, 212, true);
    /** LONG's moves without an ending: cut short of LONG. */
    private static final Print LONG_UNENDED = new Print("e".repeat(32), new long[] {11, 12, 13, 14}, 14, 314, false);

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

    /** The same moves with another ending are two records, not a repeat. */
    @Test
    void theSameMovesWithAnotherEndingAreNoDuplicate() {
        Duplicates d = new Duplicates();
        d.add("short.kif", 0, SHORT);
        Identity other = d.add("other-end.kif", 0, SHORT_OTHER_END);
        assertNull(other.duplicateOf());
        assertNull(other.prefixOf());
        assertEquals(0, d.duplicates());
        assertEquals(0, d.prefixes());
    }

    /** The moves of a game without the ending it states are a truncated copy of it, whichever comes first. */
    @Test
    void theSameMovesWithoutAnEndingAreATruncatedCopy() {
        Duplicates d = new Duplicates();
        d.add("long.kif", 0, LONG);
        assertEquals(
                new Identity.Ref("long.kif", 0),
                d.add("long.usi", 0, LONG_UNENDED).prefixOf());
        assertEquals(1, d.prefixes());
        Duplicates reverse = new Duplicates();
        assertNull(reverse.add("long.usi", 0, LONG_UNENDED).prefixOf());
        reverse.add("long.kif", 0, LONG);
        assertEquals(1, reverse.prefixes());
        assertEquals(1, reverse.laterLonger());
    }

    /** Every order of the same records gives the same counts: each distinct truncated copy once. */
    @Test
    void theCountsDoNotDependOnTheOrder() {
        List<Print> prints = List.of(SHORT, LONG, OTHER_LONG, SHORT_OTHER_END, SHORT, LONG_UNENDED);
        Set<String> counts = new HashSet<>();
        permute(new ArrayList<>(prints), 0, order -> {
            Duplicates d = new Duplicates();
            for (int i = 0; i < order.size(); i++) {
                d.add("r" + i, 0, order.get(i));
            }
            counts.add(d.duplicates() + " " + d.prefixes());
        });
        assertEquals(Set.of("1 3"), counts, "one repeat; SHORT, SHORT_OTHER_END and LONG_UNENDED are truncated copies");
    }

    private static void permute(List<Print> items, int from, Consumer<List<Print>> each) {
        if (from == items.size()) {
            each.accept(items);
            return;
        }
        for (int i = from; i < items.size(); i++) {
            Collections.swap(items, from, i);
            permute(items, from + 1, each);
            Collections.swap(items, from, i);
        }
    }
}
