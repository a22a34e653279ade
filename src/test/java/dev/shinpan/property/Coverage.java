package dev.shinpan.property;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the cases of one run covered, counted by label ({@code "code UCHIFUZUME"}, {@code
 * "format KI2"}). A generator that quietly stops making what a property is about (no pawn-drop
 * mate any more, no perpetual check, no KI2 text) would leave every case passing; asserting the
 * labels a run must reach makes that a failure.
 */
final class Coverage {

    private final Map<String, Integer> counts = new TreeMap<>();

    void count(String label) {
        counts.merge(label, 1, Integer::sum);
    }

    int of(String label) {
        return counts.getOrDefault(label, 0);
    }

    /** Fails naming every label of {@code required} that no case reached. */
    void assertReached(Collection<String> required) {
        List<String> missing = required.stream().filter(label -> of(label) == 0).toList();
        assertTrue(missing.isEmpty(), () -> "no case reached " + missing + "; reached " + this);
    }

    /** Fails unless at least {@code share} of the {@code of} cases reached {@code label}. */
    void assertShare(String label, double share, int of) {
        assertTrue(
                of(label) >= share * of,
                () -> label + " in " + of(label) + " of " + of + " cases, fewer than " + share + "; reached " + this);
    }

    @Override
    public String toString() {
        return counts.toString();
    }
}
